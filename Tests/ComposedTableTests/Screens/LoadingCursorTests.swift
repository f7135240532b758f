import TestSupport
import Testing

@testable import ComposedTable

/// While a screen loads, its loading line is no row: the cursor is on nothing, and keys and
/// clicks that would select do nothing.
@MainActor
struct LoadingCursorTests {
    @Test func theLoadingLineIsNoCursorStopAndTheOptionsTakeTheCursorOnceLoaded() async throws {
        let gate = Gate()
        var chosen: String?
        let root = ComposedTableViewController(title: "Profile")
        root.addCell(
            ActiveCell(key: "City", value: "") { cell in
                Task {
                    chosen = await cell.controller?.choose(
                        "City",
                        from: .loading {
                            await gate.wait()
                            return [ChoiceSection(options: ["Lyon", "Paris"])]
                        }, selection: "Paris")
                }
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 7))
        await session.run(try KeyScript("enter"))
        await session.settle()
        let picker = session.navigationController.topViewController
        #expect(session.screen.text.contains("Loading…") && !session.screen.text.contains("›"), "no cursor mark")
        expectEqual(picker.cursorRowPath, nil)
        expectEqual(session.screen.line(6), "← back · ? keys", "only leaving: nothing to select")
        await session.run(try KeyScript("down enter click:4,15"))
        #expect(picker.cursorRowPath == nil && chosen == nil, "↓, Enter and a click on the loading line do nothing")
        gate.open()
        await session.settle()
        expectEqual(session.screen.line(2), "› Paris                      ✓", "loaded: on the current option")
    }
}
