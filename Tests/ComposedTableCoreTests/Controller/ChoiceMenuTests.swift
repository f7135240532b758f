import TestSupport
import Testing

@testable import ComposedTableCore

extension Row: ValueRow {}

/// The menu a menu row offers: Core decides which option is chosen and which can be chosen, and
/// what choosing does; backends only draw it (UIKit: a `UIMenu` with the chosen action `.on`; a
/// terminal: ``ChoiceMenu/alert``, the chosen option marked `✓`).
@MainActor
struct ChoiceMenuTests {
    private func menuRow(selection: String = "Name") -> (ChoiceRow<String, Row>, Row, () -> [String]) {
        let style = ChoiceStyle<String>(
            title: "Sort by", optionTitle: { $0 }, optionSubtitle: nil, isEnabled: { $0 != "Size" }, searchable: false,
            allowsMultipleSelection: false)
        let choice = ChoiceRow<String, Row>(
            sections: [ChoiceSection(options: ["Date", "Name", "Size"])], selection: selection, style: style, onChange: nil)
        var changes: [String] = []
        choice.onChange { changes.append($0) }
        let row = Row("Sort by")
        choice.attach(row)
        return (choice, row, { changes })
    }

    @Test func theMenuMarksTheCurrentChoiceAndTheOptionsThatCannotBeChosen() {
        let (choice, _, _) = menuRow()
        let menu = choice.menu(title: "Sort by")
        expectEqual(menu.title, "Sort by")
        expectEqual(menu.items.map(\.title), ["Date", "Name", "Size"])
        expectEqual(menu.items.map(\.isChosen), [false, true, false])
        expectEqual(menu.items.map(\.isEnabled), [true, true, false])
    }

    @Test func choosingFromTheMenuChangesTheRowAndRunsOnChange() {
        let (choice, row, changes) = menuRow()
        choice.menu(title: "Sort by").choose(0)
        expectEqual(choice.selection, "Date")
        expectEqual(row.value, "Date")
        expectEqual(changes(), ["Date"])
        // The next menu is made when it opens: it shows the new choice.
        expectEqual(choice.menu(title: "Sort by").items.map(\.isChosen), [true, false, false])
    }

    @Test func aBackendWithoutMenusShowsAnActionSheetMarkingTheChoice() {
        let (choice, _, changes) = menuRow()
        let alert = choice.menu(title: "Sort by").alert
        expectEqual(alert.style, .actionSheet)
        expectEqual(alert.actions.map(\.title), ["Date", "Name ✓", "Size", "Cancel"])
        expectEqual(alert.actions.map(\.isEnabled), [true, true, false, true])
        expectEqual(alert.preferredAction, 1, "it starts on the current option")
        alert.actions[0].handler?()
        #expect(choice.selection == "Date" && changes() == ["Date"])
    }
}
