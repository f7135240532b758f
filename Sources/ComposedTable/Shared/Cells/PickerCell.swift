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
/// - `.expanding` — Calendar's style: the selection on the right of the key; tapping the row
///   opens the wheels below it, and tapping it again, or opening another row's picker, closes
///   them (``isExpanded``). A terminal opens it on Enter and shows the neighbouring options of
///   the column being changed below the row while it is edited.
///
/// A one-column picker's value may be the option itself (``selectedOption``, and bindings to a
/// `String` or `String?` property), and it may start with nothing chosen, showing its
/// ``placeholder``.
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
/// Options often come from data, so none of them stops the program: a picker without columns, or
/// with a column without options, shows "No options" and ignores the user (a terminal does not
/// edit it, UIKit's wheels show a "No options" row and take no touches, the menu is disabled)
/// until options come; a selection that is not an option selects the column's first.
///
/// ```swift
/// addCell(PickerCell(key: "Size", options: ["S", "M", "L", "XL"], selectedIndex: 1, presentation: .compact) { cell, rows in
///     order.size = cell.options[rows[0]]
/// })
/// addCell(PickerCell(key: "Length", columns: [["1", "2", "3"], ["h", "min"]], selectedRows: [0, 1], presentation: .keyboard))
/// ```
///
/// As an input row its value is ``selectedRows``: bindings, conditions and validation read it
/// and observe it through ``inputObservers``.
@MainActor
open class PickerCell: ActiveCell, InputBackedRow {
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
    /// With no columns, or a column without options (a list from data can be empty), the row
    /// shows "No options" and ignores the user until options come.
    public var columns: [[String]] {
        didSet {
            pickerColumnsDidChange()
            let hadSelection = hasSelection
            selectedRows = OptionSelection.kept(selectedRows, columns: columns)
            if !hadSelection {
                hasSelection = false
                pickerSelectionDidChange(byUser: false)
            }
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
    /// A selection from data that does not fit is made to: a row that is not one of its column's
    /// options selects the column's first (`0`, also for a column without options), missing
    /// columns get `0`, and extra rows are dropped.
    public var selectedRows: [Int] {
        didSet {
            let kept = OptionSelection.kept(selectedRows, columns: columns)
            if kept != selectedRows { selectedRows = kept }
            hasSelection = true
            pickerSelectionDidChange(byUser: isChangingByUser)
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: selectedRows) }
        }
    }

    /// The selected row of the first column: the option chosen, for a one-column picker. An index
    /// that is not one of the first column's options selects its first; without columns it is
    /// `0` and setting it changes nothing.
    public var selectedIndex: Int {
        get { selectedRows.first ?? 0 }
        set { selectedRows = OptionSelection.rows(settingFirst: newValue, of: selectedRows, columns: columns) }
    }

    /// The option chosen in a one-column picker (the first column's), or `nil` while none is:
    /// the row then shows its ``placeholder``. Setting an option chooses it; setting `nil`, or a
    /// string that is not one of ``options`` (a saved choice from data), chooses nothing. Code's
    /// change does not call ``onChange``; ``inputObservers`` hear of it.
    ///
    /// ```swift
    /// let size = PickerCell(key: "Size", options: ["S", "M", "L"], selectedOption: nil, placeholder: "Choose")
    /// size.selectedOption = "M"
    /// ```
    public var selectedOption: String? {
        get { hasSelection && acceptsUser ? options[selectedIndex] : nil }
        set {
            guard let newValue, let index = options.firstIndex(of: newValue) else {
                guard hasSelection else { return }
                hasSelection = false
                pickerSelectionDidChange(byUser: false)
                inputObservers.notify(selectedRows, byUser: false)
                return
            }
            let wasEmpty = !hasSelection
            let before = selectedRows
            selectedIndex = index
            if wasEmpty, before == selectedRows { inputObservers.notify(selectedRows, byUser: false) }
        }
    }

    /// The text the row shows while nothing is chosen (``selectedOption`` is `nil`), in the
    /// secondary colour; `nil` unless you set it. A row with a placeholder may be cleared by the
    /// user in a terminal (Backspace on the row).
    public var placeholder: String? {
        didSet { pickerSelectionDidChange(byUser: false) }
    }

    /// Whether the options show below the row (the `.expanding` presentation): tapping the row
    /// (Enter in a terminal) opens them, and tapping it again, or opening another row's picker,
    /// closes them. Setting it opens or closes them as the user would; one row of a table is
    /// open at most.
    public var isExpanded: Bool {
        get { expansion }
        set {
            guard presentation == .expanding, newValue != expansion else { return }
            if let controller { controller.core.setExpanded(self, newValue) } else { showExpansion(newValue) }
        }
    }

    /// Binds a one-column picker to an optional option of a model: the row shows the model's
    /// option, or its ``placeholder`` while the model holds `nil` (or a string that is not an
    /// option), and each choice the user makes is written back.
    ///
    /// ```swift
    /// addCell(PickerCell(key: "Repeat", options: ["Daily", "Weekly"], selectedOption: nil, placeholder: "Never"))
    ///     .bind(to: event, \.repeats)   // repeats: String?
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly, as every binding does.
    ///   - keyPath: The `String?` property.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(*n*) in the options per change from the model; O(1) from the row.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, String?>) -> Self {
        bind(to: model, keyPath, read: { .some($0.selectedOption) }, write: { $0.selectedOption = $1 })
    }

    /// Binds a one-column picker to an option of a model: the row shows the model's option
    /// (nothing chosen when it is not one of ``options``), and each choice the user makes is
    /// written back; the model keeps its string while nothing is chosen.
    ///
    /// ```swift
    /// addCell(PickerCell(key: "Size", options: ["S", "M", "L"], selectedOption: nil)).bind(to: order, \.size)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly, as every binding does.
    ///   - keyPath: The `String` property.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(*n*) in the options per change from the model; O(1) from the row.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, String>) -> Self {
        bind(to: model, keyPath, read: { $0.selectedOption }, write: { $0.selectedOption = $1 })
    }

    /// ``selectedRows``, under the name every input row shares.
    package var input: [Int] {
        get { selectedRows }
        set { selectedRows = newValue }
    }

    /// Called after every change of ``selectedRows``: by the user (`byUser` true, right before
    /// ``onChange``) or by code (`byUser` false).
    public let inputObservers = InputObservers<[Int]>()

    /// The selected options joined by spaces: what a terminal and UIKit's `.keyboard` and
    /// `.expanding` rows show, and the plain-text rendering; `nil` when the picker has no options
    /// (the row shows "No options") or nothing is chosen (it shows its ``placeholder``).
    package override var valueText: String? {
        get { hasSelection ? OptionSelection.selectedText(selectedRows, columns: columns) : nil }
        set {}
    }

    /// Whether the user's selection is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    /// Whether an option is chosen (``selectedOption``); the rows are where the picker opens.
    var hasSelection = true

    /// Whether the options show below the row (``isExpanded``), as Core last said.
    var expansion = false

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
    ///   - options: The options; with none (a list from data can be empty) the row shows "No
    ///     options" and ignores the user until ``options`` are set.
    ///   - selectedIndex: The selected option; the first unless you say otherwise, and the first
    ///     when it is not one of `options`' indices.
    ///   - presentation: How the options show on UIKit; `.inline` unless you say otherwise. A
    ///     terminal edits every presentation in place.
    ///   - onChange: Called after every change the user makes, with the cell and the selected
    ///     rows (`[index]`).
    /// - Complexity: O(*n*) in the options.
    public convenience init(
        key: String, options: [String], selectedIndex: Int = 0, presentation: PickerPresentation = .inline,
        onChange: (@MainActor (PickerCell, [Int]) -> Void)? = nil
    ) {
        self.init(key: key, columns: [options], selectedRows: [selectedIndex], presentation: presentation, onChange: onChange)
    }

    /// Creates a picker row of one column whose value is the option itself, which may start
    /// with nothing chosen.
    ///
    /// ```swift
    /// addCell(PickerCell(key: "Repeat", options: ["Daily", "Weekly"], selectedOption: nil, placeholder: "Never",
    ///                    presentation: .expanding))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - options: The options; may be empty (the row shows "No options").
    ///   - selectedOption: The option chosen, or `nil` for none (also a string that is not one
    ///     of `options`); the picker then opens at the first option.
    ///   - placeholder: What the row shows while nothing is chosen; `nil` unless you say.
    ///   - presentation: How the options show on UIKit; `.inline` unless you say otherwise.
    ///   - onChange: Called after every change the user makes, with the cell and the selected
    ///     rows (read ``selectedOption``).
    /// - Complexity: O(*n*) in the options.
    public convenience init(
        key: String, options: [String], selectedOption: String?, placeholder: String? = nil,
        presentation: PickerPresentation = .inline, onChange: (@MainActor (PickerCell, [Int]) -> Void)? = nil
    ) {
        let index = selectedOption.flatMap { options.firstIndex(of: $0) }
        self.init(key: key, columns: [options], selectedRows: [index ?? 0], presentation: presentation, onChange: onChange)
        self.placeholder = placeholder
        hasSelection = index != nil
        pickerSelectionDidChange(byUser: false)
    }

    /// Creates a picker row of several columns.
    ///
    /// Options often come from data, so none of them stops the program: with no columns, or a
    /// column without options, the row shows "No options" and ignores the user until ``columns``
    /// are set; a selection that does not fit is made to (see ``selectedRows``).
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - columns: The options of every column.
    ///   - selectedRows: The selected row of every column; a row that is not an option of its
    ///     column selects the first.
    ///   - presentation: How the options show on UIKit; `.inline` unless you say otherwise. A
    ///     terminal edits every presentation in place.
    ///   - onChange: Called after every change the user makes, with the cell and the selected
    ///     row of every column.
    /// - Complexity: O(*c*) in the columns.
    public init(
        key: String, columns: [[String]], selectedRows: [Int], presentation: PickerPresentation = .inline,
        onChange: (@MainActor (PickerCell, [Int]) -> Void)? = nil
    ) {
        self.columns = columns
        self.selectedRows = OptionSelection.kept(selectedRows, columns: columns)
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
    /// always (Tab edits it). Not while it has no options.
    package override var takesTextFocus: Bool { isPickerFocusable && acceptsUser }

    /// Whether selecting the row does something: it starts editing (on UIKit when shown as the
    /// keyboard: it shows the picker), it opens or closes an `.expanding` row's options, or it
    /// has an ``ActiveCell/action``.
    package override var hasAction: Bool { takesTextFocus || (presentation == .expanding && acceptsUser) || action != nil }

    /// Opens or closes an `.expanding` row's options below it (in a terminal, editing starts
    /// or ends with it); else starts editing — on UIKit when shown as the keyboard: shows the
    /// picker — then runs ``ActiveCell/action``, if any. A picker without options does neither.
    package override func performAction() {
        if presentation == .expanding {
            let wasEmpty = !hasSelection
            if acceptsUser || isExpanded { isExpanded.toggle() }
            // Opening an empty row chose its option as the user's change, action included: once.
            if wasEmpty && hasSelection { return }
        } else if takesTextFocus {
            if let controller {
                controller.core.focus(self)
            } else {
                focusPicker()
            }
        }
        action?(self)
    }

    /// Whether the picker takes the user's choice: it has options in every column (Core's rule).
    var acceptsUser: Bool { OptionSelection.acceptsUser(columns: columns) }

    /// Selects rows as the user: observers, ``onChange``, then ``ActiveCell/action``, when they
    /// differ from the selection.
    func userDidSelect(_ rows: [Int]) {
        guard acceptsUser, rows != selectedRows || !hasSelection else { return }
        isChangingByUser = true
        selectedRows = rows
        isChangingByUser = false
        inputObservers.reportUserChange(rows) {
            onChange?(self, rows)
        } action: {
            action?(self)
        }
    }

    /// Clears the choice as the user (a row with a ``placeholder``): observers, ``onChange``,
    /// then the action.
    func userDidClear() {
        guard hasSelection else { return }
        hasSelection = false
        pickerSelectionDidChange(byUser: true)
        let rows = selectedRows
        inputObservers.reportUserChange(rows) {
            onChange?(self, rows)
        } action: {
            action?(self)
        }
    }
}

extension PickerCell: ExpandingRow {
    /// Core opened or closed the options under the row: the row shows or hides them.
    package func showExpansion(_ isExpanded: Bool) {
        guard expansion != isExpanded else { return }
        expansion = isExpanded
        pickerExpansionDidChange()
    }
}
