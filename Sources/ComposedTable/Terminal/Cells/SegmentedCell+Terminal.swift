#if !canImport(UIKit)
extension SegmentedCell: InPlaceEditing, TerminalCell {
    /// Nothing to set up: the row draws its segments.
    func setUpSegments() {}

    /// Nothing to follow: the next frame draws the segments.
    func segmentsDidChange() {}

    /// Nothing to follow: the next frame draws the selection.
    func segmentSelectionDidChange() {}

    /// Enter and Space select the next segment.
    var rowSelectsNextSegment: Bool { true }

    // MARK: - Keys

    var keyHelpTopic: KeyHelpTopic? { .segments }

    func handleValueKey(_ key: Key) -> Bool {
        let offset: Int
        switch key {
        case .left, .character("h"), .character("-"): offset = -1
        case .right, .character("l"), .character("+"): offset = 1
        default: return false
        }
        // With none chosen, → selects the first segment and ← the last.
        let index = hasSelection ? selectedIndex + offset : (offset > 0 ? 0 : segments.count - 1)
        if isEnabled { userDidSelectSegment(index) }
        return true
    }

    // MARK: - Drawing

    /// One line.
    func terminalLineCount(width: Int) -> Int { 1 }

    /// Draws the key on the left and the segments on the right, the selected one in brackets;
    /// with no segments, "No options", dim.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        guard OptionSelection.acceptsUser(count: segments.count) else {
            return drawNoOptions(in: &buffer, at: origin, available: available)
        }
        let keyWidth = DisplayWidth.of(key)
        // With no segment chosen, none is in brackets.
        let chosen = hasSelection ? selectedIndex : -1
        var parts = segments.enumerated().map { index, title in index == chosen ? "[\(title)]" : " \(title) " }
        var selected = chosen
        var controlWidth = 2 + parts.reduce(parts.count - 1) { $0 + DisplayWidth.of($1) }
        if (keyWidth == 0 ? 0 : keyWidth + 2) + controlWidth > available {
            parts = [hasSelection ? parts[selectedIndex] : "   "]
            selected = hasSelection ? 0 : -1
            controlWidth = 2 + DisplayWidth.of(parts[0])
        }
        let keyColumns = max(0, available - controlWidth - 2)
        buffer.draw(
            DisplayWidth.truncateMiddle(key, to: keyColumns), row: origin.row, column: origin.column, style: keyStyle.terminalStyle())
        var column = origin.column + max(0, available - controlWidth)
        column = buffer.draw("‹", row: origin.row, column: column)
        for (index, part) in parts.enumerated() {
            if index > 0 { column = buffer.draw("│", row: origin.row, column: column, style: .dim) }
            column = buffer.draw(part, row: origin.row, column: column, style: index == selected ? [.reverse, .accent] : [])
        }
        buffer.draw("›", row: origin.row, column: column)
    }
}
#endif
