import Foundation

/// The question a screen shows before screens with unsaved changes leave, while it shows or
/// their changes save: its identity tells a late answer (or a save that ends after the host
/// left) from the current one.
@MainActor
final class LeaveQuestion {}

/// A screen asked about before it leaves: its controller core and its title, for the question.
@MainActor
package struct LeavingScreen<Cell: AnyObject, View> {
    package var core: TableController<Cell, View>
    package var title: String?

    package init(core: TableController<Cell, View>, title: String?) {
        self.core = core
        self.title = title
    }
}

extension TableController {
    // MARK: - Unsaved changes

    /// A change the user made to a row's value: it sets ``hasUnsavedChanges`` when the screen
    /// tracks them (``tracksUnsavedChanges``).
    package func userDidEdit() {
        if tracksUnsavedChanges { hasUnsavedChanges = true }
    }

    /// Whether this screen shows the question asked before leaving, or saves after it.
    package var isAskingToLeave: Bool { leaveQuestion != nil }

    /// Asks before screens leave when any has unsaved changes, then lets them leave: every way out.
    /// Each such screen is asked in turn (Save / Discard / Cancel); Cancel stops, and `proceed` runs
    /// only when all agreed — at once when none has changes. Ignored while asking.
    /// - Complexity: O(*s*) in the screens, plus the questions.
    package static func confirmLeaving(
        _ screens: [LeavingScreen<Cell, View>], askingOn host: TableController,
        then proceed: @escaping @MainActor (_ discardedChanges: Bool) -> Void
    ) {
        let unsaved = screens.filter { $0.core.hasUnsavedChanges }
        guard !unsaved.isEmpty else { return proceed(false) }
        guard host.leaveQuestion == nil else { return }
        host.askToLeave(unsaved[...], discarded: false, then: proceed)
    }

    /// Asks about the first of the screens, then about the rest.
    private func askToLeave(
        _ screens: ArraySlice<LeavingScreen<Cell, View>>, discarded: Bool,
        then proceed: @escaping @MainActor (Bool) -> Void
    ) {
        guard let screen = screens.first else {
            leaveQuestion = nil
            return proceed(discarded)
        }
        guard screen.core.hasUnsavedChanges else {
            return askToLeave(screens.dropFirst(), discarded: discarded, then: proceed)
        }
        let question = LeaveQuestion()
        leaveQuestion = question
        let alert = Self.leaveAlert(for: screen)
        let presentation = AlertPresentation(alert, method: "the question asked before leaving") { [weak self] index in
            guard let self, self.leaveQuestion === question else { return }
            switch index.map({ alert.actions[$0].role }) {  // in the order shown: Cancel is last
            case .default?:
                self.save(screen, asked: question) {
                    self.askToLeave(screens.dropFirst(), discarded: discarded, then: proceed)
                }
            case .destructive?:
                screen.core.hasUnsavedChanges = false
                screen.core.discardAction?()
                self.askToLeave(screens.dropFirst(), discarded: true, then: proceed)
            case .cancel?, nil:
                self.leaveQuestion = nil
            }
        }
        alertQueue.enqueueFirst(presentation)
    }

    /// Runs a screen's save action once its form's rules pass, and pass still (the form stays
    /// live while asynchronous rules run); on success its changes are saved and `next` runs. A
    /// failing rule (its message under its row; the screen named when it is not the one asking)
    /// or a throw shows in an alert and ends the question: the screen stays, as a Save button
    /// `enabledWhenValid()` would. A host gone meanwhile (popped by code) is told nothing.
    private func save(_ screen: LeavingScreen<Cell, View>, asked question: LeaveQuestion, next: @escaping @MainActor () -> Void) {
        guard let saveAction = screen.core.saveAction else { return }
        Task { @MainActor in
            let named = screen.core === self ? "" : screen.title.map { "“\($0)”: " } ?? ""
            var problem = await screen.core.validate().first.map { named + $0.message }
            if problem == nil, !screen.core.isValid { problem = named + "A value changed and is not valid." }
            if problem == nil {
                do { try await saveAction() } catch { problem = error.localizedDescription }
            }
            if let problem {
                guard leaveQuestion === question else { return }
                leaveQuestion = nil
                let alert = Alert(title: "Could Not Save", message: problem, actions: [.cancel("OK")])
                alertQueue.enqueue(AlertPresentation(alert), from: nil)
                return
            }
            screen.core.hasUnsavedChanges = false
            guard leaveQuestion === question else { return }  // the host left meanwhile
            next()
        }
    }

    /// The question for a screen: "Discard changes?", with Save when it can save.
    package static func leaveAlert(for screen: LeavingScreen<Cell, View>) -> Alert {
        let named = screen.title.flatMap { $0.isEmpty ? nil : "“\($0)”" }
        let message = "\(named ?? "This screen") has changes that are not saved."
        let canSave = screen.core.saveAction != nil
        let actions: [AlertAction] =
            canSave
            ? [.default("Save"), .destructive("Discard"), .cancel("Cancel")]
            : [.destructive("Discard"), .cancel("Keep Editing")]
        return Alert(title: "Discard changes?", message: message, actions: actions)
    }

    // MARK: - Leaving

    /// Reports that the screen left for good: it was popped (back, or by code) or dismissed. What
    /// was registered with ``onLeave(_:)`` runs, once.
    /// - Complexity: O(*h*) in the handlers.
    package func viewDidLeave() {
        hasLeft = true
        leaveQuestion = nil
        refreshTask?.cancel()
        loadTask?.cancel()
        let handlers = leaveHandlers
        leaveHandlers = []
        for handler in handlers { handler() }
    }

    /// Reports that the screen was released: every alert is dismissed (awaited ones answer `nil`),
    /// its refresh and load are cancelled, so nothing awaiting it keeps this core alive.
    package func screenWasReleased() {
        leaveQuestion = nil
        refreshTask?.cancel()
        loadTask?.cancel()
        alerts?.screenWasReleased()
    }

    /// Runs a closure when the screen leaves for good (``viewDidLeave()``): a choice screen
    /// answers `nil` to the task awaiting it when the user goes back.
    package func onLeave(_ handler: @escaping @MainActor () -> Void) {
        leaveHandlers.append(handler)
    }
}
