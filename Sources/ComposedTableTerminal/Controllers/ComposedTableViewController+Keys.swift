#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Keys

    /// Handles a key for this screen: moves the cursor, selects, edits text.
    ///
    /// Going back and quitting are the navigation controller's; it asks the screen first.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the screen used the key.
    public func handle(_ key: Key) -> Bool {
        loadIfNeeded()
        settleCursor()
        if let editingCell { return handleEditing(key, in: editingCell) }
        switch key {
        case .up, .character("k"):
            if let path = cursorPath, let previous = row(before: path) { moveCursor(to: previous) }
            return true
        case .down, .character("j"):
            if let path = cursorPath, let next = row(after: path) { moveCursor(to: next) }
            return true
        case .enter, .character(" "):
            // Core's policy: a disabled row, or one without action, does nothing.
            if let path = cursorPath, visibleCursorCell != nil { core.didSelectRow(at: path) }
            return true
        case .tab:
            if let field = fieldUnderCursor { core.focus(field) } else { core.focusNext(after: visibleCursorCell) }
            return true
        case .shiftTab:
            if let field = fieldUnderCursor { core.focus(field) } else { core.focusPrevious(before: visibleCursorCell) }
            return true
        default:
            return false
        }
    }

    /// The cursor's cell when it is visible (the focus chain starts from there), else `nil`.
    private var visibleCursorCell: ActiveCell? {
        guard let cursorCell, composition.rowPath(of: cursorCell) != nil else { return nil }
        return cursorCell
    }

    /// The cursor's cell when Core's focus chain would stop on it: Tab edits it first.
    private var fieldUnderCursor: ActiveCell? {
        guard let cell = visibleCursorCell, composition.isFocusable(cell) else { return nil }
        return cell
    }

    private func handleEditing(_ key: Key, in cell: TextFieldCell) -> Bool {
        switch key {
        case .enter:
            cell.endEditing()
        case .escape:
            cell.cancelEditing()
        case .tab:
            cell.endEditing()
            core.focusNext(after: cell)
        case .shiftTab:
            cell.endEditing()
            core.focusPrevious(before: cell)
        case .up, .down:
            cell.endEditing()
            return handle(key)
        case .interrupt:
            return false
        default:
            _ = cell.edit(with: key)  // other keys are ignored while editing; they never leave the field
        }
        return true
    }

    // MARK: - Editing state

    /// Called by a text field that began editing: the cursor moves to it.
    func editingDidBegin(in cell: TextFieldCell) {
        if let editingCell, editingCell !== cell { editingCell.endEditing() }
        editingCell = cell
        if let path = composition.rowPath(of: cell) { moveCursor(to: path) }
    }

    /// Called by a text field that ended editing.
    func editingDidEnd(in cell: TextFieldCell) {
        if editingCell === cell { editingCell = nil }
    }

    /// The key hints for this screen's state.
    var keyHints: String {
        if editingCell != nil { return "type · ⏎ done · esc cancel · tab next field" }
        let back = (navigationController?.viewControllers.count ?? 1) > 1 ? " · ← back" : ""
        return "↑↓ move · ⏎ select\(back) · q quit"
    }
}
#endif
