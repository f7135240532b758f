/// Changes of many cells of one section in one pass over the section: no hash lookup per cell.
extension EngineState {
    /// Sets the hidden flag of every cell of a section, in order, and rewrites every position.
    ///
    /// - Parameters:
    ///   - serial: A section without deferred changes (its cells were just read).
    ///   - hidden: One flag per cell of the section, hidden ones included, in order.
    /// - Returns: The rows deleted and inserted, or nothing inside a batch (the batch combines).
    /// - Complexity: O(*n*) in the cells of the section.
    mutating func setCells(ofSerial serial: Int, hidden: [Bool]) -> TableUpdate {
        let inBatch = isBatching
        if inBatch { applyInOnePass(in: serial) }
        let sectionIndex = order.visibleIndex(of: serial)
        var deleted: [RowPath] = []
        var inserted: [RowPath] = []
        if sectionIndex != nil, !inBatch {
            // Reserved, not written: only the pages used are ever touched.
            deleted.reserveCapacity(read(serial) { $0.visibleCount })
            inserted.reserveCapacity(read(serial) { $0.hiddenCellCount })
        }
        withSection(serial) { section, slots in
            var oldRow = 0
            var newRow: Int32 = 0
            slots.withUnsafeMutableBufferPointer { slots in
                for (raw, slotIndex) in section.slotIndices.enumerated() {
                    let slot = Int(slotIndex)
                    let wasHidden = slots[slot].isHidden
                    let isHidden = hidden[raw]
                    if !wasHidden {
                        if isHidden, let sectionIndex { deleted.append(RowPath(section: sectionIndex, row: oldRow)) }
                        oldRow += 1
                    }
                    if !isHidden, wasHidden, let sectionIndex { inserted.append(RowPath(section: sectionIndex, row: Int(newRow))) }
                    slots[slot].isHidden = isHidden
                    slots[slot].raw = Int32(truncatingIfNeeded: raw)
                    slots[slot].visibleBefore = newRow
                    slots[slot].stamp = 0
                    if !isHidden { newRow += 1 }
                }
            }
            section.visibleCount = Int(newRow)
            section.resetPositions()
        }
        rowsChanged(serial)
        guard !inBatch else { return .none }
        return TableUpdate(deletedRows: deleted, insertedRows: inserted)
    }

    /// Removes the cells of a section whose flag is set, and rewrites the positions of the others.
    ///
    /// - Parameters:
    ///   - serial: A section without deferred changes (its cells were just read).
    ///   - removed: One flag per cell of the section, hidden ones included, in order.
    /// - Returns: The rows deleted, or nothing inside a batch (the batch combines); and the removed
    ///   cells, which the caller releases once the engine's access has ended.
    /// - Complexity: O(*n*) in the cells of the section, plus one hash removal per removed cell.
    mutating func removeCells(ofSerial serial: Int, removed: [Bool]) -> (update: TableUpdate, released: [AnyObject]) {
        let inBatch = isBatching
        if inBatch { applyInOnePass(in: serial) }
        let sectionIndex = self.order.visibleIndex(of: serial)
        let count = read(serial) { $0.cellCount }
        var deleted: [RowPath] = []
        var released: [AnyObject] = []
        var identifiers: [ObjectIdentifier] = []
        var freed: [Int32] = []
        // Reserved, not written: only the pages used are ever touched.
        released.reserveCapacity(count)
        identifiers.reserveCapacity(count)
        freed.reserveCapacity(count)
        if sectionIndex != nil, !inBatch { deleted.reserveCapacity(read(serial) { $0.visibleCount }) }
        var order = sectionsBySerial[serial].slotIndices
        sectionsBySerial[serial].slotIndices = []
        var newRow: Int32 = 0
        var kept = 0
        slots.withUnsafeMutableBufferPointer { slots in
            slotIndexByCell.cells.withUnsafeMutableBufferPointer { cells in
                order.withUnsafeMutableBufferPointer { order in
                    var oldRow = 0
                    for raw in order.indices {
                        let slotIndex = order[raw]
                        let slot = Int(slotIndex)
                        let isHidden = slots[slot].isHidden
                        if removed[raw] {
                            identifiers.append(ObjectIdentifier(cells[slot].unsafelyUnwrapped))
                            freed.append(slotIndex)
                            if !isHidden, let sectionIndex { deleted.append(RowPath(section: sectionIndex, row: oldRow)) }
                        } else {
                            order[kept] = slotIndex
                            slots[slot].raw = Int32(truncatingIfNeeded: kept)
                            slots[slot].visibleBefore = newRow
                            slots[slot].stamp = 0
                            kept += 1
                            if !isHidden { newRow += 1 }
                        }
                        if !isHidden { oldRow += 1 }
                    }
                }
            }
        }
        order.removeLast(order.count - kept)
        // The index reads the cells of the slots it holds: the cells leave it before their slots.
        slotIndexByCell.removeAll(identifiers)
        cellsBySlot.withUnsafeMutableBufferPointer { cells in
            for slotIndex in freed {
                // The reference moves from the engine to `released`: no retain, no release.
                let reference = cells.baseAddress.unsafelyUnwrapped + Int(slotIndex)
                released.append(reference.move().unsafelyUnwrapped)
                reference.initialize(to: nil)
            }
        }
        withSection(serial) { section, _ in
            section.slotIndices = order
            section.visibleCount = Int(newRow)
            section.resetPositions()
        }
        rowsChanged(serial)
        guard inBatch else {
            freeSlots.append(contentsOf: freed)
            return (TableUpdate(deletedRows: deleted), released)
        }
        batch?.freedSlots.append(contentsOf: freed)
        batch?.retainedCells.append(contentsOf: released)
        return (.none, [])
    }
}
