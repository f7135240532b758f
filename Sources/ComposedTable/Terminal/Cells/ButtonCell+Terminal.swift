#if !canImport(UIKit)
extension ButtonCell: TerminalCell {
    /// Nothing to set up: the row draws its title.
    func setUpButton() {}

    /// Draws the title centred, in red when destructive.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let title = DisplayWidth.truncate(key, to: width)
        let column = origin.column + max(0, (width - DisplayWidth.of(title)) / 2)
        buffer.draw(title, row: origin.row, column: column, style: isDestructive ? .red : [])
    }
}
#endif
