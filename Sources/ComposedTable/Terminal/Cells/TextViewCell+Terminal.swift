#if !canImport(UIKit)
extension TextViewCell {
    /// Keeps the initial text until editing begins.
    func setUpTextView(text: String) {
        // Its line breaks as an edit keeps them: ``text`` does not change when editing begins
        // (an ``onEdit`` copy of it would not follow).
        committedText = TextEditor.lineFeedsOnly(text)
    }

    /// The text: the editor's while editing, else the committed text.
    var textViewText: String {
        guard editor != nil else { return committedText }
        return editor!.text
    }

    /// Code set the text: while editing, the edit starts again from it, with the caret at its
    /// end; the text wraps anew and the row's height follows.
    func storeTextViewText(_ text: String, replacing old: String) {
        let text = TextEditor.lineFeedsOnly(text)
        // Bytes, not `==`: a canonically equal text with other bytes is another text.
        guard !text.utf8.elementsEqual(old.utf8) else { return }
        if editor != nil {
            editor = TextEditor(text: text)
        } else {
            committedText = text
        }
        layout = nil
        controller?.core.rowContentDidChange(of: self)
    }

    /// Nothing to follow: the next frame draws the placeholder.
    func textViewPlaceholderDidChange() {}

    /// Whether the text is being edited.
    var isEditing: Bool { editor != nil }

    /// ``beginEditing()`` outside a table: editing starts at once.
    func focusTextView() {
        startEditing()
    }
}

extension TextViewCell: InPlaceEditing {
    func startEditing() {
        guard isEnabled, editor == nil else { return }
        // The same lines: the layout still holds. Lines counted before need no scan of the text.
        editor = committedLineCount.map { TextEditor(text: committedText, lineCount: $0) } ?? TextEditor(text: committedText)
        goalColumn = nil
        controller?.editingDidBegin(in: self)
    }

    func commitEditing() {
        guard editor != nil else { return }
        committedText = editor!.text
        committedLineCount = editor!.lineCount  // its line breaks are all "\n"
        editor = nil
        controller?.editingDidEnd(in: self)
    }

    var editsOnTyping: Bool { true }

    var editsText: Bool { true }

    var keyHelpTopic: KeyHelpTopic? { isEditing ? .editingText : .field }

    var editingKeyHints: String { "⏎ new line · esc done · tab next field" }

    func handleEditingKey(_ key: Key) -> Bool {
        guard editor != nil else { return false }
        if key == .up || key == .down {
            // By visual line, at the width drawn at; before any drawing, by line.
            let wraps = (layout ?? TextLayout(lines: editor!.lineTexts, width: .max)).wraps
            editor!.moveVertically(down: key == .down, wraps: { wraps[$0] }, goalColumn: &goalColumn)
            return true
        }
        goalColumn = nil
        var kills = controller?.killBuffer ?? ""
        defer { if kills != (controller?.killBuffer ?? "") { controller?.killBuffer = kills } }
        guard let edit = editor!.apply(key, killBuffer: &kills) else { return false }
        if edit == .changed {
            if let change = editor!.lastChange, layout != nil {
                layout!.replaceLines(change.old, with: change.new.map { editor!.characters(ofLine: $0) })
            }
            controller?.core.rowContentDidChange(of: self)
            let change = editor!.takeChange()
            let edit = onEdit == nil ? nil : change.map { TextEdit(range: $0.old, replacement: editor!.string($0.new)) }
            userDidChange(editor!.text, edit: edit)
        }
        return true
    }
}

// MARK: - Drawing

extension TextViewCell: TerminalCell {
    /// The columns the text is indented by under the key.
    private static let indent = 2

    /// The key's line (none for an empty key with nothing trailing: a question's text), then one
    /// line per visual line of the text (at least one).
    ///
    /// - Complexity: O(1) when the text and the width are those of the last call or drawing;
    ///   else O(*n*) in the length of the text.
    func terminalLineCount(width: Int) -> Int {
        keyLines + layout(width: width - Self.indent - 1).visualLineCount
    }

    /// The lines above the text: the key's, unless there is nothing to draw on it.
    private var keyLines: Int { key.isEmpty && trailingText.isEmpty ? 0 : 1 }

    /// Where the text wraps at a width: the kept layout, or a new one.
    @discardableResult
    private func layout(width: Int) -> TextLayout {
        if let layout, layout.width == max(1, width) { return layout }
        let made =
            editor != nil
            ? TextLayout(lines: editor!.lineTexts, width: max(1, width)) : TextLayout(lines: committedLineTexts, width: max(1, width))
        layout = made
        return made
    }

    /// ``committedText``'s lines, split once.
    private var committedLineTexts: [String] {
        if let committedLines { return committedLines.texts }
        let texts = TextEditor.lines(of: committedText)
        committedLines = (texts, [:])
        return texts
    }

    /// A line's characters, for drawing: the editor's, or those of ``committedText``'s lines —
    /// found from the last line drawn when its line breaks are all `"\n"` (after an edit), else
    /// split once and kept once drawn.
    ///
    /// - Complexity: O(*m*) in the length of the line and of the lines since the last one drawn.
    private func characters(ofLine index: Int) -> [Character] {
        if let editor { return editor.characters(ofLine: index) }
        if committedLineCount != nil {
            var (line, start) = committedLineCursor
            while line > index {
                start = TextEditor.lineStart(before: start - 1, in: committedText)
                line -= 1
            }
            while line < index {
                start = TextEditor.lineEnd(after: start, in: committedText) + 1
                line += 1
            }
            committedLineCursor = (line, start)
            return Array(committedText.utf8Slice(start..<TextEditor.lineEnd(after: start, in: committedText)))
        }
        if let characters = committedLines?.characters[index] { return characters }
        let characters = Array(committedLineTexts[index])
        committedLines?.characters[index] = characters
        return characters
    }

    /// Draws the key, then the text wrapped under it (the placeholder while empty, the caret on
    /// its first character while editing), with the caret while editing; when the row is shorter
    /// than the text, the lines around the caret.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let keyLines = self.keyLines
        if keyLines > 0 {
            let available = drawTrailing(in: &buffer, at: origin, width: width)
            buffer.draw(DisplayWidth.truncateMiddle(key, to: available), row: origin.row, column: origin.column)
        }
        let textRow = origin.row + keyLines
        let textColumn = origin.column + Self.indent
        let textWidth = width - Self.indent
        guard lineCount > keyLines, textWidth > 1 else { return }
        if editor?.text.isEmpty ?? committedText.isEmpty, let placeholder, !placeholder.isEmpty {
            let shown = DisplayWidth.truncate(placeholder, to: textWidth)
            buffer.draw(shown, row: textRow, column: textColumn, style: .dim)
            if editor != nil {
                let first = shown.first.map { String($0) } ?? " "
                buffer.draw(DisplayWidth.of(first) == 1 ? first : " ", row: textRow, column: textColumn, style: .reverse)
                buffer.cursor = .init(row: textRow, column: textColumn)
            }
            return
        }
        if editor == nil, committedText.isEmpty { return }
        // Only the visual lines shown: from the first, or so that the caret's is the last.
        layout(width: textWidth - 1)
        let shown = lineCount - keyLines
        var first = 0
        let column = editor?.column
        if let editor, let column {
            let caretVisual =
                layout!.firstVisualLine(ofLine: editor.lineIndex)
                + TextEditor.visualLine(ofCaret: column, in: layout!.wraps[editor.lineIndex])
            first = max(0, caretVisual - shown + 1)
        }
        var characters: (line: Int, characters: [Character])?
        for (row, entry) in layout!.visualLines(from: first, count: shown).enumerated() {
            if characters?.line != entry.line { characters = (entry.line, self.characters(ofLine: entry.line)) }
            let line = characters!.characters
            let caret = editor?.lineIndex == entry.line ? column : nil
            drawVisualLine(
                line, entry.range, caret: caret, isLast: entry.range.upperBound == line.count, in: &buffer,
                row: textRow + row, columns: textColumn..<(textColumn + textWidth))
        }
    }

    /// Draws one visual line, and the caret when it is on it (in reverse video; a reverse space
    /// at the end of the line), where the terminal's cursor goes.
    private func drawVisualLine(
        _ characters: [Character], _ range: Range<Int>, caret: Int?, isLast: Bool, in buffer: inout ScreenBuffer, row: Int,
        columns: Range<Int>
    ) {
        var column = columns.lowerBound
        var caretShown = false
        for position in range {
            let character = characters[position]
            let characterWidth = DisplayWidth.of(character)
            let isCaret = position == caret
            let shownWidth = isCaret ? max(1, characterWidth) : characterWidth
            // Spaces never wrap, so a visual line can run past the edge: its rest is not drawn.
            guard column + shownWidth <= columns.upperBound else { break }
            if characterWidth == 0 {
                if isCaret { buffer.draw(" ", row: row, column: column, style: .reverse) }
            } else {
                buffer.draw(String(character), row: row, column: column, style: isCaret ? .reverse : [])
            }
            if isCaret { buffer.cursor = .init(row: row, column: column) }
            caretShown = caretShown || isCaret
            column += shownWidth
        }
        // A caret past the edge (on spaces that run past it) shows in the last column.
        if let caret, range.contains(caret), !caretShown {
            buffer.draw(" ", row: row, column: columns.upperBound - 1, style: .reverse)
            buffer.cursor = .init(row: row, column: columns.upperBound - 1)
        }
        if isLast, caret == range.upperBound {
            buffer.draw(" ", row: row, column: min(column, columns.upperBound - 1), style: .reverse)
            buffer.cursor = .init(row: row, column: min(column, columns.upperBound - 1))
        }
    }
}
#endif
