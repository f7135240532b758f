#if canImport(UIKit)
public import UIKit

/// A row of items in a grid, one of them selected: a colour-swatch or icon picker.
///
/// The key sits above the items (no line for an empty key); the items follow, up to
/// ``itemsPerRow`` a line, laid out by Core's `GridLayout` across the row's layout margins:
/// items at least 44 points wide (fewer a line on a narrow screen), 44 points tall, 8 points
/// apart; lines run from the right in a right-to-left language. A swatch is a circle of its
/// colour, a symbol its SF Symbol, any other item its title; the selected item is ringed
/// (swatch) or tinted. Each item is a button VoiceOver reads by its title, "selected" for the
/// selection. Tapping an item selects it: ``inputObservers`` hear of it (`byUser` true), then
/// ``onChange`` and ``ActiveCell/action`` run. The row itself does not highlight.
///
/// ```swift
/// addCell(GridCell(key: "Colour", options: [.swatch("Red", SwatchColor(hex: 0xFF3B30)), .swatch("Blue", SwatchColor(hex: 0x007AFF))],
///                  itemsPerRow: 6, selectedIndex: 0) { cell, index in
///     profile.colour = cell.options[index].title
/// })
/// ```
///
/// As an ``InputRow`` its ``input`` is ``selectedIndex``.
@MainActor
open class GridCell: ActiveCell, InputRow {
    /// Called after the user selected an item, with the cell and the item's index.
    open var onChange: (@MainActor (GridCell, Int) -> Void)?

    /// The items, in order; at least one. Setting them keeps the selection when it is still one
    /// of them, else selects nothing (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Not empty.
    open var options: [GridOption] {
        didSet {
            GridSelection.require(
                count: options.count, selectedIndex: nil, .property("GridCell", "options"), .property("GridCell", "options"))
            rebuildItems()
            selectedIndex = GridSelection.kept(selectedIndex, count: options.count)
            gridDidChange()
        }
    }

    /// How many items a line holds at most; at least 1.
    ///
    /// - Precondition: At least 1.
    open var itemsPerRow: Int {
        didSet {
            GridLayout.requireItemsPerRow(itemsPerRow, .property("GridCell", "itemsPerRow"))
            gridDidChange()
        }
    }

    /// The index of the selected item, or `nil` for none. Setting it does not call
    /// ``onChange``; it notifies ``inputObservers`` (`byUser` false) when it changes.
    ///
    /// - Precondition: `nil` or one of the indices of ``options``.
    open var selectedIndex: Int? {
        didSet {
            GridSelection.require(
                count: options.count, selectedIndex: selectedIndex, .property("GridCell", "options"),
                .property("GridCell", "selectedIndex"))
            updateItems()
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedIndex) }
        }
    }

    /// ``selectedIndex``, under the name every input row shares (``InputRow``).
    public var input: Int? {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of ``selectedIndex``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Int?>()

    /// The selected item's title, for the plain-text rendering and search; setting it does
    /// nothing (set ``selectedIndex``).
    open override var value: String? {
        get { selectedIndex.flatMap { options.indices.contains($0) ? options[$0].title : nil } }
        set {}
    }

    private var isChangingByUser = false
    private let keyLabel = UILabel()
    private var itemButtons: [UIButton] = []

    /// The size of an item, and the space between items and lines, in points.
    private static let itemHeight: CGFloat = 44
    private static let spacing: CGFloat = 8
    /// The space between the key and the first line.
    private static let keySpacing: CGFloat = 8

    /// Creates a grid row.
    ///
    /// - Parameters:
    ///   - key: The label, above the items; `""` for none.
    ///   - options: The items; at least one.
    ///   - itemsPerRow: How many items a line holds at most; 4 unless you say otherwise.
    ///   - selectedIndex: The selected item, or `nil` (the default) for none.
    ///   - onChange: Called when the user selects an item, with the cell and the item's index.
    /// - Precondition: `options` is not empty, `itemsPerRow` is at least 1, and `selectedIndex`
    ///   is `nil` or one of the indices of `options`.
    public init(
        key: String, options: [GridOption], itemsPerRow: Int = 4, selectedIndex: Int? = nil,
        onChange: (@MainActor (GridCell, Int) -> Void)? = nil
    ) {
        let initializer = "GridCell(key:options:itemsPerRow:selectedIndex:onChange:)"
        GridSelection.require(
            count: options.count, selectedIndex: selectedIndex, .argument(initializer, ""), .argument(initializer, "selectedIndex"))
        GridLayout.requireItemsPerRow(itemsPerRow, .argument(initializer, "itemsPerRow"))
        self.options = options
        self.itemsPerRow = itemsPerRow
        self.selectedIndex = selectedIndex
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUp()
    }

    /// Creates a grid row from a storyboard or nib, with no items: set ``options`` before it
    /// shows.
    public required init?(coder: NSCoder) {
        self.options = []
        self.itemsPerRow = 4
        self.selectedIndex = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        keyLabel.font = .preferredFont(forTextStyle: .body)
        keyLabel.adjustsFontForContentSizeCategory = true
        keyLabel.numberOfLines = 0
        contentView.addSubview(keyLabel)
        rebuildItems()
    }

    // MARK: - Items

    private func rebuildItems() {
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = options.indices.map { index in
            let button = UIButton(
                configuration: .plain(), primaryAction: UIAction { [weak self] _ in self?.userDidSelect(index) })
            contentView.addSubview(button)
            return button
        }
        updateItems()
        setNeedsLayout()
    }

    /// Shows each item's content, the selection and the enabled state.
    private func updateItems() {
        for (index, button) in itemButtons.enumerated() where options.indices.contains(index) {
            let option = options[index]
            let isSelected = index == selectedIndex
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

    private func userDidSelect(_ index: Int) {
        guard isEnabled, options.indices.contains(index), index != selectedIndex else { return }
        isChangingByUser = true
        selectedIndex = index
        isChangingByUser = false
        inputObservers.reportUserChange(index) {
            onChange?(self, index)
        } action: {
            action?(self)
        }
    }

    /// The row's content changed size: lay out again, and let Core measure the row.
    private func gridDidChange() {
        setNeedsLayout()
        controller?.core.rowContentDidChange(of: self)
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
        updateItems()
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
