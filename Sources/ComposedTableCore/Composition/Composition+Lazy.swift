extension Composition {
    // MARK: - Lazy sections

    /// Appends a section of `count` rows whose cells are made when a row is first needed.
    /// Its rows change only with ``setVisibleRows(_:in:)``: a cell mutation that addresses one of
    /// them is a misuse. With `remakesRows`, a made cell may be let go (``discardCell(_:)``).
    /// - Complexity: O(1); each row costs its cell closure once, when it is first needed (and
    ///   again each time it is needed after a discard).
    @discardableResult
    package func addSection(
        header: SectionSupplement<View>? = nil, footer: SectionSupplement<View>? = nil, count: Int, remakesRows: Bool = false,
        cell: @escaping (Int) -> Cell
    ) -> TableUpdate {
        let update = engine.appendLazySection(count: count, remakesRows: remakesRows)
        let serial = engine.order.last!
        headers[serial] = header
        footers[serial] = footer
        lazyMakers[serial] = cell
        return update
    }

    /// Whether a section is a lazy section that remakes its rows, in O(1)
    /// (``addSection(header:footer:count:remakesRows:cell:)`` with `remakesRows: true`).
    package func remakesRows(_ section: SectionID) -> Bool {
        engine.sections[engine.serial(of: section, in: "remakesRows(_:)")].lazy?.remakesRows == true
    }

    /// Whether a cell is the made cell of a row of a section that remakes its rows, in O(1): one
    /// ``discardCell(_:)`` may let go. `false` for a cell that is not in the composition.
    package func isRemakable(_ cell: Cell) -> Bool {
        engine.isRemakable(cell)
    }

    /// Lets go of the made cell of a row of a section that remakes its rows: the row stays where
    /// it is, unrealised, and the next ``cell(at:)`` of it makes a new cell with the section's
    /// closure. The composition forgets the instance (``contains(_:)`` is `false`, ``count``
    /// drops by one); nothing on screen changes, so there is no update to replay.
    /// - Complexity: O(1) amortized.
    @discardableResult
    package func discardCell(_ cell: Cell) -> Bool {
        changeLog?.cellChanged(cell)
        return engine.discardLazyCell(cell)
    }

    /// The made cells of the sections that remake their rows, in no particular order: the cells
    /// ``discardCell(_:)`` may let go.
    /// - Complexity: O(*r* + *l*) in those cells and the number of lazy sections.
    package var remakableCells: [Cell] {
        engine.remakableCells().map { $0 as! Cell }
    }

    /// Whether ``remakableCells`` is not empty, without listing them: O(*l*) in the lazy sections.
    package var hasRemakableCells: Bool { engine.hasRemakableCells }

    /// Shows only some rows of a lazy section, in the order given — a search or a filter over a
    /// long list; rows not ascending (ranked) are a reload.
    /// - Precondition: `section` is a lazy section of this composition; `rows` unique, in range.
    /// - Complexity: O(*old* + *new*) in the rows shown before and after (a merge); no cell is
    ///   made. The shown list costs four bytes a shown row (not ascending: 16 more).
    @discardableResult
    package func setVisibleRows(_ rows: [Int]?, in section: SectionID) -> TableUpdate {
        changeLog?.sectionChanged(section)
        return engine.setVisibleRows(rows, in: section)
    }

    /// Whether a section is lazy: made by ``addSection(header:footer:count:remakesRows:cell:)``, in O(1).
    /// - Parameter section: A section of this composition.
    package func isLazy(_ section: SectionID) -> Bool {
        engine.sections[engine.serial(of: section, in: "isLazy(_:)")].isLazy
    }

    /// Whether a visible section is lazy, by its visible index.
    package func isLazy(visibleSection section: Int) -> Bool {
        engine.sections[engine.visibleSerial(at: section, in: "isLazy(visibleSection:)")].isLazy
    }

    /// The number of rows a section holds, shown or not: a lazy section's `count`, or an eager
    /// section's cells, hidden ones included.
    /// - Complexity: O(1).
    package func rowCount(in section: SectionID) -> Int {
        engine.sections[engine.serial(of: section, in: "rowCount(in:)")].rowCount
    }

    /// The index of a cell among all the rows of its section, hidden ones included: in a lazy
    /// section, the index its cell closure was given.
    /// - Note: Inside ``performBatch(_:)``, an eager section's index may still count cells the
    ///   batch removed, until it ends; a lazy section's index never changes.
    /// - Complexity: O(1) (amortized in an eager section, as ``location(of:)``).
    package func index(of cell: Cell) -> Int? {
        guard let slot = engine.slot(of: cell) else { return nil }
        return engine.raw(ofSlot: Int(slot))
    }

    /// Each shown row of a visible lazy section: its index, and its cell if made (none is made). O(*n*).
    package func madeRows(inLazySection section: Int) -> [(index: Int, cell: Cell?)] {
        let lazy = engine.sections[engine.visibleSerial(at: section, in: "madeRows(inLazySection:)")].lazy!
        return (0..<lazy.shownCount).map { lazy.index(ofRow: $0) }.map {
            ($0, lazy.slotByIndex[Int32($0)].flatMap { engine.slots[Int($0)].cell as? Cell })
        }
    }

    /// The cell of a lazy section's row if it was made, without making it, in O(1).
    package func existingCell(at index: Int, in section: SectionID) -> Cell? {
        let method: StaticString = "existingCell(at:in:)"
        return engine.existingLazyCell(atIndex: index, serial: engine.serial(of: section, in: method), in: method)
            .map { $0 as! Cell }
    }

    /// The shown row of a lazy section's index, or `nil` when that row is not shown or the
    /// section is hidden.
    /// - Complexity: O(log *n*) in the shown rows.
    package func rowPath(ofIndex index: Int, in section: SectionID) -> RowPath? {
        let method: StaticString = "rowPath(ofIndex:in:)"
        let serial = engine.serial(of: section, in: method)
        let lazy = engine.lazyRows(ofSerial: serial, in: method)
        require(
            index >= 0 && index < lazy.count,
            "ComposedTable: rowPath(ofIndex:in:) index \(index) is out of range: \(section) has \(lazy.count) rows (0..<\(lazy.count))."
        )
        guard let sectionIndex = engine.order.visibleIndex(of: serial), let row = lazy.row(ofIndex: index) else { return nil }
        return RowPath(section: sectionIndex, row: row)
    }

    /// Whether a section identifier names a section of this composition now.
    package func contains(section: SectionID) -> Bool {
        engine.contains(section)
    }

    /// The first shown row of a lazy section at or after an index, or `nil` when none is shown
    /// from there (or the section is hidden).
    /// - Complexity: O(log *n*) in the shown rows.
    package func firstShownRow(fromIndex index: Int, in section: SectionID) -> RowPath? {
        let serial = engine.serial(of: section, in: "startRow")
        guard let lazy = engine.sections[serial].lazy, let sectionIndex = engine.order.visibleIndex(of: serial),
            index >= 0, index < lazy.count
        else { return nil }
        let row = lazy.firstRow(fromIndex: index)
        return row < lazy.shownCount ? RowPath(section: sectionIndex, row: row) : nil
    }
}
