#if canImport(UIKit)
import UIKit

extension DatePickerCell {
    /// Sets the picker up for the mode and the presentation, lays the row out around it (or
    /// around the `.keyboard` presentation's field) and reports its picks as the user's changes.
    func setUpDatePicker() {
        selectionStyle = .none
        datePicker.datePickerMode = Self.pickerMode(mode)
        datePicker.minimumDate = range?.lowerBound
        datePicker.maximumDate = range?.upperBound
        datePicker.date = date
        datePicker.minuteInterval = minuteInterval
        datePicker.addAction(UIAction { [weak self] _ in self?.userDidPick() }, for: .valueChanged)
        // UIKit has no compact or inline countdown; the keyboard shows wheels (an inline
        // calendar does not fit where the keyboard goes).
        let isCountDown = mode == .countDownTimer
        switch presentation {
        case .compact where !isCountDown:
            datePicker.preferredDatePickerStyle = .compact
            installFormLayout(trailing: datePicker, below: nil)
        case .inline where !isCountDown:
            datePicker.preferredDatePickerStyle = .inline
            installFormLayout(trailing: nil, below: datePicker)
        case .keyboard:
            datePicker.preferredDatePickerStyle = .wheels
            field?.accessoryBar = inputAccessoryBar
            field?.mayTakeFocus = { [weak self] in self?.mayTakeFocus ?? false }
            field?.onFocusChange = { [weak self] isFocused in
                guard let self else { return }
                if isFocused {
                    inputAccessoryBar.update()
                    reapplyCountDown()  // the picker is now on screen, as the keyboard
                } else {
                    formState.editingDidEnd()
                }
            }
            field?.addAction(UIAction { [weak self] _ in self?.requestFocus() }, for: .touchUpInside)
            installFormLayout(trailing: field, below: nil)
        case .expanding:
            // Calendar's style: the value beside the key; the picker below, shown when open.
            datePicker.preferredDatePickerStyle = Self.pickerStyle(DatePickerStyleChoice(presentation, mode))
            let clearButton = UIButton(configuration: .plain())
            clearButton.configuration?.title = String(localized: "Clear")
            clearButton.addAction(UIAction { [weak self] _ in self?.userDidClear() }, for: .touchUpInside)
            let stack = UIStackView(arrangedSubviews: [datePicker, clearButton])
            stack.axis = .vertical
            stack.alignment = .fill
            stack.isHidden = true
            expandedPicker = stack
            installFormLayout(trailing: nil, below: stack)
        case .compact, .inline, .wheels:
            datePicker.preferredDatePickerStyle = .wheels
            installFormLayout(trailing: nil, below: datePicker)
        }
        showDateText()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, field == nil { reapplyCountDown() }
    }

    /// A countdown picker does not send its first .valueChanged (radar 16048059 / 16341977,
    /// still reported years later, e.g. RxSwift#1391): the user's first pick would be lost. The
    /// known workaround is to set countDownDuration again once the picker is on screen, on the
    /// next turn of the main queue; setting the same duration changes nothing else.
    private func reapplyCountDown() {
        guard mode == .countDownTimer else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            datePicker.countDownDuration = duration
        }
    }

    // MARK: - The platform's part of a change

    /// ``date`` changed: the picker follows, animated when it is on screen, and so does the
    /// field's text.
    func datePickerDateDidChange() {
        if datePicker.date != date { datePicker.setDate(date, animated: window != nil) }
        showDateText()
    }

    /// ``countDownDuration`` changed: the picker and the field's text follow.
    func datePickerDurationDidChange() {
        datePicker.countDownDuration = duration
        showDateText()
    }

    /// ``range`` changed: the picker allows the same dates.
    func datePickerRangeDidChange() {
        datePicker.minimumDate = range?.lowerBound
        datePicker.maximumDate = range?.upperBound
    }

    /// ``calendar``, ``locale`` or ``timeZone`` changed: the picker follows that one only, and
    /// the field's text follows (and the value beside the key of an `.expanding` row).
    func datePickerFormatDidChange(_ part: DateFormatPart) {
        switch part {
        case .calendar: datePicker.calendar = calendar
        case .locale: datePicker.locale = locale
        case .timeZone: datePicker.timeZone = timeZone
        case .text: break
        }
        showDateText()
    }

    /// ``mode`` changed (an All-day switch): the picker follows in place, and the row is
    /// measured again through Core when the picker shows in it.
    func datePickerModeDidChange() {
        // Never a countdown in a style other than the wheels, even for a moment.
        let style = Self.pickerStyle(DatePickerStyleChoice(presentation, mode))
        if DatePickerStyleChoice.setsStyleFirst(to: mode) { datePicker.preferredDatePickerStyle = style }
        datePicker.datePickerMode = Self.pickerMode(mode)
        datePicker.preferredDatePickerStyle = style
        showDateText()
        let showsPicker = presentation == .inline || presentation == .wheels || expansion
        if showsPicker { controller?.core.rowHeightDidChange(of: self) }
    }

    /// ``minuteInterval`` changed: the picker steps by it.
    func datePickerMinuteIntervalDidChange() {
        datePicker.minuteInterval = minuteInterval
    }

    /// Core opened or closed the `.expanding` row: the picker (and the Clear button of a row
    /// that may be empty) shows below the key or hides; opening an empty row chooses the date
    /// the picker shows, as the user would. Core measures the row again.
    func datePickerExpansionDidChange() {
        expandedPicker?.isHidden = !expansion
        expandedPicker?.arrangedSubviews.last?.isHidden = placeholder == nil
        if expansion { userDidChooseDate(true) }
        setNeedsUpdateConfiguration()
    }

    private static func pickerStyle(_ choice: DatePickerStyleChoice) -> UIDatePickerStyle {
        switch choice {
        case .compact: .compact
        case .inline: .inline
        case .wheels: .wheels
        }
    }

    /// The user tapped Clear under the open picker: no date, and the row closes.
    private func userDidClear() {
        userDidChooseDate(false)
        isExpanded = false
    }

    private static func pickerMode(_ mode: DatePickerMode) -> UIDatePicker.Mode {
        switch mode {
        case .date: .date
        case .time: .time
        case .dateAndTime: .dateAndTime
        case .countDownTimer: .countDownTimer
        }
    }

    /// The `.keyboard` presentation's field shows the date or duration.
    private func showDateText() {
        field?.label.text = shownValue ?? ""
        field?.invalidateIntrinsicContentSize()
        updateAccessibility()
        if presentation == .expanding { setNeedsUpdateConfiguration() }
    }

    // MARK: - Drawing

    /// The picker or the field shows the value: no value text beside the key; an `.expanding`
    /// row shows the date (or its placeholder) there.
    override var displayedValue: String? { presentation == .expanding ? shownValue : nil }

    override func updateControls(for state: UICellConfigurationState) {
        datePicker.isEnabled = !state.isDisabled
        field?.isEnabled = !state.isDisabled
    }

    // MARK: - Behaviour

    /// Shown as the keyboard, the row belongs in the focus chain, and selecting it shows the
    /// picker.
    var datePickerTakesFocus: Bool { presentation == .keyboard }

    /// Shows the picker where the keyboard goes, through Core's focus.
    func focusDatePicker() {
        requestFocus()
    }

    override func takeFocus() {
        _ = field?.becomeFirstResponder()
    }

    /// Done: the field resigns (it is a responder, not a text field, so it is asked directly).
    override func endTextFocus() {
        _ = field?.resignFirstResponder()
    }

    /// The user picked: Core clamps the date to the range and checks the countdown; the
    /// observers hear only of a new date (a countdown's change is not one), ``onChange`` and the
    /// action of every change.
    private func userDidPick() {
        let old = (date, duration)
        if mode == .countDownTimer {
            duration = DateInput.pickedCountDown(datePicker.countDownDuration)
        } else {
            setDateByUser(datePicker.date)
        }
        showDateText()
        guard old != (date, duration) else { return }
        reportUserChange(dateChanged: old.0 != date)
    }
}

extension DatePickerCell: UIKitAccessibleControls {
    /// The picker (which reads its date itself) and the field are named by the row; the field
    /// says the date or the placeholder. An `.expanding` row is read as a row, with whether it is
    /// open.
    func applyAccessibility(_ description: RowAccessibility, label: String) {
        datePicker.accessibilityLabel = label
        field?.accessibilityLabel = label
        field?.accessibilityValue = description.value
        if presentation == .expanding { readAsRow(description) }
    }
}
#endif
