#if !canImport(UIKit)
extension ComposedTableViewController {
    /// Ends the edit in place of a cell that goes, keeping what was typed.
    func willRemove(_ cells: [ActiveCell]) {
        if let editingCell, cells.contains(where: { $0 === editingCell }) { editingCell.inPlace.commitEditing() }
    }
}
#endif
