#if !canImport(UIKit)
// Ending the screens: from code, from q, from a signal, once unsaved changes are settled.
extension NavigationController {
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

    /// Whether the screens ended: the user quit (q, Ctrl-C), code did (``quit()``), or a signal
    /// did. Keys sent afterwards are ignored.
    package var hasQuit: Bool { ending != nil }

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
}
#endif
