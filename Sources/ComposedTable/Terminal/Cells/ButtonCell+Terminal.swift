#if !canImport(UIKit)
extension ButtonCell: TerminalCell {
    /// Nothing to set up: the row draws its title.
    /// One line per line of the title (`"\n"` breaks it).
    ///
    /// - Parameter width: The columns available to the content.
    func terminalLineCount(width: Int) -> Int { max(1, Self.lines(of: key).count) }

    /// Draws each line of the title centred, in red when destructive.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        for (index, line) in Self.lines(of: key).prefix(max(1, lineCount)).enumerated() {
            let title = DisplayWidth.truncate(line, to: width)
            let column = origin.column + max(0, (width - DisplayWidth.of(title)) / 2)
            buffer.draw(title, row: origin.row + index, column: column, style: isDestructive ? .red : [])
        }
    }
}
#endif
