#if !canImport(UIKit)
/// The state of a multi-line text being edited: its lines and the caret.
///
/// The line with the caret is a ``LineEditor`` (whole characters, O(1) amortized per key, the
/// same rules for what enters a line); the lines above and below it are kept as strings. Enter
/// splits the line at the caret, Backspace at the start of a line joins it to the one above,
/// Delete at its end joins the one below, ←/→ cross line ends, ↑/↓ move to the same character
/// position on the line above or below (to the start or end of the text on the first or last
/// line). A paste keeps its line breaks (`"\n"`, `"\r\n"`, `"\r"`, U+0085, U+2028, U+2029,
/// vertical tab and form feed each start a new line); a tab becomes a space and other control
/// characters are dropped, as in a line.
///
/// # Performance
/// A character costs O(1) amortized; Enter, joining lines and ↑/↓ cost the length of the lines
/// involved; ``text`` costs O(*n*) when the text changed since it was last read.
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

    /// Starts editing a text, with the caret at its end.
    init(text: String) {
        original = text
        var lines = Self.lines(of: text)
        line = LineEditor(text: lines.removeLast())
        above = lines
        below = []
        knownText = nil
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

    /// The lines as characters, for drawing.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    var lines: [[Character]] {
        above.map(Array.init) + [line.characters] + below.reversed().map(Array.init)
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
        let edit = edit(key)
        if edit == .changed { knownText = nil }
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
