#if !canImport(UIKit)
extension MultilineCell: TerminalCell {
    /// As many lines as the wrapped text.
    func terminalLineCount(width: Int) -> Int {
        DisplayWidth.wrap(text, to: width).count
    }

    /// Draws the wrapped text, cut with "…" when the row is shorter than the text.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let lines = DisplayWidth.wrap(text, to: width)
        for (index, line) in lines.prefix(lineCount).enumerated() {
            let isCut = index == lineCount - 1 && lines.count > lineCount
            let shown = isCut ? DisplayWidth.truncate(line + " …", to: width) : line
            buffer.draw(shown, row: origin.row + index, column: origin.column)
        }
    }
}
#endif
