#if !canImport(UIKit)
/// How a row's key and value share one line: the key at its start, the value at its end, two
/// columns apart at least.
///
/// When both do not fit, neither is hidden: the value keeps its natural width when that is at
/// most a third of the line (less the gap), else a third — or more, when the key leaves it more —
/// and the key takes the rest; each is cut in its middle
/// (``DisplayWidth/truncateMiddle(_:to:)``): `Notifi…ttings  Every 5…inutes`.
enum KeyValueLine {
    /// The columns between the key and the value.
    static let gap = 2

    /// The columns the key and the value take on a line.
    ///
    /// - Parameters:
    ///   - keyWidth: The key's natural width.
    ///   - valueWidth: The value's natural width.
    ///   - columns: The line's columns.
    /// - Returns: Both natural widths when they fit with the gap; else shares of the line less
    ///   the gap, the value's at least a third (its natural width when that is less). On a line
    ///   too narrow for two parts (fewer than 4 columns) the key takes it all.
    static func shares(keyWidth: Int, valueWidth: Int, columns: Int) -> (key: Int, value: Int) {
        if keyWidth + gap + valueWidth <= columns || valueWidth == 0 { return (min(keyWidth, columns), min(valueWidth, columns)) }
        if keyWidth == 0 { return (0, min(valueWidth, columns)) }
        let room = columns - gap
        guard room >= 2 else { return (max(0, columns), 0) }
        let value = min(valueWidth, max((room + 2) / 3, room - keyWidth))
        return (min(keyWidth, room - value), value)
    }

    /// Draws a key at the start of a line and a value at its end, sharing the line as
    /// ``shares(keyWidth:valueWidth:columns:)`` says, each cut in its middle when it must be.
    ///
    /// - Parameters:
    ///   - key: One line of the key.
    ///   - value: One line of the value; empty, the key takes the whole line.
    ///   - buffer: The screen.
    ///   - row: The screen row.
    ///   - column: The line's first column.
    ///   - columns: The line's columns.
    ///   - keyStyle: The key's style.
    ///   - valueStyle: The value's style.
    /// - Complexity: O(*w*) in the line's columns, plus what measuring the key and the value
    ///   costs.
    static func draw(
        key: String, value: String, in buffer: inout ScreenBuffer, row: Int, column: Int, columns: Int, keyStyle: TextStyle = [],
        valueStyle: TextStyle = []
    ) {
        let (keyColumns, valueColumns) = shares(keyWidth: DisplayWidth.of(key), valueWidth: DisplayWidth.of(value), columns: columns)
        if keyColumns > 0 { buffer.draw(DisplayWidth.truncateMiddle(key, to: keyColumns), row: row, column: column, style: keyStyle) }
        guard valueColumns > 0 else { return }
        let shown = DisplayWidth.truncateMiddle(value, to: valueColumns)
        buffer.draw(shown, row: row, column: column + columns - DisplayWidth.of(shown), style: valueStyle)
    }
}
#endif
