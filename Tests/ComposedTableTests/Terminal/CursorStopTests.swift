import TestSupport
import Testing

@testable import ComposedTable

/// Where the terminal's keyboard cursor stops: selectable headers and rows, in drawing order,
/// forwards and backwards the same (moved here from Core with the logic: only the terminal has a
/// cursor).
@MainActor
struct CursorStopTests {
    @Test func theCursorStopsOnSelectableHeadersAndRowsInDrawingOrder() {
        let screen = ComposedTableViewController(title: "Inbox")
        screen.addSection(header: "Today")
        screen.addCell(ActiveCell(key: "Mail"))
        screen.addCell(ActiveCell(key: "News"))
        let earlier = screen.addSection(header: "Earlier")
        screen.addCell(ActiveCell(key: "Bills"))
        screen.loadIfNeeded()
        let core = screen.core
        screen.setSection(earlier, collapsible: true)
        var forward: [CursorStop] = []
        var stop = core.stop(after: nil)
        while let current = stop {
            forward.append(current)
            stop = core.stop(after: current)
        }
        #expect(
            forward == [
                .row(RowPath(section: 0, row: 0)), .row(RowPath(section: 0, row: 1)), .header(1), .row(RowPath(section: 1, row: 0)),
            ])
        var backward: [CursorStop] = []
        stop = core.stop(before: nil)
        while let current = stop {
            backward.append(current)
            stop = core.stop(before: current)
        }
        expectEqual(backward, forward.reversed())
        screen.setSection(earlier, collapsed: true)
        expectEqual(core.stop(after: .row(RowPath(section: 0, row: 1))), .header(1))
        #expect(core.stop(after: .header(1)) == nil && core.stop(before: .header(1)) == .row(RowPath(section: 0, row: 1)))
    }
}
