#if canImport(UIKit)
import UIKit

/// The layout of a row that holds a control: the image, key and value on top, a trailing control
/// beside them when it fits (else below them), a control that always goes below (a slider, an
/// inline picker, a text view), and the validation message last.
///
/// All text uses Dynamic Type; at accessibility sizes the trailing control always goes below the
/// key, which then wraps. The layout decides nothing but geometry: what the row shows and whether
/// it is enabled come from its cell.
@MainActor
final class FormRowLayout {
    let imageView = UIImageView()
    /// The largest the picture may be drawn: its size's (list rows keep the same limits).
    private lazy var imageWidth = imageView.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
    private lazy var imageHeight = imageView.heightAnchor.constraint(lessThanOrEqualToConstant: 40)
    let keyLabel = UILabel()
    let valueLabel = UILabel()
    let validationLabel = UILabel()
    /// The control beside the key when it fits (a stepper, a segmented control, a text field).
    let trailing: UIView?
    /// The control below the key (a slider, an inline picker, a text view).
    let below: UIView?
    /// Whether the trailing control takes the free width of the row (a text field) instead of
    /// its own size, the key keeping its own.
    private let trailingFills: Bool
    private let header = UIStackView()
    private let root = UIStackView()
    private var trailingIsBelow = false

    /// Builds the layout into a cell's content view, inside its layout margins.
    ///
    /// - Parameters:
    ///   - contentView: The cell's content view.
    ///   - trailing: The control beside the key, or `nil`.
    ///   - below: The control below the key, or `nil`.
    ///   - trailingFills: Whether the trailing control fills the free width.
    init(in contentView: UIView, trailing: UIView?, below: UIView?, trailingFills: Bool = false) {
        self.trailing = trailing
        self.below = below
        self.trailingFills = trailingFills
        imageView.contentMode = .scaleAspectFit
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        // An asset keeps to its picture's size (`RowImage.maximumSide`), set by `apply`.
        imageWidth.isActive = true
        imageHeight.isActive = true
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        for label in [keyLabel, valueLabel] {
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
        }
        valueLabel.textAlignment = .natural
        validationLabel.font = .preferredFont(forTextStyle: .footnote)
        validationLabel.adjustsFontForContentSizeCategory = true
        validationLabel.textColor = .systemRed
        validationLabel.numberOfLines = 0
        // The control carries the key for VoiceOver; the labels are not read twice.
        keyLabel.isAccessibilityElement = false
        validationLabel.isAccessibilityElement = false
        if trailingFills {
            keyLabel.setContentHuggingPriority(.required, for: .horizontal)
            keyLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        } else {
            keyLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            valueLabel.setContentHuggingPriority(.required, for: .horizontal)
            trailing?.setContentHuggingPriority(.required, for: .horizontal)
            trailing?.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
        header.axis = .horizontal
        header.spacing = 12
        header.alignment = .center
        for view in [imageView, keyLabel, valueLabel] { header.addArrangedSubview(view) }
        if let trailing { header.addArrangedSubview(trailing) }
        root.axis = .vertical
        root.spacing = 8
        root.alignment = .fill
        root.addArrangedSubview(header)
        if let below { root.addArrangedSubview(below) }
        root.addArrangedSubview(validationLabel)
        root.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(root)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            root.topAnchor.constraint(equalTo: margins.topAnchor),
            root.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// Shows a row's content in a configuration state.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value text beside the key, or `nil`.
    ///   - image: The picture before the key, or `nil`.
    ///   - keyStyle: How the key is drawn.
    ///   - valueStyle: How the value is drawn.
    ///   - validationMessage: The message under the row, or `nil`.
    ///   - state: The cell's configuration state (disabled, traits).
    ///   - tintColor: The cell's tint colour.
    func apply(
        key: String, value: String?, image: RowImage?, keyStyle: RowTextStyle, valueStyle: RowTextStyle, validationMessage: String?,
        state: UICellConfigurationState, tintColor: UIColor
    ) {
        let traits = state.traitCollection
        keyLabel.text = key
        valueLabel.text = value
        valueLabel.isHidden = value == nil
        imageView.image = image?.uiImage(compatibleWith: traits)
        imageWidth.constant = image?.maximumSide ?? 40
        imageHeight.constant = image?.maximumSide ?? 40
        imageView.isHidden = imageView.image == nil
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
            .applying(image?.symbolConfiguration ?? UIImage.SymbolConfiguration(scale: .default))
        imageView.layer.cornerRadius = image?.size == .icon ? RowImage.iconCornerRadius : 0
        imageView.clipsToBounds = image?.size == .icon
        validationLabel.text = validationMessage
        validationLabel.isHidden = validationMessage == nil
        keyLabel.textColor = state.isDisabled ? .tertiaryLabel : keyStyle.uiColor(tintColor: tintColor) ?? .label
        valueLabel.textColor = state.isDisabled ? .tertiaryLabel : valueStyle.uiColor(tintColor: tintColor) ?? .secondaryLabel
        keyLabel.font = keyStyle.font(for: .body, compatibleWith: traits) ?? .preferredFont(forTextStyle: .body, compatibleWith: traits)
        valueLabel.font = valueStyle.font(for: .body, compatibleWith: traits) ?? .preferredFont(forTextStyle: .body, compatibleWith: traits)
        imageView.tintColor = state.isDisabled ? .tertiaryLabel : image?.tint.map { UIColor($0) }
        let isLarge = state.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        header.alignment = isLarge || trailingFills ? .firstBaseline : .center
        if trailingFills, isLarge != trailingIsBelow { moveTrailing(below: isLarge) }
    }

    /// Puts the trailing control beside the key when it fits in a content width, else below.
    ///
    /// - Parameters:
    ///   - width: The width of the cell's content view.
    ///   - margins: The horizontal layout margins of the content view.
    ///   - traits: The cell's traits.
    func place(forWidth width: CGFloat, margins: CGFloat, traits: UITraitCollection) {
        guard let trailing, !trailingFills, width > 0 else { return }
        let isLarge = traits.preferredContentSizeCategory.isAccessibilityCategory
        var needed = keyLabel.intrinsicContentSize.width + header.spacing + trailing.intrinsicContentSize.width
        if !valueLabel.isHidden { needed += valueLabel.intrinsicContentSize.width + header.spacing }
        if !imageView.isHidden { needed += imageView.intrinsicContentSize.width + header.spacing }
        let fits = !isLarge && needed <= width - margins
        if fits == trailingIsBelow { moveTrailing(below: !fits) }
    }

    private func moveTrailing(below: Bool) {
        guard let trailing else { return }
        trailingIsBelow = below
        trailing.removeFromSuperview()
        if below {
            root.insertArrangedSubview(trailing, at: 1)
        } else {
            header.addArrangedSubview(trailing)
        }
        root.alignment = .fill
    }
}
#endif
