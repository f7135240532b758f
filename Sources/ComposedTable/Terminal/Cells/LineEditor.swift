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
/// and moving the caret by one is O(1). The bytes are kept too, with a gap at the caret
/// (``TextStore``): ``text`` is built from them when it is read — O(1) after a key at the end,
/// the bytes after the caret moved once after a key elsewhere, nothing between readings — and
/// the edits since the last look are one call away (``takeChange()``), for an observer fed edits.
struct LineEditor: Sendable {
    /// The text as it was when editing began, restored by Escape.
    let original: String
    /// The characters before the caret, in order.
    private var head: [Character]
    /// The characters after the caret, last first.
    private var tail: [Character]
    /// The bytes, with a gap at the last edit.
    private var store: TextStore
    /// The UTF-8 length of the characters before the caret: where the caret is in ``text``.
    private(set) var caretOffset: Int

    /// The text, built from the bytes when they changed since the last reading.
    ///
    /// - Complexity: O(1) when nothing changed since the last reading; else the bytes from the
    ///   first change to the end moved once (``TextStore/text``).
    var text: String {
        mutating get { store.text }
    }

    /// The number of UTF-8 bytes.
    var byteCount: Int { store.count }

    /// Starts editing a text, with the caret at its end.
    init(text: String) {
        original = text
        head = Array(text)
        TextWorkCounter.visit(head.count)
        tail = []
        store = TextStore(text)
        caretOffset = text.utf8.count
    }

    /// Starts editing a text with the caret before the character at a position (clamped to the
    /// text): a text view's line, entered from the line above or below.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    init(text: String, caret: Int) {
        original = text
        let characters = Array(text)
        TextWorkCounter.visit(characters.count)
        let caret = min(max(0, caret), characters.count)
        head = Array(characters[..<caret])
        tail = characters[caret...].reversed()
        store = TextStore(text)
        caretOffset = head.reduce(0) { $0 + $1.utf8.count }
    }

    /// Formats the line after a key: replaces it with a text, the caret before the character at
    /// a position (clamped to the text); the replacement is a part of the key's undo step.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    mutating func reformat(with text: String, caret: Int) {
        store.journal = []
        replace(with: text, caret: caret)
        history.amendLastStep(after: self.caret, edits: store.journal ?? [])
        store.journal = nil
    }

    /// Replaces the whole line (an undo, a redo, a format), keeping ``original``, with the
    /// caret before the character at a position (clamped to the text); the bytes that differ are
    /// the change (``takeChange()``).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    private mutating func replace(with text: String, caret: Int) {
        let characters = Array(text)
        TextWorkCounter.visit(characters.count)
        let caret = min(max(0, caret), characters.count)
        head = Array(characters[..<caret])
        tail = characters[caret...].reversed()
        // Only what differs: an edit observer is told of that (an undo of one key is one key).
        if let edit = TextEdit(from: self.text, to: text) { store.replace(edit.range, with: edit.replacement) }
        caretOffset = head.reduce(0) { $0 + $1.utf8.count }
    }

    /// Moves the caret before the character at a position (clamped to the line).
    ///
    /// - Complexity: O(*d*) in the distance moved.
    mutating func moveCaret(to position: Int) {
        let position = min(max(0, position), count)
        while head.count > position, let character = head.popLast() {
            tail.append(character)
            caretOffset -= character.utf8.count
        }
        while head.count < position, let character = tail.popLast() {
            head.append(character)
            caretOffset += character.utf8.count
        }
    }

    /// The text before the caret.
    ///
    /// - Complexity: O(*n*) in its length.
    var textBeforeCaret: String { store.string(0..<caretOffset) }

    /// The text after the caret.
    ///
    /// - Complexity: O(*n*) in its length.
    var textAfterCaret: String { store.string(caretOffset..<store.count) }

    /// The text between two byte offsets, which fall on scalar boundaries.
    ///
    /// - Complexity: O(*m*) in the length of the slice.
    func string(_ bytes: Range<Int>) -> String { store.string(bytes) }

    /// The bytes of ``text`` that changed since the last call, as one run, and forgets them:
    /// a ``TextEditor`` copies them into its whole text, a field hands them to its edit observer.
    ///
    /// - Returns: The bytes replaced, as offsets in the text at the last call, and the bytes in
    ///   their place, as offsets in ``text``; `nil` when nothing changed.
    /// - Complexity: O(1).
    mutating func takeChange() -> (old: Range<Int>, new: Range<Int>)? { store.takeChange() }

    /// Replaces bytes of the text (on scalar boundaries) with a text.
    ///
    /// - Complexity: O(*m*) in the length of the new text, plus the distance from the last edit.
    private mutating func replaceBytes(_ bytes: Range<Int>, with new: String) {
        store.replace(bytes, with: new)
    }

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
    var characters: [Character] {
        TextWorkCounter.visit(count)
        return head + tail.reversed()
    }

    // MARK: - Editing

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

    /// The undo and redo steps; a position is the caret.
    private var history = EditHistory<Int>()

    /// Applies an editing key, with nothing to yank: see ``apply(_:killBuffer:)``.
    mutating func apply(_ key: Key) -> Edit? {
        var killBuffer = ""
        return apply(key, killBuffer: &killBuffer)
    }

    /// Applies an editing key: a character or a paste is inserted at the caret; Backspace and
    /// Delete remove the character before or after it; ←, →, Home, End and the word keys move
    /// it; the readline keys kill, yank, undo and redo (``Key/control(_:)``, ``Key/alt(_:)``).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - killBuffer: The text a kill puts there and Ctrl-Y inserts: the session's, shared by
    ///     its fields. A run of kills adds to it.
    /// - Returns: What the key did, or `nil` when it is not an editing key.
    /// - Complexity: O(1) amortized for one character, plus moving the bytes after the caret in
    ///   ``text`` (no character visited); O(*m*) for a paste of *m* characters; Home, End, the
    ///   word keys and kills are O(*n*) in the distance the caret moves or the text killed; undo
    ///   and redo are O(*n*) in the length of the line. Starting an undo step costs nothing more.
    mutating func apply(_ key: Key, killBuffer: inout String) -> Edit? {
        switch key {
        case .control("_"):
            guard let step = history.undo(from: caret) else { return .unchanged }
            var text = self.text
            step.undo(in: &text)
            replace(with: text, caret: step.before)
            return .changed
        case .control("^"):
            guard let step = history.redo() else { return .unchanged }
            var text = self.text
            step.redo(in: &text)
            replace(with: text, caret: step.after)
            return .changed
        default:
            break
        }
        let kind = Self.kind(of: key)
        let before = caret
        let continuesKill = history.lastKind == .killing
        var killed: Killed?
        store.journal = []
        defer { store.journal = nil }
        guard let edit = edit(key, yank: killBuffer, killed: &killed) else { return nil }
        if let killed, !killed.text.isEmpty {
            killBuffer = killed.buffer(after: killBuffer, continuingRun: continuesKill)
        }
        if edit == .changed, let kind {
            history.didChange(kind, before: before, after: caret, edits: store.journal ?? [])
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
        case .paste, .control("y"): .inserting
        case .control("u"), .control("k"), .control("w"), .alt("d"), .alt("D"), .alt("\u{7F}"): .killing
        default: nil
        }
    }

    /// Applies an editing key without keeping its undo step: the line of a ``TextEditor``, which
    /// keeps the steps of the whole text. Undo and redo are not editing keys here.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - yank: What Ctrl-Y inserts.
    ///   - killed: Set to what a kill removed.
    /// - Returns: What the key did, or `nil` when it is not an editing key.
    mutating func edit(_ key: Key, yank: String, killed: inout Killed?) -> Edit? {
        switch key {
        case .character(let character):
            return insert(character) ? .changed : .unchanged
        case .paste(let text):
            return insert(text) ? .changed : .unchanged
        case .control("y"):
            return insert(yank) ? .changed : .unchanged
        case .backspace:
            guard let removed = head.popLast() else { return .unchanged }
            let length = removed.utf8.count
            replaceBytes((caretOffset - length)..<caretOffset, with: "")
            caretOffset -= length
            joinAroundCaret()
            return .changed
        case .delete:
            guard let removed = tail.popLast() else { return .unchanged }
            replaceBytes(caretOffset..<(caretOffset + removed.utf8.count), with: "")
            joinAroundCaret()
            return .changed
        case .control("u"):
            killed = kill(from: 0)
        case .control("k"):
            killed = kill(from: count)
        case .control("w"):
            killed = kill(from: ReadlineWords.spaceDelimitedStart(before: caret) { self[$0] })
        case .alt("\u{7F}"):
            killed = kill(from: ReadlineWords.wordStart(before: caret) { self[$0] })
        case .alt("d"), .alt("D"):
            killed = kill(from: ReadlineWords.wordEnd(after: caret, count: count) { self[$0] })
        case .left:
            moveCaret(to: caret - 1)
        case .right:
            moveCaret(to: caret + 1)
        case .home:
            tail.append(contentsOf: head.reversed())
            head.removeAll(keepingCapacity: true)
            caretOffset = 0
        case .end:
            head.append(contentsOf: tail.reversed())
            tail.removeAll(keepingCapacity: true)
            caretOffset = store.count
        case .wordLeft, .alt("b"), .alt("B"):
            moveCaret(to: ReadlineWords.wordStart(before: caret) { self[$0] })
        case .wordRight, .alt("f"), .alt("F"):
            moveCaret(to: ReadlineWords.wordEnd(after: caret, count: count) { self[$0] })
        default:
            return nil
        }
        return killed.map { $0.text.isEmpty ? .unchanged : .changed } ?? .unchanged
    }

    /// Removes the characters between the caret and a position, on either side of it.
    ///
    /// - Complexity: O(*k*) in the characters removed.
    private mutating func kill(from position: Int) -> Killed {
        let isBackward = position < caret
        let removed: [Character]
        if isBackward {
            removed = Array(head[position...])
            head.removeSubrange(position...)
        } else {
            let length = position - caret
            removed = tail.suffix(length).reversed()
            tail.removeLast(length)
        }
        let text = String(removed)
        if !removed.isEmpty {
            let length = text.utf8.count
            if isBackward {
                replaceBytes((caretOffset - length)..<caretOffset, with: "")
                caretOffset -= length
            } else {
                replaceBytes(caretOffset..<(caretOffset + length), with: "")
            }
            joinAroundCaret()
        }
        return Killed(text: text, isBackward: isBackward)
    }

    /// Inserts a text at the caret, character by character (its bytes at once).
    ///
    /// - Returns: Whether the text changed.
    /// - Complexity: O(*m*) in the length of the text, plus moving the bytes after the caret once.
    private mutating func insert(_ text: String) -> Bool {
        // The bytes admitted go into `text` at once, where the caret was: one move of the bytes
        // after it, not one per character.
        var pending = ""
        var pendingOffset = caretOffset
        var changed = false
        for typed in text {
            guard let character = Self.admitted(typed) else { continue }
            changed = true
            pending.append(character)
            caretOffset += character.utf8.count
            let joinedNext = place(character)
            if joinedNext > 0 {
                // The caret went past the character after it: what comes next goes in after that.
                replaceBytes(pendingOffset..<pendingOffset, with: pending)
                pending = ""
                caretOffset += joinedNext
                pendingOffset = caretOffset
            }
        }
        replaceBytes(pendingOffset..<pendingOffset, with: pending)
        return changed
    }

    /// Inserts a character at the caret, after the rules of what enters the line, joining it
    /// with its neighbours when they make one character.
    ///
    /// - Returns: Whether the text changed (a control character is dropped).
    private mutating func insert(_ typed: Character) -> Bool {
        guard let character = Self.admitted(typed) else { return false }
        // Its bytes go in at the caret, whatever the segmentation of the whole.
        let bytes = String(character)
        replaceBytes(caretOffset..<caretOffset, with: bytes)
        caretOffset += bytes.utf8.count
        caretOffset += place(character)
        return true
    }

    /// Puts an admitted character, whose bytes are in ``text``, in the arrays before the caret,
    /// joined with its neighbours when they make one character.
    ///
    /// - Returns: The UTF-8 length of the character after the caret when it joined it (the caret
    ///   goes after it), else 0.
    private mutating func place(_ character: Character) -> Int {
        var unit = character
        var joinedNext = 0
        if let previous = head.last, let joined = Self.join(previous, unit) {
            head.removeLast()
            unit = joined
        }
        if let next = tail.last, let joined = Self.join(unit, next) {
            tail.removeLast()
            unit = joined
            joinedNext = next.utf8.count
        }
        head.append(unit)
        return joinedNext
    }

    /// After a deletion, joins the characters on both sides of the caret if they now make one
    /// (a consonant and a vowel jamo that were kept apart); the caret goes after it.
    private mutating func joinAroundCaret() {
        guard let previous = head.last, let next = tail.last, let joined = Self.join(previous, next) else { return }
        head.removeLast()
        tail.removeLast()
        head.append(joined)
        caretOffset += next.utf8.count
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
