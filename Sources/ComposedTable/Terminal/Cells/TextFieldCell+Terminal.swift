#if !canImport(UIKit)
extension TextFieldCell {
    /// Keeps the initial text until editing begins.
    func setUpTextField(text: String) {
        committedText = text
    }

    /// The text: the editor's while editing, else the committed text.
    var textFieldText: String {
        guard editor != nil else { return committedText }
        return editor!.text
    }

    /// Code set the text: while editing, the edit starts again from it, with the caret at its
    /// end.
    func storeTextFieldText(_ text: String, replacing old: String) {
        // Bytes, not `==`: a canonically equal text with other bytes is another text.
        guard !text.utf8.elementsEqual(old.utf8) else { return }
        if editor != nil {
            editor = LineEditor(text: text)
        } else {
            committedText = text
        }
    }

    /// Nothing to follow: the next frame draws the placeholder and the bullets, and edits read
    /// the keyboard kind.
    func textFieldTraitDidChange(_ trait: TextFieldTrait) {}

    /// Whether the field is being edited. (Terminal only: on UIKit `isEditing` is the table
    /// cell's edit mode; ask the text field's `isEditing`.)
    public var isEditing: Bool { editor != nil }

    /// ``beginEditing()`` outside a table: editing starts at once.
    func focusTextField() {
        startEditing()
    }

    /// Ends editing, keeping the text: a number field's text is normalized, then the controller
    /// and ``onEndEditing`` hear of it.
    func endTextFieldEditing() {
        guard editor != nil else { return }
        committedText = editor!.text
        editor = nil
        // Core's rule: a number field shows what it read, formatted ("1234.5" → "€1,234.50").
        if let normalized = numberFormat?.normalized(committedText), normalized != committedText { text = normalized }
        controller?.editingDidEnd(in: self)
        onEndEditing?(self)
    }

    /// Ends editing with the text editing began with; a change back is the user's.
    func cancelTextFieldEditing() {
        guard editor != nil else { return }
        let original = editor!.original
        let current = editor!.text
        committedText = original
        editor = nil
        controller?.editingDidEnd(in: self)
        // Bytes, not `==`: a text retyped as its canonical equivalent is a change to report.
        if !current.utf8.elementsEqual(original.utf8) {
            userDidChange(original, edit: onEdit == nil ? nil : TextEdit(from: current, to: original))
        }
        onEndEditing?(self)
    }
}

extension TextFieldCell: InPlaceEditing {
    /// Starts editing now: the surface's part of ``beginEditing()``.
    func startEditing() {
        guard isEnabled, editor == nil else { return }
        editor = LineEditor(text: text)
        controller?.editingDidBegin(in: self)
        onBeginEditing?(self)
    }

    func commitEditing() { endEditing() }

    func revertEditing() { cancelEditing() }

    var editsOnTyping: Bool { true }

    func admitsTyping(_ character: Character) -> Bool {
        keyboardType == .default || !keyboardType.admittedText(String(character), into: text).isEmpty
    }

    var editsText: Bool { true }

    var keyHelpTopic: KeyHelpTopic? { isEditing ? .editingText : .field }

    /// Enter runs ``onReturn`` and commits; the editing keys edit.
    func handleEditingKey(_ key: Key) -> Bool {
        guard key == .enter else { return edit(with: key) }
        onReturn?(self)
        endEditing()
        return true
    }

    /// Applies an editing key while editing: a character or a paste is inserted at the caret
    /// (what the ``keyboardType`` admits, formatted by the ``inputFormat``, if ``shouldChange``
    /// agrees), Backspace and Delete delete, ←, →, Home and End move the caret; the readline
    /// keys kill, yank (into the session's kill buffer), undo and redo. Notifies ``inputObservers`` and calls
    /// ``onEdit`` and ``onChange`` when the text changed.
    ///
    /// - Returns: Whether the key was an editing key (it was used, even if nothing changed).
    /// - Complexity: O(*m*) in what the key brings or removes, plus moving the bytes after the
    ///   caret (``LineEditor``) and what the observers cost; O(*n*) with a ``shouldChange`` hook,
    ///   an ``inputFormat`` or a filtering keyboard.
    @discardableResult
    func edit(with key: Key) -> Bool {
        guard editor != nil else { return false }
        var kills = controller?.killBuffer ?? ""
        guard let key = admittedKey(key, yank: kills) else { return true }
        defer { if kills != (controller?.killBuffer ?? "") { controller?.killBuffer = kills } }
        if shouldChange != nil || inputFormat != nil {
            var candidate = editor!
            guard let edit = candidate.apply(key, killBuffer: &kills) else { return false }
            // Undo and redo bring back a text the field had: formatted already, or as code set it.
            if edit == .changed, let inputFormat, key != .control("_"), key != .control("^") {
                // Core's rule: the whole text formatted, the caret after the same digits.
                let (formatted, caret) = inputFormat.apply(to: candidate.text, caret: candidate.caret)
                // An edit the format undoes changes nothing, and leaves no undo step.
                if formatted.utf8.elementsEqual(editor!.text.utf8) { return true }
                candidate.reformat(with: formatted, caret: caret)
            }
            if edit == .changed, let shouldChange {
                guard shouldChange(self, candidate.text) else { return true }
            }
            editor = candidate
            if edit == .changed { reportUserEdit() }
            return true
        }
        // In place: a copy of the editor would copy its text.
        guard let edit = editor!.apply(key, killBuffer: &kills) else { return false }
        if edit == .changed { reportUserEdit() }
        return true
    }

    /// Tells the observers, ``onEdit`` and ``onChange`` of the user's edits since the last
    /// report.
    ///
    /// - Complexity: O(*m*) in the edit, plus what they cost.
    private func reportUserEdit() {
        let change = editor!.takeChange()
        let edit = onEdit == nil ? nil : change.map { TextEdit(range: $0.old, replacement: editor!.string($0.new)) }
        userDidChange(editor!.text, edit: edit)
    }

    /// The key with what the keyboard kind does not admit left out, or `nil` when nothing of
    /// its text is left; a yank (Ctrl-Y) becomes the paste of what it puts back.
    private func admittedKey(_ key: Key, yank: String) -> Key? {
        guard keyboardType != .default else { return key }
        switch key {
        case .control("y"):
            // What is put back goes in as a paste would.
            return admittedKey(.paste(yank), yank: yank)
        case .character(let character):
            // Core's rule; a decimal separator comes back as the locale's (`,` may become `.`).
            // The text is read only for a keyboard whose rule reads it.
            let kept = keyboardType.admittedText(String(character), into: keyboardType.filtersByText ? editor!.text : "")
            return kept.first.map(Key.character)
        case .paste(let pasted):
            let kept = keyboardType.admittedText(pasted, into: keyboardType.filtersByText ? editor!.text : "")
            return kept.isEmpty ? nil : .paste(kept)
        default:
            return key
        }
    }
}

extension TextFieldCell: TerminalCell {
    /// One line: the label and the field, whatever the text holds (a field keeps its text on
    /// one line, and a long text scrolls under the caret).
    ///
    /// - Parameter width: The columns available to the content.
    func terminalLineCount(width: Int) -> Int { 1 }

    /// Draws the label, then the field: the text (bullets when secure), the placeholder dim when
    /// empty — while editing too, the caret on its first character — and while editing a caret,
    /// scrolled so the caret stays in view.
    ///
    /// The label takes up to half the row while the field has text; an empty field leaves it the
    /// whole row (but a column for the caret while editing), the placeholder taking what is left.
    ///
    /// - Complexity: O(*w*) in the width of the field, whatever the length of the text.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let halfColumns = max(0, width / 2 - 1)
        let isEmpty = editor.map { $0.text.isEmpty } ?? committedText.isEmpty
        let labelColumns = isEmpty ? max(halfColumns, width - (editor == nil ? 0 : 3)) : halfColumns
        let label = DisplayWidth.truncateMiddle(key, to: labelColumns)
        let labelEnd = buffer.draw(label, row: origin.row, column: origin.column, style: keyStyle.terminalStyle())
        // The fields of a section start in one column, after its widest label.
        let alignedEnd = origin.column + min(alignedLabelWidth, halfColumns)
        let fieldStart = max(labelEnd, alignedEnd) + (label.isEmpty && alignedLabelWidth == 0 ? 0 : 2)
        let fieldWidth = origin.column + width - fieldStart
        guard fieldWidth > 0 else { return }
        if isEmpty, let placeholder, !placeholder.isEmpty {
            let shown = DisplayWidth.truncate(placeholder, to: fieldWidth)
            buffer.draw(shown, row: origin.row, column: fieldStart, style: .dim)
            if editor != nil {
                // The caret, on the placeholder's first character.
                let first = shown.first.map { String($0) } ?? " "
                buffer.draw(DisplayWidth.of(first) == 1 ? first : " ", row: origin.row, column: fieldStart, style: .reverse)
                buffer.cursor = .init(row: origin.row, column: fieldStart)
            }
            return
        }
        if let editor {
            editor.draw(into: &buffer, row: origin.row, columns: fieldStart..<(fieldStart + fieldWidth), isSecure: isSecure)
            return
        }
        let text = self.text
        if text.isEmpty {
            return
        } else {
            // Only as many bullets as can show: counting every character would cost the text's length.
            let shown = isSecure ? String(repeating: "•", count: text.prefix(fieldWidth + 1).count) : text
            buffer.draw(
                DisplayWidth.truncate(shown, to: fieldWidth), row: origin.row, column: fieldStart, style: valueStyle.terminalStyle())
        }
    }
}
#endif
