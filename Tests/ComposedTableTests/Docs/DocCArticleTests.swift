import Foundation
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The samples of the DocC article "Testing screens in a terminal"
/// (`Sources/ComposedTable/ComposedTable.docc/TestingScreensInATerminal.md`),
/// as written there: keep the two in step.
@MainActor
struct DocCArticleTests {
    /// The screens "A walk through the demo" quotes, in order: the keys from the menu and the size
    /// that show each one.
    private static let walkScreens: [(keys: String, size: String)] = [
        ("", "44x14"),  // Step 1: the menu
        ("enter down", "44x26"),  // Step 2: Settings, the cursor moved down once
        ("down enter enter", "44x8"),  // Step 3: the colour picker
        ("down down down enter enter enter enter up up enter", "44x8"),  // Step 5: three added, Item 2 removed
        ("down down down down enter", "50x14"),  // Step 6: the inbox, loading its messages
        ("down down down down down enter", "50x16"),  // Step 7: the gallery
        ("down down down down down down enter down a", "50x14"),  // Step 8: Bread's actions
    ]

    @Test func theWalkThroughTheDemoQuotesTheDemosOwnScreens() async throws {
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let article = try String(
            contentsOfFile: root + "/Sources/ComposedTable/ComposedTable.docc/TheDemo.md", encoding: .utf8)
        // The code blocks without a language: the screens.
        var screens: [[String]] = []
        var block: (isScreen: Bool, lines: [String])?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let open = block {
                    if open.isScreen { screens.append(open.lines) }
                    block = nil
                } else {
                    block = (line == "```", [])  // ```sh and ```swift are not screens
                }
            } else {
                block?.lines.append(line)
            }
        }
        expectEqual(screens.count, Self.walkScreens.count, "a screen quoted without keys to check it, or keys without a screen")
        for (quoted, walk) in zip(screens, Self.walkScreens) {
            let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize(walk.size)))
            await session.run(try KeyScript(walk.keys))
            let drawn = session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.reversed().drop { $0 == " " }.reversed())
            }
            expectEqual(Array(drawn.prefix(quoted.count)), quoted, "keys \"\(walk.keys)\" at \(walk.size)")
        }
    }

    @Test func wiFiOffHidesItsRows() throws {
        let session = TerminalSession(rootViewController: SettingsViewController(), size: TerminalSize(columns: 44, rows: 14))
        #expect(session.screen.text.contains("Network"))
        session.run(try KeyScript("space"))  // the cursor starts on Wi-Fi: switch it off
        expectEqual(session.screen.line(2), "› Wi-Fi                                [off]")
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
