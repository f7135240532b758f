#if !canImport(UIKit)
/// What a click can reach outside a screen's body, where the last frame drew it.
struct MouseTargets {
    /// What a part of the title line does.
    enum TitleTarget {
        /// `‹ Back` (or `✕ Close` at the root of a presented stack): goes back, as ← does.
        case back
        /// A bar button: runs it, as its key does.
        case button(BarButton)
    }

    /// The title line's parts, by their columns.
    var titleLine: [(columns: Range<Int>, target: TitleTarget)] = []
    /// The alert's box, while one shows.
    var alert: AlertBox.Placement?
}

extension NavigationController {
    // MARK: - Mouse

    /// A mouse event (``Key/mouse(_:)``), acting on what the screen shows where it happened.
    ///
    /// The frame is laid out again first, so the event meets the screen the user sees even when
    /// keys arrived since the last frame. Over the key help, a click closes it and the wheel
    /// scrolls it. Under an alert, a click on an action chooses it and a click outside the box
    /// cancels the alert when it can be cancelled (as Esc); the wheel does nothing. On the title
    /// line, a click on `‹ Back` goes back and one on a bar button runs it. In the body, the
    /// screen decides (`ComposedTableViewController.handleMouse(_:)`). Clicks act when the button
    /// is pressed; releases do nothing.
    func handleMouse(_ event: MouseEvent) {
        if let size = terminalSize { _ = draw(size: size) }
        if isShowingHelp {
            switch event.action {
            case .wheelUp, .wheelDown:
                for _ in 0..<ComposedTableViewController.wheelStep { _ = scrollHelp(event.action == .wheelUp ? .up : .down) }
            case .press:
                isShowingHelp = false
            case .release:
                break
            }
            return
        }
        let navigation = visibleNavigation
        let top = navigation.topViewController
        if let alert = top.shownAlert {
            guard event.isClick, let box = navigation.mouseTargets.alert else { return }
            if let index = box.actions[event.row], box.contains(row: event.row, column: event.column) {
                _ = alert.choose(at: index)
            } else if !box.contains(row: event.row, column: event.column) {
                _ = alert.cancel()  // Core's rule: only an alert that can be cancelled is
            }
            return
        }
        if event.row == 0, event.isClick, let size = terminalSize, size.rows >= 2, !navigation.isUntitledQuestion {
            guard let part = navigation.mouseTargets.titleLine.first(where: { $0.columns.contains(event.column) }) else { return }
            top.editingCell?.inPlace.commitEditing()
            switch part.target {
            case .back: navigation.goBack()
            case .button(let button): button.perform()
            }
            return
        }
        top.handleMouse(event)
    }
}
#endif
