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

    /// What the text looks like at a step of its history: the text and the caret.
    struct Snapshot: Sendable {
        var text: String
        var lineIndex: Int
        var caret: Int
    }

    /// The undo and redo steps.
    private var history = EditHistory<Snapshot>()

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
    /// - Complexity: as a line's keys, plus O(*n*) in the length of the text for a key that
    ///   starts an undo step, for undo and for redo.
    mutating func apply(_ key: Key, killBuffer: inout String) -> LineEditor.Edit? {
        if key == .control("_") || key == .control("^") {
            let current = snapshot
            let state = key == .control("_") ? history.undo(from: current) : history.redo(from: current)
            guard let state else { return .unchanged }
            restore(state)
            return .changed
        }
        let kind: EditKind? = key == .enter ? .inserting : LineEditor.kind(of: key)
        var before: Snapshot?
        if let kind, history.startsStep(kind) { before = snapshot }
        let continuesKill = history.lastKind == .killing
        var killed: LineEditor.Killed?
        let start = lineIndex
        let linesBelow = below.count
        let edit = edit(key, yank: killBuffer, killed: &killed)
        if let killed, !killed.text.isEmpty {
            killBuffer = killed.buffer(after: killBuffer, continuingRun: continuesKill)
        }
        if edit == .changed {
            knownText = nil
            // A change replaces the caret's line (with the line above or below that it joined)
            // with the lines from there to the caret's line now (more after a line break).
            let first = min(start, lineIndex)
            lastChange = (first..<(start + 1 + linesBelow - below.count), first..<(lineIndex + 1))
            if let kind { history.didChange(kind, before: before) }
        } else if kind != .killing {
            history.endRun()
        }
        return edit
    }

    /// The text and the caret now.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    private var snapshot: Snapshot {
        mutating get { Snapshot(text: text, lineIndex: lineIndex, caret: line.caret) }
    }

    /// Goes back to a step of the history: every line may have changed.
    private mutating func restore(_ state: Snapshot) {
        let oldCount = lineCount
        var lines = Self.lines(of: state.text)
        let index = min(state.lineIndex, lines.count - 1)
        below = lines[(index + 1)...].reversed()
        line = LineEditor(text: lines[index], caret: state.caret)
        lines.removeSubrange(index...)
        above = lines
        knownText = state.text
        lastChange = (0..<oldCount, 0..<lineCount)
    }

    private mutating func edit(_ key: Key, yank: String, killed: inout LineEditor.Killed?) -> LineEditor.Edit? {
        switch key {
        case .enter:
            breakLine()
            return .changed
        case .paste(let pasted):
            return insert(pasted)
        case .control("y"):
            return insert(yank)
        case .backspace where line.caret == 0 && !above.isEmpty:
            let previous = above.removeLast()
            line = LineEditor(text: previous + line.text, caret: previous.count)
            return .changed
        case .delete where line.caret == line.count && !below.isEmpty:
            joinLineBelow()
            return .changed
        case .control("k") where line.caret == line.count && !below.isEmpty:
            joinLineBelow()
            killed = LineEditor.Killed(text: "\n", isBackward: false)
            return .changed
        case .left where line.caret == 0 && !above.isEmpty,
            .wordLeft where line.caret == 0 && !above.isEmpty,
            .alt("b") where line.caret == 0 && !above.isEmpty,
            .alt("B") where line.caret == 0 && !above.isEmpty:
            below.append(line.text)
            line = LineEditor(text: above.removeLast())
        case .right where line.caret == line.count && !below.isEmpty,
            .wordRight where line.caret == line.count && !below.isEmpty,
            .alt("f") where line.caret == line.count && !below.isEmpty,
            .alt("F") where line.caret == line.count && !below.isEmpty:
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
            return line.edit(key, yank: yank, killed: &killed)
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
        }
        return changed ? .changed : .unchanged
    }

    /// Joins the line below to the caret's line, the caret staying where it is.
    private mutating func joinLineBelow() {
        let caret = line.count
        line = LineEditor(text: line.text + below.removeLast(), caret: caret)
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
