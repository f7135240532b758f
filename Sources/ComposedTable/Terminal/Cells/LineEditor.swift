#if !canImport(UIKit)
/// The state of one line being edited: its characters and the caret.
///
/// # Characters
/// The line is a sequence of `Character`s (grapheme clusters), and the caret sits between two of
/// them: it moves, deletes and is drawn by whole characters, so it never splits `👍🏽` or `é`. A
/// character that joins its neighbour — a combining mark typed after its letter, a skin tone
/// after its emoji, the second letter of a flag, a Hangul vowel jamo after its consonant — merges
/// with it into one character, whether it comes in one key or in two. Where Unicode's rules look
/// further than the two neighbours (a regional indicator inserted into a run of flags pairs every
/// flag after it anew), or a character would grow past ``KeyParser/maximumClusterLength``
/// scalars, the characters stay as typed: the text is the same either way, only where the caret
/// can stop differs.
///
/// # What enters the line
/// Only text. A line break (`"\n"`, `"\r"`, `"\r\n"`, U+0085, U+2028, U+2029, vertical tab, form
/// feed) and a tab become a space: pasting several lines gives one line with spaces where the
/// breaks were. Any other control character — C0 (U+0000–U+001F), DEL (U+007F), C1
/// (U+0080–U+009F) — is dropped.
///
/// # Performance
/// The characters before the caret and those after it are kept in two arrays, the second one
/// reversed, so that inserting or deleting at the caret is O(1) amortized wherever the caret is,
/// and moving the caret by one is O(1). ``text`` is built when it is read, and kept until the
/// next change: typing at the end appends to the kept text instead of building it again.
struct LineEditor: Sendable {
    /// The text as it was when editing began, restored by Escape.
    let original: String
    /// The characters before the caret, in order.
    private var head: [Character]
    /// The characters after the caret, last first.
    private var tail: [Character]
    /// ``text``, when it is known.
    private var knownText: String?

    /// Starts editing a text, with the caret at its end.
    init(text: String) {
        original = text
        head = Array(text)
        tail = []
        knownText = text
    }

    /// Starts editing a text with the caret before the character at a position (clamped to the
    /// text): a text view's line, entered from the line above or below.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    init(text: String, caret: Int) {
        original = text
        let characters = Array(text)
        let caret = min(max(0, caret), characters.count)
        head = Array(characters[..<caret])
        tail = characters[caret...].reversed()
        knownText = text
    }

    /// Replaces the whole line (a formatted edit), keeping ``original``, with the caret before
    /// the character at a position (clamped to the text).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    mutating func replace(with text: String, caret: Int) {
        let characters = Array(text)
        let caret = min(max(0, caret), characters.count)
        head = Array(characters[..<caret])
        tail = characters[caret...].reversed()
        knownText = text
    }

    /// Moves the caret before the character at a position (clamped to the line).
    ///
    /// - Complexity: O(*d*) in the distance moved.
    mutating func moveCaret(to position: Int) {
        let position = min(max(0, position), count)
        while head.count > position, let character = head.popLast() { tail.append(character) }
        while head.count < position, let character = tail.popLast() { head.append(character) }
    }

    /// The text before the caret.
    ///
    /// - Complexity: O(*n*) in its length.
    var textBeforeCaret: String { String(head) }

    /// The text after the caret.
    ///
    /// - Complexity: O(*n*) in its length.
    var textAfterCaret: String { String(tail.reversed()) }

    /// What a key did to the line.
    enum Edit: Equatable {
        /// The text changed.
        case changed
        /// The text stayed; the caret may have moved.
        case unchanged
    }

    // MARK: - Reading

    /// The number of characters.
    var count: Int { head.count + tail.count }

    /// The caret, between characters: `0...count`.
    var caret: Int { head.count }

    /// The character at a position, `0..<count`.
    subscript(position: Int) -> Character {
        position < head.count ? head[position] : tail[tail.count - 1 - (position - head.count)]
    }

    /// The characters, in order.
    var characters: [Character] { head + tail.reversed() }

    /// The text.
    ///
    /// - Complexity: O(1) when nothing changed since it was last read, or the only changes were
    ///   typing and backspacing at the end; else O(*n*) in the length of the line.
    var text: String {
        mutating get {
            if let knownText { return knownText }
            var text = String(head)
            text.append(contentsOf: String(tail.reversed()))
            knownText = text
            return text
        }
    }

    // MARK: - Editing

    /// Applies an editing key: a character or a paste is inserted at the caret; Backspace and
    /// Delete remove the character before or after it; ←, →, Home and End move it.
    ///
    /// - Returns: What the key did, or `nil` when it is not an editing key.
    /// - Complexity: O(1) amortized for one character; O(*m*) for a paste of *m* characters;
    ///   Home and End are O(*n*) in the distance the caret moves.
    mutating func apply(_ key: Key) -> Edit? {
        switch key {
        case .character(let character):
            return insert(character) ? .changed : .unchanged
        case .paste(let text):
            var changed = false
            for character in text where insert(character) { changed = true }
            return changed ? .changed : .unchanged
        case .backspace:
            guard let removed = head.popLast() else { return .unchanged }
            if tail.isEmpty, var text = takeKnownText() {
                let start = text.unicodeScalars.index(text.endIndex, offsetBy: -removed.unicodeScalars.count)
                text.removeSubrange(start...)
                knownText = text
            } else {
                knownText = nil
            }
            joinAroundCaret()
            return .changed
        case .delete:
            guard tail.popLast() != nil else { return .unchanged }
            knownText = nil
            joinAroundCaret()
            return .changed
        case .left:
            if let character = head.popLast() { tail.append(character) }
        case .right:
            if let character = tail.popLast() { head.append(character) }
        case .home:
            tail.append(contentsOf: head.reversed())
            head.removeAll(keepingCapacity: true)
        case .end:
            head.append(contentsOf: tail.reversed())
            tail.removeAll(keepingCapacity: true)
        default:
            return nil
        }
        return .unchanged
    }

    /// Inserts a character at the caret, after the rules of what enters the line, joining it
    /// with its neighbours when they make one character.
    ///
    /// - Returns: Whether the text changed (a control character is dropped).
    private mutating func insert(_ typed: Character) -> Bool {
        guard let character = Self.admitted(typed) else { return false }
        let isAtEnd = tail.isEmpty
        var unit = character
        if let previous = head.last, let joined = Self.join(previous, unit) {
            head.removeLast()
            unit = joined
        }
        if let next = tail.last, let joined = Self.join(unit, next) {
            tail.removeLast()
            unit = joined
        }
        head.append(unit)
        // Appending a character appends its scalars, whatever the segmentation of the whole.
        if isAtEnd, var text = takeKnownText() {
            text.append(character)
            knownText = text
        } else {
            knownText = nil
        }
        return true
    }

    /// The kept text, which is no longer kept: the caller holds the only reference, so that
    /// changing it does not copy it.
    private mutating func takeKnownText() -> String? {
        defer { knownText = nil }
        return knownText
    }

    /// After a deletion, joins the characters on both sides of the caret if they now make one
    /// (a consonant and a vowel jamo that were kept apart); the caret goes after it.
    private mutating func joinAroundCaret() {
        guard let previous = head.last, let next = tail.last, let joined = Self.join(previous, next) else { return }
        head.removeLast()
        tail.removeLast()
        head.append(joined)
    }

    // MARK: - Rules

    /// The character a typed or pasted character enters the line as: itself, a space for a line
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

    /// The character two adjacent characters make together, or `nil` when they stay two.
    ///
    /// A character of more than ``KeyParser/maximumClusterLength`` scalars takes nothing more,
    /// which bounds the work per key.
    static func join(_ first: Character, _ second: Character) -> Character? {
        if first.isASCII, second.isASCII { return nil }  // only "\r\n", which never enters a line
        guard first.unicodeScalars.count < KeyParser.maximumClusterLength else { return nil }
        var joined = String(first)
        joined.append(contentsOf: String(second))
        return joined.count == 1 ? Character(joined) : nil
    }
}

extension LineEditor {
    // MARK: - Drawing

    /// Draws the line being edited with its caret (the character after it in reverse video, or a
    /// reverse space at the end), showing as many characters before the caret as fit; bullets for
    /// a secure field. The terminal's cursor goes to the caret.
    ///
    /// - Complexity: O(*w*) in the columns, whatever the length of the line.
    func draw(into buffer: inout ScreenBuffer, row: Int, columns: Range<Int>, isSecure: Bool) {
        func width(at position: Int) -> Int { isSecure ? 1 : DisplayWidth.of(self[position]) }
        // The caret shows on at least one column, even on a character of width 0.
        func shownWidth(at position: Int) -> Int { position == caret ? max(1, width(at: position)) : width(at: position) }
        let caretWidth = caret < count ? shownWidth(at: caret) : 1
        var first = caret
        var used = min(caretWidth, columns.count)
        while first > 0, used + width(at: first - 1) <= columns.count {
            first -= 1
            used += width(at: first)
        }
        var column = columns.lowerBound
        var position = first
        while position < count {
            let characterWidth = shownWidth(at: position)
            guard column + characterWidth <= columns.upperBound else { break }
            let style: TextStyle = position == caret ? .reverse : []
            if position == caret { buffer.cursor = .init(row: row, column: column) }
            if width(at: position) == 0 {
                if position == caret { buffer.draw(" ", row: row, column: column, style: style) }
            } else {
                buffer.draw(isSecure ? "•" : String(self[position]), row: row, column: column, style: style)
            }
            column += characterWidth
            position += 1
        }
        if caret == count, column < columns.upperBound {
            buffer.draw(" ", row: row, column: column, style: .reverse)
            buffer.cursor = .init(row: row, column: column)
        }
    }
}
#endif
