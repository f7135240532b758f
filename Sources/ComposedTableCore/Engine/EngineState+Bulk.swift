extension EngineState {
    /// Readies an eager section for a bulk call: a running batch's waiting insertions placed and
    /// placeholders dropped, so that its rows are its cells, in order.
    mutating func prepareBulkChange(ofSerial serial: Int) {
        touch(serial)
        compact(serial)
    }

    /// Hides the rows of an eager section whose flag is set and shows the others, in one pass.
    /// - Parameter hidden: A flag for each row, in the section's order.
    /// - Returns: The rows deleted and inserted; none inside a batch or of a hidden section.
    /// - Complexity: O(*n*) in the rows of the section.
    mutating func setCells(ofSerial serial: Int, hidden: [Bool]) -> TableUpdate {
        mutationCount += 1
        var (deleted, inserted): ([RowPath], [RowPath]) = ([], [])
        let index = isBatching ? nil : order.visibleIndex(of: serial)
        let newRow = Self.hidingChanges(
            from: sections[serial].isHidden, to: hidden, sections: index.map { ($0, $0) }, deleted: &deleted, inserted: &inserted)
        sections[serial].isHidden = hidden
        sections[serial].visibleCount = newRow
        sections[serial].shownTree = nil
        order.setRows(newRow, of: serial)
        return isBatching ? .none : TableUpdate(deletedRows: deleted, insertedRows: inserted)
    }

    /// Lists the rows that a change of a section's hidden flags deletes (rows of section `old`)
    /// and inserts (of section `new`); with no `sections`, none. Returns the rows that show.
    static func hidingChanges(
        from wasHidden: [Bool], to isHidden: [Bool], sections: (old: Int, new: Int)?, deleted: inout [RowPath],
        inserted: inout [RowPath]
    ) -> Int {
        var (oldRow, newRow) = (0, 0)
        for raw in isHidden.indices {
            if !wasHidden[raw] {
                if isHidden[raw], let sections { deleted.append(RowPath(section: sections.old, row: oldRow)) }
                oldRow += 1
            }
            if !isHidden[raw] {
                if wasHidden[raw], let sections { inserted.append(RowPath(section: sections.new, row: newRow)) }
                newRow += 1
            }
        }
        return newRow
    }

    /// Removes the rows of an eager section whose flag is set, in one pass.
    /// - Parameter removed: A flag for each row, in the section's order.
    /// - Returns: The rows deleted (none inside a batch or of a hidden section), and the cells
    ///   whose last reference the engine held, for the caller to release after the access.
    /// - Complexity: O(*n*) in the rows of the section.
    mutating func removeCells(ofSerial serial: Int, removed: [Bool]) -> (update: TableUpdate, released: [AnyObject]) {
        mutationCount += 1
        sections[serial].shownTree = nil
        if isBatching {
            for raw in removed.indices where removed[raw] { removeInBatch(slot: Int(sections[serial].rows[raw]), serial: serial, raw: raw) }
            return (.none, [])
        }
        let index = order.visibleIndex(of: serial)
        var (deleted, released): ([RowPath], [AnyObject]) = ([], [])
        // The kept rows copied in the same pass: no placeholders to drop after it.
        let (rows, isHidden) = (sections[serial].rows, sections[serial].isHidden)
        var (keptRows, keptHidden): ([Int32], [Bool]) = ([], [])
        keptRows.reserveCapacity(rows.count)
        keptHidden.reserveCapacity(rows.count)
        var (oldRow, newRow, firstMoved) = (0, 0, Int.max)
        for raw in removed.indices {
            if removed[raw] {
                let slot = Int(rows[raw])
                if isKnownUniquelyReferenced(&slots[slot].cell) { released.append(slots[slot].cell!) }  // else released here
                slots[slot] = Slot(cell: nil, serial: -1, raw: -1)
                freeSlots.append(Int32(slot))
                if !isHidden[raw], let index { deleted.append(RowPath(section: index, row: oldRow)) }
                firstMoved = min(firstMoved, keptRows.count)
            } else {
                keptRows.append(rows[raw])
                keptHidden.append(isHidden[raw])
                if !isHidden[raw] { newRow += 1 }
            }
            if !isHidden[raw] { oldRow += 1 }
        }
        staleEntries += rows.count - keptRows.count
        (sections[serial].rows, sections[serial].isHidden, sections[serial].visibleCount) = (keptRows, keptHidden, newRow)
        sections[serial].staleFrom = min(sections[serial].staleFrom, firstMoved)
        reindex(serial)
        order.setRows(sections[serial].visibleCount, of: serial)
        dropStaleEntriesIfMany()
        return (TableUpdate(deletedRows: deleted), released)
    }
}
