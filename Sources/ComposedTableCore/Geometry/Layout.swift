/// A width and a height, in the backend's unit (points, or terminal cells).
package struct LayoutSize: Hashable, Sendable {
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle with its origin at the top-left corner, y growing downwards.
package struct LayoutRect: Hashable, Sendable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The size of the rectangle.
    package var size: LayoutSize { LayoutSize(width: width, height: height) }
}

/// One of the nine places to put something inside a rectangle.
package enum LayoutAlignment: CaseIterable, Hashable, Sendable {
    /// The top-left corner (top-leading).
    case topLeading
    /// The middle of the top edge.
    case top
    /// The top-right corner (top-trailing).
    case topTrailing
    /// The middle of the left edge (leading).
    case leading
    /// The centre.
    case center
    /// The middle of the right edge (trailing).
    case trailing
    /// The bottom-left corner (bottom-leading).
    case bottomLeading
    /// The middle of the bottom edge.
    case bottom
    /// The bottom-right corner (bottom-trailing).
    case bottomTrailing

    /// The same place with left and right swapped: where a leading alignment goes in a
    /// right-to-left layout (`.topLeading` becomes `.topTrailing`; the middle column stays).
    ///
    /// ```swift
    /// let alignment: LayoutAlignment = isRightToLeft ? .leading.mirrored : .leading
    /// ```
    package var mirrored: LayoutAlignment {
        switch self {
        case .topLeading: .topTrailing
        case .topTrailing: .topLeading
        case .leading: .trailing
        case .trailing: .leading
        case .bottomLeading: .bottomTrailing
        case .bottomTrailing: .bottomLeading
        case .top, .center, .bottom: self
        }
    }

    /// Where along each axis: 0 start, 0.5 middle, 1 end.
    var factors: (x: Double, y: Double) {
        switch self {
        case .topLeading: (0, 0)
        case .top: (0.5, 0)
        case .topTrailing: (1, 0)
        case .leading: (0, 0.5)
        case .center: (0.5, 0.5)
        case .trailing: (1, 0.5)
        case .bottomLeading: (0, 1)
        case .bottom: (0.5, 1)
        case .bottomTrailing: (1, 1)
        }
    }
}

extension LayoutRect {
    /// The frame of a size placed inside this rectangle at one of nine positions, with its origin
    /// rounded to whole units so that nothing is drawn on half pixels or between terminal cells.
    ///
    /// A size larger than the rectangle overflows evenly (centred) or from the aligned edge.
    ///
    /// ```swift
    /// LayoutRect(x: 0, y: 0, width: 100, height: 50)
    ///     .placing(LayoutSize(width: 21, height: 10), at: .center)
    /// // x: 40, y: 20, width: 21, height: 10   (39.5 rounds to 40)
    /// ```
    ///
    /// - Parameters:
    ///   - size: The size to place.
    ///   - alignment: Where to place it.
    /// - Returns: The placed frame; its size is `size`.
    package func placing(_ size: LayoutSize, at alignment: LayoutAlignment) -> LayoutRect {
        let factors = alignment.factors
        let originX = x + ((width - size.width) * factors.x).rounded(.toNearestOrAwayFromZero)
        let originY = y + ((height - size.height) * factors.y).rounded(.toNearestOrAwayFromZero)
        return LayoutRect(x: originX, y: originY, width: size.width, height: size.height)
    }
}

/// Widths of items laid out in rows, such as tiles in a cell or cards in a carousel.
package enum ItemLayout {
    /// The width of each item when a given number of items fit across a width.
    ///
    /// `itemsPerRow` may be fractional to hint that there is more: with `1.1`, one item and the
    /// start of the next (after its spacing) are visible. Spacing is counted between the visible
    /// items: `ceil(itemsPerRow) - 1` gaps. The width is rounded down to a whole unit so that the
    /// items never overflow.
    ///
    /// ```swift
    /// ItemLayout.itemWidth(in: 320, itemsPerRow: 3, leadingInset: 16, trailingInset: 16, spacing: 8)
    /// // (320 - 32 - 2 × 8) / 3 = 90.67 → 90
    /// ```
    ///
    /// - Parameters:
    ///   - containerWidth: The width available, insets included.
    ///   - itemsPerRow: How many items fit across; greater than 0.
    ///   - leadingInset: Space before the first item.
    ///   - trailingInset: Space after the last visible item.
    ///   - spacing: Space between two items.
    /// - Returns: The item width, never negative.
    package static func itemWidth(
        in containerWidth: Double, itemsPerRow: Double,
        leadingInset: Double = 0, trailingInset: Double = 0, spacing: Double = 0
    ) -> Double {
        require(
            itemsPerRow.isFinite && itemsPerRow > 0,
            "ComposedTable: itemWidth(in:itemsPerRow:…) itemsPerRow \(itemsPerRow) must be finite and greater than 0.")
        let gaps = (itemsPerRow.rounded(.up) - 1) * spacing
        let available = containerWidth - leadingInset - trailingInset - gaps
        return max(0, (available / itemsPerRow).rounded(.down))
    }
}
