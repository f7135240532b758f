#if canImport(UIKit)
import ComposedTableCore
import UIKit

/// The header or footer view of a section: a title in the system's style for the table's style,
/// or a live custom view, updated in place when the section's header or footer changes.
@MainActor
final class SupplementView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "ComposedTable.SupplementView"

    /// The custom view shown, if any.
    private weak var customView: UIView?
    /// The chevron of a collapsible section's header.
    private var chevron: UIImageView?
    /// What a tap on the header does, when Core lets it be tapped.
    var onTap: (() -> Void)? {
        didSet {
            tapRecognizer.isEnabled = onTap != nil
            updateAccessibility()
        }
    }
    /// Whether the header shows Core's indicator (a collapsible section).
    private var indicator: HeaderIndicator?
    private lazy var tapRecognizer: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped))
        addGestureRecognizer(recognizer)
        return recognizer
    }()

    @objc private func tapped() {
        onTap?()
    }

    /// Shows Core's indicator: a chevron pointing forward (collapsed: right, or left in a
    /// right-to-left layout) or down (expanded), or none.
    func setIndicator(_ indicator: HeaderIndicator?) {
        self.indicator = indicator
        defer { updateAccessibility() }
        guard let indicator else {
            chevron?.isHidden = true
            return
        }
        let chevron = self.chevron ?? makeChevron()
        chevron.isHidden = false
        // `chevron.forward` points left in a right-to-left layout, as a collapsed row's does.
        chevron.image = UIImage(systemName: indicator == .collapsed ? "chevron.forward" : "chevron.down")
    }

    /// A header that can be tapped, or shows a collapsible section's state, is one accessibility
    /// element: VoiceOver focuses the element, not a container's own traits and value (set on
    /// the header view while its title label was the element, "Collapsed" was never heard). Its
    /// label is the title, its value the section's state, its traits a button and a header; the
    /// chevron is drawn, not read. Any other header leaves its content accessible as UIKit does
    /// (a custom view keeps its own elements).
    private func updateAccessibility() {
        let isElement = onTap != nil || indicator != nil
        isAccessibilityElement = isElement
        guard isElement else {
            accessibilityLabel = nil
            accessibilityValue = nil
            accessibilityTraits = .heading
            return
        }
        accessibilityLabel = (contentConfiguration as? UIListContentConfiguration)?.text ?? customView?.accessibilityLabel
        accessibilityValue = indicator.map { $0 == .collapsed ? String(localized: "Collapsed") : String(localized: "Expanded") }
        accessibilityTraits = onTap != nil ? [.heading, .actsAsButton] : .heading
    }

    private func makeChevron() -> UIImageView {
        let view = UIImageView()
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote, scale: .medium)
        view.tintColor = .secondaryLabel
        view.isAccessibilityElement = false
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            view.centerYAnchor.constraint(equalTo: contentView.layoutMarginsGuide.centerYAnchor),
        ])
        chevron = view
        return view
    }

    /// Shows a title or a custom view.
    ///
    /// - Parameters:
    ///   - supplement: The title or view.
    ///   - isFooter: Whether this is a footer (footers use the footer text style).
    ///   - style: The table's style.
    func show(_ supplement: SectionSupplement<UIView>, isFooter: Bool, style: UITableView.Style) {
        switch supplement {
        case .title(let title):
            removeCustomView()
            var content = Self.configuration(isFooter: isFooter, style: style)
            content.text = title
            contentConfiguration = content
            updateAccessibility()
        case .labeled(let title, let image):
            removeCustomView()
            var content = Self.configuration(isFooter: isFooter, style: style)
            content.text = title
            content.image = image.uiImage(compatibleWith: traitCollection)
            // A header's picture scales with its text, in its colour unless tinted.
            content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
                font: content.textProperties.font, scale: image.size == .large ? .large : image.size == .small ? .small : .medium)
            content.imageProperties.tintColor = image.tint.map { UIColor($0) } ?? content.textProperties.color
            // An asset is drawn no larger than its size says (zero would not constrain it).
            content.imageProperties.maximumSize = CGSize(width: image.maximumSide, height: image.maximumSide)
            contentConfiguration = content
            updateAccessibility()
        case .view(let view):
            contentConfiguration = nil
            guard customView !== view || view.superview !== contentView else { return }
            removeCustomView()
            customView = view
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onTap = nil
        setIndicator(nil)
        removeCustomView()
    }

    /// Shows nothing: the header or footer went while the table kept this view.
    func clear() {
        onTap = nil
        setIndicator(nil)
        removeCustomView()
        contentConfiguration = nil
        updateAccessibility()
    }

    /// Takes the custom view out — only if it is still here: a live view may have moved to the
    /// header that shows its section now.
    private func removeCustomView() {
        if let customView, customView.superview === contentView { customView.removeFromSuperview() }
        customView = nil
    }

    private static func configuration(isFooter: Bool, style: UITableView.Style) -> UIListContentConfiguration {
        switch (style, isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }
}
#endif
