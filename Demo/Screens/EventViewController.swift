import ComposedTable

/// A new calendar event, in the style of Calendar's: an All-day switch that flips the two date
/// rows between a date and a date and time, the dates' pickers opening below their rows (one
/// at a time), a repeat picker and an alert choice that start empty.
///
/// The rows are bound to an ``Event``; the screen's dates are written for its locale and time
/// zone (the user's unless a test fixes them).
final class EventViewController: ComposedTableViewController {
    /// What the screen edits.
    final class Event {
        var title = ""
        var isAllDay = false
        var starts: Date
        var ends: Date
        var repeats: String?
        var alert: String?

        init(starts: Date) {
            self.starts = starts
            ends = starts.addingTimeInterval(3600)
        }
    }

    let event: Event
    private let locale: Locale
    private let timeZone: TimeZone

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - starts: When the event starts; it ends an hour later.
    ///   - locale: The locale the dates are written for.
    ///   - timeZone: The time zone the dates are shown in.
    init(starts: Date = .now, locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent) {
        event = Event(starts: starts)
        self.locale = locale
        self.timeZone = timeZone
        super.init(title: "New Event")
    }

    required init?(coder: NSCoder) { nil }

    override func compose() {
        addSection()
        addCell(TextFieldCell(key: "Title", placeholder: "New Event")).bind(to: event, \.title)

        addSection(header: "When", footer: "Tap a date to open its calendar below it.")
        let allDay = addCell(SwitchCell(key: "All-day")).bind(to: event, \.isAllDay)
        let starts = addCell(DatePickerCell(key: "Starts", date: event.starts, presentation: .expanding))
        let ends = addCell(DatePickerCell(key: "Ends", date: event.ends, presentation: .expanding))
        for row in [starts, ends] {
            row.locale = locale
            row.timeZone = timeZone
            row.minuteInterval = 5
        }
        starts.bind(to: event, \.starts)
        ends.bind(to: event, \.ends)
        // All-day: the dates lose their times, in place (their pickers too).
        allDay.inputObservers.add { [weak starts, weak ends] isAllDay, _ in
            starts?.mode = isAllDay ? .date : .dateAndTime
            ends?.mode = isAllDay ? .date : .dateAndTime
        }

        addSection(header: "Options")
        addCell(
            PickerCell(
                key: "Repeat", options: ["Daily", "Weekly", "Monthly", "Yearly"], selectedOption: nil, placeholder: "Never",
                presentation: .expanding)
        )
        .bind(to: event, \.repeats)
        addCell(SegmentedCell(key: "Alert", segments: ["5 min", "1 h", "1 day"], selectedSegment: nil))
            .bind(to: event, \.alert)
    }
}
