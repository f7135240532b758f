import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// What a screen reader says of every public cell type (``ActiveCell/accessibility``): the one
/// description UIKit applies and the terminal's accessible mode writes.
@MainActor
struct RowAccessibilityTests {
    private typealias Description = RowAccessibility

    // MARK: - Plain rows

    @Test func aRowReadsItsKeyAndValueAButtonWhenItActsDimmedWhenDisabled() {
        let row = ActiveCell(key: "Storage", value: "Half full")
        expectEqual(row.accessibility, Description(label: "Storage", value: "Half full"), "an information row is no button")
        row.accessoryText = "12 GB"
        row.action = { _ in }
        expectEqual(row.accessibility, Description(label: "Storage", value: "Half full, 12 GB", traits: .button))
        row.value = nil
        row.isEnabled = false
        expectEqual(row.accessibility, Description(label: "Storage", value: "12 GB", traits: [.button, .dimmed]))
        row.accessory = .checkmark
        #expect(row.accessibility.traits.contains(.selected), "a checkmark is read as selected")
    }

    @Test func aDetailActionAndSwipeActionsAreCustomActionsWhileTheRowIsEnabled() {
        let row = ActiveCell(key: "Milk")
        row.detailAction = { _ in }
        row.leadingSwipeActions = [SwipeAction("Flag") { _ in }]
        row.trailingSwipeActions = [SwipeAction("Archive") { _ in }]
        row.onDelete = { _ in true }
        expectEqual(row.accessibility.actions, [.detail, .row("Flag"), .row("Archive"), .row("Delete")], "as the terminal's sheet")
        expectEqual(row.accessibility.actions.map(\.name), ["More Info", "Flag", "Archive", "Delete"])
        row.deleteConfirmation = DeleteConfirmation(title: "Remove Milk?", action: "Remove")
        expectEqual(row.accessibility.actions.map(\.name), ["More Info", "Flag", "Archive", "Remove"], "Delete is named as it asks")
        row.isEnabled = false
        #expect(row.accessibility.actions.isEmpty, "a disabled row offers no action")
    }

    @Test func anOptionIsSelectedWhenCheckedAndAButtonWhenItActs() {
        let option = OptionCell(key: "Blue", isChecked: true) { _ in }
        expectEqual(option.accessibility, Description(label: "Blue", traits: [.button, .selected]))
        option.isChecked = false
        expectEqual(option.accessibility.traits, .button)
    }

    @Test func aButtonRowIsAButtonEvenWithoutAnAction() {
        let button = ButtonCell(title: "Sign Out", isDestructive: true)
        expectEqual(button.accessibility, Description(label: "Sign Out", traits: .button))
        button.isEnabled = false
        expectEqual(button.accessibility.traits, [.button, .dimmed])
    }

    @Test func aMultilineRowReadsItsWholeText() {
        let text = MultilineCell(text: "Line one\nLine two")
        expectEqual(text.accessibility, Description(label: "Line one\nLine two"), "not a button: it has no action")
    }

    // MARK: - Controls

    @Test func aSwitchSaysOnOrOff() {
        let toggle = SwitchCell(key: "Wi-Fi", isOn: true)
        expectEqual(toggle.accessibility, Description(label: "Wi-Fi", value: "on", kind: "switch"), "the switch is the button, not the row")
        toggle.isOn = false
        toggle.isEnabled = false
        expectEqual(toggle.accessibility, Description(label: "Wi-Fi", value: "off", traits: .dimmed, kind: "switch"))
    }

    @Test func aTextFieldReadsItsTextNeverASecureOneAndItsPlaceholderWhileEmpty() {
        let field = TextFieldCell(key: "Email", placeholder: "name@example.com")
        expectEqual(field.accessibility, Description(label: "Email", hint: "name@example.com", kind: "text"))
        field.text = "ada@example.com"
        expectEqual(field.accessibility, Description(label: "Email", value: "ada@example.com", kind: "text"), "no hint once typed")
        let password = TextFieldCell(key: "Password", text: "hunter2", isSecure: true)
        expectEqual(password.accessibility, Description(label: "Password", value: "hidden", kind: "password"))
        #expect(!"\(password.accessibility)".contains("hunter2"), "no part of the description holds a secret")
        password.isSecure = false
        expectEqual(password.accessibility.value, "hunter2")
    }

    @Test func aTextViewReadsItsTextAndCountsItsLines() {
        let view = TextViewCell(key: "About", placeholder: "A few words")
        expectEqual(view.accessibility, Description(label: "About", hint: "A few words", kind: "text, 1 line"))
        view.text = "One\nTwo\nThree"
        expectEqual(view.accessibility, Description(label: "About", value: "One\nTwo\nThree", kind: "text, 3 lines"))
    }

    @Test func aStepperIsAdjustableAndReadsItsFormattedNumber() {
        let stepper = StepperCell(key: "Seats", number: 3, in: 2...50)
        expectEqual(stepper.accessibility, Description(label: "Seats", value: "3", traits: .adjustable, kind: "2-50"))
        stepper.format = { "\(Int($0)) seats" }
        stepper.number = 4
        expectEqual(stepper.accessibility.value, "4 seats", "the format the row shows is what is read")
        stepper.isEnabled = false
        expectEqual(stepper.accessibility.traits, [.adjustable, .dimmed])
    }

    @Test func aSliderIsAdjustableAndReadsTheNumberItShows() {
        let slider = SliderCell(key: "Volume", number: 0.5)
        #expect(
            slider.accessibility == Description(label: "Volume", value: "50 %", traits: .adjustable, kind: "0-1"),
            "a 0-1 slider shows a percentage")
        let level = SliderCell(key: "Level", number: 7, in: 1...10, step: 1)
        #expect(level.accessibility.value == "7" && level.accessibility.kind == "1-10")
    }

    @Test func aSegmentedRowReadsItsChoiceOrNone() {
        let plan = SegmentedCell(key: "Plan", segments: ["Free", "Pro"], selectedIndex: 1)
        expectEqual(plan.accessibility, Description(label: "Plan", value: "Pro", kind: "one of Free, Pro"))
        let none = SegmentedCell(key: "Size", segments: ["S", "M"], selectedSegment: nil)
        expectEqual(none.accessibility.value, "none")
        none.segments = []
        expectEqual(none.accessibility.value, "No options", "a list from data may be empty")
    }

    @Test func aPickerReadsItsChoiceOrPlaceholderAndAnExpandingOneWhetherItIsOpen() {
        let country = PickerCell(key: "Country", options: ["Germany", "Kenya"], selectedIndex: 1)
        expectEqual(country.accessibility, Description(label: "Country", value: "Kenya", kind: "one of 2"), "inline: no expansion")
        let repeats = PickerCell(
            key: "Repeat", options: ["Daily", "Weekly"], selectedOption: nil, placeholder: "Never", presentation: .expanding)
        #expect(
            repeats.accessibility
                == Description(label: "Repeat", value: "Never", traits: .button, expansion: .collapsed, kind: "one of 2"))
        repeats.isExpanded = true
        expectEqual(repeats.accessibility.expansion, .expanded)
        expectEqual(repeats.accessibility.value, "Daily", "opening an empty row chooses what the wheels show")
        repeats.options = []
        expectEqual(repeats.accessibility.value, "No options")
    }

    @Test func aDateReadsItsFormattedDateOrPlaceholderAndAnExpandingOneWhetherItIsOpen() {
        let friday = Date(timeIntervalSince1970: 1_741_944_600)
        let day = DatePickerCell(key: "Day", date: friday, mode: .date)
        day.locale = Locale(identifier: "en_US")
        day.timeZone = TimeZone(identifier: "UTC")!
        expectEqual(day.accessibility, Description(label: "Day", value: "Mar 14, 2025", kind: "date"), "compact: no expansion")
        let ends = DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "Never", mode: .date, presentation: .expanding)
        expectEqual(ends.accessibility, Description(label: "Ends", value: "Never", traits: .button, expansion: .collapsed, kind: "date"))
        ends.isExpanded = true
        expectEqual(ends.accessibility.expansion, .expanded)
        #expect(ends.accessibility.value != "Never", "opening an empty row chooses the date the picker shows")
    }

    @Test func aGridReadsItsSelectedItem() {
        let grid = GridCell(key: "Colour", options: [.swatch("Red", SwatchColor(hex: 0xFF0000)), .symbol("Star", systemImage: "star")])
        expectEqual(grid.accessibility, Description(label: "Colour", value: "none"))
        grid.selectedIndex = 1
        expectEqual(grid.accessibility.value, "Star")
        grid.options = []
        expectEqual(grid.accessibility.value, "No options")
    }

    // MARK: - The terminal reads the same description

    @Test func everyPartOfTheDescriptionIsInTheAccessibleModesLine() {
        let option = OptionCell(key: "Blue", value: "#00F", isChecked: true)
        let cells: [ActiveCell] = [
            ActiveCell(key: "Storage", value: "Half full"), option, ButtonCell(title: "Sign Out"), MultilineCell(text: "Terms"),
            SwitchCell(key: "Wi-Fi"), TextFieldCell(key: "Email", placeholder: "name@example.com"),
            TextViewCell(key: "About", text: "One\nTwo"), StepperCell(key: "Seats", number: 3, in: 2...50),
            SliderCell(key: "Level", number: 7, in: 1...10), SegmentedCell(key: "Plan", segments: ["Free", "Pro"]),
            PickerCell(key: "Repeat", options: ["Daily"], selectedOption: nil, placeholder: "Never", presentation: .expanding),
            DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "Never", presentation: .expanding),
            GridCell(key: "Colour", options: [.swatch("Red", SwatchColor(hex: 0xFF0000))], selectedIndex: 0),
        ]
        for cell in cells {
            let description = cell.accessibility
            let line = AccessibleTerminal.describe(cell)
            if description.value == nil, description.kind == nil {
                expectEqual(line, description.label, "nothing but the label")
            } else {
                let firstLine = description.value?.split(separator: "\n").first.map(String.init)
                #expect(line.hasPrefix("\(description.label): \(firstLine ?? "empty")"), "\(line)")
            }
            if let kind = description.kind { #expect(line.contains("(\(kind))"), "\(line)") }
            expectEqual(line.contains("(current)"), description.traits.contains(.selected), "\(line)")
            if let expansion = description.expansion { #expect(line.contains(", \(expansion.rawValue)"), "\(line)") }
            if let hint = description.hint { #expect(line.hasSuffix(" — \(hint)"), "\(line)") }
        }
    }

    @Test func theAccessibleModesLineForEachKindOfRow() {
        expectEqual(AccessibleTerminal.describe(SwitchCell(key: "Wi-Fi", isOn: true)), "Wi-Fi: on (switch)")
        expectEqual(AccessibleTerminal.describe(TextFieldCell(key: "Name", placeholder: "Required")), "Name: empty (text) — Required")
        expectEqual(AccessibleTerminal.describe(TextViewCell(key: "About", text: "One\nTwo")), "About: One … (text, 2 lines)")
        expectEqual(AccessibleTerminal.describe(OptionCell(key: "Blue", isChecked: true)), "Blue (current)")
        let ends = DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "Never", mode: .date, presentation: .expanding)
        expectEqual(AccessibleTerminal.describe(ends), "Ends: Never (date), collapsed")
        let row = ActiveCell(key: "", value: "Only a value")
        row.accessoryText = "12 GB"
        expectEqual(AccessibleTerminal.describe(row), "Only a value, 12 GB", "no key: the value alone")
    }
}
