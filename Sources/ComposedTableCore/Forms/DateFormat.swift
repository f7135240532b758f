public import Foundation

/// A format of the program's for the text of a date row (`DatePickerCell.format`): any
/// `FormatStyle` that writes a `Date` as a `String`.
///
/// A `Date.FormatStyle` takes the row's locale, calendar and time zone, so the text follows
/// them as the styles do; another format (a `Date.VerbatimFormatStyle`, your own) is used as it
/// is. Both backends write the same text with it.
///
/// ```swift
/// start.format = DateFormat(.dateTime.weekday(.abbreviated).day().month(.abbreviated))   // "Fri, Mar 14"
/// start.format = DateFormat(Date.VerbatimFormatStyle(format: "\(day: .twoDigits).\(month: .twoDigits).",
///                                                    timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
/// ```
public struct DateFormat {
    private let write: (Date, Locale, Calendar, TimeZone) -> String

    /// A format from a `Date.FormatStyle`, which takes the row's locale, calendar and time zone.
    ///
    /// - Parameter style: The style; its own locale, calendar and time zone are replaced by the
    ///   row's.
    package init(_ style: Date.FormatStyle) {
        write = { date, locale, calendar, timeZone in
            var style = style
            style.locale = locale
            style.calendar = calendar
            style.timeZone = timeZone
            return style.format(date)
        }
    }

    /// A format from any style that writes a date as a string; a `Date.FormatStyle` takes the
    /// row's locale, calendar and time zone, another is used as it is.
    ///
    /// - Parameter style: The style.
    public init<Style: FormatStyle>(_ style: Style) where Style.FormatInput == Date, Style.FormatOutput == String {
        if let dateStyle = style as? Date.FormatStyle {
            self = DateFormat(dateStyle)
        } else {
            write = { date, _, _, _ in style.format(date) }
        }
    }

    package func text(of date: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        write(date, locale, calendar, timeZone)
    }
}
