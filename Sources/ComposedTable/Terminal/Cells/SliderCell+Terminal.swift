#if !canImport(UIKit)
extension SliderCell {
    /// Nothing to set up: the row draws the number as a bar.
    func setUpSlider() {}
}

/// Its keys are a stepped number's (`SteppedNumberRow`): ←/→, h/l, -/+ move the number a step.
extension SliderCell: InPlaceEditing {}

extension SliderCell: TerminalCell {
    /// One line.
    func terminalLineCount(width: Int) -> Int { 1 }

    /// Draws the key, a bar with its knob `●` where the number lies, and the number's text
    /// (``format``'s, or the default), right-aligned in at least 5 columns.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let text = numberText
        let textWidth = max(5, DisplayWidth.of(text))
        let alignedText = String(repeating: " ", count: textWidth - DisplayWidth.of(text)) + text
        // The bar takes what the key leaves, and at least 3 columns (the key is cut first).
        let barWidth = max(3, available - DisplayWidth.of(key) - 3 - textWidth)
        let key = DisplayWidth.truncate(self.key, to: max(0, available - barWidth - 3 - textWidth))
        buffer.draw(key, row: origin.row, column: origin.column)
        let barStart = origin.column + max(0, available - barWidth - 1 - textWidth)
        let knob = Int((steppedNumber.fraction * Double(barWidth - 1)).rounded())
        buffer.draw(String(repeating: "━", count: knob), row: origin.row, column: barStart, style: .accent)
        buffer.draw("●", row: origin.row, column: barStart + knob, style: .bold)
        buffer.draw(String(repeating: "─", count: barWidth - 1 - knob), row: origin.row, column: barStart + knob + 1, style: .dim)
        buffer.draw(alignedText, row: origin.row, column: barStart + barWidth + 1)
    }
}
#endif
