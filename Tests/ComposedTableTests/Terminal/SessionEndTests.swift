import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// Ending a session ends its screens: what their alerts and tasks await is answered as
/// cancelled, so nothing keeps a screen alive once its session is gone.
@MainActor
struct SessionEndTests {
    private let size = TerminalSize(columns: 44, rows: 14)

    /// Lets the main actor run until a weak reference empties, or 200 hand-offs pass.
    private func released(_ isAlive: () -> Bool) async -> Bool {
        for _ in 0..<200 where isAlive() { await Task.yield() }
        return !isAlive()
    }

    @Test func aSessionDroppedWithTheDeleteConfirmationOpenFreesTheScreenAndItsCells() async throws {
        weak var screen: EditableListViewController?
        weak var cell: ActiveCell?
        do {
            let list = EditableListViewController()
            screen = list
            let session = TerminalSession(rootViewController: list, size: size)
            await session.run(try KeyScript("d"))
            #expect(session.screen.text.contains("Delete “"), "the confirmation is open")
            cell = list.cursorCell
            #expect(cell != nil)
        }
        #expect(await released { screen != nil || cell != nil }, "the awaited confirmation no longer holds the screen")
    }

    @Test func aSessionDroppedWithTheLeaveQuestionOpenFreesItsScreens() async {
        weak var screen: ComposedTableViewController?
        weak var navigation: NavigationController?
        do {
            let editor = ComposedTableViewController(title: "Edit")
            editor.hasUnsavedChanges = true
            screen = editor
            let session = TerminalSession(rootViewController: editor, size: size)
            navigation = session.navigationController
            session.send(.character("q"))
            #expect(session.screen.text.contains("Discard changes?"), "the question is open")
            session.send(.interrupt)
            #expect(session.hasQuit, "a second way out ended at once, the question still open")
        }
        #expect(await released { screen != nil || navigation != nil }, "the open question holds neither the stack nor the screen")
    }

    @Test func aDeletionAskedAfterItsScreenLeftIsDismissedAndFreesTheScreen() async {
        weak var screen: EditableListViewController?
        weak var core: AnyObject?
        do {
            let list = EditableListViewController()
            screen = list
            core = list.core
            let session = TerminalSession(rootViewController: ComposedTableViewController(title: "Menu"), size: size)
            session.navigationController.pushViewController(list, animated: true)
            session.send(.character("d"))  // sent without letting the main actor run:
            session.send(.left)  // the deletion's task runs after the screen left
            await session.settle()
            expectEqual(list.core.existingAlertQueue?.count, 0, "asked after the screen left: dismissed at once")
            #expect(list.log.isEmpty, "nothing deleted")
        }
        #expect(await released { screen != nil || core != nil }, "the task ended: nothing holds the screen or its core")
    }

    @Test func aConfirmationAwaitedAfterItsScreenLeftAnswersNoAndFreesTheScreen() async throws {
        weak var screen: ChoicesViewController?
        do {
            let choices = ChoicesViewController()
            screen = choices
            let session = TerminalSession(rootViewController: ComposedTableViewController(title: "Menu"), size: size)
            session.navigationController.pushViewController(choices, animated: true)
            session.send(.end)
            #expect(session.screen.text.split(separator: "\n").contains { $0.hasPrefix("›") && $0.hasSuffix("Sign Out") })
            session.send(.enter)  // Sign Out's task awaits a confirmation: it runs after ← below
            session.send(.left)
            await session.settle()
            expectEqual(choices.core.existingAlertQueue?.count ?? 0, 0, "no question waits on a screen that left")
        }
        #expect(await released { screen != nil }, "the task that held the screen ended (its answer: no)")
    }

    @Test func aToolsRunEndsItsScreensBeforeItReturns() async throws {
        weak var screen: ChoicesViewController?
        var output = ""
        var environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { output += $0 }, error: { _ in })
        environment.processArguments = []
        let status = await TerminalApp.run(name: "demo", arguments: ["--keys", "end enter"], environment: environment) {
            let choices = ChoicesViewController()
            screen = choices
            return choices
        }
        expectEqual(status, 0)
        #expect(output.contains("Sign out?"), "Sign Out's confirmation was open when the script ended")
        #expect(await released { screen != nil }, "answered as cancelled: the task awaiting it ended, and the screen with it")
    }

    @Test func aScreenThatLeftAnswersItsAwaitedAlertAsCancelled() async {
        let screen = ComposedTableViewController(title: "Notes")
        let session = TerminalSession(rootViewController: ComposedTableViewController(title: "Menu"), size: size)
        session.navigationController.pushViewController(screen, animated: true)
        var answer: Bool?
        Task { answer = await screen.confirm("Delete?", action: "Delete", role: .destructive) }
        await session.settle()
        session.navigationController.endScreens()
        await session.settle()
        expectEqual(answer, false)
        #expect(screen.core.hasLeft)
    }
}
