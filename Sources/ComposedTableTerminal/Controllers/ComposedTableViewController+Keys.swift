#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Keys

    /// Handles a key for this screen: moves the cursor, selects, edits text.
    ///
    /// Going back and quitting are the navigation controller's; it asks the screen first. A
    /// character or a paste on a text field row starts editing and goes into the field; a paste
    /// on another row is not used (the screen returns `false`, and the navigation controller does
    /// nothing with it either).
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the screen used the key.
    public func handle(_ key: Key) -> Bool {
        loadIfNeeded()
        settleCursor()
        if let editingCell { return handleEditing(key, in: editingCell) }
        if let field = fieldUnderCursor as? TextFieldCell, let handled = handleTyping(key, on: field) { return handled }
        switch key {
        case .up, .character("k"):
            if let path = cursorPath, let previous = composition.row(before: path) { moveCursor(to: previous) }
            return true
        case .down, .character("j"):
            if let path = cursorPath, let next = composition.row(after: path) { moveCursor(to: next) }
            return true
        case .home:
            if let first = composition.firstVisibleRow { moveCursor(to: first) }
            return true
        case .end:
            if let last = composition.lastVisibleRow { moveCursor(to: last) }
            return true
        case .pageUp, .pageDown:
            // A page is the body's height less one line, so the last row of a page stays in view.
            var path = cursorPath
            for _ in 0..<max(1, bodySize.rows - 1) {
                guard let current = path, let next = key == .pageDown ? composition.row(after: current) : composition.row(before: current)
                else { break }
                path = next
            }
            if let path { moveCursor(to: path) }
            return true
        case .enter, .character(" "):
            // Core's policy: a disabled row, or one without action, does nothing.
            if let path = cursorPath, visibleCursorCell != nil { core.didSelectRow(at: path) }
            return true
        case .tab, .shiftTab:
            // Tab edits the field under the cursor, unless it was just edited: then, like every
            // other row, it walks the focus chain on from there.
            if let field = fieldUnderCursor, field !== lastEditedField {
                core.focus(field)
            } else {
                walkFocusChain(from: visibleCursorCell, forward: key == .tab)
            }
            return true
        default:
            return false  // a paste here included: pasted text is never taken as keys
        }
    }

    /// Moves focus to the next (or previous) field of Core's focus chain; past its end, the
    /// cursor goes on to the next selectable row (a form's submit button).
    private func walkFocusChain(from cell: ActiveCell?, forward: Bool) {
        let focused = forward ? core.focusNext(after: cell) : core.focusPrevious(before: cell)
        guard !focused, let path = cell.flatMap(composition.rowPath(of:)) ?? cursorPath else { return }
        if let next = forward ? core.selectableRow(after: path) : core.selectableRow(before: path) { moveCursor(to: next) }
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

    /// A key on a text field row that is not being edited: typing or pasting starts editing and
    /// goes into the field; a paste elsewhere is not a key.
    ///
    /// - Returns: Whether the key was used, or `nil` when it is not text (or the field would not
    ///   take focus) and the row handles it as any other.
    private func handleTyping(_ key: Key, on field: TextFieldCell) -> Bool? {
        switch key {
        case .character("?"), .character(" "):
            return nil  // `?` shows the keys; Space selects, and selecting a field edits it
        case .character(let character) where LineEditor.admitted(character) != nil:
            break
        case .paste, .backspace:
            // Backspace on a field row edits the field (deletes its last character); it does
            // not go back, so what was typed is never thrown away by a key meant for the text.
            break
        default:
            return nil
        }
        core.focus(field)  // Core's policy: a disabled or hidden field does not take focus
        guard field.isEditing else { return nil }
        field.edit(with: key)
        return true
    }

    private func handleEditing(_ key: Key, in cell: TextFieldCell) -> Bool {
        switch key {
        case .enter:
            cell.endEditing()
        case .escape:
            cell.cancelEditing()
        case .tab, .shiftTab:
            cell.endEditing()
            walkFocusChain(from: cell, forward: key == .tab)
        case .up, .down:
            cell.endEditing()
            return handle(key)
        case .interrupt:
            return false
        case .alt:
            break  // Alt+key, or Esc and a key in one burst: never cancels what was typed
        default:
            // Characters and pastes go in at the caret, literally (a pasted line break never
            // commits); other keys are ignored while editing: they never leave the field.
            cell.edit(with: key)
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
        lastEditedField = cell
    }

    /// The key hints for this screen's state.
    var keyHints: String {
        if editingCell != nil { return "type · ⏎ done · esc cancel · tab next field" }
        // `?` lists every key; the hints name the four a newcomer needs first.
        let isRoot = (navigationController?.viewControllers.count ?? 1) <= 1
        let exit = isRoot ? "q quit" : "← back"
        if fieldUnderCursor != nil { return "type to edit · ↑↓ move · \(exit) · ? keys" }
        return "↑↓ move · ⏎ select · \(exit) · ? keys"
    }
}
#endif
