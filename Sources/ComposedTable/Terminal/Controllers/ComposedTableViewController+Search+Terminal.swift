#if !canImport(UIKit)
import ComposedTableCore

extension ComposedTableViewController {
    // MARK: - Search

    /// ``search`` changed: a search line being typed in closes.
    func searchDidChange() {
        searchLine = nil
    }

    /// Whether the keys go to the search line.
    var isEditingSearch: Bool { core.search?.isEditing == true }

    /// Opens the search line (`/`): the caret at the end of the query.
    func beginSearch(_ search: TableSearch) {
        editingCell?.inPlace.commitEditing()
        search.beginEditing()
        searchLine = LineEditor(text: search.query)
    }

    /// The line being typed in, in step with the query (code may have changed it).
    private func editedSearchLine(_ search: TableSearch) -> LineEditor {
        if let line = searchLine, line.text == search.query { return line }
        let line = LineEditor(text: search.query)
        searchLine = line
        return line
    }

    /// A key while the search line has the keys: Esc cancels, Enter picks the highlighted match
    /// (the row under the cursor: the list's Enter on it), ↓ goes to the list keeping the
    /// filter, the editing keys change the text; every other key is swallowed (Ctrl-C aside).
    func handleSearchKey(_ key: Key, in search: TableSearch) -> Bool {
        var line = editedSearchLine(search)
        switch key {
        case .interrupt:
            return false
        case .escape:
            searchLine = nil
            search.cancel()
        case .down:
            searchLine = nil
            search.endEditing()
        case .enter:
            // The highlighted match is picked at once, as fzf does: the list's Enter on it (a
            // choice chooses it; a multiple choice checks it and stays, in the filtered list).
            searchLine = nil
            search.endEditing()
            if cursorPath != nil, visibleCursorCell != nil { return handle(.enter) }
        case .backspace where line.text.isEmpty:
            // Nothing: key repeat of a held Backspace must not close the line and then, in the
            // list, go back a screen. Esc closes it.
            break
        default:
            var kills = killBuffer
            let edit = line.apply(key, killBuffer: &kills)
            if kills != killBuffer { killBuffer = kills }
            searchLine = line
            if edit == .changed { core.searchTextDidChange(line.text) }
        }
        return true
    }

    /// A key in the list of a screen with a search: `/` opens the line, Esc clears a query, and
    /// Backspace takes the last character of a query back; `nil` for other keys.
    func handleListKeyForSearch(_ key: Key) -> Bool? {
        guard let search = core.search else { return nil }
        switch key {
        case .character("/"):
            beginSearch(search)
        case .escape where !search.query.isEmpty:
            search.cancel()
        case .backspace where !search.query.isEmpty:
            beginSearch(search)
            return handleSearchKey(key, in: search)
        default:
            return nil
        }
        return true
    }

    // MARK: - Drawing

    /// The search line, at a screen row: `/`, then the query — while it is typed in, with the
    /// caret, and the prompt dim when it is empty.
    func drawSearchLine(_ search: TableSearch, into buffer: inout ScreenBuffer, row: Int) {
        let width = buffer.size.columns
        buffer.draw("/", row: row, column: 0, style: search.isEditing ? [.bold, .accent] : .dim)
        let columns = min(Self.rowIndent, width)..<width
        guard !columns.isEmpty else { return }
        if search.isEditing {
            let line = editedSearchLine(search)
            if line.count == 0 {
                buffer.draw(DisplayWidth.truncate(search.prompt, to: columns.count), row: row, column: columns.lowerBound, style: .dim)
                buffer.addStyle(.reverse, row: row, columns: columns.lowerBound..<(columns.lowerBound + 1))
                buffer.cursor = .init(row: row, column: columns.lowerBound)
            } else {
                line.draw(into: &buffer, row: row, columns: columns, isSecure: false)
            }
        } else {
            buffer.draw(DisplayWidth.truncate(search.query, to: columns.count), row: row, column: columns.lowerBound)
        }
    }

    /// The key hints while the search line has the keys.
    static let searchKeyHints = "type to search · ⏎ pick · ↓ list · esc close"
}
#endif
