#if !canImport(UIKit)
/// A row with a label and an editable line of text.
///
/// Enter starts editing, with the caret at the end; so does typing on the row, which types the
/// character too (so typing a name on a field row never runs the keys `j`, `k` or `q`), and a
/// paste, which is inserted. While editing: type, Backspace and Delete, ←/→ and Home/End
/// (Ctrl-A/Ctrl-E) move the caret, Enter commits (after ``onReturn``), Esc cancels (the text
/// goes back to what it was), Tab and Shift-Tab commit and move to the next or previous field in
/// the table's focus chain (visible order, skipping hidden and disabled rows), ↑/↓ commit and
/// move the cursor. ``onChange`` is called after every key that changes the text (once for a
/// paste), and once more when Esc restores the text.
///
/// The caret moves and deletes whole characters (`👍🏽`, `🇯🇵`, `é` are one each). A paste goes in
/// literally at the caret and never commits: in this one-line field a line break or a tab becomes
/// a space. Control characters (U+0000–U+001F, U+007F, U+0080–U+009F) never enter the field,
/// typed or pasted. A numeric ``keyboardType`` filters what enters: `.numberPad` takes digits,
/// `.decimalPad` digits and one decimal separator, `.phonePad` digits and `+ * #`.
///
/// ```swift
/// let email = TextFieldCell(key: "Email", placeholder: "name@example.com", keyboardType: .emailAddress) { cell, text in
///     submit.isEnabled = !text.isEmpty
/// }
/// email.shouldChange = { _, proposed in proposed.count <= 254 }
/// email.onReturn = { cell in cell.controller?.title = "Sent" }
/// ```
///
/// # Performance
/// A key costs O(1) amortized, whatever the length of the text, and drawing costs the width of
/// the field: a paste of 100,000 characters takes milliseconds. While editing, ``text`` is built
/// when it is read and kept until the next change, so an ``onChange`` that reads it after each
/// key typed at the end of the text does not build it anew (keep a copy of the text, though, and
/// the next key copies it). A ``shouldChange`` hook, a keyboard kind other than `.default` and
/// ``inputObservers`` read the whole text: O(*n*) per key with them.
@MainActor
open class TextFieldCell: ActiveCell, InputRow, InPlaceEditing {
    /// Called after every change the user makes, with the cell and the new text.
    open var onChange: (@MainActor (TextFieldCell, String) -> Void)?

    /// Called when editing begins (Enter, typing on the row, Tab into the field).
    open var onBeginEditing: (@MainActor (TextFieldCell) -> Void)?

    /// Called when editing ends, whichever way (Enter, Esc, Tab, ↑/↓, the row going away).
    open var onEndEditing: (@MainActor (TextFieldCell) -> Void)?

    /// Called when the user presses Enter while editing, before the field commits its text and
    /// ends editing (it may move focus on: `next.beginEditing()`).
    open var onReturn: (@MainActor (TextFieldCell) -> Void)?

    /// Asked before a user edit is applied, with the cell and the whole text the edit would
    /// give; `false` rejects the edit (the text stays, ``onChange`` is not called). It is not
    /// asked when code sets ``text``, nor when Esc restores the text editing began with.
    ///
    /// ```swift
    /// code.shouldChange = { _, proposed in proposed.count <= 6 }
    /// ```
    ///
    /// - Complexity: Asking builds the proposed text: O(*n*) per key.
    open var shouldChange: (@MainActor (TextFieldCell, String) -> Bool)?

    /// The kind of keyboard the field asks for. UIKit shows it; the terminal filters what
    /// enters the field for numeric kinds (`.numberPad`, `.decimalPad`, `.phonePad`,
    /// `.asciiCapableNumberPad`), typed or pasted.
    open var keyboardType: KeyboardType

    /// What the text is, for AutoFill on UIKit; the terminal keeps it for the program to read.
    open var textContentType: TextContentType?

    /// Makes the field a number field: once editing ends, its text is the number it reads,
    /// written in this format (`NumberFormat.normalized(_:)`: `"1234.5"` becomes `"€1,234.50"`);
    /// `nil` (the default) leaves the text as typed. Pair it with a numeric ``keyboardType`` and
    /// a `.number(in:format:)` rule.
    ///
    /// ```swift
    /// let price = addCell(TextFieldCell(key: "Price", keyboardType: .decimalPad))
    /// price.numberFormat = .currency(code: "EUR")
    /// ```
    open var numberFormat: NumberFormat?

    /// The number the text reads as in ``numberFormat`` (a plain number when it is `nil`), or
    /// `nil` when it reads as none. Setting it writes the number in that format (`nil` empties the
    /// field); it does not call ``onChange``.
    public var number: Double? {
        get { (numberFormat ?? .number).number(from: text) }
        set { text = newValue.map { (numberFormat ?? .number).string(from: $0) } ?? "" }
    }

    /// Called after every change of ``text``: by the user (`byUser` true, right before
    /// ``onChange``) or by code (`byUser` false).
    public let inputObservers = InputObservers<String>()

    /// ``text``, under the name every input row shares (`InputRow`).
    public var input: String {
        get { text }
        set { text = newValue }
    }

    /// The text, while not editing; the editor has it while editing.
    private var committedText: String

    /// The text. Setting it does not call ``onChange`` (it notifies ``inputObservers`` when the
    /// text changes); setting it while editing starts the edit again from the new text, with the
    /// caret at its end.
    open var text: String {
        get {
            guard editor != nil else { return committedText }
            return editor!.text
        }
        set {
            let old = text
            guard old != newValue else { return }
            if editor != nil {
                editor = LineEditor(text: newValue)
            } else {
                committedText = newValue
            }
            inputObservers.notify(newValue, byUser: false)
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

    /// The field's text, for the plain-text rendering (bullets when secure); the key is the
    /// label.
    open override var value: String? {
        get { TextInput.shown(text, isSecure: isSecure) }
        set { text = newValue ?? "" }
    }

    /// Creates a text field row.
    ///
    /// ```swift
    /// addCell(TextFieldCell(key: "Age", placeholder: "years", keyboardType: .numberPad) { _, text in
    ///     model.age = Int(text)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - key: The label before the field.
    ///   - text: The initial text.
    ///   - placeholder: The text shown while the field is empty.
    ///   - isSecure: Whether the text is shown as bullets.
    ///   - keyboardType: The kind of keyboard; numeric kinds filter input. `.default` unless you
    ///     say otherwise.
    ///   - textContentType: What the text is, for AutoFill on UIKit; `nil` for nothing said.
    ///   - onChange: Called after every edit with the cell and the new text.
    public init(
        key: String, text: String = "", placeholder: String? = nil, isSecure: Bool = false,
        keyboardType: KeyboardType = .default, textContentType: TextContentType? = nil,
        onChange: (@MainActor (TextFieldCell, String) -> Void)? = nil
    ) {
        self.committedText = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.keyboardType = keyboardType
        self.textContentType = textContentType
        self.onChange = onChange
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

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
        onBeginEditing?(self)
    }

    /// Stops editing, keeping the text.
    public func endEditing() {
        guard editor != nil else { return }
        committedText = editor!.text
        editor = nil
        // Core's rule: a number field shows what it read, formatted ("1234.5" → "€1,234.50").
        if let normalized = numberFormat?.normalized(committedText), normalized != committedText { text = normalized }
        controller?.editingDidEnd(in: self)
        onEndEditing?(self)
    }

    /// Stops editing and puts the text back to what it was when editing began.
    public func cancelEditing() {
        guard editor != nil else { return }
        let original = editor!.original
        let changed = editor!.text != original
        committedText = original
        editor = nil
        controller?.editingDidEnd(in: self)
        if changed { userDidChange(original) }
        onEndEditing?(self)
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
    /// (what the ``keyboardType`` admits, if ``shouldChange`` agrees), Backspace and Delete
    /// delete, ←, →, Home and End move the caret. Notifies ``inputObservers`` and calls
    /// ``onChange`` when the text changed.
    ///
    /// - Returns: Whether the key was an editing key (it was used, even if nothing changed).
    /// - Complexity: O(1) amortized for a character, O(*m*) for a paste of *m* characters, plus
    ///   what ``onChange`` costs; O(*n*) with a ``shouldChange`` hook or a filtering keyboard.
    @discardableResult
    func edit(with key: Key) -> Bool {
        guard editor != nil else { return false }
        guard let key = admittedKey(key) else { return true }
        if let shouldChange {
            var candidate = editor!
            guard let edit = candidate.apply(key) else { return false }
            if edit == .changed {
                guard shouldChange(self, candidate.text) else { return true }
            }
            editor = candidate
            if edit == .changed { userDidChange(editor!.text) }
            return true
        }
        // In place: a copy of the editor would copy its characters.
        guard let edit = editor!.apply(key) else { return false }
        if edit == .changed, onChange != nil || !inputObservers.isEmpty { userDidChange(editor!.text) }
        return true
    }

    /// The key with what the keyboard kind does not admit left out, or `nil` when nothing of
    /// its text is left.
    private func admittedKey(_ key: Key) -> Key? {
        guard keyboardType != .default else { return key }
        switch key {
        case .character(let character):
            // Core's rule; a decimal separator comes back as the locale's (`,` may become `.`).
            // The text is built only for a keyboard whose rule reads it: a key stays O(1).
            let kept = keyboardType.admittedText(String(character), into: keyboardType.filtersByText ? editor!.text : "")
            return kept.first.map(Key.character)
        case .paste(let pasted):
            let kept = keyboardType.admittedText(pasted, into: keyboardType.filtersByText ? editor!.text : "")
            return kept.isEmpty ? nil : .paste(kept)
        default:
            return key
        }
    }

    /// Tells the observers, then ``onChange``, of a change the user made.
    private func userDidChange(_ text: String) {
        inputObservers.notify(text, byUser: true)
        onChange?(self, text)
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
            editor.draw(into: &buffer, row: origin.row, columns: fieldStart..<(fieldStart + fieldWidth), isSecure: isSecure)
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

}
#endif
