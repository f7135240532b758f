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
/// - `.expanding` — Calendar's style: the formatted date on the right of the key; tapping the
///   row opens the inline calendar (the wheels for a time) below it, and tapping it again, or
///   opening another row's picker, closes it (``isExpanded``). A terminal opens it on Enter and
///   shows a month calendar below the row while it is edited.
///
/// The text follows ``dateStyle`` and ``timeStyle``, or a ``format`` of yours; ``mode`` may
/// change while the row shows, and ``minuteInterval`` steps the times. A row made with a
/// ``placeholder`` may hold no date (``selectedDate`` is `nil`) and be cleared by the user.
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
/// As an `InputRow` its value is ``date`` (also for a countdown).
@MainActor
open class DatePickerCell: ActiveCell, InputBackedRow {
    /// Called after every change the user makes to the date (or, for a countdown, to the
    /// duration), with the cell and the date; for a countdown, read ``countDownDuration``.
    public var onChange: (@MainActor (DatePickerCell, Date) -> Void)?

    /// The date: the one the row shows, or, while none is chosen (``selectedDate`` is `nil`), the
    /// one its picker opens at (setting it then does not choose it). Setting it does not call
    /// ``onChange``; it notifies ``inputObservers`` (`byUser` false) when it changes. A date outside ``range`` (from data) is clamped into it,
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
    ///
    /// It may change while the row shows — an "All-day" switch flips a row between `.date` and
    /// `.dateAndTime` — and the row follows in place (no reload): the text, the picker's mode,
    /// and in a terminal the parts an edit under way offers (it ends first).
    ///
    /// ```swift
    /// allDay.inputObservers.add { isAllDay, _ in start.mode = isAllDay ? .date : .dateAndTime }
    /// ```
    ///
    /// A countdown is a picker of its own (UIKit has no compact or inline countdown): changing
    /// to or from `.countDownTimer` is a misuse; make the row with that mode.
    public var mode: DatePickerMode {
        didSet {
            guard mode != oldValue else { return }
            if (mode == .countDownTimer) != (oldValue == .countDownTimer) {
                misuse(
                    "ComposedTable: DatePickerCell \"\(key)\" changed its mode from .\(oldValue) to .\(mode); a countdown is a picker of its own (UIKit has no compact or inline countdown). Make a DatePickerCell with mode: .countDownTimer instead."
                )
            }
            datePickerModeDidChange()
        }
    }

    /// How the row writes the date (`.abbreviated`: `Mar 14, 2025`; `.numeric`: `3/14/2025`;
    /// `.long`; `.complete`), for ``locale``, ``calendar`` and ``timeZone``; abbreviated unless
    /// you set it. A `.time` row writes no date.
    ///
    /// Both backends write the same text for the same settings: a terminal beside the key, UIKit
    /// in the `.keyboard` and `.expanding` presentations (the system's compact button writes the
    /// date its own way).
    public var dateStyle: Date.FormatStyle.DateStyle = .abbreviated {
        didSet { datePickerFormatDidChange(.text) }
    }

    /// How the row writes the time (`.shortened`: `9:30 AM`; `.standard`: `9:30:00 AM`;
    /// `.complete`); shortened unless you set it. A `.date` row writes no time.
    public var timeStyle: Date.FormatStyle.TimeStyle = .shortened {
        didSet { datePickerFormatDidChange(.text) }
    }

    /// A format of your own for the shown date, in place of ``dateStyle`` and ``timeStyle``: a
    /// `DateFormat` of any `FormatStyle` that writes a `Date` as a `String`, or `nil` (the
    /// default) for the styles.
    ///
    /// A `Date.FormatStyle` takes the row's ``locale``, ``calendar`` and ``timeZone``; another
    /// format (a `Date.VerbatimFormatStyle`, your own) is used as it is.
    ///
    /// ```swift
    /// start.format = DateFormat(.dateTime.weekday(.abbreviated).day().month(.abbreviated))   // "Fri, Mar 14"
    /// ```
    public var format: DateFormat? {
        didSet { datePickerFormatDidChange(.text) }
    }

    /// The minutes the user's times step by: 1 (the default) or another divisor of an hour (5,
    /// 10, 15, 30…), as `UIDatePicker.minuteInterval`. A time the user picks has its minute
    /// rounded down to a multiple of it (in a terminal, ↑/↓ on the minutes step by it, and a
    /// typed minute snaps); a date set by code is kept as it is.
    ///
    /// - Precondition: A divisor of 60 from 1 to 30; another interval is a misuse.
    public var minuteInterval: Int = 1 {
        didSet {
            require(
                DateInput.isMinuteInterval(minuteInterval),
                "ComposedTable: DatePickerCell.minuteInterval was set to \(minuteInterval). A minute interval divides an hour: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30."
            )
            datePickerMinuteIntervalDidChange()
        }
    }

    /// The text the row shows while no date is chosen (``selectedDate`` is `nil`), in the
    /// secondary colour; `nil` unless you set it. A row with a placeholder may be cleared by the
    /// user: Backspace on the row in a terminal, the Clear button under the open picker on UIKit.
    public var placeholder: String? {
        didSet { datePickerFormatDidChange(.text) }
    }

    /// The date chosen, or `nil` while none is: the row then shows its ``placeholder``, and
    /// ``date`` is where the picker opens. Choosing a date in the picker (opening it chooses the
    /// date it shows) sets it; setting `nil` clears the row.
    ///
    /// Observers of ``inputObservers`` hear of every change of it (with ``date``); bind it with
    /// ``bind(to:_:)`` to an optional date.
    public var selectedDate: Date? {
        get { hasDate ? date : nil }
        set {
            if let newValue {
                let wasEmpty = !hasDate
                hasDate = true
                date = newValue
                if wasEmpty, date == newValue { datePickerFormatDidChange(.text) }
                if wasEmpty { inputObservers.notify(date, byUser: false) }
            } else if hasDate {
                hasDate = false
                datePickerFormatDidChange(.text)
                inputObservers.notify(date, byUser: false)
            }
        }
    }

    /// Whether the picker shows below the row (the `.expanding` presentation): tapping the row
    /// (Enter in a terminal) opens it, and tapping it again, or opening another row's, closes it.
    /// Setting it opens or closes it as the user would; one row of a table is open at most.
    public var isExpanded: Bool {
        get { expansion }
        set {
            guard presentation == .expanding, newValue != expansion else { return }
            if let controller { controller.core.setExpanded(self, newValue) } else { showExpansion(newValue) }
        }
    }

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
    /// Setting it chooses the date (``selectedDate``).
    package var input: Date {
        get { date }
        set { selectedDate = newValue }
    }

    /// Called after every change of ``date``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Date>()

    /// The formatted date (or duration) as the row shows it: in a terminal beside the key, on
    /// UIKit in the `.keyboard` presentation's field and beside the key of an `.expanding` row
    /// (the others show the picker itself); the plain-text rendering writes it too. `nil` while
    /// no date is chosen (the row shows its ``placeholder``). Setting it does nothing (set
    /// ``date``).
    package override var valueText: String? {
        get { hasDate || mode == .countDownTimer ? formattedValue : nil }
        set {}
    }

    /// The duration of a countdown, checked and in whole minutes.
    var duration: TimeInterval = 60  // Core's shortest countdown

    /// Whether a date is chosen (``selectedDate``).
    var hasDate = true

    /// Whether the picker shows below the row (``isExpanded``), as Core last said.
    var expansion = false

    /// Whether the user's pick is being applied (observers hear of it as the user's).
    var isChangingByUser = false

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The date picker, for appearance and settings beyond the cell's (the minute interval);
    /// read and set the value with ``date``, and the calendar, locale and time zone with the
    /// cell's. (UIKit only.)
    public let datePicker = UIDatePicker()

    /// The field of the `.keyboard` presentation, which shows the picker where the keyboard
    /// goes; `nil` for the other presentations.
    lazy var field: InputViewField? = presentation == .keyboard ? InputViewField(picker: datePicker) : nil

    /// The picker and the Clear button of the `.expanding` presentation, hidden while closed.
    var expandedPicker: UIStackView?
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

    /// Creates a date picker row that may hold no date: it shows `placeholder` until a date is
    /// chosen, and the user may clear it.
    ///
    /// ```swift
    /// addCell(DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "None", mode: .date, presentation: .expanding))
    ///     .bind(to: event, \.end)   // end: Date?
    /// ```
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - selectedDate: The date chosen, or `nil` for none (the picker then opens at now,
    ///     clamped into `range`).
    ///   - placeholder: What the row shows while no date is chosen.
    ///   - mode: What the row edits; a date and a time unless you say otherwise.
    ///   - presentation: How the picker shows on UIKit; compact unless you say otherwise.
    ///   - range: The dates the user can choose between, or `nil` (the default) for any.
    ///   - onChange: Called after every change the user makes (read ``selectedDate``: `nil` when
    ///     the user cleared the row).
    /// - Complexity: O(1).
    public convenience init(
        key: String, selectedDate: Date?, placeholder: String, mode: DatePickerMode = .dateAndTime,
        presentation: PickerPresentation = .compact, in range: ClosedRange<Date>? = nil,
        onChange: (@MainActor (DatePickerCell, Date) -> Void)? = nil
    ) {
        self.init(key: key, date: selectedDate ?? .now, mode: mode, presentation: presentation, in: range, onChange: onChange)
        self.placeholder = placeholder
        hasDate = selectedDate != nil
        datePickerFormatDidChange(.text)
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
            : DateInput.text(
                of: date, mode: mode, dateStyle: dateStyle, timeStyle: timeStyle, format: format, locale: locale,
                calendar: calendar, timeZone: timeZone)
    }

    /// What the row shows for its value: the formatted date, or the placeholder while no date is
    /// chosen (`nil` without one).
    var shownValue: String? { hasDate || mode == .countDownTimer ? formattedValue : placeholder }

    /// The calendar with the row's time zone: the one every computation uses.
    var zonedCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        return calendar
    }

    // MARK: - Behaviour

    /// Whether the row belongs in the focus chain (Tab; the keyboard's previous and next): on
    /// UIKit with the `.keyboard` presentation; in a terminal always (it is edited in place).
    package override var takesTextFocus: Bool { datePickerTakesFocus }

    /// Whether selecting the row does something: it shows the picker (on UIKit with the
    /// `.keyboard` and `.expanding` presentations; in a terminal always: it starts editing), or
    /// it has an ``ActiveCell/action``.
    package override var hasAction: Bool { datePickerTakesFocus || presentation == .expanding || action != nil }

    /// Opens or closes an `.expanding` row's picker below it (in a terminal, editing starts or
    /// ends with it); else focuses the row where it takes focus — on UIKit with the `.keyboard`
    /// presentation, the picker shows where the keyboard goes; in a terminal, editing starts —
    /// then runs ``ActiveCell/action``, if any.
    package override func performAction() {
        if presentation == .expanding {
            let wasEmpty = !hasDate
            isExpanded.toggle()
            // Opening an empty row chose its date as the user's change, action included: once.
            if wasEmpty && hasDate { return }
        } else if datePickerTakesFocus {
            focusDatePicker()
        }
        action?(self)
    }

    /// Binds the row to an optional date of a model: the row shows the model's date, or its
    /// ``placeholder`` while the model holds `nil`, and each change the user makes — a date
    /// chosen, the row cleared — is written back. (Bind a `Date` property with
    /// `InputRow`'s `bind(to:_:)`.)
    ///
    /// ```swift
    /// addCell(DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "None", mode: .date)).bind(to: event, \.end)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly, as every binding does.
    ///   - keyPath: The `Date?` property.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(1) per change, either way.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Date?>) -> Self {
        bind(to: model, keyPath, read: { .some($0.selectedDate) }, write: { $0.selectedDate = $1 })
    }

    /// Sets the date, clamped to the range, as the user's change (the observers hear of it from
    /// ``reportUserChange(dateChanged:)``).
    func setDateByUser(_ newDate: Date) {
        isChangingByUser = true
        hasDate = true
        date = DateInput.clamped(DateInput.snapped(newDate, minuteInterval: minuteInterval, calendar: zonedCalendar), to: range)
        isChangingByUser = false
    }

    /// Chooses or clears the date as the user (a row that may be empty): observers, ``onChange``
    /// and the action hear of it.
    ///
    /// - Parameter isChosen: Whether a date is chosen now (``date``, as the picker shows it).
    func userDidChooseDate(_ isChosen: Bool) {
        guard isChosen != hasDate else { return }
        hasDate = isChosen
        datePickerFormatDidChange(.text)
        reportUserChange(dateChanged: true)
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
    /// Only the text changed (the styles, the format, the placeholder, whether a date is chosen).
    case text
}

extension DatePickerCell: ExpandingRow {
    /// Core opened or closed the picker under the row: the row shows it or hides it.
    package func showExpansion(_ isExpanded: Bool) {
        guard expansion != isExpanded else { return }
        expansion = isExpanded
        datePickerExpansionDidChange()
    }
}

/// The style of UIKit's date picker, decided where it can be tested.
enum DatePickerStyleChoice: Equatable {
    case compact, inline, wheels

    /// The style for a presentation and a mode. UIKit has the countdown as wheels only
    /// (`UIDatePicker.h`), whatever the presentation; an `.expanding` row opens the inline
    /// calendar for a date, the wheels otherwise.
    init(_ presentation: PickerPresentation, _ mode: DatePickerMode) {
        switch presentation {
        case _ where mode == .countDownTimer: self = .wheels
        case .compact: self = .compact
        case .inline: self = .inline
        case .expanding: self = mode == .date || mode == .dateAndTime ? .inline : .wheels
        case .wheels, .keyboard: self = .wheels
        }
    }

    /// Whether a mode change sets the style before the mode: so that the picker never has a
    /// countdown in a style other than the wheels, even for a moment — entering the countdown,
    /// the wheels come first; leaving it, the mode goes first.
    static func setsStyleFirst(to mode: DatePickerMode) -> Bool { mode == .countDownTimer }
}
