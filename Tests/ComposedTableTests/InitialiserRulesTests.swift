import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// A screen with a stored property and its own designated initialiser, written once
/// (`Demo/Screens/MessageViewController.swift`, also type-checked for iOS): it runs in a terminal,
/// pushed from another screen, composed once, and drawn with its title.
@MainActor
struct InitialiserRulesTests {
    @Test func aScreenWithItsOwnDesignatedInitialiserIsPushedAndDrawn() throws {
        let message = InboxViewController.Message(sender: "Ada", subject: "Lunch on Friday?")
        let menu = ComposedTableViewController(title: "Mail")
        let screen = MessageViewController(message: message)
        menu.addCell(
            ActiveCell(key: "Open") { [weak screen] cell in
                guard let screen else { return }
                cell.controller?.navigationController?.pushViewController(screen, animated: true)
            })
        let session = TerminalSession(rootViewController: menu, size: TerminalSize(columns: 40, rows: 10))
        session.run(try KeyScript("enter"))
        let text = session.screen.text
        #expect(text.contains("Lunch on Friday?"), "the title set by super.init(title:)")
        #expect(text.contains("Ada"))
        #expect(screen.composeCount == 1)
        #expect(screen.message.sender == "Ada")

        session.run(try KeyScript("left enter"))
        #expect(screen.composeCount == 1, "shown again, not composed again")
    }

    @Test func theDesignatedInitialiserSetsTheTitleAndAnUntitledScreenHasNone() {
        #expect(ComposedTableViewController(title: "Colour").title == "Colour")
        #expect(ComposedTableViewController().title == nil)
    }
}
