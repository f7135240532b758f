#if !canImport(UIKit)
import Foundation

extension DatePickerCell {
    /// Nothing to set up: the row draws the date, and edits it in place.
    func setUpDatePicker() {}

    // MARK: - The platform's part of a change

    /// Nothing to follow: the next frame draws the date.
    func datePickerDateDidChange() {}

    /// Nothing to follow: the next frame draws the duration.
    func datePickerDurationDidChange() {}

    /// Nothing to follow: the keys clamp to the range.
    func datePickerRangeDidChange() {}

    /// Nothing to follow: the next frame writes the date in the new format.
    func datePickerFormatDidChange(_ part: DateFormatPart) {}

    /// The parts change with the mode: an edit under way ends, keeping the date.
    func datePickerModeDidChange() {
        commitEditing()
    }

    /// Nothing to follow: the keys step by the interval.
    func datePickerMinuteIntervalDidChange() {}

    /// Opened, the row edits in place and shows its calendar below; closed, the edit ends.
    func datePickerExpansionDidChange() {
        if expansion { startEditing() } else { commitEditing() }
    }

    /// Edited in place, the row is always in the focus chain, and selecting it starts editing.
    var datePickerTakesFocus: Bool { true }

    /// Starts editing, through Core's focus when the row is in a table (an `.expanding` row then
    /// opens, through Core, which closes the row that was open).
    func focusDatePicker() {
        if let controller {
            controller.core.focus(self)
        } else {
            startEditing()
        }
    }

    // MARK: - Parts

    /// The edit under way: the part chosen, the digits typed into it, the values to go back to.
    struct Editing {
        var part: Int
        var typed = ""
        let originalDate: Date
        let originalDuration: TimeInterval
        /// Whether a date was chosen when editing began (a row that may be empty).
        var originalHasDate = true
    }

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
        var start = date
        var delta = delta
        if part == .minute, minuteInterval > 1 {
            // Times step by the interval, from the multiple at or below the time.
            start = DateInput.snapped(date, minuteInterval: minuteInterval, calendar: zonedCalendar)
            delta = delta < 0 && start != date ? 0 : delta * minuteInterval
        }
        guard let changed = zonedCalendar.date(byAdding: component, value: delta, to: start) else { return }
        setDateByUser(changed)
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
}

extension DatePickerCell: InPlaceEditing {
    func startEditing() {
        guard isEnabled, editing == nil else { return }
        editing = Editing(part: 0, originalDate: date, originalDuration: countDownDuration, originalHasDate: hasDate)
        controller?.editingDidBegin(in: self)
        // Opening the picker of an empty row chooses the date it shows, as UIKit's does.
        userDidChooseDate(true)
        if presentation == .expanding { isExpanded = true }
    }

    func commitEditing() {
        guard editing != nil else { return }
        editing = nil
        controller?.editingDidEnd(in: self)
        isExpanded = false
    }

    func revertEditing() {
        guard let editing else { return }
        let before = (date, countDownDuration, hasDate)
        self.editing = nil
        countDownDuration = editing.originalDuration
        // The date as it was, not snapped to the minute interval: a date set by code stays as it is.
        isChangingByUser = true
        date = editing.originalDate
        isChangingByUser = false
        hasDate = editing.originalHasDate
        controller?.editingDidEnd(in: self)
        isExpanded = false
        if before != (date, countDownDuration, hasDate) { reportUserChange(dateChanged: before.0 != date || before.2 != hasDate) }
    }

    /// Backspace and Delete clear a row that may be empty (it has a ``placeholder``).
    func handleValueKey(_ key: Key) -> Bool {
        guard key == .backspace || key == .delete, placeholder != nil, mode != .countDownTimer else { return false }
        if isEnabled { userDidChooseDate(false) }
        return true
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
        if before != (date, countDownDuration) { reportUserChange(dateChanged: before.0 != date) }
        return true
    }
}

extension DatePickerCell: TerminalCell {
    /// One line; an open `.expanding` row adds its month calendar below (a row with a date).
    func terminalLineCount(width: Int) -> Int {
        guard expansion, editing != nil, mode == .date || mode == .dateAndTime else { return 1 }
        return 1 + monthLines.count
    }

    /// The weekdays before the first of the date's month in its first week.
    private var monthOffset: Int {
        var calendar = zonedCalendar
        calendar.locale = locale
        guard let start = calendar.dateInterval(of: .month, for: date)?.start else { return 0 }
        return (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
    }

    /// The month calendar of the date: its title, the weekdays, then a line per week (the
    /// calendar's first weekday first, for ``locale``); the chosen day's columns.
    var monthLines: [String] {
        var calendar = zonedCalendar
        calendar.locale = locale
        guard let month = calendar.dateInterval(of: .month, for: date),
            let days = calendar.range(of: .day, in: .month, for: date)
        else { return [] }
        var title = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).month(.wide).year()
        title.locale = locale
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        let weekdays = (0..<7).map { String(symbols[(first + $0) % 7].prefix(2)) }
        var lines = [month.start.formatted(title), weekdays.map { $0.count < 2 ? " " + $0 : $0 }.joined(separator: " ")]
        let offset = monthOffset
        var week = String(repeating: "   ", count: offset)
        for day in days {
            week += (day < 10 ? " " : "") + "\(day)"
            if (offset + day) % 7 == 0 || day == days.upperBound - 1 {
                lines.append(week)
                week = ""
            } else {
                week += " "
            }
        }
        return lines
    }

    /// Draws the key on the left and the date on the right; while editing, its parts, the chosen
    /// one in reverse video.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        guard let editing else {
            KeyValueLine.draw(
                key: key, value: shownValue ?? "", in: &buffer, row: origin.row, column: origin.column, columns: available,
                keyStyle: keyStyle.terminalStyle(),
                valueStyle: valueStyle.terminalStyle(default: hasDate || mode == .countDownTimer ? [] : .dim))
            return
        }
        if lineCount > 1 { drawMonth(in: &buffer, at: (origin.row + 1, origin.column + 2), lines: lineCount - 1, width: width - 2) }
        let parts = editedParts
        let partsWidth = parts.reduce(0) { $0 + $1.text.count + $1.separator.count }
        let keyText = DisplayWidth.truncateMiddle(key, to: max(0, available - partsWidth - 2))
        buffer.draw(keyText, row: origin.row, column: origin.column, style: keyStyle.terminalStyle())
        var column = origin.column + max(0, available - partsWidth)
        for (index, part) in parts.enumerated() {
            column = buffer.draw(part.text, row: origin.row, column: column, style: index == editing.part ? [.reverse, .accent] : [])
            column = buffer.draw(part.separator, row: origin.row, column: column)
        }
    }

    /// Draws the month calendar under an open row, the chosen day in reverse video.
    private func drawMonth(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), lines: Int, width: Int) {
        let month = monthLines
        for (index, line) in month.prefix(lines).enumerated() {
            buffer.draw(
                DisplayWidth.truncate(line, to: max(0, width)), row: origin.row + index, column: origin.column,
                style: index == 1 ? .dim : [])
        }
        // The chosen day: its cell of the grid (three columns a day, the first week offset).
        let day = zonedCalendar.component(.day, from: date)
        let cell = monthOffset + day - 1
        let row = 2 + cell / 7
        let column = cell % 7 * 3
        guard row < min(lines, month.count), column + 2 <= width else { return }
        buffer.draw((day < 10 ? " " : "") + "\(day)", row: origin.row + row, column: origin.column + column, style: [.reverse, .accent])
    }
}
#endif
