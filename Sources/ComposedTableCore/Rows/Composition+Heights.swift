@MainActor
extension Composition {
    /// The height every visible row asks for, in display order: the input of
    /// ``RowHeightResolver/resolve(_:visibleHeight:reservedHeight:measure:)``.
    /// - Complexity: O(*n*) in the number of visible rows.
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
    package static func height(of cell: Cell) -> RowHeight {
        (cell as? any RowBehavior)?.height ?? .automatic
    }
}
