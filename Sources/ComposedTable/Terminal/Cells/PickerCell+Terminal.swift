#if !canImport(UIKit)
extension PickerCell {
    /// The edit under way: the column chosen and the rows to go back to.
    struct Editing {
        var column = 0
        let original: [Int]
        /// Whether an option was chosen when editing began.
        var originalHasSelection = true
    }

    /// Nothing to set up: the row draws the selection.
    func setUpPicker() {}

    /// Every presentation is edited in place: the row takes focus.
    var isPickerFocusable: Bool { true }

    /// ``performAction()`` outside a table: editing starts at once.
    func focusPicker() {
        startEditing()
    }

    /// Nothing to follow: the next frame draws the new options.
    func pickerColumnsDidChange() {}

    /// Nothing to follow: the next frame draws the selection.
    func pickerSelectionDidChange(byUser: Bool) {}

    /// Opened, the row edits in place and shows its options below; closed, the edit ends.
    func pickerExpansionDidChange() {
        if expansion { startEditing() } else { commitEditing() }
    }
}

extension PickerCell: InPlaceEditing {
    func startEditing() {
        guard isEnabled, acceptsUser, editing == nil else { return }
        editing = Editing(original: selectedRows, originalHasSelection: hasSelection)
        controller?.editingDidBegin(in: self)
        // Opening the picker of an empty row chooses the option it shows, as UIKit's does.
        userDidSelect(selectedRows)
        if presentation == .expanding { isExpanded = true }
    }

    func commitEditing() {
        guard editing != nil else { return }
        editing = nil
        controller?.editingDidEnd(in: self)
        isExpanded = false
    }

    func revertEditing() {
        guard let editing else { return }
        self.editing = nil
        controller?.editingDidEnd(in: self)
        isExpanded = false
        userDidSelect(editing.original)
        if !editing.originalHasSelection { userDidClear() }
    }

    /// Backspace and Delete clear a row that may be empty (it has a ``placeholder``).
    func handleValueKey(_ key: Key) -> Bool {
        guard key == .backspace || key == .delete, placeholder != nil else { return false }
        if isEnabled { userDidClear() }
        return true
    }

    var editsOnTyping: Bool { true }

    var keyHelpTopic: KeyHelpTopic? { editing == nil ? .choice : .editingChoice }

    var editingKeyHints: String {
        columns.count > 1 ? "↑↓ change · ←→ column · ⏎ done · esc cancel" : "↑↓ change · ⏎ done · esc cancel"
    }

    func handleEditingKey(_ key: Key) -> Bool {
        guard var editing else { return false }
        // The options went while editing (code set them): the keys do nothing until Enter or Esc.
        guard acceptsUser else { return key != .enter && key != .escape }
        editing.column = min(editing.column, columns.count - 1)
        let column = editing.column
        let options = columns[column]
        var rows = selectedRows
        switch key {
        case .left, .right:
            editing.column = min(max(0, column + (key == .left ? -1 : 1)), columns.count - 1)
        case .up, .character("-"):
            rows[column] = max(0, rows[column] - 1)
        case .down, .character("+"):
            rows[column] = min(options.count - 1, rows[column] + 1)
        case .character(let character) where character.isLetter || character.isNumber:
            let typed = String(character).lowercased()
            let order = Array(rows[column] + 1..<options.count) + Array(0...rows[column])
            if let match = order.first(where: { options[$0].lowercased().hasPrefix(typed) }) { rows[column] = match }
        default:
            return false
        }
        self.editing = editing
        userDidSelect(rows)
        return true
    }
}

// MARK: - Drawing

extension PickerCell: TerminalCell {
    /// One line; an open `.expanding` row adds the neighbouring options of the column being
    /// changed below (five at most).
    func terminalLineCount(width: Int) -> Int {
        guard expansion, let editing, acceptsUser else { return 1 }
        return 1 + min(Self.shownNeighbours, columns[min(editing.column, columns.count - 1)].count)
    }

    /// The options an open row shows below itself.
    static let shownNeighbours = 5

    /// Draws the key on the left and the selected options on the right; while editing, the
    /// column being changed in reverse video. Without options, "No options", dim.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        guard acceptsUser else { return drawNoOptions(in: &buffer, at: origin, available: available) }
        guard hasSelection else {
            KeyValueLine.draw(
                key: key, value: placeholder ?? "", in: &buffer, row: origin.row, column: origin.column, columns: available,
                keyStyle: keyStyle.terminalStyle(), valueStyle: .dim)
            return
        }
        if lineCount > 1, let editing {
            drawNeighbours(
                in: &buffer, at: (origin.row + 1, origin.column + 2), lines: lineCount - 1, column: editing.column, width: width - 2)
        }
        guard editing != nil else {
            // Closed: the key and the options chosen share the line.
            let shown = zip(columns, selectedRows).map { $0[$1] }
            KeyValueLine.draw(
                key: key, value: shown.joined(separator: " "), in: &buffer, row: origin.row, column: origin.column, columns: available,
                keyStyle: keyStyle.terminalStyle(), valueStyle: valueStyle.terminalStyle())
            return
        }
        let parts = shownParts(lineCount: lineCount, available: available)
        let shownWidth = parts.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let keyText = DisplayWidth.truncateMiddle(key, to: max(0, available - shownWidth - 2))
        buffer.draw(keyText, row: origin.row, column: origin.column, style: keyStyle.terminalStyle())
        var column = origin.column + max(0, available - shownWidth)
        for part in parts { column = buffer.draw(part.text, row: origin.row, column: column, style: part.style) }
    }

    /// The room the key keeps beside an inline row's neighbouring options: they show only
    /// when the key keeps this much (or all of it, when shorter).
    static let keptKeyWidth = 12

    /// The selected options as the row draws them, left to right: while an inline row (not
    /// `.expanding`) is edited, the column being changed shows between `‹ ›`, in reverse video,
    /// with the options before and after it dimmed beside it — `Small ‹Medium› Large` — as many
    /// of them as fit beside the key (the next one first).
    private func shownParts(lineCount: Int, available: Int) -> [(text: String, style: TextStyle)] {
        let shown = zip(columns, selectedRows).map { $0[$1] }
        func parts(before: Bool, after: Bool) -> [(text: String, style: TextStyle)] {
            var parts: [(text: String, style: TextStyle)] = []
            for (index, option) in shown.enumerated() {
                if index > 0 { parts.append((" ", [])) }
                guard let editing, index == editing.column, lineCount == 1 else {
                    parts.append((option, index == editing?.column ? [.reverse, .accent] : []))
                    continue
                }
                let row = selectedRows[index]
                if before, row > 0 { parts.append((columns[index][row - 1] + " ", .dim)) }
                parts.append(("‹" + option + "›", [.reverse, .accent]))
                if after, row + 1 < columns[index].count { parts.append((" " + columns[index][row + 1], .dim)) }
            }
            return parts
        }
        let keyRoom = min(DisplayWidth.of(key), Self.keptKeyWidth) + 2
        for (before, after) in [(true, true), (false, true), (false, false)] {
            let candidate = parts(before: before, after: after)
            if candidate.reduce(0, { $0 + DisplayWidth.of($1.text) }) + keyRoom <= available { return candidate }
        }
        return shown.enumerated().flatMap { index, option -> [(text: String, style: TextStyle)] in
            (index > 0 ? [(" ", TextStyle())] : []) + [(option, index == editing?.column ? [.reverse, .accent] : [])]
        }
    }

    /// Draws the options around the chosen one of a column under an open row, the chosen one
    /// in reverse video.
    private func drawNeighbours(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), lines: Int, column: Int, width: Int) {
        let options = columns[min(column, columns.count - 1)]
        let chosen = selectedRows[min(column, selectedRows.count - 1)]
        let first = max(0, min(chosen - lines / 2, options.count - lines))
        for (line, index) in (first..<min(options.count, first + lines)).enumerated() {
            let text = DisplayWidth.truncateMiddle(options[index], to: max(0, width))
            buffer.draw(text, row: origin.row + line, column: origin.column, style: index == chosen ? [.reverse, .accent] : [])
        }
    }
}
#endif
