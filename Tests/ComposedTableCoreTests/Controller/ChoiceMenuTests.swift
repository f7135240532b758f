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
        #expect(menu.title == "Sort by")
        #expect(menu.items.map(\.title) == ["Date", "Name", "Size"])
        #expect(menu.items.map(\.isChosen) == [false, true, false])
        #expect(menu.items.map(\.isEnabled) == [true, true, false])
    }

    @Test func choosingFromTheMenuChangesTheRowAndRunsOnChange() {
        let (choice, row, changes) = menuRow()
        choice.menu(title: "Sort by").choose(0)
        #expect(choice.selection == "Date")
        #expect(row.value == "Date")
        #expect(changes() == ["Date"])
        // The next menu is made when it opens: it shows the new choice.
        #expect(choice.menu(title: "Sort by").items.map(\.isChosen) == [true, false, false])
    }

    @Test func aBackendWithoutMenusShowsAnActionSheetMarkingTheChoice() {
        let (choice, _, changes) = menuRow()
        let alert = choice.menu(title: "Sort by").alert
        #expect(alert.style == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Date", "Name ✓", "Size", "Cancel"])
        #expect(alert.actions.map(\.isEnabled) == [true, true, false, true])
        #expect(alert.preferredAction == 1, "it starts on the current option")
        alert.actions[0].handler?()
        #expect(choice.selection == "Date" && changes() == ["Date"])
    }
}
