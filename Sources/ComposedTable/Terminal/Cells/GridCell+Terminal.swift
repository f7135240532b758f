#if !canImport(UIKit)
extension GridCell: InPlaceEditing, TerminalCell {
    /// Nothing to set up: the row draws its items.
    func setUpGrid() {}

    /// Nothing to follow: the next frame draws the items.
    func gridOptionsDidChange() {}

    /// Nothing to follow: the next frame draws the selection.
    func gridSelectionDidChange() {}

    /// Nothing to lay out: the next frame draws the row at its new height.
    func gridNeedsLayout() {}

    /// Enter and Space select the item under the items' cursor.
    var gridItemSelectedByRow: Int? { cursorIndex }

    /// The items' cursor stays on the item the user chose.
    func gridItemWasChosen(_ index: Int) {
        movedCursor = index
    }

    /// The item under the items' cursor: where it was moved, else the selection, else the first.
    var cursorIndex: Int {
        GridSelection.cursor(movedCursor, selectedIndex: selectedIndex, count: options.count)
    }

    // MARK: - Keys

    var keyHelpTopic: KeyHelpTopic? { .grid }

    func handleValueKey(_ key: Key) -> Bool {
        let move: GridMove
        switch key {
        case .left, .character("h"): move = .previous
        case .right, .character("l"): move = .next
        case .up, .character("k"): move = .up
        case .down, .character("j"): move = .down
        default: return false
        }
        switch layout(width: lastWidth).step(move, from: cursorIndex, itemCount: options.count, isEnabled: isEnabled) {
        case .item(let index):
            movedCursor = index
            return true
        case .stays:
            return true
        case .leaves:
            return false
        }
    }

    // MARK: - Drawing

    /// The items' layout at a width: one line an item, one column between items, an item at
    /// least ``minimumItemWidth`` wide.
    private func layout(width: Int) -> GridLayout {
        GridLayout(
            width: Double(width), itemsPerRow: itemsPerRow, itemHeight: 1, minimumItemWidth: Double(minimumItemWidth), spacing: 1)
    }

    /// The narrowest an item may be: wide enough for the longest item, its glyph and title,
    /// with the brackets of the cursor and the mark of the selection — 16 columns at most.
    private var minimumItemWidth: Int {
        let longest = options.lazy.map { DisplayWidth.of($0.title) + ($0.systemImage == nil ? 0 : 2) }.max() ?? 0
        return min(longest + 3, 16)
    }

    /// The key's line (unless the key is empty), then a line per line of items; without items,
    /// the key's line only ("No options").
    func terminalLineCount(width: Int) -> Int {
        guard !options.isEmpty else { return 1 }
        return (key.isEmpty ? 0 : 1) + layout(width: width).lineCount(itemCount: options.count)
    }

    /// Draws the key and the selection's summary on the first line (the selected items' titles,
    /// or their number when the titles do not fit), then the items; without items, the key and
    /// "No options", dim.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        lastWidth = width
        guard !options.isEmpty else {
            return drawNoOptions(in: &buffer, at: origin, available: drawTrailing(in: &buffer, at: origin, width: width))
        }
        var top = origin.row
        if !key.isEmpty, lineCount > 0 {
            let available = drawTrailing(in: &buffer, at: origin, width: width)
            let key = Self.lines(of: key)[0]
            let room = available - DisplayWidth.of(key) - KeyValueLine.gap
            KeyValueLine.draw(
                key: key, value: selectionSummary { DisplayWidth.of($0) <= room } ?? "", in: &buffer, row: origin.row,
                column: origin.column, columns: available, keyStyle: keyStyle.terminalStyle(), valueStyle: valueStyle.terminalStyle())
            top += 1
        }
        let layout = layout(width: width)
        let showsCursor = isEnabled && controller?.visibleCursorCell === self
        for (index, option) in options.enumerated() {
            let frame = layout.frame(ofItemAt: index)
            let row = top + Int(frame.y)
            guard row < origin.row + lineCount else { break }
            let isSelected = selectedIndices.contains(index)
            var text = isSelected ? "✓" : " "
            if let systemImage = option.systemImage { text += "\(SystemImageGlyphs.glyph(for: systemImage)) " }
            text += option.title
            text = DisplayWidth.truncate(text, to: max(0, Int(frame.width) - 2))
            let isCursor = showsCursor && index == cursorIndex
            let column = origin.column + Int(frame.x)
            let end = buffer.draw(isCursor ? "[" : " ", row: row, column: column)
            let after = buffer.draw(text, row: row, column: end, style: isSelected ? [.bold, .accent] : [])
            if isCursor { buffer.draw("]", row: row, column: after) }
        }
    }
}
#endif
