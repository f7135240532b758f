#if !canImport(UIKit)
/// A row with a choice among options, in one column or several (`Size  M`, `Time  10 30 AM`),
/// edited in place.
///
/// The row shows the selected option of each column, joined by spaces. Enter starts editing,
/// and so does Tab (the row is in the focus chain). While editing, the column being changed is
/// in reverse video: ←/→ choose a column, ↑/↓ (or -/+) select the previous or next option, a
/// letter or digit selects the next option that starts with it (wrapping around), Enter keeps
/// the choice, Esc puts back the one editing began with, Tab and Shift-Tab keep it and move
/// focus. Every change notifies ``inputObservers`` (`byUser` true), then calls ``onChange`` and
/// ``ActiveCell/action``.
///
/// ```swift
/// addCell(PickerCell(key: "Size", options: ["S", "M", "L", "XL"], selectedIndex: 1) { cell, rows in
///     order.size = cell.columns[0][rows[0]]
/// })
/// addCell(PickerCell(key: "Length", columns: [["1", "2", "3"], ["h", "min"]], selectedRows: [0, 1]))
/// ```
///
/// The ``presentation`` is UIKit's look; in the terminal every presentation is edited in place.
@MainActor
open class PickerCell: ActiveCell, InputRow, InPlaceEditing {
    /// Called after every change the user makes, with the cell and the selected row of each
    /// column.
    open var onChange: (@MainActor (PickerCell, [Int]) -> Void)?

    /// The options of each column; at least one column, each with at least one option. Setting
    /// them keeps each column's selection when it is still one of its options, else selects
    /// the column's first option (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: At least one column, and no column empty.
    open var columns: [[String]] {
        didSet {
            OptionSelection.requireColumns(columns, .property("PickerCell", "columns"))
            selectedRows = OptionSelection.kept(selectedRows, columns: columns)
        }
    }

    /// The options of the first column: a one-column picker's options.
    open var options: [String] {
        get { columns[0] }
        set { columns = [newValue] + columns.dropFirst() }
    }

    /// The selected row of each column. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` when the selection changes.
    ///
    /// - Precondition: One row per column, each an option of its column.
    open var selectedRows: [Int] {
        didSet {
            OptionSelection.requireRows(selectedRows, columns: columns, .property("PickerCell", "selectedRows"))
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedRows) }
        }
    }

    /// The selected row of the first column: the option chosen, for a one-column picker.
    ///
    /// - Precondition: An option of the first column.
    open var selectedIndex: Int {
        get { selectedRows[0] }
        set { selectedRows = OptionSelection.rows(settingFirst: newValue, of: selectedRows, columns: columns) }
    }

    /// How UIKit shows the picker; the terminal edits every presentation in place.
    public let presentation: PickerPresentation

    /// ``selectedRows``, under the name every input row shares (`InputRow`).
    public var input: [Int] {
        get { selectedRows }
        set { selectedRows = newValue }
    }

    /// Called after every change of ``selectedRows``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<[Int]>()

    private var isChangingByUser = false

    /// The edit under way: the column chosen and the rows to go back to.
    struct Editing {
        var column = 0
        let original: [Int]
    }

    /// The edit under way; `nil` when not editing.
    private(set) var editing: Editing?

    /// Creates a picker row with one column of options.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - options: The options; at least one.
    ///   - selectedIndex: The option selected; the first unless you say otherwise.
    ///   - presentation: How UIKit shows the picker; ignored by the terminal.
    ///   - onChange: Called after every change the user makes, with the cell and `[selectedIndex]`.
    /// - Precondition: `options` is not empty and `selectedIndex` is one of its indices.
    public convenience init(
        key: String, options: [String], selectedIndex: Int = 0, presentation: PickerPresentation = .inline,
        onChange: (@MainActor (PickerCell, [Int]) -> Void)? = nil
    ) {
        let initializer = "PickerCell(key:options:selectedIndex:presentation:onChange:)"
        OptionSelection.requireOptions(count: options.count, noun: "options", row: "a picker", .argument(initializer, ""))
        OptionSelection.requireIndex(selectedIndex, count: options.count, noun: "options", .argument(initializer, "selectedIndex"))
        self.init(key: key, columns: [options], selectedRows: [selectedIndex], presentation: presentation, onChange: onChange)
    }

    /// Creates a picker row with several columns of options.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - columns: The options of each column; at least one column, each with an option.
    ///   - selectedRows: The selected row of each column.
    ///   - presentation: How UIKit shows the picker; ignored by the terminal.
    ///   - onChange: Called after every change the user makes, with the cell and the selected rows.
    /// - Precondition: One selected row per column, each an option of its column.
    public init(
        key: String, columns: [[String]], selectedRows: [Int], presentation: PickerPresentation = .inline,
        onChange: (@MainActor (PickerCell, [Int]) -> Void)? = nil
    ) {
        let initializer = "PickerCell(key:columns:selectedRows:presentation:onChange:)"
        OptionSelection.requireColumns(columns, .argument(initializer, "columns"))
        OptionSelection.requireRows(selectedRows, columns: columns, .argument(initializer, "selectedRows"))
        self.columns = columns
        self.selectedRows = selectedRows
        self.presentation = presentation
        self.onChange = onChange
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// The selected options joined by spaces.
    open override var value: String? {
        get { zip(columns, selectedRows).map { $0[$1] }.joined(separator: " ") }
        set {}
    }

    // MARK: - Editing

    /// A picker is in the focus chain: Tab edits it.
    open override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    open override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    open override func performAction() {
        if let controller {
            controller.core.focus(self)
        } else {
            startEditing()
        }
        action?(self)
    }

    func startEditing() {
        guard isEnabled, editing == nil else { return }
        editing = Editing(original: selectedRows)
        controller?.editingDidBegin(in: self)
    }

    func commitEditing() {
        guard editing != nil else { return }
        editing = nil
        controller?.editingDidEnd(in: self)
    }

    func revertEditing() {
        guard let editing else { return }
        self.editing = nil
        controller?.editingDidEnd(in: self)
        select(editing.original)
    }

    var editsOnTyping: Bool { true }

    var keyHelpTopic: KeyHelpTopic? { editing == nil ? .choice : .editingChoice }

    var editingKeyHints: String {
        columns.count > 1 ? "↑↓ change · ←→ column · ⏎ done · esc cancel" : "↑↓ change · ⏎ done · esc cancel"
    }

    func handleEditingKey(_ key: Key) -> Bool {
        guard var editing else { return false }
        let column = editing.column
        let options = columns[column]
        var rows = selectedRows
        switch key {
        case .left, .right:
            editing.column = min(max(0, column + (key == .left ? -1 : 1)), columns.count - 1)
        case .up, .character("-"):
            rows[column] = max(0, rows[column] - 1)
        case .down, .character("+"):
            rows[column] = min(options.count - 1, rows[column] + 1)
        case .character(let character) where character.isLetter || character.isNumber:
            let typed = String(character).lowercased()
            let order = Array(rows[column] + 1..<options.count) + Array(0...rows[column])
            if let match = order.first(where: { options[$0].lowercased().hasPrefix(typed) }) { rows[column] = match }
        default:
            return false
        }
        self.editing = editing
        select(rows)
        return true
    }

    /// Selects rows as the user: observers, ``onChange``, then ``ActiveCell/action``, when they
    /// differ.
    private func select(_ rows: [Int]) {
        guard rows != selectedRows else { return }
        isChangingByUser = true
        selectedRows = rows
        isChangingByUser = false
        inputObservers.reportUserChange(rows) {
            onChange?(self, rows)
        } action: {
            action?(self)
        }
    }

    // MARK: - Drawing

    /// One line.
    open override func naturalLineCount(width: Int) -> Int { 1 }

    /// Draws the key on the left and the selected options on the right; while editing, the
    /// column being changed in reverse video.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let shown = zip(columns, selectedRows).map { $0[$1] }
        let shownWidth = shown.reduce(shown.count - 1) { $0 + DisplayWidth.of($1) }
        buffer.draw(DisplayWidth.truncate(key, to: max(0, available - shownWidth - 2)), row: origin.row, column: origin.column)
        var column = origin.column + max(0, available - shownWidth)
        for (index, option) in shown.enumerated() {
            if index > 0 { column = buffer.draw(" ", row: origin.row, column: column) }
            let style: TextStyle = index == editing?.column ? [.reverse, .accent] : []
            column = buffer.draw(option, row: origin.row, column: column, style: style)
        }
    }
}
#endif
