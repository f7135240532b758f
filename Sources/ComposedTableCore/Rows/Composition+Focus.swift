@MainActor
extension Composition {
    /// The next cell that can take text focus after a given cell, in visible order across
    /// sections: the "next field" of a form.
    /// - Complexity: O(*d*) in the rows between the two cells (O(1) per row once the section's
    ///   row map is built).
    package func focusableCell(after cell: Cell?) -> Cell? {
        nextFocusable(from: cell, method: "focusableCell(after:)", forward: true)
    }

    /// The previous cell that can take text focus before a given cell, in visible order.
    /// - Complexity: O(*d*) in the rows between the two cells.
    package func focusableCell(before cell: Cell?) -> Cell? {
        nextFocusable(from: cell, method: "focusableCell(before:)", forward: false)
    }

    /// Whether a cell is a stop of the focus chain: visible, adopting ``RowBehavior``, taking
    /// text focus, and enabled.
    /// - Complexity: O(1).
    package func isFocusable(_ cell: Cell) -> Bool {
        guard rowPath(of: cell) != nil else { return false }
        return Self.takesFocus(cell)
    }

    private static func takesFocus(_ cell: Cell) -> Bool {
        guard let row = cell as? any RowBehavior else { return false }
        return row.takesTextFocus && row.isEnabled
    }

    /// Walks the visible rows from a cell (or from an end), one row at a time.
    private func nextFocusable(from cell: Cell?, method: StaticString, forward: Bool) -> Cell? {
        var path: RowPath?
        if let cell {
            guard let start = rowPath(of: cell) else {
                // A hidden cell has no place in the chain; an absent one is a mistake.
                _ = engine.slotIndex(of: cell, in: method)
                return nil
            }
            path = forward ? row(after: start) : row(before: start)
        } else {
            path = forward ? firstVisibleRow : lastVisibleRow
        }
        while let current = path {
            if isLazy(visibleSection: current.section) {
                // Past the lazy section, without making its rows.
                let rows = numberOfRows(inSection: current.section)
                path =
                    forward
                    ? row(after: RowPath(section: current.section, row: rows - 1)) : row(before: RowPath(section: current.section, row: 0))
                continue
            }
            let candidate = self.cell(at: current)
            if Self.takesFocus(candidate) { return candidate }
            path = forward ? row(after: current) : row(before: current)
        }
        return nil
    }
}
