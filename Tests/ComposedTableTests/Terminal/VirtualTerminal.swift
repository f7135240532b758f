@testable import ComposedTable

/// A small VT emulator for tests: a grid that replays the bytes the loop writes, as a terminal
/// with its own idea of how wide each glyph is.
///
/// It knows what the terminal backend writes: cursor moves (CUP), erase in line and display
/// (EL, ED), save and restore the cursor (`ESC 7`, `ESC 8`), reverse video (the rest of SGR is
/// ignored), autowrap on and off (`ESC [?7h`, `ESC [?7l`; other modes are ignored), cursor
/// position reports (`ESC [6n`, answered when ``answersCursorReports``), carriage return and
/// line feed. Text is drawn cluster by cluster with ``width``; a glyph written over part of a
/// wide glyph erases all of it (as tmux does); with autowrap on, writing past the right edge
/// goes on on the next row (scrolling at the bottom), as a real terminal does; with autowrap
/// off, a glyph that does not fit before the right edge is not drawn (as tmux does).
struct VirtualTerminal {
    /// One column of the grid.
    struct Cell: Equatable {
        /// The glyph, or `nil` for the other columns of a wide glyph.
        var glyph: Character?
        var isReverse = false

        static let blank = Cell(glyph: " ")
    }

    let columns: Int
    let rows: Int
    /// How wide this terminal draws a glyph.
    let width: (Character) -> Int
    /// Whether the terminal answers `ESC [6n`.
    var answersCursorReports: Bool
    private(set) var cells: [[Cell]]
    /// The cursor, from 0.
    private(set) var cursor = (row: 0, column: 0)
    private(set) var autowrap = true
    private var savedCursor = (row: 0, column: 0)
    /// A glyph was written in the last column: the next one goes on the next row (with autowrap).
    private var pendingWrap = false
    private var isReverse = false
    /// Bytes of an escape sequence or text whose end has not arrived.
    private var pending: [UInt8] = []

    init(columns: Int, rows: Int, answersCursorReports: Bool = true, width: @escaping (Character) -> Int) {
        self.columns = columns
        self.rows = rows
        self.width = width
        self.answersCursorReports = answersCursorReports
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    /// One row as text, trailing spaces removed.
    func line(_ row: Int) -> String {
        var line = ""
        for cell in cells[row] { if let glyph = cell.glyph { line.append(glyph) } }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The grid as text, as `ScreenBuffer.text` has it.
    var text: String {
        var lines = (0..<rows).map(line)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Replays bytes written to the terminal.
    ///
    /// - Returns: What the terminal answers (cursor position reports).
    @discardableResult
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        pending.append(contentsOf: bytes)
        var answers: [UInt8] = []
        var index = 0
        var text: [UInt8] = []
        func drawText() {
            guard !text.isEmpty else { return }
            for character in String(decoding: text, as: UTF8.self) { put(character) }
            text.removeAll()
        }
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                guard index + 1 < pending.count else { break }
                let second = pending[index + 1]
                if second == UInt8(ascii: "7") || second == UInt8(ascii: "8") {
                    drawText()
                    if second == UInt8(ascii: "7") { savedCursor = cursor } else { moveCursor(to: savedCursor) }
                    index += 2
                    continue
                }
                guard second == UInt8(ascii: "[") else {
                    index += 2
                    continue
                }
                var end = index + 2
                while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                guard end < pending.count else { break }
                drawText()
                let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
                answers += control(final: pending[end], parameters: parameters)
                index = end + 1
                continue
            case 0x0D:
                drawText()
                moveCursor(to: (cursor.row, 0))
                index += 1
                continue
            case 0x0A:
                drawText()
                lineFeed()
                index += 1
                continue
            case 0x00..<0x20:
                drawText()
                index += 1
                continue
            default:
                text.append(byte)
                index += 1
                continue
            }
            break  // an escape sequence whose end has not arrived
        }
        // Text at the end may go on in the next bytes (a cluster cut between writes): kept.
        pending.removeFirst(index - text.count)
        return answers
    }

    private mutating func control(final: UInt8, parameters: String) -> [UInt8] {
        let isPrivate = parameters.hasPrefix("?")
        let numbers = parameters.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        switch Character(Unicode.Scalar(final)) {
        case "H", "f":
            moveCursor(to: (min(rows, max(1, number(0, default: 1))) - 1, min(columns, max(1, number(1, default: 1))) - 1))
        case "G":  // the column, on the cursor's row
            moveCursor(to: (cursor.row, min(columns, max(1, number(0, default: 1))) - 1))
        case "K":
            let columns: Range<Int> =
                switch number(0, default: 0) {
                case 1: 0..<(cursor.column + 1)
                case 2: 0..<self.columns
                default: cursor.column..<self.columns
                }
            for column in columns { erase(row: cursor.row, column: column) }
            pendingWrap = false
        case "J":
            let all = number(0, default: 0) == 2
            for row in (all ? 0 : cursor.row)..<rows {
                for column in (row == cursor.row && !all ? cursor.column : 0)..<columns { erase(row: row, column: column) }
            }
        case "m":
            for value in numbers.map({ $0 ?? 0 }) {
                if value == 0 || value == 27 { isReverse = false }
                if value == 7 { isReverse = true }
            }
        case "n" where number(0, default: 0) == 6 && answersCursorReports:
            return Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)R".utf8)
        case "h" where isPrivate && numbers.contains(7):
            autowrap = true
        case "l" where isPrivate && numbers.contains(7):
            autowrap = false
            pendingWrap = false
        default:
            break
        }
        return []
    }

    private mutating func moveCursor(to position: (row: Int, column: Int)) {
        cursor = position
        pendingWrap = false
    }

    private mutating func lineFeed() {
        if cursor.row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: .blank, count: columns))
        } else {
            cursor.row += 1
        }
    }

    /// Blanks a column, and the rest of the wide glyph it is part of.
    private mutating func erase(row: Int, column: Int) {
        var start = column
        while start > 0, cells[row][start].glyph == nil { start -= 1 }
        var end = start + 1
        while end < columns, cells[row][end].glyph == nil { end += 1 }
        for column in start..<end { cells[row][column] = .blank }
    }

    private mutating func put(_ character: Character) {
        let glyphWidth = min(columns, width(character))
        guard glyphWidth > 0 else { return }
        if pendingWrap, autowrap {
            cursor.column = 0
            lineFeed()
        }
        pendingWrap = false
        if cursor.column + glyphWidth > columns {
            guard autowrap else { return }  // as tmux: a glyph that does not fit is not drawn
            cursor.column = 0
            lineFeed()
        }
        for column in cursor.column..<(cursor.column + glyphWidth) { erase(row: cursor.row, column: column) }
        cells[cursor.row][cursor.column] = Cell(glyph: character, isReverse: isReverse)
        for column in (cursor.column + 1)..<(cursor.column + glyphWidth) {
            cells[cursor.row][column] = Cell(glyph: nil, isReverse: isReverse)
        }
        cursor.column += glyphWidth
        if cursor.column >= columns {
            cursor.column = columns - 1
            pendingWrap = true
        }
    }
}

/// How terminals draw the clusters they disagree about, written independently of
/// `DisplayWidth`'s rules (only a lone scalar's width is taken from it).
enum TerminalWidths {
    /// The width most terminals give a lone scalar: `DisplayWidth`'s, ambiguous characters in
    /// one column or two.
    private static func scalarWidth(_ scalar: Unicode.Scalar, ambiguous: Int) -> Int {
        let standard = WidthRules.$current.withValue(.standard) { DisplayWidth.of(Character(scalar)) }
        return standard == 1 && WidthRules.isAmbiguous(scalar) ? ambiguous : standard
    }

    private static func isModifier(_ scalar: Unicode.Scalar) -> Bool { (0x1F3FB...0x1F3FF).contains(scalar.value) }

    /// tmux 3.3a, as measured in it: a skin tone is drawn apart (`👍🏽` in 4 columns), what follows
    /// a ZWJ joins the glyph before it (`👨‍👩‍👧` in 2, `👩🏽‍💻` in 4), VS16 is ignored (`❤️` in 1),
    /// a regional indicator takes one column (`🇯🇵` in 2).
    static func tmux(_ character: Character) -> Int {
        var width = 0
        var joinsNext = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0x200D {
                joinsNext = true
                continue
            }
            if joinsNext {
                joinsNext = false
                continue
            }
            if isModifier(scalar) {
                width += 2
            } else if (0x1F1E6...0x1F1FF).contains(scalar.value) {
                width += 1
            } else {
                width += scalarWidth(scalar, ambiguous: 1)
            }
        }
        return width
    }

    /// A terminal that draws every emoji cluster as one two-column glyph (kitty, iTerm2, WezTerm).
    static func joining(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count > 1,
            scalars.contains(where: { isModifier($0) || [0x200D, 0xFE0F].contains($0.value) || (0x1F1E6...0x1F1FF).contains($0.value) })
        {
            return 2
        }
        return scalars.map { scalarWidth($0, ambiguous: 1) }.max() ?? 0
    }

    /// An older terminal set up for a CJK locale: each scalar apart (a skin tone and each emoji
    /// of a ZWJ sequence in 2 columns, each regional indicator in 2, VS16 ignored), ambiguous
    /// characters in 2.
    static func separate(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { width, scalar in
            if isModifier(scalar) || (0x1F1E6...0x1F1FF).contains(scalar.value) { return width + 2 }
            return width + scalarWidth(scalar, ambiguous: 2)
        }
    }
}
