extension TableController {
    // MARK: - One row's content

    /// Reports that what one row shows changed in a way that can change its natural height — a
    /// text view grew a line, a validation message appeared under the row — so that the table
    /// measures it again.
    /// - Complexity: O(1), plus the measuring the table does.
    package func rowContentDidChange(of cell: Cell) {
        guard composition.rowPath(of: cell) != nil else { return }
        switch Composition<Cell, View>.height(of: cell).kind {
        case .fixed, .fraction:
            return
        case .automatic, .remainder:
            contentDidChange()
            refreshHeights()
        }
    }
}
