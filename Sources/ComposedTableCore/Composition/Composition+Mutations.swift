extension Composition {
    // MARK: - Cells

    /// Inserts a cell right after another one, in the same section.
    ///
    /// ```swift
    /// let update = composition.insertCell(detailCell, after: toggleCell)
    /// ```
    ///
    /// - Parameters:
    ///   - cell: A cell instance that is not yet in the composition.
    ///   - anchor: A cell of the composition, visible or hidden.
    /// - Returns: The visible change: one inserted row, or nothing when the section is hidden.
    /// - Precondition: `cell` is not in the composition; `anchor` is.
    /// - Complexity: O(*n*) in the size of the anchor's section, with a small constant (see
    ///   ``Composition``).
    @discardableResult
    public func insertCell(_ cell: Cell, after anchor: Cell) -> TableUpdate {
        let (section, slot, raw, visibleBefore) = resolvedPosition(of: anchor, in: "insertCell(_:after:)")
        return insert(cell, into: section, atRaw: raw + 1, visibleBefore: visibleBefore + (slot.isHidden ? 0 : 1), method: "insertCell(_:after:)")
    }

    /// Inserts a cell right before another one, in the same section.
    ///
    /// - Parameters:
    ///   - cell: A cell instance that is not yet in the composition.
    ///   - anchor: A cell of the composition, visible or hidden.
    /// - Returns: The visible change: one inserted row, or nothing when the section is hidden.
    /// - Precondition: `cell` is not in the composition; `anchor` is.
    /// - Complexity: O(*n*) in the size of the anchor's section, with a small constant.
    @discardableResult
    public func insertCell(_ cell: Cell, before anchor: Cell) -> TableUpdate {
        let (section, _, raw, visibleBefore) = resolvedPosition(of: anchor, in: "insertCell(_:before:)")
        return insert(cell, into: section, atRaw: raw, visibleBefore: visibleBefore, method: "insertCell(_:before:)")
    }

    /// Removes a cell from the composition.
    ///
    /// - Parameter cell: A cell of the composition, visible or hidden.
    /// - Returns: The visible change: one deleted row, or nothing when the cell was not shown.
    /// - Precondition: `cell` is in the composition.
    /// - Complexity: O(*n*) in the size of the cell's section, with a small constant.
    @discardableResult
    public func removeCell(_ cell: Cell) -> TableUpdate {
        let (section, slot, raw, visibleBefore) = resolvedPosition(of: cell, in: "removeCell(_:)")
        let identifier = ObjectIdentifier(cell)
        batch?.removedCells.insert(identifier)
        let slotIndex = slotIndexByCell.removeValue(forKey: identifier).unsafelyUnwrapped
        freeSlots.append(slotIndex)
        section.cells.remove(at: raw)
        section.slotIndices.remove(at: raw)
        if !slot.isHidden { section.visibleCount -= 1 }
        section.shift(from: raw + 1, raw: -1, visible: slot.isHidden ? 0 : -1, slots: &slots)
        guard let sectionIndex = section.visibleIndex, !slot.isHidden else { return .none }
        return TableUpdate(deletedRows: [RowPath(section: sectionIndex, row: visibleBefore)])
    }

    /// Hides or shows a cell. A hidden cell keeps its place and its state; showing it puts it back
    /// where it was.
    ///
    /// - Parameters:
    ///   - cell: A cell of the composition.
    ///   - hidden: Whether the cell should be hidden.
    /// - Returns: The visible change: one deleted or inserted row, or nothing when the state does
    ///   not change or the section is hidden.
    /// - Precondition: `cell` is in the composition.
    /// - Complexity: O(1) amortized, plus the section's bookkeeping (see ``Composition``).
    @discardableResult
    public func setCell(_ cell: Cell, hidden: Bool) -> TableUpdate {
        let (section, slot, raw, visibleBefore) = resolvedPosition(of: cell, in: "setCell(_:hidden:)")
        guard slot.isHidden != hidden else { return .none }
        let slotIndex = section.slotIndices[raw]
        slots[slotIndex].isHidden = hidden
        section.visibleCount += hidden ? -1 : 1
        section.shift(from: raw + 1, raw: 0, visible: hidden ? -1 : 1, slots: &slots)
        guard let sectionIndex = section.visibleIndex else { return .none }
        let path = RowPath(section: sectionIndex, row: visibleBefore)
        return hidden ? TableUpdate(deletedRows: [path]) : TableUpdate(insertedRows: [path])
    }

    /// Reports that a cell changed in place, for instance in a way that changes its height.
    ///
    /// Live cells show content changes without a reload; use this only when the table itself must
    /// ask for the row again.
    ///
    /// - Parameter cell: A cell of the composition.
    /// - Returns: The visible change: one reloaded row, or nothing when the cell is not shown.
    /// - Precondition: `cell` is in the composition.
    /// - Complexity: O(1).
    @discardableResult
    public func reloadCell(_ cell: Cell) -> TableUpdate {
        _ = slotIndex(of: cell, in: "reloadCell(_:)")
        guard case .visible(let path) = location(of: cell) else { return .none }
        batch?.reloadedCells.insert(ObjectIdentifier(cell))
        return TableUpdate(reloadedRows: [path])
    }

    // MARK: - Sections

    /// Inserts an empty section at a position among all sections, hidden ones included.
    ///
    /// - Parameters:
    ///   - index: The position, from `0` to the number of sections (``sections``).
    ///   - header: The section's header, or `nil` for none.
    ///   - footer: The section's footer, or `nil` for none.
    /// - Returns: The visible change: one inserted section. Read the new section's identifier from
    ///   ``sections`` at `index`.
    /// - Precondition: `index` is in `0...sections.count`.
    /// - Complexity: O(*s*) in the number of sections.
    @discardableResult
    public func insertSection(
        at index: Int, header: SectionSupplement<View>? = nil, footer: SectionSupplement<View>? = nil
    ) -> TableUpdate {
        precondition(
            index >= 0 && index <= sectionsByPosition.count,
            "ComposedTable: insertSection(at:) index \(index) is out of range: it must be from 0 to \(sectionsByPosition.count), the number of sections."
        )
        let section = makeSection(header: header, footer: footer)
        sectionsByPosition.insert(section, at: index)
        reindexSections()
        return TableUpdate(insertedSections: [section.visibleIndex.unsafelyUnwrapped])
    }

    /// Removes a section and all its cells.
    ///
    /// - Parameter section: A section of this composition.
    /// - Returns: The visible change: one deleted section, or nothing when it was hidden.
    /// - Precondition: `section` is in the composition.
    /// - Complexity: O(*s* + *n*), the number of sections plus the cells of this section.
    @discardableResult
    public func removeSection(_ section: SectionID) -> TableUpdate {
        let storage = storage(of: section, in: "removeSection(_:)")
        for cell in storage.cells {
            let identifier = ObjectIdentifier(cell)
            batch?.removedCells.insert(identifier)
            freeSlots.append(slotIndexByCell.removeValue(forKey: identifier).unsafelyUnwrapped)
        }
        let oldIndex = storage.visibleIndex
        sectionsByPosition.remove(at: storage.position)
        sectionsBySerial[section.serial] = nil
        reindexSections()
        guard let oldIndex else { return .none }
        return TableUpdate(deletedSections: [oldIndex])
    }

    /// Hides or shows a whole section. Its cells keep their state and their own hidden flags.
    ///
    /// - Parameters:
    ///   - section: A section of this composition.
    ///   - hidden: Whether the section should be hidden.
    /// - Returns: The visible change: one deleted or inserted section, or nothing when the state
    ///   does not change.
    /// - Precondition: `section` is in the composition.
    /// - Complexity: O(*s*) in the number of sections.
    @discardableResult
    public func setSection(_ section: SectionID, hidden: Bool) -> TableUpdate {
        let storage = storage(of: section, in: "setSection(_:hidden:)")
        guard storage.isHidden != hidden else { return .none }
        let oldIndex = storage.visibleIndex
        storage.isHidden = hidden
        reindexSections()
        if let oldIndex { return TableUpdate(deletedSections: [oldIndex]) }
        return TableUpdate(insertedSections: [storage.visibleIndex.unsafelyUnwrapped])
    }

    /// Sets the header of a section.
    ///
    /// - Parameters:
    ///   - header: The new header, or `nil` to remove it.
    ///   - section: A section of this composition.
    /// - Returns: The visible change: the section reloaded, when it is visible.
    /// - Complexity: O(1).
    @discardableResult
    public func setHeader(_ header: SectionSupplement<View>?, for section: SectionID) -> TableUpdate {
        let storage = storage(of: section, in: "setHeader(_:for:)")
        storage.header = header
        return supplementChanged(in: storage)
    }

    /// Sets the footer of a section.
    ///
    /// - Parameters:
    ///   - footer: The new footer, or `nil` to remove it.
    ///   - section: A section of this composition.
    /// - Returns: The visible change: the section reloaded, when it is visible.
    /// - Complexity: O(1).
    @discardableResult
    public func setFooter(_ footer: SectionSupplement<View>?, for section: SectionID) -> TableUpdate {
        let storage = storage(of: section, in: "setFooter(_:for:)")
        storage.footer = footer
        return supplementChanged(in: storage)
    }

    /// The header of a section, hidden or not.
    ///
    /// - Parameter section: A section of this composition.
    public func header(of section: SectionID) -> SectionSupplement<View>? {
        storage(of: section, in: "header(of:)").header
    }

    /// The footer of a section, hidden or not.
    ///
    /// - Parameter section: A section of this composition.
    public func footer(of section: SectionID) -> SectionSupplement<View>? {
        storage(of: section, in: "footer(of:)").footer
    }

    // MARK: - Internal

    private func supplementChanged(in storage: SectionStorage<Cell, View>) -> TableUpdate {
        guard let index = storage.visibleIndex else { return .none }
        batch?.reloadedSections.insert(storage.id.serial)
        return TableUpdate(reloadedSections: [index])
    }

    /// The section, slot, raw index and visible-before count of a cell that must be present.
    func resolvedPosition(
        of cell: Cell, in method: String
    ) -> (section: SectionStorage<Cell, View>, slot: CellSlot, raw: Int, visibleBefore: Int) {
        let slot = slots[slotIndex(of: cell, in: method)]
        let section = sectionsBySerial[slot.section].unsafelyUnwrapped
        let (raw, visibleBefore) = section.resolve(slot)
        return (section, slot, raw, visibleBefore)
    }
}
