/// A lazy section: *count* rows numbered from 0, the ones shown (`nil`: all), and the slots of
/// the cells made so far, whose `raw` is their row's index. A section that *remakes its rows*
/// may let a made cell go (``EngineState/discardLazyCell(_:)``); its row is then unmade.
struct LazyRows {
    /// The number of rows, shown or not.
    let count: Int
    /// Whether a realised cell may be discarded and made again by the section's closure.
    let remakesRows: Bool
    /// The indices of the shown rows, in their order; `nil` when every row shows.
    var shown: [Int32]?
    /// Each shown index's row, when ``shown`` is not ascending (a ranked search); else `nil`.
    var rowByIndex: [Int32: Int32]?
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
        let row = firstRow(fromIndex: index)
        return row < shownCount && self.index(ofRow: row) == index ? row : nil
    }

    /// The first shown row whose index is `index` or more (not ascending: is it); else ``shownCount``.
    func firstRow(fromIndex index: Int) -> Int {
        if let rowByIndex { return rowByIndex[Int32(index)].map(Int.init) ?? shownCount }
        guard let shown else { return min(index, count) }
        var (low, high) = (0, shown.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(shown[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The rows deleted (old coordinates) and inserted (new ones) when the shown rows go from
    /// `old` to `new` (`nil`: every row): a merge, O(old + new). More than 1,000 rows coming or
    /// going, or rows that stay and change their order (a ranked search), are not listed (`false`:
    /// a reload, as the controller does past 100), so that filtering a long list costs the rows it shows.
    static func rowChanges(
        from old: [Int32]?, to new: [Int32]?, count: Int, oldSection: Int, newSection: Int,
        deleted: inout [RowPath], inserted: inout [RowPath]
    ) -> Bool {
        guard abs((old?.count ?? count) - (new?.count ?? count)) <= 1_000 else { return false }
        guard old != nil || new != nil else { return true }
        let (old, new) = (old ?? Array(0..<Int32(count)), new ?? Array(0..<Int32(count)))  // `nil`: every row
        guard [old, new].allSatisfy({ zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } }) else {
            // Not ascending: by index, O(old + new) hashed; the rows that stay must keep their order.
            let (rowByIndex, kept) = (Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) }), Set(old))
            let stays = old.compactMap { rowByIndex[$0] }
            guard zip(stays, stays.dropFirst()).allSatisfy({ $0 < $1 }) else { return false }
            deleted += old.indices.filter { rowByIndex[old[$0]] == nil }.map { RowPath(section: oldSection, row: $0) }
            inserted += new.indices.filter { !kept.contains(new[$0]) }.map { RowPath(section: newSection, row: $0) }
            return true
        }
        var (oldRow, newRow) = (0, 0)
        while oldRow < old.count, newRow < new.count {
            if old[oldRow] == new[newRow] {
                (oldRow, newRow) = (oldRow + 1, newRow + 1)
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
        return true
    }
}
