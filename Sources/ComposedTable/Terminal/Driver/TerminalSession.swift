#if !canImport(UIKit)
/// Drives a navigation stack with keys at a fixed size, in memory: the scripted mode and tests.
///
/// ```swift
/// let session = TerminalSession(rootViewController: SettingsViewController(), size: TerminalSize(columns: 60, rows: 20))
/// try session.run(KeyScript("down down enter"))
/// print(session.screen.text)
/// ```
///
/// The interactive driver does the same with keys read from the terminal.
///
/// Work that an action leaves to the main actor — a `Task` that changes a row — runs when the
/// caller lets the main actor run: from async code, an awaited `run(_:frame:)` does between keys, and
/// ``settle()`` does on its own; ``settle(timeout:until:)`` also waits for work on a clock or
/// another thread.
///
/// ```swift
/// await session.run(try KeyScript("enter"))  // the action's Task has run: its change is drawn
/// ```
@MainActor
public final class TerminalSession {
    /// The screens.
    public let navigationController: NavigationController
    /// The terminal's size.
    public private(set) var size: TerminalSize

    /// Creates a session with a root screen.
    ///
    /// - Parameters:
    ///   - rootViewController: The first screen.
    ///   - size: The terminal's size.
    public init(rootViewController: ComposedTableViewController, size: TerminalSize) {
        navigationController = NavigationController(rootViewController: rootViewController)
        self.size = size
    }

    /// Whether the user quit; keys sent afterwards are ignored.
    public var hasQuit: Bool { navigationController.hasQuit }

    /// The frame for the current state.
    public var screen: ScreenBuffer { navigationController.draw(size: size) }

    /// The alert or question showing over the screen, as the user sees it, or `nil` when none
    /// shows.
    ///
    /// It is whatever shows in a box and takes the keys: an `Alert` a screen presented, an
    /// action sheet (a menu row's options), or a question the package asks, such as
    /// "Discard changes?" before leaving a screen with unsaved changes. Its `actions`
    /// are in the order they show, the cancel action last ("OK" for an alert presented without
    /// actions), each with its title, role and enabled state; its `preferredAction` is the
    /// index of the action under the cursor, which Enter chooses. An alert waiting for another
    /// to close, or for its screen to show, is not showing.
    ///
    /// ```swift
    /// try session.run(KeyScript("enter"))            // a row that asks "Delete all notes?"
    /// let alert = try #require(session.presentedAlert)
    /// #expect(alert.title == "Delete all notes?")
    /// #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    /// #expect(alert.actions.last?.role == .cancel)
    /// ```
    ///
    /// It is a description, read when asked, whose actions have no handlers: to answer the alert,
    /// send keys (↑ ↓ and Enter, Esc, an action's number or first letter).
    ///
    /// - Complexity: O(*a*) in the alert's actions, plus the screens presented over one another.
    public var presentedAlert: Alert? {
        guard let shown = navigationController.visibleNavigation.topViewController.shownAlert else { return nil }
        // The actions without their handlers: a test answers with keys, never by running one.
        let actions = shown.actions.map { AlertAction($0.title, role: $0.role, isEnabled: $0.isEnabled) }
        return Alert(
            title: shown.title, message: shown.message, style: shown.style, actions: actions,
            preferredAction: shown.cursor)
    }

    /// Sends one key.
    public func send(_ key: Key) {
        navigationController.terminalSize = size  // what a key that scrolls the help measures
        navigationController.handle(key)
    }

    /// Resizes the terminal; the next frame is laid out for the new size.
    public func resize(to size: TerminalSize) {
        self.size = size
    }

    /// Runs the steps of a script, stopping early when the user quits, without letting other work
    /// on the main actor run in between (see ``settle()``).
    ///
    /// - Parameters:
    ///   - script: Keys and resizes.
    ///   - frame: Called with the frame after each step, when given.
    public func run(_ script: KeyScript, frame: ((ScreenBuffer) -> Void)? = nil) {
        for step in script.steps {
            guard !hasQuit else { return }
            switch step {
            case .key(let key): send(key)
            case .resize(let size): resize(to: size)
            }
            frame?(screen)
        }
    }

    /// Runs the steps of a script, stopping early when the user quits, and lets the main actor's
    /// pending work run before the first step and after each (``settle()``), before the frame.
    ///
    /// - Parameters:
    ///   - script: Keys and resizes.
    ///   - frame: Called with the frame after each step, when given.
    public func run(_ script: KeyScript, frame: ((ScreenBuffer) -> Void)? = nil) async {
        await settle()
        for step in script.steps {
            guard !hasQuit else { return }
            switch step {
            case .key(let key): send(key)
            case .resize(let size): resize(to: size)
            }
            await settle()
            frame?(screen)
        }
    }

    /// How many times ``settle()`` hands the main actor over.
    static let settlingRounds = 64

    /// Lets the main actor run the work that is waiting for it: each round hands the main actor
    /// to every job queued before it (a `Task` an action started, up to its first suspension), so
    /// work that enqueues more work — a task that awaits another main-actor task — runs too, up to
    /// 64 hand-offs deep. Work that waits for a clock or for another thread is not waited for.
    public func settle() async {
        for _ in 0..<Self.settlingRounds { await Task.yield() }
    }

    /// Lets the main actor run until a condition holds, for work that waits for a clock or for
    /// another thread — a loader that sleeps or fetches, a refresh that calls a server — which
    /// ``settle()`` does not wait for.
    ///
    /// The condition is checked after ``settle()`` and then every millisecond, each time after
    /// the main actor's pending work has run, until it holds or the timeout passes. Check what
    /// you waited for afterwards, or use the result:
    ///
    /// ```swift
    /// await session.run(try KeyScript("enter"))  // opens a choice whose options load
    /// let loaded = await session.settle(until: { $0.screen.text.contains("Berlin") })
    /// #expect(loaded, "the options loaded")
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most; ten seconds when not given (tests running in
    ///     parallel can hold the main actor for a second or more; it returns as soon as the
    ///     condition holds).
    ///   - condition: What to wait for, given this session (its ``screen``, its screens).
    /// - Returns: Whether the condition held; `false` when the timeout passed first.
    @discardableResult
    public func settle(
        timeout: Duration = .seconds(10), until condition: (TerminalSession) -> Bool
    ) async -> Bool {
        await settle()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition(self) {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(1))
            await settle()
        }
        return true
    }
}
#endif
