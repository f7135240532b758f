#if !canImport(UIKit)
/// A row with a label and an editable line of text.
///
/// Selecting the row (Enter or Space) starts editing: type, Backspace and Delete, ←/→ and
/// Home/End (Ctrl-A/Ctrl-E) move the caret, Enter commits, Esc cancels (the text goes back to what
/// it was), Tab and Shift-Tab commit and move to the next or previous text field in the table's
/// focus chain (visible order, skipping hidden and disabled rows). ``onChange`` is called after
/// every edit, and once more when Esc restores the text.
///
/// ```swift
/// let email = TextFieldCell(key: "Email", placeholder: "name@example.com") { cell, text in
///     submit.isEnabled = !text.isEmpty
/// }
/// ```
@MainActor
open class TextFieldCell: ActiveCell {
    /// Called after every change the user makes, with the cell and the new text.
    open var onChange: (@MainActor (TextFieldCell, String) -> Void)?

    /// The text. Setting it does not call ``onChange``.
    open var text: String {
        didSet { if isEditing, editor?.text != text { editor = LineEditor(text: text) } }
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
        self.text = text
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
        editor = nil
        controller?.editingDidEnd(in: self)
    }

    /// Stops editing and puts the text back to what it was when editing began.
    public func cancelEditing() {
        guard let editor else { return }
        let changed = editor.original != text
        text = editor.original
        endEditing()
        if changed { onChange?(self, text) }
    }

    /// Applies an editing key while editing.
    ///
    /// - Returns: Whether the key edited the line (or moved its caret).
    func edit(with key: Key) -> Bool {
        guard var editor else { return false }
        guard editor.apply(key) else { return false }
        let changed = editor.text != text
        self.editor = editor
        if changed {
            text = editor.text
            onChange?(self, text)
        }
        return true
    }

    // MARK: - Drawing

    /// Draws the label, then the field: the text (bullets when secure), the placeholder dim when
    /// empty, and while editing a caret, scrolled so the caret stays in view.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let label = DisplayWidth.truncate(key, to: max(0, width / 2 - 1))
        let labelEnd = buffer.draw(label, row: origin.row, column: origin.column)
        let fieldStart = labelEnd + (label.isEmpty ? 0 : 2)
        let fieldWidth = origin.column + width - fieldStart
        guard fieldWidth > 0 else { return }
        let characters = isSecure ? Array(repeating: "•", count: text.count) : Array(text)
        guard let editor else {
            if characters.isEmpty, let placeholder {
                buffer.draw(DisplayWidth.truncate(placeholder, to: fieldWidth), row: origin.row, column: fieldStart, style: .dim)
            } else {
                buffer.draw(DisplayWidth.truncate(String(characters), to: fieldWidth), row: origin.row, column: fieldStart)
            }
            return
        }
        // Show the characters before the caret that fit, leaving a column for the caret.
        var first = editor.caret
        var used = 1
        while first > 0, used + DisplayWidth.of(characters[first - 1]) <= fieldWidth {
            first -= 1
            used += DisplayWidth.of(characters[first])
        }
        var column = fieldStart
        for index in first..<characters.count {
            let next = buffer.draw(String(characters[index]), row: origin.row, column: column, style: index == editor.caret ? .reverse : [])
            if next == column { break }
            column = next
        }
        if editor.caret == characters.count, column < fieldStart + fieldWidth {
            buffer.draw(" ", row: origin.row, column: column, style: .reverse)
        }
    }
}
#endif
