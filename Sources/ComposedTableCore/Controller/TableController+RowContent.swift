extension TableController {
    // MARK: - One row's content

    /// Reports that what one row shows changed in a way that can change its natural height — a
    /// text view grew a line, a validation message appeared under the row — so that the table
    /// measures it again.
    ///
    /// Only a row that sizes itself follows its content: an automatic row, or a remainder row
    /// (which sizes itself when nothing is left, and whose share depends on the automatic rows).
    /// A fixed or fraction row keeps its height, so nothing happens; nor for a hidden row, which
    /// is measured when it shows. Otherwise the table measures again as for
    /// ``rowHeightDidChange(of:)``: one empty animated batch on screen, a reload off screen,
    /// joined to the batch that is open.
    ///
    /// ```swift
    /// func textViewDidChange(_ textView: UITextView) {
    ///     controller?.core.rowContentDidChange(of: self)   // the row grows with its text
    /// }
    /// ```
    ///
    /// - Parameter cell: A cell of this table, or one no longer in it (then nothing happens).
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
