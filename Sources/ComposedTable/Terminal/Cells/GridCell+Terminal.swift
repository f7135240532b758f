#if !canImport(UIKit)
/// A row of items in a grid, one of them selected: a colour-swatch or icon picker.
///
/// The key and the selected item's title take the first line (no line for an empty key); the
/// items follow, up to ``itemsPerRow`` a line in columns of equal width (Core's `GridLayout`,
/// fewer a line when the terminal is too narrow for them). The selected item is marked `✓`.
///
/// ```
///   Colour                           Blue
///    Red      Orange   Yellow   Green
///    ✓Blue    Purple
/// ```
///
/// While the cursor is on the row, a second cursor moves among the items, drawn in brackets:
/// ← and → (or h and l) go through them in order, ↑ and ↓ (or k and j) go to the line above or
/// below, and beyond the first or last line on to the row before or after. Enter or Space
/// selects the item under it: ``inputObservers`` hear of it (`byUser` true), then ``onChange``
/// and ``ActiveCell/action`` run. A disabled row ignores these keys (← does not go back either).
///
/// ```swift
/// addCell(GridCell(key: "Colour", options: [.swatch("Red", SwatchColor(hex: 0xFF3B30)), .swatch("Blue", SwatchColor(hex: 0x007AFF))],
///                  itemsPerRow: 6, selectedIndex: 0) { cell, index in
///     profile.colour = cell.options[index].title
/// })
/// ```
///
/// As an `InputRow` its ``input`` is ``selectedIndex``.
@MainActor
open class GridCell: ActiveCell, InputRow, InPlaceEditing {
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
            selectedIndex = GridSelection.kept(selectedIndex, count: options.count)
            controller?.core.rowContentDidChange(of: self)
        }
    }

    /// How many items a line holds at most; at least 1.
    ///
    /// - Precondition: At least 1.
    open var itemsPerRow: Int {
        didSet {
            GridLayout.requireItemsPerRow(itemsPerRow, .property("GridCell", "itemsPerRow"))
            controller?.core.rowContentDidChange(of: self)
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
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedIndex) }
        }
    }

    /// ``selectedIndex``, under the name every input row shares (`InputRow`).
    public var input: Int? {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of ``selectedIndex``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Int?>()

    private var isChangingByUser = false

    /// Where the items' cursor was moved, or `nil` before it was; Core keeps it on an item.
    private var movedCursor: Int?

    /// The item under the items' cursor: where it was moved, else the selection, else the first.
    var cursorIndex: Int {
        GridSelection.cursor(movedCursor, selectedIndex: selectedIndex, count: options.count)
    }

    /// Creates a grid row.
    ///
    /// - Parameters:
    ///   - key: The label, on the line above the items; `""` for no such line.
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
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// The selected item's title, for the plain-text rendering and the key line; setting it does
    /// nothing (set ``selectedIndex``).
    open override var value: String? {
        get { selectedIndex.map { options[$0].title } }
        set {}
    }

    // MARK: - Behaviour

    /// Selecting the row selects the item under the items' cursor.
    open override var hasAction: Bool { true }

    /// Selects the item under the items' cursor as the user would; when it is already selected,
    /// runs ``ActiveCell/action`` only.
    open override func performAction() {
        if !select(cursorIndex) { action?(self) }
    }

    var keyHelpTopic: KeyHelpTopic? { .grid }

    func handleValueKey(_ key: Key) -> Bool {
        let move: GridMove
        switch key {
        case .left, .character("h"): move = .previous
        case .right, .character("l"): move = .next
        case .up, .character("k"): move = .up
        case .down, .character("j"): move = .down
        default: return false
        }
        switch layout(width: lastWidth).step(move, from: cursorIndex, itemCount: options.count, isEnabled: isEnabled) {
        case .item(let index):
            movedCursor = index
            return true
        case .stays:
            return true
        case .leaves:
            return false
        }
    }

    /// Selects an item as the user: observers, ``onChange``, then the action.
    ///
    /// - Returns: Whether the selection changed.
    @discardableResult
    private func select(_ index: Int) -> Bool {
        movedCursor = index
        guard index != selectedIndex else { return false }
        isChangingByUser = true
        selectedIndex = index
        isChangingByUser = false
        inputObservers.reportUserChange(index) {
            onChange?(self, index)
        } action: {
            action?(self)
        }
        return true
    }

    // MARK: - Drawing

    /// The width the row was last laid out at: ↑ and ↓ move by its lines.
    private var lastWidth = 80

    /// The items' layout at a width: one line an item, one column between items, an item at
    /// least ``minimumItemWidth`` wide.
    private func layout(width: Int) -> GridLayout {
        GridLayout(
            width: Double(width), itemsPerRow: itemsPerRow, itemHeight: 1, minimumItemWidth: Double(minimumItemWidth), spacing: 1)
    }

    /// The narrowest an item may be: wide enough for the longest item, its glyph and title,
    /// with the brackets of the cursor and the mark of the selection — 16 columns at most.
    private var minimumItemWidth: Int {
        let longest = options.lazy.map { DisplayWidth.of($0.title) + ($0.systemImage == nil ? 0 : 2) }.max() ?? 0
        return min(longest + 3, 16)
    }

    /// The key's line (unless the key is empty), then a line per line of items.
    open override func naturalLineCount(width: Int) -> Int {
        (key.isEmpty ? 0 : 1) + layout(width: width).lineCount(itemCount: options.count)
    }

    /// Draws the key and the selected item's title on the first line, then the items.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        lastWidth = width
        var top = origin.row
        if !key.isEmpty, lineCount > 0 {
            drawDefaultContent(in: &buffer, at: origin, width: width, lineCount: 1)
            top += 1
        }
        let layout = layout(width: width)
        let showsCursor = isEnabled && controller?.visibleCursorCell === self
        for (index, option) in options.enumerated() {
            let frame = layout.frame(ofItemAt: index)
            let row = top + Int(frame.y)
            guard row < origin.row + lineCount else { break }
            let isSelected = index == selectedIndex
            var text = isSelected ? "✓" : " "
            if let systemImage = option.systemImage { text += "\(SystemImageGlyphs.glyph(for: systemImage)) " }
            text += option.title
            text = DisplayWidth.truncate(text, to: max(0, Int(frame.width) - 2))
            let isCursor = showsCursor && index == cursorIndex
            let column = origin.column + Int(frame.x)
            let end = buffer.draw(isCursor ? "[" : " ", row: row, column: column)
            let after = buffer.draw(text, row: row, column: end, style: isSelected ? [.bold, .accent] : [])
            if isCursor { buffer.draw("]", row: row, column: after) }
        }
    }
}
#endif
