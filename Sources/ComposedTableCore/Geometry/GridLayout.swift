/// Where the items of a grid go: up to a number of items per line across a width, line after
/// line — a row of colour swatches or icons.
///
/// The layout is ``ItemLayout`` and ``LayoutRect`` put to work, and both backends' grid rows use
/// it: UIKit places its item views at ``frame(ofItemAt:isRightToLeft:)`` in points, the terminal
/// draws its items at the same frames in columns and lines. It decides how many items fit on a
/// line: `itemsPerRow`, fewer when the items would be narrower than `minimumItemWidth` (a tap
/// target, a title), never fewer than one.
///
/// ```swift
/// let layout = GridLayout(width: 320, itemsPerRow: 6, itemHeight: 44, minimumItemWidth: 50, spacing: 8, lineSpacing: 8)
/// layout.columns                    // 5: six would be 46 points wide, five are 57
/// layout.lineCount(itemCount: 12)   // 3
/// layout.frame(ofItemAt: 6)         // x: 65, y: 52, width: 57, height: 44
/// ```
package struct GridLayout: Hashable, Sendable {
    /// How many items a line holds: at least 1.
    package let columns: Int
    /// The size of every item.
    package let itemSize: LayoutSize
    /// The space between two items of a line.
    package let spacing: Double
    /// The space between two lines.
    package let lineSpacing: Double
    /// The space before the first item of each line.
    package let leadingInset: Double
    /// The width the grid was laid out in, insets included.
    package let width: Double

    /// Lays out items across a width.
    ///
    /// - Parameters:
    ///   - width: The width available, insets included.
    ///   - itemsPerRow: How many items a line holds at most; at least 1.
    ///   - itemHeight: The height of every item.
    ///   - minimumItemWidth: The narrowest an item may be: lines hold fewer items rather than
    ///     narrower ones (one item per line at the least).
    ///   - spacing: The space between two items of a line.
    ///   - lineSpacing: The space between two lines.
    ///   - leadingInset: The space before the first item of each line.
    ///   - trailingInset: The space after the last item of a full line.
    /// - Precondition: `itemsPerRow` is at least 1.
    /// - Complexity: O(`itemsPerRow`).
    package init(
        width: Double, itemsPerRow: Int, itemHeight: Double, minimumItemWidth: Double = 0, spacing: Double = 0,
        lineSpacing: Double = 0, leadingInset: Double = 0, trailingInset: Double = 0
    ) {
        Self.requireItemsPerRow(itemsPerRow, .argument("GridLayout(width:itemsPerRow:itemHeight:…)", "itemsPerRow"))
        var columns = itemsPerRow
        func itemWidth(_ columns: Int) -> Double {
            ItemLayout.itemWidth(
                in: width, itemsPerRow: Double(columns), leadingInset: leadingInset, trailingInset: trailingInset, spacing: spacing)
        }
        while columns > 1, itemWidth(columns) < minimumItemWidth { columns -= 1 }
        self.columns = columns
        self.itemSize = LayoutSize(width: itemWidth(columns), height: itemHeight)
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.leadingInset = leadingInset
        self.width = width
    }

    /// How many lines a number of items takes: 0 for none.
    ///
    /// - Parameter itemCount: The number of items.
    /// - Returns: The number of lines.
    package func lineCount(itemCount: Int) -> Int {
        itemCount <= 0 ? 0 : (itemCount + columns - 1) / columns
    }

    /// The height a number of items takes: their lines and the spacing between them.
    ///
    /// - Parameter itemCount: The number of items.
    /// - Returns: The height; 0 for no items.
    package func height(itemCount: Int) -> Double {
        let lines = lineCount(itemCount: itemCount)
        return lines == 0 ? 0 : Double(lines) * itemSize.height + Double(lines - 1) * lineSpacing
    }

    /// The frame of an item, from the top-leading corner of the grid.
    ///
    /// - Parameters:
    ///   - index: The item's index, from 0.
    ///   - isRightToLeft: Whether lines run from the right (a right-to-left language): the first
    ///     item of a line is then at its right end.
    /// - Returns: The item's frame.
    /// - Complexity: O(1).
    package func frame(ofItemAt index: Int, isRightToLeft: Bool = false) -> LayoutRect {
        let line = index / columns
        let column = index % columns
        let x = leadingInset + Double(column) * (itemSize.width + spacing)
        let y = Double(line) * (itemSize.height + lineSpacing)
        return LayoutRect(
            x: isRightToLeft ? width - x - itemSize.width : x, y: y, width: itemSize.width, height: itemSize.height)
    }

    /// Stops unless a grid holds at least one item per line.
    package static func requireItemsPerRow(_ itemsPerRow: Int, _ site: MisuseSite) {
        require(itemsPerRow >= 1, "ComposedTable: \(site) \(itemsPerRow); a grid needs at least 1 item per row.")
    }
}

/// A move of a grid's cursor: an arrow key.
package enum GridMove: Hashable, Sendable {
    /// To the previous item (←).
    case previous
    /// To the next item (→).
    case next
    /// To the item above (↑).
    case up
    /// To the item below (↓).
    case down
}

/// Where a move of a grid's cursor ends.
package enum GridStep: Hashable, Sendable {
    case item(Int)
    /// Where it was: ← on the first item, → on the last. The key is the grid's all the same, so
    /// that ← on a grid never goes back a screen.
    case stays
    /// Out of the grid: ↑ on its first line, ↓ on its last. The table moves on to the row
    /// before or after.
    case leaves
}

extension GridLayout {
    /// Where a move of the cursor lands: ←/→ go through the items in order, from line to line,
    /// and stop at the ends; ↑/↓ go to the item in the same column of the line above or below
    /// (the last item when the line below is shorter), and leave the grid beyond its first or
    /// last line. In a disabled grid nothing moves: ←/→ stay (they are still the grid's keys),
    /// ↑/↓ leave.
    /// - Complexity: O(1).
    package func step(_ move: GridMove, from index: Int, itemCount: Int, isEnabled: Bool = true) -> GridStep {
        guard itemCount > 0, isEnabled else { return move == .up || move == .down ? .leaves : .stays }
        let index = min(max(0, index), itemCount - 1)
        switch move {
        case .previous: return index > 0 ? .item(index - 1) : .stays
        case .next: return index < itemCount - 1 ? .item(index + 1) : .stays
        case .up: return index >= columns ? .item(index - columns) : .leaves
        case .down:
            let line = index / columns
            guard line + 1 < lineCount(itemCount: itemCount) else { return .leaves }
            return .item(min(index + columns, itemCount - 1))
        }
    }
}
