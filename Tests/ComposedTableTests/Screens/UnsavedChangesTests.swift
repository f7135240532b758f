import Foundation
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// What a profile editor saved, and how often.
@MainActor
private final class ProfileStore {
    var name = "Ada"
    var saves = 0
    var failsNextSave = false
}

private struct SaveFailed: LocalizedError {
    var errorDescription: String? { "The disk is full." }
}

/// A screen that tracks the user's changes and saves them to a store (when given one).
@MainActor
private final class ProfileEditor: ComposedTableViewController {
    let store: ProfileStore?
    let name: TextFieldCell
    let notify = SwitchCell(key: "Notify", isOn: false)

    init(store: ProfileStore?) {
        self.store = store
        name = TextFieldCell(key: "Name", text: store?.name ?? "Ada")
        super.init(title: "Profile")
    }

    required init?(coder: NSCoder) { nil }

    override func compose() {
        tracksUnsavedChanges = true
        if let store {
            onSave = { [unowned self] in
                try await Task.sleep(for: .milliseconds(1))
                if store.failsNextSave {
                    store.failsNextSave = false
                    throw SaveFailed()
                }
                store.name = self.name.text
                store.saves += 1
            }
        }
        addCell(name)
        addCell(notify)
    }
}

/// A menu that pushes the editor.
@MainActor
private func menu(pushing editor: ProfileEditor) -> ComposedTableViewController {
    let menu = ComposedTableViewController(title: "Menu")
    menu.addCell(ActiveCell(key: "Profile") { cell in cell.controller?.navigationController?.pushViewController(editor, animated: true) })
    return menu
}

@MainActor
struct UnsavedChangesTests {
    private let size = TerminalSize(columns: 40, rows: 10)

    private func session(store: ProfileStore? = ProfileStore()) -> (TerminalSession, ProfileEditor) {
        let editor = ProfileEditor(store: store)
        let session = TerminalSession(rootViewController: menu(pushing: editor), size: size)
        session.send(.enter)
        return (session, editor)
    }

    /// The question on the editor, its cursor on the first action.
    private static let question = """
        ‹ Menu          Profile
        ┌──────────────────────────────────────┐
        │ Discard changes?                     │
        │ “Profile” has changes that are not   │
        │ saved.                               │
        │ › Save                               │
        │   Discard !                          │
        │   Cancel                             │
        └──────────────────────────────────────┘
        ↑↓ move · ⏎ choose · esc cancel · ? keys
        """

    @Test func nothingChangedLeavesWithoutAsking() {
        let (session, editor) = session()
        #expect(!editor.hasUnsavedChanges)
        session.send(.left)
        expectEqual(session.navigationController.viewControllers.count, 1, "popped at once")
        session.send(.character("q"))
        #expect(session.hasQuit)
        expectEqual(session.navigationController.ending, .quitKey)
        #expect(!session.navigationController.discardedChanges)
    }

    @Test func changesByCodeDoNotCountButTheUsersDo() async {
        let (session, editor) = session()
        editor.notify.isOn = true
        editor.name.text = "Grace"
        #expect(!editor.hasUnsavedChanges, "code's changes are not the user's")
        session.send(.down)
        session.send(.enter)  // toggles the switch
        #expect(editor.hasUnsavedChanges)
        editor.hasUnsavedChanges = false
        session.send(.up)
        session.send(.character("x"))  // typing starts editing the field
        #expect(editor.hasUnsavedChanges, "typing in a field counts, without an observer of its own")
    }

    @Test func backAsksAndCancelStays() {
        let (session, editor) = session()
        session.send(.down)
        session.send(.enter)
        session.send(.left)
        expectScreen(session, Self.question)
        session.send(.escape)  // the cancel action
        #expect(session.navigationController.topViewController === editor, "kept editing")
        #expect(editor.hasUnsavedChanges)
        #expect(!session.screen.text.contains("Discard"))
        session.send(.escape)  // back again: asks again
        #expect(session.screen.text.contains("Discard changes?"))
    }

    @Test func discardLeavesAndDropsTheChanges() {
        let store = ProfileStore()
        let (session, editor) = session(store: store)
        session.send(.down)
        session.send(.enter)
        session.send(.backspace)
        session.send(.down)
        session.send(.enter)  // Discard
        expectEqual(session.navigationController.viewControllers.count, 1, "popped")
        #expect(!editor.hasUnsavedChanges)
        expectEqual(store.saves, 0)
    }

    @Test func discardPutsTheDemoSettingsBackAndSaveKeepsThem() async throws {
        // The demo's Settings binds its rows to a model: Discard runs onDiscard, which reverts
        // the model and recomposes, so the screen opens again on the saved values.
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize("44x16")))
        await session.run(try KeyScript("enter enter"))  // Settings; Wi-Fi off
        let settings = try #require(session.navigationController.topViewController as? SettingsViewController)
        expectEqual(settings.settings.values.wifi, false, "the switch writes to the model at once")
        await session.run(try KeyScript("esc"))
        #expect(session.screen.text.contains("Discard changes?"))
        await session.run(try KeyScript("down enter"))  // Discard
        expectEqual(session.navigationController.viewControllers.count, 1)
        #expect(settings.settings.values.wifi, "Discard left the change in the model")
        await session.run(try KeyScript("enter"))  // Settings again
        #expect(session.screen.text.contains("Wi-Fi") && session.screen.text.contains("[on]"))
        #expect(session.screen.text.contains("Ask to Join"), "the rows Wi-Fi shows are back")
        #expect(!settings.hasUnsavedChanges)
        session.send(.enter)  // Wi-Fi off
        session.send(.escape)
        session.send(.enter)  // Save
        let saved = await session.settle(until: { $0.navigationController.viewControllers.count == 1 })
        #expect(saved, "left once saved")
        #expect(settings.settings.values.wifi == false && settings.settings.saveCount == 1)
        expectEqual(settings.settings.saved.wifi, false)
    }

    @Test func saveRunsTheSaveActionThenLeaves() async {
        let store = ProfileStore()
        let (session, editor) = session(store: store)
        session.send(.character("G"))  // edits the name field
        session.send(.enter)  // done: "AdaG"
        session.send(.escape)
        expectScreen(session, Self.question)
        session.send(.enter)  // Save
        let left = await session.settle(until: { $0.navigationController.viewControllers.count == 1 })
        #expect(left, "popped once saved")
        expectEqual(store.saves, 1)
        expectEqual(store.name, "AdaG")
        #expect(!editor.hasUnsavedChanges)
    }

    @Test func aFailedSaveStaysAndShowsTheError() async {
        let store = ProfileStore()
        store.failsNextSave = true
        let (session, editor) = session(store: store)
        session.send(.down)
        session.send(.enter)
        session.send(.left)
        session.send(.enter)  // Save, which throws
        let shown = await session.settle(until: { $0.screen.text.contains("Could Not Save") })
        #expect(shown)
        expectScreen(
            session,
            """
            ‹ Menu          Profile
              Name  Ada
            › Notify┌──────────────────────┐    [on]
                    │ Could Not Save       │
                    │ The disk is full.    │
                    │                      │
                    │ › OK                 │
                    └──────────────────────┘

            ↑↓ move · ⏎ choose · esc cancel · ? keys
            """)
        #expect(session.navigationController.topViewController === editor)
        #expect(editor.hasUnsavedChanges, "still unsaved")
        session.send(.enter)
        session.send(.left)
        session.send(.enter)  // Save again, which works
        #expect(await session.settle(until: { $0.navigationController.viewControllers.count == 1 }))
        expectEqual(store.saves, 1)
    }

    /// Save in the question runs the form's rules first, as a Save button `enabledWhenValid()`
    /// does: a failing rule shows under its row and in an alert, and nothing is saved.
    @Test func saveWithAFailingRuleStaysAndSavesNothing() async {
        let store = ProfileStore()
        let (session, editor) = session(store: store)
        editor.name.validate(.required("A name is required."))
        session.send(.character("x"))  // edits the name field: "Adax"
        for _ in 0..<4 { session.send(.backspace) }
        session.send(.enter)  // done: ""
        session.send(.escape)
        expectScreen(session, Self.question)
        session.send(.enter)  // Save
        #expect(await session.settle(until: { $0.screen.text.contains("Could Not Save") }))
        #expect(session.screen.text.contains("A name is required."), "the alert names the failing rule")
        expectEqual(store.saves, 0, "invalid values were saved")
        expectEqual(store.name, "Ada")
        #expect(session.navigationController.topViewController === editor, "the editor left")
        #expect(editor.hasUnsavedChanges, "still unsaved")
        expectEqual(editor.name.validationMessage, "A name is required.", "the row does not show its failing rule")
        session.send(.enter)  // OK
        session.send(.character("B"))
        session.send(.enter)
        session.send(.escape)
        session.send(.enter)  // Save, now valid
        #expect(await session.settle(until: { $0.navigationController.viewControllers.count == 1 }))
        expectEqual(store.name, "B")
    }

    /// The form stays live while an asynchronous rule runs: a value made invalid meanwhile is not
    /// saved.
    @Test func aValueMadeInvalidWhileTheRulesRunIsNotSaved() async {
        let store = ProfileStore()
        let (session, editor) = session(store: store)
        // The user empties the name (checked first) while the switch's asynchronous rule awaits.
        editor.name.validate(.required("A name is required."))
        editor.notify.validate(
            .async("Unavailable.") { [unowned editor] _ in
                editor.name.text = ""
                return true
            })
        session.send(.character("G"))
        session.send(.enter)
        session.send(.escape)
        session.send(.enter)  // Save: the rules run
        #expect(await session.settle(until: { $0.screen.text.contains("Could Not Save") }))
        #expect(session.screen.text.contains("A value changed and is not valid."))
        expectEqual(store.saves, 0, "a value made invalid while the rules ran was saved")
    }

    /// A screen below the one showing the question fails its rule: the alert names it.
    @Test func aFailingRuleOfAScreenBelowIsNamedInTheAlert() async {
        let store = ProfileStore()
        let (session, editor) = session(store: store)
        editor.name.validate(.required("A name is required."))
        editor.name.text = ""
        editor.hasUnsavedChanges = true
        session.navigationController.pushViewController(ComposedTableViewController(title: "Top"), animated: false)
        session.send(.character("q"))
        #expect(session.screen.text.contains("Discard changes?"))
        session.send(.enter)  // Save
        #expect(await session.settle(until: { $0.screen.text.contains("Could Not Save") }))
        #expect(session.screen.text.contains("“Profile”: A name is"), "the alert does not say which screen failed")
        expectEqual(store.saves, 0)
        #expect(!session.hasQuit)
    }

    @Test func withoutASaveActionTheQuestionOffersDiscardAndKeepEditing() {
        let (session, _) = session(store: nil)
        session.send(.down)
        session.send(.enter)
        session.send(.left)
        expectScreen(
            session,
            """
            ‹ Menu          Profile
            ┌──────────────────────────────────────┐
            │ Discard changes?                     │
            │ “Profile” has changes that are not   │
            │ saved.                               │
            │                                      │
            │   Discard !                          │
            │ › Keep Editing                       │
            └──────────────────────────────────────┘
            ↑↓ move · ⏎ choose · esc cancel · ? keys
            """)
    }

    @Test func qAsksAndDiscardQuitsAsCancelled() {
        let (session, _) = session()
        session.send(.down)
        session.send(.enter)
        session.send(.character("q"))
        #expect(!session.hasQuit, "asks first")
        expectScreen(session, Self.question)
        session.send(.character("d"))  // jumps to Discard
        session.send(.enter)
        #expect(session.hasQuit)
        expectEqual(session.navigationController.ending, .quitKey)
        #expect(session.navigationController.discardedChanges)
    }

    @Test func ctrlCAsksAndASecondCtrlCEndsAtOnce() {
        let (session, editor) = session()
        session.send(.down)
        session.send(.enter)
        session.send(.interrupt)
        #expect(!session.hasQuit)
        expectScreen(session, Self.question)
        session.send(.interrupt)
        #expect(session.hasQuit, "nobody is trapped")
        expectEqual(session.navigationController.ending, .interrupted)
        #expect(editor.hasUnsavedChanges, "nothing was decided about them")
    }

    @Test func ctrlCUnderAnotherAlertAsksInItsPlace() async {
        let (session, editor) = session()
        session.send(.down)
        session.send(.enter)
        var answer: Bool?? = .none
        Task { answer = .some(await editor.confirm("Reset?", action: "Reset")) }
        await session.settle()
        #expect(session.screen.text.contains("Reset?"))
        session.send(.interrupt)
        await session.settle()
        expectEqual(answer, .some(false), "the alert it replaced is answered as dismissed")
        expectScreen(session, Self.question)
    }

    @Test func quitFromCodeAsksToo() async {
        let (session, editor) = session()
        session.send(.down)
        session.send(.enter)
        editor.navigationController?.quit()
        #expect(!session.hasQuit)
        expectScreen(session, Self.question)
        session.send(.enter)  // Save
        #expect(await session.settle(until: { $0.hasQuit }))
        expectEqual(session.navigationController.ending, .finished)
    }

    @Test func everyScreenWithChangesIsAskedAboutTopFirst() {
        let lower = ProfileEditor(store: nil)
        lower.title = "Account"
        let upper = ProfileEditor(store: ProfileStore())
        let session = TerminalSession(rootViewController: lower, size: size)
        session.navigationController.pushViewController(upper, animated: true)
        lower.hasUnsavedChanges = true
        upper.hasUnsavedChanges = true
        session.send(.down)  // off the field, where q is typed
        session.send(.character("q"))
        #expect(session.screen.text.contains("“Profile” has changes"))
        session.send(.character("d"))
        session.send(.enter)  // Discard the top one's
        #expect(!session.hasQuit)
        #expect(session.screen.text.contains("“Account” has changes"), "the lower screen's question, on the screen shown")
        session.send(.escape)  // Keep Editing
        #expect(!session.hasQuit)
        #expect(!upper.hasUnsavedChanges)
        #expect(lower.hasUnsavedChanges)
    }

    @Test func aPresentedScreenClosedWithEscAsks() {
        let root = ComposedTableViewController(title: "Menu")
        let session = TerminalSession(rootViewController: root, size: size)
        let editor = ProfileEditor(store: nil)
        root.loadIfNeeded()
        root.present(editor, animated: true)
        editor.hasUnsavedChanges = true
        session.send(.escape)
        #expect(session.screen.text.contains("Discard changes?"))
        #expect(session.navigationController.presented != nil)
        session.send(.up)
        session.send(.enter)  // Discard
        #expect(session.navigationController.presented == nil, "dismissed")
    }

    @Test func trackedChoicesCount() {
        let screen = ComposedTableViewController(title: "Theme")
        screen.tracksUnsavedChanges = true
        screen.addChoices(["Light", "Dark"], selection: "Light")
        let session = TerminalSession(rootViewController: screen, size: size)
        session.send(.down)
        #expect(!screen.hasUnsavedChanges)
        session.send(.enter)
        #expect(screen.hasUnsavedChanges)
    }
}
