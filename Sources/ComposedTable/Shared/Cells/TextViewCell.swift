/// A row with a label and a multi-line text that grows with its text: notes, an address, a
/// message.
///
/// The key is on top, the text below it (the placeholder while the text is empty); the row grows
/// (and shrinks) a line at a time while the user types — return (Enter in a terminal) inserts a
/// line break. Selecting the row starts editing; the row belongs to the table's focus chain. On
/// UIKit the bar above the keyboard has previous / next / done buttons that follow the chain; in
/// a terminal Tab and Shift-Tab end editing and move focus.
///
/// ```swift
/// addCell(TextViewCell(key: "Notes", placeholder: "Anything we should know?") { cell, text in
///     order.notes = text
/// })
/// ```
///
/// As an input row its value is ``text``: bindings, conditions and validation read it and
/// observe it through ``inputObservers``.
///
/// # In a terminal
/// The row draws its key on the first line, then the text's lines under it, wrapped at spaces
/// to the width, or the placeholder, dim, while the text is empty.
///
/// Enter starts editing, with the caret at the end; so does typing or pasting on the row. While
/// editing, Enter inserts a line break, ↑/↓ move by visual line (a long line wraps into several)
/// keeping the column they started from across shorter lines, ←/→ move by characters (across
/// line ends), Home/End go to the start or end of the line, Backspace at the start of a line
/// joins it to the line above, and a paste keeps its line breaks. Tab and Shift-Tab end editing
/// and move focus; Esc ends editing and **keeps** the text: a multi-line text is never thrown
/// away by a key. ``onEdit`` and ``onChange`` are called after every key that changes the text
/// (once for a
/// paste). Control characters never enter the text; a tab becomes a space.
///
/// # Performance
/// In a terminal the row keeps where its text wraps at the width it was drawn at: a frame draws
/// only the lines it shows and wraps nothing when the text did not change; a key wraps again only
/// the lines it changed. The text being edited is one `String`, edited in place at the caret: a
/// typed character costs what a `String`'s insert there costs (the bytes after the caret move:
/// tens of microseconds at the start of 10,000 lines) plus the length of its line (to wrap it);
/// Enter and moving between lines cost the length of the lines involved, whatever the number of
/// lines (Enter also moves the later lines' layout entries in memory). ``text`` is read in O(1);
/// a text an observer keeps is copied by the next key (copy on write). Starting an edit after
/// the first costs the caret's line.
@MainActor
open class TextViewCell: ActiveCell, InputBackedRow {
    /// Called after every change the user makes, with the cell and the new text.
    public var onChange: (@MainActor (TextViewCell, String) -> Void)?

    /// Called after every change the user makes, with the cell and what changed — the bytes
    /// replaced and the text in their place — right before ``onChange``: apply the edits, in
    /// order, to a copy of the text and the copy stays equal to ``text``.
    ///
    /// Set it to keep a copy of a long text (a document, a search index) up to date without
    /// copying the whole text on every key. Text set by code is not reported (as for
    /// ``onChange``).
    ///
    /// ```swift
    /// var document = notes.text
    /// notes.onEdit = { _, edit in edit.apply(to: &document) }
    /// ```
    ///
    /// - Complexity: In a terminal O(*m*) in the edit; on UIKit O(*n*): the edit is found by
    ///   comparing the text with the last one reported.
    public var onEdit: (@MainActor (TextViewCell, TextEdit) -> Void)?

    /// The text, lines separated by `"\n"`. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when the text changes, and the row's height follows.
    /// In a terminal, setting it while editing starts the edit again from the new text, with the
    /// caret at its end.
    public var text: String {
        get { textViewText }
        set {
            let old = textViewText
            storeTextViewText(newValue, replacing: old)
            inputObservers.reportCodeChange(from: old, to: newValue)
        }
    }

    /// The text shown while the text is empty (dim in a terminal), or `nil` for none. On UIKit
    /// VoiceOver reads it as the hint of an empty text.
    public var placeholder: String? {
        didSet { textViewPlaceholderDidChange() }
    }

    /// ``text``, under the name every input row shares.
    package var input: String {
        get { text }
        set { text = newValue }
    }

    /// Called after every change of ``text``: by the user (`byUser` true, right before
    /// ``onChange``) or by code (`byUser` false).
    public let inputObservers = InputObservers<String>()

    /// The text, for the plain-text rendering; the key is the label.
    package override var valueText: String? {
        get { text }
        set { text = newValue ?? "" }
    }

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The text view, for appearance and input traits; read and set the text with ``text``.
    /// (UIKit only.)
    public let textView = UITextView()

    /// The label of ``placeholder``, over the text view while the text is empty.
    let placeholderLabel = UILabel()

    /// The text view's height last reported to the table.
    var lastHeight: CGFloat = 0

    /// The text last reported to the observers or set by code (``onEdit``'s edit is what changed
    /// since), and whether marked text is being composed: Core's rules, as in a text field.
    var composition = TextComposition(text: "")
    #else
    /// The text, while not editing; the editor has it while editing.
    var committedText = "" {
        didSet {
            committedLines = nil
            committedLineCount = nil
            committedLineCursor = (0, 0)
        }
    }

    /// ``committedText``'s lines, once split, and the characters of those drawn.
    var committedLines: (texts: [String], characters: [Int: [Character]])?

    /// The number of lines of ``committedText`` when its line breaks are all `"\n"` (the text of
    /// an edit), else `nil`: editing starts without scanning the text, and lines are drawn from
    /// it without splitting it.
    var committedLineCount: Int?

    /// The last line of ``committedText`` drawn and where it starts (UTF-8 bytes), while
    /// ``committedLineCount`` is known: the next lines are found from there.
    var committedLineCursor = (line: 0, start: 0)

    /// Where the text wraps, at the width it was last drawn at; `nil` when the text changed
    /// other than by a key (which wraps again only the lines it changed).
    var layout: TextLayout?

    /// The display column that ↑/↓ keep while they are pressed in a row; `nil` after any other
    /// key.
    var goalColumn: Int?

    /// The text being edited; `nil` when not editing.
    var editor: TextEditor?
    #endif

    /// Creates a multi-line text row.
    ///
    /// - Parameters:
    ///   - key: The label above the text.
    ///   - text: The initial text, line breaks kept; empty unless you say otherwise.
    ///   - placeholder: The text shown while the text is empty, or `nil` for none.
    ///   - onChange: Called after every edit by the user with the cell and the new text.
    public init(
        key: String, text: String = "", placeholder: String? = nil, onChange: (@MainActor (TextViewCell, String) -> Void)? = nil
    ) {
        self.placeholder = placeholder
        self.onChange = onChange
        super.init(key: key)
        setUpTextView(text: text)
    }

    /// Creates a multi-line text row from a storyboard or nib on UIKit, empty. In a terminal it
    /// returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.placeholder = nil
        super.init(coder: coder)
        setUpTextView(text: "")
    }

    // MARK: - Behaviour

    /// A text view row belongs in the focus chain.
    package override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    package override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    package override func performAction() {
        beginEditing()
        action?(self)
    }

    /// Starts editing; in a terminal the caret is at the end and the table's cursor moves to the
    /// row.
    ///
    /// In a table, focus goes through the table's focus policy: the row is brought on screen
    /// first, then the text takes focus (on UIKit the text view becomes first responder); a
    /// hidden or disabled row does not take focus, and a row whose screen is not showing takes it
    /// when the screen appears.
    public func beginEditing() {
        if let controller {
            controller.core.focus(self)
        } else {
            focusTextView()
        }
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
