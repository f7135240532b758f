import Foundation
import TestSupport
import Testing

@testable import ComposedTable

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
        expectEqual(session.screen.line(7), "type to edit · ↑↓ move · ← back · ? keys")
        session.run(try KeyScript("type:1985"))
        expectEqual(session.screen.line(1), "› Birthday                    1985-01-01")
        #expect(session.navigationController.topViewController.editingCell === date)
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Birthday                    1 Jan 1985")
    }

    @Test func aLetterOnAPickerRowStartsEditingAndJumpsToAnOption() throws {
        let (session, _, size) = form()
        session.run(try KeyScript("down m"))
        #expect(size.selectedIndex == 1 && session.navigationController.topViewController.editingCell === size)
        session.run(try KeyScript("m enter"))
        expectEqual(session.screen.line(2), "› Size                              Mega")
    }

    @Test func qBackspaceJAndKOnADateOrPickerRowNeitherQuitNorGoBack() throws {
        let (session, date, size) = form()
        session.run(try KeyScript("backspace"))
        expectEqual(session.navigationController.viewControllers.count, 2, "Backspace does not go back from a date row")
        session.run(try KeyScript("q"))
        #expect(!session.hasQuit, "q on a date row is typed, not quit")
        #expect(session.navigationController.topViewController.editingCell === date)
        session.run(try KeyScript("esc down backspace"))
        expectEqual(session.navigationController.viewControllers.count, 2, "nor from a picker row")
        session.run(try KeyScript("k"))
        #expect(!session.hasQuit && size.selectedIndex == 0 && session.navigationController.topViewController.editingCell === size)
        session.paste("Large")
        expectEqual(size.selectedIndex, 0, "a paste is no key")
        session.run(try KeyScript("esc"))
        session.paste("Large")
        #expect(size.selectedIndex == 0 && session.navigationController.topViewController.editingCell == nil)
        session.run(try KeyScript("left"))
        expectEqual(session.navigationController.viewControllers.count, 1, "← still goes back")
    }

    @Test func aYearTypedInPartShowsAsTypedAndIsNeverTheYear20() throws {
        let (session, date, _) = form()
        let start = date.date
        session.run(try KeyScript("type:1"))
        expectEqual(session.screen.line(1), "› Birthday                    1___-01-01")
        session.run(try KeyScript("type:9"))
        expectEqual(session.screen.line(1), "› Birthday                    19__-01-01")
        session.run(try KeyScript("type:8"))
        expectEqual(session.screen.line(1), "› Birthday                    198_-01-01", "not 0198")
        expectEqual(date.date, start, "a year in part is no year")
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Birthday                    1 Jan 2000", "Enter drops a year in part")
        session.run(try KeyScript("type:20 enter"))
        expectEqual(session.screen.line(1), "› Birthday                    1 Jan 2000", "not 1 Jan 20")
        session.run(try KeyScript("type:20 right"))
        expectEqual(session.screen.line(1), "› Birthday                    2000-01-01", "nor when another part is chosen")
        #expect(session.screen.style(atRow: 1, column: 35).contains(.reverse), "the month is chosen")
        session.run(try KeyScript("left type:19 backspace"))
        expectEqual(session.screen.line(1), "› Birthday                    1___-01-01", "Backspace takes back a digit")
        session.run(try KeyScript("type:985 type:3"))
        expectEqual(session.screen.line(1), "› Birthday                    1985-03-01", "four digits make the year; 3 is March")
        session.run(try KeyScript("type:1"))
        expectEqual(session.screen.line(1), "› Birthday                    1985-03-1_", "a day's first digit shows as typed")
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Birthday                    1 Mar 1985", "and is the day: the 1st")
    }
}
