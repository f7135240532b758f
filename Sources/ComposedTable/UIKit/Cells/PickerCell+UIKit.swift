#if canImport(UIKit)
public import UIKit

extension PickerCell {
    /// Lays the row out for its presentation: a pop-up button (`.compact`, one column), a field
    /// whose input view is the picker (`.keyboard`), or the wheels below the key.
    func setUpPicker() {
        selectionStyle = .none
        pickerView.dataSource = self
        pickerView.delegate = self
        if presentation == .compact && columns.count == 1 {
            let menuButton = UIButton(configuration: .plain())
            self.menuButton = menuButton
            menuButton.showsMenuAsPrimaryAction = true
            // A pop-up button: the title follows the chosen option.
            menuButton.changesSelectionAsPrimaryAction = true
            rebuildMenu()
            installFormLayout(trailing: menuButton, below: nil)
        } else if presentation == .keyboard {
            let field = InputViewField(picker: pickerView)
            self.field = field
            field.accessoryBar = inputAccessoryBar
            field.mayTakeFocus = { [weak self] in self?.mayTakeFocus ?? false }
            field.onFocusChange = { [weak self] isFocused in
                if isFocused { self?.inputAccessoryBar.update() } else { self?.formState.editingDidEnd() }
            }
            field.addAction(UIAction { [weak self] _ in self?.requestFocus() }, for: .touchUpInside)
            installFormLayout(trailing: field, below: nil)
        } else if presentation == .expanding {
            // Calendar's style: the option beside the key; the wheels below, shown when open.
            pickerView.isHidden = true
            installFormLayout(trailing: nil, below: pickerView)
        } else {
            installFormLayout(trailing: nil, below: pickerView)
        }
        showSelection(animated: false)
    }

    /// Core opened or closed the `.expanding` row: the wheels show below the key or hide;
    /// opening an empty row chooses the option the wheels show, as the user would. Core
    /// measures the row again.
    func pickerExpansionDidChange() {
        pickerView.isHidden = !expansion
        if expansion { userDidSelect(selectedRows) }
        setNeedsUpdateConfiguration()
    }

    /// Shown as the keyboard, the row takes focus and is edited.
    var isPickerFocusable: Bool { presentation == .keyboard }

    /// ``performAction()`` outside a table: the field becomes first responder at once.
    func focusPicker() {
        takeFocus()
    }

    // MARK: - Showing the selection

    /// The columns changed: the wheels and the menu list the new options.
    func pickerColumnsDidChange() {
        pickerView.reloadAllComponents()
        rebuildMenu()
        // Without options the controls take no touches (updateControls).
        setNeedsUpdateConfiguration()
    }

    /// The selection changed: the wheels (animated when code changed it on screen), the menu and
    /// the field show it.
    func pickerSelectionDidChange(byUser: Bool) {
        showSelection(animated: !byUser && window != nil)
    }

    private func showSelection(animated: Bool) {
        for (column, row) in selectedRows.enumerated() where column < pickerView.numberOfComponents {
            pickerView.selectRow(row, inComponent: column, animated: animated)
        }
        if menuButton != nil { rebuildMenu() }
        let shown = shownText
        field?.label.text = shown
        field?.label.textColor = hasSelection ? .label : .secondaryLabel
        field?.invalidateIntrinsicContentSize()
        updateAccessibility()
        if presentation == .expanding { setNeedsUpdateConfiguration() }
    }

    /// What the row shows of its choice: the options, the placeholder while nothing is chosen,
    /// or "No options".
    private var shownText: String {
        guard acceptsUser else { return OptionSelection.noOptionsText }
        return value ?? placeholder ?? ""
    }

    /// The pop-up menu of the `.compact` presentation: one action per option, the selected one
    /// checked; without options, one disabled "No options" (the button is disabled too).
    private func rebuildMenu() {
        guard let menuButton, let options = columns.first else { return }
        guard OptionSelection.acceptsUser(count: options.count) else {
            menuButton.menu = UIMenu(children: [UIAction(title: OptionSelection.noOptionsText, attributes: .disabled) { _ in }])
            return
        }
        var actions = options.enumerated().map { index, title in
            UIAction(title: title, state: hasSelection && index == selectedIndex ? .on : .off) { [weak self] _ in
                self?.userDidSelect(index, inColumn: 0)
            }
        }
        if !hasSelection {
            // A pop-up button shows its selected item: the placeholder, which cannot be chosen.
            actions.insert(UIAction(title: placeholder ?? String(localized: "Choose"), attributes: .disabled, state: .on) { _ in }, at: 0)
        }
        menuButton.menu = UIMenu(children: actions)
    }

    // MARK: - Drawing

    /// The picker, button or field shows the selection: no value text beside the key; an
    /// `.expanding` row shows the choice (or its placeholder) there.
    override var displayedValue: String? { presentation == .expanding ? shownText : nil }

    override func updateControls(for state: UICellConfigurationState) {
        // Core's rule: a picker without options ignores the user, as a disabled row does.
        let takesTouches = !state.isDisabled && acceptsUser
        pickerView.isUserInteractionEnabled = takesTouches
        pickerView.alpha = takesTouches ? 1 : 0.4
        menuButton?.isEnabled = takesTouches
        field?.isEnabled = takesTouches
    }

    // MARK: - Focus

    override func takeFocus() {
        _ = field?.becomeFirstResponder()
    }

    /// Done: the field resigns (it is a responder, not a text field, so it is asked directly).
    override func endTextFocus() {
        _ = field?.resignFirstResponder()
    }

    /// The user chose an option of a column, in the menu or on a wheel.
    private func userDidSelect(_ row: Int, inColumn column: Int) {
        guard selectedRows.indices.contains(column), selectedRows[column] != row || !hasSelection else { return }
        var rows = selectedRows
        rows[column] = row
        userDidSelect(rows)
    }
}

extension PickerCell: UIKitAccessibleControls {
    /// The wheels, the pop-up button or the field are named by the row; the button and the
    /// field say the choice (a pop-up button with a label of its own no longer reads its title).
    /// An `.expanding` row is read as a row, with whether it is open.
    func applyAccessibility(_ description: RowAccessibility, label: String) {
        pickerView.accessibilityLabel = label
        for control in [menuButton, field] as [UIView?] {
            control?.accessibilityLabel = label
            control?.accessibilityValue = description.value
        }
        if presentation == .expanding { readAsRow(description) }
    }
}

// MARK: - UIPickerViewDataSource, UIPickerViewDelegate

extension PickerCell: UIPickerViewDataSource, UIPickerViewDelegate {
    /// One component per column.
    public func numberOfComponents(in pickerView: UIPickerView) -> Int {
        columns.count
    }

    /// A column's options; one "No options" row for a column without any.
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.indices.contains(component) ? OptionSelection.wheelRowCount(of: columns[component]) : 0
    }

    /// An option's title, or "No options".
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns.indices.contains(component) ? OptionSelection.wheelTitle(ofRow: row, in: columns[component]) : nil
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
