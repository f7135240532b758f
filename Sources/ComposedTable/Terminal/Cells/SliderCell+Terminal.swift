#if !canImport(UIKit)
extension SliderCell {
    /// Nothing to set up: the row draws the number as a bar.
    func setUpSlider() {}

    /// The pictures at the ends of the bar changed: the row draws again.
    func endImagesDidChange() {
        contentDidChange()
    }
}

/// Its keys are a stepped number's (`SteppedNumberRow`): ←/→, h/l, -/+ move the number a step.
extension SliderCell: InPlaceEditing {}

extension SliderCell: TerminalCell {
    /// One line.
    func terminalLineCount(width: Int) -> Int { 1 }

    /// Draws the key, a bar with its knob `●` where the number lies — between the glyphs of
    /// ``minimumValueImage`` and ``maximumValueImage``, when set — and the number's text
    /// (``format``'s, or the default), right-aligned in at least 5 columns.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let text = numberText
        let textWidth = max(5, DisplayWidth.of(text))
        let alignedText = String(repeating: " ", count: textWidth - DisplayWidth.of(text)) + text
        let startWidth = minimumValueImage?.terminalWidth ?? 0
        let endWidth = maximumValueImage?.terminalWidth ?? 0
        // The bar takes what the key leaves, and at least 3 columns (the key is cut first).
        let fixed = 3 + textWidth + startWidth + endWidth
        let barWidth = max(3, available - DisplayWidth.of(key) - fixed)
        let key = DisplayWidth.truncateMiddle(self.key, to: max(0, available - barWidth - fixed))
        buffer.draw(key, row: origin.row, column: origin.column, style: keyStyle.terminalStyle())
        let barStart = origin.column + max(0, available - barWidth - 1 - textWidth - endWidth)
        // Too narrow for the quiet end's picture before the bar: it goes, never over the row's image.
        if let minimumValueImage, barStart - startWidth >= origin.column {
            buffer.draw(
                minimumValueImage.terminalText, row: origin.row, column: barStart - startWidth, style: minimumValueImage.terminalStyle)
        }
        if let maximumValueImage {
            buffer.draw(
                maximumValueImage.terminalText, row: origin.row, column: barStart + barWidth + 1, style: maximumValueImage.terminalStyle)
        }
        let knob = Int((steppedNumber.fraction * Double(barWidth - 1)).rounded())
        buffer.draw(String(repeating: "━", count: knob), row: origin.row, column: barStart, style: .accent)
        buffer.draw("●", row: origin.row, column: barStart + knob, style: .bold)
        buffer.draw(String(repeating: "─", count: barWidth - 1 - knob), row: origin.row, column: barStart + knob + 1, style: .dim)
        buffer.draw(alignedText, row: origin.row, column: barStart + barWidth + 1 + endWidth, style: valueStyle.terminalStyle())
    }
}
#endif
