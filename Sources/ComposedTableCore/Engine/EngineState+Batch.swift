/// How a batch applies the deferred cell changes of a section.
package enum BatchPolicy: Sendable {
    /// Whichever costs less, chosen each time the section's changes are applied (at its first
    /// read or at the end of the batch), from their number and kinds and the section's size.
    case automatic
    /// Always in one pass over the section (the rows as they were recorded on the first change).
    case onePass
    /// Always replayed one by one (but for the calls that pass over the whole section anyway:
    /// `setCells(in:hidden:)`, `removeCells(in:where:)`, `removeSection(_:)`).
    case changeByChange
}

/// What a batch needs to combine its mutations into one update.
///
/// Nothing is recorded for a section until a cell mutation first touches it. Its changes are
/// deferred and recorded in O(1) each (``DeferredChange``); when the section is next read, or the
/// batch ends, they are applied whichever way costs less for *k* changes in *n* cells: replayed
/// one by one with the code of single mutations, O(*k*) amortised changes and an update from the
/// touched cells alone, O(*k* log *k*) (``TouchedSlot``); or in one pass, with the visible rows as
/// they were recorded (``SectionSnapshot``), O(*n* + *k*). Nothing is kept per section either:
/// the sections' old indices are recorded only when the batch changes the sections. So a batch of
/// cell changes costs, for each section it touches, the lesser of the two.
struct BatchRecorder {
    /// The visible sections, by serial, when the batch began; recorded when the batch first
    /// changes the sections.
    var sectionsBefore: [Int] = []
    /// The visible index of each of those sections when the batch began; made when the batch
    /// first changes the sections (until then a section's visible index is the one it had), so
    /// that a batch that changes only cells costs nothing per section.
    var oldIndexBySerial: [Int: Int]?
    /// The rows as they were of every section that was visible when the batch began and that a cell
    /// mutation touched.
    var snapshots: [Int: SectionSnapshot] = [:]
    /// Sections touched by cell mutations, in the order of the first touch.
    var touchedSerials: [Int] = []
    /// The removed cells, kept alive until the batch ends: a cell freed during the batch could
    /// leave its address (its identity) to a new cell, which would then look moved.
    var retainedCells: [AnyObject] = []
    /// Slots and section serials freed during the batch; reused only after it, so that within a
    /// batch a slot or a serial names one cell or section. `freedSlots[i]` is the slot that
    /// `retainedCells[i]` held.
    var freedSlots: [Int32] = []
    /// The first slot each removed cell held in the batch, for the removed cells indexed so far
    /// (`retainedCells[..<indexedRemovals]`): built only when the batch inserts a cell, so that
    /// removals alone pay nothing to detect moves.
    var removedSlotByCell: [ObjectIdentifier: Int32] = [:]
    var indexedRemovals = 0
    /// For a removed cell inserted again in the batch, its first slot and the slot it has now: it
    /// moved, unless it was removed again (its new slot is then empty).
    var reinsertedSlots: [Int32: Int32] = [:]
    var freedSerials: [Int] = []
    var reconfiguredSections: Set<Int> = []
    /// The shown rows of each lazy section before the batch's first ``EngineState/setVisibleRows(_:in:)``
    /// on it (`nil` inside: all rows).
    var lazyShownBefore: [Int: [Int32]?] = [:]
    /// Sections whose header or footer appeared or went: a reload when they are still shown.
    var supplementsAppearingOrGoing: Set<Int> = []
}

/// A section's cells, in order, and which of them were visible, when a batch switched it to one
/// pass (a visible cell's row is the number of visible cells before it).
struct SectionSnapshot {
    let slots: GrowableArray<Int32>
    let wasVisible: [Bool]
    /// The number of visible cells.
    let visibleCount: Int
}

extension EngineState {
    mutating func beginBatch() {
        require(
            batch == nil, "ComposedTable: performBatch(_:) was called inside another performBatch(_:); put all the mutations in one batch.")
        batch = BatchRecorder()
    }

    /// Notes, before the first change of the sections in a batch, each section's visible index.
    @inline(__always)
    mutating func sectionsWillChange() {
        guard isBatching, batch?.oldIndexBySerial == nil else { return }
        let sectionsBefore = order.serials(visibleOnly: true)
        var oldIndexBySerial: [Int: Int] = [:]
        oldIndexBySerial.reserveCapacity(sectionsBefore.count)
        for (index, serial) in sectionsBefore.enumerated() { oldIndexBySerial[serial] = index }
        batch?.sectionsBefore = sectionsBefore
        batch?.oldIndexBySerial = oldIndexBySerial
    }

    /// A section's visible index when the running batch began (`nil`: hidden or not there).
    private func oldVisibleIndex(ofSerial serial: Int, in recorder: BatchRecorder) -> Int? {
        guard let oldIndexBySerial = recorder.oldIndexBySerial else { return order.visibleIndex(of: serial) }
        return oldIndexBySerial[serial]
    }

    /// Ends the batch; returns its update and the cells it kept alive, which the caller releases
    /// once the engine's access has ended.
    mutating func endBatch() -> (update: TableUpdate, released: [AnyObject]) {
        // Flushed while the batch runs: a section switching to one pass records its rows in it.
        for serial in batch.unsafelyUnwrapped.touchedSerials { flushIfDirty(serial) }
        let recorder = batch.unsafelyUnwrapped
        batch = nil
        // The per-row calls' record is small, but kept by no table between batches.
        rowCalls = []
        let update = combinedUpdate(from: recorder)
        for serial in recorder.touchedSerials {
            settleAfterBatch(serial)
            // The section order learns the rows' counts once, at the end (frames read them).
            if !sectionsBySerial[serial].isRemoved { rowsChanged(serial) }
        }
        freeSlots.append(contentsOf: recorder.freedSlots)
        freeSerials.append(contentsOf: recorder.freedSerials)
        return (update, recorder.retainedCells)
    }

    // MARK: - Choosing the way

    /// What replaying a deferred change costs in a section of `cells` cells, in tenths of a
    /// nanosecond: a fixed part, a part for each position shift it logs, and a part for an
    /// insertion or removal in the middle; and what one pass over the section costs.
    ///
    /// Measured in release builds with `ComposedTableBenchmarks batch-crossover`: a change replayed
    /// costs about 100 ns, plus, for each shift, its share of the section's compactions (*n* /
    /// ``SectionState/compactionThreshold`` slot writes of about 0.6 ns), plus, for an insertion or
    /// a removal, the move of the later rows (about 0.02 ns a row). One pass costs about 6.5 ns a
    /// cell: the rows as they were, the rebuild, and the walks of the combined update. So in a
    /// large section about 1,100 hides or 120 moves (a removal and an insertion) break even.
    static func replayCosts(cells: Int) -> (shift: Int, rowMove: Int, onePass: Int) {
        (cells / min(128, max(48, cells / 64)) &* 6, cells / 5, cells &* 65)
    }

    /// Registers a section with the batch on its first cell mutation.
    @inline(__always)
    mutating func touch(_ serial: Int) {
        guard !read(serial, { $0.isTouchedInBatch }) else { return }
        batch?.touchedSerials.append(serial)
        sectionsBySerial[serial].isTouchedInBatch = true
        if batchPolicy == .onePass { switchToOnePass(serial) }
    }

    /// Makes the batch apply a section's changes in one pass (for the calls that pass over it).
    mutating func applyInOnePass(in serial: Int) {
        touch(serial)
        if !read(serial, { $0.isOnePassInBatch }) { switchToOnePass(serial) }
    }

    /// Registers a change about to be deferred in a section and marks the section dirty; notes the
    /// section's counts and the replay's budget when the change starts a run of deferred changes
    /// that may be replayed. Returns whether the change is to be recorded.
    @inline(__always)
    private mutating func beginChange(in serial: Int) -> Bool {
        touch(serial)
        return withSection(serial) { section, _ in
            section.isDirty = true
            if section.rawIndexByRowCache != nil { section.rawIndexByRowCache = nil }
            if section.isOnePassInBatch { return false }
            if section.deferredChanges.isEmpty {
                section.visibleCountBeforeDeferring = section.visibleCount
                section.cellCountBeforeDeferring = section.cellCount
                let (shift, rowMove, onePass) = Self.replayCosts(cells: section.cellCount)
                section.replayShiftCost = shift
                section.replayRowMoveCost = rowMove
                section.replayBudget = onePass
            }
            return true
        }
    }

    /// Switches a section to one pass: records its rows as they were before the batch (from its
    /// order, in which cells removed by replayed changes are still present as dead slots, the
    /// touched cells' first records, and the deferred changes), and compacts it, so that each
    /// slot's `raw` is its index in `slotIndices`. Deferred changes stay for the rebuild.
    ///
    /// - Complexity: O(*n* + *k*) for *n* cells and *k* recorded changes: one pass over the
    ///   section, which compacts it and reads each cell's flag now, then the records.
    private mutating func switchToOnePass(_ serial: Int) {
        let hasDeadSlots = read(serial) { $0.deadCellCount > 0 }
        let wasVisible = oldVisibleIndex(ofSerial: serial, in: batch.unsafelyUnwrapped) != nil
        var flags: [Bool] = []
        var visibleCount = 0
        withSection(serial) { section, slots in
            // A compaction (see `SectionState.compact(slots:)`) that also notes each flag.
            let count = section.slotIndices.count
            slots.withUnsafeMutableBufferPointer { slots in
                section.slotIndices.withUnsafeBufferPointer { order in
                    func rewrite(_ raw: Int, visibleBefore: Int) -> Bool {
                        let slot = Int(order[raw])
                        slots[slot].raw = Int32(truncatingIfNeeded: raw)
                        slots[slot].visibleBefore = Int32(truncatingIfNeeded: visibleBefore)
                        slots[slot].stamp = 0
                        return !slots[slot].isHidden
                    }
                    if wasVisible {
                        flags = [Bool](unsafeUninitializedCapacity: count) { flags, initialized in
                            for raw in 0..<count {
                                let isVisible = rewrite(raw, visibleBefore: visibleCount)
                                flags.initializeElement(at: raw, to: isVisible)
                                if isVisible { visibleCount &+= 1 }
                            }
                            initialized = count
                        }
                    } else {
                        for raw in 0..<count where rewrite(raw, visibleBefore: visibleCount) { visibleCount &+= 1 }
                    }
                }
            }
            section.resetPositions()
        }
        let order = sectionsBySerial[serial].slotIndices
        if wasVisible {
            // The visibility before the batch of each cell in the order, by raw index: the first
            // record of a touched cell (written last), else its flag. Cells inserted and not placed
            // yet are not in the order (nor were they before the batch).
            read(serial) { section in
                func note(_ slot: Int32, wasVisible: Bool) {
                    let raw = Int(slots[Int(slot)].raw)
                    guard raw >= 0, raw < order.count, order[raw] == slot else { return }
                    if flags[raw] != wasVisible { visibleCount &+= wasVisible ? 1 : -1 }
                    flags[raw] = wasVisible
                }
                for change in section.deferredChanges.reversed() { note(change.slot, wasVisible: change.wasVisible) }
                for touched in section.touchedSlots.reversed() { note(touched.slot, wasVisible: touched.wasVisible) }
            }
        }
        withSection(serial) { section, _ in
            section.isOnePassInBatch = true
            section.touchedSlots.removeAll(keepingCapacity: true)
            section.deferredChanges.removeAll(keepingCapacity: true)
            section.deadCellCount = 0
        }
        if hasDeadSlots { markDirty(serial) }
        if wasVisible { batch?.snapshots[serial] = SectionSnapshot(slots: order, wasVisible: flags, visibleCount: visibleCount) }
    }

    /// The first record of each cell that replayed changes of the batch touched in a section: how
    /// it was before the batch.
    private func firstTouches(ofSerial serial: Int) -> [TouchedSlot] {
        let touched = read(serial) { $0.touchedSlots }
        guard touched.count > 1 else { return touched }
        var order = Array(touched.indices)
        order.sort { touched[$0].slot != touched[$1].slot ? touched[$0].slot < touched[$1].slot : $0 < $1 }
        var result: [TouchedSlot] = []
        result.reserveCapacity(touched.count)
        var previous: Int32 = -1
        for index in order where touched[index].slot != previous {
            result.append(touched[index])
            previous = touched[index].slot
        }
        return result
    }

    /// Ends the batch for a section: drops the dead slots of removed cells and forgets its records.
    private mutating func settleAfterBatch(_ serial: Int) {
        guard read(serial, { $0.isTouchedInBatch }) else { return }
        if read(serial, { $0.deadCellCount > 0 }) {
            // Each removal is then what it is outside a batch: the later slots move up one, logged.
            var deadRaws: [Int] = []
            for touched in read(serial, { $0.touchedSlots }) where cellsBySlot[Int(touched.slot)] == nil {
                deadRaws.append(read(serial) { $0.resolve(slots[Int(touched.slot)]).raw })
            }
            deadRaws.sort(by: >)
            var previous = -1
            for raw in deadRaws where raw != previous {
                previous = raw
                withSection(serial) { section, slots in
                    section.slotIndices.remove(at: raw)
                    section.shift(from: raw + 1, raw: -1, visible: 0, slots: &slots)
                }
            }
        }
        withSection(serial) { section, _ in
            section.isTouchedInBatch = false
            section.isOnePassInBatch = false
            section.touchedSlots.removeAll(keepingCapacity: true)
            section.deadCellCount = 0
        }
    }

    // MARK: - Cell mutations inside a batch

    /// Notes, when a cell is inserted during a batch into slot `slotIndex`, whether the batch had
    /// removed it: the removed cells not indexed yet are indexed first (each once per batch).
    ///
    /// - Complexity: O(1) amortized; nothing when the batch removed no cell.
    @inline(__always)
    mutating func noteInsertionInBatch(of cell: AnyObject, at slotIndex: Int32) {
        guard batch?.retainedCells.isEmpty == false else { return }
        noteReinsertion(of: cell, at: slotIndex)
    }

    @inline(never)
    private mutating func noteReinsertion(of cell: AnyObject, at slotIndex: Int32) {
        withBatch { recorder in
            while recorder.indexedRemovals < recorder.retainedCells.count {
                let index = recorder.indexedRemovals
                // A cell removed again keeps its first slot: the row it had before the batch.
                let identifier = ObjectIdentifier(recorder.retainedCells[index])
                if recorder.removedSlotByCell[identifier] == nil { recorder.removedSlotByCell[identifier] = recorder.freedSlots[index] }
                recorder.indexedRemovals += 1
            }
            if let firstSlot = recorder.removedSlotByCell[ObjectIdentifier(cell)] { recorder.reinsertedSlots[firstSlot] = slotIndex }
        }
    }

    /// Traps for a cell of a class that is not in the composition (the message of
    /// ``slotIndex(of:in:)``).
    func absentCellFailure(_ type: AnyObject.Type, method: StaticString) -> Never {
        misuse(
            "ComposedTable: \(method) was given \(describe(type: type)) that is not in this composition. Add it first, or check contains(_:) before changing it."
        )
    }

    /// Gives in-place access to the running batch's recorder.
    @inline(__always)
    mutating func withBatch<Result>(_ body: (inout BatchRecorder) -> Result) -> Result {
        body(&batch!)
    }

    /// Marks a touched section dirty: its positions wait for ``flush(_:)``.
    @inline(__always)
    private mutating func markDirty(_ serial: Int) {
        withSection(serial) { section, _ in
            section.isDirty = true
            section.rawIndexByRowCache = nil
        }
    }

    /// Records a deferred change that may be replayed; once replaying the section's deferred
    /// changes would cost more than one pass, the section goes to one pass (and records no more).
    @inline(__always)
    private mutating func record(_ change: DeferredChange, in serial: Int) {
        let isCostly = withSection(serial) { section, _ in
            section.deferredChanges.append(change)
            switch change.kind {
            case .hide, .show: section.replayBudget &-= 1_000 &+ section.replayShiftCost
            // Logged as a hide, and dropped from the order at the end of the batch.
            case .remove: section.replayBudget &-= 1_000 &+ 2 &* section.replayShiftCost &+ section.replayRowMoveCost
            case .insertAfter, .insertBefore: section.replayBudget &-= 1_000 &+ section.replayShiftCost &+ section.replayRowMoveCost
            // At the end: nothing moves, nothing is logged.
            case .append: section.replayBudget &-= 1_000
            }
            return section.replayBudget <= 0
        }
        if isCostly, batchPolicy == .automatic { switchToOnePass(serial) }
    }

    mutating func setCellInBatch(_ cell: AnyObject, hidden: Bool) -> TableUpdate {
        setCellInBatch(atSlot: slotIndex(of: cell, in: "setCell(_:hidden:)"), hidden: hidden)
        return .none
    }

    /// Hides or shows the cell in a slot inside a batch: the flag flips at once, the change is
    /// deferred (recorded, or left to the section's one pass).
    @inline(__always)
    mutating func setCellInBatch(atSlot slotIndex: Int, hidden: Bool) {
        let serial = Int(slots[slotIndex].section)
        if read(serial, { $0.isLazy }) { lazyRowMutationFailure(serial: serial, method: "setCell(_:hidden:)") }
        guard slots[slotIndex].isHidden != hidden else { return }
        if beginChange(in: serial) {
            // Visible before exactly when it is now hidden.
            record(
                DeferredChange(slot: Int32(truncatingIfNeeded: slotIndex), anchor: -1, kind: hidden ? .hide : .show, wasVisible: hidden),
                in: serial)
        }
        slots[slotIndex].isHidden = hidden
        sectionsBySerial[serial].visibleCount += hidden ? -1 : 1
    }

    mutating func removeInBatch(_ cell: AnyObject, method: StaticString = "removeCell(_:)") -> TableUpdate {
        removeInBatch(address: UInt(bitPattern: ObjectIdentifier(cell)), type: type(of: cell), method: method)
        return .none
    }

    /// Removes the cell at an address inside a batch: it leaves the identity index at once, and its
    /// slot stays in the section's order, dead, until the rebuild or the end of the batch.
    @inline(__always)
    mutating func removeInBatch(address: UInt, type: AnyObject.Type, method: StaticString) {
        // One probe: the removal finds the slot. A misuse below traps, so the table's state after
        // it does not matter.
        guard let slot32 = slotIndexByCell.removeValue(forAddress: address) else { absentCellFailure(type, method: method) }
        removeInBatch(slot: Int(slot32), method: method)
    }

    /// ``removeInBatch(address:type:method:)`` of a cell that has already left the identity index.
    mutating func removeInBatch(slot slotIndex: Int, method: StaticString) {
        let slot32 = Int32(truncatingIfNeeded: slotIndex)
        let serial = Int(slots[slotIndex].section)
        if read(serial, { $0.isLazy }) { lazyRowMutationFailure(serial: serial, method: method) }
        let wasVisible = !slots[slotIndex].isHidden
        if beginChange(in: serial) { record(DeferredChange(slot: slot32, anchor: -1, kind: .remove, wasVisible: wasVisible), in: serial) }
        moveRemovedCellToBatch(slot32)
        if wasVisible { sectionsBySerial[serial].visibleCount -= 1 }
    }

    /// Moves the engine's reference to a removed cell to the batch (no retain, no release), which
    /// keeps it alive until the batch ends, and empties its slot.
    @inline(__always)
    mutating func moveRemovedCellToBatch(_ slot: Int32) {
        let cell = slotIndexByCell.cells.withUnsafeMutableBufferPointer { cells in
            Self.moveCell(outOf: cells.baseAddress.unsafelyUnwrapped + Int(slot))
        }
        withBatch { recorder in
            recorder.retainedCells.append(cell)
            recorder.freedSlots.append(slot)
        }
    }

    /// Takes the cell out of a slot that holds one, leaving it empty: the reference moves to the
    /// caller, with no retain and no release.
    @inline(__always)
    static func moveCell(outOf slot: UnsafeMutablePointer<AnyObject?>) -> AnyObject {
        // A present `AnyObject?` is laid out as the reference itself.
        let cell = slot.withMemoryRebound(to: AnyObject.self, capacity: 1) { $0.move() }
        slot.initialize(to: nil)
        return cell
    }

    mutating func insertInBatch(_ cell: AnyObject, anchor: AnyObject, isAfter: Bool, method: StaticString) -> TableUpdate {
        let anchorSlot = Int32(truncatingIfNeeded: slotIndex(of: anchor, in: method))
        let serial = Int(slots[Int(anchorSlot)].section)
        if sectionsBySerial[serial].isLazy { lazyRowMutationFailure(serial: serial, method: method) }
        let records = beginChange(in: serial)
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
        if records {
            record(
                DeferredChange(slot: slotIndex, anchor: anchorSlot, kind: isAfter ? .insertAfter : .insertBefore, wasVisible: false),
                in: serial)
        }
        return .none
    }

    /// Appends to a section inside a batch: at once when the section goes to one pass and is not
    /// dirty (nothing moves), else deferred: the new slot goes to the end of its order.
    mutating func appendInBatch(_ cell: AnyObject, toSerial serial: Int, method: StaticString) -> TableUpdate {
        if sectionsBySerial[serial].isLazy { Self.lazyAppendFailure(section: sectionsBySerial[serial].id, method: method) }
        touch(serial)
        if read(serial, { $0.isOnePassInBatch && !$0.isDirty }) { return appendNow(cell, toSerial: serial, method: method).update }
        let records = beginChange(in: serial)
        let slotIndex = claimSlot(for: cell, method: method)
        let raw = read(serial) { $0.slotIndices.count }
        let slot = CellSlot(
            section: Int32(truncatingIfNeeded: serial), raw: Int32(truncatingIfNeeded: raw), visibleBefore: 0, stamp: 0, isHidden: false)
        store(slot, of: cell, at: slotIndex)
        withSection(serial) { section, _ in
            section.slotIndices.append(slotIndex)
            section.visibleCount += 1
        }
        if records { record(DeferredChange(slot: slotIndex, anchor: -1, kind: .append, wasVisible: false), in: serial) }
        return .none
    }

    // MARK: - Applying deferred changes

    /// Applies a dirty section's deferred changes: replayed one by one when that is cheaper (or
    /// the policy says so), else in one pass.
    mutating func flush(_ serial: Int) {
        if !read(serial, { $0.isOnePassInBatch }) {
            // Under `.automatic`, `record` has switched a section whose replay would cost more.
            if batchPolicy != .onePass {
                replay(serial)
                return
            }
            switchToOnePass(serial)
        }
        rebuild(serial)
    }

    /// Replays a section's deferred changes in order, with the code of single mutations: the
    /// section is first put back as it was before them (hidden flags, visible count, appended
    /// slots), then each change logs its shift. A removed cell stays in the order as a dead,
    /// hidden slot until the batch ends, so that the rows as they were can still be told.
    private mutating func replay(_ serial: Int) {
        let changes = read(serial) { $0.deferredChanges }
        withSection(serial) { section, slots in
            section.visibleCount = section.visibleCountBeforeDeferring
            section.slotIndices.removeLast(section.slotIndices.count - section.cellCountBeforeDeferring)
            section.pendingInserts.removeAll(keepingCapacity: true)
            section.isDirty = false
            section.rawIndexByRowCache = nil
            for change in changes.reversed() {
                switch change.kind {
                case .hide, .show, .remove: slots[Int(change.slot)].isHidden = !change.wasVisible
                case .insertAfter, .insertBefore, .append: break
                }
            }
        }
        for change in changes {
            switch change.kind {
            case .hide, .show:
                _ = setCell(atSlot: Int(change.slot), hidden: change.kind == .hide)
            case .remove:
                let (_, slot, raw, _) = resolvedPosition(ofSlot: Int(change.slot), method: "performBatch(_:)")
                slots[Int(change.slot)].isHidden = true
                withSection(serial) { section, slots in
                    section.deadCellCount += 1
                    if !slot.isHidden {
                        section.visibleCount -= 1
                        section.shift(from: raw + 1, raw: 0, visible: -1, slots: &slots)
                    }
                }
            case .insertAfter, .insertBefore:
                let (_, anchor, raw, visibleBefore) = resolvedPosition(ofSlot: Int(change.anchor), method: "performBatch(_:)")
                let isAfter = change.kind == .insertAfter
                let (at, visibleAt) = isAfter ? (raw + 1, visibleBefore + (anchor.isHidden ? 0 : 1)) : (raw, visibleBefore)
                place(change.slot, inSerial: serial, atRaw: at, visibleBefore: visibleAt)
            case .append:
                let (raw, visibleBefore) = read(serial) { ($0.cellCount, $0.visibleCount) }
                place(change.slot, inSerial: serial, atRaw: raw, visibleBefore: visibleBefore)
            }
        }
        withSection(serial) { section, _ in
            section.touchedSlots.append(contentsOf: changes.lazy.map { TouchedSlot(slot: $0.slot, wasVisible: $0.wasVisible) })
            section.deferredChanges.removeAll(keepingCapacity: true)
        }
    }

    /// Places a visible cell whose slot is already claimed at raw index `raw` of a section, as an
    /// insertion outside a batch does (at the end, nothing moves and nothing is logged).
    private mutating func place(_ slotIndex: Int32, inSerial serial: Int, atRaw raw: Int, visibleBefore: Int) {
        withSection(serial) { section, slots in
            func placed() -> CellSlot {
                CellSlot(
                    section: Int32(truncatingIfNeeded: serial), raw: Int32(truncatingIfNeeded: raw),
                    visibleBefore: Int32(truncatingIfNeeded: visibleBefore), stamp: section.clock, isHidden: false)
            }
            slots[Int(slotIndex)] = placed()
            section.visibleCount += 1
            if raw == section.slotIndices.count {
                section.slotIndices.append(slotIndex)
                section.rawIndexByRowCache = nil
                return
            }
            section.slotIndices.insert(slotIndex, at: raw)
            // Cells from `raw` on move down one row; the new cell is stamped after the shift, so
            // replaying the log never moves it.
            section.shift(from: raw, raw: 1, visible: 1, slots: &slots)
            slots[Int(slotIndex)] = placed()
        }
    }

    /// Rebuilds a dirty section in one pass: drops dead slots, places pending insertions, and
    /// rewrites every position. O(*n* + *k*) for *n* cells and *k* deferred changes.
    private mutating func rebuild(_ serial: Int) {
        var order = sectionsBySerial[serial].slotIndices
        sectionsBySerial[serial].slotIndices = []
        let pending = sectionsBySerial[serial].pendingInserts
        sectionsBySerial[serial].pendingInserts = []
        if pending.isEmpty {
            // The order less its dead slots; the same array when there are none (it may be shared
            // with the section's snapshot, which a write would copy).
            order =
                cellsBySlot.withUnsafeBufferPointer { cells in
                    order.withUnsafeBufferPointer { old in
                        let cellWords = UnsafeRawPointer(cells.baseAddress.unsafelyUnwrapped)
                        func isLive(_ index: Int) -> Bool {
                            cellWords.load(fromByteOffset: Int(old[index]) &* MemoryLayout<UInt>.stride, as: UInt.self) != 0
                        }
                        var first = 0
                        while first < old.count, isLive(first) { first &+= 1 }
                        guard first < old.count else { return nil }
                        var kept = GrowableArray<Int32>()
                        kept.reserveCapacity(old.count)
                        for index in 0..<old.count where isLive(index) { kept.append(old[index]) }
                        return kept
                    }
                } ?? order
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
    private func placed(_ order: GrowableArray<Int32>, _ pending: [PendingInsert]) -> GrowableArray<Int32> {
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
        var result: GrowableArray<Int32> = []
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
        var update = TableUpdate.Lists()
        // Without a change of the sections, each keeps its visible index: nothing per section.
        let sectionsChanged = recorder.oldIndexBySerial != nil
        var newIndexBySerial: [Int: Int] = [:]
        if sectionsChanged {
            let visibleSerials = order.serials(visibleOnly: true)
            newIndexBySerial.reserveCapacity(visibleSerials.count)
            for (index, serial) in visibleSerials.enumerated() { newIndexBySerial[serial] = index }
            for (oldIndex, serial) in recorder.sectionsBefore.enumerated() where newIndexBySerial[serial] == nil {
                update.deletedSections.append(oldIndex)
            }
            for (newIndex, serial) in visibleSerials.enumerated() where recorder.oldIndexBySerial?[serial] == nil {
                update.insertedSections.append(newIndex)
            }
        }
        func oldIndex(_ serial: Int) -> Int? { oldVisibleIndex(ofSerial: serial, in: recorder) }
        func newIndex(_ serial: Int) -> Int? { sectionsChanged ? newIndexBySerial[serial] : order.visibleIndex(of: serial) }
        // Sections rebuilt in one pass that hold no cell they did not have: one walk each.
        var snapshots: [(serial: Int, snapshot: SectionSnapshot)] = []
        var walked: Set<Int> = []
        for (serial, snapshot) in recorder.snapshots {
            if recorder.reinsertedSlots.isEmpty, let new = newIndex(serial),
                appendRowChanges(of: snapshot, serial: serial, old: oldIndex(serial).unsafelyUnwrapped, new: new, to: &update)
            {
                walked.insert(serial)
            } else {
                snapshots.append((serial, snapshot))
            }
        }
        // Visible cells accounted for by the walk over the old rows: unchanged or moved there. A
        // bit per slot when a section was rebuilt in one pass, else a set of the few touched.
        var accounted = SlotMarks(slotCount: slots.count, isDense: !snapshots.isEmpty)

        /// Accounts for the cell in a slot that was visible at `from` before the batch, in a section
        /// now at `section` (`nil`: deleted).
        func account(slotIndex: Int32, from: RowPath, section: Int?) {
            if cellsBySlot[Int(slotIndex)] != nil {
                guard section != nil else { return }
                if slots[Int(slotIndex)].isHidden {
                    update.deletedRows.append(from)
                } else {
                    accounted.insert(slotIndex)
                }
                return
            }
            // Removed: back somewhere visible means moved.
            if !recorder.reinsertedSlots.isEmpty, let newSlotIndex = recorder.reinsertedSlots[slotIndex],
                cellsBySlot[Int(newSlotIndex)] != nil
            {
                let slot = slots[Int(newSlotIndex)]
                if let toSection = newIndex(Int(slot.section)), !slot.isHidden {
                    let to = RowPath(section: toSection, row: read(Int(slot.section)) { $0.resolve(slot).visibleBefore })
                    let isInserted = oldIndex(Int(slot.section)) == nil
                    if isInserted || section == nil {
                        // UIKit cannot move a row out of a deleted section or into an inserted one.
                        update.requiresReload = true
                        if !isInserted { update.insertedRows.append(to) }
                        if section != nil { update.deletedRows.append(from) }
                    } else {
                        update.movedRows.append(RowMove(from: from, to: to))
                    }
                    accounted.insert(newSlotIndex)
                    return
                }
            }
            if section != nil { update.deletedRows.append(from) }
        }

        // Sections rebuilt in one pass: their rows as they were.
        for (serial, snapshot) in snapshots {
            let old = oldIndex(serial).unsafelyUnwrapped
            let new = newIndex(serial)
            var row = 0
            for (slotIndex, wasVisible) in zip(snapshot.slots, snapshot.wasVisible) where wasVisible {
                account(slotIndex: slotIndex, from: RowPath(section: old, row: row), section: new)
                row += 1
            }
        }
        // Sections changed one by one: only the touched cells. Removed cells are still in the
        // order as dead slots, so every cell of the section before the batch is there, in its
        // order; a touched cell's row before the batch is its visible-before count now, corrected
        // by the touched cells before it whose visibility changed.
        var candidates: [(slot: Int32, path: RowPath)] = []
        for serial in recorder.touchedSerials {
            guard let old = oldIndex(serial), !read(serial, { $0.isOnePassInBatch }) else { continue }
            let new = newIndex(serial)
            var touched = firstTouches(ofSerial: serial).map { touched in
                let slot = slots[Int(touched.slot)]
                let (raw, visibleBefore) = read(serial) { $0.resolve(slot) }
                let isVisible = cellsBySlot[Int(touched.slot)] != nil && !slot.isHidden
                return (slot: touched.slot, wasVisible: touched.wasVisible, isVisible: isVisible, raw: raw, row: visibleBefore)
            }
            touched.sort { $0.raw < $1.raw }
            var correction = 0
            for entry in touched {
                if entry.wasVisible {
                    account(slotIndex: entry.slot, from: RowPath(section: old, row: entry.row + correction), section: new)
                }
                if entry.isVisible, let new { candidates.append((entry.slot, RowPath(section: new, row: entry.row))) }
                correction += (entry.wasVisible ? 1 : 0) - (entry.isVisible ? 1 : 0)
            }
        }
        // Rows of sections shown before and after that no old row accounts for are insertions.
        for serial in recorder.touchedSerials where read(serial, { $0.isOnePassInBatch }) && !walked.contains(serial) {
            guard oldIndex(serial) != nil, let new = newIndex(serial) else { continue }
            var row = 0
            for slotIndex in sectionsBySerial[serial].slotIndices where !slots[Int(slotIndex)].isHidden {
                if !accounted.contains(slotIndex) { update.insertedRows.append(RowPath(section: new, row: row)) }
                row += 1
            }
        }
        for (slot, path) in candidates where !accounted.contains(slot) { update.insertedRows.append(path) }
        // Lazy sections whose shown rows changed: a merge of the rows before and after.
        for (serial, before) in recorder.lazyShownBefore {
            guard let old = oldIndex(serial), let new = newIndex(serial), let lazy = lazySections[serial] else { continue }
            var deleted: [RowPath] = []
            var inserted: [RowPath] = []
            LazyRows.rowChanges(
                from: before, to: lazy.shown, count: lazy.count, oldSection: old, newSection: new, deleted: &deleted,
                inserted: &inserted)
            update.deletedRows += deleted
            update.insertedRows += inserted
        }
        for serial in recorder.reconfiguredSections {
            guard let old = oldIndex(serial), newIndex(serial) != nil else { continue }
            update.reconfiguredSections.append(old)
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

extension EngineState {
    /// Adds the row changes of a section rebuilt in one pass, shown before and after the batch, in
    /// one walk over its rows as they were (`snapshot`): a row shown before and not now is
    /// deleted, a cell shown now and not before is inserted at its row now. That is the whole
    /// change when the section holds only cells it had (less removed ones), so that its order now
    /// is the order before with the removed cells left out; otherwise (a cell inserted or moved
    /// in) nothing is added, and the result is `false`.
    ///
    /// - Complexity: O(*n*) for the *n* cells of the section before the batch.
    fileprivate func appendRowChanges(
        of snapshot: SectionSnapshot, serial: Int, old: Int, new: Int, to update: inout TableUpdate.Lists
    ) -> Bool {
        let count = snapshot.slots.count
        let visibleNow = read(serial) { $0.visibleCount }
        // At most every row shown before is deleted, and every row shown now inserted: the rows
        // are written in place into arrays of those capacities.
        var live = 0
        var deleted: [RowPath] = []
        let inserted = [RowPath](unsafeUninitializedCapacity: visibleNow) { inserted, insertedCount in
            insertedCount = 0
            deleted = [RowPath](unsafeUninitializedCapacity: snapshot.visibleCount) { deleted, deletedCount in
                deletedCount = 0
                var oldRow = 0
                var row = 0
                cellsBySlot.withUnsafeBufferPointer { cells in
                    slots.withUnsafeBufferPointer { slots in
                        snapshot.slots.withUnsafeBufferPointer { before in
                            snapshot.wasVisible.withUnsafeBufferPointer { wasVisible in
                                let cellWords = UnsafeRawPointer(cells.baseAddress.unsafelyUnwrapped)
                                for index in 0..<count {
                                    let slot = Int(before[index])
                                    // The slot's cell, as an address (zero once removed), not retained.
                                    let isLive = cellWords.load(fromByteOffset: slot &* MemoryLayout<UInt>.stride, as: UInt.self) != 0
                                    let isVisible = isLive && !slots[slot].isHidden
                                    if wasVisible[index] {
                                        if !isVisible {
                                            deleted.initializeElement(at: deletedCount, to: RowPath(section: old, row: oldRow))
                                            deletedCount &+= 1
                                        }
                                        oldRow &+= 1
                                    } else if isVisible {
                                        inserted.initializeElement(at: insertedCount, to: RowPath(section: new, row: row))
                                        insertedCount &+= 1
                                    }
                                    if isVisible { row &+= 1 }
                                    if isLive { live &+= 1 }
                                }
                            }
                        }
                    }
                }
            }
        }
        guard live == read(serial, { $0.cellCount }) else { return false }
        // An array much larger than its rows is copied to its size: the update may be kept.
        func adding(_ rows: [RowPath], to list: inout [RowPath]) {
            if list.isEmpty, rows.count * 2 >= rows.capacity {
                list = rows
            } else {
                list.append(contentsOf: rows)
            }
        }
        adding(deleted, to: &update.deletedRows)
        adding(inserted, to: &update.insertedRows)
        return true
    }
}

/// A set of slots: a bit per slot when many may be in it, else a hash set.
struct SlotMarks {
    private var bits: [UInt64]
    private var sparse: Set<Int32> = []
    private let isDense: Bool

    init(slotCount: Int, isDense: Bool) {
        self.isDense = isDense
        bits = isDense ? [UInt64](repeating: 0, count: (slotCount + 63) / 64) : []
    }

    mutating func insert(_ slot: Int32) {
        if isDense {
            bits[Int(slot) / 64] |= 1 << UInt64(slot % 64)
        } else {
            sparse.insert(slot)
        }
    }

    func contains(_ slot: Int32) -> Bool {
        isDense ? bits[Int(slot) / 64] & (1 << UInt64(slot % 64)) != 0 : sparse.contains(slot)
    }
}
