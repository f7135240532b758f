import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// What every row gained for forms: content styles, images, detail actions, accessory text,
/// validation messages; text field events and filters; the Tab chain; releasing; misuse.
@MainActor
struct FormRowTests {
    // MARK: - Rows

    @Test func contentStylesImagesAndTrailingText() {
        let wifi = ActiveCell(key: "Wi-Fi", value: "Home") { _ in }
        wifi.systemImage = "wifi"
        wifi.accessory = .disclosureIndicator
        wifi.detailAction = { _ in }
        let bell = ActiveCell(key: "Sounds", value: "On")
        bell.systemImage = "bell.badge.fill"
        let unknown = ActiveCell(key: "Other")
        unknown.systemImage = "no.such.symbol"
        let quota = ActiveCell(key: "Storage")
        quota.accessoryText = "42 GB"
        let session = makeSession(
            [
                wifi, bell, unknown, quota, ActiveCell(key: "email", value: "ada@example.com", style: .value2),
                ActiveCell(key: "Notes", value: "Second line", style: .subtitle), ActiveCell(key: "Plain", value: "Body", style: .plain),
                ActiveCell(key: "Bottom"),
            ], rows: 14)
        #expect(
            session.screen.text.components(separatedBy: "\n")[1...11] == [
                "› ≋ Wi-Fi                     Home   ⓘ >",
                "  ♪ Sounds                      On",
                "  • Other",
                "  Storage                          42 GB",
                "       email ada@example.com",
                "  Notes",
                "  Second line",
                "  Plain",
                "  Body",
                "  Bottom",
                "",
            ])
        // The trailing texts of a section line up: values end before the widest one ("42 GB").
        #expect(session.screen.style(atRow: 7, column: 2).contains(.dim), "a subtitle is dim")
        #expect(!session.screen.style(atRow: 9, column: 2).contains(.dim), "a plain row's value is not")
        #expect(SystemImageGlyphs.table.values.allSatisfy { DisplayWidth.of($0) == 1 }, "every glyph takes one column")
    }

    @Test func aValidationMessageTakesALineUnderItsRow() throws {
        let name = TextFieldCell(key: "Name")
        let session = makeSession([name, ActiveCell(key: "Below")])
        expectEqual(session.screen.line(2), "  Below")
        name.validationMessage = "Enter a name"
        expectEqual(session.screen.line(2), "  ⚠ Enter a name", "the same with or without colours")
        #expect(session.screen.style(atRow: 2, column: 4).contains(.red))
        expectEqual(session.screen.line(3), "  Below", "the rows below move down a line")
        expectEqual(name.rowLineCount(width: 38), 2)
        session.run(try KeyScript("type:Ada"))
        #expect(session.screen.line(1) == "› Name  Ada" && session.screen.line(2) == "  ⚠ Enter a name", "typing keeps it")
        name.validationMessage = nil
        expectEqual(session.screen.line(2), "  Below")
        let form: any FormRow = name
        #expect(form.formTable === session.navigationController.topViewController.core)
        session.navigationController.topViewController.removeCell(name)
        #expect(form.formTable == nil)
    }

    @Test func theKeyIRunsTheDetailActionOfAnEnabledRow() throws {
        var details: [String] = []
        var actions = 0
        let network = ActiveCell(key: "Home", value: "Connected") { _ in actions += 1 }
        network.detailAction = { cell in details.append(cell.key) }
        let plain = ActiveCell(key: "Plain") { _ in actions += 1 }
        let session = makeSession([network, plain])
        session.run(try KeyScript("i"))
        #expect(details == ["Home"] && actions == 0)
        network.isEnabled = false
        session.run(try KeyScript("i"))
        expectEqual(details, ["Home"], "not while disabled")
        session.run(try KeyScript("down i"))
        #expect(details == ["Home"] && actions == 0 && !session.hasQuit, "i on a row without a detail does nothing")
    }

    @Test func theHelpAndTheHintsNameTheKeysOfTheRowUnderTheCursor() throws {
        let session = makeSession([StepperCell(key: "Guests", number: 1, in: 0...3), ActiveCell(key: "Plain") { _ in }], rows: 24)
        // The cursor starts on the first row the user works with: the stepper, as on a switch.
        expectEqual(session.screen.line(23), "←→ change · ↑↓ move · q quit · ? keys")
        session.run(try KeyScript("?"))
        #expect(session.screen.text.contains("On a choice, stepper, slider"))
        #expect(session.screen.text.contains("← → h l - +  change the value"), "headings do not widen the keys' column")
        #expect(!session.screen.text.contains("the next segment"), "Enter steps a segmented choice, not a stepper")
        session.run(try KeyScript("esc down ?"))
        #expect(!session.screen.text.contains("change the value"), "only the keys of the row under the cursor")
        #expect(session.screen.text.contains("select, toggle, edit"), "the keys of every row")
        #expect(!session.screen.text.contains("details of a row with ⓘ"), "no ⓘ on this row: no i")
    }

    @Test func aSegmentedChoicesHelpSaysEnterStepsIt() throws {
        let session = makeSession([SegmentedCell(key: "Plan", segments: ["Free", "Pro"])], rows: 24)
        session.run(try KeyScript("?"))
        #expect(session.screen.text.contains("On a choice of segments") && session.screen.text.contains("the next segment"))
        #expect(session.screen.text.contains("change the value"))
    }

    // MARK: - Text fields

    @Test func numericKeyboardsFilterWhatIsTypedAndPasted() throws {
        let amount = TextFieldCell(key: "Amount", keyboardType: .decimalPad, textContentType: .oneTimeCode)
        let pin = TextFieldCell(key: "PIN", keyboardType: .numberPad)
        let session = makeSession([amount, pin])
        session.run(try KeyScript("type:1a2.5,x"))
        session.paste("3.4 ½ 1️⃣")
        expectEqual(amount.text, "12.534", "digits and one separator")
        session.run(try KeyScript("tab type:12-34"))
        session.paste("٣5")
        expectEqual(pin.text, "1234٣5", "an Arabic-Indic digit is a digit, as a number pad in that locale types it")
        #expect(amount.textContentType == .oneTimeCode && pin.keyboardType == .numberPad)
    }

    @Test func aLetterOnANumberFieldDoesNotStartEditingIt() throws {
        let height = TextFieldCell(key: "Height", placeholder: "cm", keyboardType: .decimalPad)
        let session = makeSession([height], rows: 4)
        expectEqual(session.screen.line(1), "› Height  cm")
        session.run(try KeyScript("j q"))
        #expect(session.navigationController.topViewController.editingCell == nil && !session.hasQuit)
        expectEqual(session.screen.line(1), "› Height  cm", "the placeholder stays")
        session.run(try KeyScript("type:1"))
        #expect(session.navigationController.topViewController.editingCell === height && height.text == "1")
    }

    @Test func shouldChangeSeesTheWholeProposedTextAndCanRefuseIt() throws {
        var proposed: [String] = []
        var changes: [String] = []
        let code = TextFieldCell(key: "Code", text: "ab") { _, text in changes.append(text) }
        code.shouldChange = { cell, text in
            proposed.append(text)
            #expect(cell.text.count <= 3, "the text is unchanged while asked")
            return text.count <= 3
        }
        let session = makeSession([code])
        session.run(try KeyScript("enter left type:X type:Y backspace"))
        expectEqual(proposed, ["aXb", "aXYb", "ab"])
        #expect(code.text == "ab" && changes == ["aXb", "ab"])
        session.paste("long text")
        #expect(code.text == "ab" && proposed.last == "along textb")
        session.run(try KeyScript("left right"))
        expectEqual(proposed.count, 4, "moving the caret is no change to ask about")
    }

    @Test func editingEventsComeInOrder() throws {
        var events: [String] = []
        let first = TextFieldCell(key: "First") { _, text in events.append("change \(text)") }
        let second = TextFieldCell(key: "Second")
        first.onBeginEditing = { _ in events.append("begin") }
        first.onEndEditing = { cell in events.append("end \(cell.text)") }
        first.onReturn = { cell in
            events.append("return \(cell.isEditing)")
            second.beginEditing()
        }
        let recorder = Recorder<String>()
        recorder.observe(first)
        let session = makeSession([first, second])
        session.run(try KeyScript("type:a enter"))
        expectEqual(events, ["begin", "change a", "return true", "end a"])
        #expect(second.isEditing, "onReturn moved focus on")
        session.run(try KeyScript("up type:b esc"))
        expectEqual(events, ["begin", "change a", "return true", "end a", "begin", "change ab", "change a", "end a"])
        first.text = "code"
        #expect(
            recorder.observed.map(\.value) == ["a", "ab", "a", "code"] && recorder.observed.map(\.byUser) == [true, true, true, false])
        expectEqual(first.input, "code")
    }

    // MARK: - Focus

    @Test func tabWalksEveryInputAndButtonBothWaysSkippingHiddenAndDisabledOnes() throws {
        let name = TextFieldCell(key: "Name")
        let hidden = TextFieldCell(key: "Hidden")
        let date = DatePickerCell(key: "Date", date: Date(timeIntervalSince1970: 0), mode: .date)
        let disabled = PickerCell(key: "Off", options: ["A"])
        disabled.isEnabled = false
        let information = ActiveCell(key: "Information")
        let stepper = StepperCell(key: "Steps", number: 0, in: 0...1)
        let picker = PickerCell(key: "Size", options: ["S", "M"])
        let notes = TextViewCell(key: "Notes")
        let submit = ButtonCell(title: "Submit") { _ in }
        let session = makeSession([name, hidden, date, disabled, information, stepper, picker, notes, submit], rows: 16)
        let list = session.navigationController.topViewController
        list.setCell(hidden, hidden: true)
        /// Where the cursor is, and whether its row is being edited.
        func stop() -> String {
            let key = list.cursorRowPath.map { list.composition.cell(at: $0).key } ?? "none"
            return list.editingCell == nil ? key : "editing \(key)"
        }
        var visited: [String] = []
        session.run(try KeyScript("tab"))
        for _ in 0..<6 {
            visited.append(stop())
            session.run(try KeyScript("tab"))
        }
        expectEqual(visited, ["editing Name", "editing Date", "Steps", "editing Size", "editing Notes", "Submit"])
        expectEqual(stop(), "Submit", "past the last stop, Tab stays")
        var back: [String] = []
        for _ in 0..<5 {
            session.run(try KeyScript("shift-tab"))
            back.append(stop())
        }
        expectEqual(
            back, ["editing Notes", "editing Size", "Steps", "editing Date", "editing Name"], "Shift-Tab walks the same chain back")
    }

    @Test func disablingARowBeingEditedEndsTheEditKeepingIt() throws {
        let picker = PickerCell(key: "Size", options: ["S", "M", "L"])
        let session = makeSession([picker])
        session.run(try KeyScript("enter down"))
        picker.isEnabled = false
        #expect(session.navigationController.topViewController.editingCell == nil && picker.selectedIndex == 1)
        session.run(try KeyScript("enter down"))
        expectEqual(picker.selectedIndex, 1, "a disabled picker does not edit")
    }

    // MARK: - Memory

    @Test func everyNewCellIsReleasedWithItsController() throws {
        weak var weakController: ComposedTableViewController?
        var weakCells: [() -> AnyObject?] = []
        let root = ComposedTableViewController(title: "Root")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 16))
        do {
            let form = ComposedTableViewController(title: "Form")
            let cells: [ActiveCell] = [
                SegmentedCell(key: "S", segments: ["A", "B"]) { cell, _ in cell.key = "changed" },
                StepperCell(key: "St", number: 0, in: 0...2) { cell, _ in cell.value = "x" },
                SliderCell(key: "Sl", number: 0) { cell, _ in cell.isEnabled = true },
                DatePickerCell(key: "D", date: Date(timeIntervalSince1970: 0)) { cell, _ in cell.key = "d" },
                PickerCell(key: "P", options: ["A", "B"]) { cell, _ in cell.key = "p" },
                TextViewCell(key: "T") { cell, _ in cell.key = "t" },
                TextFieldCell(key: "F") { cell, _ in cell.key = "f" },
            ]
            for cell in cells {
                form.addCell(cell)
                cell.detailAction = { cell in cell.value = "detail" }
                weakCells.append { [weak cell] in cell }
                (cell as? TextFieldCell)?.shouldChange = { cell, _ in cell.isEnabled }
            }
            weakController = form
            session.navigationController.pushViewController(form, animated: false)
        }
        // Use every cell: values, editing, detail.
        session.run(
            try KeyScript("right down + down l down enter up enter down enter down enter down enter enter type:x esc tab type:y enter i"))
        session.run(try KeyScript("esc"))
        expectEqual(session.navigationController.viewControllers.count, 1)
        #expect(weakController == nil)
        #expect(weakCells.allSatisfy { $0() == nil }, "no cell outlives its controller")
    }

    // MARK: - Data from outside the code, and misuse

    @Test func outOfRangeValuesFromCodeAreMadeValid() {
        let segmented = SegmentedCell(key: "S", segments: ["A", "B"], selectedIndex: 1)
        segmented.selectedIndex = 2
        expectEqual(segmented.selectedIndex, 0, "not a segment: the first")
        expectEqual(SegmentedCell(key: "S", segments: []).value, nil)
        let stepper = StepperCell(key: "S", number: 1, in: 0...10)
        stepper.number = 12
        expectEqual(stepper.number, 10, "clamped")
        expectEqual(SliderCell(key: "S", number: 1, in: 1...1).number, 1)
        let slider = SliderCell(key: "S", number: 0.5)
        slider.number = .nan
        expectEqual(slider.number, 0, "NaN: the lower bound")
        let picker = PickerCell(key: "P", columns: [["A"], ["B", "C"]], selectedRows: [0, 1])
        picker.selectedRows = [0, 2]
        expectEqual(picker.selectedRows, [0, 0])
        expectEqual(PickerCell(key: "P", columns: [["A"], ["B"]], selectedRows: [0]).selectedRows, [0, 0])
        let now = Date(timeIntervalSince1970: 0)
        let date = DatePickerCell(key: "D", date: now, in: now...now.addingTimeInterval(60))
        date.date = now.addingTimeInterval(-1)
        expectEqual(date.date, now, "clamped, as UIDatePicker does")
        #expect(
            DatePickerCell(key: "D", date: now.addingTimeInterval(99), in: now...now.addingTimeInterval(60)).date
                == now.addingTimeInterval(60))
        let countdown = DatePickerCell(key: "D", date: .now, mode: .countDownTimer)
        countdown.countDownDuration = 86_400
        expectEqual(countdown.countDownDuration, 86_340, "23 h 59 min")
    }

    @Test func aStepThatIsNotPositiveStopsWithAPreciseMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = StepperCell(key: "S", number: 1, in: 0...10, step: 0) }
        }
        expectMisuse(result, "ComposedTable: StepperCell(key:number:in:step:onChange:) was given step 0; a step is a positive number.")
    }
}

/// Number fields: a `numberFormat` formats the text when editing ends; `number` reads it; a
/// binding through a format writes the number.
@MainActor
struct NumberFieldTests {
    private let euros = NumberFormat.currency(code: "EUR").locale(Locale(identifier: "en_US"))

    /// A model with a price.
    final class Item {
        var price = 9.5
    }

    @Test func aNumberFieldShowsWhatItReadFormattedOnceEditingEnds() throws {
        let field = TextFieldCell(key: "Price", keyboardType: .decimalPad)
        field.numberFormat = euros
        let session = makeSession([field])
        session.run(try KeyScript("enter type:1234.5"))
        expectEqual(session.screen.line(1), "› Price  1234.5", "as typed while editing")
        session.run(try KeyScript("enter"))
        expectEqual(field.text, "€1,234.50")
        expectEqual(field.number, 1234.5)
        session.run(try KeyScript("enter backspace backspace backspace backspace backspace backspace backspace backspace backspace enter"))
        #expect(field.text.isEmpty && field.number == nil, "an empty field stays empty")
        field.number = 3
        expectEqual(field.text, "€3.00")
    }

    @Test func aSliderBoundToAWholeNumberStepsByWholeNumbers() throws {
        final class Job {
            var count = 3
        }
        let job = Job()
        let slider = SliderCell(key: "Copies", number: 3, in: 0...10)
        let session = makeSession([slider], rows: 4)
        slider.bind(to: job, \.count)
        expectEqual(slider.step, 1, "a continuous slider steps by 1 once bound to an Int")
        session.run(try KeyScript("right"))
        #expect(job.count == 4 && slider.number == 4, "the row shows what the model holds (not 3.5 beside 4)")
        let halves = SliderCell(key: "Halves", number: 2, in: 0...10, step: 0.5)
        halves.bind(to: job, \.count)
        #expect(halves.step == 1 && halves.number == 4)
        let pairs = SliderCell(key: "Pairs", number: 2, in: 0...10, step: 2)
        pairs.bind(to: job, \.count)
        expectEqual(pairs.step, 2, "a whole step is kept")
        let stepper = StepperCell(key: "Seats", number: 1, in: 0...10, step: 0.5)
        stepper.bind(to: job, \.count)
        #expect(stepper.step == 1 && stepper.number == 4, "a stepper's half steps too")
    }

    @Test func aSliderWhoseRangeStartsBetweenWholeNumbersCannotBindToAnInt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Job {
                    var count = 3
                }
                _ = SliderCell(key: "S", number: 0.5, in: 0.5...10.5).bind(to: Job(), \.count)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: bind(to:_:) was given a whole-number property for a SliderCell whose range, 0.5...10.5, starts at 0.5: "
                + "its numbers (the lower bound plus whole steps) are never whole. Start the range at a whole number.")
    }

    @Test func aFieldBoundThroughAFormatWritesTheNumber() throws {
        let item = Item()
        let field = TextFieldCell(key: "Price", keyboardType: .decimalPad)
        let session = makeSession([field])
        field.bind(to: item, \.price, format: euros)
        expectEqual(field.text, "€9.50", "the model's number, formatted")
        session.run(try KeyScript("enter backspace backspace backspace backspace backspace type:12 enter"))
        expectEqual(item.price, 12)
        expectEqual(field.text, "12", "without a numberFormat of its own, the field keeps its text as typed")
        field.numberFormat = euros
        session.run(try KeyScript("enter type:.25 enter"))
        #expect(field.text == "€12.25" && item.price == 12.25)
    }
}
