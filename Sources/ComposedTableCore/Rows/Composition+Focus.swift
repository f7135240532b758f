extension Composition {
    /// The next cell that can take text focus after a given cell, in visible order across
    /// sections: the "next field" of a form.
    ///
    /// A cell qualifies when it adopts ``RowBehavior``, ``RowBehavior/takesTextFocus`` is true, it
    /// is enabled, and it is visible.
    ///
    /// - Parameter cell: The current cell, or `nil` to get the first focusable cell.
    /// - Returns: The next focusable cell, or `nil` at the end of the chain.
    /// - Complexity: O(*n*) in the number of visible cells.
    @MainActor
    public func focusableCell(after cell: Cell?) -> Cell? {
        nextFocusable(from: cell, in: visibleCells.map(\.cell))
    }

    /// The previous cell that can take text focus before a given cell, in visible order.
    ///
    /// - Parameter cell: The current cell, or `nil` to get the last focusable cell.
    /// - Returns: The previous focusable cell, or `nil` at the start of the chain.
    /// - Complexity: O(*n*) in the number of visible cells.
    @MainActor
    public func focusableCell(before cell: Cell?) -> Cell? {
        nextFocusable(from: cell, in: visibleCells.map(\.cell).reversed())
    }

    /// Whether a cell is a stop of the focus chain: visible, adopting ``RowBehavior``, taking
    /// text focus, and enabled.
    ///
    /// - Parameter cell: A cell of this composition.
    /// - Complexity: O(1).
    @MainActor
    public func isFocusable(_ cell: Cell) -> Bool {
        guard rowPath(of: cell) != nil, let row = cell as? any RowBehavior else { return false }
        return row.takesTextFocus && row.isEnabled
    }

    @MainActor
    private func nextFocusable(from cell: Cell?, in order: [Cell]) -> Cell? {
        var candidates = order[...]
        if let cell {
            guard let index = order.firstIndex(where: { $0 === cell }) else {
                // A hidden cell has no place in the chain; an absent one is a mistake.
                _ = engine.slotIndex(of: cell, in: "focusableCell(after:)")
                return nil
            }
            candidates = order[(index + 1)...]
        }
        return candidates.first { candidate in
            guard let row = candidate as? any RowBehavior else { return false }
            return row.takesTextFocus && row.isEnabled
        }
    }
}
