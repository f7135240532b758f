import TestSupport
import Testing

@testable import ComposedTable

/// Screens presented over the stack: their own navigation, Esc at their root, leaving.
@MainActor
struct PresentationTests {
    /// A root whose first row presents an editor whose row pushes a detail screen.
    private func makeSession() -> (TerminalSession, ComposedTableViewController) {
        let root = ComposedTableViewController(title: "Items")
        root.addCell(
            ActiveCell(key: "New Item…") { cell in
                let editor = ComposedTableViewController(title: "New Item")
                editor.addCell(
                    ActiveCell(key: "Colour", value: "Red") { cell in
                        let detail = ComposedTableViewController(title: "Colour")
                        detail.addCell(ActiveCell(key: "Blue"))
                        cell.controller?.navigationController?.pushViewController(detail, animated: true)
                    })
                editor.addCell(
                    ButtonCell(title: "Save") { cell in cell.controller?.dismiss(animated: true) })
                cell.controller?.present(editor, animated: true)
            })
        root.addCell(ActiveCell(key: "Other"))
        return (TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 6)), root)
    }

    @Test func aPresentedScreenShowsOverTheStackWithItsOwnNavigation() throws {
        let (session, root) = makeSession()
        session.send(.enter)
        expectScreen(
            session,
            """
            ✕ Close         New Item
            › Colour                             Red
                               Save


            ↑↓ move · ⏎ select · esc close · ? keys
            """)
        expectEqual(root.presentedViewController?.title, "New Item")
        #expect(root.presentedViewController?.presentingViewController === root)
        session.send(.enter)  // a push inside the presented stack
        expectScreen(
            session,
            """
            ‹ New Item       Colour
            › Blue



            ↑↓ move · ← back · ? keys
            """)
        expectEqual(session.navigationController.viewControllers.count, 1, "the push went into the presented stack")
        session.send(.left)
        #expect(session.screen.line(0).hasSuffix("New Item"))
        session.send(.escape)  // Esc at the presented root dismisses it
        expectScreen(
            session,
            """
                             Items
            › New Item…
              Other


            ↑↓ move · ⏎ select · q quit · ? keys
            """)
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissingLeavesEveryScreenOfThePresentedStackAndReleasesIt() async throws {
        let (session, root) = makeSession()
        weak var weakEditor: ComposedTableViewController?
        weak var weakDetail: ComposedTableViewController?
        var left: [String] = []
        var answer: Task<Bool, Never>?
        do {
            session.send(.enter)
            let editor = try #require(root.presentedViewController)
            editor.core.onLeave { left.append("editor") }
            session.send(.enter)
            let detail = editor.navigationController!.topViewController
            detail.core.onLeave { left.append("detail") }
            answer = Task { @MainActor in await detail.confirm("Keep?") }
            await session.settle()
            #expect(session.screen.text.contains("Keep?"))
            weakEditor = editor
            weakDetail = detail
            var completed = false
            detail.dismiss(animated: true) { completed = true }  // from a pushed screen: the whole stack
            #expect(completed)
        }
        expectEqual(left, ["detail", "editor"], "top first")
        await expectEqual(answer?.value, false, "an awaited confirmation resolves when its screen leaves")
        await session.settle()
        #expect(weakEditor == nil && weakDetail == nil)
        #expect(session.screen.line(0).hasSuffix("Items"))
    }

    @Test func anActionCanDismissItsScreenAndQOrCtrlCQuitFromAPresentedStack() throws {
        let (session, root) = makeSession()
        try session.run(KeyScript("enter down enter"))  // Save dismisses
        #expect(root.presentedViewController == nil)
        expectEqual(session.screen.line(1), "› New Item…", "the row was deselected: the cursor is back")
        try session.run(KeyScript("enter q"))
        #expect(session.hasQuit, "q quits from a presented stack too")
    }

    @Test func aPresentedScreenCoversThePresenterAnAlertOfItWaits() throws {
        let (session, root) = makeSession()
        session.send(.enter)
        var shown = false
        root.present(Alert(title: "Synced", actions: [.default("OK") { shown = true }]))
        #expect(!session.screen.text.contains("Synced"), "not over the presented screen")
        session.send(.escape)
        #expect(session.screen.text.contains("Synced"), "shows when the presenter shows again")
        session.send(.enter)
        #expect(shown)
    }
}
