import TestSupport
import Testing

@testable import ComposedTable

/// A screen with rows whose actions present alerts, and a record of what the alerts did.
@MainActor
private final class NotesViewController: ComposedTableViewController {
    var log: [String] = []
    var confirmed: [Bool] = []

    override func compose() {
        title = "Notes"
        addCell(
            ActiveCell(key: "Delete…") { cell in
                guard let controller = cell.controller as? NotesViewController else { return }
                controller.present(
                    Alert(
                        title: "Delete “Notes”?", message: "This cannot be undone.",
                        actions: [
                            .default("Archive") { [weak controller] in controller?.log.append("archive") },
                            .destructive("Delete") { [weak controller] in controller?.log.append("delete") },
                            .cancel { [weak controller] in controller?.log.append("cancel") },
                        ]),
                    from: cell)
            })
        addCell(
            ActiveCell(key: "Sign out") { cell in
                guard let controller = cell.controller as? NotesViewController else { return }
                Task { @MainActor in
                    controller.confirmed.append(await controller.confirm("Sign out?", action: "Sign Out", role: .destructive))
                }
            })
        addCell(ActiveCell(key: "Name", value: "Ada"))
    }
}

/// The screen's text, printed when it is not the expected one so that a failure shows it whole.
@MainActor
func expectScreen(_ session: TerminalSession, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = session.screen.text
    if text != expected { print("--- actual screen ---\n\(text)\n---") }
    #expect(text == expected, sourceLocation: sourceLocation)
}

@MainActor
struct AlertTests {
    private func makeSession(_ columns: Int = 40, _ rows: Int = 12) -> (TerminalSession, NotesViewController) {
        let notes = NotesViewController()
        return (TerminalSession(rootViewController: notes, size: TerminalSize(columns: columns, rows: rows)), notes)
    }

    @Test func anAlertShowsOverTheScreenAndDownEnterChoosesTheDestructiveAction() throws {
        let (session, notes) = makeSession()
        session.send(.enter)
        expectScreen(
            session,
            """
                             Notes
            › Delete…
              Sign ┌────────────────────────┐
              Name │ Delete “Notes”?        │    Ada
                   │ This cannot be undone. │
                   │                        │
                   │ › Archive              │
                   │   Delete !             │
                   │   Cancel               │
                   └────────────────────────┘

            ↑↓ move · ⏎ choose · esc cancel · ? keys
            """)
        #expect(session.screen.style(atRow: 3, column: 9).contains(.bold), "the title is bold")
        #expect(session.screen.style(atRow: 7, column: 11).contains(.red), "a destructive action is red")
        #expect(session.screen.style(atRow: 6, column: 11).contains(.reverse), "the cursor's action is in reverse video")
        try session.run(KeyScript("down enter"))
        expectEqual(notes.log, ["delete"])
        expectScreen(
            session,
            """
                             Notes
            › Delete…
              Sign out
              Name                               Ada







            ↑↓ move · ⏎ select · q quit · ? keys
            """)
    }

    @Test func escCancelsAndKeysNeverReachTheScreenBelow() throws {
        let (session, notes) = makeSession()
        try session.run(KeyScript("enter down down down q tab left backspace paste:x"))
        #expect(!session.hasQuit, "q does not quit under an alert")
        #expect(session.screen.line(8).hasPrefix("       │ › Cancel"), "↓ stops at the last action")
        session.send(.escape)
        expectEqual(notes.log, ["cancel"])
        #expect(
            session.navigationController.topViewController.cursorRowPath == RowPath(section: 0, row: 0), "the table's cursor did not move")
        session.send(.enter)
        try session.run(KeyScript("d enter"))  // a letter jumps to its action
        expectEqual(notes.log, ["cancel", "delete"])
        session.send(.enter)
        try session.run(KeyScript("3 space"))  // a digit too; Space chooses as Enter does
        session.send(.enter)
        session.send(.interrupt)
        expectEqual(notes.log, ["cancel", "delete", "cancel"])
        #expect(session.hasQuit, "Ctrl-C quits under an alert")
    }

    @Test func theAsyncConfirmationStartsOnCancelAndReturnsTheChoice() async throws {
        let (session, notes) = makeSession()
        await session.run(try KeyScript("down enter"))
        expectScreen(
            session,
            """
                             Notes
              Delete…
            › Sign out
              Name  ┌──────────────────────┐     Ada
                    │ Sign out?            │
                    │                      │
                    │   Sign Out !         │
                    │ › Cancel             │
                    └──────────────────────┘


            ↑↓ move · ⏎ choose · esc cancel · ? keys
            """)
        await session.run(try KeyScript("enter"))
        expectEqual(notes.confirmed, [false], "Enter on the start cancels a destructive question")
        await session.run(try KeyScript("enter up enter"))
        expectEqual(notes.confirmed, [false, true])
        await session.run(try KeyScript("enter esc"))
        expectEqual(notes.confirmed, [false, true, false])
    }

    @Test func anAlertWithoutCancelCannotBeCancelledAndAnActionSheetWithoutOneCloses() async throws {
        let (session, notes) = makeSession()
        var results: [String?] = []
        let question = Task { @MainActor in
            await notes.present(Alert(title: "Keep the draft?", actions: [.default("Keep"), .destructive("Discard")]))
        }
        await session.settle()
        expectEqual(session.screen.line(11), "↑↓ move · ⏎ choose · ? keys", "no Esc in the hints")
        await session.run(try KeyScript("esc left"))
        #expect(session.screen.text.contains("Keep the draft?"), "Esc does not close an alert without a cancel action")
        await session.run(try KeyScript("down enter"))
        results.append(await question.value?.title)
        let sheet = Task { @MainActor in
            await notes.present(Alert(title: "Share", style: .actionSheet, actions: [.default("Mail"), .default("Messages")]))
        }
        await session.run(try KeyScript("esc"))
        results.append(await sheet.value?.title)
        expectEqual(results, ["Discard", nil])
        #expect(!session.screen.text.contains("Share"))
    }

    @Test func anAlertWithoutActionsHasOKAndDisabledActionsAreDimmedAndSkipped() throws {
        let (session, notes) = makeSession(30, 10)
        notes.present(Alert(title: "Saved"))
        expectScreen(
            session,
            """
                        Notes
            › Delete…
              S┌──────────────────────┐
              N│ Saved                │Ada
               │                      │
               │ › OK                 │
               └──────────────────────┘


            ↑↓ move · ⏎ choose · esc canc…
            """)
        session.send(.escape)
        notes.present(Alert(title: nil, actions: [.default("Copy"), .default("Paste", isEnabled: false), .default("Cut")]))
        session.send(.down)
        expectEqual(session.screen.line(4), "   │   Paste              │")
        #expect(session.screen.style(atRow: 4, column: 7).contains(.dim), "Paste is dimmed")
        #expect(session.screen.line(5).contains("› Cut"), "↓ skips the disabled action")
        try session.run(KeyScript("p 2"))
        #expect(session.screen.line(5).contains("› Cut"), "a letter or digit of a disabled action does not move")
        try session.run(KeyScript("up"))
        #expect(session.screen.line(3).contains("› Copy"), "↑ skips it too")
    }

    @Test func alertsFitSmallTerminals() async throws {
        let (session, _) = makeSession()
        await session.run(try KeyScript("down enter"))
        session.resize(to: TerminalSize(columns: 20, rows: 6))
        expectScreen(
            session,
            """
                   Notes
            Sign out?

              Sign Out !
            › Cancel
            ↑↓ move · ⏎ choose…
            """)
        session.resize(to: TerminalSize(columns: 10, rows: 3))
        expectScreen(
            session,
            """
              Notes
            › Cancel
            ↑↓ move ·…
            """)
        for columns in 1...12 {
            for rows in 1...6 {
                session.resize(to: TerminalSize(columns: columns, rows: rows))
                _ = session.screen  // never crashes, never draws outside
            }
        }
        session.resize(to: TerminalSize(columns: 1, rows: 1))
        expectEqual(session.screen.text, "›")
    }

    @Test func anAlertOverAFieldBeingEditedTakesTheKeysAndTheFieldGoesOn() throws {
        let form = ComposedTableViewController(title: "Form")
        let field = form.addCell(TextFieldCell(key: "Name", text: ""))
        let session = TerminalSession(rootViewController: form, size: TerminalSize(columns: 30, rows: 10))
        try session.run(KeyScript("type:Bo"))
        #expect(field.isEditing)
        form.present(Alert(title: "Offline", message: "Saved later."))
        try session.run(KeyScript("type:xy left"))
        expectScreen(
            session,
            """
                         Form
            › Name  Bo
               ┌──────────────────────┐
               │ Offline              │
               │ Saved later.         │
               │                      │
               │ › OK                 │
               └──────────────────────┘

            ↑↓ move · ⏎ choose · esc canc…
            """)
        try session.run(KeyScript("enter type:b"))
        #expect(field.isEditing && field.text == "Bob", "typing went on in the field, not into the alert")
    }

    @Test func helpUnderAnAlertListsItsKeys() throws {
        let (session, _) = makeSession(40, 14)
        try session.run(KeyScript("enter ?"))
        #expect(session.screen.text.contains("In an alert"))
        #expect(session.screen.text.contains("1-9  a-z  jump to an action"))
        #expect(!session.screen.text.contains("q  Ctrl-C"), "q does not quit here")
        try session.run(KeyScript("x"))  // any key closes the help; the alert stays
        #expect(session.screen.text.contains("Delete “Notes”?"))
    }

    @Test func anAlertPresentedUnderAPushedScreenWaitsAndLeavingDismissesIt() async throws {
        let (session, notes) = makeSession()
        let pushed = ComposedTableViewController(title: "Details")
        pushed.addCell(ActiveCell(key: "Row"))
        session.navigationController.pushViewController(pushed, animated: false)
        var handled = 0
        notes.presentNow(Alert(title: "Later", actions: [.default("A") { handled += 1 }]))
        #expect(!session.screen.text.contains("Later"), "not over the pushed screen")
        session.send(.left)
        #expect(session.screen.text.contains("Later"), "shows when its screen does")
        // A pushed screen awaiting a confirmation is popped: the task gets false, no handler runs.
        session.send(.enter)
        expectEqual(handled, 1)
        let second = ComposedTableViewController(title: "Second")
        session.navigationController.pushViewController(second, animated: false)
        let answer = Task { @MainActor in await second.confirm("Really?") }
        await session.settle()
        #expect(session.screen.text.contains("Really?"))
        session.navigationController.popViewController(animated: false)
        await expectEqual(answer.value, false)
        #expect(!session.screen.text.contains("Really?"))
    }

    @Test func theAlertItsHandlersThePresentingScreenAndTheAwaitingTaskAreReleased() async throws {
        weak var weakScreen: NotesViewController?
        weak var weakModel: NotesModel?
        let root = ComposedTableViewController(title: "Root")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 12))
        var answer: Task<Bool, Never>?
        do {
            let notes = NotesViewController()
            let model = NotesModel()
            session.navigationController.pushViewController(notes, animated: false)
            notes.presentNow(Alert(title: "Chosen", actions: [.default("OK") { model.count += 1 }]))
            await session.run(try KeyScript("enter"))  // chosen: its handler ran
            expectEqual(model.count, 1)
            notes.presentNow(Alert(title: "Left open", actions: [.default("OK") { model.count += 1 }, .cancel()]))
            answer = Task { @MainActor in await notes.confirm("Waiting?") }
            await session.settle()  // the confirmation waits behind the alert showing
            expectEqual(notes.alertQueue.count, 2)
            weakScreen = notes
            weakModel = model
            _ = session.navigationController.popViewController(animated: false)
            expectEqual(model.count, 1, "leaving runs no handler")
        }
        await expectEqual(answer?.value, false)
        await session.settle()
        #expect(weakScreen == nil, "the presenting screen is released")
        #expect(weakModel == nil, "and what the handlers captured")
    }

    @Test func misuseOfPresentingIsRefused() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                ComposedTableViewController().present(ComposedTableViewController(), animated: false)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: present(_:animated:completion:) was called on a controller that is in no navigation controller; present from a screen that is shown (cell.controller)."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ComposedTableViewController()
                let navigation = NavigationController(rootViewController: root)
                root.present(ComposedTableViewController(title: "Editor"), animated: false)
                root.present(ComposedTableViewController(), animated: false)
                withExtendedLifetime(navigation) {}
            }
        }
        expectMisuse(
            result,
            "ComposedTable: present(_:animated:completion:) was called while this stack already presents \"Editor\"; dismiss it first (dismiss(animated:completion:)), or push onto it."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ComposedTableViewController()
                let navigation = NavigationController(rootViewController: root)
                root.present(navigation.topViewController, animated: false)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: present(_:animated:completion:) was given a controller that is already in a navigation controller. Pop or dismiss it there first, or create a new controller."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ComposedTableViewController()
                root.present(Alert(title: "Two", actions: [.cancel("No"), .cancel("Never")]))
            }
        }
        expectMisuse(result, "ComposedTable: present(_:from:) was given an Alert with 2 cancel actions (\"No\", \"Never\")")
    }
}

extension ComposedTableViewController {
    /// The closure form of `present(_:from:)`, from async code (where `present` is the async form).
    fileprivate func presentNow(_ alert: Alert) {
        present(alert)
    }
}

/// What an alert's handler captures, to see it released.
@MainActor
private final class NotesModel {
    var count = 0
}
