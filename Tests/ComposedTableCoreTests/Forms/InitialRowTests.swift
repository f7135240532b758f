import ComposedTableCore
import TestSupport
import Testing

/// Where a screen starts: a choice list on its current choice, any other screen at its top.
@MainActor
struct InitialRowTests {
    private func option(_ key: String, checked: Bool = false) -> CheckCell {
        let cell = CheckCell(key) { _ in }
        cell.isChecked = checked
        cell.accessory = checked ? .checkmark : .none
        return cell
    }

    @Test func aChoiceListStartsOnItsChoiceAcrossSections() {
        let screen = FormScreen { screen in
            screen.addSection("Africa")
            screen.add(self.option("Nairobi"))
            screen.addSection("Asia")
            screen.add(self.option("Tokyo", checked: true))
        }
        expectEqual(screen.core.initialRow, RowPath(section: 1, row: 0))
    }

    @Test func aScreenWithOtherRowsBeforeTheChoiceStartsAtItsTop() {
        let screen = FormScreen { screen in
            screen.add(InputCell("Wi-Fi", true)).action = { _ in }
            screen.addSection("Appearance")
            screen.add(self.option("Light"))
            screen.add(self.option("Dark", checked: true))
        }
        expectEqual(screen.core.initialRow, RowPath(section: 0, row: 0))
    }

    @Test func informationRowsBeforeAChoiceDoNotCount() {
        let screen = FormScreen { screen in
            screen.add(FormCell("Pick a colour"))  // no action: not selectable
            screen.add(self.option("Red"))
            screen.add(self.option("Blue", checked: true))
        }
        expectEqual(screen.core.initialRow, RowPath(section: 0, row: 2))
    }
}
