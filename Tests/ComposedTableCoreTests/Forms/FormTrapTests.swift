import ComposedTableCore
import TestSupport
import Testing

/// Misuse of the form API stops with a message that says what was wrong.
struct FormTrapTests {
    @Test func aVisibilityConditionOnARowInNoTableTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = InputCell("Source", true)
                FormCell("Target").visible(when: source) { $0 }
            }
        }
        expectMisuse(
            result, "ComposedTable: visible(when:_:) was called on a row (FormCell) that is in no table", "addCell(row).visible(when: …)")
    }

    @Test func aConditionOnASectionOfAnotherTableTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let other = FormScreen { $0.addSection("Elsewhere") }
                let section = other.core.composition.lastSection!
                let screen = FormScreen { _ in }
                screen.core.showSection(section, when: InputCell("Source", true)) { $0 }
            }
        }
        expectMisuse(result, "ComposedTable: showSection(_:when:_:) was given section#", "which is not in this table")
    }

    @Test func rulesOnARowInNoTableTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = InputCell("Name", "").validate(.required()) }
        }
        expectMisuse(result, "ComposedTable: validate(_:on:) was called on a row (InputCell<String>) that is in no table.")
    }

    @Test func enabledWhenValidOnARowInNoTableTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = FormCell("Submit").enabledWhenValid() }
        }
        expectMisuse(result, "ComposedTable: enabledWhenValid() was called on a row (FormCell) that is in no table")
    }

    @Test func choosingAValueNotInTheGroupTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let group = ChoiceGroup<String>()
                group.add(CheckCell("S"), value: "S")
                group.select("XL")
            }
        }
        expectMisuse(result, "ComposedTable: ChoiceGroup.select(_:) was given the value XL, which is not in the group (its values: S).")
    }

    @Test func aValueAddedTwiceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let group = ChoiceGroup<String>()
                group.add(CheckCell("S"), value: "S")
                group.add(CheckCell("Small"), value: "S")
            }
        }
        expectMisuse(result, "ComposedTable: ChoiceGroup.add(_:value:) was given the value S, which the group already has")
    }

    @Test func severalValuesForARadioGroupTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let group = ChoiceGroup<Int>()
                for value in 0..<2 { group.add(CheckCell("\(value)"), value: value) }
                group.selections = [0, 1]
            }
        }
        expectMisuse(result, "ComposedTable: ChoiceGroup.selections was given 2 values for a radio group")
    }

    @Test func anInvalidPatternTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.pattern("[0-9")
        }
        expectMisuse(result, "ComposedTable: ValidationRule.pattern(_:_:) was given \"[0-9\", which is not a regular expression")
    }
}
