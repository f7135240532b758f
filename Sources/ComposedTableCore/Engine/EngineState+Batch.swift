/// What a batch keeps to combine its mutations into one update (Docs/Architecture.md).
struct BatchRecorder {
    /// The visible sections when the batch began, and their visible indices by serial; recorded
    /// when the batch first changes the sections, so that a batch of cell changes costs nothing
    /// per section.
    var sectionsBefore: [Int]?
    var oldIndexBySerial: [Int32] = []
    /// The rows, and their hidden flags, of each section that was visible when the batch began
    /// and that a cell mutation touched, as they were then.
    var snapshots: [Int: (rows: [Int32], isHidden: [Bool])] = [:]
    /// Sections touched by cell mutations (``SectionState/isTouched``), in the order of the first
    /// touch.
    var touched: [Int] = []
    /// Slots of cells removed in the batch (a cell may appear more than once), and how many are
    /// removed now; each keeps its cell and its dictionary entry until the batch ends.
    var removedSlots: [Int32] = []
    var removedCount = 0
    /// Slots of cells removed and inserted again: moved.
    var movedSlots: Set<Int32> = []
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
        guard isBatching, batch!.sectionsBefore == nil else { return }
        let before = order.serials(visibleOnly: true)
        batch!.sectionsBefore = before
        batch!.oldIndexBySerial = Array(repeating: -1, count: sections.count)
        for (index, serial) in before.enumerated() { batch!.oldIndexBySerial[serial] = Int32(index) }
    }

    /// A section's visible index when the running batch began (`nil`: hidden or not there).
    private mutating func oldIndex(of serial: Int, in recorder: borrowing BatchRecorder) -> Int? {
        guard recorder.sectionsBefore != nil else { return order.visibleIndex(of: serial) }
        return serial < recorder.oldIndexBySerial.count && recorder.oldIndexBySerial[serial] >= 0
            ? Int(recorder.oldIndexBySerial[serial]) : nil
    }

    /// Registers a section with the running batch on its first cell mutation, keeping its rows as
    /// they were when it was visible. Its tree of shown rows goes: per-row changes then cost no
    /// update of it, and the next question after the batch rebuilds it once.
    @inline(__always)
    mutating func touch(_ serial: Int) {
        guard isBatching, !sections[serial].isTouched else { return }
        sections[serial].isTouched = true
        batch!.touched.append(serial)
        let wasVisible = oldIndex(of: serial, in: batch!) != nil
        if !sections[serial].isLazy, wasVisible {
            batch!.snapshots[serial] = (sections[serial].rows, sections[serial].isHidden)
        }
        sections[serial].shownTree = nil
    }

    /// Gives the section order the rows of the sections the batch touched: per-row changes leave
    /// that to the end of the batch, or to a question about the rows of several sections.
    mutating func settleOrderRows() {
        for serial in batch?.touched ?? [] where !sections[serial].isRemoved {
            order.setRows(sections[serial].visibleCount, of: serial)
        }
    }

    /// Removes the cell in a slot inside a batch: a placeholder keeps its row, and the slot keeps
    /// the cell and its dictionary entry until the batch ends.
    @inline(__always)
    mutating func removeInBatch(slot: Int, serial: Int, raw: Int) {
        sections[serial].markRemoved(at: raw)
        batch!.removedSlots.append(Int32(slot))
        batch!.removedCount += 1
        slots[slot].serial = -1
        slots[slot].raw = -1
    }

    /// Gives a touched section's rows their cells: waiting insertions placed, placeholders
    /// dropped (for the calls that pass over the section, and the end of the batch).
    mutating func compact(_ serial: Int) {
        if !sections[serial].pending.isEmpty { sections[serial].placePending() }
        sections[serial].compact()
        reindex(serial)
    }

    /// Ends the batch; returns its update and the cells it removed, which the caller releases
    /// once the engine's access has ended.
    mutating func endBatch() -> (update: TableUpdate, released: [AnyObject]) {
        let recorder = batch!
        batch = nil
        for serial in recorder.touched where !sections[serial].isRemoved {
            sections[serial].isTouched = false
            compact(serial)
            order.setRows(sections[serial].visibleCount, of: serial)
        }
        let update = combinedUpdate(from: recorder)
        var released: [AnyObject] = []
        for slot in recorder.removedSlots.map({ Int($0) }) where slots[slot].serial == -1 && slots[slot].cell != nil {
            // The caller releases a last reference, after the access (a `deinit` may read the composition).
            if isKnownUniquelyReferenced(&slots[slot].cell) { released.append(slots[slot].cell!) }
            slots[slot].cell = nil
            freeSlots.append(Int32(slot))
            staleEntries += 1
        }
        dropStaleEntriesIfMany()
        freeSlots += recorder.freedSlots
        freeSerials += recorder.freedSerials
        return (update, released)
    }

    // MARK: - The combined update

    private mutating func combinedUpdate(from recorder: BatchRecorder) -> TableUpdate {
        var update = TableUpdate.Lists()
        func newIndex(_ serial: Int) -> Int? { sections[serial].isRemoved ? nil : order.visibleIndex(of: serial) }
        if let before = recorder.sectionsBefore {
            for (index, serial) in before.enumerated() where !order.isShown(serial) { update.deletedSections.append(index) }
            for (index, serial) in order.serials(visibleOnly: true).enumerated() where oldIndex(of: serial, in: recorder) == nil {
                update.insertedSections.append(index)
            }
        }
        // The cells that stayed in their section keep their order: a merge of the rows that showed
        // and the rows that show finds the rest. Moved cells are left to the next step.
        var oldPlaces: [Int32: (serial: Int, row: Int)] = [:]
        // A flag per slot rather than a hash per row (none without moves).
        var isMovedSlot = Array(repeating: false, count: recorder.movedSlots.isEmpty ? 0 : slots.count)
        for slot in recorder.movedSlots { isMovedSlot[Int(slot)] = true }
        func isMoved(_ slot: Int32) -> Bool { !isMovedSlot.isEmpty && slot >= 0 && isMovedSlot[Int(slot)] }
        for (serial, snapshot) in recorder.snapshots {
            let (oldRows, wasHidden) = snapshot
            if !isMovedSlot.isEmpty {
                var row = 0
                for raw in oldRows.indices where !wasHidden[raw] {
                    if isMoved(oldRows[raw]) { oldPlaces[oldRows[raw]] = (serial, row) }
                    row += 1
                }
            }
            guard let old = oldIndex(of: serial, in: recorder), let new = newIndex(serial) else { continue }
            // Compacted: every row holds a cell. Arrays read once, not through the section.
            let newRows = sections[serial].rows
            let newHidden = sections[serial].isHidden
            let hasMoves = !isMovedSlot.isEmpty
            if !hasMoves, newRows == oldRows {  // the batch only hid and showed rows (told in O(1))
                _ = Self.hidingChanges(
                    from: wasHidden, to: newHidden, sections: (old, new), deleted: &update.deletedRows, inserted: &update.insertedRows)
                continue
            }
            func showsHere(_ slot: Int32) -> Bool {
                let place = slots[Int(slot)]
                return place.serial == Int32(serial) && !newHidden[Int(place.raw)]
            }
            // Two walks in step, over the rows that showed and the rows that show.
            var (oldRaw, newRaw, oldRow, newRow) = (0, 0, 0, 0)
            while true {
                while oldRaw < oldRows.count, wasHidden[oldRaw] { oldRaw += 1 }
                while newRaw < newRows.count, newHidden[newRaw] { newRaw += 1 }
                let hasOld = oldRaw < oldRows.count
                let hasNew = newRaw < newRows.count
                guard hasOld || hasNew else { break }
                if hasMoves, hasOld, isMoved(oldRows[oldRaw]) {
                    oldRaw += 1
                    oldRow += 1
                } else if hasMoves, hasNew, isMoved(newRows[newRaw]) {
                    newRaw += 1
                    newRow += 1
                } else if hasOld, hasNew, oldRows[oldRaw] == newRows[newRaw] {
                    (oldRaw, newRaw, oldRow, newRow) = (oldRaw + 1, newRaw + 1, oldRow + 1, newRow + 1)
                } else if hasOld, !hasNew || !showsHere(oldRows[oldRaw]) {
                    update.deletedRows.append(RowPath(section: old, row: oldRow))
                    oldRaw += 1
                    oldRow += 1
                } else {
                    // The old row still shows further on, so this new one did not show before.
                    update.insertedRows.append(RowPath(section: new, row: newRow))
                    newRaw += 1
                    newRow += 1
                }
            }
        }
        for slot in recorder.movedSlots {
            var from: RowPath?
            var fromSectionGoes = false
            if let (origin, row) = oldPlaces[slot], let old = oldIndex(of: origin, in: recorder) {
                from = RowPath(section: old, row: row)
                fromSectionGoes = newIndex(origin) == nil
            }
            var to: RowPath?
            var toSectionComes = false
            let serial = Int(slots[Int(slot)].serial)
            if serial >= 0, !sections[serial].isLazy, let new = newIndex(serial), sections[serial].isShown(raw: Int(slots[Int(slot)].raw)) {
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
            let isListed = LazyRows.rowChanges(
                from: before, to: lazy.shown, count: lazy.count, oldSection: old, newSection: new, deleted: &update.deletedRows,
                inserted: &update.insertedRows)
            if !isListed { update.requiresReload = true }
        }
        let reloadsForRows = update.requiresReload
        for serial in recorder.reconfiguredSections {
            guard let old = oldIndex(of: serial, in: recorder), newIndex(serial) != nil else { continue }
            update.reconfiguredSections.append(old)
            if recorder.supplementsAppearingOrGoing.contains(serial) { update.requiresReload = true }
        }
        // Rows and sections are appended out of order; the initializer sorts.
        var combined = TableUpdate(
            deletedSections: update.deletedSections, insertedSections: update.insertedSections, deletedRows: update.deletedRows,
            insertedRows: update.insertedRows, movedRows: update.movedRows, reconfiguredSections: update.reconfiguredSections,
            requiresReload: update.requiresReload)
        combined.lists.reloadsOnlyForSupplements = update.requiresReload && !reloadsForRows
        return combined
    }

    // MARK: - Moving

    /// Moves a cell, keeping its identity: one move in the update, never a deletion and an
    /// insertion of a live cell. Inside a batch, a removal and an insertion of the same instance,
    /// which the combined update reports as a move. A hidden cell stays hidden and moves no row.
    /// - Returns: The update (empty inside a batch, or when the cell is already there) and the
    ///   cells to release after the access (none).
    mutating func moveCell(_ cell: AnyObject, to destination: MoveDestination, method: StaticString) -> (
        update: TableUpdate, released: [AnyObject]
    ) {
        // Checked before anything changes, so that a misuse names the move.
        let (serial, slot, _) = place(of: cell, in: method)
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
        // Read after the anchor's place, which may have given waiting insertions their rows.
        let raw = raw(ofSlot: slot)
        let wasHidden = sections[serial].isHidden[raw]
        if isBatching {
            touch(serial)
            removeInBatch(slot: slot, serial: serial, raw: raw)
            switch destination {
            case .after(let anchor): _ = insertCell(cell, after: anchor)
            case .before(let anchor): _ = insertCell(cell, before: anchor)
            case .end(let target): _ = insert(cell, intoSerial: target, atRaw: nil, method: method)
            }
            if wasHidden { _ = setCell(cell, hidden: true) }
            return (.none, [])
        }
        // At once: out of its row, into the new one, and the rows before and after compared.
        let before = location(of: cell)
        mutationCount += 1
        sections[serial].removeRow(at: raw)
        reindex(serial)
        order.setRows(sections[serial].visibleCount, of: serial)
        let target: (serial: Int, raw: Int)
        switch destination {
        case .after(let anchor):
            let place = place(of: anchor, in: method)
            target = (place.serial, place.raw + 1)
        case .before(let anchor):
            let place = place(of: anchor, in: method)
            target = (place.serial, place.raw)
        case .end(let serial):
            target = (serial, sections[serial].rows.count)
        }
        slots[slot] = Slot(cell: cell, serial: Int32(target.serial), raw: Int32(target.raw))
        sections[target.serial].insertRow(Int32(slot), at: target.raw)
        if wasHidden { sections[target.serial].setHidden(true, atRaw: target.raw) }
        reindex(target.serial)
        order.setRows(sections[target.serial].visibleCount, of: target.serial)
        switch (before, location(of: cell)) {
        case (.visible(let from), .visible(let to)): return (from == to ? .none : TableUpdate(movedRows: [RowMove(from: from, to: to)]), [])
        case (.visible(let from), _): return (TableUpdate(.deleteRow(from)), [])
        case (_, .visible(let to)): return (TableUpdate(.insertRow(to)), [])
        default: return (.none, [])
        }
    }
}
