/// A row with a label and an editable line of text: a `UITextField` on UIKit; in a terminal, a
/// line edited in place.
///
/// Selecting the row starts editing. The fields of a table form its focus chain (visible order,
/// skipping hidden and disabled rows): on UIKit the return key moves to the next field and reads
/// "Next" — on the last field it reads "Done" and ends editing — and the bar above the keyboard
/// has previous / next / done buttons that follow the same chain; in a terminal Tab and
/// Shift-Tab commit and move to the next or previous field.
///
/// ```swift
/// let email = TextFieldCell(key: "Email", placeholder: "name@example.com", keyboardType: .emailAddress,
///                           textContentType: .emailAddress) { cell, text in
///     submit.isEnabled = !text.isEmpty
/// }
/// email.shouldChange = { _, proposed in proposed.count <= 254 }
/// email.onEndEditing = { cell in
///     cell.validationMessage = cell.text.contains("@") ? nil : "Enter an e-mail address."
/// }
/// ```
///
/// A numeric ``keyboardType`` (`.numberPad`, `.decimalPad`, `.phonePad`,
/// `.asciiCapableNumberPad`) also filters what is typed or pasted, by the same rule on both
/// platforms (`KeyboardType.admittedText(_:into:)`): `.numberPad` takes digits, `.decimalPad`
/// digits and one decimal separator, `.phonePad` digits, `+ * # ( ) -` and spaces.
///
/// As an input row its value is ``text``: bindings, conditions and validation read it and
/// observe it through ``inputObservers``.
///
/// # On UIKit
/// While a multistage keyboard (Japanese, Chinese, Korean) composes, the provisional (marked)
/// text passes unfiltered and is not reported; the committed text must pass the keyboard's rule
/// and ``shouldChange``, or the field goes back to the text last accepted.
///
/// # In a terminal
/// Enter starts editing, with the caret at the end; so does typing on the row, which types the
/// character too (so typing a name on a field row never runs the keys `j`, `k` or `q`), and a
/// paste, which is inserted. While editing: type, Backspace and Delete, ←/→ and Home/End
/// (Ctrl-A/Ctrl-E) move the caret, Enter commits (after ``onReturn``), Esc cancels (the text
/// goes back to what it was), Tab and Shift-Tab commit and move focus, ↑/↓ commit and move the
/// cursor. ``onEdit`` and ``onChange`` are called after every key that changes the text (once for a
/// paste), and
/// once more when Esc restores the text.
///
/// The caret moves and deletes whole characters (`👍🏽`, `🇯🇵`, `é` are one each). A paste goes in
/// literally at the caret and never commits: in this one-line field a line break or a tab becomes
/// a space. Control characters (U+0000–U+001F, U+007F, U+0080–U+009F) never enter the field,
/// typed or pasted.
///
/// # Performance
/// In a terminal the text being edited is one `String`, edited in place at the caret: a key
/// costs what it brings plus moving the bytes after the caret (O(1) amortized at the end, tens
/// of microseconds at the start of 100,000 characters), and drawing costs the width of the field:
/// a paste of 100,000 characters takes milliseconds. ``text`` is read in O(1); a text an
/// observer keeps is copied by the next key (copy on write). ``onEdit`` is handed the edit alone.
/// A ``shouldChange`` hook, an ``inputFormat`` and a keyboard kind that filters by the whole text
/// work on a copy of it: O(*n*) per key with them.
@MainActor
open class TextFieldCell: ActiveCell, InputBackedRow {
    /// Called after every change the user makes, with the cell and the new text. On UIKit, while
    /// a multistage keyboard (Japanese, Chinese) composes, the provisional text is not reported:
    /// the committed text is.
    public var onChange: (@MainActor (TextFieldCell, String) -> Void)?

    /// Called after every change the user makes, with the cell and what changed — the bytes
    /// replaced and the text in their place — right before ``onChange``: apply the edits, in
    /// order, to a copy of the text and the copy stays equal to ``text``.
    ///
    /// Set it to keep a copy of a long text (a document, a search index) up to date without
    /// copying the whole text on every key. Text set by code is not reported (as for
    /// ``onChange``).
    ///
    /// ```swift
    /// var draft = field.text
    /// field.onEdit = { _, edit in edit.apply(to: &draft) }
    /// ```
    ///
    /// - Complexity: In a terminal O(*m*) in the edit; on UIKit O(*n*): the edit is found by
    ///   comparing the text with the last one reported.
    public var onEdit: (@MainActor (TextFieldCell, TextEdit) -> Void)?

    /// Called when editing begins (selecting the row, focus from another field; in a terminal
    /// also typing on the row), with the cell.
    ///
    /// ```swift
    /// amount.onBeginEditing = { cell in cell.validationMessage = nil }
    /// ```
    public var onBeginEditing: (@MainActor (TextFieldCell) -> Void)?

    /// Called when editing ends, whichever way (focus moved on, Done or Enter, Esc in a terminal,
    /// the row or the screen going away), with the cell: the moment to validate a finished entry.
    ///
    /// ```swift
    /// email.onEndEditing = { cell in cell.validationMessage = cell.text.isEmpty ? "Required." : nil }
    /// ```
    public var onEndEditing: (@MainActor (TextFieldCell) -> Void)?

    /// Called when the user presses the return key (Enter in a terminal), with the cell, before
    /// the field moves on. On UIKit focus then moves to the next field (or editing ends on the
    /// last one); in a terminal the field commits its text and ends editing, and the closure may
    /// move focus on itself (`next.beginEditing()`).
    ///
    /// ```swift
    /// password.onReturn = { cell in signIn() }
    /// ```
    public var onReturn: (@MainActor (TextFieldCell) -> Void)?

    /// Decides whether a user edit is applied: called with the cell and the whole text the edit
    /// would give (after the keyboard's filter); `false` rejects the edit — the text stays as it
    /// was and ``onChange`` is not called. `nil` accepts every edit. It is asked only about an
    /// edit that changes the text, not when code sets ``text``, nor when Esc restores the text
    /// editing began with. On UIKit, while a multistage keyboard composes (marked text), it is
    /// not asked; the committed text is, and a refused one is undone.
    ///
    /// ```swift
    /// code.shouldChange = { _, proposed in proposed.count <= 6 }
    /// ```
    ///
    /// - Complexity: Asking builds the proposed text: O(*n*) per key.
    public var shouldChange: (@MainActor (TextFieldCell, String) -> Bool)?

    /// The text. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when the text changes. In a terminal, setting it while editing starts the
    /// edit again from the new text, with the caret at its end.
    public var text: String {
        get { textFieldText }
        set {
            let old = textFieldText
            storeTextFieldText(newValue, replacing: old)
            inputObservers.reportCodeChange(from: old, to: newValue)
        }
    }

    /// ``text``, under the name every input row shares.
    package var input: String {
        get { text }
        set { text = newValue }
    }

    /// Called after every change of ``text``: by the user (`byUser` true, right before
    /// ``onChange``) or by code (`byUser` false).
    public let inputObservers = InputObservers<String>()

    /// The text shown while the field is empty (dim in a terminal).
    public var placeholder: String? {
        didSet { textFieldTraitDidChange(.placeholder) }
    }

    /// Whether the text is hidden (passwords): UIKit's secure text entry; bullets in a terminal.
    public var isSecure: Bool {
        didSet { textFieldTraitDidChange(.isSecure) }
    }

    /// The kind of keyboard the field asks for. UIKit shows it (the text field's
    /// `keyboardType` follows); a terminal has no keyboard to show. On both, numeric kinds
    /// (`.numberPad`, `.decimalPad`, `.phonePad`, `.asciiCapableNumberPad`) filter what enters
    /// the field, typed or pasted.
    public var keyboardType: KeyboardType {
        didSet { textFieldTraitDidChange(.keyboardType) }
    }

    /// What the text is, for AutoFill and the QuickType bar on UIKit (the text field's
    /// `textContentType` follows); `nil` for nothing said. A terminal keeps it for the program to
    /// read.
    public var textContentType: TextContentType? {
        didSet { textFieldTraitDidChange(.textContentType) }
    }

    /// Makes the field a number field: once editing ends, its text is the number it reads,
    /// written in this format (`NumberFormat.normalized(_:)`: `"1234.5"` becomes `"€1,234.50"`);
    /// `nil` (the default) leaves the text as typed. Pair it with a numeric ``keyboardType`` and
    /// a `.number(in:format:)` rule.
    ///
    /// ```swift
    /// let price = addCell(TextFieldCell(key: "Price", keyboardType: .decimalPad))
    /// price.numberFormat = .currency(code: "EUR")
    /// ```
    public var numberFormat: NumberFormat?

    /// Formats the text as the user types (a phone number, a card number); `nil` (the default)
    /// leaves it as typed.
    ///
    /// After every edit of the user's — a key, a paste, a deletion — the field shows the
    /// format's text for the whole text, and the caret stays after the same digits or letters
    /// (see `TextInputFormat`); ``shouldChange``, ``onChange`` and the observers see the
    /// formatted text. An edit the format undoes (a letter in a phone number) changes nothing.
    /// Text set by code is shown as it is.
    ///
    /// ```swift
    /// let phone = addCell(TextFieldCell(key: "Phone", keyboardType: .phonePad))
    /// phone.inputFormat = .pattern("(###) ###-####")
    /// ```
    ///
    /// - Complexity: The format runs on the whole text: O(*n*) per key with a pattern.
    public var inputFormat: TextInputFormat?

    /// The number the text reads as in ``numberFormat`` (a plain number when it is `nil`), or
    /// `nil` when it reads as none. Setting it writes the number in that format (`nil` empties the
    /// field); it does not call ``onChange``.
    public var number: Double? {
        get { (numberFormat ?? .number).number(from: text) }
        set { text = newValue.map { (numberFormat ?? .number).string(from: $0) } ?? "" }
    }

    /// The field's text, for the plain-text rendering (bullets when secure); the key is the
    /// label.
    package override var valueText: String? {
        get { TextInput.shown(text, isSecure: isSecure) }
        set { text = newValue ?? "" }
    }

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The text field, for appearance and input traits beyond the cell's properties; read and set
    /// the text with ``text``, and the placeholder, secure entry, keyboard and content type with
    /// the cell's properties (the field follows them). (UIKit only.)
    public let textField = UITextField()

    /// Multistage input (marked text, UIKit's input state the terminal does not have): Core
    /// decides what an edit comes to — provisional, accepted, or refused at its commit.
    var composition = TextComposition(text: "")

    /// The text when editing began, for ``cancelEditing()``; `nil` when not editing.
    var textAtBeginEditing: String?

    /// Set while the cell itself edits the text field (a filtered or formatted edit): the
    /// delegate lets that edit through as it is.
    var isApplyingEdit = false
    #else
    /// The text, while not editing; the editor has it while editing.
    var committedText = ""

    /// The line being edited; `nil` when not editing.
    var editor: LineEditor?

    /// The label width the fields of this row's section line up after: set by the controller
    /// from the widest label among the section's fields on screen.
    var alignedLabelWidth = 0
    #endif

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
    ///   - isSecure: Whether the text is hidden (passwords).
    ///   - keyboardType: The kind of keyboard; numeric kinds also filter input. `.default` unless
    ///     you say otherwise.
    ///   - textContentType: What the text is, for AutoFill on UIKit; `nil` for nothing said.
    ///   - onChange: Called after every edit by the user with the cell and the new text.
    public init(
        key: String, text: String = "", placeholder: String? = nil, isSecure: Bool = false,
        keyboardType: KeyboardType = .default, textContentType: TextContentType? = nil,
        onChange: (@MainActor (TextFieldCell, String) -> Void)? = nil
    ) {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.keyboardType = keyboardType
        self.textContentType = textContentType
        self.onChange = onChange
        super.init(key: key)
        setUpTextField(text: text)
    }

    /// Creates a text field row from a storyboard or nib on UIKit, empty. In a terminal it
    /// returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.placeholder = nil
        self.isSecure = false
        self.keyboardType = .default
        self.textContentType = nil
        super.init(coder: coder)
        setUpTextField(text: "")
    }

    // MARK: - Behaviour

    /// A text field row belongs in the focus chain.
    package override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    package override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    package override func performAction() {
        beginEditing()
        action?(self)
    }

    /// Starts editing this field; in a terminal the caret is at the end and the table's cursor
    /// moves to the row.
    ///
    /// In a table, focus goes through the table's focus policy: the row is brought on screen
    /// first, then the field takes focus (on UIKit it becomes first responder); a hidden or
    /// disabled field does not take focus, and a field whose screen is not showing takes it when
    /// the screen appears.
    public func beginEditing() {
        if let controller {
            controller.core.focus(self)
        } else {
            focusTextField()
        }
    }

    /// Stops editing, keeping the text: on UIKit the text field resigns first responder. It does
    /// nothing when the field is not being edited.
    public func endEditing() {
        endTextFieldEditing()
    }

    /// Stops editing and puts the text back to what it was when editing began, as Esc does in a
    /// terminal: when that changes the text, observers (`byUser` true) and ``onChange`` hear of
    /// it. It does nothing when the field is not being edited.
    public func cancelEditing() {
        cancelTextFieldEditing()
    }

    /// Tells the observers, then ``onEdit`` and ``onChange``, of a change the user made.
    ///
    /// - Parameters:
    ///   - text: The text after the change.
    ///   - edit: What changed, when ``onEdit`` is set; else `nil`.
    func userDidChange(_ text: @autoclosure () -> String, edit: TextEdit?) {
        let text = onChange != nil || !inputObservers.isEmpty ? text() : nil
        if let text { inputObservers.notify(text, byUser: true) }
        if let edit { onEdit?(self, edit) }
        if let text { onChange?(self, text) }
    }
}

/// An input trait of a ``TextFieldCell`` that changed: the platform's field follows that one
/// only, so a trait set on UIKit's text field itself is not overwritten by another's change.
enum TextFieldTrait: CaseIterable {
    case placeholder, isSecure, keyboardType, textContentType
}
