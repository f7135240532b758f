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

    /// How the screens ended, once they did: kept by the first stack.
    enum Ending: Equatable {
        /// Code ended them: ``quit()`` or ``quit(returning:)``.
        case finished
        /// The user quit with `q`.
        case quitKey
        /// Ctrl-C or SIGINT.
        case interrupted
        /// SIGTERM.
        case terminated
    }

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

    /// Whether the screens ended: the user quit (q, Ctrl-C), code did (``quit()``), or a signal
    /// did. Keys sent afterwards are ignored.
    public var hasQuit: Bool { ending != nil }

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

    /// Ends the screens from code — a "Quit" row, a tool that is done once a choice is made: the
    /// interactive loop restores the terminal and ``TerminalApp/main(name:arguments:display:rootViewController:)``
    /// exits with status 0 (``TerminalApp/run(name:arguments:display:rootViewController:)`` returns 0).
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Quit") { cell in cell.controller?.navigationController?.quit() })
    /// ```
    ///
    /// A screen with unsaved changes (``ComposedTableViewController/hasUnsavedChanges``) asks
    /// first, and the screens end only once the user saved or discarded them. Called from a
    /// `Task`, the loop ends within 0.2 s. Keys sent afterwards are ignored. From any stack: a
    /// presented one quits the first stack too.
    public func quit() {
        requestEnding(.finished)
    }

    /// Ends the screens from code with what they produced: ``result`` is set, and
    /// ``TerminalApp/run(returning:name:arguments:display:rootViewController:)`` returns it, with status
    /// 0.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: colour) { cell in
    ///     cell.controller?.navigationController?.quit(returning: colour)
    /// })
    /// ```
    ///
    /// - Parameter result: What the screens produced.
    public func quit(returning result: any Sendable) {
        self.result = result
        requestEnding(.finished)
    }

    /// Every screen of the session, top first: the visible stack's, then those it is presented
    /// over.
    var screensTopFirst: [ComposedTableViewController] {
        var screens: [ComposedTableViewController] = []
        var navigation: NavigationController? = visibleNavigation
        while let stack = navigation {
            screens += stack.viewControllers.reversed()
            navigation = stack.presenting
        }
        return screens
    }

    /// Ends the screens once every screen with unsaved changes was saved or discarded (Core's
    /// question, on the screen shown); nothing ends when the user keeps editing.
    ///
    /// - Parameter ending: How they end.
    func requestEnding(_ ending: Ending) {
        guard self.ending == nil else { return }
        let host = rootNavigation.visibleNavigation.topViewController
        host.editingCell?.inPlace.commitEditing()  // what is being typed counts
        // Weak: the question is kept by the host's alerts, which the stack keeps (a cycle while
        // it shows, and a session dropped with it open would never be freed).
        TableController.confirmLeaving(screensTopFirst.map(\.leavingScreen), askingOn: host.core) {
            [weak root = rootNavigation] discarded in
            guard let root, root.ending == nil else { return }
            if discarded { root.discardedChanges = true }
            root.ending = ending
        }
    }

    /// Ctrl-C, SIGINT or SIGTERM: asks as ``quit()`` does when a screen has unsaved changes; a
    /// second one while the question shows (or saves) ends at once — nobody is trapped.
    ///
    /// - Parameter ending: `.interrupted` or `.terminated`.
    func interrupt(as ending: Ending) {
        guard self.ending == nil else { return }
        if screensTopFirst.contains(where: \.core.isAskingToLeave) {
            self.ending = ending
        } else {
            requestEnding(ending)
        }
    }

    /// Ends every screen of the session that has not left: each leaves, top first
    /// (`TableController.viewDidLeave()`), so what its alerts and choices await is answered as
    /// cancelled, its refresh is cancelled, and nothing the screens started keeps them alive.
    /// ``TerminalApp`` calls it when the screens end; a stack that goes away does it too.
    func endScreens() {
        for screen in screensTopFirst where !screen.core.hasLeft {
            screen.editingCell?.inPlace.commitEditing()
            screen.core.viewDidLeave()
        }
    }

    #if compiler(>=6.2)  // isolated deinit (SE-0371); `TerminalApp` ends the screens itself
    isolated deinit {
        // A session dropped with its screens running (a test, a tool that goes on): an alert
        // awaited by a task holds the screen that holds the alert; ending the screens answers it.
        for screen in viewControllers.reversed() where !screen.core.hasLeft { screen.core.viewDidLeave() }
    }
    #endif

    /// Whether the key help (`?`) is shown over the screen; any key closes it, but ↑ and ↓
    /// (k, j, PgUp, PgDn, Home, End) scroll a help taller than the terminal, and Ctrl-C quits.
    public internal(set) var isShowingHelp = false {
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

    /// The keys, as the help (`?`) lists them; `Docs/TerminalKeys.md` says the same.
    ///
    /// The keys of every row come first; then a heading (an entry with an empty action) for each
    /// kind of row, with its keys. The help shows the keys of every row and those of the row
    /// under the cursor: on a field row, its keys and those for editing it; while it is edited,
    /// those for editing it.
    public static let keyHelp: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move"),
        ("PgUp PgDn", "move a page"),
        ("Home End", "first, last row"),
        ("⏎  Space", "select, toggle, edit"),
        ("Tab ⇧Tab", "next, previous input or button"),
        ("← Esc ⌫", "back (⌫ edits fields)"),
        (detailKeys, "details of a row with ⓘ"),
        (editingKeys, "row actions, delete, move"),
        (lineMoveKeys, "move the row a place, fields too"),
        (editModeKeys, "edit mode: ⏎ picks a row up, e done"),
        (searchKeys, "search, on a screen with a search"),
        (refreshKeys, "refresh, on a screen that refreshes"),
        ("q  Ctrl-C", "quit (Ctrl-C on fields)"),
        ("Ctrl-Z", "suspend (fg resumes)"),
        ("Ctrl-L", "redraw the screen"),
        ("?  F1", "these keys (F1 while editing)"),
        (jumpKeys, "jump to the next option starting with it"),
        (headerHeading, ""),
        ("⏎  Space", "open or close it, or its action"),
        (fieldHeading, ""),
        ("type, paste", "edit it"),
        (choiceHeading, ""),
        ("⏎  type", "edit it (a digit, a letter goes in)"),
        ("⌫  Del", "clear it (a row that may be empty)"),
        (valueHeading, ""),
        ("← → h l - +", "change the value"),
        (segmentsHeading, ""),
        ("⏎  Space", "the next segment"),
        (gridHeading, ""),
        ("← → ↑ ↓  h l k j", "move among the items"),
        ("⏎  Space", "select the item"),
        (editingTextHeading, ""),
        ("type, paste", "insert (a text view keeps line breaks)"),
        ("← → Home End", "move the caret"),
        ("Ctrl-← →  Alt-B F", "move a word"),
        ("↑ ↓", "done, move (text view: line)"),
        ("⌫  Del", "delete"),
        ("Ctrl-U  Ctrl-K", "delete to the start, to the end"),
        ("Ctrl-W  Alt-⌫", "delete the word before"),
        ("Alt-D", "delete the word after"),
        ("Ctrl-Y", "put back what was deleted"),
        ("Ctrl-_  Ctrl-^", "undo, redo"),
        ("⏎  Esc", "done, cancel (text view: new line, done)"),
        (editingChoiceHeading, ""),
        ("← →", "date part, picker column"),
        ("↑ ↓  + -", "change it"),
        ("0-9  a-z", "type a date part, jump to an option"),
        ("⏎  Esc", "done, cancel"),
        (alertHeading, ""),
        ("↑ ↓  k j", "move"),
        ("⏎  Space", "choose"),
        ("Esc", "cancel (when it can be)"),
        ("1-9  a-z", "jump to an action"),
        (editModeHeading, ""),
        ("⏎  Space", "pick a movable (≡) row up"),
        ("d  Delete", "delete the row (asks first when it says so)"),
        ("e  Esc", "done: leave edit mode"),
        (movingHeading, ""),
        ("↑ ↓  k j", "move the row"),
        ("⏎  Space  m", "drop it there"),
        ("Esc", "put it back"),
        (multipleChoiceHeading, ""),
        ("Space  ⏎", "check or uncheck"),
        ("←", "done: keep the checks"),
        ("Esc", "cancel: put the checks back"),
        (searchingHeading, ""),
        ("type, paste", "filter the list"),
        ("⏎  ↓", "pick the match; ↓ the filtered list"),
        ("Esc", "clear and close it (also in the list)"),
        ("⌫", "delete (nothing on an empty search)"),
        ("Ctrl-← →", "move a word (Alt-B F too)"),
        ("Ctrl-W U K", "delete a word, to the start, the end"),
        ("Ctrl-Y _ ^", "put back, undo, redo"),
    ]

    /// The keys of every row that work only on some rows or screens: the help lists them where
    /// they work.
    static let detailKeys = "i"
    static let editingKeys = "a  d  m"
    static let searchKeys = "/"
    static let refreshKeys = "r"
    static let editModeKeys = "e"
    static let lineMoveKeys = "Alt-↑↓"
    /// Type to jump: listed on a choice screen, where every letter jumps (on other screens the
    /// letters that are no key there do, and Shift+letter: Docs/TerminalKeys.md).
    static let jumpKeys = "a-z 0-9"
    private static let situationalKeys: Set<String> = [
        detailKeys, editingKeys, searchKeys, refreshKeys, editModeKeys, lineMoveKeys, jumpKeys,
    ]

    private static let headerHeading = "On a section header"
    private static let fieldHeading = "On a text row"
    private static let choiceHeading = "On a date or picker row"
    private static let valueHeading = "On a choice, stepper, slider"
    private static let segmentsHeading = "On a choice of segments"
    private static let gridHeading = "On a grid of items"
    private static let editingTextHeading = "While editing text"
    private static let editingChoiceHeading = "While editing a date or picker"
    private static let alertHeading = "In an alert"
    private static let searchingHeading = "While searching"
    private static let multipleChoiceHeading = "In a multiple choice"
    private static let movingHeading = "While moving a row"
    private static let editModeHeading = "In edit mode"

    /// The entries the help shows for a kind of row: the keys of every row that work here, then
    /// the row's own (a field row's, then those for editing it).
    ///
    /// - Parameters:
    ///   - topic: The kind of row under the cursor, or what is on top of the screen.
    ///   - situational: Which of the keys that work only on some rows or screens (``detailKeys``,
    ///     ``editingKeys``, ``searchKeys``, ``refreshKeys``) work here.
    static func keyHelp(
        for topic: KeyHelpTopic?, applying situational: Set<String> = []
    ) -> [(keys: String, action: String)] {
        let general = keyHelp.prefix { !$0.action.isEmpty }.filter {
            !situationalKeys.contains($0.keys) || situational.contains($0.keys)
        }
        let headings: [String] =
            switch topic {
            case .header: [headerHeading]
            case .field: [fieldHeading, editingTextHeading]
            case .choice: [choiceHeading, editingChoiceHeading]
            case .value: [valueHeading]
            case .segments: [valueHeading, segmentsHeading]
            case .grid: [gridHeading]
            case .editingText: [editingTextHeading]
            case .editingChoice: [editingChoiceHeading]
            case .alert: [alertHeading]
            case .searching: [searchingHeading]
            case .multipleChoice: [multipleChoiceHeading]
            case .moving: [movingHeading]
            case .editMode: [editModeHeading]
            case nil: []
            }
        // In an alert or while a row is held, of the keys of every row only quitting and the help
        // apply (q jumps to an alert's action; a held row takes every key).
        var entries = topic == .alert || topic == .moving ? [("Ctrl-C", "quit"), ("?  F1", "these keys")] : Array(general)
        for heading in headings {
            guard let start = keyHelp.firstIndex(where: { $0.keys == heading && $0.action.isEmpty }) else { continue }
            entries += [keyHelp[start]] + keyHelp[(start + 1)...].prefix { !$0.action.isEmpty }
        }
        return entries
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

    // MARK: - Keys and drawing

    /// Handles a key: an alert over the screen first, then the top screen, then back and quit.
    ///
    /// While a screen is presented over the stack (``ComposedTableViewController/present(_:animated:completion:)``),
    /// its stack gets the keys; Esc, ← or Backspace at its root dismiss it. While an alert shows,
    /// only the alert gets keys (q does not quit; Ctrl-C does).
    ///
    /// - Parameter key: The key pressed.
    public func handle(_ key: Key) {
        // Ctrl-L redraws the terminal (the interactive loop's business): nothing to do here.
        guard !hasQuit, key != .redraw else { return }
        if key == .interrupt {
            interrupt(as: .interrupted)
            return
        }
        if case .mouse(let event) = key {
            rootNavigation.handleMouse(event)
            return
        }
        let root = rootNavigation
        if root.isShowingHelp {
            if !root.scrollHelp(key) { root.isShowingHelp = false }
            return
        }
        if key == .f1 {  // the help, even while a field is edited (where `?` is typed)
            root.isShowingHelp = true
            return
        }
        let navigation = visibleNavigation
        if let alert = navigation.topViewController.shownAlert {
            if key == .character("?") {
                root.isShowingHelp = true
            } else {
                handle(key, in: alert)
            }
            return
        }
        navigation.handleOnTop(key)
    }

    /// A key for the top screen of this stack, the visible one.
    private func handleOnTop(_ key: Key) {
        if case .alt(let character) = key, topViewController.editingCell == nil, !topViewController.isEditingSearch {
            // Esc then the key (a fast "Esc q" goes back, then quits).
            rootNavigation.handle(.escape)
            rootNavigation.handle(character == "\u{7F}" ? .backspace : .character(character))
            return
        }
        if topViewController.handle(key) { return }
        if key == .character("?") {
            rootNavigation.isShowingHelp = true
            return
        }
        switch key {
        case .character("q"): requestEnding(.quitKey)
        case .left, .escape, .backspace: goBack()
        default: break  // unknown keys do nothing
        }
    }

    /// ←, Esc or Backspace: pops the top screen, or at the root of a presented stack dismisses it,
    /// once the screens that leave have no unsaved changes (Core asks).
    func goBack() {
        let leaving: [ComposedTableViewController]
        if viewControllers.count > 1 {
            leaving = [topViewController]
        } else if presenting != nil {
            leaving = viewControllers.reversed()
        } else {
            return
        }
        let top = topViewController
        TableController.confirmLeaving(leaving.map(\.leavingScreen), askingOn: top.core) { [weak self] _ in
            guard let self, self.topViewController === top, top.navigationController === self else { return }
            if self.viewControllers.count > 1 {
                self.popViewController(animated: true)
            } else {
                self.presenting?.dismissPresented(animated: true, completion: nil)
            }
        }
    }

    /// A key while an alert shows: Core's presentation moves, chooses and cancels.
    private func handle(_ key: Key, in alert: AlertPresentation) {
        switch key {
        case .up, .character("k"): alert.moveCursor(by: -1)
        case .down, .character("j"): alert.moveCursor(by: 1)
        case .home, .pageUp: alert.moveCursor(by: Int.min)
        case .end, .pageDown: alert.moveCursor(by: Int.max)
        case .enter, .character(" "): alert.choose(at: alert.cursor)
        case .escape: alert.cancel()
        case .character(let character): alert.jump(to: character)
        default: break  // ←, →, Tab, pastes, Alt+key: nothing under an alert
        }
    }

    /// The widest column the screens are laid out in: on a wider terminal they take this many
    /// columns at its left — title line, rows, alerts, help and hints — so that a value stays
    /// beside its key, as a form would keep it.
    static let readableWidth = 100

    /// Draws the top screen at a size: title bar, body, key hints; an alert over it.
    ///
    /// The title bar and the hints give way to the body on a terminal fewer than 3 rows high.
    /// While a screen is presented over the stack, its stack is drawn. On a terminal wider than
    /// 100 columns, everything is laid out in the 100 columns at its left.
    ///
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame.
    /// - Complexity: O(*h*) in what is on screen, plus O(*r* × *c*) in the terminal's rows and
    ///   columns on a terminal wider than 100 columns.
    public func draw(size: TerminalSize) -> ScreenBuffer {
        rootNavigation.terminalSize = size
        let navigation = visibleNavigation
        guard navigation === self else { return navigation.draw(size: size) }
        let readable = TerminalSize(columns: min(size.columns, Self.readableWidth), rows: size.rows)
        return drawReadable(size: readable).widened(to: size.columns)
    }

    /// Draws the top screen in the readable column.
    private func drawReadable(size: TerminalSize) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let top = topViewController
        top.loadIfNeeded()
        let hasTitleBar = size.rows >= 2
        let hasHints = size.rows >= 3
        mouseTargets.titleLine = []
        if hasTitleBar { drawTitleBar(into: &buffer) }
        let body = (hasTitleBar ? 1 : 0)..<(size.rows - (hasHints ? 1 : 0))
        top.drawBody(into: &buffer, rows: body)
        let alert = top.shownAlert
        if let alert {
            mouseTargets.alert = AlertBox(alert).draw(into: &buffer, rows: body)
            buffer.cursor = nil  // no caret under an alert
        } else {
            mouseTargets.alert = nil
        }
        let helpLines = rootNavigation.isShowingHelp ? self.helpLines(fitting: size.columns) : []
        if hasHints {
            if rootNavigation.isShowingHelp {
                let scrolls = helpLines.count > Self.helpCapacity(at: size)
                drawHints(scrolls ? "↑↓ scroll · any other key closes" : "any key closes the keys", into: &buffer)
            } else if let alert {
                drawHints(AlertBox.keyHints(for: alert), into: &buffer)
            } else {
                drawHints(of: top, into: &buffer)
            }
        }
        if rootNavigation.isShowingHelp {
            drawHelp(helpLines, scrolledBy: rootNavigation.helpScroll, into: &buffer, rows: body)
            buffer.cursor = nil
        }
        return buffer
    }

    /// How many rows the screens need at a width, inline: the title bar, the body down to its
    /// last line drawn, and the hints — at most `maximum`, which an alert or the help always
    /// takes.
    ///
    /// - Complexity: O(*h*) in the rows drawn at `maximum` rows.
    func inlineRowCount(columns: Int, maximum: Int) -> Int {
        guard maximum > 3 else { return maximum }
        let navigation = visibleNavigation
        if rootNavigation.isShowingHelp || navigation.topViewController.shownAlert != nil { return maximum }
        let frame = draw(size: TerminalSize(columns: columns, rows: maximum))
        var last = 0
        for row in 1..<(maximum - 1) where !frame.line(row).isEmpty { last = row }
        // The title bar, the body's lines (at least one) and the hints.
        return min(maximum, max(last, 1) + 2)
    }

    /// The help's lines for the top screen's state: a heading, then the keys that work here — an
    /// action too wide for the box goes on under its first line, in its column.
    ///
    /// - Parameter columns: The columns the box may take (its border and padding are 4).
    private func helpLines(fitting columns: Int) -> [String] {
        let top = topViewController
        let alert = top.shownAlert
        let isOnHeader = top.cursorHeader != nil
        let topic: KeyHelpTopic? =
            alert != nil
            ? .alert
            : top.pickedUpRow != nil
                ? .moving
                : top.isEditing && top.editingCell == nil && !top.isEditingSearch
                    ? .editMode
                    : top.isEditingSearch
                        ? .searching
                        : top.editingCell?.inPlace.keyHelpTopic ?? (isOnHeader ? .header : top.visibleCursorCell?.inPlace.keyHelpTopic)
                            ?? (top.core.choiceList?.allowsMultipleSelection == true ? .multipleChoice : nil)
        var situational: Set<String> = []
        if !isOnHeader, let cell = top.visibleCursorCell {
            if cell.detailAction != nil { situational.insert(Self.detailKeys) }
            if let path = top.cursorPath, top.core.canEditRow(at: path) { situational.insert(Self.editingKeys) }
            if let path = top.cursorPath, top.core.canMoveRow(at: path) { situational.insert(Self.lineMoveKeys) }
        }
        if top.core.search != nil { situational.insert(Self.searchKeys) }
        if top.core.choiceList != nil { situational.insert(Self.jumpKeys) }
        if top.core.canRefresh { situational.insert(Self.refreshKeys) }
        if top.core.showsEditButton { situational.insert(Self.editModeKeys) }
        // The screen's bar buttons first: they are its own keys.
        let buttons = top.barButtonKeys.map {
            (keys: String($0.key), action: $0.button.title + ($0.button.isEnabled ? "" : " (dimmed: not now)"))
        }
        let entries = buttons + Self.keyHelp(for: topic, applying: situational)
        // Headings (no action) span the box: only keys set the keys' column.
        let keysWidth = entries.filter { !$0.action.isEmpty }.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = columns - 4 - keysWidth - 2
        var lines = ["Keys"]
        for entry in entries {
            guard !entry.action.isEmpty else {
                lines.append(entry.keys)
                continue
            }
            // Too narrow a column for the actions to wrap in: they are cut when drawn.
            let actionLines = actionWidth >= 12 ? DisplayWidth.wrap(entry.action, to: actionWidth) : [entry.action]
            lines.append(entry.keys.padding(keysWidth) + "  " + actionLines[0])
            lines += actionLines.dropFirst().map { String(repeating: " ", count: keysWidth + 2) + $0 }
        }
        return lines
    }

    /// How many lines of the help fit in its box at a size: the body's rows less the box's top
    /// and bottom lines.
    private static func helpCapacity(at size: TerminalSize) -> Int {
        let body = size.rows - (size.rows >= 2 ? 1 : 0) - (size.rows >= 3 ? 1 : 0)
        return max(0, body - 2)
    }

    /// Scrolls a help taller than the terminal with ↑ ↓ k j PgUp PgDn Home End.
    ///
    /// - Returns: Whether the key scrolled (or tried to, within a help that does not fit); any
    ///   other key, or any key on a help that fits, closes it.
    func scrollHelp(_ key: Key) -> Bool {
        guard let size = terminalSize else { return false }
        let capacity = Self.helpCapacity(at: size)
        let overflow = visibleNavigation.helpLines(fitting: min(size.columns, Self.readableWidth)).count - capacity
        guard capacity > 0, overflow > 0 else { return false }
        let scroll = min(helpScroll, overflow)
        switch key {
        case .down, .character("j"): helpScroll = min(overflow, scroll + 1)
        case .up, .character("k"): helpScroll = max(0, scroll - 1)
        case .pageDown: helpScroll = min(overflow, scroll + max(1, capacity - 1))
        case .pageUp: helpScroll = max(0, scroll - max(1, capacity - 1))
        case .end: helpScroll = overflow
        case .home: helpScroll = 0
        default: return false
        }
        return true
    }

    /// Hints without the "more" counts: the alert's.
    private func drawHints(_ hints: String, into buffer: inout ScreenBuffer) {
        buffer.draw(DisplayWidth.truncate(hints, to: buffer.size.columns), row: buffer.size.rows - 1, column: 0, style: .dim)
    }

    /// The key hints, with "↑ N more" / "↓ N more" at the right when rows are off screen, and
    /// "↓ more" when only a footer or a header below is cut off or not drawn.
    private func drawHints(of top: ComposedTableViewController, into buffer: inout ScreenBuffer) {
        let width = buffer.size.columns
        let row = buffer.size.rows - 1
        let (above, below) = top.rowsOffScreen
        var counts: [String] = []
        if above > 0 { counts.append("↑ \(Self.grouped(above))") }
        if below > 0 {
            counts.append("↓ \(Self.grouped(below))")
        } else if top.isCutBelow {
            counts.append("↓")
        }
        let more = counts.isEmpty ? "" : counts.joined(separator: " ") + " more"
        let moreWidth = DisplayWidth.of(more)
        let hintsWidth = moreWidth > 0 && width > moreWidth + 8 ? width - moreWidth - 1 : width
        // A one-question tool's question: going back is cancelling it.
        let hints = quitsAtRoot && viewControllers.count == 2 ? top.keyHints.replacing("← back", with: "← cancel") : top.keyHints
        buffer.draw(DisplayWidth.truncate(Self.fitting(hints, in: hintsWidth), to: hintsWidth), row: row, column: 0, style: .dim)
        if hintsWidth < width { buffer.draw(more, row: row, column: width - moreWidth, style: .bold) }
    }

    /// The hints that are only a convenience (`?` lists them too), dropped first when the hints
    /// are too wide: the ways to move, select and leave stay.
    private static let droppableHints = [" · r refresh", " · / search", " · a actions"]

    /// Hints that fit a width, dropping the convenient ones first; still too wide, the caller
    /// truncates them.
    static func fitting(_ hints: String, in width: Int) -> String {
        var hints = hints
        for part in droppableHints where DisplayWidth.of(hints) > width {
            if let range = hints.firstRange(of: part) { hints.removeSubrange(range) }
        }
        return hints
    }

    /// A count with a comma between groups of three digits: `49,978`.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count.magnitude))
        var text = count < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// The key help, in a box with a border over the body, which it clears (no part of the
    /// screen shows beside it); a help taller than the body scrolls, and says how many lines are
    /// above and below in the box's top and bottom lines.
    private func drawHelp(_ lines: [String], scrolledBy scroll: Int, into buffer: inout ScreenBuffer, rows: Range<Int>) {
        let blank = String(repeating: " ", count: buffer.size.columns)
        for row in rows { buffer.draw(blank, row: row, column: 0) }
        let width = min(buffer.size.columns, (lines.map(DisplayWidth.of).max() ?? 0) + 4)
        let height = min(rows.count, lines.count + 2)
        guard width >= 8, height >= 3 else { return }
        let left = (buffer.size.columns - width) / 2
        let top = rows.lowerBound + (rows.count - height) / 2
        buffer.drawBorder(row: top, column: left, width: width, height: height)
        let capacity = height - 2
        let scroll = min(scroll, lines.count - capacity)
        for (index, line) in lines[scroll..<(scroll + capacity)].enumerated() {
            buffer.draw(
                DisplayWidth.truncate(line, to: width - 4), row: top + 1 + index, column: left + 2, style: index + scroll == 0 ? .bold : [])
        }
        let below = lines.count - scroll - capacity
        if scroll > 0 { drawHelpCount("↑ \(scroll) more", in: &buffer, row: top, left: left, width: width) }
        if below > 0 { drawHelpCount("↓ \(below) more · ↑↓ scroll", in: &buffer, row: top + height - 1, left: left, width: width) }
    }

    /// A count of the help's lines out of sight, at the right of one of its box's edges.
    private func drawHelpCount(_ text: String, in buffer: inout ScreenBuffer, row: Int, left: Int, width: Int) {
        let shown = DisplayWidth.truncate(" " + text + " ", to: width - 2)
        buffer.draw(shown, row: row, column: left + width - 1 - DisplayWidth.of(shown), style: .bold)
    }

    private func drawTitleBar(into buffer: inout ScreenBuffer) {
        let width = buffer.size.columns
        let top = topViewController
        let title = top.title ?? ""
        // Back to the screen below, or, at the root of a presented stack, how to close it.
        let back =
            viewControllers.count > 1 && !(quitsAtRoot && viewControllers.count == 2)
            ? "‹ " + (viewControllers[viewControllers.count - 2].title ?? "Back") : presenting == nil ? "" : "✕ Close"
        // The bar buttons: leading ones after the back label, trailing ones at the right — their
        // keys alone when their titles would take more than half the line.
        let keyed = top.barButtonKeys
        let leading = Array(keyed.prefix(top.leadingBarButtons.count))
        let trailing = Array(keyed.dropFirst(top.leadingBarButtons.count))
        let texts = trailing.map { ComposedTableViewController.titleLineText(of: $0.button, key: $0.key) }
        let keysOnly = texts.reduce(0) { $0 + DisplayWidth.of($1) + 2 } - 2 > width / 2
        let shownTexts = keysOnly ? trailing.map { String($0.key) } : texts
        let rightWidth = trailing.isEmpty ? 0 : shownTexts.reduce(0) { $0 + DisplayWidth.of($1) + (keysOnly ? 1 : 2) } - (keysOnly ? 1 : 2)
        var column = width - rightWidth
        for (index, text) in shownTexts.enumerated() {
            let start = column
            column = buffer.draw(
                text, row: 0, column: column, style: ComposedTableViewController.titleLineStyle(of: trailing[index].button))
            mouseTargets.titleLine.append((start..<column, .button(trailing[index].button)))
            column += keysOnly ? 1 : 2
        }
        let right = rightWidth == 0 ? width : width - rightWidth - 1  // where the left side and the title end
        let leadingTexts = leading.map { ComposedTableViewController.titleLineText(of: $0.button, key: $0.key) }
        let leftWidth = ([back] + leadingTexts).filter { !$0.isEmpty }.reduce(-2) { $0 + DisplayWidth.of($1) + 2 }
        let titleWidth = DisplayWidth.of(title)
        let centred = (width - titleWidth) / 2
        let fitsCentred = (leftWidth <= 0 || centred >= leftWidth + 1) && centred + titleWidth <= right
        // The left side: the back label (cut to a third of the line when the title needs room),
        // then the leading buttons that fit.
        var leftEnd = 0
        if !back.isEmpty {
            let shownBack = fitsCentred ? back : DisplayWidth.truncate(back, to: max(1, width / 3))
            leftEnd = buffer.draw(shownBack, row: 0, column: 0, style: .dim)
            mouseTargets.titleLine.append((0..<leftEnd, .back))
        }
        for (index, text) in leadingTexts.enumerated() {
            // A button whose title does not fit shows its key alone: it runs on it all the same.
            let start = leftEnd == 0 ? 0 : leftEnd + (fitsCentred ? 2 : 1)
            let shown = start + DisplayWidth.of(text) <= right && fitsCentred ? text : String(leading[index].key)
            guard start + DisplayWidth.of(shown) <= right else { break }
            leftEnd = buffer.draw(
                shown, row: 0, column: start, style: ComposedTableViewController.titleLineStyle(of: leading[index].button))
            mouseTargets.titleLine.append((start..<leftEnd, .button(leading[index].button)))
        }
        if quitsAtRoot, viewControllers.count == 2, leftEnd == 0 {
            // A one-question tool's question, as a prompt: at the left edge.
            let start = buffer.draw("?", row: 0, column: 0, style: [.bold, .accent]) + 1
            if right - start > 0 { buffer.draw(DisplayWidth.truncate(title, to: right - start), row: 0, column: start, style: .bold) }
        } else if fitsCentred {
            buffer.draw(title, row: 0, column: max(0, centred), style: .bold)
        } else {
            let start = leftEnd == 0 ? 0 : leftEnd + 1
            if right - start > 0 { buffer.draw(DisplayWidth.truncate(title, to: right - start), row: 0, column: start, style: .bold) }
        }
    }
}
extension String {
    /// The string padded with spaces to a display width.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
}
#endif
