/// A row of items in a grid, one of them selected: a colour-swatch or icon picker.
///
/// The key takes a line above the items (no line for an empty key); the items follow, up to
/// ``itemsPerRow`` a line, laid out by Core's `GridLayout` (fewer a line when the row is too
/// narrow for them). Selecting an item — a tap on UIKit; Enter or Space in a terminal — notifies
/// ``inputObservers`` (`byUser` true), then calls ``onChange`` with the cell and the item's index,
/// then ``ActiveCell/action``, if any. A disabled row ignores the user. Setting ``selectedIndex``
/// in code notifies ``inputObservers`` (`byUser` false) when it changes, and does not call
/// ``onChange``.
///
/// ```swift
/// addCell(GridCell(key: "Colour", options: [.swatch("Red", SwatchColor(hex: 0xFF3B30)), .swatch("Blue", SwatchColor(hex: 0x007AFF))],
///                  itemsPerRow: 6, selectedIndex: 0) { cell, index in
///     profile.colour = cell.options[index].title
/// })
/// ```
///
/// On UIKit the items are laid out across the row's layout margins: at least 44 points wide,
/// 44 points tall, 8 points apart; lines run from the right in a right-to-left language. A swatch
/// is a circle of its colour, a symbol its SF Symbol, any other item its title; the selected item
/// is ringed (swatch) or tinted. Each item is a button VoiceOver reads by its title, "selected"
/// for the selection. The row itself does not highlight.
///
/// In a terminal the key shares its line with the selected item's title, the items stand in
/// columns of equal width, and the selected item is marked `✓`:
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
/// selects the item under it. A disabled row ignores these keys (← does not go back either).
///
/// Items often come from data, so none of them stops the program: a grid without items shows its
/// key and ignores the user (a terminal draws "No options" beside the key), and a
/// ``selectedIndex`` that is not an item selects nothing.
///
/// As an input row its value is ``selectedIndex``.
@MainActor
open class GridCell: ActiveCell, InputBackedRow {
    /// Called after the user selected an item, with the cell and the item's index.
    public var onChange: (@MainActor (GridCell, Int) -> Void)?

    /// The items, in order. Setting them keeps the selection when it is still one of them, else
    /// selects nothing (observers hear of that change, `byUser` false). Without items (a list
    /// from data can be empty) the row ignores the user until items come.
    public var options: [GridOption] {
        didSet {
            gridOptionsDidChange()
            selectedIndex = GridSelection.kept(selectedIndex, count: options.count)
            gridDidChange()
        }
    }

    /// How many items a line holds at most; at least 1.
    ///
    /// - Precondition: At least 1.
    public var itemsPerRow: Int {
        didSet {
            GridLayout.requireItemsPerRow(itemsPerRow, .property("GridCell", "itemsPerRow"))
            gridDidChange()
        }
    }

    /// The index of the selected item, or `nil` for none. Setting it does not call
    /// ``onChange``; it notifies ``inputObservers`` (`byUser` false) when it changes.
    ///
    /// An index that is not one of ``options``' (a saved choice from data) selects nothing.
    public var selectedIndex: Int? {
        didSet {
            let kept = GridSelection.kept(selectedIndex, count: options.count)
            if kept != selectedIndex { selectedIndex = kept }
            gridSelectionDidChange()
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedIndex) }
        }
    }

    /// ``selectedIndex``, under the name every input row shares.
    package var input: Int? {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of ``selectedIndex``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Int?>()

    /// Whether the user's selection is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The key, above the items.
    let keyLabel = UILabel()
    /// A button an item, in the order of ``options``.
    var itemButtons: [UIButton] = []
    #else
    /// Where the items' cursor was moved, or `nil` before it was; Core keeps it on an item.
    var movedCursor: Int?
    /// The width the row was last laid out at: ↑ and ↓ move by its lines.
    var lastWidth = 80
    #endif

    /// Creates a grid row.
    ///
    /// - Parameters:
    ///   - key: The label, on a line above the items; `""` for no such line.
    ///   - options: The items; with none (a list from data can be empty) the row ignores the
    ///     user until ``options`` are set.
    ///   - itemsPerRow: How many items a line holds at most; 4 unless you say otherwise.
    ///   - selectedIndex: The selected item, or `nil` (the default) for none; an index that is not
    ///     one of `options`' selects nothing.
    ///   - onChange: Called when the user selects an item, with the cell and the item's index.
    /// - Precondition: `itemsPerRow` is at least 1 (the code's misuse otherwise: the program
    ///   stops with a message).
    /// - Complexity: O(*n*) in the items.
    public init(
        key: String, options: [GridOption], itemsPerRow: Int = 4, selectedIndex: Int? = nil,
        onChange: (@MainActor (GridCell, Int) -> Void)? = nil
    ) {
        let initializer = "GridCell(key:options:itemsPerRow:selectedIndex:onChange:)"
        GridLayout.requireItemsPerRow(itemsPerRow, .argument(initializer, "itemsPerRow"))
        self.options = options
        self.itemsPerRow = itemsPerRow
        self.selectedIndex = GridSelection.kept(selectedIndex, count: options.count)
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUpGrid()
    }

    /// Creates a grid row from a storyboard or nib on UIKit, with no items: set ``options``
    /// before it shows. In a terminal it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.options = []
        self.itemsPerRow = 4
        self.selectedIndex = nil
        super.init(coder: coder)
        setUpGrid()
    }

    /// The selected item's title, for the plain-text rendering and search (and a terminal's key
    /// line); setting it does nothing (set ``selectedIndex``).
    package override var valueText: String? {
        get { selectedIndex.flatMap { options.indices.contains($0) ? options[$0].title : nil } }
        set {}
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: in a terminal always (Enter or Space select the
    /// item under the items' cursor); on UIKit, where the items take the taps, when it has an
    /// ``ActiveCell/action``.
    package override var hasAction: Bool { gridItemSelectedByRow != nil || super.hasAction }

    /// In a terminal, selects the item under the items' cursor as the user would; when it is
    /// already selected, runs ``ActiveCell/action`` only. On UIKit, runs ``ActiveCell/action``.
    package override func performAction() {
        guard let index = gridItemSelectedByRow else { return super.performAction() }
        if !userDidSelectGridItem(index) { action?(self) }
    }

    /// Selects an item as the user: observers, ``onChange``, then the action. A terminal's
    /// items' cursor stays on the item.
    ///
    /// - Parameter index: The item; an index outside ``options`` or the selected one changes
    ///   nothing.
    /// - Returns: Whether the selection changed.
    @discardableResult
    func userDidSelectGridItem(_ index: Int) -> Bool {
        gridItemWasChosen(index)
        guard options.indices.contains(index), index != selectedIndex else { return false }
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

    /// The row's content changed size: the platform lays it out again, and Core measures the
    /// row.
    private func gridDidChange() {
        gridNeedsLayout()
        controller?.core.rowContentDidChange(of: self)
    }
}
