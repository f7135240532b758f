import TestSupport
import Testing

@testable import ComposedTable

/// A screen whose "Start" row starts a `Task` that changes the "Status" row, after `delay` (or at
/// once) and a hop through a second task.
@MainActor
private func taskScreen(delay: Duration? = nil) -> (screen: ComposedTableViewController, status: ActiveCell) {
    let screen = ComposedTableViewController(title: "Tasks")
    let status = ActiveCell(key: "Status", value: "Waiting")
    screen.addCell(
        ActiveCell(key: "Start") { _ in
            Task { @MainActor in
                if let delay { try? await Task.sleep(for: delay) }
                // A second hop: the task waits for another main-actor task.
                let value = await Task { @MainActor in "Done" }.value
                status.value = value
            }
        })
    screen.addCell(status)
    return (screen, status)
}

/// A root screen with a row that pushes a second one.
@MainActor
private func twoScreens() -> ComposedTableViewController {
    let root = ComposedTableViewController(title: "Menu")
    root.addCell(
        ActiveCell(key: "Open") { cell in
            cell.controller?.navigationController?.pushViewController(
                ComposedTableViewController(title: "Second"), animated: true)
        })
    root.addCell(ActiveCell(key: "Below") { _ in })
    return root
}

/// A count that closures share.
@MainActor
final class Counter {
    var value = 0
}

/// Work an action leaves to the main actor, in scripted runs.
@MainActor
struct ScriptedMainActorWorkTests {
    @Test func anAwaitedScriptLetsTheActionsTaskRunBeforeTheNextKey() async throws {
        let (screen, status) = taskScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 24, rows: 5))
        var frames: [String] = []
        await session.run(try KeyScript("enter")) { frames.append($0.line(2)) }
        expectEqual(status.value, "Done")
        expectEqual(frames, ["  Status            Done"], "the frame after the key already shows the task's change")
    }

    @Test func withoutAwaitingTheTaskHasNotRunUntilTheSessionSettles() async throws {
        let (screen, status) = taskScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 24, rows: 5))
        runWithoutWaiting(session, try KeyScript("enter"))
        expectEqual(status.value, "Waiting", "the synchronous run lets nothing else run")
        await session.settle()
        expectEqual(session.screen.line(2), "  Status            Done")
    }

    @Test func theKeysOptionPrintsTheScreenAfterTheTasks() async {
        var output = ""
        let environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { output += $0 }, error: { _ in })
        let status = await TerminalApp.run(
            name: "demo", arguments: ["--keys", "enter", "--size", "24x5"], environment: environment
        ) { taskScreen().screen }
        expectEqual(status, 0)
        #expect(output.contains("Status            Done"))
    }
}

/// Work running in a task on the main actor; cancelling the task that awaits its value cancels it.
@MainActor
private struct Running<Value: Sendable> {
    private let task: Task<Value, Never>

    init(_ operation: @escaping @MainActor () async -> Value) {
        task = Task { await operation() }
    }

    /// The result, once the work ends.
    var value: Value {
        get async {
            await withTaskCancellationHandler {
                await task.value
            } onCancel: { [task] in
                task.cancel()
            }
        }
    }
}

/// The synchronous `run`, as a caller that is not async sees it.
@MainActor
private func runWithoutWaiting(_ session: TerminalSession, _ script: KeyScript) {
    session.run(script)
}

/// The interactive loop, through a pseudo-terminal. A loop that never ends fails its test at the
/// time limit rather than hanging the run. Each test runs in a process of its own
/// (``inOwnProcess(limit:_:)``), whose main actor serves its loop alone; the limits are a hang
/// guard, not a speed check, and each wait returns as soon as its condition holds.
@Suite(.timeLimit(.minutes(10)))
struct InteractiveLoopTests {
    @Test func aTasksChangeShowsWithoutAKey() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await InteractiveLoops().aTasksChangeShowsWithoutAKey() } }
    }

    @Test func quittingFromATaskEndsTheLoopAndRestoresTheTerminal() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().quittingFromATaskEndsTheLoopAndRestoresTheTerminal() }
        }
    }

    @Test func escapeThenAKeyInOneReadIsEscapeThenTheKey() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().escapeThenAKeyInOneReadIsEscapeThenTheKey() }
        }
    }

    @Test func aLoneEscapeIsTheEscapeKeyAfterTheTimeout() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().aLoneEscapeIsTheEscapeKeyAfterTheTimeout() }
        }
    }

    @Test func ctrlZSuspendsBetweenTheKeysAroundItAndRedrawsWhole() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().ctrlZSuspendsBetweenTheKeysAroundItAndRedrawsWhole() }
        }
    }

    @Test func ctrlLDrawsTheWholeScreenAgainBetweenTheKeysAroundIt() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().ctrlLDrawsTheWholeScreenAgainBetweenTheKeysAroundIt() }
        }
    }

    @Test func aResizeLaysOutAgainAtTheNewSize() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().aResizeLaysOutAgainAtTheNewSize() }
        }
    }

    @Test func sigintQuitsAndRestores() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await InteractiveLoops().sigintQuitsAndRestores() } }
    }

    @Test func sigcontAppliesRawModeAgainAndRedraws() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().sigcontAppliesRawModeAgainAndRedraws() }
        }
    }

    @Test func theEndOfInputQuits() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await InteractiveLoops().theEndOfInputQuits() } }
    }

    @Test func anUnchangedScreenIsNotDrawnAgain() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().anUnchangedScreenIsNotDrawnAgain() }
        }
    }

    @Test func unsavedChangesAskBeforeQAndTheAnswerIsTheStatus() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().unsavedChangesAskBeforeQAndTheAnswerIsTheStatus() }
        }
    }

    @Test func ctrlCTwiceEndsAtOnceAndSigtermIs143() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().ctrlCTwiceEndsAtOnceAndSigtermIs143() }
        }
    }

    @Test func aResultReturnsWithoutACapturedVariable() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().aResultReturnsWithoutACapturedVariable() }
        }
    }

    @Test func theInteractiveModeQuitsWithZeroOrAsInterrupted() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await InteractiveLoops().theInteractiveModeQuitsWithZeroOrAsInterrupted() }
        }
    }
}

/// The runs of ``InteractiveLoopTests``, each in a process of its own.
@MainActor
private struct InteractiveLoops {
    private let size = TerminalSize(columns: 30, rows: 6)

    /// Starts the loop on a session; returns its task.
    private func start(
        _ root: ComposedTableViewController, on terminal: PseudoTerminal
    ) async -> (session: TerminalSession, loop: Running<InteractiveTerminal.Outcome>) {
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 1, rows: 1))
        let loop = Running { await InteractiveTerminal(device: terminal, session: session).run() }
        await terminal.wait { terminal.output.contains(root.title ?? "") }
        return (session, loop)
    }

    func aTasksChangeShowsWithoutAKey() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (screen, _) = taskScreen(delay: .milliseconds(200))
        let (session, loop) = await start(screen, on: terminal)
        expectEqual(session.size, size, "the session takes the terminal's size")
        #expect(terminal.isRaw)
        terminal.type("\r")
        await terminal.wait { terminal.output.contains("Done") }
        terminal.type("q")
        await expectEqual(loop.value, .quit)
        #expect(!terminal.isRaw, "restored")
        terminal.takeOutput()
        #expect(terminal.output.hasSuffix(Platform.leaveScreen))
    }

    func quittingFromATaskEndsTheLoopAndRestoresTheTerminal() async throws {
        let terminal = try PseudoTerminal(size: size)
        let screen = ComposedTableViewController(title: "Tool")
        screen.addCell(
            ActiveCell(key: "Done") { cell in
                Task { @MainActor in
                    try? await Task.sleep(for: .milliseconds(50))  // the loop is idle by then
                    cell.controller?.navigationController?.quit()
                }
            })
        let (session, loop) = await start(screen, on: terminal)
        terminal.type("\r")
        await expectEqual(loop.value, .quit, "no key after the quit: the loop saw it on its own")
        #expect(session.hasQuit && !terminal.isRaw, "restored")
    }

    func escapeThenAKeyInOneReadIsEscapeThenTheKey() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (session, loop) = await start(twoScreens(), on: terminal)
        terminal.type("\r")
        await terminal.wait { session.navigationController.viewControllers.count == 2 }
        terminal.type("\u{1B}q")  // as tmux sends Escape then q, and Alt+q
        await expectEqual(loop.value, .quit)
        expectEqual(session.navigationController.viewControllers.count, 1, "Escape went back before q quit")
    }

    func aLoneEscapeIsTheEscapeKeyAfterTheTimeout() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (session, loop) = await start(twoScreens(), on: terminal)
        terminal.type("\r")
        await terminal.wait { session.navigationController.viewControllers.count == 2 }
        terminal.type("\u{1B}")
        await terminal.wait { session.navigationController.viewControllers.count == 1 }
        terminal.type("\u{1B}[B")  // a sequence is still one key: ↓
        await terminal.wait { session.navigationController.topViewController.cursorRowPath?.row == 1 }
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }

    func ctrlZSuspendsBetweenTheKeysAroundItAndRedrawsWhole() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (session, loop) = await start(twoScreens(), on: terminal)
        terminal.takeOutput()
        let before = terminal.output.count
        terminal.type([0x6A, 0x1A, 0x6B])  // j, Ctrl-Z, k
        await terminal.wait { terminal.suspensions == 1 && terminal.output.hasSuffix("\u{1B}[0m") }
        let redraw = String(terminal.output.dropFirst(before))
        let leave = try #require(redraw.firstRange(of: Platform.leaveScreen))
        let enter = try #require(redraw.firstRange(of: Platform.enterScreen))
        #expect(leave.upperBound <= enter.lowerBound)
        #expect(redraw[enter.upperBound...].contains("\u{1B}[2J"), "everything is drawn again")
        // k is the last byte read: the parser holds it until the next byte or the timeout.
        await terminal.wait { session.navigationController.topViewController.cursorRowPath?.row == 0 }
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }

    func ctrlLDrawsTheWholeScreenAgainBetweenTheKeysAroundIt() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (session, loop) = await start(twoScreens(), on: terminal)
        await terminal.wait { terminal.output.hasSuffix("\u{1B}[0m") }
        terminal.takeOutput()
        let before = terminal.output.count
        terminal.type([0x0C])  // Ctrl-L: something else wrote to the terminal
        await terminal.wait { terminal.output.dropFirst(before).contains("Menu") }
        let redraw = String(terminal.output.dropFirst(before))
        #expect(redraw.hasPrefix("\u{1B}[0m\u{1B}[2J"), "cleared and drawn whole, though nothing changed")
        #expect(redraw.contains("Open") && redraw.contains("Below"))
        #expect(
            session.navigationController.viewControllers.count == 1 && session.screen.line(1).hasPrefix("›"), "no key reached the screen")
        let next = terminal.output.count
        terminal.type([0x6A, 0x0C, 0x6B, 0x6A])  // j, Ctrl-L, k, j in one read
        await terminal.wait { terminal.output.dropFirst(next).contains("\u{1B}[2J") }
        await terminal.wait { session.navigationController.topViewController.cursorRowPath?.row == 1 }
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }

    func aResizeLaysOutAgainAtTheNewSize() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (session, loop) = await start(twoScreens(), on: terminal)
        let larger = TerminalSize(columns: 44, rows: 9)
        terminal.takeOutput()
        let before = terminal.output.count
        terminal.resize(to: larger)
        await terminal.wait { session.size == larger && terminal.output.dropFirst(before).contains("\u{1B}[9;1H") }
        #expect(terminal.output.dropFirst(before).hasPrefix("\u{1B}[0m\u{1B}[2J"), "cleared and drawn whole")
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }

    func sigintQuitsAndRestores() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (session, loop) = await start(twoScreens(), on: terminal)
        terminal.post(.interrupt)
        await expectEqual(loop.value, .interrupted)
        #expect(session.hasQuit)
        #expect(!terminal.isRaw)
    }

    func sigcontAppliesRawModeAgainAndRedraws() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (_, loop) = await start(twoScreens(), on: terminal)
        terminal.leave()  // as a shell does to a stopped job
        terminal.takeOutput()
        let before = terminal.output.count
        terminal.post(.resume)
        await terminal.wait { terminal.isRaw && terminal.output.dropFirst(before).contains("Menu") }
        #expect(terminal.output.dropFirst(before).hasPrefix(Platform.enterScreen))
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }

    func theEndOfInputQuits() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (_, loop) = await start(twoScreens(), on: terminal)
        terminal.hangUp()
        await expectEqual(loop.value, .endOfInput)
    }

    func anUnchangedScreenIsNotDrawnAgain() async throws {
        let terminal = try PseudoTerminal(size: size)
        let (_, loop) = await start(twoScreens(), on: terminal)
        await terminal.wait { terminal.output.hasSuffix("\u{1B}[0m") }
        try await Task.sleep(for: .milliseconds(100))  // six turns
        #expect(terminal.takeOutput().isEmpty)
        let before = terminal.output.count
        terminal.type("j")
        await terminal.wait { terminal.output.dropFirst(before).contains("\u{1B}[3;1H") }
        #expect(terminal.output.dropFirst(before).hasPrefix("\u{1B}[2;1H"), "only the two rows that changed")
        #expect(!terminal.output.dropFirst(before).contains("\u{1B}[1;1H"))
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }

    /// A screen with one switch whose changes are tracked, and a save action that counts.
    private func unsavedScreen(saves: Counter) -> ComposedTableViewController {
        let screen = ComposedTableViewController(title: "Menu")
        screen.tracksUnsavedChanges = true
        screen.onSave = { saves.value += 1 }
        screen.addCell(SwitchCell(key: "Sound", isOn: false))
        return screen
    }

    /// Runs the app on a pseudo-terminal with a screen: types, posts signals, returns the status.
    private func status(
        typing steps: [(text: String, signals: TerminalSignals, waitFor: String)],
        screen: @escaping @MainActor () -> ComposedTableViewController
    ) async throws -> Int32 {
        let terminal = try PseudoTerminal(size: size)
        let environment = TerminalApp.Environment(
            stdinIsTerminal: true, stdoutIsTerminal: true, output: { _ in }, error: { _ in }, terminal: { terminal })
        let app = Running { await TerminalApp.run(name: "demo", arguments: [], environment: environment, rootViewController: screen) }
        await terminal.wait { terminal.output.contains("Menu") }
        for step in steps {
            let before = terminal.output.count
            terminal.type(step.text)
            terminal.post(step.signals)
            if !step.waitFor.isEmpty { await terminal.wait { terminal.output.dropFirst(before).contains(step.waitFor) } }
        }
        let status = await app.value
        #expect(!terminal.isRaw)
        return status
    }

    func unsavedChangesAskBeforeQAndTheAnswerIsTheStatus() async throws {
        let saves = Counter()
        // Space toggles the switch; q asks; Enter chooses Save (the first action): finished.
        let saved = try await status(typing: [(" ", [], "[on]"), ("q", [], "Discard changes?"), ("\r", [], "")]) {
            self.unsavedScreen(saves: saves)
        }
        expectEqual(saved, 0, "q after a save: finished")
        expectEqual(saves.value, 1)
        // q, then d (Discard) and Enter: cancelled.
        let discarded = try await status(typing: [(" ", [], "[on]"), ("q", [], "Discard changes?"), ("d\r", [], "")]) {
            self.unsavedScreen(saves: saves)
        }
        expectEqual(discarded, 1, "q, changes discarded: cancelled")
        expectEqual(saves.value, 1)
    }

    func ctrlCTwiceEndsAtOnceAndSigtermIs143() async throws {
        let saves = Counter()
        let twice = try await status(typing: [(" ", [], "[on]"), ("\u{03}", [], "Discard changes?"), ("\u{03}", [], "")]) {
            self.unsavedScreen(saves: saves)
        }
        expectEqual(twice, TerminalApp.interruptedStatus)
        expectEqual(saves.value, 0)
        let terminated = try await status(typing: [("", .terminate, "")]) { twoScreens() }
        expectEqual(terminated, TerminalApp.terminatedStatus, "nothing unsaved: SIGTERM ends at once")
        let asked = try await status(typing: [(" ", [], "[on]"), ("", .terminate, "Discard changes?"), ("", .terminate, "")]) {
            self.unsavedScreen(saves: saves)
        }
        expectEqual(asked, TerminalApp.terminatedStatus, "a second SIGTERM while asking ends")
    }

    func aResultReturnsWithoutACapturedVariable() async throws {
        for (typed, expected) in [("\r", "Red"), ("q", nil)] as [(String, String?)] {
            let terminal = try PseudoTerminal(size: size)
            let environment = TerminalApp.Environment(
                stdinIsTerminal: true, stdoutIsTerminal: true, output: { _ in }, error: { _ in }, terminal: { terminal })
            let app = Running {
                await TerminalApp.run(name: "pick", arguments: [], environment: environment, expectsResult: true) {
                    let menu = ComposedTableViewController(title: "Menu")
                    for colour in ["Red", "Green"] {
                        menu.addCell(ActiveCell(key: colour) { cell in cell.controller?.navigationController?.quit(returning: colour) })
                    }
                    return menu
                }
            }
            await terminal.wait { terminal.output.contains("Menu") }
            terminal.type(typed)
            let ending = await app.value
            expectEqual(ending.result as? String, expected)
            expectEqual(ending.status, (expected == nil ? 1 : 0), "q without a result, when one is asked for: cancelled")
        }
    }

    func theInteractiveModeQuitsWithZeroOrAsInterrupted() async throws {
        for (typed, signals, expected) in [("q", TerminalSignals(), Int32(0)), ("", .interrupt, TerminalApp.interruptedStatus)] {
            let terminal = try PseudoTerminal(size: size)
            let environment = TerminalApp.Environment(
                stdinIsTerminal: true, stdoutIsTerminal: true, output: { _ in }, error: { _ in }, terminal: { terminal })
            let app = Running { await TerminalApp.run(name: "demo", arguments: [], environment: environment) { twoScreens() } }
            await terminal.wait { terminal.output.contains("Menu") }
            terminal.type(typed)
            terminal.post(signals)
            await expectEqual(app.value, expected)
            #expect(!terminal.isRaw)
        }
    }
}
