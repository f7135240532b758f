/// The non-generic core of ``Composition``: sections, cells as `AnyObject`, positions and updates.
///
/// It is a struct held in one stored property of the composition, so each public call costs one
/// exclusivity check rather than one per field, and it has no generic parameters, so it is
/// compiled and optimised once, in this module. `Composition<Cell, View>` is a thin typed wrapper.
struct EngineState {
    /// Sections by serial. A removed section leaves an empty tombstone whose serial the next new
    /// section reuses (with a new version), so removed sections cost nothing for good.
    var sectionsBySerial: [SectionState] = []
    /// Serials of removed sections, free for new ones.
    var freeSerials: [Int] = []
    /// The sections in order: positions, visible indices, visible rows before a section.
    var order = SectionOrder()
    var slotIndexByCell = IdentityTable()
    var slots: GrowableArray<CellSlot> = []
    /// The cell in each slot; `nil` for a free slot. The only strong references the engine holds.
    /// Kept by the identity table, whose index reads the cells (``IdentityTable``).
    var cellsBySlot: GrowableArray<AnyObject?> {
        _read { yield slotIndexByCell.cells }
        _modify { yield &slotIndexByCell.cells }
    }
    var freeSlots: [Int32] = []
    /// The lazily realised sections by serial (``LazyRows``); empty for a table without one.
    var lazySections: [Int: LazyRows] = [:]
    var batch: BatchRecorder? {
        didSet { isBatching = batch != nil }
    }
    /// Whether a batch is running: `batch != nil`, kept apart so that the hot paths test one byte.
    private(set) var isBatching = false
    /// The per-row calls of the running batch not applied yet, and whether there are any
    /// (``RowCall``, ``applyRowCalls()``).
    var rowCalls: [RowCall] = []
    var hasRowCalls = false
    /// How batches apply a section's changes; tests force either way to compare them.
    var batchPolicy = BatchPolicy.automatic
    /// The composition and content generation that section identifiers are made for.
    var scope = SectionScope.makeUnique()

    /// The identifier of the section with a serial.
    func sectionID(serial: Int) -> SectionID {
        sectionsBySerial[serial].id
    }

    // MARK: - Lookups

    func visibleSerial(at index: Int, in method: StaticString) -> Int {
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
        guard section.serial < sectionsBySerial.count, !sectionsBySerial[section.serial].isRemoved,
            sectionsBySerial[section.serial].id.version == section.version
        else {
            misuse(
                "ComposedTable: \(method) was given \(section), which was removed from this table by removeSection(_:)."
            )
        }
        return section.serial
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
        guard let index = slotIndexByCell.value(for: cell) else {
            misuse(
                "ComposedTable: \(method) was given \(describe(cell)) that is not in this composition. Add it first, or check contains(_:) before changing it."
            )
        }
        return Int(index)
    }

    /// Where a cell is. Rebuilds the cell's section first when a batch left it dirty, and charges
    /// the replayed shifts to the section (see ``SectionState/chargeReplay(_:slots:)``).
    @inline(__always)
    mutating func location(of cell: AnyObject) -> CellLocation {
        guard let slotIndex = slotIndexByCell.value(for: cell) else { return .absent }
        let serial = Int(slots[Int(slotIndex)].section)
        if read(serial, { $0.isDirty || $0.isLazy }) {
            if read(serial, { $0.isLazy }) { return lazyLocation(ofSlot: Int(slotIndex), serial: serial) }
            flush(serial)
        }
        let slot = slots[Int(slotIndex)]
        let sectionIndex = order.visibleIndex(of: serial)
        let (location, replayed) = read(serial) { section -> (CellLocation, Int) in
            guard let sectionIndex, !slot.isHidden else { return (.hidden(section.id), 0) }
            let (_, visibleBefore, replayed) = section.resolveCounting(slot)
            return (.visible(RowPath(section: sectionIndex, row: visibleBefore)), replayed)
        }
        if replayed > 0 { withSection(serial) { $0.chargeReplay(replayed, slots: &$1) } }
        return location
    }

    /// Rebuilds a section that a batch left dirty, so that its order and positions are exact.
    @inline(__always)
    mutating func flushIfDirty(_ serial: Int) {
        if read(serial, { $0.isDirty }) { flush(serial) }
    }

    /// The cell at a visible row; `nil` for a row of a lazy section that is not realised yet (the
    /// composition makes it: the engine never calls a closure).
    mutating func cell(at path: RowPath) -> AnyObject? {
        let serial = visibleSerial(at: path.section, in: "cell(at:)")
        if read(serial, { $0.isDirty || $0.isLazy }) {
            if read(serial, { $0.isLazy }) { return lazyCell(atRow: path.row, serial: serial) }
            flush(serial)
        }
        let count = sectionsBySerial[serial].visibleCount
        require(
            path.row >= 0 && path.row < count,
            "ComposedTable: cell(at:) row path \(path) is out of range: visible section \(path.section) has \(count) rows."
        )
        let raw = sectionsBySerial[serial].rawIndex(ofRow: path.row, slots: slots)
        return cellsBySlot[Int(sectionsBySerial[serial].slotIndices[raw])]
    }

    /// Every cell of a section, hidden ones included, in order; of a lazy section, its realised
    /// cells in the order of their rows.
    mutating func allCells(ofSerial serial: Int) -> [AnyObject] {
        if sectionsBySerial[serial].isLazy { return realisedCells(ofSerial: serial).map(\.cell) }
        flushIfDirty(serial)
        // A batch applying changes one by one leaves removed cells' dead slots until it ends.
        if sectionsBySerial[serial].deadCellCount > 0 { return sectionsBySerial[serial].slotIndices.compactMap { cellsBySlot[Int($0)] } }
        return sectionsBySerial[serial].slotIndices.map { cellsBySlot[Int($0)].unsafelyUnwrapped }
    }

    mutating func visibleCells(ofSerial serial: Int) -> [AnyObject] {
        if sectionsBySerial[serial].hiddenCellCount == 0 { return allCells(ofSerial: serial) }
        flushIfDirty(serial)
        return sectionsBySerial[serial].slotIndices.compactMap { slots[Int($0)].isHidden ? nil : cellsBySlot[Int($0)] }
    }

    /// The section serial, slot, raw index and visible-before count of a cell that must be present.
    mutating func resolvedPosition(
        of cell: AnyObject, in method: StaticString
    ) -> (serial: Int, slot: CellSlot, raw: Int, visibleBefore: Int) {
        resolvedPosition(ofSlot: slotIndex(of: cell, in: method), method: method)
    }

    /// ``resolvedPosition(of:in:)`` of the cell in a slot; a cell of a lazy section is refused
    /// (its rows change only by ``setVisibleRows(_:in:)``).
    @inline(__always)
    mutating func resolvedPosition(
        ofSlot slotIndex: Int, method: StaticString
    ) -> (serial: Int, slot: CellSlot, raw: Int, visibleBefore: Int) {
        let section = Int(slots[slotIndex].section)
        if read(section, { $0.isDirty || $0.isLazy }) {
            if read(section, { $0.isLazy }) { lazyRowMutationFailure(serial: section, method: method) }
            flush(section)
        }
        let slot = slots[slotIndex]
        let (raw, visibleBefore) = read(Int(slot.section)) { $0.resolve(slot) }
        return (Int(slot.section), slot, raw, visibleBefore)
    }

    // MARK: - Sections

    mutating func appendSection() -> TableUpdate {
        sectionsWillChange()
        let serial = makeSection()
        order.insert(serial, at: order.count, isShown: true, rows: 0)
        return TableUpdate(.insertSection(order.shownCount - 1))
    }

    mutating func insertSection(at index: Int) -> TableUpdate {
        require(
            index >= 0 && index <= order.count,
            "ComposedTable: insertSection(at:) index \(index) is out of range: it must be from 0 to \(order.count), the number of sections."
        )
        sectionsWillChange()
        let serial = makeSection()
        order.insert(serial, at: index, isShown: true, rows: 0)
        return TableUpdate(.insertSection(order.visibleIndex(of: serial).unsafelyUnwrapped))
    }

    /// Removes a section and returns its cells, which the caller releases once the engine's access
    /// has ended (a cell's `deinit` may read the composition).
    mutating func removeSection(_ id: SectionID) -> (update: TableUpdate, released: [AnyObject]) {
        let serial = serial(of: id, in: "removeSection(_:)")
        sectionsWillChange()
        let removed = sectionsBySerial[serial]
        let oldIndex = order.visibleIndex(of: serial)
        let removedCells: [AnyObject]
        let removedSlots: GrowableArray<Int32>
        if removed.isLazy {
            let realised = realisedCells(ofSerial: serial)
            removedCells = realised.map(\.cell)
            removedSlots = GrowableArray(realised.map(\.slot))
            lazySections[serial] = nil
        } else {
            if isBatching { applyInOnePass(in: serial) }
            removedCells = allCells(ofSerial: serial)
            removedSlots = sectionsBySerial[serial].slotIndices
        }
        for (cell, slotIndex) in zip(removedCells, removedSlots) {
            _ = slotIndexByCell.remove(cell)
            if isBatching {
                batch?.retainedCells.append(cell)
                batch?.freedSlots.append(slotIndex)
            } else {
                freeSlots.append(slotIndex)
            }
            cellsBySlot[Int(slotIndex)] = nil
        }
        order.remove(serial)
        // The tombstone keeps only the identifier, so that a stale one is recognised.
        sectionsBySerial[serial] = SectionState(id: id)
        sectionsBySerial[serial].isRemoved = true
        if isBatching { batch?.freedSerials.append(serial) } else { freeSerials.append(serial) }
        guard let oldIndex else { return (.none, removedCells) }
        return (TableUpdate(.deleteSection(oldIndex)), removedCells)
    }

    mutating func setSection(_ id: SectionID, hidden: Bool) -> TableUpdate {
        let serial = serial(of: id, in: "setSection(_:hidden:)")
        guard order.isShown(serial) == hidden else { return .none }
        sectionsWillChange()
        let oldIndex = order.visibleIndex(of: serial)
        order.setShown(!hidden, of: serial)
        if let oldIndex { return TableUpdate(.deleteSection(oldIndex)) }
        return TableUpdate(.insertSection(order.visibleIndex(of: serial).unsafelyUnwrapped))
    }

    /// The update for a header or footer change of a section: reconfigured in place, or a reload
    /// when the header or footer appears or goes (there is no view to update in place).
    mutating func supplementChanged(in id: SectionID, method: StaticString, appearsOrGoes: Bool) -> TableUpdate {
        let serial = serial(of: id, in: method)
        guard let index = order.visibleIndex(of: serial) else { return .none }
        if isBatching {
            batch?.reconfiguredSections.insert(serial)
            if appearsOrGoes { batch?.supplementsAppearingOrGoing.insert(serial) }
        }
        guard appearsOrGoes else { return TableUpdate(.reconfigureSection(index)) }
        return TableUpdate(reconfiguredSections: [index], requiresReload: true)
    }

    /// Empties the engine and returns its cells, which the caller releases once the engine's access
    /// has ended (a cell's `deinit` may read the composition).
    mutating func reset() -> GrowableArray<AnyObject?> {
        require(batch == nil, "ComposedTable: reset() cannot be called inside performBatch(_:); reset before or after the batch.")
        let released = cellsBySlot
        var scope = scope
        scope.generation &+= 1
        let policy = batchPolicy
        self = EngineState()
        self.scope = scope
        batchPolicy = policy
        return released
    }

    private mutating func makeSection() -> Int {
        if let serial = freeSerials.popLast() {
            let version = sectionsBySerial[serial].id.version &+ 1
            sectionsBySerial[serial] = SectionState(id: SectionID(serial: serial, version: version, scope: scope))
            return serial
        }
        let serial = sectionsBySerial.count
        Self.requireSectionSerial(serial)
        sectionsBySerial.append(SectionState(id: SectionID(serial: serial, scope: scope)))
        return serial
    }

    // MARK: - Cells

    mutating func addCell(_ cell: AnyObject) -> TableUpdate {
        if let serial = order.last {
            return append(cell, toSerial: serial, method: "addCell(_:)")
        }
        // The implicit first section arrives with its cell: the section insertion covers the row.
        let sectionUpdate = appendSection()
        _ = append(cell, toSerial: order.serial(atPosition: 0), method: "addCell(_:)")
        return sectionUpdate
    }

    mutating func appendCell(_ cell: AnyObject, to id: SectionID) -> TableUpdate {
        append(cell, toSerial: serial(of: id, in: "appendCell(_:to:)"), method: "appendCell(_:to:)")
    }

    mutating func insertCell(_ cell: AnyObject, after anchor: AnyObject) -> TableUpdate {
        if isBatching { return insertInBatch(cell, anchor: anchor, isAfter: true, method: "insertCell(_:after:)") }
        let (serial, slot, raw, visibleBefore) = resolvedPosition(of: anchor, in: "insertCell(_:after:)")
        return insert(
            cell, intoSerial: serial, atRaw: raw + 1, visibleBefore: visibleBefore + (slot.isHidden ? 0 : 1), method: "insertCell(_:after:)"
        )
    }

    mutating func insertCell(_ cell: AnyObject, before anchor: AnyObject) -> TableUpdate {
        if isBatching { return insertInBatch(cell, anchor: anchor, isAfter: false, method: "insertCell(_:before:)") }
        let (serial, _, raw, visibleBefore) = resolvedPosition(of: anchor, in: "insertCell(_:before:)")
        return insert(cell, intoSerial: serial, atRaw: raw, visibleBefore: visibleBefore, method: "insertCell(_:before:)")
    }

    mutating func removeCell(_ cell: AnyObject) -> TableUpdate {
        if isBatching { return removeInBatch(cell) }
        let (serial, slot, raw, visibleBefore) = resolvedPosition(of: cell, in: "removeCell(_:)")
        let slotIndex = slotIndexByCell.remove(cell).unsafelyUnwrapped
        // The caller holds `cell`, so this does not deinitialize it.
        cellsBySlot[Int(slotIndex)] = nil
        freeSlots.append(slotIndex)
        sectionsBySerial[serial].slotIndices.remove(at: raw)
        if !slot.isHidden { sectionsBySerial[serial].visibleCount -= 1 }
        sectionsBySerial[serial].shift(from: raw + 1, raw: -1, visible: slot.isHidden ? 0 : -1, slots: &slots)
        rowsChanged(serial)
        guard let sectionIndex = order.visibleIndex(of: serial), !slot.isHidden else { return .none }
        return TableUpdate(.deleteRow(RowPath(section: sectionIndex, row: visibleBefore)))
    }

    mutating func setCell(_ cell: AnyObject, hidden: Bool) -> TableUpdate {
        if isBatching { return setCellInBatch(cell, hidden: hidden) }
        return setCell(atSlot: slotIndex(of: cell, in: "setCell(_:hidden:)"), hidden: hidden)
    }

    /// Hides or shows the cell in a slot at once, logging the shift of the cells after it.
    @inline(__always)
    mutating func setCell(atSlot slotIndex: Int, hidden: Bool) -> TableUpdate {
        let (serial, slot, raw, visibleBefore) = resolvedPosition(ofSlot: slotIndex, method: "setCell(_:hidden:)")
        guard slot.isHidden != hidden else { return .none }
        slots[Int(sectionsBySerial[serial].slotIndices[raw])].isHidden = hidden
        sectionsBySerial[serial].visibleCount += hidden ? -1 : 1
        sectionsBySerial[serial].shift(from: raw + 1, raw: 0, visible: hidden ? -1 : 1, slots: &slots)
        rowsChanged(serial)
        guard let sectionIndex = order.visibleIndex(of: serial) else { return .none }
        let path = RowPath(section: sectionIndex, row: visibleBefore)
        return hidden ? TableUpdate(.deleteRow(path)) : TableUpdate(.insertRow(path))
    }

    /// Appends a visible cell at the end of a section.
    ///
    /// The common case while composing, kept apart from `insert`: an appended cell moves nobody,
    /// so its slot is final at once and nothing is logged.
    private mutating func append(_ cell: AnyObject, toSerial serial: Int, method: StaticString) -> TableUpdate {
        if isBatching { return appendInBatch(cell, toSerial: serial, method: method) }
        return appendNow(cell, toSerial: serial, method: method).update
    }

    /// ``append(_:toSerial:method:)`` applied at once; also returns the cell's slot.
    @inline(__always)
    mutating func appendNow(_ cell: AnyObject, toSerial serial: Int, method: StaticString) -> (update: TableUpdate, slot: Int32) {
        let slotIndex = claimSlot(for: cell, method: method)
        let (slot, rows) = sectionsBySerial.withUnsafeMutableBufferPointer { sections in
            let section = sections.baseAddress.unsafelyUnwrapped + serial
            let slot = CellSlot(
                section: Int32(truncatingIfNeeded: serial), raw: Int32(truncatingIfNeeded: section.pointee.slotIndices.count),
                visibleBefore: Int32(truncatingIfNeeded: section.pointee.visibleCount), stamp: section.pointee.clock, isHidden: false
            )
            if section.pointee.isLazy { Self.lazyAppendFailure(section: section.pointee.id, method: method) }
            section.pointee.slotIndices.append(slotIndex)
            section.pointee.visibleCount += 1
            // The appended cell is the last visible row: the map of visible rows grows by it.
            if section.pointee.rawIndexByRowCache != nil { section.pointee.rawIndexByRowCache?.append(slot.raw) }
            return (slot, section.pointee.visibleCount)
        }
        store(slot, of: cell, at: slotIndex)
        order.setRows(rows, of: serial)
        guard let sectionIndex = order.visibleIndex(of: serial) else { return (.none, slotIndex) }
        return (TableUpdate(.insertRow(RowPath(section: sectionIndex, row: Int(slot.visibleBefore)))), slotIndex)
    }

    /// Inserts a visible cell into a section before the cell at raw index `raw`, which has
    /// `visibleBefore` visible cells before it.
    private mutating func insert(
        _ cell: AnyObject, intoSerial serial: Int, atRaw raw: Int, visibleBefore: Int, method: StaticString
    ) -> TableUpdate {
        if raw == read(serial, { $0.cellCount }) { return append(cell, toSerial: serial, method: method) }
        return insertNow(cell, intoSerial: serial, atRaw: raw, visibleBefore: visibleBefore, method: method).update
    }

    /// ``insert(_:intoSerial:atRaw:visibleBefore:method:)`` applied at once, before a cell (not at
    /// the end); also returns the cell's slot.
    mutating func insertNow(
        _ cell: AnyObject, intoSerial serial: Int, atRaw raw: Int, visibleBefore: Int, method: StaticString
    ) -> (update: TableUpdate, slot: Int32) {
        let slotIndex = claimSlot(for: cell, method: method)
        let slot = CellSlot(
            section: Int32(truncatingIfNeeded: serial), raw: Int32(truncatingIfNeeded: raw),
            visibleBefore: Int32(truncatingIfNeeded: visibleBefore), stamp: 0, isHidden: false
        )
        // The slot is stored before the shift, which may compact the section and so rewrite it,
        // and stamped after it, so replaying the log never moves the new cell itself.
        store(slot, of: cell, at: slotIndex)
        let rows = withSection(serial) { section, slots in
            section.visibleCount += 1
            section.slotIndices.insert(slotIndex, at: raw)
            // Cells from `raw` on move down one row.
            section.shift(from: raw, raw: 1, visible: 1, slots: &slots)
            slots[Int(slotIndex)] = CellSlot(
                section: slot.section, raw: slot.raw, visibleBefore: slot.visibleBefore, stamp: section.clock, isHidden: false
            )
            return section.visibleCount
        }
        order.setRows(rows, of: serial)
        guard let sectionIndex = order.visibleIndex(of: serial) else { return (.none, slotIndex) }
        return (TableUpdate(.insertRow(RowPath(section: sectionIndex, row: visibleBefore))), slotIndex)
    }

    /// Registers a new cell and returns the slot it will use; traps when the cell is already here.
    @inline(__always)
    mutating func claimSlot(for cell: AnyObject, method: StaticString) -> Int32 {
        let slotIndex = freeSlots.last ?? Int32(truncatingIfNeeded: slots.count)
        if slotIndexByCell.insert(slotIndex, for: cell) != nil {
            duplicateCellFailure(cell, method: method)
        }
        if isBatching { noteInsertionInBatch(of: cell, at: slotIndex) }
        return slotIndex
    }

    /// Writes the slot claimed by ``claimSlot(for:method:)`` and its cell.
    @inline(__always)
    mutating func store(_ slot: CellSlot, of cell: AnyObject, at slotIndex: Int32) {
        if freeSlots.isEmpty {
            slots.append(slot)
            cellsBySlot.append(cell)
        } else {
            freeSlots.removeLast()
            slots[Int(slotIndex)] = slot
            cellsBySlot[Int(slotIndex)] = cell
        }
    }

    /// Whether the section order matches the sections (their order, visibility and visible rows) —
    /// for tests, after each operation of the random sequences.
    var isSectionOrderConsistent: Bool {
        let order = self.order.serials()
        guard order.allSatisfy({ !sectionsBySerial[$0].isRemoved }) else { return false }
        return self.order.isConsistent(
            order: order, rows: { sectionsBySerial[$0].visibleCount })
    }

    /// Tells the section order a section's visible row count, after a change of it.
    @inline(__always)
    mutating func rowsChanged(_ serial: Int) {
        order.setRows(sectionsBySerial[serial].visibleCount, of: serial)
    }

    /// Reads a section in place, without copying it (a copy retains each of its arrays).
    @inline(__always)
    func read<Result>(_ serial: Int, _ body: (borrowing SectionState) -> Result) -> Result {
        sectionsBySerial.withUnsafeBufferPointer { body($0[serial]) }
    }

    /// Gives in-place access to one section and the slots together.
    mutating func withSection<Result>(
        _ serial: Int, _ body: (inout SectionState, inout GrowableArray<CellSlot>) -> Result
    ) -> Result {
        body(&sectionsBySerial[serial], &slots)
    }

    private mutating func duplicateCellFailure(_ cell: AnyObject, method: StaticString) -> Never {
        let place: String
        switch location(of: cell) {
        case .visible(let path): place = "at row \(path)"
        case .hidden(let section): place = "hidden, in \(section)"
        case .absent: place = "absent"
        }
        misuse(
            "ComposedTable: \(method) was given \(describe(cell)) that is already in this composition (\(place)). A cell instance can appear only once: create a new instance for each row, or remove the cell before inserting it elsewhere."
        )
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
