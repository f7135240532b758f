#if canImport(UIKit)
public import UIKit

/// A row that picks one option, or one option per column, from lists of strings.
///
/// The presentation decides how the options show:
/// - `.inline` (the default) and `.wheels` — the picker's wheels below the key, in the row.
/// - `.keyboard` — the row shows the selection like a field; focusing it (tapping the row, or
///   previous / next from another field) shows the wheels where the keyboard goes, with the
///   previous / next / done bar. The row then belongs in the focus chain.
/// - `.compact` — a pop-up button beside the key whose menu lists the options (one column; with
///   several columns the row shows wheels, as `.inline`).
///
/// Changing the selection calls ``onChange`` with the cell and the selected row of every column
/// (then ``ActiveCell/action``, if any).
///
/// ```swift
/// addCell(PickerCell(key: "Size", options: ["S", "M", "L", "XL"], selectedIndex: 1, presentation: .compact) { cell, rows in
///     order.size = cell.options[rows[0]]
/// })
/// let duration = PickerCell(key: "Duration", columns: [hours, minutes], selectedRows: [1, 30], presentation: .keyboard)
/// ```
///
/// As an ``InputRow`` its ``input`` is ``selectedRows``.
@MainActor
open class PickerCell: ActiveCell, InputRow, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The picker view of the `.inline`, `.wheels` and `.keyboard` presentations, for appearance
    /// changes; read and set the selection with ``selectedRows``.
    public let pickerView = UIPickerView()

    /// How the options show.
    public let presentation: PickerPresentation

    /// Called after the user changed the selection, with the cell and the selected row of every
    /// column.
    open var onChange: (@MainActor (PickerCell, [Int]) -> Void)?

    /// The options of every column. Setting it keeps each column's selection when it is still in
    /// range, else selects the column's first option (observers hear of that change, `byUser`
    /// false).
    ///
    /// - Precondition: At least one column, and every column has at least one option.
    open var columns: [[String]] {
        didSet {
            OptionSelection.requireColumns(columns, .property("PickerCell", "columns"))
            pickerView.reloadAllComponents()
            rebuildMenu()
            selectedRows = OptionSelection.kept(rows, columns: columns)
        }
    }

    /// The options of the first column.
    open var options: [String] {
        get { columns.first ?? [] }
        set { columns = [newValue] + columns.dropFirst() }
    }

    /// The selected row of every column. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when it changes.
    ///
    /// - Precondition: One row per column, each one of its column's indices.
    open var selectedRows: [Int] {
        get { rows }
        set {
            OptionSelection.requireRows(newValue, columns: columns, .property("PickerCell", "selectedRows"))
            let old = rows
            rows = newValue
            showSelection(animated: window != nil)
            inputObservers.reportCodeChange(from: old, to: newValue)
        }
    }

    /// The selected row of the first column.
    ///
    /// - Precondition: One of the first column's indices.
    open var selectedIndex: Int {
        get { rows.first ?? 0 }
        set { selectedRows = OptionSelection.rows(settingFirst: newValue, of: rows, columns: columns) }
    }

    /// The value the row edits: ``selectedRows``.
    public var input: [Int] {
        get { selectedRows }
        set { selectedRows = newValue }
    }

    /// Called after every change of ``selectedRows``: by the user (before ``onChange``) or by
    /// code.
    public let inputObservers = InputObservers<[Int]>()

    /// The selected options joined by spaces, for the plain-text rendering and the `.keyboard`
    /// row.
    open override var value: String? {
        get { zip(columns, rows).map { column, row in column[row] }.joined(separator: " ") }
        set {}
    }

    private var rows: [Int]
    private let field: InputViewField?
    private let menuButton: UIButton?

    /// Creates a picker row of one column.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - options: The options; at least one.
    ///   - selectedIndex: The selected option; the first unless you say otherwise.
    ///   - presentation: How the options show; inline unless you say otherwise.
    ///   - onChange: Called when the user changes the selection, with the cell and the selected
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
    ///   - columns: The options of every column; each has at least one.
    ///   - selectedRows: The selected row of every column.
    ///   - presentation: How the options show; inline unless you say otherwise.
    ///   - onChange: Called when the user changes the selection, with the cell and the selected
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
        self.rows = selectedRows
        self.presentation = presentation
        self.onChange = onChange
        let isMenu = presentation == .compact && columns.count == 1
        menuButton = isMenu ? UIButton(configuration: .plain()) : nil
        field = presentation == .keyboard ? InputViewField(picker: pickerView) : nil
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUp()
    }

    /// Creates a picker row from a storyboard or nib, with no columns: set ``columns`` and
    /// ``selectedRows``.
    public required init?(coder: NSCoder) {
        columns = []
        rows = []
        presentation = .inline
        menuButton = nil
        field = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        pickerView.dataSource = self
        pickerView.delegate = self
        if let menuButton {
            menuButton.showsMenuAsPrimaryAction = true
            // A pop-up button: the title follows the chosen option.
            menuButton.changesSelectionAsPrimaryAction = true
            rebuildMenu()
            installFormLayout(trailing: menuButton, below: nil)
        } else if let field {
            field.accessoryBar = inputAccessoryBar
            field.mayTakeFocus = { [weak self] in self?.mayTakeFocus ?? false }
            field.onFocusChange = { [weak self] isFocused in
                if isFocused { self?.inputAccessoryBar.update() } else { self?.formState.editingDidEnd() }
            }
            field.addAction(UIAction { [weak self] _ in self?.requestFocus() }, for: .touchUpInside)
            installFormLayout(trailing: field, below: nil)
        } else {
            installFormLayout(trailing: nil, below: pickerView)
        }
        showSelection(animated: false)
    }

    // MARK: - Showing the selection

    private func showSelection(animated: Bool) {
        for (column, row) in rows.enumerated() where column < pickerView.numberOfComponents {
            pickerView.selectRow(row, inComponent: column, animated: animated)
        }
        if menuButton != nil { rebuildMenu() }
        // The button's label is the key (updateControls): VoiceOver reads the chosen option as
        // its value, as it reads the title of a pop-up button that has no label of its own.
        menuButton?.accessibilityValue = value
        field?.label.text = value
        field?.accessibilityValue = value
        field?.invalidateIntrinsicContentSize()
    }

    /// The pop-up menu of the `.compact` presentation: one action per option, the selected one
    /// checked.
    private func rebuildMenu() {
        guard let menuButton, let options = columns.first else { return }
        let actions = options.enumerated().map { index, title in
            UIAction(title: title, state: index == selectedIndex ? .on : .off) { [weak self] _ in
                self?.userDidSelect(index, inColumn: 0)
            }
        }
        menuButton.menu = UIMenu(children: actions)
    }

    // MARK: - Drawing

    /// The picker, button or field shows the selection: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        pickerView.isUserInteractionEnabled = !state.isDisabled
        pickerView.alpha = state.isDisabled ? 0.4 : 1
        pickerView.accessibilityLabel = accessibleKey
        menuButton?.isEnabled = !state.isDisabled
        menuButton?.accessibilityLabel = accessibleKey
        field?.isEnabled = !state.isDisabled
        field?.accessibilityLabel = accessibleKey
    }

    // MARK: - Behaviour

    /// Shown as the keyboard, the row belongs in the focus chain.
    open override var takesTextFocus: Bool { presentation == .keyboard }

    /// Shown as the keyboard, selecting the row shows the picker.
    open override var hasAction: Bool { presentation == .keyboard || action != nil }

    /// Shown as the keyboard, shows the picker (then runs ``ActiveCell/action``, if any).
    open override func performAction() {
        if presentation == .keyboard { requestFocus() }
        action?(self)
    }

    override func takeFocus() {
        _ = field?.becomeFirstResponder()
    }

    /// Done: the field resigns (it is a responder, not a text field, so it is asked directly).
    override func endTextFocus() {
        _ = field?.resignFirstResponder()
    }

    private func userDidSelect(_ row: Int, inColumn column: Int) {
        guard rows.indices.contains(column), rows[column] != row else { return }
        rows[column] = row
        showSelection(animated: false)
        let rows = rows
        inputObservers.reportUserChange(rows) {
            onChange?(self, rows)
        } action: {
            action?(self)
        }
    }

    // MARK: - UIPickerViewDataSource, UIPickerViewDelegate

    /// One component per column.
    public func numberOfComponents(in pickerView: UIPickerView) -> Int {
        columns.count
    }

    /// A column's options.
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }

    /// An option's title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }

    /// The user turned a wheel.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        // A disabled row's picker ignores touches (isUserInteractionEnabled, which filters
        // events) but not VoiceOver's adjustments: the wheel goes back to the selection.
        guard pickerView.isUserInteractionEnabled else {
            showSelection(animated: true)
            return
        }
        userDidSelect(row, inColumn: component)
    }
}
#endif
