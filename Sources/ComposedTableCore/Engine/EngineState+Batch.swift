/// What a batch keeps to combine its mutations into one update.
///
/// A batch applies each mutation at once, except that a removed row stays as a placeholder and
/// row indices are fixed when next read; the first mutation of a section keeps its rows as they
/// were (a copy-on-write copy). At the end, each touched section's visible rows before and after
/// are compared by slot, in one pass: the cells that were neither moved nor added keep their
/// order, so a merge finds the deletions and insertions, and moved cells are looked up apart.
struct BatchRecorder {
    /// The visible sections when the batch began, and their visible indices by serial; recorded
    /// when the batch first changes the sections, so that a batch of cell changes costs nothing
    /// per section.
    var sectionsBefore: [Int]?
    var oldIndexBySerial: [Int: Int] = [:]
    /// The rows, and their hidden flags, of each section that was visible when the batch began
    /// and that a cell mutation touched, as they were then.
    var snapshots: [Int: (rows: [Int32], isHidden: [Bool])] = [:]
    /// Sections touched by cell mutations.
    var touched: Set<Int> = []
    /// Cells removed in the batch, with the slot they keep (and their cell) until it ends: a
    /// cell inserted again gets it back, and moved.
    var removedSlotByCell: [ObjectIdentifier: Int32] = [:]
    /// Slots of cells removed and inserted again.
    var movedSlots: Set<Int32> = []
    /// Slots of cells added in the batch.
    var newSlots: Set<Int32> = []
    /// The section each removed cell was in when the batch began, for cells that were there.
    var origin: [Int32: Int] = [:]
    /// Slots of lazy cells and serials freed in the batch; reused only after it, so that within a
    /// batch a slot or a serial names one cell or section.
    var freedSlots: [Int32] = []
    var freedSerials: [Int] = []
    var reconfiguredSections: Set<Int> = []
    /// Sections whose header or footer appeared or went: a reload when they are still shown.
    var supplementsAppearingOrGoing: Set<Int> = []
    /// The shown rows of each lazy section before the batch first filtered it (`nil` inside: all).
    var lazyShownBefore: [Int: [Int32]?] = [:]
}

/// Where ``EngineState/moveCell(_:to:method:)`` puts a cell.
enum MoveDestination {
    /// Right after a cell of the composition.
    case after(AnyObject)
    /// Right before a cell of the composition.
    case before(AnyObject)
    /// At the end of a section (by serial).
    case end(ofSerial: Int)
}

extension EngineState {
    mutating func beginBatch() {
        require(
            batch == nil, "ComposedTable: performBatch(_:) was called inside another performBatch(_:); put all the mutations in one batch.")
        batch = BatchRecorder()
    }

    /// Notes, before the first change of the sections in a batch, each section's visible index.
    mutating func sectionsWillChange() {
        mutationCount += 1
        guard isBatching, batch?.sectionsBefore == nil else { return }
        let before = order.serials(visibleOnly: true)
        batch?.sectionsBefore = before
        for (index, serial) in before.enumerated() { batch?.oldIndexBySerial[serial] = index }
    }

    /// A section's visible index when the running batch began (`nil`: hidden or not there).
    private mutating func oldIndex(of serial: Int, in recorder: BatchRecorder) -> Int? {
        recorder.sectionsBefore == nil ? order.visibleIndex(of: serial) : recorder.oldIndexBySerial[serial]
    }

    /// Registers a section with the running batch on its first cell mutation, keeping its rows as
    /// they were when it was visible.
    mutating func touch(_ serial: Int) {
        guard var recorder = batch, !recorder.touched.contains(serial) else { return }
        batch = nil
        recorder.touched.insert(serial)
        if !sections[serial].isLazy, oldIndex(of: serial, in: recorder) != nil {
            recorder.snapshots[serial] = (sections[serial].rows, sections[serial].isHidden)
        }
        batch = recorder
    }

    /// Removes the cell in a slot inside a batch: a placeholder keeps its row, and the slot keeps
    /// the cell until the batch ends.
    mutating func removeInBatch(slot: Int, serial: Int) {
        let raw = raw(ofSlot: slot)
        sections[serial].markRemoved(at: raw)
        order.setRows(sections[serial].visibleCount, of: serial)
        let identifier = ObjectIdentifier(slots[slot].cell!)
        slotByCell[identifier] = nil
        batch?.removedSlotByCell[identifier] = Int32(slot)
        if batch?.newSlots.contains(Int32(slot)) == false, batch?.origin[Int32(slot)] == nil { batch?.origin[Int32(slot)] = serial }
        slots[slot].serial = -1
        slots[slot].raw = -1
    }

    /// Drops a touched section's placeholders, so that its rows are in step with its cells (for
    /// the calls that pass over the section).
    mutating func compact(_ serial: Int) {
        sections[serial].compact()
        reindex(serial)
    }

    /// Ends the batch; returns its update and the cells it removed, which the caller releases
    /// once the engine's access has ended.
    mutating func endBatch() -> (update: TableUpdate, released: [AnyObject]) {
        let recorder = batch!
        batch = nil
        for serial in recorder.touched where !sections[serial].isRemoved { compact(serial) }
        let update = combinedUpdate(from: recorder)
        var released: [AnyObject] = []
        for slot in recorder.removedSlotByCell.values {
            released.append(slots[Int(slot)].cell!)
            slots[Int(slot)].cell = nil
            freeSlots.append(slot)
        }
        freeSlots += recorder.freedSlots
        freeSerials += recorder.freedSerials
        return (update, released)
    }

    // MARK: - The combined update

    private mutating func combinedUpdate(from recorder: BatchRecorder) -> TableUpdate {
        var update = TableUpdate.Lists()
        func newIndex(_ serial: Int) -> Int? { sections[serial].isRemoved ? nil : order.visibleIndex(of: serial) }
        if let before = recorder.sectionsBefore {
            for (index, serial) in before.enumerated() where newIndex(serial) == nil { update.deletedSections.append(index) }
            for (index, serial) in order.serials(visibleOnly: true).enumerated() where recorder.oldIndexBySerial[serial] == nil {
                update.insertedSections.append(index)
            }
        }
        // The cells that stayed in their section keep their order: a merge of the rows that showed
        // and the rows that show finds the rest. Moved cells are left to the next step.
        var oldRows: [Int: [Int32: Int]] = [:]
        let movedFrom = Set(recorder.movedSlots.compactMap { recorder.origin[$0] })
        for (serial, snapshot) in recorder.snapshots {
            let before = snapshot.rows.indices.filter { !snapshot.isHidden[$0] }.map { snapshot.rows[$0] }
            if movedFrom.contains(serial) {
                oldRows[serial] = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($1, $0) })
            }
            guard let old = oldIndex(of: serial, in: recorder), let new = newIndex(serial) else { continue }
            let section = sections[serial]
            let after = section.rows.indices.filter { section.isShown(raw: $0) }.map { section.rows[$0] }
            func isShownHere(_ slot: Int32) -> Bool {
                slots[Int(slot)].serial == Int32(serial) && section.isShown(raw: Int(slots[Int(slot)].raw))
            }
            var oldRow = 0
            var newRow = 0
            while oldRow < before.count || newRow < after.count {
                if oldRow < before.count, recorder.movedSlots.contains(before[oldRow]) {
                    oldRow += 1
                } else if newRow < after.count, recorder.movedSlots.contains(after[newRow]) {
                    newRow += 1
                } else if oldRow < before.count, newRow < after.count, before[oldRow] == after[newRow] {
                    oldRow += 1
                    newRow += 1
                } else if oldRow < before.count, !isShownHere(before[oldRow]) {
                    update.deletedRows.append(RowPath(section: old, row: oldRow))
                    oldRow += 1
                } else if newRow < after.count {
                    // The old row still shows further on, so this new one did not show before.
                    update.insertedRows.append(RowPath(section: new, row: newRow))
                    newRow += 1
                } else {
                    update.deletedRows.append(RowPath(section: old, row: oldRow))
                    oldRow += 1
                }
            }
        }
        for slot in recorder.movedSlots {
            var from: RowPath?
            var fromSectionGoes = false
            if let origin = recorder.origin[slot], let old = oldIndex(of: origin, in: recorder), let row = oldRows[origin]?[slot] {
                from = RowPath(section: old, row: row)
                fromSectionGoes = newIndex(origin) == nil
            }
            var to: RowPath?
            var toSectionComes = false
            let serial = Int(slots[Int(slot)].serial)
            if serial >= 0, let new = newIndex(serial), sections[serial].isShown(raw: Int(slots[Int(slot)].raw)) {
                to = RowPath(section: new, row: sections[serial].visibleRow(ofRaw: Int(slots[Int(slot)].raw)))
                toSectionComes = oldIndex(of: serial, in: recorder) == nil
            }
            switch (from, to) {
            case (let from?, let to?) where !fromSectionGoes && !toSectionComes:
                update.movedRows.append(RowMove(from: from, to: to))
            case (let from?, let to?):
                // UIKit cannot move a row out of a deleted section or into an inserted one.
                update.requiresReload = true
                if !toSectionComes { update.insertedRows.append(to) }
                if !fromSectionGoes { update.deletedRows.append(from) }
            case (let from?, nil):
                if !fromSectionGoes { update.deletedRows.append(from) }
            case (nil, let to?):
                if !toSectionComes { update.insertedRows.append(to) }
            case (nil, nil):
                break
            }
        }
        for (serial, before) in recorder.lazyShownBefore {
            guard let old = oldIndex(of: serial, in: recorder), let new = newIndex(serial), let lazy = sections[serial].lazy else {
                continue
            }
            LazyRows.rowChanges(
                from: before, to: lazy.shown, count: lazy.count, oldSection: old, newSection: new, deleted: &update.deletedRows,
                inserted: &update.insertedRows)
        }
        for serial in recorder.reconfiguredSections {
            guard let old = oldIndex(of: serial, in: recorder), newIndex(serial) != nil else { continue }
            update.reconfiguredSections.append(old)
            if recorder.supplementsAppearingOrGoing.contains(serial) { update.requiresReload = true }
        }
        // Rows and sections are appended out of order; the initializer sorts.
        return TableUpdate(
            deletedSections: update.deletedSections, insertedSections: update.insertedSections, deletedRows: update.deletedRows,
            insertedRows: update.insertedRows, movedRows: update.movedRows, reconfiguredSections: update.reconfiguredSections,
            requiresReload: update.requiresReload)
    }

    // MARK: - Moving

    /// Moves a cell: a removal and an insertion of the same instance in one batch (the running
    /// one, or one of its own), which the combined update reports as a move — never as a deletion
    /// and an insertion of a live cell. A hidden cell stays hidden and moves no row.
    ///
    /// - Returns: The update (empty inside a running batch, or when the cell is already there) and
    ///   the cells a batch of its own removed, for the caller to release after the access.
    mutating func moveCell(_ cell: AnyObject, to destination: MoveDestination, method: StaticString) -> (
        update: TableUpdate, released: [AnyObject]
    ) {
        // Checked before anything changes, so that a misuse names the move.
        let (serial, slot, raw) = place(of: cell, in: method)
        switch destination {
        case .after(let anchor), .before(let anchor):
            require(
                anchor !== cell,
                "ComposedTable: \(method) was given \(describe(cell)) as both the cell to move and its anchor. Name the cell it should follow or precede, another cell of this composition."
            )
            _ = place(of: anchor, in: method)
        case .end(let target):
            if sections[target].isLazy { lazyAppendFailure(section: sections[target].id, method: method) }
        }
        let wasHidden = sections[serial].isHidden[raw]
        let ownsBatch = !isBatching
        if ownsBatch { beginBatch() }
        touch(serial)
        removeInBatch(slot: slot, serial: serial)
        switch destination {
        case .after(let anchor): _ = insertCell(cell, after: anchor)
        case .before(let anchor): _ = insertCell(cell, before: anchor)
        case .end(let target): _ = insert(cell, intoSerial: target, atRaw: nil, method: method)
        }
        if wasHidden { _ = setCell(cell, hidden: true) }
        guard ownsBatch else { return (.none, []) }
        let (update, released) = endBatch()
        // A cell put back where it was: one move onto its own row, which is no change.
        if update.movedRows.count == 1, update.movedRows[0].from == update.movedRows[0].to, update == TableUpdate(movedRows: update.movedRows) {
            return (.none, released)
        }
        return (update, released)
    }
}
