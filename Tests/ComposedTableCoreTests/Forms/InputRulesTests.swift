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
        expectEqual(calls, ["observer 3 true", "onChange", "action"])
        calls = []
        observers.reportUserChange(3, valueChanged: false) {
            calls.append("onChange")
        } action: {
            calls.append("action")
        }
        expectEqual(calls, ["onChange", "action"], "a countdown's change: the value (its date) did not change")
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
        expectEqual(OptionSelection.kept(2, count: 3), 2)
        #expect(OptionSelection.kept(3, count: 3) == 0 && OptionSelection.kept(-1, count: 3) == 0)
        expectEqual(OptionSelection.kept([2, 1], columns: [["A", "B"], ["x", "y"]]), [0, 1])
        expectEqual(OptionSelection.kept([1], columns: [["A", "B"], ["x"]]), [1, 0], "a new column starts at its first option")
        expectEqual(OptionSelection.kept([1, 1, 1], columns: [["A", "B"]]), [1], "a removed column's row goes")
        expectEqual(OptionSelection.rows(settingFirst: 1, of: [0, 1], columns: [["A", "B"], ["x", "y"]]), [1, 1])
    }

    @Test func aSelectionOutsideTheOptionsSelectsTheFirst() {
        #expect(OptionSelection.kept(2, count: 2) == 0 && OptionSelection.kept(-5, count: 2) == 0)
        #expect(OptionSelection.kept(0, count: 0) == 0 && OptionSelection.kept(4, count: 0) == 0, "no options: 0")
        expectEqual(OptionSelection.kept([0, 2], columns: [["A"], ["B", "C"]]), [0, 0])
        expectEqual(OptionSelection.kept([0], columns: [["A"], ["B"]]), [0, 0], "too few rows: one per column")
        expectEqual(OptionSelection.kept([3, 3], columns: [["A"], []]), [0, 0], "a column without options: 0")
        expectEqual(OptionSelection.kept([1, 2], columns: []), [], "no columns: no rows")
        expectEqual(OptionSelection.rows(settingFirst: 3, of: [0], columns: [["A", "B"]]), [0])
        expectEqual(OptionSelection.rows(settingFirst: 1, of: [], columns: []), [], "no columns: nothing to set")
        expectEqual(OptionSelection.rows(settingFirst: 1, of: [], columns: [["A", "B"], ["x"]]), [1, 0])
    }

    @Test func noOptionsMakeAnEmptyRowThatIgnoresTheUser() {
        #expect(!OptionSelection.acceptsUser(count: 0) && OptionSelection.acceptsUser(count: 1))
        #expect(!OptionSelection.acceptsUser(columns: []) && !OptionSelection.acceptsUser(columns: [["A"], []]))
        #expect(OptionSelection.acceptsUser(columns: [["A"], ["x", "y"]]))
        expectEqual(OptionSelection.selectedText([0, 1], columns: [["10"], ["AM", "PM"]]), "10 PM")
        #expect(OptionSelection.selectedText([0], columns: [[]]) == nil && OptionSelection.selectedText([], columns: []) == nil)
        expectEqual(OptionSelection.selectedText([5], columns: [["A", "B"]]), "A", "a row out of range reads as kept")
        // UIKit's wheels: an empty column shows one "No options" row.
        #expect(OptionSelection.wheelRowCount(of: []) == 1 && OptionSelection.wheelRowCount(of: ["A", "B"]) == 2)
        expectEqual(OptionSelection.wheelTitle(ofRow: 0, in: []), "No options")
        expectEqual(OptionSelection.wheelTitle(ofRow: 1, in: ["A", "B"]), "B")
    }

    // MARK: - Dates

    @Test func aDateIsClampedIntoItsRange() {
        let start = Date(timeIntervalSince1970: 1_000)
        let range = start...start.addingTimeInterval(60)
        expectEqual(DateInput.clamped(start.addingTimeInterval(-1), to: range), start)
        expectEqual(DateInput.clamped(start.addingTimeInterval(61), to: range), range.upperBound)
        expectEqual(DateInput.clamped(start.addingTimeInterval(30), to: range), start.addingTimeInterval(30))
        expectEqual(DateInput.clamped(.distantPast, to: nil), .distantPast)
    }

    @Test func aCountdownIsInWholeMinutesFromAMinuteToUnderADay() {
        expectEqual(DateInput.pickedCountDown(5_430), 5_400, "the seconds are dropped")
        #expect(DateInput.pickedCountDown(0) == 60 && DateInput.pickedCountDown(59) == 60, "UIKit's wheel cannot show 0: a minute")
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
        expectEqual(text(.date), "Mar 14, 2025")
        expectEqual(text(.time), "9:30 AM", "a narrow no-break space is written as a space")
        expectEqual(text(.dateAndTime), "Mar 14, 2025 at 9:30 AM")
        #expect(text(.time, try #require(TimeZone(identifier: "Asia/Tokyo"))) == "6:30 PM")
    }

    @Test func aCountdownFromDataIsClamped() {
        expectEqual(DateInput.pickedCountDown(86_400), 86_340, "24 hours: 23 h 59 min")
        #expect(DateInput.pickedCountDown(.infinity) == 86_340 && DateInput.pickedCountDown(-.infinity) == 60)
    }

    @Test func aSecureTextShowsOneBulletPerCharacter() {
        expectEqual(TextInput.shown("s3cret", isSecure: true), "••••••")
        expectEqual(TextInput.shown("👍🏽é", isSecure: true), "••", "one per character, not per scalar")
        expectEqual(TextInput.shown("open", isSecure: false), "open")
    }
}
