extension EngineState {
    /// Appends a lazy section of `count` rows, all shown, none made; one that `remakesRows` lets
    /// ``discardLazyCell(_:)`` let go of its made cells.
    mutating func appendLazySection(count: Int, remakesRows: Bool = false) -> TableUpdate {
        require(
            count >= 0 && count <= Int(Int32.max),
            "ComposedTable: addSection(header:footer:count:cell:) count \(count) is out of range: it must be from 0 to \(Int32.max)."
        )
        let update = appendSection()
        let serial = order.last!
        sections[serial].lazy = LazyRows(count: count, remakesRows: remakesRows)
        sections[serial].visibleCount = count
        order.setRows(count, of: serial)
        lazySerials.insert(serial)
        return update
    }

    /// The lazy rows of a section, or a misuse naming `method` when it is not lazy.
    func lazyRows(ofSerial serial: Int, in method: StaticString) -> LazyRows {
        guard let lazy = sections[serial].lazy else {
            misuse(
                "ComposedTable: \(method) was given \(sectionID(serial: serial)), which is not a lazy section: only a section made by addSection(header:footer:count:cell:) has rows by index. Hide a cell of another section with setCell(_:hidden:), or many with setCells(in:hidden:)."
            )
        }
        return lazy
    }

    /// The made cell at an index of a lazy section, or `nil`; makes nothing.
    func existingLazyCell(atIndex index: Int, serial: Int, in method: StaticString) -> AnyObject? {
        let lazy = lazyRows(ofSerial: serial, in: method)
        require(
            index >= 0 && index < lazy.count,
            "ComposedTable: \(method) index \(index) is out of range: the lazy section \(sectionID(serial: serial)) has \(lazy.count) rows (0..<\(lazy.count))."
        )
        return lazy.slotByIndex[Int32(index)].flatMap { slots[Int($0)].cell }
    }

    /// Registers the cell a lazy section's closure made for a row.
    /// - Precondition: The section is still there, the row is not made yet, and the cell is not
    ///   in the composition.
    mutating func adoptLazyCell(_ cell: AnyObject, index: Int, in section: SectionID) {
        let method: StaticString = "addSection(header:footer:count:cell:)"
        let serial = serial(of: section, in: method)
        let key = Int32(index)
        require(
            sections[serial].lazy?.slotByIndex[key] == nil,
            "ComposedTable: the cell closure of addSection(header:footer:count:cell:) made row \(index) of \(section) while making it (it read that row). The closure must only make the row's cell."
        )
        if slot(of: cell) != nil {
            misuse(
                "ComposedTable: the cell closure of addSection(header:footer:count:cell:) returned \(describe(cell)) for row \(index) of \(section) that is already in this composition (\(place(describing: cell))). Return a new cell for each row: a lazy section makes a row's cell once, when the row is first needed, and keeps it."
            )
        }
        let slot = claimSlot(for: cell, method: method)
        slots[slot] = Slot(cell: cell, serial: Int32(serial), raw: key)
        sections[serial].lazy?.slotByIndex[key] = Int32(slot)
    }

    // MARK: - Letting go of made rows

    /// Whether a cell is the made cell of a row of a lazy section that remakes its rows, in O(1).
    func isRemakable(_ cell: AnyObject) -> Bool {
        guard let slot = slot(of: cell) else { return false }
        return sections[Int(slots[Int(slot)].serial)].lazy?.remakesRows == true
    }

    /// Forgets the made cell of a row of a lazy section that remakes its rows, so that the next
    /// read makes a new cell. The row itself stays: no row path changes, no update is due. The
    /// caller holds `cell`, so this never releases its last reference.
    /// - Returns: Whether the cell was let go: `false` when it is not a made cell of a section that
    ///   remakes its rows, or inside a batch (which keeps the cells made until it ends).
    /// - Complexity: O(1) amortized.
    mutating func discardLazyCell(_ cell: AnyObject) -> Bool {
        guard !isBatching, isRemakable(cell), let slot = slotByCell.removeValue(forKey: ObjectIdentifier(cell)) else { return false }
        sections[Int(slots[Int(slot)].serial)].lazy?.slotByIndex[slots[Int(slot)].raw] = nil
        slots[Int(slot)] = Slot(cell: nil, serial: -1, raw: -1)
        freeSlots.append(slot)
        return true
    }

    /// The made cells of the lazy sections that remake their rows, in no order.
    /// - Complexity: O(*r* + *l*) in those cells and the lazy sections.
    func remakableCells() -> [AnyObject] {
        lazySerials.flatMap { serial -> [AnyObject] in
            guard let lazy = sections[serial].lazy, lazy.remakesRows else { return [] }
            return lazy.slotByIndex.values.compactMap { slots[Int($0)].cell }
        }
    }

    /// Whether a lazy section that remakes its rows has a made cell, in O(*l*) in the lazy sections.
    var hasRemakableCells: Bool {
        lazySerials.contains { sections[$0].lazy.map { $0.remakesRows && !$0.slotByIndex.isEmpty } ?? false }
    }

    /// Shows only some rows of a lazy section (`nil`: all of them).
    /// - Returns: The rows no longer shown as deletions (old coordinates) and the rows newly
    ///   shown as insertions (new coordinates); nothing when the section is hidden, or inside a
    ///   batch (the batch combines).
    /// - Complexity: O(*old* + *new*) in the rows shown before and after.
    mutating func setVisibleRows(_ rows: [Int]?, in section: SectionID) -> TableUpdate {
        let method: StaticString = "setVisibleRows(_:in:)"
        let serial = serial(of: section, in: method)
        let lazy = lazyRows(ofSerial: serial, in: method)
        var (shown, rowByIndex): ([Int32]?, [Int32: Int32]?) = (nil, nil)
        if let rows {
            for (position, row) in rows.enumerated() {
                if row < 0 || row >= lazy.count {
                    misuse(
                        "ComposedTable: setVisibleRows(_:in:) was given row index \(row) (at position \(position)), which is out of range: \(section) has \(lazy.count) rows (0..<\(lazy.count))."
                    )
                }
                if position > 0, row <= rows[position - 1], rowByIndex == nil { rowByIndex = Dictionary(minimumCapacity: rows.count) }
            }
            // Not ascending: a map from index to row, in which an index given twice is already.
            for (position, row) in rows.enumerated() where rowByIndex?.updateValue(Int32(position), forKey: Int32(row)) != nil {
                misuse(
                    "ComposedTable: setVisibleRows(_:in:) was given row index \(row) twice (again at position \(position)). Pass each shown row's index once, in the order to show them, or nil for all rows."
                )
            }
            // Every row in order: the same as all.
            if rows.count < lazy.count || rowByIndex != nil { shown = rows.map { Int32($0) } }
        }
        let old = lazy.shown
        if old == nil, shown == nil { return .none }
        mutationCount += 1
        if isBatching, batch?.lazyShownBefore[serial] == nil { batch?.lazyShownBefore[serial] = .some(old) }
        sections[serial].lazy?.shown = shown
        sections[serial].lazy?.rowByIndex = rowByIndex
        sections[serial].visibleCount = shown?.count ?? lazy.count
        order.setRows(sections[serial].visibleCount, of: serial)
        guard !isBatching, let sectionIndex = order.visibleIndex(of: serial) else { return .none }
        var (deleted, inserted): ([RowPath], [RowPath]) = ([], [])
        let isListed = LazyRows.rowChanges(
            from: old, to: shown, count: lazy.count, oldSection: sectionIndex, newSection: sectionIndex, deleted: &deleted,
            inserted: &inserted)
        return TableUpdate(deletedRows: deleted, insertedRows: inserted, requiresReload: !isListed)
    }

    // MARK: - Refusals

    /// A mutation that addresses one row of a lazy section.
    func lazyRowMutationFailure(serial: Int, method: StaticString) -> Never {
        misuse(
            "ComposedTable: \(method) was given a cell of \(sectionID(serial: serial)), a lazy section made by addSection(header:footer:count:cell:): its rows are made from their index and cannot be inserted, removed, moved or hidden one by one. Show or hide its rows with setVisibleRows(_:in:); put cells you insert or remove in a section made by addSection(header:footer:)."
        )
    }

    /// An append to a lazy section.
    func lazyAppendFailure(section: SectionID, method: StaticString) -> Never {
        misuse(
            "ComposedTable: \(method) would append a cell to \(section), a lazy section made by addSection(header:footer:count:cell:), whose rows its cell closure makes. Start a section with addSection(header:footer:) before adding cells; show or hide the lazy section's rows with setVisibleRows(_:in:)."
        )
    }
}
