#if !canImport(UIKit)
extension StepperCell {
    /// Nothing to set up: the row draws the number between − and +.
    func setUpStepper() {}
}

/// Its keys are a stepped number's (`SteppedNumberRow`): ←/→, h/l, -/+ step the number down or up.
extension StepperCell: InPlaceEditing {}

extension StepperCell: TerminalCell {
    /// One line.
    func terminalLineCount(width: Int) -> Int { 1 }

    /// Draws the key on the left and `− number +` on the right, a sign dim at its end of the
    /// range.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let text = numberText
        let controlWidth = DisplayWidth.of(text) + 4
        let keyText = DisplayWidth.truncateMiddle(key, to: max(0, available - controlWidth - 2))
        buffer.draw(keyText, row: origin.row, column: origin.column, style: keyStyle.terminalStyle())
        var column = origin.column + max(0, available - controlWidth)
        column = buffer.draw("−", row: origin.row, column: column, style: number > range.lowerBound ? [] : .dim)
        column = buffer.draw(" \(text) ", row: origin.row, column: column, style: valueStyle.terminalStyle())
        buffer.draw("+", row: origin.row, column: column, style: number < range.upperBound ? [] : .dim)
    }
}
#endif
