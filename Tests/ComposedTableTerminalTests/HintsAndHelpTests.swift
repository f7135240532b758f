import ComposedTableDemoScreens
import Testing

@testable import ComposedTableTerminal

/// The key hints and the key help name the keys that work on the row under the cursor.
@MainActor
struct HintsAndHelpTests {
    private func demo(_ keys: String, size: String = "44x26") throws -> TerminalSession {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize(size)))
        session.run(try KeyScript(keys))
        return session
    }

    @Test func aDisabledRowsHintsOfferOnlyMovingAndBack() throws {
        let session = try demo("enter down down down down enter down")
        #expect(session.screen.line(10) == "› Auto-Lock (min)                      − 2 +", "dimmed by Low Power Mode")
        #expect(session.screen.line(25) == "↑↓ move · esc back · ? keys", "no ←→ change on a dimmed stepper (← stays there)")
        session.run(try KeyScript("down down down down"))
        #expect(session.screen.line(18) == "› Software Update                    Managed")
        #expect(session.screen.line(25) == "↑↓ move · ← back · ? keys", "no ⏎ select on a disabled row")
        let root = ComposedTableViewController(title: "Root")
        root.addCell(ActiveCell(key: "Off") { _ in }).isEnabled = false
        #expect(
            TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 5)).screen.line(4)
                == "↑↓ move · q quit · ? keys")
    }
}
