#if !canImport(UIKit)
/// A row with a label and a multi-line text that grows with its text.
///
/// The row draws its key on the first line, then the text's lines under it, wrapped at spaces
/// to the width, or the placeholder, dim, while the text is empty.
///
/// Enter starts editing, with the caret at the end; so does typing or pasting on the row. While
/// editing, Enter inserts a line break, ↑/↓ move by visual line (a long line wraps into several)
/// keeping the column they started from across shorter lines, ←/→ move by characters (across
/// line ends), Home/End go to the start or end of the line, Backspace at the start of a line
/// joins it to the line above, and a paste keeps its line breaks. Tab and Shift-Tab end editing
/// and move focus; Esc ends editing and **keeps** the text: a multi-line text is never thrown
/// away by a key. ``onChange`` is called after every key that changes the text (once for a
/// paste). Control characters never enter the text; a tab becomes a space.
///
/// ```swift
/// addCell(TextViewCell(key: "Notes", placeholder: "Anything we should know?") { cell, text in
///     order.notes = text
/// })
/// ```
///
/// # Performance
/// The row keeps where its text wraps at the width it was drawn at: a frame draws only the
/// lines it shows and wraps nothing when the text did not change; a key wraps again only the
/// lines it changed. A typed character costs O(1) amortized plus the length of its line (to wrap
/// it); Enter and moving between lines cost the length of the lines involved, and O(*L*) in the
/// number of lines. Reading ``text`` while editing, and so ``onChange`` and ``inputObservers``,
/// costs O(*n*) after a change.
@MainActor
open class TextViewCell: ActiveCell, InputRow, InPlaceEditing {
    /// Called after every change the user makes, with the cell and the new text.
    open var onChange: (@MainActor (TextViewCell, String) -> Void)?

    /// The text, while not editing; the editor has it while editing.
    private var committedText: String {
        didSet { committedLines = nil }
    }

    /// ``committedText``'s lines, once split, and the characters of those drawn.
    private var committedLines: (texts: [String], characters: [Int: [Character]])?

    /// Where the text wraps, at the width it was last drawn at; `nil` when the text changed
    /// other than by a key (which wraps again only the lines it changed).
    private var layout: TextLayout?

    /// The display column that ↑/↓ keep while they are pressed in a row; `nil` after any other
    /// key.
    private var goalColumn: Int?

    /// The text, lines separated by `"\n"`. Setting it does not call ``onChange`` (it notifies
    /// ``inputObservers`` when the text changes); setting it while editing starts the edit again
    /// from the new text, with the caret at its end.
    open var text: String {
        get {
            guard editor != nil else { return committedText }
            return editor!.text
        }
        set {
            guard text != newValue else { return }
            if editor != nil {
                editor = TextEditor(text: newValue)
            } else {
                committedText = newValue
            }
            layout = nil
            controller?.core.rowContentDidChange(of: self)
            inputObservers.notify(newValue, byUser: false)
        }
    }

    /// The text shown, dim, while the text is empty.
    open var placeholder: String?

    /// ``text``, under the name every input row shares (`InputRow`).
    public var input: String {
        get { text }
        set { text = newValue }
    }

    /// Called after every change of ``text``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<String>()

    /// The text being edited; `nil` when not editing.
    private(set) var editor: TextEditor?

    /// Whether the text is being edited.
    var isEditing: Bool { editor != nil }

    /// The text, for the plain-text rendering; the key is the label.
    open override var value: String? {
        get { text }
        set { text = newValue ?? "" }
    }

    /// Creates a text view row.
    ///
    /// - Parameters:
    ///   - key: The label, on the row's first line.
    ///   - text: The initial text; line breaks are kept.
    ///   - placeholder: The text shown while the text is empty.
    ///   - onChange: Called after every edit with the cell and the new text.
    public init(key: String, text: String = "", placeholder: String? = nil, onChange: (@MainActor (TextViewCell, String) -> Void)? = nil) {
        self.committedText = text
        self.placeholder = placeholder
        self.onChange = onChange
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    // MARK: - Behaviour

    /// A text view belongs in the focus chain.
    open override var takesTextFocus: Bool { true }

    /// Selecting the row starts editing.
    open override var hasAction: Bool { true }

    /// Starts editing (then runs ``ActiveCell/action``, if any).
    open override func performAction() {
        if let controller {
            controller.core.focus(self)
        } else {
            startEditing()
        }
        action?(self)
    }

    func startEditing() {
        guard isEnabled, editor == nil else { return }
        editor = TextEditor(text: committedText)  // the same lines: the layout still holds
        goalColumn = nil
        controller?.editingDidBegin(in: self)
    }

    func commitEditing() {
        guard editor != nil else { return }
        committedText = editor!.text
        editor = nil
        controller?.editingDidEnd(in: self)
    }

    var editsOnTyping: Bool { true }

    var editsText: Bool { true }

    var keyHelpTopic: KeyHelpTopic? { isEditing ? .editingText : .field }

    var editingKeyHints: String { "type · ⏎ new line · esc done · tab next field" }

    func handleEditingKey(_ key: Key) -> Bool {
        guard editor != nil else { return false }
        if key == .up || key == .down {
            // By visual line, at the width drawn at; before any drawing, by line.
            let wraps = (layout ?? TextLayout(lines: editor!.lineTexts, width: .max)).wraps
            editor!.moveVertically(down: key == .down, wraps: { wraps[$0] }, goalColumn: &goalColumn)
            return true
        }
        goalColumn = nil
        guard let edit = editor!.apply(key) else { return false }
        if edit == .changed {
            if let change = editor!.lastChange, layout != nil {
                layout!.replaceLines(change.old, with: change.new.map { editor!.characters(ofLine: $0) })
            }
            controller?.core.rowContentDidChange(of: self)
            if onChange != nil || !inputObservers.isEmpty {
                let text = editor!.text
                inputObservers.notify(text, byUser: true)
                onChange?(self, text)
            }
        }
        return true
    }

    // MARK: - Drawing

    /// The columns the text is indented by under the key.
    private static let indent = 2

    /// The key's line, then one line per visual line of the text (at least one).
    ///
    /// - Complexity: O(1) when the text and the width are those of the last call or drawing;
    ///   else O(*n*) in the length of the text.
    open override func naturalLineCount(width: Int) -> Int {
        1 + layout(width: width - Self.indent - 1).visualLineCount
    }

    /// Where the text wraps at a width: the kept layout, or a new one.
    private func layout(width: Int) -> TextLayout {
        if let layout, layout.width == max(1, width) { return layout }
        let made = TextLayout(lines: editor?.lineTexts ?? committedLineTexts, width: max(1, width))
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

    /// A line's characters, for drawing: the editor's, or those of ``committedText``'s lines,
    /// kept once drawn.
    private func characters(ofLine index: Int) -> [Character] {
        if let editor { return editor.characters(ofLine: index) }
        if let characters = committedLines?.characters[index] { return characters }
        let characters = Array(committedLineTexts[index])
        committedLines?.characters[index] = characters
        return characters
    }

    /// Draws the key, then the text wrapped under it (the placeholder while empty), with the
    /// caret while editing; when the row is shorter than the text, the lines around the caret.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        buffer.draw(DisplayWidth.truncate(key, to: available), row: origin.row, column: origin.column)
        let textColumn = origin.column + Self.indent
        let textWidth = width - Self.indent
        guard lineCount > 1, textWidth > 1 else { return }
        if editor == nil, committedText.isEmpty {
            if let placeholder {
                buffer.draw(DisplayWidth.truncate(placeholder, to: textWidth), row: origin.row + 1, column: textColumn, style: .dim)
            }
            return
        }
        // Only the visual lines shown: from the first, or so that the caret's is the last.
        let layout = layout(width: textWidth - 1)
        let shown = lineCount - 1
        var first = 0
        if let editor {
            let caretVisual =
                layout.firstVisualLine(ofLine: editor.lineIndex)
                + TextEditor.visualLine(ofCaret: editor.line.caret, in: layout.wraps[editor.lineIndex])
            first = max(0, caretVisual - shown + 1)
        }
        var characters: (line: Int, characters: [Character])?
        for (row, entry) in layout.visualLines(from: first, count: shown).enumerated() {
            if characters?.line != entry.line { characters = (entry.line, self.characters(ofLine: entry.line)) }
            let line = characters!.characters
            let caret = editor.flatMap { $0.lineIndex == entry.line ? $0.line.caret : nil }
            drawVisualLine(
                line, entry.range, caret: caret, isLast: entry.range.upperBound == line.count, in: &buffer,
                row: origin.row + 1 + row, columns: textColumn..<(textColumn + textWidth))
        }
    }

    /// Draws one visual line, and the caret when it is on it (in reverse video; a reverse space
    /// at the end of the line).
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
            caretShown = caretShown || isCaret
            column += shownWidth
        }
        // A caret past the edge (on spaces that run past it) shows in the last column.
        if let caret, range.contains(caret), !caretShown {
            buffer.draw(" ", row: row, column: columns.upperBound - 1, style: .reverse)
        }
        if isLast, caret == range.upperBound {
            buffer.draw(" ", row: row, column: min(column, columns.upperBound - 1), style: .reverse)
        }
    }
}
#endif
