package import Foundation

/// The rules of a date picker row, kept once for both backends: the date within its range, the
/// countdown's duration, and the text the row shows.
/// Data never traps: dates are clamped into the range; a countdown lasts 1 minute to 23 h 59 min.
package enum DateInput {
    /// The seconds of a day: a countdown lasts less.
    package static let day: TimeInterval = 86_400

    package static func clamped(_ date: Date, to range: ClosedRange<Date>?) -> Date {
        guard let range else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    /// A countdown's duration as the user picked it or code set it, made valid: within 1 min to
    /// 23 h 59 min, in whole minutes. Never misuse: a duration from data or a control's value is
    /// clamped, not refused.
    package static func pickedCountDown(_ duration: TimeInterval) -> TimeInterval {
        guard !duration.isNaN else { return 60 }
        return (min(max(duration, 60), day - 60) / 60).rounded(.down) * 60
    }

    /// A countdown's duration as the row shows it: `1 h 30 min`, `45 min`, `2 h 4 min`.
    package static func countDownText(_ duration: TimeInterval) -> String {
        let minutes = Int(duration / 60)
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

    /// A date as a row of the mode shows it: in the date and time styles (the mode omits the
    /// part it does not edit: a `.date` row writes no time), or in a format of the program's,
    /// for the locale, calendar and time zone (a ``DateFormat`` made of a `Date.FormatStyle`
    /// takes them too); a narrow no-break space is written as a space. A countdown is written by ``countDownText(_:)``.
    package static func text(
        of date: Date, mode: DatePickerMode, dateStyle: Date.FormatStyle.DateStyle = .abbreviated,
        timeStyle: Date.FormatStyle.TimeStyle = .shortened, format: DateFormat? = nil,
        locale: Locale, calendar: Calendar, timeZone: TimeZone
    ) -> String {
        let text: String
        if let format {
            text = format.text(of: date, locale: locale, calendar: calendar, timeZone: timeZone)
        } else {
            let styles: (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle) =
                switch mode {
                case .date: (dateStyle, .omitted)
                case .time: (.omitted, timeStyle)
                case .dateAndTime, .countDownTimer: (dateStyle, timeStyle)
                }
            let style = Date.FormatStyle(date: styles.0, time: styles.1, locale: locale, calendar: calendar, timeZone: timeZone)
            text = date.formatted(style)
        }
        return String(text.map { $0 == "\u{202F}" ? " " : $0 })
    }

    /// Whether a minute interval is one a picker accepts: a divisor of 60 (1, 2, 3, 4, 5, 6,
    /// 10, 12, 15, 20, 30), as `UIDatePicker.minuteInterval`.
    package static func isMinuteInterval(_ interval: Int) -> Bool {
        (1...30).contains(interval) && 60 % interval == 0
    }

    /// A date the user picked with a minute interval: its minute rounded down to a multiple of
    /// the interval, its seconds dropped, as `UIDatePicker` reports it.
    package static func snapped(_ date: Date, minuteInterval interval: Int, calendar: Calendar) -> Date {
        guard interval > 1 else { return date }
        var components = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        components.minute = (components.minute ?? 0) / interval * interval
        return calendar.date(from: components) ?? date
    }
}
