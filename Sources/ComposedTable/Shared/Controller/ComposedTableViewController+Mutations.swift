extension ComposedTableViewController {
    // MARK: - Changing the table after display

    /// Inserts a cell right after another one, in the same section.
    ///
    /// Animated when the table is on screen. Inserting after a hidden cell places the new cell
    /// after it, so it shows where you expect once the hidden cell shows again.
    ///
    /// - Parameters:
    ///   - cell: A cell that is in no composed table yet.
    ///   - anchor: A cell of this table, visible or hidden.
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise. A terminal
    ///     draws the result.
    /// - Precondition: `cell` is not in a table; `anchor` is in this one.
    /// - Complexity: O(*m*) in the number of cells of the anchor's section.
    public func insertCell(_ cell: TableCell, after anchor: TableCell, animation: TableAnimation = .automatic) {
        adopt(cell, in: "insertCell(_:after:)")
        core.change(animation: animation, method: "insertCell(_:after:)") { $0.insertCell(cell, after: anchor) }
    }

    /// Inserts a cell right before another one, in the same section.
    ///
    /// - Parameters:
    ///   - cell: A cell that is in no composed table yet.
    ///   - anchor: A cell of this table, visible or hidden.
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise. A terminal
    ///     draws the result.
    /// - Precondition: `cell` is not in a table; `anchor` is in this one.
    /// - Complexity: O(*m*) in the number of cells of the anchor's section.
    public func insertCell(_ cell: TableCell, before anchor: TableCell, animation: TableAnimation = .automatic) {
        adopt(cell, in: "insertCell(_:before:)")
        core.change(animation: animation, method: "insertCell(_:before:)") { $0.insertCell(cell, before: anchor) }
    }

    /// Appends a cell at the end of a given section.
    ///
    /// - Parameters:
    ///   - cell: A cell that is in no composed table yet.
    ///   - section: A section of this table, from ``addSection(header:footer:)``.
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise. A terminal
    ///     draws the result.
    /// - Complexity: Amortized O(1).
    public func appendCell(_ cell: TableCell, to section: SectionID, animation: TableAnimation = .automatic) {
        adopt(cell, in: "appendCell(_:to:)")
        core.change(animation: animation, method: "appendCell(_:to:)") { $0.appendCell(cell, to: section) }
    }

    /// Removes a cell from the table. Its ``ActiveCell/controller`` becomes `nil`.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise. A terminal
    ///     draws the result.
    /// - Precondition: `cell` is in this table.
    /// - Complexity: O(*m*) in the number of cells of its section.
    public func removeCell(_ cell: TableCell, animation: TableAnimation = .automatic) {
        willRemove([cell])
        core.change(animation: animation, method: "removeCell(_:)") { $0.removeCell(cell) }
        release(cell)
    }

    /// Hides or shows a cell. A hidden cell keeps its place and its state; showing it puts it back
    /// where it was.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table.
    ///   - hidden: Whether the cell is hidden.
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise. A terminal
    ///     draws the result.
    /// - Precondition: `cell` is in this table.
    /// - Complexity: O(*m*) in the number of cells of its section.
    public func setCell(_ cell: TableCell, hidden: Bool, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "setCell(_:hidden:)") { $0.setCell(cell, hidden: hidden) }
    }

    /// Whether a cell of this table is hidden.
    ///
    /// - Precondition: `cell` is in this table.
    /// - Complexity: O(1).
    public func isCellHidden(_ cell: TableCell) -> Bool {
        composition.isHidden(cell, method: "isCellHidden(_:)")
    }

    /// Whether a cell is in this table, visible or hidden.
    ///
    /// - Complexity: O(1).
    public func contains(_ cell: TableCell) -> Bool {
        composition.contains(cell)
    }

    /// Inserts a new, empty section at a position among all sections (hidden ones counted).
    ///
    /// - Parameters:
    ///   - index: The position, `0...` the number of sections.
    ///   - header: The header text, or `nil` for none.
    ///   - footer: The footer text, or `nil` for none.
    ///   - animation: The section animation on UIKit; `.automatic` unless you say otherwise. A
    ///     terminal draws the result.
    /// - Returns: The new section; add cells to it with ``appendCell(_:to:animation:)``.
    @discardableResult
    public func insertSection(
        at index: Int, header: String? = nil, footer: String? = nil, animation: TableAnimation = .automatic
    ) -> SectionID {
        core.change(animation: animation, method: "insertSection(at:header:footer:animation:)") { composition in
            composition.insertSection(at: index, header: header.map(SectionSupplement.title), footer: footer.map(SectionSupplement.title))
        }
        return composition.sectionID(atPosition: index)
    }

    /// Removes a section with its cells.
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - animation: The section animation on UIKit; `.automatic` unless you say otherwise. A
    ///     terminal draws the result.
    public func removeSection(_ section: SectionID, animation: TableAnimation = .automatic) {
        let cells = composition.allCells(in: section, method: "removeSection(_:)")
        willRemove(cells)
        core.change(animation: animation, method: "removeSection(_:)") { $0.removeSection(section) }
        cells.forEach(release)
    }

    /// Hides or shows a whole section; its cells keep their state.
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - hidden: Whether the section is hidden.
    ///   - animation: The section animation on UIKit; `.automatic` unless you say otherwise. A
    ///     terminal draws the result.
    public func setSection(_ section: SectionID, hidden: Bool, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "setSection(_:hidden:)") { $0.setSection(section, hidden: hidden) }
    }

    /// Changes the header text of a section. The header updates in place; the section's rows are
    /// not reloaded.
    ///
    /// - Parameters:
    ///   - title: The header text, or `nil` for none.
    ///   - section: A section of this table.
    ///   - animation: The animation of the rows the change moves on UIKit; `.automatic` unless you
    ///     say otherwise.
    public func setHeader(_ title: String?, for section: SectionID, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "setHeader(_:for:)") {
            $0.setHeader(title.map(SectionSupplement.title), for: section)
        }
    }

    /// Changes the footer text of a section. The footer updates in place; the section's rows are
    /// not reloaded.
    ///
    /// - Parameters:
    ///   - title: The footer text, or `nil` for none.
    ///   - section: A section of this table.
    ///   - animation: The animation of the rows the change moves on UIKit; `.automatic` unless you
    ///     say otherwise.
    public func setFooter(_ title: String?, for section: SectionID, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "setFooter(_:for:)") {
            $0.setFooter(title.map(SectionSupplement.title), for: section)
        }
    }

    /// Makes several changes as one animation (one frame in a terminal); a batch inside another
    /// one joins it.
    ///
    /// ```swift
    /// controller.performBatch {
    ///     controller.setCell(proxyHost, hidden: false)
    ///     controller.setCell(proxyPort, hidden: false)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise. A terminal
    ///     draws the result.
    ///   - changes: Calls to this controller's mutation methods.
    public func performBatch(animation: TableAnimation = .automatic, _ changes: () -> Void) {
        core.performBatch(animation: animation, changes)
    }

}
