import Foundation
import Testing

@testable import ComposedTableTerminal

/// Date picker and picker rows take typed keys as fields do: a key starts editing and goes in,
/// and never quits or goes back.
@MainActor
struct ChoiceRowTypingTests {
    /// A birthday (2000-01-01, UTC, en_GB) and a size picker, on a screen pushed above a root.
    private func form() -> (session: TerminalSession, date: DatePickerCell, size: PickerCell) {
        let root = ComposedTableViewController(title: "Root")
        let form = ComposedTableViewController(title: "Form")
        let date = form.addCell(DatePickerCell(key: "Birthday", date: Date(timeIntervalSince1970: 946_684_800), mode: .date))
        date.locale = Locale(identifier: "en_GB")
        date.timeZone = TimeZone(identifier: "UTC")!
        date.calendar = Calendar(identifier: .gregorian)
        let size = form.addCell(PickerCell(key: "Size", options: ["Small", "Medium", "Large", "Mega"]))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 8))
        session.navigationController.pushViewController(form, animated: false)
        return (session, date, size)
    }

    @Test func aDigitOnADateRowStartsEditingAndTypesTheYear() throws {
        let (session, date, _) = form()
        #expect(session.screen.line(7) == "type to edit · ↑↓ move · ← back · ? keys")
        session.run(try KeyScript("type:1985"))
        #expect(session.screen.line(1) == "› Birthday                    1985-01-01")
        #expect(session.navigationController.topViewController.editingCell === date)
        session.run(try KeyScript("enter"))
        #expect(session.screen.line(1) == "› Birthday                    1 Jan 1985")
    }

    @Test func aLetterOnAPickerRowStartsEditingAndJumpsToAnOption() throws {
        let (session, _, size) = form()
        session.run(try KeyScript("down m"))
        #expect(size.selectedIndex == 1 && session.navigationController.topViewController.editingCell === size)
        session.run(try KeyScript("m enter"))
        #expect(session.screen.line(2) == "› Size                              Mega")
    }

    @Test func qBackspaceJAndKOnADateOrPickerRowNeitherQuitNorGoBack() throws {
        let (session, date, size) = form()
        session.run(try KeyScript("backspace"))
        #expect(session.navigationController.viewControllers.count == 2, "Backspace does not go back from a date row")
        session.run(try KeyScript("q"))
        #expect(!session.hasQuit, "q on a date row is typed, not quit")
        #expect(session.navigationController.topViewController.editingCell === date)
        session.run(try KeyScript("esc down backspace"))
        #expect(session.navigationController.viewControllers.count == 2, "nor from a picker row")
        session.run(try KeyScript("k"))
        #expect(!session.hasQuit && size.selectedIndex == 0 && session.navigationController.topViewController.editingCell === size)
        session.paste("Large")
        #expect(size.selectedIndex == 0, "a paste is no key")
        session.run(try KeyScript("esc"))
        session.paste("Large")
        #expect(size.selectedIndex == 0 && session.navigationController.topViewController.editingCell == nil)
        session.run(try KeyScript("left"))
        #expect(session.navigationController.viewControllers.count == 1, "← still goes back")
    }
}
