package import Foundation

/// The rules of a date picker row, kept once for both backends: the date within its range, the
/// countdown's duration, and the text the row shows.
///
/// - Dates often come from data, so none stops the program: a date set by code (or given to the
///   initialiser) outside the range is clamped into it, as `UIDatePicker` does; so is the date
///   when the range changes, and a date the user picks.
/// - A countdown lasts from 1 minute to less than 24 hours, in whole minutes (seconds are
///   dropped; less than a minute is a minute: UIKit's countdown wheel cannot show 0; more is
///   23 h 59 min).
///
/// ```swift
/// DateInput.clamped(tomorrow, to: today...today)                  // today
/// DateInput.countDownText(5400)                                   // "1 h 30 min"
/// DateInput.text(of: date, mode: .date, locale: Locale(identifier: "en_US"),
///                calendar: Calendar(identifier: .gregorian), timeZone: .gmt)   // "Mar 14, 2025"
/// ```
package enum DateInput {
    /// The seconds of a day: a countdown lasts less.
    package static let day: TimeInterval = 86_400

    /// A date clamped into a range.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - range: The dates allowed, or `nil` for any.
    /// - Returns: The date, or the range's nearer end.
    package static func clamped(_ date: Date, to range: ClosedRange<Date>?) -> Date {
        guard let range else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    /// A countdown's duration as the user picked it or code set it, made valid: within 1 min to
    /// 23 h 59 min, in whole minutes. Never misuse: a duration from data or a control's value is
    /// clamped, not refused.
    ///
    /// - Parameter duration: The duration the control reports, in seconds.
    /// - Returns: The duration.
    package static func pickedCountDown(_ duration: TimeInterval) -> TimeInterval {
        guard !duration.isNaN else { return 60 }
        return (min(max(duration, 60), day - 60) / 60).rounded(.down) * 60
    }

    /// A countdown's duration as the row shows it: `1 h 30 min`, `45 min`, `2 h 4 min`.
    ///
    /// - Parameter duration: The duration, in seconds.
    /// - Returns: The text.
    package static func countDownText(_ duration: TimeInterval) -> String {
        let minutes = Int(duration / 60)
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

    /// A date as a row of the mode shows it: Foundation's abbreviated date and short time for the
    /// locale, calendar and time zone (`Mar 14, 2025 at 9:30 AM` in `en_US`); a narrow no-break
    /// space is written as a space. A countdown is written by ``countDownText(_:)``.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - mode: What the row edits.
    ///   - locale: The locale to write for.
    ///   - calendar: The calendar.
    ///   - timeZone: The time zone.
    /// - Returns: The text.
    package static func text(
        of date: Date, mode: DatePickerMode, locale: Locale, calendar: Calendar, timeZone: TimeZone
    ) -> String {
        let styles: (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle) =
            switch mode {
            case .date: (.abbreviated, .omitted)
            case .time: (.omitted, .shortened)
            case .dateAndTime, .countDownTimer: (.abbreviated, .shortened)
            }
        let style = Date.FormatStyle(date: styles.0, time: styles.1, locale: locale, calendar: calendar, timeZone: timeZone)
        return String(date.formatted(style).map { $0 == "\u{202F}" ? " " : $0 })
    }
}
