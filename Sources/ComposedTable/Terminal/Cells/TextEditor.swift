#if !canImport(UIKit)
/// The state of a multi-line text being edited: its lines and the caret.
///
/// The line with the caret is a ``LineEditor`` (whole characters, O(1) amortized per key, the
/// same rules for what enters a line); the lines above and below it are parts of ``text``. Enter
/// splits the line at the caret, Backspace at the start of a line joins it to the one above,
/// Delete at its end joins the one below, ←/→ cross line ends, ↑/↓ move to the same character
/// position on the line above or below (to the start or end of the text on the first or last
/// line; a text view moves by visual line instead, ``moveVertically(down:wraps:goalColumn:)``).
/// A paste keeps its line breaks (`"\n"`, `"\r\n"`, `"\r"`, U+0085, U+2028, U+2029,
/// vertical tab and form feed each start a new line); a tab becomes a space and other control
/// characters are dropped, as in a line.
///
/// # Performance
/// The whole text's bytes are kept with a gap at the caret's line (``TextStore``): each edit of
/// that line goes in there (``LineEditor/takeChange()``), O(1) at any place; ``text`` is built
/// from the bytes when it is read (O(1) after a key at the end, the bytes after the caret moved
/// once after a key elsewhere, nothing between readings), and the edits since the last look are
/// one call away (``takeChange()``) for an observer fed edits. Only the caret's line is held
/// apart; a line above or below is found by looking for its line break from the caret's line, so
/// a key costs the same at any number of lines: a character O(1) amortized; Enter, joining lines
/// and moving between lines the length of the lines involved. Starting costs O(*n*) bytes
/// scanned for line breaks, or O(1) plus the last line when the number of lines is known
/// (``init(text:lineCount:)``); the first edit copies the text into the buffer, O(*n*) once.
struct TextEditor: Sendable {
    /// The text as it was when editing began.
    let original: String
    /// The bytes of the text, lines joined with `"\n"`, with a gap at the last edit.
    private var store: TextStore

    /// The text, lines joined with `"\n"`, built from the bytes when they changed since the
    /// last reading.
    ///
    /// - Complexity: O(1) when nothing changed since the last reading; else the bytes from the
    ///   first change to the end moved once (``TextStore/text``).
    var text: String {
        mutating get { store.text }
    }

    /// The bytes that changed since the last call, as one run, and forgets them: what a text
    /// view hands its edit observer.
    ///
    /// - Returns: The bytes replaced, as offsets in the text at the last call, and the bytes in
    ///   their place, as offsets in ``text``; `nil` when nothing changed.
    /// - Complexity: O(1).
    mutating func takeChange() -> (old: Range<Int>, new: Range<Int>)? { store.takeChange() }

    /// The text between two byte offsets, which fall on scalar boundaries.
    ///
    /// - Complexity: O(*m*) in the length of the slice.
    func string(_ bytes: Range<Int>) -> String { store.string(bytes) }
    /// The index of the caret's line.
    private(set) var lineIndex: Int
    /// The number of lines.
    private(set) var lineCount: Int
    /// Where the caret's line starts in ``text``, in UTF-8 bytes.
    private var lineStart: Int
    /// The line with the caret.
    private(set) var line: LineEditor
    /// The lines the last change replaced (numbered as before it) and the lines in their place
    /// (numbered as after it), for a ``TextLayout`` to wrap only those; `nil` until a change.
    private(set) var lastChange: (old: Range<Int>, new: Range<Int>)?

    /// Starts editing a text, with the caret at its end.
    ///
    /// - Complexity: O(*n*): the text's bytes are scanned for line breaks.
    init(text: String) {
        let normalized = Self.lineFeedsOnly(text)
        self.init(text: text, normalized: normalized, lineCount: Self.lineFeeds(in: normalized) + 1)
    }

    /// Starts editing a text whose line breaks are all `"\n"` and whose number of lines is
    /// known, with the caret at its end.
    ///
    /// - Complexity: O(*m*) in the length of the last line.
    init(text: String, lineCount: Int) {
        self.init(text: text, normalized: text, lineCount: lineCount)
    }

    private init(text: String, normalized: String, lineCount: Int) {
        original = text
        store = TextStore(normalized)
        self.lineCount = lineCount
        lineIndex = lineCount - 1
        let end = normalized.utf8.count
        lineStart = Self.lineStart(before: end, in: normalized)
        line = LineEditor(text: normalized.utf8Slice(lineStart..<end))
        lastChange = nil
    }

    /// A text's lines, at every line break.
    static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// A text with every line break made `"\n"`: the text itself when it has no other.
    ///
    /// - Complexity: O(*n*) bytes scanned; a text with other line breaks is split and joined.
    static func lineFeedsOnly(_ text: String) -> String {
        TextWorkCounter.visit(text.utf8.count)
        let hasOthers =
            text.utf8.withContiguousStorageIfAvailable(hasOtherLineBreaks)
            ?? Array(text.utf8).withUnsafeBufferPointer(hasOtherLineBreaks)
        guard hasOthers else { return text }
        return lines(of: text).joined(separator: "\n")
    }

    /// Whether UTF-8 bytes hold a line break other than `"\n"`: CR, VT, FF, U+0085 (C2 85),
    /// U+2028 or U+2029 (E2 80 A8/A9).
    private static func hasOtherLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0B, 0x0C, 0x0D: return true
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return true
            default: continue
            }
        }
        return false
    }

    /// The number of `"\n"` in a text.
    static func lineFeeds(in text: String) -> Int {
        TextWorkCounter.visit(text.utf8.count)
        return text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Where the line that holds a byte offset starts: after the `"\n"` before it, or at 0.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    static func lineStart(before offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        var start = offset
        while index > utf8.startIndex {
            let previous = utf8.index(before: index)
            if utf8[previous] == 0x0A { break }
            index = previous
            start -= 1
        }
        TextWorkCounter.visit(offset - start)
        return start
    }

    /// Where the line that holds a byte offset ends: at the `"\n"` after it, or at the end.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    static func lineEnd(after offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        var end = offset
        while index < utf8.endIndex, utf8[index] != 0x0A {
            utf8.formIndex(after: &index)
            end += 1
        }
        TextWorkCounter.visit(end - offset)
        return end
    }

    // MARK: - Reading

    /// Where the caret's line ends in ``text``, in UTF-8 bytes.
    private var lineEnd: Int { lineStart + line.byteCount }

    /// The lines, for wrapping them all (``TextLayout``).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    var lineTexts: [Substring] {
        mutating get {
            TextWorkCounter.visit(store.count)
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }
    }

    /// Where a line is in ``text``, in UTF-8 bytes, found from the caret's line.
    ///
    /// - Complexity: O(*m*) in the length of the lines between it and the caret's line.
    func bytes(ofLine index: Int) -> Range<Int> {
        precondition(0 <= index && index < lineCount, "TextEditor.bytes(ofLine:): no line \(index) in \(lineCount) lines")
        var start = lineStart
        var end = lineEnd
        var current = lineIndex
        while current > index {
            end = start - 1
            start = store.lineStart(before: end)
            current -= 1
        }
        while current < index {
            start = end + 1
            end = store.lineEnd(after: start)
            current += 1
        }
        TextWorkCounter.step(lines: abs(index - lineIndex))
        return start..<end
    }

    /// One line's characters.
    ///
    /// - Complexity: O(*m*) in the length of the line and of those between it and the caret's.
    func characters(ofLine index: Int) -> [Character] {
        if index == lineIndex { return line.characters }
        let characters = Array(store.string(bytes(ofLine: index)))
        TextWorkCounter.visit(characters.count)
        return characters
    }

    // MARK: - Editing

    /// Where the caret is, for the undo steps: its line and its place in the line.
    struct Position: Sendable {
        var lineIndex: Int
        var caret: Int
    }

    /// The undo and redo steps.
    private var history = EditHistory<Position>()

    /// Where the caret is now.
    private var position: Position { Position(lineIndex: lineIndex, caret: line.caret) }

    /// Applies an editing key, with nothing to yank: see ``apply(_:killBuffer:)``.
    mutating func apply(_ key: Key) -> LineEditor.Edit? {
        var killBuffer = ""
        return apply(key, killBuffer: &killBuffer)
    }

    /// Applies an editing key; the readline keys as in a line (``LineEditor/apply(_:killBuffer:)``),
    /// and Ctrl-K at the end of a line joins the next one (killing the line break), Ctrl-Y keeps
    /// the line breaks it puts back, the word keys cross line ends. A line break is an undo step
    /// of its own.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - killBuffer: The session's kill buffer.
    /// - Returns: What the key did, or `nil` when it is not an editing key of a text view.
    /// - Complexity: as a line's keys; undo and redo are O(*n*) in the length of the text.
    mutating func apply(_ key: Key, killBuffer: inout String) -> LineEditor.Edit? {
        if key == .control("_") || key == .control("^") {
            let isUndo = key == .control("_")
            guard let step = isUndo ? history.undo(from: position) : history.redo() else { return .unchanged }
            var text = self.text
            if isUndo { step.undo(in: &text) } else { step.redo(in: &text) }
            restore(text, at: isUndo ? step.before : step.after)
            return .changed
        }
        let kind: EditKind? = key == .enter ? .inserting : LineEditor.kind(of: key)
        let before = position
        store.journal = []
        defer { store.journal = nil }
        let continuesKill = history.lastKind == .killing
        var killed: LineEditor.Killed?
        let start = lineIndex
        let linesBelow = lineCount - 1 - lineIndex
        let edit = edit(key, yank: killBuffer, killed: &killed)
        if let killed, !killed.text.isEmpty {
            killBuffer = killed.buffer(after: killBuffer, continuingRun: continuesKill)
        }
        if edit == .changed {
            // A change replaces the caret's line (with the line above or below that it joined)
            // with the lines from there to the caret's line now (more after a line break).
            let first = min(start, lineIndex)
            lastChange = (first..<(start + 1 + linesBelow - (lineCount - 1 - lineIndex)), first..<(lineIndex + 1))
            if let kind { history.didChange(kind, before: before, after: position, edits: store.journal ?? []) }
        } else if kind != .killing {
            history.endRun()
        }
        return edit
    }

    /// Goes back or forth to a step of the history: every line may have changed.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    private mutating func restore(_ text: String, at position: Position) {
        let oldCount = lineCount
        if let edit = TextEdit(from: self.text, to: text) { store.replace(edit.range, with: edit.replacement) }
        lineCount = Self.lineFeeds(in: text) + 1
        lineIndex = min(position.lineIndex, lineCount - 1)
        var start = 0
        for _ in 0..<lineIndex { start = Self.lineEnd(after: start, in: text) + 1 }
        lineStart = start
        line = LineEditor(text: text.utf8Slice(start..<Self.lineEnd(after: start, in: text)), caret: position.caret)
        lastChange = (0..<oldCount, 0..<lineCount)
    }

    /// Copies into the whole text what the last edits of the caret's line changed.
    ///
    /// - Complexity: O(*m*) in the bytes changed: the gap is at the caret's line.
    private mutating func takeLineChange() {
        guard let change = line.takeChange() else { return }
        store.replace((lineStart + change.old.lowerBound)..<(lineStart + change.old.upperBound), with: line.string(change.new))
    }

    /// Replaces bytes of the whole text with a text.
    private mutating func replaceBytes(_ bytes: Range<Int>, with new: String) {
        store.replace(bytes, with: new)
    }

    /// Makes the line above the caret's line the caret's line, with the caret at its end.
    private mutating func moveToLineAbove() {
        let end = lineStart - 1
        lineStart = store.lineStart(before: end)
        lineIndex -= 1
        line = LineEditor(text: store.string(lineStart..<end))
    }

    /// Makes the line below the caret's line the caret's line, with the caret at a position.
    private mutating func moveToLineBelow(caret: Int) {
        lineStart = lineEnd + 1
        lineIndex += 1
        line = LineEditor(text: store.string(lineStart..<store.lineEnd(after: lineStart)), caret: caret)
    }

    private mutating func edit(_ key: Key, yank: String, killed: inout LineEditor.Killed?) -> LineEditor.Edit? {
        let hasAbove = lineIndex > 0
        let hasBelow = lineIndex < lineCount - 1
        switch key {
        case .enter:
            breakLine()
            return .changed
        case .paste(let pasted):
            return insert(pasted)
        case .control("y"):
            return insert(yank)
        case .backspace where line.caret == 0 && hasAbove:
            let current = line.text
            replaceBytes((lineStart - 1)..<lineStart, with: "")
            lineCount -= 1
            moveToLineAbove()
            let caret = line.count
            // The joined line's characters, with the caret where the line above ended.
            line = LineEditor(text: line.text + current, caret: caret)
            return .changed
        case .delete where line.caret == line.count && hasBelow:
            joinLineBelow()
            return .changed
        case .control("k") where line.caret == line.count && hasBelow:
            joinLineBelow()
            killed = LineEditor.Killed(text: "\n", isBackward: false)
            return .changed
        case .left where line.caret == 0 && hasAbove,
            .wordLeft where line.caret == 0 && hasAbove,
            .alt("b") where line.caret == 0 && hasAbove,
            .alt("B") where line.caret == 0 && hasAbove:
            moveToLineAbove()
        case .right where line.caret == line.count && hasBelow,
            .wordRight where line.caret == line.count && hasBelow,
            .alt("f") where line.caret == line.count && hasBelow,
            .alt("F") where line.caret == line.count && hasBelow:
            moveToLineBelow(caret: 0)
        case .up:
            guard hasAbove else { return line.apply(.home) }
            let caret = line.caret
            moveToLineAbove()
            line.moveCaret(to: caret)
        case .down:
            guard hasBelow else { return line.apply(.end) }
            moveToLineBelow(caret: line.caret)
        default:
            let edit = line.edit(key, yank: yank, killed: &killed)
            takeLineChange()
            return edit
        }
        return .unchanged
    }

    /// Inserts a text at the caret, keeping its line breaks.
    private mutating func insert(_ text: String) -> LineEditor.Edit {
        var changed = false
        var killed: LineEditor.Killed?
        for (index, part) in Self.lines(of: text).enumerated() {
            if index > 0 {
                breakLine()
                changed = true
            }
            if !part.isEmpty, line.edit(.paste(part), yank: "", killed: &killed) == .changed { changed = true }
            takeLineChange()
        }
        return changed ? .changed : .unchanged
    }

    /// Joins the line below to the caret's line, the caret staying where it is.
    private mutating func joinLineBelow() {
        let caret = line.count
        let below = bytes(ofLine: lineIndex + 1)
        let joined = line.text + store.string(below)
        replaceBytes(lineEnd..<below.lowerBound, with: "")
        lineCount -= 1
        line = LineEditor(text: joined, caret: caret)
    }

    // MARK: - Moving by visual line

    /// Moves the caret to the visual line above or below, at the goal column: the caret's
    /// column when a run of ↑/↓ starts, kept across shorter lines as editors keep it. Above the
    /// first visual line the caret goes to the start of the text, below the last to its end.
    ///
    /// - Parameters:
    ///   - down: Whether to move down.
    ///   - wraps: The visual lines of a line, by its index (``TextLayout/wraps``).
    ///   - goalColumn: The goal column; `nil` starts a run at the caret's column (and sets it).
    /// - Complexity: O(*m*) in the length of the lines involved.
    mutating func moveVertically(down: Bool, wraps: (Int) -> [Range<Int>], goalColumn: inout Int?) {
        let characters = line.characters
        let ranges = wraps(lineIndex)
        let row = Self.visualLine(ofCaret: line.caret, in: ranges)
        let goal = goalColumn ?? Self.column(of: line.caret, in: characters, from: ranges[row].lowerBound)
        goalColumn = goal
        if down ? row + 1 < ranges.count : row > 0 {
            let target = row + (down ? 1 : -1)
            line.moveCaret(to: Self.position(atColumn: goal, in: characters, ranges[target], isLast: target == ranges.count - 1))
            return
        }
        if down {
            guard lineIndex < lineCount - 1 else { return line.moveCaret(to: line.count) }
            moveToLineBelow(caret: 0)
        } else {
            guard lineIndex > 0 else { return line.moveCaret(to: 0) }
            moveToLineAbove()
        }
        let next = line.characters
        let nextRanges = wraps(lineIndex)
        let target = down ? 0 : nextRanges.count - 1
        line.moveCaret(to: Self.position(atColumn: goal, in: next, nextRanges[target], isLast: target == nextRanges.count - 1))
    }

    /// The visual line of a line that a caret is on: the one holding the character after it,
    /// or the last one at the line's end.
    static func visualLine(ofCaret caret: Int, in ranges: [Range<Int>]) -> Int {
        ranges.firstIndex { $0.contains(caret) } ?? ranges.count - 1
    }

    /// The display column of a position, counted from the start of its visual line.
    private static func column(of position: Int, in characters: [Character], from start: Int) -> Int {
        characters[start..<position].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// The position on a visual line at a display column, or the nearest before it (before a
    /// wide character that the column falls in). Only on a line's last visual line can the
    /// caret go after the last character: elsewhere that place is the next visual line's start.
    private static func position(atColumn goal: Int, in characters: [Character], _ range: Range<Int>, isLast: Bool) -> Int {
        let end = isLast || range.isEmpty ? range.upperBound : range.upperBound - 1
        var position = range.lowerBound
        var column = 0
        while position < end {
            let width = DisplayWidth.of(characters[position])
            guard column + width <= goal else { break }
            column += width
            position += 1
        }
        return position
    }

    /// Splits the caret's line at the caret; the caret starts the new line.
    private mutating func breakLine() {
        let caret = lineStart + line.caretOffset
        let after = line.textAfterCaret
        replaceBytes(caret..<caret, with: "\n")
        lineStart = caret + 1
        lineIndex += 1
        lineCount += 1
        line = LineEditor(text: after, caret: 0)
    }

    // MARK: - Wrapping

    /// Where a line breaks at a width: after a space where possible, else inside a word too
    /// long for a line. Every character is in one range (spaces at a break hang past the
    /// width); an empty line is one empty range.
    ///
    /// - Parameters:
    ///   - characters: The line.
    ///   - width: The columns of a visual line; at least 1 is used.
    /// - Returns: The ranges of the visual lines, in order, at least one.
    /// - Complexity: O(*n*) in the length of the line.
    static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        let width = max(1, width)
        var ranges: [Range<Int>] = []
        var start = 0
        var column = 0
        var breakAfterSpace: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let characterWidth = DisplayWidth.of(character)
            if character == " " {
                column += characterWidth
                index += 1
                breakAfterSpace = index
                continue
            }
            if column + characterWidth > width, index > start {
                let end = breakAfterSpace.flatMap { $0 > start ? $0 : nil } ?? index
                ranges.append(start..<end)
                start = end
                breakAfterSpace = nil
                column = characters[start..<index].reduce(0) { $0 + DisplayWidth.of($1) }
                continue
            }
            column += characterWidth
            index += 1
        }
        ranges.append(start..<characters.count)
        return ranges
    }
}
#endif
