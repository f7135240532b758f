#if !canImport(UIKit)
/// A text being edited: a `String` and a caret, the readline keys and their undo steps — a
/// field's or the search line's text, and a text view's whole text (``TextEditor``).
///
/// # One text
/// The text is kept once, as a `String`; the caret is a UTF-8 offset into it. Every change is a
/// replacement of some bytes (``replace(_:with:)``), which the undo steps keep and an edit
/// observer is told of (``takeChange()``).
///
/// # Characters
/// The caret always sits between two `Character`s (grapheme clusters, as Swift segments the
/// whole text): it moves and deletes by whole characters, so it never splits `👍🏽` or `é`. A
/// character that joins its neighbour — a combining mark after its letter, a skin tone after its
/// emoji, the second letter of a flag, a Hangul vowel jamo after its consonant — makes one
/// character with it, whether it comes in one key or two; when it joins the character after the
/// caret, the caret goes after that one (and the rest of a paste after it too).
///
/// # Lines
/// With ``keepsLineBreaks`` (a text view), a line break enters as `"\n"`, and `"\n"` ends a line:
/// Home, End, the kills and the word moves keep to the caret's line, and ←, →, the word moves,
/// Backspace, Delete and Ctrl-K at a line's edge cross or remove its line break. Without it (a
/// field), a line break or a tab becomes a space. Any other control character — C0 (U+0000–
/// U+001F), DEL (U+007F), C1 (U+0080–U+009F) — is dropped.
///
/// # Performance
/// A key edits the `String` in place: O(*m*) in what it brings or removes, plus moving the bytes
/// after the caret (a `memmove`: tens of µs for 100,000 characters). Reading ``text`` is O(1).
/// The caret moves by characters (O(*d*) in the distance); nothing visits the text beyond the
/// caret's line.
struct LineEditor: Sendable {
    /// The text as it was when editing began, restored by Escape.
    let original: String
    /// The text.
    private(set) var text: String
    /// Where the caret is in ``text``, in UTF-8 bytes, between two characters.
    private(set) var caretOffset: Int
    /// Whether a line break enters as `"\n"` and ends a line (a text view), or as a space.
    let keepsLineBreaks: Bool
    /// The number of `"\n"` before the caret: the index of its line.
    private(set) var lineIndex: Int
    /// The number of lines: one more than the `"\n"` in ``text``.
    private(set) var lineCount: Int
    /// The undo and redo steps.
    private var history = EditHistory()
    /// The replacements of the key being applied, for its undo step.
    private var journal: [ByteEdit] = []
    /// What changed since the last ``takeChange()``.
    private var change: ChangeRecord?

    /// Starts editing a text, with the caret at its end.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - keepsLineBreaks: Whether line breaks enter as `"\n"` and end lines.
    ///   - lineCount: One more than the `"\n"` in the text, when it keeps line breaks.
    ///   - original: What Escape restores; the text by default.
    /// - Complexity: O(1) (a text not stored as UTF-8 is made so, O(*n*)).
    init(text: String, keepsLineBreaks: Bool = false, lineCount: Int = 1, original: String? = nil) {
        self.original = original ?? text
        self.text = text
        self.text.makeContiguousUTF8()
        caretOffset = text.utf8.count
        self.keepsLineBreaks = keepsLineBreaks
        self.lineCount = lineCount
        lineIndex = lineCount - 1
    }

    // MARK: - Reading

    /// The number of characters.
    ///
    /// - Complexity: O(*n*).
    var count: Int {
        TextWorkCounter.visit(text.utf8.count)
        return text.count
    }

    /// The caret as the number of characters before it.
    ///
    /// - Complexity: O(*n*) in the text before it.
    var caret: Int {
        TextWorkCounter.visit(caretOffset)
        return text[..<index(caretOffset)].count
    }

    /// The characters, in order.
    ///
    /// - Complexity: O(*n*).
    var characters: [Character] {
        TextWorkCounter.visit(text.utf8.count)
        return Array(text)
    }

    /// The text before the caret.
    var textBeforeCaret: String { text.utf8Slice(0..<caretOffset) }

    /// The text after the caret.
    var textAfterCaret: String { text.utf8Slice(caretOffset..<text.utf8.count) }

    /// The text between two byte offsets, which fall on scalar boundaries.
    ///
    /// - Complexity: O(*m*) in the length of the slice.
    func string(_ bytes: Range<Int>) -> String { text.utf8Slice(bytes) }

    /// The bytes that changed since the last call, as one run, and forgets them: what a field or
    /// a text view hands its edit observer.
    ///
    /// - Returns: The bytes replaced, as offsets in the text at the last call, and the bytes in
    ///   their place, as offsets in ``text``; `nil` when nothing changed.
    /// - Complexity: O(1).
    mutating func takeChange() -> (old: Range<Int>, new: Range<Int>)? {
        defer { change = nil }
        return change.map { ($0.prefix..<($0.oldCount - $0.suffix), $0.prefix..<(text.utf8.count - $0.suffix)) }
    }

    /// The index of a UTF-8 offset.
    ///
    /// - Complexity: O(1).
    func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }

    /// The UTF-8 offset of an index.
    ///
    /// - Complexity: O(1).
    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    /// The character before a UTF-8 offset on a character boundary, or `nil` at the start.
    private func character(before offset: Int) -> Character? { offset > 0 ? text[text.index(before: index(offset))] : nil }

    /// The character after a UTF-8 offset on a character boundary, or `nil` at the end.
    private func character(after offset: Int) -> Character? { offset < text.utf8.count ? text[index(offset)] : nil }

    /// Where the caret's line starts: after the `"\n"` before the caret, or at 0.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    var lineStart: Int { keepsLineBreaks ? TextEditor.lineStart(before: caretOffset, in: text) : 0 }

    /// Where the caret's line ends: at the `"\n"` after the caret, or at the end.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    var lineEnd: Int { keepsLineBreaks ? TextEditor.lineEnd(after: caretOffset, in: text) : text.utf8.count }

    /// Where going back from an offset over the characters that pass a test ends; never past a
    /// line break.
    ///
    /// - Complexity: O(*d*) in the characters passed.
    private func offset(before start: Int, while test: (Character) -> Bool) -> Int {
        var offset = start
        while let character = character(before: offset), !isLineBreak(character), test(character) {
            offset -= character.utf8.count
        }
        return offset
    }

    /// Where going forth from an offset over the characters that pass a test ends; never past a
    /// line break.
    ///
    /// - Complexity: O(*d*) in the characters passed.
    private func offset(after start: Int, while test: (Character) -> Bool) -> Int {
        var offset = start
        while let character = character(after: offset), !isLineBreak(character), test(character) {
            offset += character.utf8.count
        }
        return offset
    }

    /// Whether a character ends a line of this text.
    private func isLineBreak(_ character: Character) -> Bool { keepsLineBreaks && character == "\n" }

    // MARK: - Editing

    /// What a key did to the text.
    enum Edit: Equatable {
        /// The text changed.
        case changed
        /// The text stayed; the caret may have moved.
        case unchanged
    }

    /// What a kill (Ctrl-U, Ctrl-K, Ctrl-W, Alt-D, Alt-Backspace) removed.
    struct Killed: Equatable {
        /// The text removed.
        var text: String
        /// Whether it was before the caret: a run of kills puts it before what the run removed
        /// so far, as readline does.
        var isBackward: Bool

        /// The kill buffer after this kill: the text, or, continuing a run of kills, the run's
        /// text with this one added on its side.
        func buffer(after previous: String, continuingRun: Bool) -> String {
            guard continuingRun else { return text }
            return isBackward ? text + previous : previous + text
        }
    }

    /// Applies an editing key, with nothing to yank: see ``apply(_:killBuffer:)``.
    mutating func apply(_ key: Key) -> Edit? {
        var killBuffer = ""
        return apply(key, killBuffer: &killBuffer)
    }

    /// Applies an editing key: a character or a paste is inserted at the caret; Backspace and
    /// Delete remove the character before or after it; ←, →, Home, End and the word keys move
    /// it; the readline keys kill, yank, undo and redo (``Key/control(_:)``, ``Key/alt(_:)``).
    /// With ``keepsLineBreaks``, Enter breaks the line too.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - killBuffer: The text a kill puts there and Ctrl-Y inserts: the session's, shared by
    ///     its fields. A run of kills adds to it.
    /// - Returns: What the key did, or `nil` when it is not an editing key.
    /// - Complexity: O(*m*) in the text a key brings or removes, plus moving the bytes after the
    ///   caret; Home, End, the word keys and kills O(*d*) in the distance; undo and redo the
    ///   length of their step plus the distance the caret goes back.
    mutating func apply(_ key: Key, killBuffer: inout String) -> Edit? {
        journal = []
        if key == .control("_") || key == .control("^") {
            let isUndo = key == .control("_")
            guard let step = isUndo ? history.undo(from: caretOffset) : history.redo() else { return .unchanged }
            for edit in isUndo ? step.edits.reversed() : step.edits {
                let (old, new) = isUndo ? (edit.inserted, edit.removed) : (edit.removed, edit.inserted)
                replace(edit.offset..<(edit.offset + old.utf8.count), with: new)
            }
            setCaret(isUndo ? step.before : step.after)
            return .changed
        }
        let kind = Self.kind(of: key)
        let before = caretOffset
        let continuesKill = history.lastKind == .killing
        var killed: Killed?
        guard let edit = edit(key, yank: killBuffer, killed: &killed) else { return nil }
        if let killed, !killed.text.isEmpty {
            killBuffer = killed.buffer(after: killBuffer, continuingRun: continuesKill)
        }
        if edit == .changed, let kind {
            history.didChange(kind, before: before, after: caretOffset, edits: journal)
        } else if kind != .killing {
            history.endRun()
        }
        return edit
    }

    /// What a key does to the text, for grouping undo steps; `nil` for a key that changes none.
    static func kind(of key: Key) -> EditKind? {
        switch key {
        case .character: .typing
        case .backspace, .delete: .deleting
        case .paste, .control("y"), .enter: .inserting
        case .control("u"), .control("k"), .control("w"), .alt("d"), .alt("D"), .alt("\u{7F}"): .killing
        default: nil
        }
    }

    /// Applies a key without its undo step: see ``apply(_:killBuffer:)``.
    private mutating func edit(_ key: Key, yank: String, killed: inout Killed?) -> Edit? {
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        switch key {
        case .character(let character):
            return insert(String(character))
        case .paste(let text):
            return insert(text)
        case .control("y"):
            return insert(yank)
        case .enter where keepsLineBreaks:
            return insert("\n")
        case .backspace, .delete:
            guard let character = key == .backspace ? character(before: caretOffset) : character(after: caretOffset) else {
                return .unchanged
            }
            let start = key == .backspace ? caretOffset - character.utf8.count : caretOffset
            remove(start..<(start + character.utf8.count))
            return .changed
        case .control("u"):
            killed = kill(to: lineStart)
        case .control("k"):
            // At a line's end, the line break: the next line joins this one.
            killed = kill(to: character(after: caretOffset).map(isLineBreak) == true ? caretOffset + 1 : lineEnd)
        case .control("w"):
            killed = kill(to: offset(before: offset(before: caretOffset) { $0.isWhitespace }) { !$0.isWhitespace })
        case .alt("\u{7F}"):
            killed = kill(to: offset(before: offset(before: caretOffset) { !isWord($0) }, while: isWord))
        case .alt("d"), .alt("D"):
            killed = kill(to: offset(after: offset(after: caretOffset) { !isWord($0) }, while: isWord))
        case .left, .right:
            let character = key == .left ? character(before: caretOffset) : character(after: caretOffset)
            setCaret(caretOffset + (key == .left ? -1 : 1) * (character?.utf8.count ?? 0))
        case .home:
            setCaret(lineStart)
        case .end:
            setCaret(lineEnd)
        case .wordLeft, .alt("b"), .alt("B"):
            // At a line's start, the end of the line above.
            let atStart = character(before: caretOffset).map(isLineBreak) == true
            setCaret(atStart ? caretOffset - 1 : offset(before: offset(before: caretOffset) { !isWord($0) }, while: isWord))
        case .wordRight, .alt("f"), .alt("F"):
            // At a line's end, the start of the line below.
            let atEnd = character(after: caretOffset).map(isLineBreak) == true
            setCaret(atEnd ? caretOffset + 1 : offset(after: offset(after: caretOffset) { !isWord($0) }, while: isWord))
        default:
            return nil
        }
        return killed.map { $0.text.isEmpty ? .unchanged : .changed } ?? .unchanged
    }

    /// Removes the text between the caret and an offset, on either side of it.
    ///
    /// - Complexity: O(*k*) in the text removed.
    private mutating func kill(to offset: Int) -> Killed {
        let bytes = min(offset, caretOffset)..<max(offset, caretOffset)
        let killed = Killed(text: text.utf8Slice(bytes), isBackward: offset < caretOffset)
        remove(bytes)
        return killed
    }

    /// Removes bytes around the caret; the caret goes after a character that the text on both
    /// sides now makes (a consonant and a vowel jamo that were kept apart).
    private mutating func remove(_ bytes: Range<Int>) {
        replace(bytes, with: "")
        roundCaretUp()
    }

    /// Inserts a text at the caret, as if typed character by character: a character that joins
    /// the one after the caret takes the caret past it, and what follows goes in after that.
    ///
    /// - Returns: Whether the text changed (control characters are dropped).
    /// - Complexity: O(*m*) in the length of the text, plus moving the bytes after the caret
    ///   (once, unless a character joins the one after the caret).
    private mutating func insert(_ typed: String) -> Edit {
        // The character before the caret, then what goes in: its last character as the text
        // will segment it.
        var context = character(before: caretOffset).map(String.init) ?? ""
        var start = context.utf8.count
        var changed = false
        for typed in typed {
            guard let unit = admitted(typed) else { continue }
            context.append(unit)
            changed = true
            guard let next = character(after: caretOffset), !Self.breaks(after: context.last!, before: next) else { continue }
            replace(caretOffset..<caretOffset, with: context.utf8Slice(start..<context.utf8.count))
            roundCaretUp()
            context = String(self.character(before: caretOffset)!)
            start = context.utf8.count
        }
        replace(caretOffset..<caretOffset, with: context.utf8Slice(start..<context.utf8.count))
        roundCaretUp()
        return changed ? .changed : .unchanged
    }

    /// Formats the text after a key: replaces it with a text, the caret before the character at
    /// a position (clamped to the text); the replacement is a part of the key's undo step.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    mutating func reformat(with formatted: String, caret position: Int) {
        journal = []
        if let edit = TextEdit(from: text, to: formatted) { replace(edit.range, with: edit.replacement) }
        setCaret(offset(text.index(text.startIndex, offsetBy: max(0, position), limitedBy: text.endIndex) ?? text.endIndex))
        history.amendLastStep(after: caretOffset, edits: journal)
    }

    /// Moves the caret to a UTF-8 offset on a character boundary; a typing run ends.
    ///
    /// - Complexity: O(*d*) in the bytes between.
    mutating func moveCaret(toOffset offset: Int) {
        setCaret(offset)
        history.endRun()
    }

    /// Puts the caret at a UTF-8 offset on a character boundary, counting the line breaks passed.
    ///
    /// - Complexity: O(*d*) in the bytes between.
    private mutating func setCaret(_ offset: Int) {
        if keepsLineBreaks {
            let between = text.utf8[index(min(offset, caretOffset))..<index(max(offset, caretOffset))]
            TextWorkCounter.visit(between.count)
            let lineFeeds = between.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            lineIndex += offset < caretOffset ? -lineFeeds : lineFeeds
        }
        caretOffset = offset
    }

    /// Moves the caret, when it is inside a character, to that character's end.
    private mutating func roundCaretUp() {
        let caret = index(caretOffset)
        guard caret < text.endIndex, caret.samePosition(in: text) == nil else { return }
        caretOffset = offset(text.index(after: caret))
    }

    /// Replaces bytes of the text (on scalar boundaries) with a text: the one place the text
    /// changes, noted for the undo step (``journal``) and the edit observer (``change``). A
    /// caret after the bytes stays with the text after them; inside them, it goes to their start.
    ///
    /// - Complexity: O(*m*) in the bytes replaced and the new text, plus moving the bytes after
    ///   them.
    private mutating func replace(_ bytes: Range<Int>, with new: String) {
        guard !bytes.isEmpty || !new.isEmpty else { return }
        if caretOffset > bytes.lowerBound, caretOffset < bytes.upperBound { setCaret(bytes.lowerBound) }
        let removed = text.utf8Slice(bytes)
        journal.append(ByteEdit(offset: bytes.lowerBound, removed: removed, inserted: new))
        change = ChangeRecord.noting(bytes, replacedBy: new.utf8.count, in: text.utf8.count, to: change)
        TextWorkCounter.move(text.utf8.count - bytes.upperBound)
        text.replaceSubrange(index(bytes.lowerBound)..<index(bytes.upperBound), with: new)
        if keepsLineBreaks {
            let lineFeeds = TextEditor.lineFeeds(in: new) - TextEditor.lineFeeds(in: removed)
            lineCount += lineFeeds
            if caretOffset >= bytes.upperBound { lineIndex += lineFeeds }
        }
        if caretOffset >= bytes.upperBound { caretOffset += new.utf8.count - bytes.count }
    }

    // MARK: - Rules

    /// The character a typed or pasted character enters the text as: itself, a space for a
    /// tab, `"\n"` or a space for a line break, or `nil` for a control character.
    func admitted(_ character: Character) -> Character? {
        if character.isNewline { return keepsLineBreaks ? "\n" : " " }
        return Self.admitted(character)
    }

    /// The character a typed or pasted character enters a line as: itself, a space for a line
    /// break or a tab, or `nil` for a control character.
    static func admitted(_ character: Character) -> Character? {
        if character.isNewline || character == "\t" { return " " }
        // A control scalar is always a character of its own (only "\r\n" joins two), so looking
        // at the first scalar is enough.
        guard let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return nil
        default: return character
        }
    }

    /// Whether a character boundary stays between two characters put next to each other. (Not
    /// always the same as the two making one: a letter of a flag before a flag pairs with its
    /// first letter, and its second is left alone.)
    static func breaks(after first: Character, before second: Character) -> Bool {
        if first.isASCII, second.isASCII { return true }  // but "\r\n", which never enters
        let pair = String(first) + String(second)
        return pair.utf8.index(pair.utf8.startIndex, offsetBy: first.utf8.count).samePosition(in: pair) != nil
    }

    // MARK: - Drawing

    /// Draws the text with its caret (the character after it in reverse video, or a reverse
    /// space at the end), showing as many characters before the caret as fit; bullets for a
    /// secure field. The terminal's cursor goes to the caret.
    ///
    /// - Complexity: O(*w*) in the columns, whatever the length of the text.
    func draw(into buffer: inout ScreenBuffer, row: Int, columns: Range<Int>, isSecure: Bool) {
        func width(_ character: Character) -> Int { isSecure ? 1 : DisplayWidth.of(character) }
        let caret = index(caretOffset)
        // The caret shows on at least one column, even on a character of width 0.
        var used = min(caret < text.endIndex ? max(1, width(text[caret])) : 1, columns.count)
        var first = caret
        while first > text.startIndex {
            let previous = text.index(before: first)
            guard used + width(text[previous]) <= columns.count else { break }
            used += width(text[previous])
            first = previous
        }
        var column = columns.lowerBound
        var position = first
        while position < text.endIndex {
            let character = text[position]
            let isCaret = position == caret
            let shownWidth = isCaret ? max(1, width(character)) : width(character)
            guard column + shownWidth <= columns.upperBound else { break }
            if isCaret { buffer.cursor = .init(row: row, column: column) }
            if width(character) > 0 {
                buffer.draw(isSecure ? "•" : String(character), row: row, column: column, style: isCaret ? .reverse : [])
            } else if isCaret {
                buffer.draw(" ", row: row, column: column, style: .reverse)
            }
            column += shownWidth
            position = text.index(after: position)
        }
        if caret == text.endIndex, column < columns.upperBound {
            buffer.draw(" ", row: row, column: column, style: .reverse)
            buffer.cursor = .init(row: row, column: column)
        }
    }
}
#endif
