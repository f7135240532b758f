/// Where a cell lives: the cell, its section (by serial) and its index among the section's rows
/// (in a lazy section, its row's index). Inside a batch, a removed cell keeps its slot with
/// `serial == -1` until the batch ends; an inserted cell waits for its row with `raw == -2`.
struct Slot {
    var cell: AnyObject?
    var serial: Int32
    var raw: Int32
}

/// The state behind ``Composition``: sections, cells as `AnyObject`, positions and updates
/// (Docs/Architecture.md, "How it works"). It never calls a closure and never releases the last
/// reference to a cell: the composition releases what ``reset()``, ``removeSection(_:)`` and a
/// batch hand back, after the engine's access has ended.
struct EngineState {
    /// Sections by serial. A removed section leaves a tombstone whose serial the next new
    /// section reuses with a new version.
    var sections: [SectionState] = []
    var freeSerials: [Int] = []
    var order = SectionOrder()
    var slots: [Slot] = []
    var freeSlots: [Int32] = []
    /// The slot of each cell. A removed cell's entry stays until the entries of removed cells
    /// are twice the others: an entry counts only while its slot holds its cell.
    var slotByCell: [ObjectIdentifier: Int32] = [:]
    var staleEntries = 0
    /// The serials of the lazy sections.
    var lazySerials: Set<Int> = []
    var batch: BatchRecorder? {
        didSet { isBatching = batch != nil }
    }
    /// Whether a batch is running (`batch != nil`, kept apart so that asking copies nothing).
    private(set) var isBatching = false
    /// The section and row of the cell ``place(of:in:)`` last found.
    var finger = (serial: 0, raw: 0)
    /// Counts mutations, so that a bulk call can tell that its predicate changed nothing.
    var mutationCount = 0
    /// The composition and content generation that section identifiers are made for.
    var scope = SectionScope.makeUnique()

    /// The number of cells, hidden ones included (of a lazy section, the cells made so far).
    var cellCount: Int { slotByCell.count - staleEntries - (batch?.removedCount ?? 0) }

    /// The slot of a cell of the engine, or `nil` when it is not in it.
    func slot(of cell: AnyObject) -> Int? {
        guard let slot = slotByCell[ObjectIdentifier(cell)].map(Int.init), slots[slot].cell === cell, slots[slot].serial >= 0 else {
            return nil
        }
        return slot
    }

    func sectionID(serial: Int) -> SectionID { sections[serial].id }

    // MARK: - Finding sections and cells

    mutating func visibleSerial(at index: Int, in method: StaticString) -> Int {
        require(
            index >= 0 && index < order.shownCount,
            "ComposedTable: \(method) section index \(index) is out of range: there are \(order.shownCount) visible sections."
        )
        return order.serial(atVisibleIndex: index)
    }

    func serial(of section: SectionID, in method: StaticString) -> Int {
        guard section.scope == scope else {
            if section.scope.table != scope.table {
                misuse(
                    "ComposedTable: \(method) was given \(section), which belongs to another table. A SectionID addresses sections of the table that made it; use that table, or this table's own SectionID."
                )
            }
            misuse(
                "ComposedTable: \(method) was given \(section), which was made before reset() or recompose() emptied this table. Use the SectionID returned by addSection(header:footer:) since then."
            )
        }
        guard contains(section) else {
            misuse("ComposedTable: \(method) was given \(section), which was removed from this table by removeSection(_:).")
        }
        return section.serial
    }

    /// Whether a section identifier names a section of this engine now.
    func contains(_ section: SectionID) -> Bool {
        section.scope == scope && section.serial < sections.count && !sections[section.serial].isRemoved
            && sections[section.serial].id.version == section.version
    }

    /// The serial of the section at an index among all sections.
    func serial(atPosition position: Int, in method: StaticString) -> Int {
        require(
            position >= 0 && position < order.count,
            "ComposedTable: \(method) section index \(position) is out of range: there are \(order.count) sections."
        )
        return order.serial(atPosition: position)
    }

    func slotIndex(of cell: AnyObject, in method: StaticString) -> Int {
        guard let slot = slot(of: cell) else {
            misuse(
                "ComposedTable: \(method) was given \(describe(cell)) that is not in this composition. Add it first, or check contains(_:) before changing it."
            )
        }
        return slot
    }

    /// The index of a slot's cell among its section's rows (its lazy row index in a lazy
    /// section); gives a waiting insertion its row, and fixes stale indices, first.
    mutating func raw(ofSlot slot: Int) -> Int {
        let serial = Int(slots[slot].serial)
        let raw = Int(slots[slot].raw)
        if sections[serial].isLazy || (raw >= 0 && raw < sections[serial].rows.count && sections[serial].rows[raw] == Int32(slot)) {
            return raw
        }
        settle(serial)
        return Int(slots[slot].raw)
    }

    /// Gives a section's waiting insertions their rows and its slots their indices, so that its
    /// rows can be read.
    mutating func settle(_ serial: Int) {
        if !sections[serial].pending.isEmpty { sections[serial].placePending() }
        if sections[serial].staleFrom < sections[serial].rows.count { reindex(serial) }
    }

    /// Writes the index of every row from the section's first stale one into its slot.
    mutating func reindex(_ serial: Int) {
        let rows = sections[serial].rows
        for raw in min(sections[serial].staleFrom, rows.count)..<rows.count where rows[raw] >= 0 {
            slots[Int(rows[raw])].raw = Int32(raw)
        }
        sections[serial].staleFrom = .max
    }

    /// The serial and raw index of a cell that must be present in an eager section.
    /// A loop over a section's cells in order — a filter, a batch of removals — asks for the rows
    /// just after the last one found: those are looked at before the dictionary.
    @inline(__always)
    mutating func place(of cell: AnyObject, in method: StaticString) -> (serial: Int, slot: Int, raw: Int) {
        if finger.serial < sections.count, !sections[finger.serial].isRemoved {
            let rows = sections[finger.serial].rows
            for raw in min(finger.raw, rows.count)..<min(finger.raw + 3, rows.count)
            where rows[raw] >= 0 && slots[Int(rows[raw])].cell === cell {
                finger.raw = raw
                return (finger.serial, Int(rows[raw]), raw)
            }
        }
        return placeByHash(of: cell, in: method)
    }

    /// ``place(of:in:)`` away from the finger.
    @inline(never)
    private mutating func placeByHash(of cell: AnyObject, in method: StaticString) -> (serial: Int, slot: Int, raw: Int) {
        let slot = slotIndex(of: cell, in: method)
        let serial = Int(slots[slot].serial)
        if sections[serial].isLazy { lazyRowMutationFailure(serial: serial, method: method) }
        let raw = raw(ofSlot: slot)
        finger = (serial, raw)
        return (serial, slot, raw)
    }

    /// Where a cell is.
    mutating func location(of cell: AnyObject) -> CellLocation {
        guard let slot = slot(of: cell) else { return .absent }
        let serial = Int(slots[slot].serial)
        if let lazy = sections[serial].lazy {
            guard let index = order.visibleIndex(of: serial), let row = lazy.row(ofIndex: Int(slots[slot].raw)) else {
                return .hidden(sections[serial].id)
            }
            return .visible(RowPath(section: index, row: row))
        }
        settle(serial)
        let raw = raw(ofSlot: slot)
        guard !sections[serial].isHidden[raw], let index = order.visibleIndex(of: serial) else { return .hidden(sections[serial].id) }
        return .visible(RowPath(section: index, row: sections[serial].visibleRow(ofRaw: raw)))
    }

    /// Whether a cell of the engine is hidden by its own flag (in a lazy section: filtered out).
    mutating func isHidden(slot: Int) -> Bool {
        let serial = Int(slots[slot].serial)
        if let lazy = sections[serial].lazy { return lazy.row(ofIndex: Int(slots[slot].raw)) == nil }
        return sections[serial].isHidden[raw(ofSlot: slot)]
    }

    /// The cell at a visible row; `nil` for a row of a lazy section that is not made yet (the
    /// composition makes it: the engine never calls a closure).
    mutating func cell(at path: RowPath) -> AnyObject? {
        let serial = visibleSerial(at: path.section, in: "cell(at:)")
        if let lazy = sections[serial].lazy {
            require(
                path.row >= 0 && path.row < lazy.shownCount,
                "ComposedTable: cell(at:) row \(path.row) is out of range: the lazy section \(sections[serial].id) shows \(lazy.shownCount) rows."
            )
            return lazy.slotByIndex[Int32(lazy.index(ofRow: path.row))].flatMap { slots[Int($0)].cell }
        }
        settle(serial)
        let count = sections[serial].visibleCount
        require(
            path.row >= 0 && path.row < count,
            "ComposedTable: cell(at:) row path \(path) is out of range: visible section \(path.section) has \(count) rows."
        )
        let raw = sections[serial].raw(ofVisibleRow: path.row)
        return slots[Int(sections[serial].rows[raw])].cell
    }

    /// Every cell of a section, hidden ones included, in order; of a lazy section, its made
    /// cells in the order of their rows.
    mutating func allCells(ofSerial serial: Int) -> [AnyObject] {
        settle(serial)
        if let lazy = sections[serial].lazy {
            return lazy.slotByIndex.sorted { $0.key < $1.key }.compactMap { slots[Int($0.value)].cell }
        }
        return sections[serial].rows.compactMap { $0 < 0 ? nil : slots[Int($0)].cell }
    }

    /// The visible cells of an eager section, in order.
    mutating func visibleCells(ofSerial serial: Int) -> [AnyObject] {
        settle(serial)
        let section = sections[serial]
        return section.rows.indices.compactMap { section.isShown(raw: $0) ? slots[Int(section.rows[$0])].cell : nil }
    }

    // MARK: - Sections

    mutating func appendSection() -> TableUpdate {
        insertSection(at: order.count)
    }

    mutating func insertSection(at position: Int) -> TableUpdate {
        require(
            position >= 0 && position <= order.count,
            "ComposedTable: insertSection(at:) index \(position) is out of range: it must be from 0 to \(order.count), the number of sections."
        )
        sectionsWillChange()
        let serial: Int
        if let reused = freeSerials.popLast() {
            serial = reused
            sections[serial] = SectionState(id: SectionID(serial: serial, version: sections[serial].id.version &+ 1, scope: scope))
        } else {
            serial = sections.count
            sections.append(SectionState(id: SectionID(serial: serial, scope: scope)))
        }
        order.insert(serial, at: position, isShown: true, rows: 0)
        guard !isBatching else { return .none }
        return TableUpdate(.insertSection(order.visibleIndex(of: serial) ?? 0))
    }

    /// Removes a section and returns its cells, which the caller releases once the engine's access
    /// has ended (a cell's `deinit` may read the composition).
    mutating func removeSection(_ id: SectionID) -> (update: TableUpdate, released: [AnyObject]) {
        let serial = serial(of: id, in: "removeSection(_:)")
        sectionsWillChange()
        let oldIndex = isBatching ? nil : order.visibleIndex(of: serial)
        var released: [AnyObject] = []
        if isBatching, !sections[serial].isLazy {
            touch(serial)
            settle(serial)
            for (raw, slot) in sections[serial].rows.enumerated() where slot >= 0 {
                removeInBatch(slot: Int(slot), serial: serial, raw: raw)
            }
        } else {
            let made = sections[serial].lazy.map { Array($0.slotByIndex.values) } ?? sections[serial].rows
            for slot in made.map({ Int($0) }) {
                released.append(slots[slot].cell!)
                slots[slot].cell = nil
                staleEntries += 1
                if isBatching { batch!.freedSlots.append(Int32(slot)) } else { freeSlots.append(Int32(slot)) }
            }
        }
        order.remove(serial)
        lazySerials.remove(serial)
        // The tombstone keeps only the identifier, so that a stale one is recognised.
        sections[serial] = SectionState(id: id)
        sections[serial].isRemoved = true
        if isBatching { batch!.freedSerials.append(serial) } else { freeSerials.append(serial) }
        mutationCount += 1
        dropStaleEntriesIfMany()
        guard !isBatching, let oldIndex else { return (.none, released) }
        return (TableUpdate(.deleteSection(oldIndex)), released)
    }

    mutating func setSection(_ id: SectionID, hidden: Bool) -> TableUpdate {
        let serial = serial(of: id, in: "setSection(_:hidden:)")
        guard order.isShown(serial) == hidden else { return .none }
        sectionsWillChange()
        let oldIndex = isBatching ? nil : order.visibleIndex(of: serial)
        order.setShown(!hidden, of: serial)
        guard !isBatching else { return .none }
        if let oldIndex { return TableUpdate(.deleteSection(oldIndex)) }
        return TableUpdate(.insertSection(order.visibleIndex(of: serial) ?? 0))
    }

    /// The update for a header or footer change of a section: reconfigured in place, or a reload
    /// when the header or footer appears or goes (there is no view to update in place).
    mutating func supplementChanged(in id: SectionID, method: StaticString, appearsOrGoes: Bool) -> TableUpdate {
        let serial = serial(of: id, in: method)
        if isBatching {
            batch!.reconfiguredSections.insert(serial)
            if appearsOrGoes { batch!.supplementsAppearingOrGoing.insert(serial) }
            return .none
        }
        guard let index = order.visibleIndex(of: serial) else { return .none }
        guard appearsOrGoes else { return TableUpdate(.reconfigureSection(index)) }
        var update = TableUpdate(reconfiguredSections: [index], requiresReload: true)
        update.lists.reloadsOnlyForSupplements = true
        return update
    }

    /// Empties the engine and returns its cells, which the caller releases once the engine's access
    /// has ended (a cell's `deinit` may read the composition).
    mutating func reset() -> [Slot] {
        require(batch == nil, "ComposedTable: reset() cannot be called inside performBatch(_:); reset before or after the batch.")
        let released = slots
        var scope = scope
        scope.generation &+= 1
        self = EngineState()
        self.scope = scope
        return released
    }

    // MARK: - Cells

    mutating func addCell(_ cell: AnyObject) -> TableUpdate {
        if let serial = order.last { return insert(cell, intoSerial: serial, atRaw: nil, method: "addCell(_:)") }
        // The implicit first section arrives with its cell: the section insertion covers the row.
        let update = appendSection()
        _ = insert(cell, intoSerial: order.last!, atRaw: nil, method: "addCell(_:)")
        return update
    }

    mutating func appendCell(_ cell: AnyObject, to id: SectionID) -> TableUpdate {
        insert(cell, intoSerial: serial(of: id, in: "appendCell(_:to:)"), atRaw: nil, method: "appendCell(_:to:)")
    }

    mutating func insertCell(_ cell: AnyObject, after anchor: AnyObject) -> TableUpdate {
        insert(cell, nextTo: anchor, isAfter: true, method: "insertCell(_:after:)")
    }

    mutating func insertCell(_ cell: AnyObject, before anchor: AnyObject) -> TableUpdate {
        insert(cell, nextTo: anchor, isAfter: false, method: "insertCell(_:before:)")
    }

    /// Inserts a visible cell right after or before another; inside a batch, the insertion waits
    /// for its row beside its anchor's (``SectionState/pending``), so that no row moves.
    private mutating func insert(_ cell: AnyObject, nextTo anchor: AnyObject, isAfter: Bool, method: StaticString) -> TableUpdate {
        let (serial, _, raw) = place(of: anchor, in: method)
        guard isBatching else { return insert(cell, intoSerial: serial, atRaw: isAfter ? raw + 1 : raw, method: method) }
        let slot = claimSlot(for: cell, method: method)
        mutationCount += 1
        touch(serial)
        slots[slot] = Slot(cell: cell, serial: Int32(serial), raw: -2)
        sections[serial].pending.append(PendingInsertion(anchorRaw: Int32(raw), slot: Int32(slot), isAfter: isAfter))
        sections[serial].visibleCount += 1
        return .none
    }

    /// Inserts a visible cell into an eager section at a raw index (`nil`: at the end).
    mutating func insert(_ cell: AnyObject, intoSerial serial: Int, atRaw position: Int?, method: StaticString) -> TableUpdate {
        if sections[serial].isLazy { lazyAppendFailure(section: sections[serial].id, method: method) }
        let raw = position ?? sections[serial].rows.count
        let slot = claimSlot(for: cell, method: method)
        mutationCount += 1
        touch(serial)
        let row = isBatching ? 0 : sections[serial].visibleRow(ofRaw: raw)
        slots[slot] = Slot(cell: cell, serial: Int32(serial), raw: Int32(raw))
        sections[serial].insertRow(Int32(slot), at: raw)
        order.setRows(sections[serial].visibleCount, of: serial)
        guard !isBatching else { return .none }
        reindex(serial)
        guard let index = order.visibleIndex(of: serial) else { return .none }
        return TableUpdate(.insertRow(RowPath(section: index, row: row)))
    }

    /// Registers a new cell and returns its slot; traps when the cell is already here. A cell
    /// removed earlier in the running batch gets its slot back: it moved.
    mutating func claimSlot(for cell: AnyObject, method: StaticString) -> Int {
        let free = freeSlots.last ?? Int32(slots.count)
        // One hash operation for a new cell: the entry is written, and put back when it was there.
        let old = slotByCell.updateValue(free, forKey: ObjectIdentifier(cell))
        guard let slot = old, slots[Int(slot)].cell === cell else {
            if old != nil { staleEntries -= 1 }
            if free == slots.count { slots.append(Slot(cell: nil, serial: -1, raw: -1)) } else { freeSlots.removeLast() }
            return Int(free)
        }
        slotByCell[ObjectIdentifier(cell)] = slot
        guard isBatching, slots[Int(slot)].serial == -1 else { duplicateCellFailure(cell, method: method) }
        batch!.movedSlots.insert(slot)
        batch!.removedCount -= 1
        return Int(slot)
    }

    mutating func removeCell(_ cell: AnyObject) -> TableUpdate {
        let (serial, slot, raw) = place(of: cell, in: "removeCell(_:)")
        mutationCount += 1
        if isBatching {
            touch(serial)
            removeInBatch(slot: slot, serial: serial, raw: raw)
            return .none
        }
        let wasShown = !sections[serial].isHidden[raw]
        let row = sections[serial].visibleRow(ofRaw: raw)
        // The caller holds `cell`, so this does not deinitialize it.
        slots[slot] = Slot(cell: nil, serial: -1, raw: -1)
        freeSlots.append(Int32(slot))
        staleEntries += 1
        dropStaleEntriesIfMany()
        sections[serial].removeRow(at: raw)
        reindex(serial)
        order.setRows(sections[serial].visibleCount, of: serial)
        guard wasShown, let index = order.visibleIndex(of: serial) else { return .none }
        return TableUpdate(.deleteRow(RowPath(section: index, row: row)))
    }

    mutating func setCell(_ cell: AnyObject, hidden: Bool) -> TableUpdate {
        let (serial, _, raw) = place(of: cell, in: "setCell(_:hidden:)")
        guard sections[serial].isHidden[raw] != hidden else { return .none }
        mutationCount += 1
        touch(serial)
        let row = isBatching ? 0 : sections[serial].visibleRow(ofRaw: raw)
        sections[serial].setHidden(hidden, atRaw: raw)
        if !isBatching { order.setRows(sections[serial].visibleCount, of: serial) }
        guard !isBatching, let index = order.visibleIndex(of: serial) else { return .none }
        let path = RowPath(section: index, row: row)
        return hidden ? TableUpdate(.deleteRow(path)) : TableUpdate(.insertRow(path))
    }

    /// Drops the entries of removed cells once they are twice the others: amortized O(1) per
    /// removal, and a batch putting back half the rows reuses their entries.
    mutating func dropStaleEntriesIfMany() {
        guard staleEntries > 1024, staleEntries > 2 * (slotByCell.count - staleEntries) else { return }
        slotByCell = slotByCell.filter { slots[Int($0.value)].cell.map(ObjectIdentifier.init) == $0.key }
        staleEntries = 0
    }

    private mutating func duplicateCellFailure(_ cell: AnyObject, method: StaticString) -> Never {
        misuse(
            "ComposedTable: \(method) was given \(describe(cell)) that is already in this composition (\(place(describing: cell))). A cell instance can appear only once: create a new instance for each row, or remove the cell before inserting it elsewhere."
        )
    }

    /// Where a cell is, for messages.
    mutating func place(describing cell: AnyObject) -> String {
        switch location(of: cell) {
        case .visible(let path): "at row \(path)"
        case .hidden(let section): "hidden, in \(section)"
        case .absent: "absent"
        }
    }

    /// The bytes the engine's own storage occupies (array capacities and hash buckets), cells and
    /// the composition's headers and footers excluded.
    var byteCount: Int {
        var bytes = slots.capacity * MemoryLayout<Slot>.stride + freeSlots.capacity * 4 + freeSerials.capacity * 8
        // A bucket holds a key and a value, plus a bit of the occupancy map.
        bytes +=
            slotByCell.capacity * 4 / 3 * (MemoryLayout<ObjectIdentifier>.stride + MemoryLayout<Int32>.stride) + slotByCell.capacity / 6
        bytes += sections.capacity * MemoryLayout<SectionState>.stride + order.byteCount
        for section in sections {
            bytes += section.rows.capacity * 4 + section.isHidden.capacity + (section.shownTree?.byteCount ?? 0)
            if let lazy = section.lazy {
                bytes += (lazy.shown?.capacity ?? 0) * 4 + (lazy.slotByIndex.capacity + (lazy.rowByIndex?.capacity ?? 0)) * 4 / 3 * 8
            }
        }
        return bytes
    }
}

/// "a SwitchCell", "an ActiveCell": a cell's type with its article, for messages.
func describe(_ cell: AnyObject) -> String {
    describe(type: type(of: cell))
}

/// "a SwitchCell", "an ActiveCell": a cell class with its article, for messages.
func describe(type: AnyObject.Type) -> String {
    let name = "\(type)"
    let article = name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    return "\(article) \(name)"
}
