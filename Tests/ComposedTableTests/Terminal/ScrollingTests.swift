import ComposedTableDemoScreens
import TestSupport
import Testing

@testable import ComposedTable

/// What the body shows around the cursor, and what the hints count below it.
@MainActor
struct ScrollingTests {
    private func demo(_ keys: String, size: String) throws -> TerminalSession {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize(size)))
        session.run(try KeyScript(keys))
        return session
    }

    @Test func onTheLastRowTheLastSectionsFooterShowsToo() throws {
        let session = try demo("enter end", size: "60x24")
        expectEqual(session.screen.line(21), "›                          Sign Out")
        expectEqual(session.screen.line(22), "  Signed in as stephan@example.com.", "the footer was cut off")
        expectEqual(session.screen.line(23), "↑↓ move · ⏎ select · ← back · ? keys                ↑ 1 more")
    }

    @Test func aFooterCutOffBelowCountsAsMore() throws {
        let list = ComposedTableViewController(title: "List")
        list.addSection(footer: "A footer of two lines: it is long enough to wrap at this width.")
        list.addCell(ActiveCell(key: "Tall", value: "1\n2\n3"))
        let small = TerminalSession(rootViewController: list, size: TerminalSize(columns: 30, rows: 6))
        #expect(
            small.screen.text == """
                             List
                › Tall                       1
                                             2
                                             3
                  A footer of two lines: it is
                ↑↓ move · q quit · ? k… ↓ more
                """, "the footer does not fit with the last row: its first line shows, and the hints say there is more")
    }
}
