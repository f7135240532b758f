#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Changing the table after display

    /// Inserts a cell right after another one, in the same section.
    ///
    /// - Parameters:
    ///   - cell: A cell that is in no composed table yet.
    ///   - anchor: A cell of this table, visible or hidden.
    /// - Precondition: `cell` is not in a table; `anchor` is in this one.
    /// - Complexity: O(*m*) in the number of cells of the anchor's section.
    public func insertCell(_ cell: ActiveCell, after anchor: ActiveCell) {
        adopt(cell, in: "insertCell(_:after:)")
        core.change(method: "insertCell(_:after:)") { $0.insertCell(cell, after: anchor) }
    }

    /// Inserts a cell right before another one, in the same section.
    ///
    /// - Parameters:
    ///   - cell: A cell that is in no composed table yet.
    ///   - anchor: A cell of this table, visible or hidden.
    /// - Precondition: `cell` is not in a table; `anchor` is in this one.
    /// - Complexity: O(*m*) in the number of cells of the anchor's section.
    public func insertCell(_ cell: ActiveCell, before anchor: ActiveCell) {
        adopt(cell, in: "insertCell(_:before:)")
        core.change(method: "insertCell(_:before:)") { $0.insertCell(cell, before: anchor) }
    }

    /// Appends a cell at the end of a given section.
    ///
    /// - Parameters:
    ///   - cell: A cell that is in no composed table yet.
    ///   - section: A section of this table.
    /// - Complexity: Amortized O(1).
    public func appendCell(_ cell: ActiveCell, to section: SectionID) {
        adopt(cell, in: "appendCell(_:to:)")
        core.change(method: "appendCell(_:to:)") { $0.appendCell(cell, to: section) }
    }

    /// Removes a cell from the table. Its ``ActiveCell/controller`` becomes `nil`.
    ///
    /// - Parameter cell: A cell of this table, visible or hidden.
    /// - Precondition: `cell` is in this table.
    /// - Complexity: O(*m*) in the number of cells of its section.
    public func removeCell(_ cell: ActiveCell) {
        if cell === editingCell { editingCell?.inPlace.commitEditing() }
        core.change(method: "removeCell(_:)") { $0.removeCell(cell) }
        cell.controller = nil
    }

    /// Hides or shows a cell. A hidden cell keeps its place and its state.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table.
    ///   - hidden: Whether the cell is hidden.
    /// - Precondition: `cell` is in this table.
    /// - Complexity: O(*m*) in the number of cells of its section.
    public func setCell(_ cell: ActiveCell, hidden: Bool) {
        core.change(method: "setCell(_:hidden:)") { $0.setCell(cell, hidden: hidden) }
    }

    /// Whether a cell of this table is hidden.
    ///
    /// - Precondition: `cell` is in this table.
    public func isCellHidden(_ cell: ActiveCell) -> Bool {
        composition.isHidden(cell, method: "isCellHidden(_:)")
    }

    /// Whether a cell is in this table, visible or hidden.
    public func contains(_ cell: ActiveCell) -> Bool {
        composition.contains(cell)
    }

    /// Inserts a new, empty section at a position among all sections (hidden ones counted).
    ///
    /// - Parameters:
    ///   - index: The position, `0...` the number of sections.
    ///   - header: The header text, or `nil` for none.
    ///   - footer: The footer text, or `nil` for none.
    /// - Returns: The new section; add cells to it with ``appendCell(_:to:)``.
    @discardableResult
    public func insertSection(at index: Int, header: String? = nil, footer: String? = nil) -> SectionID {
        core.change(method: "insertSection(at:header:footer:)") { composition in
            composition.insertSection(at: index, header: header.map(SectionSupplement.title), footer: footer.map(SectionSupplement.title))
        }
        return composition.sections[index]
    }

    /// Removes a section with its cells.
    public func removeSection(_ section: SectionID) {
        let cells = composition.allCells(in: section, method: "removeSection(_:)")
        if let editingCell, cells.contains(where: { $0 === editingCell }) { editingCell.inPlace.commitEditing() }
        core.change(method: "removeSection(_:)") { $0.removeSection(section) }
        for cell in cells { cell.controller = nil }
    }

    /// Hides or shows a whole section; its cells keep their state.
    public func setSection(_ section: SectionID, hidden: Bool) {
        core.change(method: "setSection(_:hidden:)") { $0.setSection(section, hidden: hidden) }
    }

    /// Changes the header text of a section.
    public func setHeader(_ title: String?, for section: SectionID) {
        core.change(method: "setHeader(_:for:)") { $0.setHeader(title.map(SectionSupplement.title), for: section) }
    }

    /// Changes the footer text of a section.
    public func setFooter(_ title: String?, for section: SectionID) {
        core.change(method: "setFooter(_:for:)") { $0.setFooter(title.map(SectionSupplement.title), for: section) }
    }

    /// Makes several changes at once; a batch inside another one joins it.
    ///
    /// - Parameter changes: Calls to this controller's mutation methods.
    public func performBatch(_ changes: () -> Void) {
        core.performBatch(changes)
    }
}
#endif
