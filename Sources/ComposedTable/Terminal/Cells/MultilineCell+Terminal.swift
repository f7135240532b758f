#if !canImport(UIKit)
extension MultilineCell: TerminalCell {
    /// As many lines as the wrapped text.
    func terminalLineCount(width: Int) -> Int {
        DisplayWidth.wrap(text, to: width).count
    }

    /// Draws the wrapped text, each line aligned within the width (by its display width, without
    /// its trailing spaces), cut with "…" when the row is shorter than the text.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let lines = DisplayWidth.wrap(text, to: width)
        for (index, line) in lines.prefix(lineCount).enumerated() {
            let isCut = index == lineCount - 1 && lines.count > lineCount
            var shown = isCut ? DisplayWidth.truncate(line + " …", to: width) : line
            while shown.last == " " { shown.removeLast() }
            let room = max(0, width - DisplayWidth.of(shown))
            let offset =
                switch textAlignment {
                case .leading: 0
                case .center: room / 2
                case .trailing: room
                }
            buffer.draw(shown, row: origin.row + index, column: origin.column + offset)
        }
    }
}
#endif
