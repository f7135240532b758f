extension Composition {
    /// The height every visible row asks for, in display order: the input of
    /// ``RowHeightResolver/resolve(_:visibleHeight:reservedHeight:measure:)``.
    ///
    /// A cell that adopts ``RowBehavior`` gives its ``RowBehavior/height``; any other cell sizes
    /// itself (``RowHeight/automatic``).
    ///
    /// ```swift
    /// let heights = RowHeightResolver.resolve(composition.visibleRowHeights, visibleHeight: 640) { row in
    ///     measure(row)
    /// }
    /// ```
    ///
    /// The shown rows of a lazy section (``addSection(header:footer:count:remakesRows:cell:)``) count as
    /// ``RowHeight/automatic`` without being made: a lazy row sizes itself or has a fixed height.
    ///
    /// - Complexity: O(*n*) in the number of visible rows.
    @MainActor
    package var visibleRowHeights: [RowHeight] {
        var heights: [RowHeight] = []
        for section in 0..<numberOfSections {
            if isLazy(visibleSection: section) {
                heights.append(contentsOf: repeatElement(.automatic, count: numberOfRows(inSection: section)))
            } else {
                heights.append(contentsOf: cells(inSection: section).lazy.map(Self.height(of:)))
            }
        }
        return heights
    }

    /// The height one cell asks for: its ``RowBehavior/height``, or ``RowHeight/automatic`` for a
    /// cell that does not adopt ``RowBehavior``.
    ///
    /// - Parameter cell: Any cell.
    @MainActor
    package static func height(of cell: Cell) -> RowHeight {
        (cell as? any RowBehavior)?.height ?? .automatic
    }
}
