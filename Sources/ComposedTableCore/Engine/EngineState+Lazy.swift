/// A lazily realised section: *count* rows numbered from 0, the ones shown, and the cells made so
/// far. Its cost is what is realised plus the shown list when filtered (four bytes a shown row),
/// never a slot per unrealised row.
///
/// A realised cell has an ordinary slot in the engine (so identity, `contains` and the release of
/// cells work as for any cell) whose `raw` is its row index; the section's `slotIndices` stay
/// empty, and its `visibleCount` is the number of shown rows.
///
/// A section that *remakes its rows* may lose a realised cell again
/// (``EngineState/discardLazyCell(_:)``): its slot, identity entry and `slotByIndex` entry go, and
/// the row is unrealised, as if it had never been made.
struct LazyRows {
    /// The number of rows, shown or not.
    let count: Int
    /// Whether a realised cell may be discarded and made again by the section's closure.
    let remakesRows: Bool
    /// The indices of the shown rows, ascending; `nil` when every row shows.
    var shown: [Int32]?
    /// The slot of each realised row, by index.
    var slotByIndex: [Int32: Int32] = [:]

    init(count: Int, remakesRows: Bool = false) {
        self.count = count
        self.remakesRows = remakesRows
    }

    /// The number of shown rows.
    var shownCount: Int { shown?.count ?? count }

    /// The index of a shown row.
    @inline(__always)
    func index(ofRow row: Int) -> Int {
        guard let shown else { return row }
        return Int(shown[row])
    }

    /// The shown row of an index, or `nil` when that row is not shown. O(log *n*).
    func row(ofIndex index: Int) -> Int? {
        guard let shown else { return index }
        let target = Int32(truncatingIfNeeded: index)
        var low = 0
        var high = shown.count
        while low < high {
            let middle = (low + high) / 2
            if shown[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < shown.count && shown[low] == target ? low : nil
    }

    /// The rows deleted (old coordinates) and inserted (new ones) when the shown rows go from
    /// `old` to `new`: a merge of the two ascending lists, O(old + new) (a `nil` list stands for
    /// every row).
    static func rowChanges(
        from old: [Int32]?, to new: [Int32]?, count: Int, oldSection: Int, newSection: Int,
        deleted: inout [RowPath], inserted: inout [RowPath]
    ) {
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, let new?):
            // Every row showed: the rows not in `new` go.
            var next = 0
            for index in 0..<count {
                if next < new.count, Int(new[next]) == index {
                    next += 1
                } else {
                    deleted.append(RowPath(section: oldSection, row: index))
                }
            }
        case (let old?, nil):
            // Every row shows: the rows not in `old` come, at their index.
            var next = 0
            for index in 0..<count {
                if next < old.count, Int(old[next]) == index {
                    next += 1
                } else {
                    inserted.append(RowPath(section: newSection, row: index))
                }
            }
        case (let old?, let new?):
            var oldRow = 0
            var newRow = 0
            while oldRow < old.count, newRow < new.count {
                if old[oldRow] == new[newRow] {
                    oldRow += 1
                    newRow += 1
                } else if old[oldRow] < new[newRow] {
                    deleted.append(RowPath(section: oldSection, row: oldRow))
                    oldRow += 1
                } else {
                    inserted.append(RowPath(section: newSection, row: newRow))
                    newRow += 1
                }
            }
            for row in oldRow..<old.count { deleted.append(RowPath(section: oldSection, row: row)) }
            for row in newRow..<new.count { inserted.append(RowPath(section: newSection, row: row)) }
        }
    }
}

extension EngineState {
    // MARK: - Lazy sections

    /// Appends a lazy section of `count` rows, all shown, none realised; one that `remakesRows`
    /// lets ``discardLazyCell(_:)`` free its realised cells.
    mutating func appendLazySection(count: Int, remakesRows: Bool = false) -> TableUpdate {
        require(
            count >= 0 && count <= Int(Int32.max),
            "ComposedTable: addSection(header:footer:count:cell:) count \(count) is out of range: it must be from 0 to \(Int32.max)."
        )
        let update = appendSection()
        let serial = order.last.unsafelyUnwrapped
        sectionsBySerial[serial].isLazy = true
        sectionsBySerial[serial].visibleCount = count
        rowsChanged(serial)
        lazySections[serial] = LazyRows(count: count, remakesRows: remakesRows)
        return update
    }

    /// The lazy rows of a section, or a misuse naming `method` when it is not lazy.
    func lazyRows(ofSerial serial: Int, in method: StaticString) -> LazyRows {
        guard let lazy = lazySections[serial] else {
            misuse(
                "ComposedTable: \(method) was given \(sectionID(serial: serial)), which is not a lazy section: only a section made by addSection(header:footer:count:cell:) has rows by index. Hide a cell of another section with setCell(_:hidden:), or many with setCells(in:hidden:)."
            )
        }
        return lazy
    }

    /// The realised cell at a shown row of a lazy section, or `nil` when it is not made yet.
    mutating func lazyCell(atRow row: Int, serial: Int) -> AnyObject? {
        let lazy = lazySections[serial].unsafelyUnwrapped
        require(
            row >= 0 && row < lazy.shownCount,
            "ComposedTable: cell(at:) row \(row) is out of range: the lazy section \(sectionID(serial: serial)) shows \(lazy.shownCount) rows."
        )
        guard let slot = lazy.slotByIndex[Int32(truncatingIfNeeded: lazy.index(ofRow: row))] else { return nil }
        return cellsBySlot[Int(slot)]
    }

    /// The realised cell at an index of a lazy section, or `nil`; makes nothing.
    func existingLazyCell(atIndex index: Int, serial: Int, in method: StaticString) -> AnyObject? {
        let lazy = lazyRows(ofSerial: serial, in: method)
        require(
            index >= 0 && index < lazy.count,
            "ComposedTable: \(method) index \(index) is out of range: the lazy section \(sectionID(serial: serial)) has \(lazy.count) rows (0..<\(lazy.count))."
        )
        return lazy.slotByIndex[Int32(truncatingIfNeeded: index)].flatMap { cellsBySlot[Int($0)] }
    }

    /// Where a realised cell of a lazy section is: its shown row (a binary search when the
    /// section is filtered), or hidden.
    func lazyLocation(ofSlot slotIndex: Int, serial: Int) -> CellLocation {
        let section = sectionsBySerial[serial]
        guard let sectionIndex = order.visibleIndex(of: serial),
            let row = lazySections[serial].unsafelyUnwrapped.row(ofIndex: Int(slots[slotIndex].raw))
        else { return .hidden(section.id) }
        return .visible(RowPath(section: sectionIndex, row: row))
    }

    /// Whether a realised cell of a lazy section is filtered out by ``setVisibleRows(_:in:)``.
    func isLazyCellFilteredOut(slot slotIndex: Int, serial: Int) -> Bool {
        lazySections[serial].unsafelyUnwrapped.row(ofIndex: Int(slots[slotIndex].raw)) == nil
    }

    /// The realised cells of a lazy section with their slots, in the order of their rows.
    ///
    /// - Complexity: O(*r* log *r*) in the realised cells.
    func realisedCells(ofSerial serial: Int) -> [(cell: AnyObject, slot: Int32)] {
        guard let lazy = lazySections[serial] else { return [] }
        return lazy.slotByIndex.sorted { $0.key < $1.key }.map { (cellsBySlot[Int($0.value)].unsafelyUnwrapped, $0.value) }
    }

    /// Registers the cell a lazy section's closure made for a row.
    ///
    /// - Precondition: The section is still there, the row is not realised yet, and the cell is
    ///   not in the composition.
    mutating func adoptLazyCell(_ cell: AnyObject, index: Int, in section: SectionID) {
        let method: StaticString = "addSection(header:footer:count:cell:)"
        let serial = serial(of: section, in: method)
        let key = Int32(truncatingIfNeeded: index)
        require(
            lazySections[serial]?.slotByIndex[key] == nil,
            "ComposedTable: the cell closure of addSection(header:footer:count:cell:) made row \(index) of \(section) while making it (it read that row). The closure must only make the row's cell."
        )
        if slotIndexByCell.value(for: cell) != nil {
            let place: String
            switch location(of: cell) {
            case .visible(let path): place = "at row \(path)"
            case .hidden(let other): place = "hidden, in \(other)"
            case .absent: place = "absent"
            }
            misuse(
                "ComposedTable: the cell closure of addSection(header:footer:count:cell:) returned \(describe(cell)) for row \(index) of \(section) that is already in this composition (\(place)). Return a new cell for each row: a lazy section makes a row's cell once, when the row is first needed, and keeps it."
            )
        }
        let slotIndex = claimSlot(for: cell, method: method)
        store(
            CellSlot(section: Int32(truncatingIfNeeded: serial), raw: key, visibleBefore: 0, stamp: 0, isHidden: false),
            of: cell, at: slotIndex)
        lazySections[serial]?.slotByIndex[key] = slotIndex
    }

    // MARK: - Discarding realised rows

    /// Whether a cell is the realised cell of a row of a lazy section that remakes its rows.
    ///
    /// - Complexity: O(1).
    func isRemakable(_ cell: AnyObject) -> Bool {
        guard let slot = slotIndexByCell.value(for: cell) else { return false }
        return lazySections[Int(slots[Int(slot)].section)]?.remakesRows == true
    }

    /// Forgets the realised cell of a row of a lazy section that remakes its rows: frees its slot,
    /// its identity entry and its `slotByIndex` entry, so that the row is unrealised and the next
    /// read makes a new cell. The row itself stays: no row path changes, no update is due.
    ///
    /// The caller holds `cell`, so this never releases its last reference.
    ///
    /// - Returns: Whether the cell was discarded: `false` when it is not a realised cell of a
    ///   section that remakes its rows, or inside a batch (whose bookkeeping keeps freed slots
    ///   until it ends; the cell stays realised).
    /// - Complexity: O(1) amortized.
    mutating func discardLazyCell(_ cell: AnyObject) -> Bool {
        guard !isBatching, let slot = slotIndexByCell.value(for: cell) else { return false }
        let serial = Int(slots[Int(slot)].section)
        guard lazySections[serial]?.remakesRows == true else { return false }
        _ = slotIndexByCell.remove(cell)
        lazySections[serial]?.slotByIndex[slots[Int(slot)].raw] = nil
        cellsBySlot[Int(slot)] = nil
        freeSlots.append(slot)
        return true
    }

    /// Whether a lazy section that remakes its rows has a realised cell.
    ///
    /// - Complexity: O(*l*) in the lazy sections.
    var hasRemakableCells: Bool {
        lazySections.values.contains { $0.remakesRows && !$0.slotByIndex.isEmpty }
    }

    /// The realised cells of the lazy sections that remake their rows, in no order.
    ///
    /// - Complexity: O(*r* + *l*) in those cells and the lazy sections.
    func remakableCells() -> [AnyObject] {
        var cells: [AnyObject] = []
        for lazy in lazySections.values where lazy.remakesRows {
            for slot in lazy.slotByIndex.values { cells.append(cellsBySlot[Int(slot)].unsafelyUnwrapped) }
        }
        return cells
    }

    /// Shows only some rows of a lazy section (`nil`: all of them).
    ///
    /// - Returns: The rows no longer shown as deletions (old coordinates) and the rows newly
    ///   shown as insertions (new coordinates); nothing when the section is hidden, or inside a
    ///   batch (the batch combines).
    /// - Complexity: O(*old* + *new*) in the rows shown before and after.
    mutating func setVisibleRows(_ rows: [Int]?, in section: SectionID) -> TableUpdate {
        let method: StaticString = "setVisibleRows(_:in:)"
        let serial = serial(of: section, in: method)
        let lazy = lazyRows(ofSerial: serial, in: method)
        var shown: [Int32]?
        if let rows {
            var previous = -1
            for (position, row) in rows.enumerated() {
                if row < 0 || row >= lazy.count {
                    misuse(
                        "ComposedTable: setVisibleRows(_:in:) was given row index \(row) (at position \(position)), which is out of range: \(section) has \(lazy.count) rows (0..<\(lazy.count))."
                    )
                }
                if row <= previous {
                    misuse(
                        "ComposedTable: setVisibleRows(_:in:) was given row indices that are not ascending and unique: \(row) (at position \(position)) follows \(previous). Pass each shown row's index once, in increasing order, or nil for all rows."
                    )
                }
                previous = row
            }
            // Every row: the same as all.
            if rows.count < lazy.count { shown = rows.map { Int32(truncatingIfNeeded: $0) } }
        }
        let old = lazy.shown
        if old == nil, shown == nil { return .none }
        if isBatching, batch?.lazyShownBefore[serial] == nil { batch?.lazyShownBefore[serial] = .some(old) }
        lazySections[serial]?.shown = shown
        sectionsBySerial[serial].visibleCount = shown?.count ?? lazy.count
        rowsChanged(serial)
        guard !isBatching, let sectionIndex = order.visibleIndex(of: serial) else { return .none }
        var deleted: [RowPath] = []
        var inserted: [RowPath] = []
        LazyRows.rowChanges(
            from: old, to: shown, count: lazy.count, oldSection: sectionIndex, newSection: sectionIndex, deleted: &deleted,
            inserted: &inserted)
        return TableUpdate(deletedRows: deleted, insertedRows: inserted)
    }

    // MARK: - Refusals

    /// A mutation that addresses one row of a lazy section.
    @inline(never)
    func lazyRowMutationFailure(serial: Int, method: StaticString) -> Never {
        misuse(
            "ComposedTable: \(method) was given a cell of \(sectionID(serial: serial)), a lazy section made by addSection(header:footer:count:cell:): its rows are made from their index and cannot be inserted, removed, moved or hidden one by one. Show or hide its rows with setVisibleRows(_:in:); put cells you insert or remove in a section made by addSection(header:footer:)."
        )
    }

    /// An append to a lazy section.
    @inline(never)
    static func lazyAppendFailure(section: SectionID, method: StaticString) -> Never {
        misuse(
            "ComposedTable: \(method) would append a cell to \(section), a lazy section made by addSection(header:footer:count:cell:), whose rows its cell closure makes. Start a section with addSection(header:footer:) before adding cells; show or hide the lazy section's rows with setVisibleRows(_:in:)."
        )
    }
}
