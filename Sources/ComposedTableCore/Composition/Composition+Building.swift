extension Composition {
    // MARK: - Building

    /// Starts a new section; later cells go into it.
    ///
    /// A first section exists implicitly, so a composition with one section never needs to call
    /// this. Calling it on an empty composition creates the first section with this header and
    /// footer.
    ///
    /// ```swift
    /// composition.addSection(header: "Account", footer: "Used to sign in on every device.")
    /// ```
    ///
    /// - Parameters:
    ///   - header: The section's header, or `nil` for none.
    ///   - footer: The section's footer, or `nil` for none.
    /// - Returns: The visible change: one inserted section.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(
        header: SectionSupplement<View>? = nil, footer: SectionSupplement<View>? = nil
    ) -> TableUpdate {
        let section = makeSection(header: header, footer: footer)
        section.position = sectionsByPosition.count
        section.visibleIndex = visibleSections.count
        sectionsByPosition.append(section)
        visibleSections.append(section)
        return TableUpdate(insertedSections: [visibleSections.count - 1])
    }

    /// The last section, which ``addCell(_:)`` appends to; `nil` while the composition is empty.
    ///
    /// - Complexity: O(1).
    public var lastSection: SectionID? { sectionsByPosition.last?.id }

    /// Appends a cell to the last section, creating the first section if there is none.
    ///
    /// - Parameter cell: A cell instance that is not yet in the composition.
    /// - Returns: The visible change: one inserted row (or the implicit first section), or nothing
    ///   when the last section is hidden.
    /// - Precondition: `cell` is not already in the composition.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addCell(_ cell: Cell) -> TableUpdate {
        // The implicit first section arrives with its cell: the section insertion covers the row.
        let sectionUpdate = sectionsByPosition.isEmpty ? addSection() : nil
        let section = sectionsByPosition[sectionsByPosition.count - 1]
        let rowUpdate = insert(cell, into: section, atRaw: section.cells.count, visibleBefore: section.visibleCount, method: "addCell(_:)")
        return sectionUpdate ?? rowUpdate
    }

    /// Appends a cell at the end of a given section.
    ///
    /// - Parameters:
    ///   - cell: A cell instance that is not yet in the composition.
    ///   - section: A section of this composition.
    /// - Returns: The visible change.
    /// - Precondition: `cell` is not already in the composition; `section` is.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func appendCell(_ cell: Cell, to section: SectionID) -> TableUpdate {
        let storage = storage(of: section, in: "appendCell(_:to:)")
        return insert(cell, into: storage, atRaw: storage.cells.count, visibleBefore: storage.visibleCount, method: "appendCell(_:to:)")
    }

    /// Sets the header of the last section, creating the first section if there is none.
    ///
    /// - Parameter header: The new header, or `nil` to remove it.
    /// - Returns: The visible change: the section reloaded when it is visible, or inserted
    ///   when it is the implicit first one.
    /// - Complexity: O(1).
    @discardableResult
    public func setSectionHeader(_ header: SectionSupplement<View>?) -> TableUpdate {
        if sectionsByPosition.isEmpty { return addSection(header: header) }
        return setHeader(header, for: sectionsByPosition[sectionsByPosition.count - 1].id)
    }

    /// Sets the footer of the last section, creating the first section if there is none.
    ///
    /// - Parameter footer: The new footer, or `nil` to remove it.
    /// - Returns: The visible change: the section reloaded when it is visible, or inserted
    ///   when it is the implicit first one.
    /// - Complexity: O(1).
    @discardableResult
    public func setSectionFooter(_ footer: SectionSupplement<View>?) -> TableUpdate {
        if sectionsByPosition.isEmpty { return addSection(footer: footer) }
        return setFooter(footer, for: sectionsByPosition[sectionsByPosition.count - 1].id)
    }

    /// Removes every section and cell.
    ///
    /// Section identifiers from before the reset are no longer valid. A backend reloads its whole
    /// table after a reset rather than animating it.
    ///
    /// - Precondition: Not inside ``performBatch(_:)``.
    /// - Complexity: O(*n*).
    public func reset() {
        precondition(batch == nil, "ComposedTable: reset() cannot be called inside performBatch(_:); reset before or after the batch.")
        sectionsByPosition.removeAll()
        visibleSections.removeAll()
        sectionsBySerial.removeAll()
        slotIndexByCell.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
    }

    // MARK: - Internal building blocks

    func makeSection(header: SectionSupplement<View>?, footer: SectionSupplement<View>?) -> SectionStorage<Cell, View> {
        let section = SectionStorage<Cell, View>(id: SectionID(serial: sectionsBySerial.count), header: header, footer: footer)
        sectionsBySerial.append(section)
        return section
    }

    /// Recomputes every section's position and visible index.
    func reindexSections() {
        visibleSections.removeAll(keepingCapacity: true)
        for (position, section) in sectionsByPosition.enumerated() {
            section.position = position
            section.visibleIndex = section.isHidden ? nil : visibleSections.count
            if !section.isHidden { visibleSections.append(section) }
        }
    }

    /// Inserts a visible cell at a raw index of a section.
    func insert(
        _ cell: Cell, into section: SectionStorage<Cell, View>, atRaw raw: Int, visibleBefore: Int, method: String
    ) -> TableUpdate {
        let identifier = ObjectIdentifier(cell)
        if let existing = slotIndexByCell[identifier] {
            duplicateCellFailure(cell, existing: existing, method: method)
        }
        let slot = CellSlot(section: section.id.serial, raw: raw, visibleBefore: visibleBefore, stamp: 0, isHidden: false)
        let slotIndex: Int
        if let free = freeSlots.popLast() {
            slotIndex = free
            slots[free] = slot
        } else {
            slotIndex = slots.count
            slots.append(slot)
        }
        slotIndexByCell[identifier] = slotIndex
        if raw == section.cells.count {
            section.cells.append(cell)
            section.slotIndices.append(slotIndex)
            section.invalidateRowCache()
        } else {
            section.cells.insert(cell, at: raw)
            section.slotIndices.insert(slotIndex, at: raw)
            // Cells from `raw` on (the new one excluded, by its stamp below) move down one row.
            section.shift(from: raw, raw: 1, visible: 1, slots: &slots)
        }
        // Stamped after the shift, so replaying the log never moves the new cell itself.
        slots[slotIndex].stamp = section.clock
        slots[slotIndex].raw = raw
        slots[slotIndex].visibleBefore = visibleBefore
        section.visibleCount += 1
        guard let sectionIndex = section.visibleIndex else { return .none }
        return TableUpdate(insertedRows: [RowPath(section: sectionIndex, row: visibleBefore)])
    }

    private func duplicateCellFailure(_ cell: Cell, existing: Int, method: String) -> Never {
        let place: String
        switch location(of: cell) {
        case .visible(let path): place = "at row \(path)"
        case .hidden(let section): place = "hidden, in \(section)"
        case .absent: place = "in slot \(existing)"
        }
        preconditionFailure(
            "ComposedTable: \(method) was given a \(type(of: cell)) that is already in this composition (\(place)). A cell instance can appear only once: create a new instance for each row, or remove the cell before inserting it elsewhere."
        )
    }
}
