/// A row that opens its picker below itself (`PickerPresentation.expanding`): a date row or an
/// option picker shown compact, which grows to show the picker when opened.
@MainActor
package protocol ExpandingRow: AnyObject {
    /// Shows or hides the picker under the row (the row's own look; Core measures it again).
    func showExpansion(_ isExpanded: Bool)
}

extension TableController {
    /// Opens or closes the picker under a row: opening one closes the row that was open, and
    /// both rows are measured again in one animated batch (a reload off screen).
    /// - Complexity: O(1), plus the measuring of the rows.
    package func setExpanded(_ cell: Cell, _ isExpanded: Bool) {
        guard (expandedRow === cell) != isExpanded else { return }
        let previous = expandedRow
        expandedRow = isExpanded ? cell : nil
        if let previous, previous !== cell { (previous as? any ExpandingRow)?.showExpansion(false) }
        (cell as? any ExpandingRow)?.showExpansion(isExpanded)
        contentDidChange()
        guard composition.rowPath(of: cell) != nil || previous.map({ composition.rowPath(of: $0) != nil }) == true else { return }
        refreshHeights()
    }
}
