#if !canImport(UIKit)
public import Foundation

/// A row with a date, a time, both, or a countdown duration, edited in place.
///
/// The row shows the date formatted for its ``locale``, ``calendar`` and ``timeZone``
/// (Foundation's `Date.FormatStyle`: `Mar 14, 2025 at 9:30 AM` in `en_US`), or the duration
/// (`1 h 30 min`) for `DatePickerMode.countDownTimer`. Enter starts editing, and so does Tab
/// (the row is in the focus chain). While editing, the row shows the parts — year, month, day,
/// hour, minute (hours and minutes for a countdown) — as numbers, the chosen one in reverse
/// video: ←/→ choose a part, ↑/↓ or +/- change it by one (clamped to ``range``), digits type
/// it (the next part follows when it is complete), Enter keeps the date, Esc puts back the date
/// editing began with, Tab and Shift-Tab keep it and move focus.
///
/// Digits typed into a part show as typed until it is complete (`19__`, `3_`). A month, day,
/// hour or minute takes a digit's value at once (`3` is the 3rd; a second digit may follow). A
/// year takes its value only once its four digits are typed: a year typed in part (`20`, then
/// Enter or another part) is dropped and the year stays as it was — never the year 20. Backspace
/// takes back the last digit typed. Every change notifies
/// ``inputObservers`` (`byUser` true; not for a countdown, whose ``date`` does not change), then
/// calls ``onChange`` and ``ActiveCell/action``.
///
/// ```swift
/// let departure = DatePickerCell(key: "Departure", date: .now, mode: .dateAndTime, in: Date.now...) { cell, date in
///     trip.departure = date
/// }
/// departure.locale = Locale(identifier: "en_GB")
/// addCell(departure)
/// ```
///
/// The ``presentation`` is UIKit's look; in the terminal every presentation is edited in place.
@MainActor
open class DatePickerCell: ActiveCell, InputRow, InPlaceEditing {
    /// Called after every change the user makes, with the cell and the date (for a countdown,
    /// read ``countDownDuration``).
    open var onChange: (@MainActor (DatePickerCell, Date) -> Void)?

    /// The date. Setting it does not call ``onChange``; it notifies ``inputObservers`` when the
    /// date changes.
    ///
    /// - Precondition: Within ``range``, when there is one.
    open var date: Date {
        didSet {
            DateInput.requireDate(date, in: range, .property("DatePickerCell", "date"))
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: date) }
        }
    }

    /// What the row edits: a date, a time, both, or a countdown duration.
    public let mode: DatePickerMode

    /// How UIKit shows the picker; the terminal edits every presentation in place.
    public let presentation: PickerPresentation

    /// The dates the user can choose between, or `nil` for any. Setting a range that leaves
    /// ``date`` out clamps the date into it (observers hear of that change, `byUser` false).
    open var range: ClosedRange<Date>? {
        didSet { date = DateInput.clamped(date, to: range) }
    }

    /// The duration of a `DatePickerMode.countDownTimer` row, in seconds (whole minutes: the
    /// seconds are dropped); 0 unless set. Setting it does not call ``onChange``.
    ///
    /// - Precondition: From 0 to less than 24 hours.
    open var countDownDuration: TimeInterval {
        get { duration }
        set { duration = DateInput.countDown(newValue, .property("DatePickerCell", "countDownDuration")) }
    }

    private var duration: TimeInterval = 60  // Core's shortest countdown

    /// The locale the date is written for; the user's unless set (set one for a fixed output).
    open var locale: Locale = .autoupdatingCurrent

    /// The time zone the date is shown and edited in; the user's unless set.
    open var timeZone: TimeZone = .autoupdatingCurrent

    /// The calendar the date is shown and edited in; the user's unless set.
    open var calendar: Calendar = .autoupdatingCurrent

    /// ``date``, under the name every input row shares (`InputRow`).
    public var input: Date {
        get { date }
        set { date = newValue }
    }

    /// Called after every change of ``date``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Date>()

    private var isChangingByUser = false

    /// The edit under way: the part chosen, the digits typed into it, the values to go back to.
    struct Editing {
        var part: Int
        var typed = ""
        let originalDate: Date
        let originalDuration: TimeInterval
    }

    /// The edit under way; `nil` when not editing.
    private(set) var editing: Editing?

    /// Creates a date picker row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - date: The initial date, within `range`.
    ///   - mode: What the row edits; a date and a time unless you say otherwise.
    ///   - presentation: How UIKit shows the picker; ignored by the terminal.
    ///   - range: The dates the user can choose between, or `nil` (the default) for any.
    ///   - onChange: Called after every change the user makes, with the cell and the date.
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
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    // MARK: - Text

    /// The calendar with the row's time zone: the one every computation uses.
    private var zonedCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        return calendar
    }

    /// The text the row shows: the formatted date, or the duration (`1 h 30 min`, `45 min`).
    /// A narrow no-break space (`9:30 AM` in `en_US`) is written as a space.
    var formattedValue: String {
        mode == .countDownTimer
            ? DateInput.countDownText(countDownDuration)
            : DateInput.text(of: date, mode: mode, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    /// The formatted date (or duration), for the plain-text rendering; setting it does nothing
    /// (set ``date``).
    open override var value: String? {
        get { formattedValue }
        set {}
    }

    // MARK: - Parts

    /// A part of a date the user edits.
    enum Part: CaseIterable {
        case year, month, day, hour, minute
    }

    /// The parts the mode edits, in order.
    var parts: [Part] {
        switch mode {
        case .date: [.year, .month, .day]
        case .time, .countDownTimer: [.hour, .minute]
        case .dateAndTime: [.year, .month, .day, .hour, .minute]
        }
    }

    /// The value of a part now.
    private func value(of part: Part) -> Int {
        if mode == .countDownTimer {
            let minutes = Int(countDownDuration / 60)
            return part == .hour ? minutes / 60 : minutes % 60
        }
        let calendar = zonedCalendar
        switch part {
        case .year: return calendar.component(.year, from: date)
        case .month: return calendar.component(.month, from: date)
        case .day: return calendar.component(.day, from: date)
        case .hour: return calendar.component(.hour, from: date)
        case .minute: return calendar.component(.minute, from: date)
        }
    }

    /// The values a part can take, given the others (the days of the date's month).
    private func values(of part: Part) -> ClosedRange<Int> {
        switch part {
        case .year: return 1...9999
        case .month: return 1...12
        case .day:
            let days = zonedCalendar.range(of: .day, in: .month, for: date) ?? 1..<32
            return days.lowerBound...(days.upperBound - 1)
        case .hour: return 0...23
        case .minute: return 0...59
        }
    }

    /// The digits a part is written with.
    private func digits(of part: Part) -> Int { part == .year ? 4 : 2 }

    /// The date (or duration) with a part set to a value (the day clamped to its month), clamped
    /// to the range.
    private func setting(_ part: Part, to newValue: Int) {
        if mode == .countDownTimer {
            let hours = part == .hour ? newValue : value(of: .hour)
            let minutes = part == .minute ? newValue : value(of: .minute)
            countDownDuration = TimeInterval(hours * 3600 + minutes * 60)
            return
        }
        let calendar = zonedCalendar
        var components = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        switch part {
        case .year: components.year = newValue
        case .month: components.month = newValue
        case .day: components.day = newValue
        case .hour: components.hour = newValue
        case .minute: components.minute = newValue
        }
        if part == .year || part == .month, let day = components.day {
            var first = components
            first.day = 1
            if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start) {
                components.day = min(day, days.upperBound - 1)
            }
        }
        guard let changed = calendar.date(from: components) else { return }
        setDateByUser(changed)
    }

    /// Moves a part by one, up or down (a date rolls over into the next part, clamped to the
    /// range; a countdown's hours stay within 0...23 and its minutes within 0...59).
    private func step(_ part: Part, by delta: Int) {
        if mode == .countDownTimer {
            let values = values(of: part)
            setting(part, to: min(max(value(of: part) + delta, values.lowerBound), values.upperBound))
            return
        }
        let component: Calendar.Component =
            switch part {
            case .year: .year
            case .month: .month
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            }
        guard let changed = zonedCalendar.date(byAdding: component, value: delta, to: date) else { return }
        setDateByUser(changed)
    }

    /// Sets the date, clamped to the range, as the user's change.
    private func setDateByUser(_ newDate: Date) {
        isChangingByUser = true
        date = DateInput.clamped(newDate, to: range)
        isChangingByUser = false
    }

    // MARK: - Editing

    /// A date picker is in the focus chain: Tab edits it.
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
        editing = Editing(part: 0, originalDate: date, originalDuration: countDownDuration)
        controller?.editingDidBegin(in: self)
    }

    func commitEditing() {
        guard editing != nil else { return }
        editing = nil
        controller?.editingDidEnd(in: self)
    }

    func revertEditing() {
        guard let editing else { return }
        let before = (date, countDownDuration)
        self.editing = nil
        countDownDuration = editing.originalDuration
        setDateByUser(editing.originalDate)
        controller?.editingDidEnd(in: self)
        if before != (date, countDownDuration) { userDidChange(dateChanged: before.0 != date) }
    }

    var editsOnTyping: Bool { true }

    var keyHelpTopic: KeyHelpTopic? { editing == nil ? .choice : .editingChoice }

    var editingKeyHints: String { "↑↓ change · ←→ part · ⏎ done · esc cancel" }

    func handleEditingKey(_ key: Key) -> Bool {
        guard var editing else { return false }
        let parts = parts
        let part = parts[min(editing.part, parts.count - 1)]
        let before = (date, countDownDuration)
        switch key {
        case .left, .right:
            editing.part = min(max(0, editing.part + (key == .left ? -1 : 1)), parts.count - 1)
            editing.typed = ""
        case .up, .character("+"):
            editing.typed = ""
            step(part, by: 1)
        case .down, .character("-"):
            editing.typed = ""
            step(part, by: -1)
        case .character(let character) where character.isASCII && character.isWholeNumber:
            let allowed = values(of: part)
            var typed = editing.typed + String(character)
            if let number = Int(typed), number > allowed.upperBound { typed = String(character) }
            let number = Int(typed) ?? 0
            let isComplete = typed.count >= digits(of: part) || number * 10 > allowed.upperBound
            // A year in part is no year (20 is not the year 20): it waits for its four digits.
            if isComplete || part != .year, allowed.contains(number) { setting(part, to: number) }
            if isComplete {
                editing.part = min(editing.part + 1, parts.count - 1)
                typed = ""
            }
            editing.typed = typed
        case .backspace:
            if !editing.typed.isEmpty { editing.typed.removeLast() }
        default:
            return false
        }
        self.editing = editing
        if before != (date, countDownDuration) { userDidChange(dateChanged: before.0 != date) }
        return true
    }

    /// Tells the observers (when the date changed), ``onChange``, then ``ActiveCell/action``, of
    /// the user's change.
    private func userDidChange(dateChanged: Bool) {
        let date = date
        inputObservers.reportUserChange(date, valueChanged: dateChanged) {
            onChange?(self, date)
        } action: {
            action?(self)
        }
    }

    /// The parts as the editor shows them, with what goes between them: the digits typed into
    /// the chosen part as typed (`19__`).
    private var editedParts: [(text: String, separator: String)] {
        let parts = parts
        return parts.enumerated().map { index, part in
            let number = value(of: part)
            let text: String
            if let editing, index == editing.part, !editing.typed.isEmpty {
                text = editing.typed + String(repeating: "_", count: max(0, digits(of: part) - editing.typed.count))
            } else if mode == .countDownTimer {
                text = part == .hour ? "\(number)" : (number < 10 ? "0\(number)" : "\(number)")
            } else {
                let written = String(number)
                text = String(repeating: "0", count: max(0, digits(of: part) - written.count)) + written
            }
            let separator: String =
                switch (mode, part) {
                case (.countDownTimer, .hour): " h "
                case (.countDownTimer, _): " min"
                case (_, .year), (_, .month): index + 1 < parts.count ? "-" : ""
                case (_, .day): index + 1 < parts.count ? " " : ""
                case (_, .hour): ":"
                default: ""
                }
            return (text, separator)
        }
    }

    // MARK: - Drawing

    /// One line.
    open override func naturalLineCount(width: Int) -> Int { 1 }

    /// Draws the key on the left and the date on the right; while editing, its parts, the chosen
    /// one in reverse video.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        guard let editing else {
            let text = formattedValue
            let textWidth = DisplayWidth.of(text)
            let keyColumns = max(0, available - textWidth - 2)
            buffer.draw(DisplayWidth.truncate(key, to: keyColumns), row: origin.row, column: origin.column)
            buffer.draw(DisplayWidth.truncate(text, to: available), row: origin.row, column: origin.column + max(0, available - textWidth))
            return
        }
        let parts = editedParts
        let partsWidth = parts.reduce(0) { $0 + $1.text.count + $1.separator.count }
        buffer.draw(DisplayWidth.truncate(key, to: max(0, available - partsWidth - 2)), row: origin.row, column: origin.column)
        var column = origin.column + max(0, available - partsWidth)
        for (index, part) in parts.enumerated() {
            column = buffer.draw(part.text, row: origin.row, column: column, style: index == editing.part ? [.reverse, .accent] : [])
            column = buffer.draw(part.separator, row: origin.row, column: column)
        }
    }
}
#endif
