public import Foundation

/// A row that picks a date, a time, both, or a countdown duration.
///
/// The row shows the date formatted for its ``locale``, ``calendar`` and ``timeZone``
/// (Foundation's `Date.FormatStyle`: `Mar 14, 2025 at 9:30 AM` in `en_US`), or the duration
/// (`1 h 30 min`) for a countdown: `mode: .countDownTimer` edits ``countDownDuration``.
///
/// On UIKit the ``presentation`` decides how the picker shows:
/// - `.compact` — the system's compact date button beside the key; tapping it opens the
///   calendar or time editor in a popover. The default.
/// - `.inline` — the calendar below the key, in the row.
/// - `.wheels` — the spinning wheels below the key, in the row.
/// - `.keyboard` — the row shows the formatted date like a field; focusing it (tapping the row,
///   or previous / next from another field) shows the wheels where the keyboard goes, with the
///   previous / next / done bar. The row then belongs in the focus chain.
///
/// UIKit has no compact or inline countdown: those presentations show wheels in the row.
///
/// In a terminal every presentation is edited in place, and the row is in the focus chain:
/// Enter starts editing, and so does Tab. While editing, the row shows the parts — year, month,
/// day, hour, minute (hours and minutes for a countdown) — as numbers, the chosen one in reverse
/// video: ←/→ choose a part, ↑/↓ or +/- change it by one (clamped to ``range``), digits type it
/// (the next part follows when it is complete), Enter keeps the date, Esc puts back the date
/// editing began with, Tab and Shift-Tab keep it and move focus. Digits typed into a part show
/// as typed until it is complete (`19__`, `3_`). A month, day, hour or minute takes a digit's
/// value at once (`3` is the 3rd; a second digit may follow). A year takes its value only once
/// its four digits are typed: a year typed in part (`20`, then Enter or another part) is
/// dropped and the year stays as it was — never the year 20. Backspace takes back the last
/// digit typed.
///
/// Every change the user makes notifies ``inputObservers`` (`byUser` true; not for a
/// countdown, whose ``date`` does not change), then calls ``onChange`` with the cell and the
/// date, then ``ActiveCell/action``, if any.
///
/// ```swift
/// let start = DatePickerCell(key: "Starts", date: .now, mode: .dateAndTime, in: Date.now...) { cell, date in
///     event.start = date
/// }
/// start.locale = Locale(identifier: "en_GB")
/// addCell(start)
/// addCell(DatePickerCell(key: "Alarm", date: .now, mode: .time, presentation: .keyboard))
/// ```
///
/// As an `InputRow` its ``input`` is ``date`` (also for a countdown).
@MainActor
open class DatePickerCell: ActiveCell, InputRow {
    /// Called after every change the user makes to the date (or, for a countdown, to the
    /// duration), with the cell and the date; for a countdown, read ``countDownDuration``.
    public var onChange: (@MainActor (DatePickerCell, Date) -> Void)?

    /// The date. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes. A date outside ``range`` (from data) is clamped into it,
    /// as `UIDatePicker` does.
    public var date: Date {
        didSet {
            let clamped = DateInput.clamped(date, to: range)
            if clamped != date { date = clamped }
            datePickerDateDidChange()
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: date) }
        }
    }

    /// What the row edits: a date, a time, both, or a countdown duration.
    public let mode: DatePickerMode

    /// How the picker shows on UIKit (see ``DatePickerCell``); a terminal edits every
    /// presentation in place.
    public let presentation: PickerPresentation

    /// The dates the user can choose between, or `nil` for any. Setting a range that leaves
    /// ``date`` out clamps the date into it (observers hear of that change, `byUser` false).
    public var range: ClosedRange<Date>? {
        didSet {
            datePickerRangeDidChange()
            date = DateInput.clamped(date, to: range)
        }
    }

    /// The duration of a countdown (`mode: .countDownTimer`), in seconds: whole minutes (the
    /// seconds are dropped), at least one (a shorter duration is a minute); a minute unless set.
    /// Setting it does not call ``onChange``. A duration from data outside 1 minute to 23 hours
    /// 59 minutes is clamped into it (`NaN` is a minute).
    public var countDownDuration: TimeInterval {
        get { duration }
        set {
            duration = DateInput.pickedCountDown(newValue)
            datePickerDurationDidChange()
        }
    }

    /// The locale the date is written for (and, on UIKit, the picker's); the user's unless you
    /// set it (set one for a fixed output).
    public var locale: Locale = .autoupdatingCurrent {
        didSet { datePickerFormatDidChange(.locale) }
    }

    /// The time zone the date is shown and edited in (and, on UIKit, the picker's); the user's
    /// unless you set it.
    public var timeZone: TimeZone = .autoupdatingCurrent {
        didSet { datePickerFormatDidChange(.timeZone) }
    }

    /// The calendar the date is shown and edited in (and, on UIKit, the picker's); the user's
    /// unless you set it.
    public var calendar: Calendar = .autoupdatingCurrent {
        didSet { datePickerFormatDidChange(.calendar) }
    }

    /// ``date``, under the name every input row shares (`InputRow`), also for a countdown.
    public var input: Date {
        get { date }
        set { date = newValue }
    }

    /// Called after every change of ``date``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Date>()

    /// The formatted date (or duration) as the row shows it: in a terminal beside the key, on
    /// UIKit in the `.keyboard` presentation's field (the others show the picker itself); the
    /// plain-text rendering writes it too. Setting it does nothing (set ``date``).
    public override var value: String? {
        get { formattedValue }
        set {}
    }

    /// The duration of a countdown, checked and in whole minutes.
    var duration: TimeInterval = 60  // Core's shortest countdown

    /// Whether the user's pick is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The date picker, for appearance and settings beyond the cell's (the minute interval);
    /// read and set the value with ``date``, and the calendar, locale and time zone with the
    /// cell's. (UIKit only.)
    public let datePicker = UIDatePicker()

    /// The field of the `.keyboard` presentation, which shows the picker where the keyboard
    /// goes; `nil` for the other presentations.
    lazy var field: InputViewField? = presentation == .keyboard ? InputViewField(picker: datePicker) : nil
    #else
    /// The edit under way; `nil` when not editing.
    var editing: Editing?
    #endif

    /// Creates a date picker row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - date: The initial date; clamped into `range` (a date from data never stops the
    ///     program).
    ///   - mode: What the row edits; a date and a time unless you say otherwise.
    ///   - presentation: How the picker shows on UIKit; compact unless you say otherwise. A
    ///     terminal edits every presentation in place.
    ///   - range: The dates the user can choose between, or `nil` (the default) for any.
    ///   - onChange: Called after every change the user makes, with the cell and the date.
    /// - Complexity: O(1).
    public init(
        key: String, date: Date, mode: DatePickerMode = .dateAndTime, presentation: PickerPresentation = .compact,
        in range: ClosedRange<Date>? = nil, onChange: (@MainActor (DatePickerCell, Date) -> Void)? = nil
    ) {
        self.date = DateInput.clamped(date, to: range)
        self.mode = mode
        self.presentation = presentation
        self.range = range
        self.onChange = onChange
        super.init(key: key)
        setUpDatePicker()
    }

    /// Creates a date picker row from a storyboard or nib on UIKit: now, date and time, compact.
    /// In a terminal it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        date = .now
        mode = .dateAndTime
        presentation = .compact
        super.init(coder: coder)
        setUpDatePicker()
    }

    /// The date or duration as the row shows it, in ``locale``, ``calendar`` and ``timeZone``.
    var formattedValue: String {
        mode == .countDownTimer
            ? DateInput.countDownText(countDownDuration)
            : DateInput.text(of: date, mode: mode, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    // MARK: - Behaviour

    /// Whether the row belongs in the focus chain (Tab; the keyboard's previous and next): on
    /// UIKit with the `.keyboard` presentation; in a terminal always (it is edited in place).
    public override var takesTextFocus: Bool { datePickerTakesFocus }

    /// Whether selecting the row does something: it shows the picker (on UIKit with the
    /// `.keyboard` presentation; in a terminal always: it starts editing), or it has an
    /// ``ActiveCell/action``.
    public override var hasAction: Bool { datePickerTakesFocus || action != nil }

    /// Focuses the row where it takes focus — on UIKit with the `.keyboard` presentation, the
    /// picker shows where the keyboard goes; in a terminal, editing starts — then runs
    /// ``ActiveCell/action``, if any.
    public override func performAction() {
        if datePickerTakesFocus { focusDatePicker() }
        action?(self)
    }

    /// Sets the date, clamped to the range, as the user's change (the observers hear of it from
    /// ``reportUserChange(dateChanged:)``).
    func setDateByUser(_ newDate: Date) {
        isChangingByUser = true
        date = DateInput.clamped(newDate, to: range)
        isChangingByUser = false
    }

    /// Tells the observers (when the date changed), then ``onChange``, then
    /// ``ActiveCell/action``, of the user's change.
    func reportUserChange(dateChanged: Bool) {
        let date = date
        inputObservers.reportUserChange(date, valueChanged: dateChanged) {
            onChange?(self, date)
        } action: {
            action?(self)
        }
    }
}

/// What of a ``DatePickerCell``'s format changed: UIKit's picker follows that one only, so a
/// setting made on the picker itself is not overwritten by another's change.
enum DateFormatPart {
    case calendar, locale, timeZone
}
