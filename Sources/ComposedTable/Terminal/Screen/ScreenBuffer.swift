#if !canImport(UIKit)
/// A grid of styled characters: one frame of the terminal, drawn in memory.
///
/// Controllers draw into a buffer; the driver writes it to the terminal with ANSI sequences
/// (`ansiFrame(after:)`), and tests read it as text (``text``) or check a character's style
/// (``style(atRow:column:)``). A wide character takes two columns (or more, as the terminal
/// measured it: see `WidthRules`): its glyph in the first and continuations in the others.
///
/// A frame also says where the terminal's own cursor goes: to the caret of the text being
/// edited (an input method opens its window there), or hidden when no text is edited.
public struct ScreenBuffer: Hashable, Sendable {
    /// A place on the grid.
    package struct Position: Hashable, Sendable {
        package var row: Int
        package var column: Int

        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// One column of one row.
    struct Slot: Hashable, Sendable {
        /// The glyph, or `nil` for the other columns of a wide glyph.
        var glyph: Character?
        var style: TextStyle

        static let blank = Slot(glyph: " ", style: [])
    }

    /// The size of the grid.
    public let size: TerminalSize
    private var slots: [Slot]

    /// Where the terminal's cursor shows — the caret of the text being edited, set by what
    /// draws that caret — or `nil` to hide it. A position outside the grid hides it too.
    package var cursor: Position? {
        didSet {
            guard let cursor, !(0..<size.rows).contains(cursor.row) || !(0..<size.columns).contains(cursor.column) else { return }
            self.cursor = nil
        }
    }

    /// Creates a blank buffer.
    ///
    /// - Parameter size: The grid's size.
    public init(size: TerminalSize) {
        self.size = size
        self.slots = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// Draws text on one row from a column, cut at the right edge (never wrapped): a character
    /// that does not fit entirely is not drawn.
    ///
    /// - Parameters:
    ///   - text: One line of text.
    ///   - row: The row; outside the grid nothing is drawn.
    ///   - column: The first column.
    ///   - style: The style of every character drawn.
    /// - Returns: The column after the last character drawn.
    @discardableResult
    public mutating func draw(_ text: String, row: Int, column: Int, style: TextStyle = []) -> Int {
        guard row >= 0, row < size.rows else { return column }
        var column = max(0, column)
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            guard column + width <= size.columns else { break }
            slots[row * size.columns + column] = Slot(glyph: character, style: style)
            for continuation in 1..<width { slots[row * size.columns + column + continuation] = Slot(glyph: nil, style: style) }
            column += width
        }
        return column
    }

    /// Adds a style to a run of columns on one row (the highlighted row's reverse video).
    ///
    /// - Parameters:
    ///   - style: The style to add.
    ///   - row: The row.
    ///   - columns: The columns; clipped to the grid.
    package mutating func addStyle(_ style: TextStyle, row: Int, columns: Range<Int>) {
        guard row >= 0, row < size.rows else { return }
        for column in columns.clamped(to: 0..<size.columns) {
            slots[row * size.columns + column].style.formUnion(style)
        }
    }

    /// The style of the character at a position.
    public func style(atRow row: Int, column: Int) -> TextStyle {
        slots[row * size.columns + column].style
    }

    /// One row as text, trailing spaces removed.
    public func line(_ row: Int) -> String {
        var line = ""
        for slot in slots[(row * size.columns)..<((row + 1) * size.columns)] {
            if let glyph = slot.glyph { line.append(glyph) }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The whole grid as text: one line per row, trailing spaces and trailing empty rows removed.
    public var text: String {
        var lines = (0..<size.rows).map(line)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Draws a box's border in single lines (`┌─┐`, `│ │`, `└─┘`) around a rectangle: the
    /// alert box's and the key help's.
    ///
    /// - Parameters:
    ///   - top: The border's top row.
    ///   - left: Its left column.
    ///   - width: Its width, corners included (at least 2).
    ///   - height: Its height, corners included (at least 2).
    mutating func drawBorder(row top: Int, column left: Int, width: Int, height: Int) {
        guard width >= 2, height >= 2 else { return }
        let horizontal = String(repeating: "─", count: width - 2)
        draw("┌" + horizontal + "┐", row: top, column: left)
        draw("└" + horizontal + "┘", row: top + height - 1, column: left)
        for row in (top + 1)..<(top + height - 1) {
            draw("│", row: row, column: left)
            draw("│", row: row, column: left + width - 1)
        }
    }

    /// Whether a row holds the same glyphs and styles as the same row of another buffer of the
    /// same width.
    func rowEquals(_ row: Int, _ other: ScreenBuffer) -> Bool {
        let range = (row * size.columns)..<((row + 1) * size.columns)
        return other.size.columns == size.columns && other.slots[range] == slots[range]
    }

    /// The buffer at the left of a wider grid (the readable column of a wide terminal), the rest
    /// blank; its cursor goes with it.
    ///
    /// - Parameter columns: The wider grid's columns; no more than the buffer's gives it as is.
    /// - Complexity: O(*r* × *c*) in the wider grid's rows and columns.
    package func widened(to columns: Int) -> ScreenBuffer {
        guard columns > size.columns else { return self }
        var wide = ScreenBuffer(size: TerminalSize(columns: columns, rows: size.rows))
        for row in 0..<size.rows {
            wide.slots.replaceSubrange(
                (row * columns)..<(row * columns + size.columns), with: slots[(row * size.columns)..<((row + 1) * size.columns)])
        }
        wide.cursor = cursor
        return wide
    }

    /// The bytes that draw the rows that differ from a previous frame (all rows when there is
    /// none, or its size differs): cursor moves, SGR styles and glyphs; then the terminal's
    /// cursor, moved to `cursor` and shown (`ESC [?25h`), or hidden (`ESC [?25l`).
    ///
    /// The cursor is hidden while rows are written, so that it never shows where they are.
    ///
    /// A row never spills into the next, whatever width the terminal gives a glyph: after a
    /// glyph whose width terminals disagree about (`DisplayWidth.isUncertain(_:)`) the cursor
    /// is placed again at the column the buffer has next, its columns blanked first (so a
    /// terminal that draws it narrower leaves no stale text), and a row that ends in blank
    /// columns ends with erase-to-end-of-line instead of spaces. With the terminal's autowrap off
    /// (the driver's enter sequence) a glyph drawn wider than counted is cut at the right edge.
    ///
    /// - Parameter previous: The frame on the terminal now.
    /// - Returns: The ANSI text to write.
    /// - Complexity: O(*c*) in the columns of the rows that changed.
    package func ansiFrame(after previous: ScreenBuffer?) -> String {
        let redrawAll = previous?.size != size
        var output = redrawAll ? "\u{1B}[0m\u{1B}[2J" : ""
        // Whether the terminal shows its cursor now; unknown when everything is drawn again.
        let wasShown: Bool? = redrawAll ? nil : previous?.cursor != nil
        let rows = changedRows(after: redrawAll ? nil : previous)
        let hides = !rows.isEmpty && wasShown != false
        if hides { output += Self.hideCursor }
        output += rows
        if let cursor {
            if output.isEmpty, previous?.cursor == cursor { return "" }
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H"
            if hides || wasShown != true { output += Self.showCursor }
        } else if wasShown == true, !hides {
            output += Self.hideCursor
        }
        return output
    }

    /// Hides the terminal's cursor.
    package static let hideCursor = "\u{1B}[?25l"
    /// Shows the terminal's cursor.
    package static let showCursor = "\u{1B}[?25h"

    /// The bytes that draw the rows that differ from a previous frame of the same size, or every
    /// row.
    private func changedRows(after previous: ScreenBuffer?) -> String {
        var output = ""
        for row in 0..<size.rows {
            if let previous, rowEquals(row, previous) { continue }
            output += "\u{1B}[\(row + 1);1H" + ansiRow(row)
        }
        return output
    }

    /// The bytes that draw one row from its left edge, where the cursor is: SGR styles and
    /// glyphs, the blank columns that end it erased rather than written, styles reset at the end.
    /// After a glyph whose width terminals disagree about (`DisplayWidth.isUncertain(_:)`), its
    /// columns are blanked first and the cursor is placed again on the next column the buffer
    /// has (`ESC [nG`, the row's own column: inline screens use it too), so that however wide
    /// the terminal draws it, nothing after it moves and nothing spills into the next row.
    func ansiRow(_ row: Int) -> String {
        let range = (row * size.columns)..<((row + 1) * size.columns)
        var output = ""
        var end = range.upperBound
        while end > range.lowerBound, slots[end - 1] == .blank { end -= 1 }
        var current: TextStyle? = nil
        var index = range.lowerBound
        while index < end {
            let slot = slots[index]
            index += 1
            guard let glyph = slot.glyph else { continue }
            if slot.style != current {
                output += "\u{1B}[\(slot.style.sgrParameters)m"
                current = slot.style
            }
            guard DisplayWidth.isUncertain(glyph) else {
                output.append(glyph)
                continue
            }
            var next = index
            while next < range.upperBound, slots[next].glyph == nil { next += 1 }
            let column = index - range.lowerBound  // the glyph's, from 1
            let width = next - index + 1
            output += String(repeating: " ", count: width)
            output += "\u{1B}[\(column)G"
            output.append(glyph)
            output += "\u{1B}[\(column + width)G"
        }
        if end < range.upperBound {
            if let current, current != [] { output += "\u{1B}[0m" }
            output += "\u{1B}[K"
        }
        return output + "\u{1B}[0m"
    }
}
#endif
