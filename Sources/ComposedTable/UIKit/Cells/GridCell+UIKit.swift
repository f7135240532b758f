#if canImport(UIKit)
public import UIKit

extension GridCell: UIKitAccessibleControls {
    /// The size of an item, and the space between items and lines, in points.
    private static let itemHeight: CGFloat = 44
    private static let spacing: CGFloat = 8
    /// The space between the key and the first line.
    private static let keySpacing: CGFloat = 8

    /// The row draws its own views: the key label and a button an item.
    func setUpGrid() {
        selectionStyle = .none
        keyLabel.font = .preferredFont(forTextStyle: .body)
        keyLabel.adjustsFontForContentSizeCategory = true
        keyLabel.numberOfLines = 0
        contentView.addSubview(keyLabel)
        gridOptionsDidChange()
    }

    // MARK: - Items

    /// ``options`` changed: a button an item.
    func gridOptionsDidChange() {
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = options.indices.map { index in
            let button = UIButton(
                configuration: .plain(), primaryAction: UIAction { [weak self] _ in self?.itemWasTapped(index) })
            contentView.addSubview(button)
            return button
        }
        gridSelectionDidChange()
        setNeedsLayout()
    }

    /// Shows each item's content, the selection and the enabled state.
    func gridSelectionDidChange() {
        for (index, button) in itemButtons.enumerated() where options.indices.contains(index) {
            let option = options[index]
            let isSelected = selectedIndices.contains(index)
            var configuration: UIButton.Configuration = isSelected && option.color == nil ? .tinted() : .plain()
            if let color = option.color {
                configuration.background.backgroundColor = UIColor(
                    red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: 1)
                configuration.background.strokeColor = isSelected ? .label : .separator
                configuration.background.strokeWidth = isSelected ? 3 : 1
                configuration.background.strokeOutset = isSelected ? 3 : 0
                configuration.cornerStyle = .capsule
            } else if let systemImage = option.systemImage {
                configuration.image = UIImage(systemName: systemImage)
                configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(textStyle: .title3)
            } else {
                configuration.title = option.title
                configuration.titleLineBreakMode = .byTruncatingTail
            }
            button.configuration = configuration
            button.isEnabled = isEnabled
            button.accessibilityLabel = option.title
            button.accessibilityTraits = isSelected ? [.actsAsButton, .checked] : .actsAsButton
        }
    }

    /// Nothing of the row on the cell: each item is read by its title, and as selected for the
    /// selection (``gridSelectionDidChange()``).
    func applyAccessibility(_ description: RowAccessibility, label: String) {}

    /// The items take the taps: selecting the row selects none.
    var gridItemSelectedByRow: Int? { nil }

    /// Nothing to remember: the tapped item is the selection.
    func gridItemWasChosen(_ index: Int) {}

    /// The user tapped an item.
    private func itemWasTapped(_ index: Int) {
        guard isEnabled else { return }
        userDidSelectGridItem(index)
    }

    /// The row's content changed size: lay out again.
    func gridNeedsLayout() {
        setNeedsLayout()
    }

    // MARK: - Layout

    /// The items' layout at a width of the content view: Core's grid across the layout margins.
    private func gridLayout(width: CGFloat) -> GridLayout {
        let margins = contentView.directionalLayoutMargins
        return GridLayout(
            width: Double(width), itemsPerRow: itemsPerRow, itemHeight: Double(Self.itemHeight), minimumItemWidth: Double(Self.itemHeight),
            spacing: Double(Self.spacing), lineSpacing: Double(Self.spacing), leadingInset: Double(margins.leading),
            trailingInset: Double(margins.trailing))
    }

    /// The key label's height at a width of the content view, and the space under it; 0 for no key.
    private func keyHeight(width: CGFloat) -> CGFloat {
        guard !key.isEmpty else { return 0 }
        let margins = contentView.directionalLayoutMargins
        let fitting = keyLabel.sizeThatFits(CGSize(width: width - margins.leading - margins.trailing, height: .greatestFiniteMagnitude))
        return ceil(fitting.height) + Self.keySpacing
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        // The row draws its own views: no content configuration, which would replace them.
        keyLabel.text = key
        keyLabel.textColor = state.isDisabled ? .tertiaryLabel : .label
        keyLabel.isHidden = key.isEmpty
        gridSelectionDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let margins = contentView.directionalLayoutMargins
        let keyHeight = keyHeight(width: bounds.width)
        keyLabel.frame = CGRect(
            x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
            height: max(0, keyHeight - Self.keySpacing))
        let layout = gridLayout(width: bounds.width)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in itemButtons.enumerated() {
            let frame = layout.cgFrame(ofItemAt: index, top: margins.top + keyHeight, isRightToLeft: isRightToLeft)
            if options.indices.contains(index), options[index].color != nil {
                // A swatch is a circle: the largest square of the item, at its centre.
                let side = min(frame.width, frame.height) - 8
                button.frame = frame.placing(CGSize(width: side, height: side), at: .center)
            } else {
                button.frame = frame
            }
        }
    }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // The table measures at its width: the key's lines, then the grid's, within the margins.
        let width = targetSize.width
        let margins = contentView.directionalLayoutMargins
        let height =
            margins.top + keyHeight(width: width) + CGFloat(gridLayout(width: width).height(itemCount: options.count)) + margins.bottom
        return CGSize(width: width, height: ceil(height))
    }
}
#endif
