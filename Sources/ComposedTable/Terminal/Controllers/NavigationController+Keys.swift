#if !canImport(UIKit)
// Key routing: the help, an alert, the top screen, then back and quit.
extension NavigationController {
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
            Platform.noteInterruptTyped()
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
        if let button = topViewController.barButton(forAltKey: key) {
            topViewController.editingCell?.inPlace.commitEditing()  // what is typed counts
            button.perform()
            return
        }
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
}
#endif
