/// A row of items in a grid, one of them selected — a colour-swatch or icon picker — or, with
/// ``allowsMultipleSelection``, any number of them: days of the week, tags.
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
/// # Multiple selection
/// Made with ``init(key:options:itemsPerRow:selectedIndices:onChange:)`` (or with
/// ``allowsMultipleSelection`` set), the row lets the user select any number of items: selecting
/// an item — a tap, Enter or Space — selects it, or deselects it when it was selected. Every
/// selected item is marked as the single selection is (`✓`; ringed or tinted, "selected").
/// ``onChange`` hears each of these changes, with the item's index (read ``selectedIndices``
/// to know whether it is now selected). The value beside a terminal's key names the selected
/// items in order (`Mon, Wed`), or counts them (`3 selected`) when their names do not fit.
///
/// ```swift
/// let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map { GridOption($0) }
/// addCell(GridCell(key: "Repeat", options: days, itemsPerRow: 7, selectedIndices: [0, 2]) { cell, _ in
///     alarm.days = cell.selectedIndices
/// })
/// ```
///
/// ``selectedIndices`` holds the selection in either mode: at most one item without multiple
/// selection. ``selectedIndex`` is its lowest item (`nil` for none); setting it selects that item
/// alone.
///
/// As an input row its value is ``selectedIndex``: with multiple selection, the lowest selected
/// item, `nil` when none is — ``inputObservers`` hear every change of ``selectedIndices``.
@MainActor
open class GridCell: ActiveCell, InputBackedRow {
    /// Called after the user selected an item, with the cell and the item's index; with
    /// multiple selection, after the user selected or deselected one.
    public var onChange: (@MainActor (GridCell, Int) -> Void)?

    /// The items, in order. Setting them keeps the selection when it is still one of them, else
    /// selects nothing (observers hear of that change, `byUser` false). Without items (a list
    /// from data can be empty) the row ignores the user until items come.
    public var options: [GridOption] {
        didSet {
            gridOptionsDidChange()
            selectedIndices = GridSelection.kept(selectedIndices, count: options.count, multiple: allowsMultipleSelection)
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

    /// The index of the selected item, or `nil` for none; with multiple selection, the lowest
    /// selected item's. Setting it selects that item alone (`nil`: none), does not call
    /// ``onChange``, and notifies ``inputObservers`` (`byUser` false) when the selection changes.
    ///
    /// An index that is not one of ``options``' (a saved choice from data) selects nothing.
    ///
    /// - Complexity: Reading it is O(*k*) in the selected items.
    public var selectedIndex: Int? {
        get { selectedIndices.min() }
        set { selectedIndices = newValue.map { [$0] } ?? [] }
    }

    /// Whether the user may select any number of items, each selection toggling an item, rather
    /// than one. Turning it off keeps the lowest selected item only (observers hear of that
    /// change, `byUser` false).
    ///
    /// ```swift
    /// tags.allowsMultipleSelection = true
    /// ```
    public var allowsMultipleSelection: Bool {
        didSet { selectedIndices = GridSelection.kept(selectedIndices, count: options.count, multiple: allowsMultipleSelection) }
    }

    /// The indices of the selected items: any number of them with ``allowsMultipleSelection``,
    /// else none or one. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes.
    ///
    /// Indices that are not ``options``' (saved choices from data) are dropped; without multiple
    /// selection, a set of several keeps its lowest index.
    ///
    /// ```swift
    /// days.selectedIndices = Set(savedDays)
    /// ```
    public var selectedIndices: Set<Int> {
        didSet {
            let kept = GridSelection.kept(selectedIndices, count: options.count, multiple: allowsMultipleSelection)
            if kept != selectedIndices { selectedIndices = kept }
            gridSelectionDidChange()
            if !isChangingByUser, selectedIndices != oldValue { inputObservers.notify(selectedIndex, byUser: false) }
        }
    }

    /// ``selectedIndex``, under the name every input row shares.
    package var input: Int? {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    /// Called after every change of the selection (``selectedIndices``), with ``selectedIndex``:
    /// by the user (`byUser` true, right before ``onChange``) or by code.
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
        self.allowsMultipleSelection = false
        self.selectedIndices = GridSelection.kept(selectedIndex.map { [$0] } ?? [], count: options.count, multiple: false)
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUpGrid()
    }

    /// Creates a grid row in which the user selects any number of items
    /// (``allowsMultipleSelection``).
    ///
    /// ```swift
    /// let tags = ["Work", "Home", "Urgent"].map { GridOption($0) }
    /// addCell(GridCell(key: "Tags", options: tags, itemsPerRow: 3, selectedIndices: []))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The label, on a line above the items; `""` for no such line.
    ///   - options: The items; with none (a list from data can be empty) the row ignores the
    ///     user until ``options`` are set.
    ///   - itemsPerRow: How many items a line holds at most; 4 unless you say otherwise.
    ///   - selectedIndices: The selected items, `[]` for none; indices that are not `options`'
    ///     are dropped.
    ///   - onChange: Called when the user selects or deselects an item, with the cell and the
    ///     item's index.
    /// - Precondition: `itemsPerRow` is at least 1 (the code's misuse otherwise: the program
    ///   stops with a message).
    /// - Complexity: O(*n*) in the items.
    public init(
        key: String, options: [GridOption], itemsPerRow: Int = 4, selectedIndices: Set<Int>,
        onChange: (@MainActor (GridCell, Int) -> Void)? = nil
    ) {
        let initializer = "GridCell(key:options:itemsPerRow:selectedIndices:onChange:)"
        GridLayout.requireItemsPerRow(itemsPerRow, .argument(initializer, "itemsPerRow"))
        self.options = options
        self.itemsPerRow = itemsPerRow
        self.allowsMultipleSelection = true
        self.selectedIndices = GridSelection.kept(selectedIndices, count: options.count, multiple: true)
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
        self.allowsMultipleSelection = false
        self.selectedIndices = []
        super.init(coder: coder)
        setUpGrid()
    }

    /// The selected items' titles in order (`Mon, Wed`), or `nil` for none: for the plain-text
    /// rendering, search and VoiceOver; setting it does nothing (set ``selectedIndices``).
    package override var valueText: String? {
        get { selectionSummary() }
        set {}
    }

    /// The selected items' titles in order, joined by commas (`Mon, Wed`) — or, when `fits`
    /// refuses them and several are selected, their number (`3 selected`); `nil` for none.
    ///
    /// - Parameter fits: Whether a text fits where it is shown; a terminal's key line asks.
    /// - Complexity: O(*n*) in the items, plus what `fits` costs.
    func selectionSummary(fits: (String) -> Bool = { _ in true }) -> String? {
        let titles = options.indices.filter(selectedIndices.contains).map { options[$0].title }
        guard !titles.isEmpty else { return nil }
        let names = titles.joined(separator: ", ")
        return titles.count == 1 || fits(names) ? names : "\(titles.count) selected"
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

    /// Selects an item as the user — with multiple selection, selects or deselects it:
    /// observers, ``onChange``, then the action. A terminal's items' cursor stays on the item.
    ///
    /// - Parameter index: The item; an index outside ``options`` changes nothing, nor does the
    ///   selected one without multiple selection.
    /// - Returns: Whether the selection changed.
    @discardableResult
    func userDidSelectGridItem(_ index: Int) -> Bool {
        gridItemWasChosen(index)
        guard options.indices.contains(index), allowsMultipleSelection || index != selectedIndex else { return false }
        isChangingByUser = true
        var selection = allowsMultipleSelection ? selectedIndices : []
        if selection.remove(index) == nil { selection.insert(index) }
        selectedIndices = selection
        isChangingByUser = false
        inputObservers.reportUserChange(selectedIndex) {
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
