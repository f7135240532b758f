#if canImport(UIKit)
public import UIKit

/// A row that picks a date, a time, both, or a countdown duration.
///
/// The presentation decides how the picker shows:
/// - `.compact` — the system's compact date button beside the key; tapping it opens the
///   calendar or time editor in a popover. The default.
/// - `.inline` — the calendar below the key, in the row.
/// - `.wheels` — the spinning wheels below the key, in the row.
/// - `.keyboard` — the row shows the formatted date like a field; focusing it (tapping the row,
///   or previous / next from another field) shows the wheels where the keyboard goes, with the
///   previous / next / done bar. The row then belongs in the focus chain.
///
/// A countdown (`mode: .countDownTimer`) edits ``countDownDuration`` with wheels (UIKit has no
/// compact or inline countdown: those presentations show wheels in the row).
///
/// Changing the date calls ``onChange`` with the cell and the new date (then
/// ``ActiveCell/action``, if any).
///
/// ```swift
/// let start = DatePickerCell(key: "Starts", date: .now, mode: .dateAndTime, in: Date.now...) { cell, date in
///     event.start = date
/// }
/// let alarm = DatePickerCell(key: "Alarm", date: .now, mode: .time, presentation: .keyboard)
/// ```
///
/// As an ``InputRow`` its ``input`` is ``date`` (also for a countdown).
@MainActor
open class DatePickerCell: ActiveCell, InputRow {
    /// The date picker, for appearance and settings beyond the cell's (minute interval,
    /// calendar); read and set the value with ``date``.
    public let datePicker = UIDatePicker()

    /// What the picker edits.
    public let mode: DatePickerMode

    /// How the picker shows.
    public let presentation: PickerPresentation

    /// Called after the user changed the date (or, for a countdown, the duration), with the cell
    /// and the date.
    open var onChange: (@MainActor (DatePickerCell, Date) -> Void)?

    /// The date. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes.
    ///
    /// - Precondition: Within ``range``, when there is one.
    open var date: Date {
        didSet {
            DateInput.requireDate(date, in: range, .property("DatePickerCell", "date"))
            if datePicker.date != date { datePicker.setDate(date, animated: window != nil) }
            didChangeValue()
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: date) }
        }
    }

    /// The duration of a countdown, in seconds (whole minutes: the seconds are dropped). Only
    /// used with `mode: .countDownTimer`. Setting it does not call ``onChange``.
    ///
    /// - Precondition: From 0 to less than 24 hours.
    open var countDownDuration: TimeInterval {
        get { duration }
        set {
            duration = DateInput.countDown(newValue, .property("DatePickerCell", "countDownDuration"))
            datePicker.countDownDuration = duration
            didChangeValue()
        }
    }

    /// The dates allowed, or `nil` for any. Setting a range that leaves ``date`` out clamps the
    /// date into it (observers hear of that change, `byUser` false).
    open var range: ClosedRange<Date>? {
        didSet {
            datePicker.minimumDate = range?.lowerBound
            datePicker.maximumDate = range?.upperBound
            date = DateInput.clamped(date, to: range)
        }
    }

    /// The calendar of the picker and of the formatted date; the user's unless you set it.
    open var calendar: Calendar {
        get { datePicker.calendar ?? .autoupdatingCurrent }
        set {
            datePicker.calendar = newValue
            didChangeValue()
        }
    }

    /// The locale of the picker and of the formatted date; the user's unless you set it.
    open var locale: Locale {
        get { datePicker.locale ?? .autoupdatingCurrent }
        set {
            datePicker.locale = newValue
            didChangeValue()
        }
    }

    /// The time zone of the picker and of the formatted date; the system's unless you set it.
    open var timeZone: TimeZone {
        get { datePicker.timeZone ?? .autoupdatingCurrent }
        set {
            datePicker.timeZone = newValue
            didChangeValue()
        }
    }

    /// The value the row edits: ``date``.
    public var input: Date {
        get { date }
        set { date = newValue }
    }

    /// Called after every change of ``date``: by the user (before ``onChange``) or by code.
    public let inputObservers = InputObservers<Date>()

    /// The formatted date (or duration), for the plain-text rendering and the `.keyboard` row.
    open override var value: String? {
        get { formattedValue }
        set {}
    }

    private let field: InputViewField?
    private var duration: TimeInterval = 60  // Core's shortest countdown
    /// Whether the user's pick is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    /// Creates a date picker row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - date: The initial date, within `range`.
    ///   - mode: What the picker edits; date and time unless you say otherwise.
    ///   - presentation: How the picker shows; compact unless you say otherwise.
    ///   - range: The dates allowed, or `nil` (the default) for any date.
    ///   - onChange: Called when the user changes the date, with the cell and the new date.
    /// - Precondition: `date` is within `range`.
    public init(
        key: String, date: Date, mode: DatePickerMode = .dateAndTime, presentation: PickerPresentation = .compact,
        in range: ClosedRange<Date>? = nil, onChange: (@MainActor (DatePickerCell, Date) -> Void)? = nil
    ) {
        DateInput.requireDate(date, in: range, .argument("DatePickerCell(key:date:mode:presentation:in:onChange:)", "the date"))
        self.date = date
        self.mode = mode
        self.presentation = presentation
        self.range = range
        self.onChange = onChange
        field = presentation == .keyboard ? InputViewField(picker: datePicker) : nil
        super.init(key: key, value: nil, style: .value1, action: nil)
        datePicker.datePickerMode = Self.pickerMode(mode)
        datePicker.minimumDate = range?.lowerBound
        datePicker.maximumDate = range?.upperBound
        datePicker.date = date
        setUp()
    }

    /// Creates a date picker row from a storyboard or nib: date and time, compact.
    public required init?(coder: NSCoder) {
        date = .now
        mode = .dateAndTime
        presentation = .compact
        field = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
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
        case .compact, .inline, .wheels:
            datePicker.preferredDatePickerStyle = .wheels
            installFormLayout(trailing: nil, below: datePicker)
        }
        didChangeValue()
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

    // MARK: - Values

    private static func pickerMode(_ mode: DatePickerMode) -> UIDatePicker.Mode {
        switch mode {
        case .date: .date
        case .time: .time
        case .dateAndTime: .dateAndTime
        case .countDownTimer: .countDownTimer
        }
    }

    /// The date or duration as the row reads it, in ``locale`` and ``timeZone``.
    private var formattedValue: String {
        mode == .countDownTimer
            ? DateInput.countDownText(countDownDuration)
            : DateInput.text(of: date, mode: mode, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    private func didChangeValue() {
        field?.label.text = formattedValue
        field?.accessibilityValue = formattedValue
        field?.invalidateIntrinsicContentSize()
    }

    // MARK: - Drawing

    /// The picker or the field shows the value: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        datePicker.isEnabled = !state.isDisabled
        datePicker.accessibilityLabel = accessibleKey
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

    /// The user picked: Core clamps the date to the range and checks the countdown; the
    /// observers hear only of a new date (a countdown's change is not one), ``onChange`` and the
    /// action of every change.
    private func userDidPick() {
        let old = (date, duration)
        isChangingByUser = true
        if mode == .countDownTimer {
            duration = DateInput.pickedCountDown(datePicker.countDownDuration)
        } else {
            date = DateInput.clamped(datePicker.date, to: range)
        }
        isChangingByUser = false
        didChangeValue()
        guard old != (date, duration) else { return }
        let date = date
        inputObservers.reportUserChange(date, valueChanged: old.0 != date) {
            onChange?(self, date)
        } action: {
            action?(self)
        }
    }
}

#endif
