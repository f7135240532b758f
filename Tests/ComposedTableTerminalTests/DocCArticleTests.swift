import Testing

@testable import ComposedTableDemoScreens
@testable import ComposedTableTerminal

/// The samples of the DocC article "Testing screens in a terminal"
/// (`Sources/ComposedTableTerminal/ComposedTableTerminal.docc/TestingScreensInATerminal.md`),
/// as written there: keep the two in step.
@MainActor
struct DocCArticleTests {
    @Test func wiFiOffHidesItsRows() throws {
        let session = TerminalSession(rootViewController: SettingsViewController(), size: TerminalSize(columns: 44, rows: 14))
        #expect(session.screen.text.contains("Network"))
        session.run(try KeyScript("space"))  // the cursor starts on Wi-Fi: switch it off
        #expect(session.screen.line(2) == "› Wi-Fi                                [off]")
        #expect(!session.screen.text.contains("Network"), "hidden while Wi-Fi is off")
    }

    @Test func createAccountIsEnabledOnlyWhileTheFormIsValidAndSubmits() async throws {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: TerminalSize(columns: 60, rows: 24))
        await session.run(
            try KeyScript("down down enter enter type:ada tab type:ada@example.org tab type:longenough enter"))
        // Each key's work ran before the next: the username's asynchronous rule has answered.
        await session.run(try KeyScript("end up space"))  // I accept the terms
        #expect(session.screen.text.contains("› I accept the terms                                    [on]"))
        await session.run(try KeyScript("down enter"))
        #expect(session.screen.text.contains("  Welcome! Your account is ready."), "validate() passed and the action ran")
    }

    @Test func aPoppedPickerIsReleased() throws {
        weak var weakPicker: ComposedTableViewController?
        let root = ComposedTableViewController(title: "Root")
        root.addCell(
            ActiveCell(key: "Open") { cell in
                let picker = ComposedTableViewController(title: "Picker")
                weakPicker = picker
                cell.controller?.navigationController?.pushViewController(picker, animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 10))
        session.run(try KeyScript("enter left"))  // push, then back
        #expect(weakPicker == nil)
    }
}
