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
    /// - Complexity: O(*n*) in the number of visible rows.
    @MainActor
    public var visibleRowHeights: [RowHeight] {
        visibleCells.map { Self.height(of: $0.cell) }
    }

    /// The height one cell asks for: its ``RowBehavior/height``, or ``RowHeight/automatic`` for a
    /// cell that does not adopt ``RowBehavior``.
    ///
    /// - Parameter cell: Any cell.
    @MainActor
    public static func height(of cell: Cell) -> RowHeight {
        (cell as? any RowBehavior)?.height ?? .automatic
    }
}
