/// A row that picks one option, or one option per column, from lists of strings (`Size  M`,
/// `Time  10 30 AM`).
///
/// On UIKit the ``presentation`` decides how the options show:
/// - `.inline` (the default) and `.wheels` — the picker's wheels below the key, in the row.
/// - `.keyboard` — the row shows the selection like a field; focusing it (tapping the row, or
///   previous / next from another field) shows the wheels where the keyboard goes, with the
///   previous / next / done bar. The row then belongs in the focus chain.
/// - `.compact` — a pop-up button beside the key whose menu lists the options (one column; with
///   several columns the row shows wheels, as `.inline`).
///
/// In a terminal every presentation is edited in place, and the row is in the focus chain: it
/// shows the selected option of each column, joined by spaces. Enter starts editing, and so does
/// Tab. While editing, the column being changed is in reverse video: ←/→ choose a column, ↑/↓
/// (or -/+) select the previous or next option, a letter or digit selects the next option that
/// starts with it (wrapping around), Enter keeps the choice, Esc puts back the one editing began
/// with, Tab and Shift-Tab keep it and move focus.
///
/// Every change the user makes notifies ``inputObservers`` (`byUser` true), then calls
/// ``onChange`` with the cell and the selected row of every column, then ``ActiveCell/action``,
/// if any.
///
/// ```swift
/// addCell(PickerCell(key: "Size", options: ["S", "M", "L", "XL"], selectedIndex: 1, presentation: .compact) { cell, rows in
///     order.size = cell.options[rows[0]]
/// })
/// addCell(PickerCell(key: "Length", columns: [["1", "2", "3"], ["h", "min"]], selectedRows: [0, 1], presentation: .keyboard))
/// ```
///
/// As an input row its ``input`` is ``selectedRows``: bindings, conditions and validation read it
/// and observe it through ``inputObservers``.
@MainActor
open class PickerCell: ActiveCell, InputRow {
    /// How the options show on UIKit (see ``PickerCell``); a terminal edits every presentation in
    /// place.
    public let presentation: PickerPresentation

    /// Called after every change the user makes, with the cell and the selected row of every
    /// column.
    public var onChange: (@MainActor (PickerCell, [Int]) -> Void)?

    /// The options of every column. Setting it keeps each column's selection when it is still one
    /// of its options, else selects the column's first option (observers hear of that change,
    /// `byUser` false).
    ///
    /// - Precondition: At least one column, and every column has at least one option.
    public var columns: [[String]] {
        didSet {
            OptionSelection.requireColumns(columns, .property("PickerCell", "columns"))
            pickerColumnsDidChange()
            selectedRows = OptionSelection.kept(selectedRows, columns: columns)
        }
    }

    /// The options of the first column: a one-column picker's options.
    public var options: [String] {
        get { columns.first ?? [] }
        set { columns = [newValue] + columns.dropFirst() }
    }

    /// The selected row of every column. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when the selection changes.
    ///
    /// - Precondition: One row per column, each one of its column's indices.
    public var selectedRows: [Int] {
        didSet {
            OptionSelection.requireRows(selectedRows, columns: columns, .property("PickerCell", "selectedRows"))
            pickerSelectionDidChange(byUser: isChangingByUser)
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedRows) }
        }
    }

    /// The selected row of the first column: the option chosen, for a one-column picker.
    ///
    /// - Precondition: One of the first column's indices.
    public var selectedIndex: Int {
        get { selectedRows.first ?? 0 }
        set { selectedRows = OptionSelection.rows(settingFirst: newValue, of: selectedRows, columns: columns) }
    }

    /// ``selectedRows``, under the name every input row shares.
    public var input: [Int] {
        get { selectedRows }
        set { selectedRows = newValue }
    }

    /// Called after every change of ``selectedRows``: by the user (`byUser` true, right before
    /// ``onChange``) or by code (`byUser` false).
    public let inputObservers = InputObservers<[Int]>()

    /// The selected options joined by spaces: what a terminal and UIKit's `.keyboard` row show,
    /// and the plain-text rendering.
    public override var value: String? {
        get { zip(columns, selectedRows).map { column, row in column[row] }.joined(separator: " ") }
        set {}
    }

    /// Whether the user's selection is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The picker view of the `.inline`, `.wheels` and `.keyboard` presentations, for appearance
    /// changes; read and set the selection with ``selectedRows``. (UIKit only.)
    public let pickerView = UIPickerView()

    /// The field of the `.keyboard` presentation, whose input view is the picker.
    var field: InputViewField?

    /// The pop-up button of the `.compact` presentation with one column.
    var menuButton: UIButton?
    #else
    /// The edit under way; `nil` when not editing.
    var editing: Editing?
    #endif

    /// Creates a picker row of one column.
    ///
    /// ```swift
    /// addCell(PickerCell(key: "Country", options: ["Germany", "Japan", "Kenya"]))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - options: The options; at least one.
    ///   - selectedIndex: The selected option; the first unless you say otherwise.
    ///   - presentation: How the options show on UIKit; `.inline` unless you say otherwise. A
    ///     terminal edits every presentation in place.
    ///   - onChange: Called after every change the user makes, with the cell and the selected
    ///     rows (`[index]`).
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

    /// Creates a picker row of several columns.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - columns: The options of every column; at least one column, each with at least one
    ///     option.
    ///   - selectedRows: The selected row of every column.
    ///   - presentation: How the options show on UIKit; `.inline` unless you say otherwise. A
    ///     terminal edits every presentation in place.
    ///   - onChange: Called after every change the user makes, with the cell and the selected
    ///     row of every column.
    /// - Precondition: `columns` is not empty, no column is empty, and `selectedRows` has one
    ///   index of its column per column.
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
        setUpPicker()
    }

    /// Creates a picker row from a storyboard or nib on UIKit, with no columns: set ``columns``
    /// and ``selectedRows``. In a terminal it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.columns = []
        self.selectedRows = []
        self.presentation = .inline
        super.init(coder: coder)
        setUpPicker()
    }

    // MARK: - Behaviour

    /// Whether the row is in the focus chain: on UIKit when shown as the keyboard; in a terminal
    /// always (Tab edits it).
    public override var takesTextFocus: Bool { isPickerFocusable }

    /// Whether selecting the row does something: it starts editing (on UIKit when shown as the
    /// keyboard: it shows the picker), or it has an ``ActiveCell/action``.
    public override var hasAction: Bool { isPickerFocusable || action != nil }

    /// Starts editing — on UIKit when shown as the keyboard: shows the picker — then runs
    /// ``ActiveCell/action``, if any.
    public override func performAction() {
        if isPickerFocusable {
            if let controller {
                controller.core.focus(self)
            } else {
                focusPicker()
            }
        }
        action?(self)
    }

    /// Selects rows as the user: observers, ``onChange``, then ``ActiveCell/action``, when they
    /// differ from the selection.
    func userDidSelect(_ rows: [Int]) {
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
}
