import ComposedTableCore
import Foundation
import TestSupport
import Testing

/// The choice, date, text and reporting rules both backends' input cells use.
@MainActor
struct InputRulesTests {
    // MARK: - Reporting changes

    @Test func aUserChangeTellsTheObserversThenOnChangeThenTheAction() {
        let observers = InputObservers<Int>()
        var calls: [String] = []
        observers.add { value, byUser in calls.append("observer \(value) \(byUser)") }
        observers.reportUserChange(3) {
            calls.append("onChange")
        } action: {
            calls.append("action")
        }
        #expect(calls == ["observer 3 true", "onChange", "action"])
        calls = []
        observers.reportUserChange(3, valueChanged: false) {
            calls.append("onChange")
        } action: {
            calls.append("action")
        }
        #expect(calls == ["onChange", "action"], "a countdown's change: the value (its date) did not change")
    }

    @Test func codesChangeTellsTheObserversOnlyWhenTheValueChanged() {
        let observers = InputObservers<[Int]>()
        var heard: [([Int], Bool)] = []
        observers.add { value, byUser in heard.append((value, byUser)) }
        observers.reportCodeChange(from: [1, 2], to: [1, 2])
        #expect(heard.isEmpty)
        observers.reportCodeChange(from: [1, 2], to: [0, 2])
        #expect(heard.count == 1 && heard[0].0 == [0, 2] && !heard[0].1)
    }

    // MARK: - Options

    @Test func newOptionsKeepTheSelectionWhereTheyCan() {
        #expect(OptionSelection.kept(2, count: 3) == 2)
        #expect(OptionSelection.kept(3, count: 3) == 0 && OptionSelection.kept(-1, count: 3) == 0)
        #expect(OptionSelection.kept([2, 1], columns: [["A", "B"], ["x", "y"]]) == [0, 1])
        #expect(OptionSelection.kept([1], columns: [["A", "B"], ["x"]]) == [1, 0], "a new column starts at its first option")
        #expect(OptionSelection.kept([1, 1, 1], columns: [["A", "B"]]) == [1], "a removed column's row goes")
        #expect(OptionSelection.rows(settingFirst: 1, of: [0, 1], columns: [["A", "B"], ["x", "y"]]) == [1, 1])
    }

    @Test func aSelectionOutsideTheOptionsTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OptionSelection.requireIndex(2, count: 2, noun: "segments", .property("SegmentedCell", "selectedIndex"))
        }
        expectMisuse(result, "ComposedTable: SegmentedCell.selectedIndex was set to 2, but the cell has 2 segments (indices 0..<2).")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OptionSelection.requireOptions(
                count: 0, noun: "segments", row: "a segmented row", .argument("SegmentedCell(key:segments:selectedIndex:onChange:)", ""))
        }
        expectMisuse(
            result,
            "ComposedTable: SegmentedCell(key:segments:selectedIndex:onChange:) was given no segments; a segmented row needs at least one.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OptionSelection.requireRows([0, 2], columns: [["A"], ["B", "C"]], .property("PickerCell", "selectedRows"))
        }
        expectMisuse(result, "ComposedTable: PickerCell.selectedRows was set to [0, 2], but column 1 has 2 options (indices 0..<2).")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OptionSelection.requireRows(
                [0], columns: [["A"], ["B"]], .argument("PickerCell(key:columns:selectedRows:presentation:onChange:)", "selectedRows"))
        }
        expectMisuse(result, "was given selectedRows [0], but the picker has 2 columns: give one selected row per column.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OptionSelection.requireColumns([["A"], []], .property("PickerCell", "columns"))
        }
        expectMisuse(result, "ComposedTable: PickerCell.columns was set to [1, 0] options per column, but column 1 has no options.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = OptionSelection.rows(settingFirst: 3, of: [0], columns: [["A", "B"]])
        }
        expectMisuse(result, "ComposedTable: PickerCell.selectedIndex was set to 3, but the cell has 2 options in its first column")
    }

    // MARK: - Dates

    @Test func aDateIsClampedIntoItsRange() {
        let start = Date(timeIntervalSince1970: 1_000)
        let range = start...start.addingTimeInterval(60)
        #expect(DateInput.clamped(start.addingTimeInterval(-1), to: range) == start)
        #expect(DateInput.clamped(start.addingTimeInterval(61), to: range) == range.upperBound)
        #expect(DateInput.clamped(start.addingTimeInterval(30), to: range) == start.addingTimeInterval(30))
        #expect(DateInput.clamped(.distantPast, to: nil) == .distantPast)
    }

    @Test func aCountdownIsInWholeMinutesFromAMinuteToUnderADay() {
        let site = MisuseSite.property("DatePickerCell", "countDownDuration")
        #expect(DateInput.countDown(5_430, site) == 5_400, "the seconds are dropped")
        #expect(DateInput.countDown(0, site) == 60 && DateInput.countDown(59, site) == 60, "UIKit's wheel cannot show 0: a minute")
        #expect(DateInput.pickedCountDown(90_000) == 86_340 && DateInput.pickedCountDown(-5) == 60 && DateInput.pickedCountDown(.nan) == 60)
        #expect(DateInput.countDownText(5_400) == "1 h 30 min" && DateInput.countDownText(2_700) == "45 min")
        #expect(DateInput.countDownText(7_440) == "2 h 4 min" && DateInput.countDownText(0) == "0 min")
    }

    @Test func aDateIsWrittenForItsModeLocaleAndTimeZone() throws {
        let date = Date(timeIntervalSince1970: 1_741_944_600)  // 2025-03-14 09:30 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        let english = Locale(identifier: "en_US")
        let gregorian = Calendar(identifier: .gregorian)
        func text(_ mode: DatePickerMode, _ zone: TimeZone = utc) -> String {
            DateInput.text(of: date, mode: mode, locale: english, calendar: gregorian, timeZone: zone)
        }
        #expect(text(.date) == "Mar 14, 2025")
        #expect(text(.time) == "9:30 AM", "a narrow no-break space is written as a space")
        #expect(text(.dateAndTime) == "Mar 14, 2025 at 9:30 AM")
        #expect(text(.time, try #require(TimeZone(identifier: "Asia/Tokyo"))) == "6:30 PM")
    }

    @Test func aDateOutsideItsRangeOrALongCountdownTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let start = Date(timeIntervalSince1970: 0)
            DateInput.requireDate(start.addingTimeInterval(-1), in: start...start, .property("DatePickerCell", "date"))
        }
        expectMisuse(
            result, "ComposedTable: DatePickerCell.date was set to 1969-12-31 23:59:59 +0000, outside its range",
            "Clamp the date, or widen the range first.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DateInput.countDown(86_400, .property("DatePickerCell", "countDownDuration"))
        }
        expectMisuse(
            result,
            "ComposedTable: DatePickerCell.countDownDuration was set to 86400.0 seconds; a countdown lasts from 0 to less than 24 hours")
    }

    // MARK: - Text

    @Test func aSecureTextShowsOneBulletPerCharacter() {
        #expect(TextInput.shown("s3cret", isSecure: true) == "••••••")
        #expect(TextInput.shown("👍🏽é", isSecure: true) == "••", "one per character, not per scalar")
        #expect(TextInput.shown("open", isSecure: false) == "open")
    }
}
