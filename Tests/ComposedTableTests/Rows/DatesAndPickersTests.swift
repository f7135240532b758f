import Foundation
import Observation
import TestSupport
import Testing

@testable import ComposedTable

/// A model with optional values, for bindings.
@Observable
final class PickerTestEvent {
    var end: Date?
    var repeats: String?
    var alert: String?
    var size = "M"
}

/// Dates and pickers: a date's shown format, a mode that changes in place, a minute
/// interval, rows that open their picker below themselves, choices that start empty, and option
/// values — in a terminal, screen by screen.
@MainActor
struct DatesAndPickersTests {
    /// 2025-03-14 09:30 UTC, a Friday.
    static let friday = Date(timeIntervalSince1970: 1_741_944_600)

    /// A date row fixed to en_US, UTC and the Gregorian calendar.
    func dateRow(
        _ key: String = "When", mode: DatePickerMode = .dateAndTime, presentation: PickerPresentation = .compact
    ) -> DatePickerCell {
        let cell = DatePickerCell(key: key, date: Self.friday, mode: mode, presentation: presentation)
        fix(cell)
        return cell
    }

    func fix(_ cell: DatePickerCell) {
        cell.locale = Locale(identifier: "en_US")
        cell.timeZone = TimeZone(identifier: "UTC")!
        cell.calendar = Calendar(identifier: .gregorian)
    }

    /// The screen's text, line by line, without trailing blank lines.
    func lines(_ session: TerminalSession) -> [String] {
        var lines = session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    // MARK: - Dates: format, mode, minute interval

    @Test func aDateRowWritesItsStylesOrAFormatOfTheProgramsTheSameOnEveryBackend() throws {
        let row = dateRow()
        let session = makeSession([row])
        expectEqual(session.screen.line(1), "› When           Mar 14, 2025 at 9:30 AM")
        row.dateStyle = .numeric
        expectEqual(session.screen.line(1), "› When                3/14/2025, 9:30 AM")
        row.dateStyle = .complete
        row.timeStyle = .omitted
        expectEqual(session.screen.line(1), "› When            Friday, March 14, 2025")
        row.format = DateFormat(.dateTime.weekday(.abbreviated).day().month(.abbreviated))
        expectEqual(
            session.screen.line(1), "› When                       Fri, Mar 14", "a Date.FormatStyle takes the row's locale and zone")
        row.timeZone = TimeZone(identifier: "Pacific/Kiritimati")!
        expectEqual(session.screen.line(1), "› When                       Fri, Mar 14")
        row.timeZone = TimeZone(identifier: "UTC")!
        row.format = DateFormat(
            Date.VerbatimFormatStyle(
                format: "\(day: .twoDigits).\(month: .twoDigits).", timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
        expectEqual(session.screen.line(1), "› When                            14.03.", "another format is used as it is")
        expectEqual(row.value, "14.03.")
        row.format = nil
        row.mode = .date
        expectEqual(session.screen.line(1), "› When            Friday, March 14, 2025", "a .date row writes no time")
    }

    @Test func theModeChangesInPlaceAndEndsAnEditUnderWay() throws {
        let recorder = Recorder<Date>()
        let row = dateRow()
        recorder.observe(row)
        let session = makeSession([row, SwitchCell(key: "All-day", isOn: false)])
        session.run(try KeyScript("enter right"))
        expectEqual(session.screen.line(1), "› When                  2025-03-14 09:30")
        row.mode = .date
        expectEqual(session.screen.line(1), "› When                      Mar 14, 2025", "the edit ended, the date kept")
        #expect(session.navigationController.topViewController.editingCell == nil)
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› When                        2025-03-14", "the parts are the mode's")
        session.run(try KeyScript("enter"))
        row.mode = .dateAndTime
        expectEqual(session.screen.line(1), "› When           Mar 14, 2025 at 9:30 AM")
        #expect(recorder.observed.isEmpty, "the date did not change")
    }

    @Test func timesStepByTheMinuteIntervalAndTypedMinutesSnap() throws {
        let row = dateRow(mode: .time)
        row.minuteInterval = 15
        let session = makeSession([row])
        session.run(try KeyScript("enter right up"))
        expectEqual(session.screen.line(1), "› When                             09:45")
        session.run(try KeyScript("down down"))
        expectEqual(session.screen.line(1), "› When                             09:15")
        session.run(try KeyScript("type:07"))
        expectEqual(session.screen.line(1), "› When                             09:00", "a typed minute snaps down to the interval")
        row.date = Self.friday.addingTimeInterval(7 * 60)
        expectEqual(row.date, Self.friday.addingTimeInterval(7 * 60), "a date set by code is kept as it is")
        session.run(try KeyScript("down"))
        expectEqual(session.screen.line(1), "› When                             09:30", "↓ from 9:37 goes to the multiple below")
        expectEqual(row.date, Self.friday)
        // Esc puts back the date set by code as it was, not snapped (reviewer).
        session.run(try KeyScript("enter"))
        row.date = Self.friday.addingTimeInterval(7 * 60)
        session.run(try KeyScript("enter right up esc"))
        expectEqual(row.date, Self.friday.addingTimeInterval(7 * 60))
    }

    @Test func aMinuteIntervalThatDoesNotDivideAnHourIsAMisuse() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                DatePickerCell(key: "When", date: .now).minuteInterval = 7
            }
        }
        expectMisuse(result, "ComposedTable: DatePickerCell.minuteInterval was set to 7. A minute interval divides an hour")
    }

    @Test func changingToOrFromACountdownIsAMisuse() async {
        // UIKit documents that the compact and inline styles cannot show a countdown.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                DatePickerCell(key: "Starts", date: .now, mode: .date).mode = .countDownTimer
            }
        }
        expectMisuse(
            result,
            "ComposedTable: DatePickerCell \"Starts\" changed its mode from .date to .countDownTimer; a countdown is a picker of its own (UIKit has no compact or inline countdown). Make a DatePickerCell with mode: .countDownTimer instead."
        )
    }

    // MARK: - Dates: open below the row, empty

    @Test func openingAnEmptyExpandingRowRunsItsActionOnce() throws {
        // A reviewer found the action ran twice: once with the choice opening made, once after.
        var actions: [String] = []
        let ends = DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "None", mode: .date, presentation: .expanding)
        fix(ends)
        ends.action = { _ in actions.append("ends") }
        let repeats = PickerCell(
            key: "Repeat", options: ["Daily", "Weekly"], selectedOption: nil, placeholder: "Never", presentation: .expanding)
        repeats.action = { _ in actions.append("repeat") }
        let session = makeSession([ends, repeats], rows: 16)
        session.run(try KeyScript("enter"))
        expectEqual(actions, ["ends"])
        session.run(try KeyScript("enter down enter"))
        expectEqual(actions, ["ends", "repeat"], "Enter while it is open is done, not a tap; opening Repeat runs its action once")
    }

    @Test func anOpenRowRemovedFromItsTableClosesAndOpensAgainWhenAddedBack() throws {
        // A terminal ends the edit of a row that leaves, which closes it; UIKit has no edit to
        // end, and the controller's release closes it there (a reviewer found UIKit's table kept
        // a removed open row as its open one, so that added back a tap did nothing).
        let starts = dateRow("Starts", presentation: .expanding)
        let other = ActiveCell(key: "Other")
        let session = makeSession([other, starts], rows: 16)
        session.run(try KeyScript("down enter"))
        #expect(starts.isExpanded)
        let screen = try #require(starts.controller)
        screen.removeCell(starts)
        #expect(!starts.isExpanded && screen.core.expandedRow == nil)
        screen.appendCell(starts, to: screen.core.composition.sections[0])
        session.run(try KeyScript("up down enter"))
        #expect(starts.isExpanded, "it opens again")
        expectEqual(lines(session)[3], "    March 2025")
    }

    @Test func anExpandingDateRowOpensItsMonthBelowAndAnotherClosesIt() throws {
        let starts = dateRow("Starts", presentation: .expanding)
        let ends = dateRow("Ends", mode: .date, presentation: .expanding)
        let session = makeSession([starts, ends], rows: 16)
        expectEqual(lines(session)[1...2], ["› Starts         Mar 14, 2025 at 9:30 AM", "  Ends                      Mar 14, 2025"])
        session.run(try KeyScript("enter"))
        #expect(
            lines(session)[1...11] == [
                "› Starts                2025-03-14 09:30",
                "    March 2025",
                "    Su Mo Tu We Th Fr Sa",
                "                       1",
                "     2  3  4  5  6  7  8",
                "     9 10 11 12 13 14 15",
                "    16 17 18 19 20 21 22",
                "    23 24 25 26 27 28 29",
                "    30 31",
                "  Ends                      Mar 14, 2025",
                "",
            ])
        #expect(starts.isExpanded && session.screen.style(atRow: 6, column: 19).contains(.reverse), "the 14th is chosen")
        session.run(try KeyScript("right right up"))
        expectEqual(session.screen.line(1), "› Starts                2025-03-15 09:30")
        #expect(session.screen.style(atRow: 6, column: 22).contains(.reverse))
        ends.isExpanded = true
        #expect(!starts.isExpanded && ends.isExpanded, "one row is open at a time")
        #expect(
            lines(session)[1...4] == [
                "  Starts         Mar 15, 2025 at 9:30 AM", "› Ends                        2025-03-14", "    March 2025",
                "    Su Mo Tu We Th Fr Sa",
            ])
        session.run(try KeyScript("esc"))
        #expect(!ends.isExpanded && lines(session)[3] == "", "Esc closes it")
        session.run(try KeyScript("enter enter"))
        #expect(!ends.isExpanded && session.screen.line(2) == "› Ends                      Mar 14, 2025", "Enter closes it")
    }

    @Test func aDateRowMayStartEmptyShowItsPlaceholderAndBeCleared() async throws {
        let event = PickerTestEvent()
        let recorder = Recorder<Date>()
        let ends = DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "None", mode: .date).bind(to: event, \.end)
        fix(ends)
        ends.date = Self.friday
        recorder.observe(ends)
        let session = makeSession([ends])
        expectEqual(session.screen.line(1), "› Ends                              None")
        #expect(session.screen.style(atRow: 1, column: 38).contains(.dim), "the placeholder is in the secondary colour")
        #expect(ends.selectedDate == nil && ends.value == nil && event.end == nil)
        await session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Ends                        2025-03-14", "opening the picker chooses its date")
        #expect(event.end == Self.friday && recorder.observed.last?.byUser == true)
        await session.run(try KeyScript("esc"))
        expectEqual(session.screen.line(1), "› Ends                              None", "Esc puts back no date")
        expectEqual(event.end, nil)
        await session.run(try KeyScript("enter up enter"))
        expectEqual(session.screen.line(1), "› Ends                      Mar 14, 2026")
        await session.run(try KeyScript("backspace"))
        expectEqual(session.screen.line(1), "› Ends                              None", "Backspace clears it")
        #expect(event.end == nil && session.navigationController.viewControllers.count == 1)
        event.end = Self.friday
        await session.settle()
        expectEqual(session.screen.line(1), "› Ends                      Mar 14, 2025", "the model shows in the row")
        ends.selectedDate = nil
        expectEqual(event.end, nil)
    }

    // MARK: - Pickers and segments: empty, option values, open below the row

    @Test func aPickerMayStartEmptyAndItsValueIsTheOptionItself() async throws {
        let event = PickerTestEvent()
        let recorder = Recorder<[Int]>()
        let picker = PickerCell(key: "Repeat", options: ["Daily", "Weekly", "Monthly"], selectedOption: nil, placeholder: "Never")
            .bind(to: event, \.repeats)
        recorder.observe(picker)
        let session = makeSession([picker])
        expectEqual(session.screen.line(1), "› Repeat                           Never")
        #expect(session.screen.style(atRow: 1, column: 38).contains(.dim))
        #expect(picker.selectedOption == nil && picker.value == nil && event.repeats == nil)
        await session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Repeat                  ‹Daily› Weekly", "opening the picker chooses its option")
        #expect(event.repeats == "Daily" && recorder.observed.last?.byUser == true)
        await session.run(try KeyScript("down enter"))
        #expect(event.repeats == "Weekly" && picker.selectedOption == "Weekly" && picker.selectedIndex == 1)
        await session.run(try KeyScript("backspace"))
        expectEqual(session.screen.line(1), "› Repeat                           Never", "Backspace clears it")
        expectEqual(event.repeats, nil)
        await session.run(try KeyScript("enter esc"))
        expectEqual(session.screen.line(1), "› Repeat                           Never", "Esc puts back no choice")
        event.repeats = "Monthly"
        await session.settle()
        expectEqual(session.screen.line(1), "› Repeat                         Monthly", "the model shows in the row")
        picker.selectedOption = "Fortnightly"
        #expect(picker.selectedOption == nil && event.repeats == nil, "a string that is not an option chooses none")
        picker.options = []
        expectEqual(session.screen.line(1), "› Repeat                      No options", "an empty list from data never traps")
        picker.options = ["Daily"]
        expectEqual(session.screen.line(1), "› Repeat                           Never", "nothing chosen stays so")
    }

    @Test func aPickerAndASegmentedRowBindToAString() async throws {
        let event = PickerTestEvent()
        let picker = PickerCell(key: "Size", options: ["S", "M", "L"], selectedOption: nil).bind(to: event, \.size)
        let units = SegmentedCell(key: "Size", segments: ["S", "M", "L"], selectedSegment: "L").bind(to: event, \.size)
        #expect(picker.selectedOption == "M" && units.selectedSegment == "M", "the model's string shows in both")
        let session = makeSession([picker, units])
        await session.run(try KeyScript("enter down enter"))
        expectEqual(event.size, "L")
        await session.settle()
        expectEqual(units.selectedSegment, "L")
        await session.run(try KeyScript("down left"))
        expectEqual(event.size, "M")
        await session.settle()
        expectEqual(picker.selectedOption, "M")
    }

    @Test func aSegmentedRowMayStartWithNoSegmentChosen() throws {
        let event = PickerTestEvent()
        let recorder = Recorder<Int>()
        let alert = SegmentedCell(key: "Alert", segments: ["5 min", "1 h", "1 day"], selectedSegment: nil).bind(to: event, \.alert)
        recorder.observe(alert)
        let session = makeSession([alert])
        expectEqual(session.screen.line(1), "› Alert          ‹ 5 min │ 1 h │ 1 day ›", "no segment in brackets")
        #expect(alert.selectedSegment == nil && alert.value == nil && event.alert == nil)
        session.run(try KeyScript("left"))
        expectEqual(session.screen.line(1), "› Alert          ‹ 5 min │ 1 h │[1 day]›", "← chooses the last")
        #expect(event.alert == "1 day" && recorder.observed.last?.byUser == true)
        alert.selectedSegment = nil
        #expect(event.alert == nil && recorder.observed.last?.byUser == false)
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Alert          ‹[5 min]│ 1 h │ 1 day ›", "Enter chooses the first")
        alert.segments = []
        expectEqual(session.screen.line(1), "› Alert                       No options", "an empty list from data never traps")
    }

    @Test func anExpandingPickerShowsItsNeighbouringOptionsAndADateRowClosesIt() throws {
        let options = ["Never", "Daily", "Weekdays", "Weekly", "Fortnightly", "Monthly", "Yearly"]
        let repeats = PickerCell(key: "Repeat", options: options, selectedIndex: 3, presentation: .expanding)
        let starts = dateRow("Starts", mode: .date, presentation: .expanding)
        let session = makeSession([repeats, starts], rows: 14)
        session.run(try KeyScript("enter"))
        #expect(
            lines(session)[1...7] == [
                "› Repeat                          Weekly",
                "    Daily",
                "    Weekdays",
                "    Weekly",
                "    Fortnightly",
                "    Monthly",
                "  Starts                    Mar 14, 2025",
            ])
        #expect(repeats.isExpanded && session.screen.style(atRow: 4, column: 4).contains(.reverse))
        session.run(try KeyScript("down down down"))
        expectEqual(lines(session)[2...6], ["    Weekdays", "    Weekly", "    Fortnightly", "    Monthly", "    Yearly"])
        #expect(session.screen.style(atRow: 6, column: 4).contains(.reverse), "the window stops at the last option")
        starts.isExpanded = true
        #expect(
            !repeats.isExpanded
                && lines(session)[1...3] == [
                    "  Repeat                          Yearly", "› Starts                      2025-03-14", "    March 2025",
                ])
        starts.isExpanded = false
        expectEqual(lines(session)[1...3], ["  Repeat                          Yearly", "› Starts                    Mar 14, 2025", ""])
    }

    @Test func anExpandingPickerWithoutOptionsFromDataNeitherOpensNorTraps() throws {
        let picker = PickerCell(key: "Repeat", options: [], selectedOption: "Daily", placeholder: "Never", presentation: .expanding)
        let session = makeSession([picker])
        session.run(try KeyScript("enter down backspace"))
        expectEqual(session.screen.line(1), "› Repeat                      No options")
        #expect(!picker.isExpanded && picker.selectedOption == nil && session.screen.line(2) == "")
        picker.options = ["Daily", "Weekly"]
        session.run(try KeyScript("up enter"))
        #expect(picker.isExpanded && picker.selectedOption == "Daily", "the options came: the row opens")
        #expect(session.screen.line(2) == "    Daily" && session.screen.line(3) == "    Weekly")
    }
}
