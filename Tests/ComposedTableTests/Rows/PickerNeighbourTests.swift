import TestSupport
import Testing

@testable import ComposedTable

/// An inline picker row shows the options beside the current one while it is edited.
@MainActor
struct PickerNeighbourTests {
    private func session(_ cell: PickerCell, columns: Int) -> TerminalSession {
        let screen = ComposedTableViewController(title: "Order")
        screen.addCell(cell)
        return TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: 6))
    }

    @Test func theOptionsBeforeAndAfterShowDimBesideTheCurrentOneWhileItIsEdited() throws {
        let size = PickerCell(key: "Size", options: ["Small", "Medium", "Large"], selectedOption: "Medium")
        let session = session(size, columns: 40)
        expectEqual(session.screen.line(1), "› Size                            Medium", "not edited: the value alone")
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Size              Small ‹Medium› Large")
        expectEqual(session.screen.style(atRow: 1, column: 21), .dim, "the option before, dim")
        #expect(session.screen.style(atRow: 1, column: 28).contains(.reverse), "the current one, in reverse video")
        expectEqual(session.screen.style(atRow: 1, column: 37), .dim, "the option after, dim")
        session.run(try KeyScript("down"))
        expectEqual(session.screen.line(1), "› Size                    Medium ‹Large›", "the last: nothing after it")
        session.run(try KeyScript("up up"))
        expectEqual(session.screen.line(1), "› Size                    ‹Small› Medium", "the first: nothing before it")
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Size                             Small", "done: the value alone again")
    }

    @Test func aNarrowRowShowsTheNextOptionThenNoneKeepingTheKey() throws {
        let size = PickerCell(key: "Size", options: ["Small", "Medium", "Large"], selectedOption: "Medium")
        let narrow = session(size, columns: 24)
        narrow.run(try KeyScript("enter"))
        expectEqual(narrow.screen.line(1), "› Size    ‹Medium› Large", "no room for the option before")
        let narrower = session(PickerCell(key: "Size", options: ["Small", "Medium", "Large"], selectedOption: "Medium"), columns: 17)
        narrower.run(try KeyScript("enter"))
        expectEqual(narrower.screen.line(1), "› Size   ‹Medium›")
        let tiny = session(PickerCell(key: "Size", options: ["Small", "Medium", "Large"], selectedOption: "Medium"), columns: 12)
        tiny.run(try KeyScript("enter"))
        expectEqual(tiny.screen.line(1), "› S…  Medium", "no room for the marks either: as before")
    }

    @Test func withSeveralColumnsTheColumnBeingChangedShowsItsNeighbours() throws {
        let time = PickerCell(key: "Time", columns: [["1", "2", "3"], ["AM", "PM"]], selectedRows: [1, 0])
        let session = session(time, columns: 40)
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Time                        1 ‹2› 3 AM")
        session.run(try KeyScript("right"))
        expectEqual(session.screen.line(1), "› Time                         2 ‹AM› PM")
    }
}
