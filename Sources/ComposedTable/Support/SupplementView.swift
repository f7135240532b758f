#if canImport(UIKit)
import UIKit

/// The header or footer view of a section: a title in the system's style for the table's style,
/// or a live custom view, updated in place when the section's header or footer changes.
@MainActor
final class SupplementView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "ComposedTable.SupplementView"

    /// The custom view shown, if any.
    private weak var customView: UIView?

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
        removeCustomView()
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
