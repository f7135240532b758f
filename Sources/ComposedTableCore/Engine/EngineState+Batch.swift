/// What a batch needs to combine its mutations into one update.
///
/// Nothing is recorded for a section until a cell mutation first touches it; then its visible rows
/// as they were are kept (``SectionSnapshot``). So a batch costs O(*s*) for its sections plus
/// O(*n* + *k*) for each section of *n* cells that *k* of its mutations touch.
struct BatchRecorder {
    /// The visible sections, by serial, when the batch began.
    let sectionsBefore: [Int]
    /// The visible index of each of those sections when the batch began.
    let oldIndexBySerial: [Int: Int]
    /// The rows as they were of every section that was visible when the batch began and that a cell
    /// mutation touched.
    var snapshots: [Int: SectionSnapshot] = [:]
    /// Sections touched by cell mutations, in the order of the first touch.
    var touchedSerials: [Int] = []
    /// The cell that each slot freed during the batch held: if it is back, it moved.
    var removedCellBySlot: [Int32: ObjectIdentifier] = [:]
    /// The removed cells themselves, kept alive until the batch ends: a cell freed during the
    /// batch could leave its address (its identity) to a new cell, which would then look moved.
    var retainedCells: [AnyObject] = []
    /// Slots and section serials freed during the batch; reused only after it, so that within a
    /// batch a slot or a serial names one cell or section.
    var freedSlots: [Int32] = []
    var freedSerials: [Int] = []
    var reconfiguredSections: Set<Int> = []
    /// Sections whose header or footer appeared or went: a reload when they are still shown.
    var supplementsAppearingOrGoing: Set<Int> = []
}

/// A section's cells and their visible rows (-1 for a hidden cell) when a batch first touched it.
struct SectionSnapshot {
    let slots: [Int32]
    let rows: [Int32]
}

extension EngineState {
    mutating func beginBatch() {
        require(
            batch == nil, "ComposedTable: performBatch(_:) was called inside another performBatch(_:); put all the mutations in one batch.")
        var oldIndexBySerial: [Int: Int] = [:]
        for (index, serial) in visibleSerials.enumerated() { oldIndexBySerial[serial] = index }
        batch = BatchRecorder(sectionsBefore: visibleSerials, oldIndexBySerial: oldIndexBySerial)
    }

    /// Ends the batch; returns its update and the cells it kept alive, which the caller releases
    /// once the engine's access has ended.
    mutating func endBatch() -> (update: TableUpdate, released: [AnyObject]) {
        let recorder = batch.unsafelyUnwrapped
        batch = nil
        for serial in recorder.touchedSerials {
            flushIfDirty(serial)
            sectionsBySerial[serial].isTouchedInBatch = false
        }
        let update = combinedUpdate(from: recorder)
        freeSlots.append(contentsOf: recorder.freedSlots)
        freeSerials.append(contentsOf: recorder.freedSerials)
        return (update, recorder.retainedCells)
    }

    // MARK: - Deferred mutations

    /// Records, on a batch's first cell mutation in a section, the section's rows as they were;
    /// compacts the section, so that each slot's `raw` is its index in `slotIndices`.
    mutating func touch(_ serial: Int) {
        guard !read(serial, { $0.isTouchedInBatch }) else { return }
        batch?.touchedSerials.append(serial)
        withSection(serial) { section, slots in
            section.isTouchedInBatch = true
            section.compact(slots: &slots)
        }
        guard batch?.oldIndexBySerial[serial] != nil else { return }
        let order = sectionsBySerial[serial].slotIndices
        var rows: [Int32] = []
        rows.reserveCapacity(order.count)
        slots.withUnsafeBufferPointer { slots in
            for slot in order {
                let slot = slots[Int(slot)]
                rows.append(slot.isHidden ? -1 : slot.visibleBefore)
            }
        }
        batch?.snapshots[serial] = SectionSnapshot(slots: order, rows: rows)
    }

    /// Marks a touched section dirty: its positions wait for ``flush(_:)``.
    @inline(__always)
    private mutating func markDirty(_ serial: Int) {
        withSection(serial) { section, _ in
            section.isDirty = true
            section.rawIndexByRowCache = nil
        }
    }

    mutating func deferSetCell(_ cell: AnyObject, hidden: Bool) -> TableUpdate {
        let slotIndex = slotIndex(of: cell, in: "setCell(_:hidden:)")
        guard slots[slotIndex].isHidden != hidden else { return .none }
        let serial = Int(slots[slotIndex].section)
        touch(serial)
        slots[slotIndex].isHidden = hidden
        sectionsBySerial[serial].visibleCount += hidden ? -1 : 1
        markDirty(serial)
        return .none
    }

    mutating func deferRemove(_ cell: AnyObject) -> TableUpdate {
        let slotIndex = Int32(truncatingIfNeeded: slotIndex(of: cell, in: "removeCell(_:)"))
        let serial = Int(slots[Int(slotIndex)].section)
        touch(serial)
        _ = slotIndexByCell.remove(cell)
        batch?.retainedCells.append(cell)
        batch?.removedCellBySlot[slotIndex] = ObjectIdentifier(cell)
        batch?.freedSlots.append(slotIndex)
        // The batch holds `cell`, so this does not deinitialize it. The slot stays in the
        // section's order, dead, until the rebuild.
        cellsBySlot[Int(slotIndex)] = nil
        if !slots[Int(slotIndex)].isHidden { sectionsBySerial[serial].visibleCount -= 1 }
        markDirty(serial)
        return .none
    }

    mutating func deferInsert(_ cell: AnyObject, anchor: AnyObject, isAfter: Bool, method: StaticString) -> TableUpdate {
        let anchorSlot = Int32(truncatingIfNeeded: slotIndex(of: anchor, in: method))
        let serial = Int(slots[Int(anchorSlot)].section)
        touch(serial)
        let slotIndex = claimSlot(for: cell, method: method)
        let pending = read(serial) { $0.pendingInserts.count }
        let slot = CellSlot(
            section: Int32(truncatingIfNeeded: serial), raw: -1 - Int32(truncatingIfNeeded: pending), visibleBefore: 0, stamp: 0,
            isHidden: false)
        store(slot, of: cell, at: slotIndex)
        withSection(serial) { section, _ in
            section.pendingInserts.append(PendingInsert(slot: slotIndex, anchor: anchorSlot, isAfter: isAfter))
            section.visibleCount += 1
        }
        markDirty(serial)
        return .none
    }

    /// Appends to a dirty section: the new slot goes to the end of its order.
    mutating func deferAppend(_ cell: AnyObject, toSerial serial: Int, method: StaticString) -> TableUpdate {
        let slotIndex = claimSlot(for: cell, method: method)
        let raw = read(serial) { $0.slotIndices.count }
        let slot = CellSlot(
            section: Int32(truncatingIfNeeded: serial), raw: Int32(truncatingIfNeeded: raw), visibleBefore: 0, stamp: 0, isHidden: false)
        store(slot, of: cell, at: slotIndex)
        withSection(serial) { section, _ in
            section.slotIndices.append(slotIndex)
            section.visibleCount += 1
        }
        return .none
    }

    /// Rebuilds a dirty section in one pass: drops dead slots, places pending insertions, and
    /// rewrites every position. O(*n* + *k*) for *n* cells and *k* deferred changes.
    mutating func flush(_ serial: Int) {
        var order = sectionsBySerial[serial].slotIndices
        sectionsBySerial[serial].slotIndices = []
        let pending = sectionsBySerial[serial].pendingInserts
        sectionsBySerial[serial].pendingInserts = []
        if pending.isEmpty {
            var kept = 0
            cellsBySlot.withUnsafeBufferPointer { cells in
                order.withUnsafeMutableBufferPointer { order in
                    for index in order.indices where cells[Int(order[index])] != nil {
                        order[kept] = order[index]
                        kept += 1
                    }
                }
            }
            order.removeLast(order.count - kept)
        } else {
            order = placed(order, pending)
        }
        withSection(serial) { section, slots in
            section.slotIndices = order
            section.isDirty = false
            section.rawIndexByRowCache = nil
            section.compact(slots: &slots)
        }
    }

    /// The order with pending insertions placed and dead slots dropped, through a linked list over
    /// the existing entries (nodes `0..<n`) and the pending ones (nodes `n...`).
    private func placed(_ order: [Int32], _ pending: [PendingInsert]) -> [Int32] {
        let count = order.count
        let head = count + pending.count
        var next = [Int32](repeating: -1, count: head + 1)
        var previous = [Int32](repeating: -1, count: head + 1)
        var last = head
        for node in 0..<count {
            next[last] = Int32(truncatingIfNeeded: node)
            previous[node] = Int32(truncatingIfNeeded: last)
            last = node
        }
        for (index, insert) in pending.enumerated() {
            let node = count + index
            let raw = Int(slots[Int(insert.anchor)].raw)
            let anchor = raw >= 0 ? raw : count + (-1 - raw)
            let (before, after) = insert.isAfter ? (anchor, Int(next[anchor])) : (Int(previous[anchor]), anchor)
            next[before] = Int32(truncatingIfNeeded: node)
            previous[node] = Int32(truncatingIfNeeded: before)
            next[node] = Int32(truncatingIfNeeded: after)
            if after >= 0 { previous[after] = Int32(truncatingIfNeeded: node) }
        }
        var result: [Int32] = []
        result.reserveCapacity(count + pending.count)
        var node = Int(next[head])
        while node >= 0 {
            let slot = node < count ? order[node] : pending[node - count].slot
            if cellsBySlot[Int(slot)] != nil { result.append(slot) }
            node = Int(next[node])
        }
        return result
    }

    // MARK: - The combined update

    private func combinedUpdate(from recorder: BatchRecorder) -> TableUpdate {
        var newIndexBySerial: [Int: Int] = [:]
        for (index, serial) in visibleSerials.enumerated() { newIndexBySerial[serial] = index }
        var update = TableUpdate.Lists()
        for (oldIndex, serial) in recorder.sectionsBefore.enumerated() where newIndexBySerial[serial] == nil {
            update.deletedSections.append(oldIndex)
        }
        for (newIndex, serial) in visibleSerials.enumerated() where recorder.oldIndexBySerial[serial] == nil {
            update.insertedSections.append(newIndex)
        }
        // Visible cells accounted for by the walk over the old rows: unchanged or moved there.
        var accounted = [UInt64](repeating: 0, count: (slots.count + 63) / 64)
        for (serial, snapshot) in recorder.snapshots {
            let oldIndex = recorder.oldIndexBySerial[serial].unsafelyUnwrapped
            let newIndex = newIndexBySerial[serial]
            for (slotIndex, row) in zip(snapshot.slots, snapshot.rows) where row >= 0 {
                let from = RowPath(section: oldIndex, row: Int(row))
                if cellsBySlot[Int(slotIndex)] != nil {
                    guard newIndex != nil else { continue }
                    if slots[Int(slotIndex)].isHidden {
                        update.deletedRows.append(from)
                    } else {
                        accounted[Int(slotIndex) / 64] |= 1 << UInt64(slotIndex % 64)
                    }
                    continue
                }
                // Removed: back somewhere visible means moved.
                if let identifier = recorder.removedCellBySlot[slotIndex],
                    let newSlotIndex = slotIndexByCell.value(forIdentifier: identifier)
                {
                    let slot = slots[Int(newSlotIndex)]
                    if let toSection = newIndexBySerial[Int(slot.section)], !slot.isHidden {
                        let to = RowPath(section: toSection, row: read(Int(slot.section)) { $0.resolve(slot).visibleBefore })
                        let isInserted = recorder.oldIndexBySerial[Int(slot.section)] == nil
                        if isInserted || newIndex == nil {
                            // UIKit cannot move a row out of a deleted section or into an inserted one.
                            update.requiresReload = true
                            if !isInserted { update.insertedRows.append(to) }
                            if newIndex != nil { update.deletedRows.append(from) }
                        } else {
                            update.movedRows.append(RowMove(from: from, to: to))
                        }
                        accounted[Int(newSlotIndex) / 64] |= 1 << UInt64(newSlotIndex % 64)
                        continue
                    }
                }
                if newIndex != nil { update.deletedRows.append(from) }
            }
        }
        // Rows of sections shown before and after that no old row accounts for are insertions.
        for serial in recorder.touchedSerials {
            guard recorder.oldIndexBySerial[serial] != nil, let newIndex = newIndexBySerial[serial] else { continue }
            var row = 0
            for slotIndex in sectionsBySerial[serial].slotIndices where !slots[Int(slotIndex)].isHidden {
                if accounted[Int(slotIndex) / 64] & (1 << UInt64(slotIndex % 64)) == 0 {
                    update.insertedRows.append(RowPath(section: newIndex, row: row))
                }
                row += 1
            }
        }
        for serial in recorder.reconfiguredSections {
            guard let oldIndex = recorder.oldIndexBySerial[serial], newIndexBySerial[serial] != nil else { continue }
            update.reconfiguredSections.append(oldIndex)
            if recorder.supplementsAppearingOrGoing.contains(serial) { update.requiresReload = true }
        }
        // Rows and sections are appended out of order; the initializer sorts.
        return TableUpdate(
            deletedSections: update.deletedSections, insertedSections: update.insertedSections,
            reloadedSections: update.reloadedSections, deletedRows: update.deletedRows,
            insertedRows: update.insertedRows, reloadedRows: update.reloadedRows,
            movedRows: update.movedRows, reconfiguredSections: update.reconfiguredSections,
            requiresReload: update.requiresReload
        )
    }
}
