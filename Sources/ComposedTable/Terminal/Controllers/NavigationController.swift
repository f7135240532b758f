#if !canImport(UIKit)
/// A stack of table screens: the top one is drawn and gets the keys.
///
/// Push a screen from an action, pop it when a choice is made:
///
/// ```swift
/// cell.controller?.navigationController?.pushViewController(picker, animated: true)
/// option.controller?.navigationController?.popViewController(animated: true)
/// ```
///
/// The title bar shows the top screen's title and, below the root, `‹` with the title of the
/// screen it goes back to. ←, Esc or Backspace go back; q or Ctrl-C quit; `?` (or F1, also while
/// a field is edited) shows the keys. A popped controller is released (with its cells) unless you
/// keep a reference to it.
@MainActor
public final class NavigationController {
    /// The screens, root first.
    public internal(set) var viewControllers: [ComposedTableViewController]

    /// How the screens ended, or `nil` while they run. Kept by the first stack (the one a session
    /// drives), also when they end from a stack presented over it.
    var ending: Ending? {
        get { rootNavigation.storedEnding }
        set { rootNavigation.storedEnding = newValue }
    }
    private var storedEnding: Ending?

    /// Whether the user discarded unsaved changes on the way out (the question asked before
    /// leaving): the session counts as cancelled.
    var discardedChanges: Bool {
        get { rootNavigation.storedDiscardedChanges }
        set { rootNavigation.storedDiscardedChanges = newValue }
    }
    private var storedDiscardedChanges = false

    /// What the tool's screens produced — the option chosen, the settings saved — for the code
    /// after the screens end: ``TerminalApp/run(returning:name:arguments:display:rootViewController:)``
    /// returns it. Set it when the work is done, or end with ``quit(returning:)``. Kept by the
    /// first stack, from any stack.
    ///
    /// It also says how the tool ended: with a result set, `q` ends as finished (exit status 0);
    /// without one, a tool run with `run(returning:…)` counts `q` as cancelled (status 1).
    public var result: (any Sendable)? {
        get { rootNavigation.storedResult }
        set { rootNavigation.storedResult = newValue }
    }
    private var storedResult: (any Sendable)?

    /// What the last kill in a field removed (Ctrl-U, Ctrl-K, Ctrl-W, Alt-D, Alt-Backspace), for
    /// Ctrl-Y: one per session, kept by the first stack, so a text killed in one field can be
    /// put back in another.
    var killBuffer: String {
        get { rootNavigation.storedKillBuffer }
        set { rootNavigation.storedKillBuffer = newValue }
    }
    private var storedKillBuffer = ""

    #if compiler(>=6.2)  // isolated deinit (SE-0371); `TerminalApp` ends the screens itself
    isolated deinit {
        // A session dropped with its screens running (a test, a tool that goes on): an alert
        // awaited by a task holds the screen that holds the alert; ending the screens answers it.
        for screen in viewControllers.reversed() where !screen.core.hasLeft { screen.core.viewDidLeave() }
    }
    #endif

    /// Whether the key help (`?`) is shown over the screen; any key closes it, but ↑ and ↓
    /// (k, j, PgUp, PgDn, Home, End) scroll a help taller than the terminal, and Ctrl-C quits.
    package internal(set) var isShowingHelp = false {
        didSet { helpScroll = 0 }
    }
    /// How many lines of the help are scrolled off its top.
    var helpScroll = 0
    /// The terminal's size when last drawn or told (by the session, before each key): what a key
    /// scrolling the help measures against.
    var terminalSize: TerminalSize?
    /// Where the last frame drew what a click can reach outside the body: the title line's back
    /// label and bar buttons, an alert's box (see `handleMouse(_:)`).
    var mouseTargets = MouseTargets()

    /// The stack presented over this one
    /// (``ComposedTableViewController/present(_:animated:completion:)``): it is drawn and gets
    /// the keys.
    var presented: NavigationController?
    /// The stack this one is presented over.
    weak var presenting: NavigationController?
    /// The screen that presented this stack.
    weak var presentingController: ComposedTableViewController?

    /// The stack drawn: the last one presented over this one, or this one.
    var visibleNavigation: NavigationController {
        var navigation = self
        while let presented = navigation.presented { navigation = presented }
        return navigation
    }

    /// The first stack: the one not presented over another.
    var rootNavigation: NavigationController {
        var navigation = self
        while let presenting = navigation.presenting { navigation = presenting }
        return navigation
    }

    /// Creates a stack with a root screen.
    ///
    /// - Parameter rootViewController: The first screen; it cannot be popped.
    public init(rootViewController: ComposedTableViewController) {
        viewControllers = [rootViewController]
        adopt(rootViewController, in: "init(rootViewController:)")
        start()
    }

    /// A stack whose root is adopted but not shown yet: ``start()`` shows it.
    init(detachedRoot root: ComposedTableViewController) {
        viewControllers = [root]
        adopt(root, in: "present(_:animated:completion:)")
    }

    /// Shows the root screen.
    func start() {
        let root = viewControllers[0]
        root.loadIfNeeded()
        root.core.viewWillAppear()
        root.core.viewIsAppearing()
        root.core.viewDidAppear()
    }

    /// The screen on top.
    public var topViewController: ComposedTableViewController {
        viewControllers[viewControllers.count - 1]
    }

    /// Pushes a screen on top.
    ///
    /// - Parameters:
    ///   - viewController: A screen that is in no navigation controller.
    ///   - animated: Ignored: a terminal shows the new screen at once. For code shared with UIKit.
    /// - Precondition: `viewController` is not in a navigation controller.
    public func pushViewController(_ viewController: ComposedTableViewController, animated: Bool) {
        adopt(viewController, in: "pushViewController(_:animated:)")
        viewControllers.append(viewController)
        viewController.loadIfNeeded()
        viewController.core.viewWillAppear()
        viewController.core.viewIsAppearing()
        viewController.core.viewDidAppear()
    }

    /// Pops the top screen, unless it is the root.
    ///
    /// - Parameter animated: Ignored; for code shared with UIKit.
    /// - Returns: The popped screen, or `nil` at the root.
    @discardableResult
    public func popViewController(animated: Bool) -> ComposedTableViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.editingCell?.inPlace.commitEditing()
        popped.navigationController = nil
        topViewController.core.viewWillAppear()
        topViewController.core.viewIsAppearing()
        topViewController.core.viewDidAppear()
        popped.core.viewDidLeave()
        // A one-question tool's host screen is never shown: back from the question is a cancel.
        if quitsAtRoot, viewControllers.count == 1, ending == nil { ending = .quitKey }
        return popped
    }

    /// Whether going back to the root ends the screens, as `q` does: the root is a blank host
    /// for the screen pushed on it (``TerminalApp/choose(_:from:selection:)`` and the
    /// other one-question calls), and the title bar shows no way back to it.
    var quitsAtRoot = false

    /// Whether the screen shown is a one-question tool's question without a title: no title line.
    var isUntitledQuestion: Bool { quitsAtRoot && viewControllers.count == 2 && (topViewController.title ?? "").isEmpty }

    /// Pops every screen above the root.
    ///
    /// - Parameter animated: Ignored; for code shared with UIKit.
    /// - Returns: The popped screens, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ComposedTableViewController] {
        var popped: [ComposedTableViewController] = []
        while let controller = popViewController(animated: animated) { popped.insert(controller, at: 0) }
        return popped
    }

    private func adopt(_ controller: ComposedTableViewController, in method: StaticString) {
        require(
            controller.navigationController == nil,
            "ComposedTable: \(method) was given a controller that is already in a navigation controller. Pop it there first, or create a new controller."
        )
        controller.navigationController = self
    }
}
#endif
