import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// A screen of cells in a 40-column terminal, the cursor on the first row.
@MainActor
func makeSession(_ cells: [ActiveCell], columns: Int = 40, rows: Int = 12) -> TerminalSession {
    let list = ComposedTableViewController(title: "Form")
    for cell in cells { list.addCell(cell) }
    return TerminalSession(rootViewController: list, size: TerminalSize(columns: columns, rows: rows))
}

/// What a cell reported: its observers' values and whether the user made them, and its
/// `onChange` values.
@MainActor
final class Recorder<Value> {
    var observed: [(value: Value, byUser: Bool)] = []
    var changes: [Value] = []

    /// Records the observers of a cell.
    func observe<Row: InputRow>(_ row: Row) where Row.Input == Value {
        row.inputObservers.add { [weak self] value, byUser in self?.observed.append((value, byUser)) }
    }
}

/// The input cells on their own: the row's text before and after keys, user changes against
/// changes made in code, disabled rows.
@MainActor
struct InputCellTests {
    // MARK: - Segmented

    @Test func segmentedArrowsChangeTheSelectionAtOnceWithinTheEnds() throws {
        let recorder = Recorder<Int>()
        let cell = SegmentedCell(key: "Range", segments: ["Day", "Week", "Month"], selectedIndex: 1) { _, index in
            recorder.changes.append(index)
        }
        recorder.observe(cell)
        let session = makeSession([cell])
        expectEqual(session.screen.line(1), "› Range           ‹ Day │[Week]│ Month ›")
        session.run(try KeyScript("right"))
        expectEqual(session.screen.line(1), "› Range           ‹ Day │ Week │[Month]›")
        session.run(try KeyScript("right l +"))
        expectEqual(cell.selectedIndex, 2, "the last segment stays selected: → does not wrap")
        session.run(try KeyScript("left h"))
        expectEqual(session.screen.line(1), "› Range           ‹[Day]│ Week │ Month ›")
        session.run(try KeyScript("- left"))
        expectEqual(cell.selectedIndex, 0)
        session.run(try KeyScript("enter enter enter space"))
        expectEqual(cell.selectedIndex, 1, "Enter and Space select the next segment, wrapping around")
        expectEqual(recorder.changes, [2, 1, 0, 1, 2, 0, 1])
        #expect(recorder.observed.map(\.value) == recorder.changes && recorder.observed.allSatisfy(\.byUser))
        #expect(session.navigationController.viewControllers.count == 1 && !session.hasQuit)

        cell.selectedIndex = 2
        cell.selectedIndex = 2
        expectEqual(recorder.changes.count, 7, "code's change does not call onChange")
        expectEqual(recorder.observed.last.map { $0.value == 2 && !$0.byUser }, true)
        expectEqual(recorder.observed.count, 8, "setting the same index again notifies nobody")
        expectEqual(cell.input, 2)
    }

    @Test func segmentedSegmentsThatDoNotFitShowTheSelectedOne() {
        let cell = SegmentedCell(key: "Period", segments: ["Yesterday", "Last week", "Last month"], selectedIndex: 1)
        let session = makeSession([cell], columns: 30)
        expectEqual(session.screen.line(1), "› Period         ‹[Last week]›")
    }

    @Test func aDisabledValueRowIgnoresItsKeysAndLeftDoesNotGoBack() throws {
        let root = ComposedTableViewController(title: "Root")
        let values = ComposedTableViewController(title: "Values")
        let segmented = values.addCell(SegmentedCell(key: "Range", segments: ["A", "B"]) { _, _ in Issue.record("no change") })
        let stepper = values.addCell(StepperCell(key: "Guests", number: 2, in: 1...5) { _, _ in Issue.record("no change") })
        let slider = values.addCell(SliderCell(key: "Volume", number: 0.5) { _, _ in Issue.record("no change") })
        for cell in [segmented, stepper, slider] as [ActiveCell] { cell.isEnabled = false }
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 10))
        session.navigationController.pushViewController(values, animated: false)
        for _ in 0..<3 {
            session.run(try KeyScript("right l + left h - enter"))
            session.send(.down)
        }
        #expect(segmented.selectedIndex == 0 && stepper.number == 2 && slider.number == 0.5)
        expectEqual(session.navigationController.viewControllers.count, 2, "← on a value row never goes back")
        #expect(session.screen.style(atRow: 2, column: 12).contains(.dim))
    }

    // MARK: - Stepper

    @Test func stepperStepsWithinItsRange() throws {
        let recorder = Recorder<Double>()
        let cell = StepperCell(key: "Guests", number: 3, in: 1...4) { _, number in recorder.changes.append(number) }
        recorder.observe(cell)
        let session = makeSession([cell])
        expectEqual(session.screen.line(1), "› Guests                           − 3 +")
        session.run(try KeyScript("right"))
        expectEqual(session.screen.line(1), "› Guests                           − 4 +")
        #expect(session.screen.style(atRow: 1, column: 39).contains(.dim), "+ is dim at the top of the range")
        #expect(!session.screen.style(atRow: 1, column: 35).contains(.dim), "− is not")
        session.run(try KeyScript("+ l"))
        #expect(cell.number == 4 && recorder.changes == [4], "clamped: no change, no onChange")
        session.run(try KeyScript("left - h h"))
        #expect(cell.number == 1 && recorder.changes == [4, 3, 2, 1])
        #expect(recorder.observed.map(\.value) == [4, 3, 2, 1] && recorder.observed.allSatisfy(\.byUser))
        cell.range = 2...10
        expectEqual(cell.number, 2, "a range that leaves the number out clamps it")
        #expect(recorder.observed.last.map { $0.value == 2 && !$0.byUser } == true && recorder.changes.count == 4)
    }

    @Test func stepperWritesAsManyDecimalsAsItsStep() throws {
        let cell = StepperCell(key: "Dose", number: 0, in: 0...1, step: 0.1)
        let session = makeSession([cell])
        session.run(try KeyScript("right right right"))
        expectEqual(session.screen.line(1), "› Dose                           − 0.3 +")
        cell.format = { "\(Int($0 * 100)) %" }
        #expect(session.screen.line(1).hasSuffix("− 30 % +"))
    }

    // MARK: - Slider

    @Test func sliderMovesByItsStepAndDrawsABar() throws {
        let recorder = Recorder<Double>()
        let cell = SliderCell(key: "Volume", number: 0.5) { _, number in recorder.changes.append(number) }
        let session = makeSession([cell])
        expectEqual(session.screen.line(1), "› Volume  ━━━━━━━━━━━━●───────────  50 %")
        session.run(try KeyScript("left left"))
        expectEqual(session.screen.line(1), "› Volume  ━━━━━━━━━●──────────────  40 %", "a twentieth of the range a key")
        session.run(try KeyScript("right right right right right right right right right right right right right"))
        #expect(cell.number == 1 && session.screen.line(1) == "› Volume  ━━━━━━━━━━━━━━━━━━━━━━━● 100 %")
        expectEqual(recorder.changes.count, 2 + 12, "the key past the end changes nothing")
        let stepped = SliderCell(key: "Level", number: 5, in: 0...10, step: 2.5)
        let other = makeSession([stepped])
        other.run(try KeyScript("+"))
        expectEqual(stepped.number, 7.5)
        #expect(other.screen.line(1).hasSuffix("  7.5"), "a range other than 0...1 shows the number, with the step's decimals")
    }

    // MARK: - Date picker

    private func datePicker(
        _ mode: DatePickerMode = .dateAndTime, in range: ClosedRange<Date>? = nil, onChange: ((Date) -> Void)? = nil
    ) -> DatePickerCell {
        // 2025-03-14 09:30 UTC
        let cell = DatePickerCell(key: "When", date: Date(timeIntervalSince1970: 1_741_944_600), mode: mode, in: range) { _, date in
            onChange?(date)
        }
        cell.locale = Locale(identifier: "en_US")
        cell.timeZone = TimeZone(identifier: "UTC")!
        cell.calendar = Calendar(identifier: .gregorian)
        return cell
    }

    @Test func datePickerShowsTheDateForItsLocaleInEachMode() throws {
        let cells = [DatePickerMode.date, .time, .dateAndTime, .countDownTimer].map { datePicker($0) }
        cells[3].countDownDuration = 5400
        let session = makeSession(cells)
        expectEqual(session.screen.line(1), "› When                      Mar 14, 2025")
        expectEqual(session.screen.line(2), "  When                           9:30 AM")
        expectEqual(session.screen.line(3), "  When           Mar 14, 2025 at 9:30 AM")
        expectEqual(session.screen.line(4), "  When                        1 h 30 min")
        cells[0].locale = Locale(identifier: "de_DE")
        expectEqual(session.screen.line(1), "› When                     14. März 2025")
    }

    @Test func datePickerEditsPartByPartAndEscPutsTheDateBack() throws {
        var changes: [Date] = []
        let cell = datePicker(onChange: { changes.append($0) })
        let recorder = Recorder<Date>()
        recorder.observe(cell)
        let session = makeSession([cell])
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› When                  2025-03-14 09:30")
        #expect(session.screen.style(atRow: 1, column: 24).contains(.reverse), "the year is the part being changed")
        #expect(!session.screen.style(atRow: 1, column: 29).contains(.reverse), "the row is not in reverse video while edited")
        session.run(try KeyScript("up right down down"))
        expectEqual(session.screen.line(1), "› When                  2026-01-14 09:30")
        session.run(try KeyScript("type:12"))
        expectEqual(session.screen.line(1), "› When                  2026-12-14 09:30", "two digits make the month")
        session.run(try KeyScript("type:3"))
        expectEqual(
            session.screen.line(1), "› When                  2026-12-3_ 09:30", "then the day; 3 may start 31, the day stays chosen")
        #expect(session.screen.style(atRow: 1, column: 32).contains(.reverse))
        session.run(try KeyScript("type:7"))
        expectEqual(session.screen.line(1), "› When                  2026-12-07 09:30", "37 is no day: 7 is")
        #expect(session.screen.style(atRow: 1, column: 35).contains(.reverse), "and no day starts with 7: the hour is next")
        session.run(try KeyScript("type:7 type:45"))
        expectEqual(session.screen.line(1), "› When                  2026-12-07 07:45")
        // ↑ ↓ ↓, then 1 (the month is 1 already: no change) 2, 3, 7, 7, 4, 5.
        #expect(changes.count == 9 && recorder.observed.count == 9 && recorder.observed.allSatisfy(\.byUser))
        session.run(try KeyScript("esc"))
        expectEqual(session.screen.line(1), "› When           Mar 14, 2025 at 9:30 AM", "Esc puts back the date editing began with")
        #expect(changes.last == Date(timeIntervalSince1970: 1_741_944_600) && changes.count == 10)
        session.run(try KeyScript("enter down enter"))
        expectEqual(session.screen.line(1), "› When           Mar 14, 2024 at 9:30 AM", "Enter keeps it")
        #expect(session.navigationController.topViewController.editingCell == nil)
    }

    @Test func datePickerStaysInItsRangeAndKnowsTheDaysOfAMonth() throws {
        let start = Date(timeIntervalSince1970: 1_741_944_600)
        let cell = datePicker(.date, in: start...start.addingTimeInterval(40 * 86_400))
        let session = makeSession([cell])
        session.run(try KeyScript("enter up"))
        expectEqual(session.screen.line(1), "› When                        2025-04-23", "a year later is clamped to the range's end")
        session.run(try KeyScript("down"))
        expectEqual(cell.date, start, "and a year earlier to its start")
        session.run(try KeyScript("right right type:31"))
        expectEqual(session.screen.line(1), "› When                        2025-03-31")
        session.run(try KeyScript("left up"))
        expectEqual(session.screen.line(1), "› When                        2025-04-23", "April has no 31st; the range ends on the 23rd")
        let countdown = datePicker(.countDownTimer)
        let other = makeSession([countdown])
        other.run(try KeyScript("enter type:2 right type:5 down"))
        expectEqual(other.screen.line(1), "› When                        2 h 04 min")
        expectEqual(countdown.countDownDuration, 2 * 3600 + 4 * 60)
        other.run(try KeyScript("left down down down"))
        expectEqual(countdown.countDownDuration, 4 * 60, "the hours stop at 0; the minutes stay")
    }

    // MARK: - Picker

    @Test func pickerChangesOptionsAndColumnsAndEscPutsTheChoiceBack() throws {
        let recorder = Recorder<[Int]>()
        let size = PickerCell(key: "Size", options: ["Small", "Medium", "Large", "Mega"], selectedIndex: 1) { _, rows in
            recorder.changes.append(rows)
        }
        recorder.observe(size)
        let length = PickerCell(key: "Length", columns: [["1", "2", "3"], ["h", "min"]], selectedRows: [0, 1])
        let session = makeSession([size, length])
        expectEqual(session.screen.line(1), "› Size                            Medium")
        expectEqual(session.screen.line(2), "  Length                           1 min")
        session.run(try KeyScript("enter down"))
        expectEqual(session.screen.line(1), "› Size               Medium ‹Large› Mega", "edited: its neighbours beside it")
        #expect(
            session.screen.style(atRow: 1, column: 28).contains(.reverse) && session.screen.style(atRow: 1, column: 34).contains(.reverse))
        session.run(try KeyScript("m"))
        expectEqual(size.selectedIndex, 3, "m jumps to the next option starting with it: Mega")
        session.run(try KeyScript("m down"))
        expectEqual(size.selectedIndex, 2, "then wraps around to Medium, and ↓ goes on")
        session.run(try KeyScript("esc"))
        #expect(size.selectedIndex == 1 && recorder.changes == [[2], [3], [1], [2], [1]])
        session.run(try KeyScript("down enter right up left down enter"))
        expectEqual(length.selectedRows, [1, 0])
        expectEqual(session.screen.line(2), "› Length                             2 h")
        size.selectedIndex = 0
        #expect(recorder.observed.last.map { $0.value == [0] && !$0.byUser } == true && recorder.changes.count == 5)
    }

    // MARK: - Text view

    @Test func textViewEditsLinesOfWholeCharacters() throws {
        let recorder = Recorder<String>()
        let cell = TextViewCell(key: "Notes", placeholder: "Anything?") { _, text in recorder.changes.append(text) }
        recorder.observe(cell)
        let session = makeSession([cell, TextFieldCell(key: "After")])
        expectEqual(session.screen.line(1), "› Notes")
        expectEqual(session.screen.line(2), "    Anything?")
        session.run(try KeyScript("enter type:日本 type:👍🏽 enter"))
        session.paste("one\ntwo\r\nthree")
        expectEqual(cell.text, "日本👍🏽\none\ntwo\nthree")
        expectEqual(session.screen.text.components(separatedBy: "\n")[1...5], ["› Notes", "    日本👍🏽", "    one", "    two", "    three"])
        #expect(session.screen.style(atRow: 5, column: 9).contains(.reverse), "the caret after the text")
        session.run(try KeyScript("up up home backspace"))
        expectEqual(cell.text, "日本👍🏽one\ntwo\nthree", "Backspace at the start of a line joins it to the one above")
        session.run(try KeyScript("left backspace"))
        expectEqual(cell.text, "日👍🏽one\ntwo\nthree", "a wide character goes whole")
        session.paste("a\u{7}\tb\u{85}c")
        expectEqual(cell.text, "日a b\nc👍🏽one\ntwo\nthree", "control characters dropped, a tab a space, U+0085 a line break")
        #expect(recorder.changes.count == 8 && recorder.changes.last == cell.text)
        #expect(recorder.observed.count == 8 && recorder.observed.allSatisfy(\.byUser))
        session.run(try KeyScript("esc"))
        expectEqual(cell.text, "日a b\nc👍🏽one\ntwo\nthree", "Esc keeps a multi-line text")
        #expect(session.navigationController.topViewController.editingCell == nil)
        cell.text = "set"
        #expect(recorder.observed.last.map { $0.value == "set" && !$0.byUser } == true && recorder.changes.count == 8)
        expectEqual(session.screen.line(3), "  After", "the row shrank with its text")
    }

    @Test func textViewWrapsAtSpacesAndTheRowGrows() throws {
        let cell = TextViewCell(key: "Bio", text: "The quick brown fox jumps over the lazy dog")
        let session = makeSession([cell, ActiveCell(key: "Below")], columns: 24)
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...5] == [
                "› Bio", "    The quick brown fox", "    jumps over the lazy", "    dog", "  Below",
            ])
        session.run(try KeyScript("type:!"))
        expectEqual(session.screen.line(4), "    dog!")
    }

    @Test func theCaretShowsOnSpacesThatRunPastTheEdge() throws {
        let cell = TextViewCell(key: "Bio", text: "word")
        let session = makeSession([cell], columns: 16)
        session.run(try KeyScript("enter"))
        for _ in 0..<30 { session.send(.character(" ")) }
        let row = 2
        #expect(session.screen.line(row).hasPrefix("    word"))
        #expect(
            (0..<16).contains { session.screen.style(atRow: row, column: $0).contains(.reverse) },
            "the caret, past the edge on the spaces, shows in the last column")
    }

    @Test func aTextViewTallerThanTheScreenIsOnScreenAndKeepsItsCaretInView() throws {
        let cell = TextViewCell(key: "Notes", text: (1...30).map { "line \($0)" }.joined(separator: "\n"))
        let session = makeSession([ActiveCell(key: "Above") { _ in }, cell], rows: 8)
        session.run(try KeyScript("down"))
        let list = session.navigationController.topViewController
        expectEqual(session.screen.line(1), "› Notes")
        expectEqual(list.drawnRows, RowPath(section: 0, row: 1)...RowPath(section: 0, row: 1), "as visible as it can be")
        session.run(try KeyScript("tab"))  // Core focuses only a row on screen
        #expect(list.editingCell === cell)
        expectEqual(session.screen.line(6), "    line 30", "the caret's line, at the end, is in view")
    }

    @Test func typingOnATextViewRowStartsEditingAndTypes() throws {
        let cell = TextViewCell(key: "Notes")
        let session = makeSession([cell])
        session.run(try KeyScript("q j k"))
        #expect(!session.hasQuit && cell.text == "qjk")
        expectEqual(session.screen.line(12 - 1), "⏎ new line · esc done", "the only field: no next field to name")
    }

    // MARK: - Switch and option

    @Test func switchObserversHearTheUserAndCode() throws {
        let recorder = Recorder<Bool>()
        let cell = SwitchCell(key: "Wi-Fi") { _, isOn in recorder.changes.append(isOn) }
        recorder.observe(cell)
        let session = makeSession([cell])
        session.run(try KeyScript("enter"))
        cell.input = false
        cell.isOn = false
        expectEqual(recorder.changes, [true])
        #expect(recorder.observed.map(\.value) == [true, false] && recorder.observed.map(\.byUser) == [true, false])
        let option: any CheckableRow = OptionCell(key: "Red")
        option.isChecked = true
        expectEqual((option as? OptionCell)?.accessory, .checkmark)
    }
}

extension TerminalSession {
    /// Pastes text, as a terminal in bracketed paste mode does.
    func paste(_ text: String) { send(.paste(text)) }
}
