import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// The terminal's input cells keep Core's shared rules (the UIKit cells call the same Core
/// functions): the default texts, what new options or ranges do to the value, and the order and
/// scope of the reports of a change.
@MainActor
struct SharedInputRulesTests {
    @Test func aSliderOutsideTheUnitRangeShowsItsNumberOrItsFormat() throws {
        let weekly = SliderCell(key: "E-mails a week", number: 1, in: 0...7, step: 1)
        let session = makeSession([weekly])
        #expect(session.screen.line(1).hasSuffix("─────     1"), "the number, not 14 %")
        session.run(try KeyScript("right right"))
        #expect(weekly.number == 3 && session.screen.line(1).hasSuffix("     3"))
        weekly.format = { "\(Int($0))/week" }
        session.run(try KeyScript("right"))
        #expect(session.screen.line(1).hasSuffix(" 4/week") && weekly.value == "4/week")
    }

    @Test func aSliderWithAStepSnapsWhatCodeSetsAndANewStepSnapsAgain() {
        let recorder = Recorder<Double>()
        let level = SliderCell(key: "Level", number: 5, in: 0...10, step: 2.5)
        recorder.observe(level)
        level.number = 6.1
        #expect(level.number == 5 && recorder.observed.isEmpty, "6.1 snaps to 5: no change, no report")
        level.step = 4
        #expect(level.number == 4 && recorder.observed.map(\.value) == [4] && !recorder.observed[0].byUser)
    }

    @Test func valueRowsGiveThePlainTextRenderingTheirValue() {
        let list = ComposedTableViewController(title: "Values")
        list.addCell(SegmentedCell(key: "Range", segments: ["Day", "Week"], selectedIndex: 1))
        list.addCell(StepperCell(key: "Dose", number: 0.5, in: 0...1, step: 0.25))
        list.addCell(SliderCell(key: "Volume", number: 0.5))
        list.addCell(TextFieldCell(key: "Password", text: "s3cret", isSecure: true))
        let text = list.core.composition.plainText()
        #expect(text.contains("Week") && text.contains("0.5") && text.contains("50 %"))
        #expect(text.contains("••••••") && !text.contains("s3cret"), "a password never shows")
    }

    @Test func newSegmentsKeepTheSelectionOrSelectTheFirst() {
        let recorder = Recorder<Int>()
        let cell = SegmentedCell(key: "Range", segments: ["Day", "Week", "Month"], selectedIndex: 2)
        recorder.observe(cell)
        cell.segments = ["D", "W", "M", "Y"]
        #expect(cell.selectedIndex == 2 && recorder.observed.isEmpty)
        cell.segments = ["Day", "Week"]
        #expect(cell.selectedIndex == 0 && recorder.observed.map(\.value) == [0] && !recorder.observed[0].byUser)
    }

    @Test func newColumnsKeepEachSelectionAndMayChangeTheirCount() {
        let recorder = Recorder<[Int]>()
        let cell = PickerCell(key: "Length", columns: [["1", "2", "3"], ["h", "min"]], selectedRows: [2, 1])
        recorder.observe(cell)
        cell.columns = [["1", "2", "3", "4"]]
        #expect(cell.selectedRows == [2] && recorder.observed.map(\.value) == [[2]])
        cell.options = ["a"]
        #expect(cell.selectedIndex == 0 && recorder.observed.map(\.value) == [[2], [0]])
    }

    @Test func pickerAndDatePickerChangesRunTheActionAfterOnChange() throws {
        var calls: [String] = []
        let picker = PickerCell(key: "Size", options: ["S", "M", "L"]) { _, rows in calls.append("onChange \(rows)") }
        picker.inputObservers.add { rows, byUser in calls.append("observer \(rows) \(byUser)") }
        picker.action = { _ in calls.append("action") }
        let session = makeSession([picker])
        session.run(try KeyScript("enter"))
        calls = []
        session.run(try KeyScript("down"))
        expectEqual(calls, ["observer [1] true", "onChange [1]", "action"])
    }

    @Test func aCountdownsChangeCallsOnChangeButTellsNoObserver() throws {
        var changes = 0
        let countdown = DatePickerCell(key: "Timer", date: Date(timeIntervalSince1970: 0), mode: .countDownTimer) { _, _ in changes += 1 }
        let recorder = Recorder<Date>()
        recorder.observe(countdown)
        countdown.countDownDuration = 90.5
        expectEqual(countdown.countDownDuration, 60, "whole minutes, as UIKit's picker keeps them")
        let session = makeSession([countdown])
        session.run(try KeyScript("enter up"))
        #expect(countdown.countDownDuration == 3_660 && changes == 1)
        #expect(recorder.observed.isEmpty, "the input is the date, which a countdown does not change")
    }

}
