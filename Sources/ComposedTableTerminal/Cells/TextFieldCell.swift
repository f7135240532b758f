#if !canImport(UIKit)
/// A row with a label and an editable line of text.
///
/// Enter starts editing, with the caret at the end; so does typing on the row, which types the
/// character too (so typing a name on a field row never runs the keys `j`, `k` or `q`), and a
/// paste, which is inserted. While editing: type, Backspace and Delete, ←/→ and Home/End
/// (Ctrl-A/Ctrl-E) move the caret, Enter commits, Esc cancels (the text goes back to what it
/// was), Tab and Shift-Tab commit and move to the next or previous text field in the table's
/// focus chain (visible order, skipping hidden and disabled rows), ↑/↓ commit and move the
/// cursor. ``onChange`` is called after every key that changes the text (once for a paste), and
/// once more when Esc restores the text.
///
/// The caret moves and deletes whole characters (`👍🏽`, `🇯🇵`, `é` are one each). A paste goes in
/// literally at the caret and never commits: in this one-line field a line break or a tab becomes
/// a space. Control characters (U+0000–U+001F, U+007F, U+0080–U+009F) never enter the field,
/// typed or pasted.
///
/// ```swift
/// let email = TextFieldCell(key: "Email", placeholder: "name@example.com") { cell, text in
///     submit.isEnabled = !text.isEmpty
/// }
/// ```
///
/// # Performance
/// A key costs O(1) amortized, whatever the length of the text, and drawing costs the width of
/// the field: a paste of 100,000 characters takes milliseconds. While editing, ``text`` is built
/// when it is read and kept until the next change, so an ``onChange`` that reads it after each
/// key typed at the end of the text does not build it anew (keep a copy of the text, though, and
/// the next key copies it).
@MainActor
open class TextFieldCell: ActiveCell {
    /// Called after every change the user makes, with the cell and the new text.
    open var onChange: (@MainActor (TextFieldCell, String) -> Void)?

    /// The text, while not editing; the editor has it while editing.
    private var committedText: String

    /// The text. Setting it does not call ``onChange``; setting it while editing starts the edit
    /// again from the new text, with the caret at its end.
    open var text: String {
        get {
            guard editor != nil else { return committedText }
            return editor!.text
        }
        set {
            guard editor != nil else {
                committedText = newValue
                return
            }
            if editor!.text != newValue { editor = LineEditor(text: newValue) }
        }
    }

    /// The text shown, dim, while the field is empty.
    open var placeholder: String?

    /// Whether the text is shown as bullets (passwords).
    open var isSecure: Bool

    /// The line being edited; `nil` when not editing.
    private(set) var editor: LineEditor?

    /// Whether the field is being edited.
    public var isEditing: Bool { editor != nil }

    /// The field's text, for the plain-text rendering; the key is the label.
    open override var value: String? {
        get { isSecure ? String(repeating: "•", count: text.count) : text }
        set { text = newValue ?? "" }
    }

    /// Creates a text field row.
    ///
    /// - Parameters:
    ///   - key: The label before the field.
    ///   - text: The initial text.
    ///   - placeholder: The text shown while the field is empty.
    ///   - isSecure: Whether the text is shown as bullets.
    ///   - onChange: Called after every edit with the cell and the new text.
    public init(
        key: String, text: String = "", placeholder: String? = nil, isSecure: Bool = false,
        onChange: (@MainActor (TextFieldCell, String) -> Void)? = nil
    ) {
        self.committedText = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.onChange = onChange
        super.init(key: key)
    }

    // MARK: - Behaviour

    /// A text field row belongs in the focus chain.
    open override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    open override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    open override func performAction() {
        beginEditing()
        action?(self)
    }

    /// Starts editing this field, with the caret at the end; the table's cursor moves to it.
    ///
    /// In a table, focus goes through the table's focus policy (the row is brought on screen
    /// first; a hidden or disabled field does not take focus).
    public func beginEditing() {
        if let controller {
            controller.core.focus(self)
        } else {
            startEditing()
        }
    }

    /// Starts editing now: the surface's part of ``beginEditing()``.
    func startEditing() {
        guard isEnabled, editor == nil else { return }
        editor = LineEditor(text: text)
        controller?.editingDidBegin(in: self)
    }

    /// Stops editing, keeping the text.
    public func endEditing() {
        guard editor != nil else { return }
        let committed = editor!.text
        editor = nil
        text = committed
        controller?.editingDidEnd(in: self)
    }

    /// Stops editing and puts the text back to what it was when editing began.
    public func cancelEditing() {
        guard editor != nil else { return }
        let original = editor!.original
        let changed = editor!.text != original
        editor = nil
        text = original
        controller?.editingDidEnd(in: self)
        if changed { onChange?(self, original) }
    }

    /// Applies an editing key while editing: a character or a paste is inserted at the caret,
    /// Backspace and Delete delete, ←, →, Home and End move the caret. Calls ``onChange`` when
    /// the text changed.
    ///
    /// - Returns: Whether the key was an editing key (it was used, even if nothing changed).
    /// - Complexity: O(1) amortized for a character, O(*m*) for a paste of *m* characters, plus
    ///   what ``onChange`` costs.
    @discardableResult
    func edit(with key: Key) -> Bool {
        guard editor != nil else { return false }
        // In place: a copy of the editor would copy its characters.
        guard let edit = editor!.apply(key) else { return false }
        if edit == .changed, let onChange { onChange(self, editor!.text) }
        return true
    }

    // MARK: - Drawing

    /// The label width the fields of this row's section line up after: set by the controller
    /// from the widest label among the section's fields on screen.
    var alignedLabelWidth = 0

    /// One line: the label and the field, whatever the text holds (a field keeps its text on
    /// one line, and a long text scrolls under the caret).
    ///
    /// - Parameter width: The columns available to the content.
    open override func naturalLineCount(width: Int) -> Int { 1 }

    /// Draws the label, then the field: the text (bullets when secure), the placeholder dim when
    /// empty, and while editing a caret, scrolled so the caret stays in view.
    ///
    /// - Complexity: O(*w*) in the width of the field, whatever the length of the text.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let labelColumns = max(0, width / 2 - 1)
        let label = DisplayWidth.truncate(key, to: labelColumns)
        let labelEnd = buffer.draw(label, row: origin.row, column: origin.column)
        // The fields of a section start in one column, after its widest label.
        let alignedEnd = origin.column + min(alignedLabelWidth, labelColumns)
        let fieldStart = max(labelEnd, alignedEnd) + (label.isEmpty && alignedLabelWidth == 0 ? 0 : 2)
        let fieldWidth = origin.column + width - fieldStart
        guard fieldWidth > 0 else { return }
        if let editor {
            drawEditing(editor, in: &buffer, row: origin.row, columns: fieldStart..<(fieldStart + fieldWidth))
            return
        }
        let text = self.text
        if text.isEmpty, let placeholder {
            buffer.draw(DisplayWidth.truncate(placeholder, to: fieldWidth), row: origin.row, column: fieldStart, style: .dim)
        } else {
            // Only as many bullets as can show: counting every character would cost the text's length.
            let shown = isSecure ? String(repeating: "•", count: text.prefix(fieldWidth + 1).count) : text
            buffer.draw(DisplayWidth.truncate(shown, to: fieldWidth), row: origin.row, column: fieldStart)
        }
    }

    /// Draws the line being edited with its caret (the character after it in reverse video, or a
    /// reverse space at the end), showing as many characters before the caret as fit.
    private func drawEditing(_ editor: LineEditor, in buffer: inout ScreenBuffer, row: Int, columns: Range<Int>) {
        func width(at position: Int) -> Int { isSecure ? 1 : DisplayWidth.of(editor[position]) }
        // The caret shows on at least one column, even on a character of width 0.
        func shownWidth(at position: Int) -> Int { position == editor.caret ? max(1, width(at: position)) : width(at: position) }
        let caretWidth = editor.caret < editor.count ? shownWidth(at: editor.caret) : 1
        var first = editor.caret
        var used = min(caretWidth, columns.count)
        while first > 0, used + width(at: first - 1) <= columns.count {
            first -= 1
            used += width(at: first)
        }
        var column = columns.lowerBound
        var position = first
        while position < editor.count {
            let characterWidth = shownWidth(at: position)
            guard column + characterWidth <= columns.upperBound else { break }
            let style: TextStyle = position == editor.caret ? .reverse : []
            if width(at: position) == 0 {
                if position == editor.caret { buffer.draw(" ", row: row, column: column, style: style) }
            } else {
                buffer.draw(isSecure ? "•" : String(editor[position]), row: row, column: column, style: style)
            }
            column += characterWidth
            position += 1
        }
        if editor.caret == editor.count, column < columns.upperBound {
            buffer.draw(" ", row: row, column: column, style: .reverse)
        }
    }
}
#endif
