#if !canImport(UIKit)
/// The state of a multi-line text being edited: its lines and the caret.
///
/// The line with the caret is a ``LineEditor`` (whole characters, O(1) amortized per key, the
/// same rules for what enters a line); the lines above and below it are kept as strings. Enter
/// splits the line at the caret, Backspace at the start of a line joins it to the one above,
/// Delete at its end joins the one below, ←/→ cross line ends, ↑/↓ move to the same character
/// position on the line above or below (to the start or end of the text on the first or last
/// line; a text view moves by visual line instead, ``moveVertically(down:wraps:goalColumn:)``).
/// A paste keeps its line breaks (`"\n"`, `"\r\n"`, `"\r"`, U+0085, U+2028, U+2029,
/// vertical tab and form feed each start a new line); a tab becomes a space and other control
/// characters are dropped, as in a line.
///
/// # Performance
/// A character costs O(1) amortized; Enter, joining lines and ↑/↓ cost the length of the lines
/// involved; ``text`` and ``lineTexts`` cost O(*n*), ``text`` only when the text changed since it
/// was last read.
struct TextEditor: Sendable {
    /// The text as it was when editing began.
    let original: String
    /// The lines before the caret's line, in order.
    private var above: [String]
    /// The lines after the caret's line, last first.
    private var below: [String]
    /// The line with the caret.
    private(set) var line: LineEditor
    /// ``text``, when it is known.
    private var knownText: String?
    /// The lines the last change replaced (numbered as before it) and the lines in their place
    /// (numbered as after it), for a ``TextLayout`` to wrap only those; `nil` until a change.
    private(set) var lastChange: (old: Range<Int>, new: Range<Int>)?

    /// Starts editing a text, with the caret at its end.
    init(text: String) {
        original = text
        var lines = Self.lines(of: text)
        line = LineEditor(text: lines.removeLast())
        above = lines
        below = []
        knownText = nil
        lastChange = nil
    }

    /// A text's lines, at every line break.
    static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    // MARK: - Reading

    /// The index of the caret's line.
    var lineIndex: Int { above.count }

    /// The number of lines.
    var lineCount: Int { above.count + 1 + below.count }

    /// The lines, as strings.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    var lineTexts: [String] {
        above + [line.textBeforeCaret + line.textAfterCaret] + below.reversed()
    }

    /// One line's characters.
    ///
    /// - Complexity: O(*m*) in the length of the line.
    func characters(ofLine index: Int) -> [Character] {
        if index < above.count { return Array(above[index]) }
        if index == above.count { return line.characters }
        return Array(below[below.count - 1 - (index - above.count - 1)])
    }

    /// The text, lines joined with `"\n"`.
    ///
    /// - Complexity: O(1) when it was read since the last change, else O(*n*).
    var text: String {
        mutating get {
            if let knownText { return knownText }
            var text = above.joined(separator: "\n")
            if !above.isEmpty { text += "\n" }
            text += line.text
            for next in below.reversed() { text += "\n" + next }
            knownText = text
            return text
        }
    }

    // MARK: - Editing

    /// Applies an editing key.
    ///
    /// - Returns: What the key did, or `nil` when it is not an editing key of a text view.
    mutating func apply(_ key: Key) -> LineEditor.Edit? {
        let start = lineIndex
        let linesBelow = below.count
        let edit = edit(key)
        if edit == .changed {
            knownText = nil
            // A change replaces the caret's line (with the line above or below that it joined)
            // with the lines from there to the caret's line now (more after a line break).
            let first = min(start, lineIndex)
            lastChange = (first..<(start + 1 + linesBelow - below.count), first..<(lineIndex + 1))
        }
        return edit
    }

    private mutating func edit(_ key: Key) -> LineEditor.Edit? {
        switch key {
        case .enter:
            breakLine()
            return .changed
        case .paste(let pasted):
            var changed = false
            for (index, part) in Self.lines(of: pasted).enumerated() {
                if index > 0 {
                    breakLine()
                    changed = true
                }
                if !part.isEmpty, line.apply(.paste(part)) == .changed { changed = true }
            }
            return changed ? .changed : .unchanged
        case .backspace where line.caret == 0 && !above.isEmpty:
            let previous = above.removeLast()
            line = LineEditor(text: previous + line.text, caret: previous.count)
            return .changed
        case .delete where line.caret == line.count && !below.isEmpty:
            let caret = line.count
            line = LineEditor(text: line.text + below.removeLast(), caret: caret)
            return .changed
        case .left where line.caret == 0 && !above.isEmpty:
            below.append(line.text)
            line = LineEditor(text: above.removeLast())
        case .right where line.caret == line.count && !below.isEmpty:
            above.append(line.text)
            line = LineEditor(text: below.removeLast(), caret: 0)
        case .up:
            guard !above.isEmpty else { return line.apply(.home) }
            let caret = line.caret
            below.append(line.text)
            line = LineEditor(text: above.removeLast(), caret: caret)
        case .down:
            guard !below.isEmpty else { return line.apply(.end) }
            let caret = line.caret
            above.append(line.text)
            line = LineEditor(text: below.removeLast(), caret: caret)
        default:
            return line.apply(key)
        }
        return .unchanged
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
            guard !below.isEmpty else { return line.moveCaret(to: line.count) }
            above.append(line.text)
            line = LineEditor(text: below.removeLast(), caret: 0)
        } else {
            guard !above.isEmpty else { return line.moveCaret(to: 0) }
            below.append(line.text)
            line = LineEditor(text: above.removeLast())
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
        above.append(line.textBeforeCaret)
        line = LineEditor(text: line.textAfterCaret, caret: 0)
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
