#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Keys

    /// Handles a key for this screen: moves the cursor, selects, edits in place.
    ///
    /// Going back and quitting are the navigation controller's; it asks the screen first. A
    /// character or a paste on a text field or text view row starts editing and goes into it; a
    /// paste on another row is not used (the screen returns `false`, and the navigation
    /// controller does nothing with it either). On a segmented choice, a stepper or a slider,
    /// ←/→, h/l and -/+ change the value; `i` runs a row's detail action.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the screen used the key.
    package func handle(_ key: Key) -> Bool {
        loadIfNeeded()
        settleCursor()
        if let questionKeys, questionKeys(key) { return true }
        if let editingCell { return handleEditing(key, in: editingCell) }
        if let search = core.search, search.isEditing { return handleSearchKey(key, in: search) }
        if pickedUpRow != nil { return handleMoveKey(key) }
        if isEditing, let handled = handleEditModeKey(key) { return handled }
        if key == .altUp || key == .altDown {
            // Moves the row under the cursor one place, fields included (`m` is typed there).
            if let path = cursorPath, visibleCursorCell != nil, pickUpRow(at: path) {
                movePickedUpRow(by: key == .altUp ? -1 : 1)
                dropPickedUpRow()
            }
            return true
        }
        if let cell = visibleCursorCell {
            if key == .character("i"), cell.performDetailAction() { return true }
            if cell.inPlace.handleValueKey(key) { return true }
        }
        if let field = fieldUnderCursor, field.inPlace.editsOnTyping, let handled = handleTyping(key, on: field) { return handled }
        if let handled = handleEditingKey(key) { return handled }
        if let handled = handleEditButtonKey(key) { return handled }
        if let handled = handleListKeyForSearch(key) { return handled }
        if key == .escape, let list = core.choiceList, list.allowsMultipleSelection {
            list.cancel()  // Esc cancels a multiple choice: what was checked is put back (← keeps it)
            return true
        }
        if let handled = handleJump(key) { return handled }
        if key == .enter || key == .character(" ") {
            if let header = cursorHeader, let section = composition.visibleIndex(of: header) {
                core.didSelectHeader(inSection: section)
                return true
            }
            if cursorPath == nil {
                core.performEmptyStateAction()  // no row: the empty state's button, when it shows one
                return true
            }
        }
        switch key {
        case .up, .character("k"):
            // Rows and the header lines that can be chosen, in Core's order.
            if let stop = core.stop(before: cursorStop), cursorStop != nil { moveCursor(to: stop) }
            return true
        case .down, .character("j"):
            if let stop = core.stop(after: cursorStop) { moveCursor(to: stop) }
            return true
        case .character("r") where core.canRefresh:
            core.beginRefresh()  // Core's rule: ignored while a refresh runs
            return true
        case .home:
            // The first and last stops, as ↑ and ↓ reach them: a header that opens is one.
            if let first = core.stop(after: nil) { moveCursor(to: first) }
            return true
        case .end:
            if let last = core.stop(before: nil) { moveCursor(to: last) }
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
            // A bar button's key (a field row took the letters it types before this).
            if let button = barButton(forKey: key) {
                button.perform()
                return true
            }
            return false  // a paste here included: pasted text is never taken as keys
        }
    }

    /// Where the cursor is, as one of Core's stops: a header line or a row; `nil` for none.
    var cursorStop: CursorStop? {
        if let cursorHeader, let section = composition.visibleIndex(of: cursorHeader) { return .header(section) }
        return cursorPath.map(CursorStop.row)
    }

    /// Moves the cursor to a stop: a row, or a header line.
    func moveCursor(to stop: CursorStop) {
        switch stop {
        case .row(let path):
            moveCursor(to: path)
        case .header(let section):
            cursorHeader = composition.sectionID(atVisibleIndex: section)
            lastEditedField = nil
        }
    }

    /// Moves to the next (or previous) tab stop — Core's `tabStop(after:)`: every row the user
    /// works with, fields and inputs and buttons, the same chain both ways. A stop that takes
    /// focus (a field, a date, a picker, a text view) starts editing; the cursor moves to any
    /// other (a switch, a slider, a button).
    private func walkFocusChain(from cell: ActiveCell?, forward: Bool) {
        let path = cell.flatMap(composition.rowPath(of:)) ?? cursorPath
        guard let stop = forward ? core.tabStop(after: path) : core.tabStop(before: path) else { return }
        let stopCell = composition.cell(at: stop)
        if composition.isFocusable(stopCell) {
            core.focus(stopCell)
        } else {
            moveCursor(to: stop)
        }
    }

    /// The cursor's cell when it is visible (the focus chain starts from there), else `nil`.
    var visibleCursorCell: ActiveCell? {
        guard cursorHeader == nil, let cursorCell, composition.rowPath(of: cursorCell) != nil else { return nil }
        return cursorCell
    }

    /// The cursor's cell when Core's focus chain would stop on it: Tab edits it first.
    var fieldUnderCursor: ActiveCell? {
        guard let cell = visibleCursorCell, composition.isFocusable(cell) else { return nil }
        return cell
    }

    /// A key on a field row that is not being edited: typing starts editing and goes into the
    /// field (a date's part, a picker's option), and so does a paste on a text row; a paste
    /// elsewhere is not a key.
    ///
    /// - Returns: Whether the key was used, or `nil` when it is not text (or the field would not
    ///   take focus) and the row handles it as any other.
    private func handleTyping(_ key: Key, on field: ActiveCell) -> Bool? {
        switch key {
        case .character("?"), .character(" "):
            return nil  // `?` shows the keys; Space selects, and selecting a field edits it
        case .character(let character) where LineEditor.admitted(character) != nil:
            // A key the field refuses (a letter on a number field) does not start editing: the
            // field keeps its text and placeholder.
            guard field.inPlace.admitsTyping(character) else { return true }
        case .paste, .backspace:
            // Backspace on a text row edits the text (deletes its last character); on no field
            // row does it go back, so what was typed is never thrown away by a key meant for it.
            guard field.inPlace.editsText else { return key == .backspace }
        default:
            return nil
        }
        core.focus(field)  // Core's policy: a disabled or hidden field does not take focus
        guard editingCell === field else { return nil }
        _ = field.inPlace.handleEditingKey(key)
        return true
    }

    /// A key while a row is edited: the row first; then Enter commits, Esc reverts (a text view
    /// commits), Tab and Shift-Tab commit and move focus, ↑/↓ commit and move the cursor. Other
    /// keys are ignored: they never leave the row.
    private func handleEditing(_ key: Key, in cell: ActiveCell) -> Bool {
        switch key {
        case .tab, .shiftTab:
            cell.inPlace.commitEditing()
            walkFocusChain(from: cell, forward: key == .tab)
            return true
        case .interrupt:
            return false
        case .alt(let character) where !(cell.inPlace.editsText && Self.readlineAltCharacters.contains(character)):
            return true  // Alt+key, or Esc and a key in one burst: never cancels what was typed
        default:
            break
        }
        if cell.inPlace.handleEditingKey(key) { return true }
        switch key {
        case .character("?") where !cell.inPlace.editsText:
            return false  // no key of a date or picker: the key help
        case .enter:
            cell.inPlace.commitEditing()
        case .escape:
            cell.inPlace.revertEditing()
            if leavesOnEscape { return handle(key) }
        case .up, .down:
            cell.inPlace.commitEditing()
            return handle(key)
        default:
            break  // pastes and keys the row does not take are ignored while editing
        }
        return true
    }

    /// The Alt keys a text field, a text view and the search line take (Alt-B, -F, -D and
    /// Alt-Backspace, as readline does); other Alt keys do nothing while a row is edited.
    static let readlineAltCharacters: Set<Character> = ["b", "B", "f", "F", "d", "D", "\u{7F}"]

    /// The session's kill buffer (``NavigationController/killBuffer``); a screen outside a
    /// navigation controller keeps none.
    var killBuffer: String {
        get { navigationController?.killBuffer ?? "" }
        set { navigationController?.killBuffer = newValue }
    }

    // MARK: - Editing state

    /// Called by a row that began editing in place: the cursor moves to it.
    func editingDidBegin(in cell: ActiveCell) {
        if let editingCell, editingCell !== cell { editingCell.inPlace.commitEditing() }
        editingCell = cell
        if let path = composition.rowPath(of: cell) { moveCursor(to: path) }
    }

    /// Called by a row that ended editing in place.
    func editingDidEnd(in cell: ActiveCell) {
        if editingCell === cell { editingCell = nil }
        lastEditedField = cell
        cell.formState.editingDidEnd()  // rules that run when editing ends run now
    }

    /// The key hints for this screen's state.
    var keyHints: String {
        if let questionHints { return questionHints }
        if let editingCell {
            var hints = editingCell.inPlace.editingKeyHints
            if leavesOnEscape { hints = hints.replacingOccurrences(of: "esc done", with: "esc cancel") }  // a question
            // Tab names no next field on a screen whose only tab stop is the row edited.
            let path = composition.rowPath(of: editingCell)
            guard path == nil || core.tabStop(after: path) != nil || core.tabStop(before: path) != nil else {
                return hints.replacingOccurrences(of: " · tab next field", with: "") + altBarButtonHints
            }
            return hints + altBarButtonHints
        }
        if isEditingSearch { return Self.searchKeyHints }
        if pickedUpRow != nil { return moveKeyHints }
        if isEditing { return editModeKeyHints }
        // `?` lists every key; the hints name the four a newcomer needs first.
        let isRoot = (navigationController?.viewControllers.count ?? 1) <= 1
        // At the root of a presented stack, Esc closes it (as ← and ⌫ do); a query filters the
        // list: Esc clears it first (then goes back).
        let isPresentedRoot = isRoot && navigationController?.presenting != nil
        let isFiltered = core.search?.query.isEmpty == false
        let exit = isFiltered ? "esc clear" : isPresentedRoot ? "esc close" : isRoot ? "q quit" : "← back"
        let refresh = (core.canRefresh ? " · r refresh" : "") + (core.showsEditButton ? " · e edit" : "")
        if let header = cursorHeader, let section = composition.visibleIndex(of: header) {
            let verb =
                switch core.headerIndicator(inSection: section) {
                case .collapsed?: "expand"
                case .expanded?: "collapse"
                case nil: "select"
                }
            return "↑↓ move · ⏎ \(verb)\(refresh) · \(exit) · ? keys"
        }
        if cursorPath == nil, core.emptyContent?.isLoading == true { return "\(exit) · ? keys" }  // only leaving
        if cursorPath == nil, let state = core.emptyContent?.emptyState {
            // Only the empty state's button, refreshing and leaving.
            let button = state.action.map { "⏎ \($0.title) · " } ?? ""
            return "\(button)\(refresh.isEmpty ? "" : "r refresh · ")\(exit) · ? keys"
        }
        if core.choiceList?.allowsMultipleSelection == true, cursorPath != nil {
            // Space (or ⏎) checks; ← keeps the checks, Esc puts them back.
            return "space check\(core.search != nil ? " · / search" : "") · ← done · \(isFiltered ? "esc clear" : "esc cancel") · ? keys"
        }
        let cell = visibleCursorCell
        if let cell, !cell.isEnabled {
            // Only moving and leaving: the row's own keys do nothing on it (and ← stays on a value row).
            let ownsLeft = cell.inPlace.keyHelpTopic?.changesValue == true || cell.inPlace.keyHelpTopic == .grid
            return "↑↓ move · \(isRoot ? exit : ownsLeft ? "esc back" : "← back") · ? keys"
        }
        if let field = fieldUnderCursor, field.inPlace.editsOnTyping {
            // q is typed there.
            // A movable field: `m` is typed there, Alt-↑/↓ moves it.
            let reorder = cursorPath.map { core.canMoveRow(at: $0) } == true ? " · alt-↑↓ reorder" : ""
            let exit = isPresentedRoot ? "esc close" : isRoot ? "ctrl-c quit" : "← back"
            return "type to edit\(reorder) · ↑↓ move\(altBarButtonHints) · \(exit) · ? keys"
        }
        if cell?.inPlace.keyHelpTopic?.changesValue == true { return "←→ change · ↑↓ move · \(isRoot ? exit : "esc back") · ? keys" }
        if cell?.inPlace.keyHelpTopic == .grid { return "←→↑↓ move · ⏎ select · \(isRoot ? exit : "esc back") · ? keys" }
        if fieldUnderCursor != nil { return "⏎ edit · ↑↓ move · \(exit) · ? keys" }
        // Core decides whether Enter does anything here (a row without an action, an information
        // row, does nothing: no "select" to promise).
        let select = cursorPath.map { core.canSelectRow(at: $0) } == true ? " · ⏎ select" : ""
        if core.search != nil { return "↑↓ move\(select) · / search\(refresh) · \(exit) · ? keys" }
        if let path = cursorPath, cell != nil, core.canEditRow(at: path) {
            return "↑↓ move\(select) · a actions\(refresh) · \(exit) · ? keys"
        }
        return "↑↓ move\(select)\(refresh) · \(exit) · ? keys"
    }
}
#endif
