#if !canImport(UIKit)
/// A multi-line text being edited: a ``LineEditor`` that keeps line breaks (the text, the caret
/// and the keys), and where its lines are, for a text view to wrap and draw them.
///
/// `"\n"` ends a line: Enter breaks the line at the caret, Backspace at the start of a line
/// joins it to the one above, Delete at its end joins the one below, ←/→ cross line ends, ↑/↓
/// move to the same character position on the line above or below (to the start or end of the
/// text on the first or last line; a text view moves by visual line instead,
/// ``moveVertically(down:wraps:goalColumn:)``). A paste keeps its line breaks (`"\n"`, `"\r\n"`,
/// `"\r"`, U+0085, U+2028, U+2029, vertical tab and form feed each make a `"\n"`).
///
/// # Performance
/// A key costs what it costs in a line (``LineEditor``): the `String` edited in place at the
/// caret, whatever the number of lines. A line near the caret's is found by looking for its line
/// breaks from the caret's line: O(*m*) in the length of the lines between. Starting costs O(*n*)
/// bytes scanned for line breaks, or O(1) when the number of lines is known
/// (``init(text:lineCount:)``).
struct TextEditor: Sendable {
    /// The text, the caret and the undo steps.
    private var editor: LineEditor
    /// The lines the last change replaced (numbered as before it) and the lines in their place
    /// (numbered as after it), for a ``TextLayout`` to wrap only those; `nil` until a change.
    private(set) var lastChange: (old: Range<Int>, new: Range<Int>)?

    /// Starts editing a text, with the caret at its end; its line breaks are made `"\n"`.
    ///
    /// - Complexity: O(*n*): the text's bytes are scanned for line breaks.
    init(text: String) {
        let normalized = Self.lineFeedsOnly(text)
        editor = LineEditor(text: normalized, keepsLineBreaks: true, lineCount: Self.lineFeeds(in: normalized) + 1, original: text)
    }

    /// Starts editing a text whose line breaks are all `"\n"` and whose number of lines is
    /// known, with the caret at its end.
    ///
    /// - Complexity: O(1).
    init(text: String, lineCount: Int) {
        editor = LineEditor(text: text, keepsLineBreaks: true, lineCount: lineCount)
    }

    /// The text as it was when editing began.
    var original: String { editor.original }
    /// The text, lines joined with `"\n"`.
    var text: String { editor.text }
    /// The index of the caret's line.
    var lineIndex: Int { editor.lineIndex }
    /// The number of lines.
    var lineCount: Int { editor.lineCount }

    /// The bytes that changed since the last call: see ``LineEditor/takeChange()``.
    mutating func takeChange() -> (old: Range<Int>, new: Range<Int>)? { editor.takeChange() }

    /// The text between two byte offsets, which fall on scalar boundaries.
    func string(_ bytes: Range<Int>) -> String { editor.string(bytes) }

    // MARK: - Lines

    /// A text's lines, at every line break.
    static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// A text with every line break made `"\n"`: the text itself when it has no other.
    ///
    /// - Complexity: O(*n*) scalars scanned; a text with other line breaks is split and joined.
    static func lineFeedsOnly(_ text: String) -> String {
        TextWorkCounter.visit(text.utf8.count)
        // CR, VT, FF, NEL, LS, PS.
        let hasOthers = text.unicodeScalars.contains { [0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
        return hasOthers ? lines(of: text).joined(separator: "\n") : text
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
        let end = utf8.index(utf8.startIndex, offsetBy: offset)
        let start = utf8[..<end].lastIndex(of: 0x0A).map { utf8.index(after: $0) } ?? utf8.startIndex
        TextWorkCounter.visit(utf8.distance(from: start, to: end))
        return utf8.distance(from: utf8.startIndex, to: start)
    }

    /// Where the line that holds a byte offset ends: at the `"\n"` after it, or at the end.
    ///
    /// - Complexity: O(*m*) in the bytes between them.
    static func lineEnd(after offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
        TextWorkCounter.visit(utf8.distance(from: start, to: end))
        return utf8.distance(from: utf8.startIndex, to: end)
    }

    /// The lines, for wrapping them all (``TextLayout``).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    var lineTexts: [Substring] {
        TextWorkCounter.visit(text.utf8.count)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where a line is in ``text``, in UTF-8 bytes, found from the caret's line.
    ///
    /// - Complexity: O(*m*) in the length of the lines between it and the caret's line.
    func bytes(ofLine index: Int) -> Range<Int> {
        precondition(0 <= index && index < lineCount, "TextEditor.bytes(ofLine:): no line \(index) in \(lineCount) lines")
        var start = editor.lineStart
        var end = editor.lineEnd
        for _ in index..<max(index, lineIndex) {
            end = start - 1
            start = Self.lineStart(before: end, in: text)
        }
        for _ in min(index, lineIndex)..<index {
            start = end + 1
            end = Self.lineEnd(after: start, in: text)
        }
        TextWorkCounter.step(lines: abs(index - lineIndex))
        return start..<end
    }

    /// One line's characters.
    ///
    /// - Complexity: O(*m*) in the length of the line and of those between it and the caret's.
    func characters(ofLine index: Int) -> [Character] {
        Array(text.utf8Slice(bytes(ofLine: index)))
    }

    /// The caret as the number of characters before it on its line.
    ///
    /// - Complexity: O(*m*) in the length of the line.
    var column: Int {
        let start = editor.lineStart
        TextWorkCounter.visit(editor.caretOffset - start)
        return text[editor.index(start)..<editor.index(editor.caretOffset)].count
    }

    /// Moves the caret to a line, before the character at a position (clamped to the line).
    ///
    /// - Complexity: O(*m*) in the length of the lines between.
    private mutating func moveCaret(toLine index: Int, position: Int) {
        let bytes = bytes(ofLine: index)
        editor.moveCaret(toOffset: bytes.lowerBound + text.utf8Slice(bytes).prefix(max(0, position)).utf8.count)
    }

    // MARK: - Editing

    /// Applies an editing key, with nothing to yank: see ``apply(_:killBuffer:)``.
    mutating func apply(_ key: Key) -> LineEditor.Edit? {
        var killBuffer = ""
        return apply(key, killBuffer: &killBuffer)
    }

    /// Applies an editing key: those of a line (``LineEditor/apply(_:killBuffer:)``, where Enter
    /// breaks the line, Ctrl-K at the end of a line joins the next one, Ctrl-Y keeps the line
    /// breaks it puts back, and the word keys cross line ends), and ↑ and ↓ by line. A line
    /// break is an undo step of its own.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - killBuffer: The session's kill buffer.
    /// - Returns: What the key did, or `nil` when it is not an editing key of a text view.
    /// - Complexity: as a line's keys; ↑ and ↓ the length of the lines involved.
    mutating func apply(_ key: Key, killBuffer: inout String) -> LineEditor.Edit? {
        if key == .up || key == .down {
            let down = key == .down
            guard down ? lineIndex < lineCount - 1 : lineIndex > 0 else {
                editor.moveCaret(toOffset: down ? editor.lineEnd : editor.lineStart)
                return .unchanged
            }
            moveCaret(toLine: lineIndex + (down ? 1 : -1), position: column)
            return .unchanged
        }
        let (start, linesBelow, oldCount) = (lineIndex, lineCount - 1 - lineIndex, lineCount)
        let edit = editor.apply(key, killBuffer: &killBuffer)
        if edit == .changed {
            if key == .control("_") || key == .control("^") {
                // Any line may have changed.
                lastChange = (0..<oldCount, 0..<lineCount)
            } else {
                // A change replaces the caret's line (with the line above or below that it
                // joined) with the lines from there to the caret's line now.
                let first = min(start, lineIndex)
                lastChange = (first..<(start + 1 + linesBelow - (lineCount - 1 - lineIndex)), first..<(lineIndex + 1))
            }
        }
        return edit
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
        let line = characters(ofLine: lineIndex)
        let ranges = wraps(lineIndex)
        let caret = column
        let row = Self.visualLine(ofCaret: caret, in: ranges)
        let goal = goalColumn ?? Self.column(of: caret, in: line, from: ranges[row].lowerBound)
        goalColumn = goal
        let target: (line: Int, row: Int)
        if down ? row + 1 < ranges.count : row > 0 {
            target = (lineIndex, row + (down ? 1 : -1))
        } else if down ? lineIndex < lineCount - 1 : lineIndex > 0 {
            let line = lineIndex + (down ? 1 : -1)
            target = (line, down ? 0 : wraps(line).count - 1)
        } else {
            return editor.moveCaret(toOffset: down ? text.utf8.count : 0)
        }
        let targetRanges = wraps(target.line)
        let targetCharacters = target.line == lineIndex ? line : characters(ofLine: target.line)
        let isLast = target.row == targetRanges.count - 1
        moveCaret(
            toLine: target.line, position: Self.position(atColumn: goal, in: targetCharacters, targetRanges[target.row], isLast: isLast))
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
