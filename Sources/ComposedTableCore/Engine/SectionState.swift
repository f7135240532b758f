/// One section of the engine: its rows in order, each a slot index, and which of them are hidden.
///
/// A row's visible index is the number of rows before it that show; while every row shows, it is
/// the row's own index, and otherwise a Fenwick tree over the rows (1 for a row that shows)
/// answers in O(log *n*). Hiding or showing a row updates the tree in place; inserting or removing
/// a row in the middle drops it, and the next question rebuilds it in O(*n*).
struct SectionState {
    /// The placeholder of a row removed inside a batch, until the batch ends.
    static let removedRow: Int32 = -1

    var id: SectionID
    var isRemoved = false
    /// Whether the running batch has touched the section's cells (``BatchRecorder/touched``).
    var isTouched = false
    /// The slot of each row, in order (an eager section's; a lazy one keeps its rows apart).
    var rows: [Int32] = []
    /// Whether each row is hidden by its own flag.
    var isHidden: [Bool] = []
    /// The rows that show: neither hidden nor removed (of a lazy section, the shown rows).
    var visibleCount = 0
    /// Rows removed inside the running batch, still in `rows` as placeholders.
    var removedCount = 0
    /// 1 for each row that shows; `nil` until needed after a change of the rows.
    var shownTree: Fenwick<Int32>?
    /// The first row whose slot may not know its index yet (`Int.max`: none).
    var staleFrom = Int.max
    /// Insertions inside the running batch waiting for their rows, in the order they were made.
    var pending: [PendingInsertion] = []
    /// The rows of a lazy section.
    var lazy: LazyRows?

    init(id: SectionID) {
        self.id = id
    }

    var isLazy: Bool { lazy != nil }

    /// The cells of the section, hidden ones included; of a lazy section, every row.
    var rowCount: Int { lazy?.count ?? rows.count - removedCount + pending.count }

    /// Whether the row at a raw index shows.
    func isShown(raw: Int) -> Bool { rows[raw] != Self.removedRow && !isHidden[raw] }

    /// The visible index of the row at a raw index (of the end, for `rows.count`): the rows before
    /// it that show.
    mutating func visibleRow(ofRaw raw: Int) -> Int {
        visibleCount == rows.count ? raw : Int(tree().sum(before: raw))
    }

    /// The raw index of a visible row.
    mutating func raw(ofVisibleRow row: Int) -> Int {
        visibleCount == rows.count ? row : tree().index(passing: Int32(row))
    }

    private mutating func tree() -> Fenwick<Int32> {
        if let shownTree { return shownTree }
        let (rows, isHidden) = (self.rows, self.isHidden)
        let tree = Fenwick<Int32>(rows.indices.lazy.map { rows[$0] != Self.removedRow && !isHidden[$0] ? 1 : 0 })
        shownTree = tree
        return tree
    }

    /// Inserts a shown row.
    mutating func insertRow(_ slot: Int32, at raw: Int) {
        if raw == rows.count {
            shownTree?.append(1)
        } else {
            shownTree = nil
            staleFrom = min(staleFrom, raw + 1)
        }
        rows.insert(slot, at: raw)
        isHidden.insert(false, at: raw)
        visibleCount += 1
    }

    /// Removes a row outside a batch.
    mutating func removeRow(at raw: Int) {
        if isShown(raw: raw) { visibleCount -= 1 }
        rows.remove(at: raw)
        isHidden.remove(at: raw)
        shownTree = nil
        staleFrom = min(staleFrom, raw)
    }

    /// Leaves a placeholder for a row removed inside a batch.
    @inline(__always)
    mutating func markRemoved(at raw: Int) {
        if isShown(raw: raw) {
            visibleCount -= 1
            shownTree?.add(-1, at: raw)
        }
        rows[raw] = Self.removedRow
        removedCount += 1
    }

    @inline(__always)
    mutating func setHidden(_ hidden: Bool, atRaw raw: Int) {
        let wasShown = isShown(raw: raw)
        isHidden[raw] = hidden
        guard wasShown != isShown(raw: raw) else { return }
        visibleCount += hidden ? -1 : 1
        shownTree?.add(hidden ? -1 : 1, at: raw)
    }

    /// Puts the waiting insertions into the rows, in one pass: beside its anchor's row, a later
    /// insertion goes nearer the anchor (as when each is made at once).
    /// - Complexity: O(*n* + *k*) for *n* rows and *k* insertions made in the rows' order (as a
    ///   loop over the section makes them), O(*k* log *k*) more otherwise.
    mutating func placePending() {
        // Before an anchor: in the order made; after it: the reverse.
        func key(_ index: Int) -> (Int32, Int) {
            (pending[index].anchorRaw * 2 + (pending[index].isAfter ? 1 : 0), pending[index].isAfter ? -index : index)
        }
        var order = Array(pending.indices)
        if !order.indices.dropFirst().allSatisfy({ key(order[$0 - 1]) < key(order[$0]) }) { order.sort { key($0) < key($1) } }
        var (newRows, newHidden): ([Int32], [Bool]) = ([], [])
        newRows.reserveCapacity(rows.count + pending.count)
        newHidden.reserveCapacity(rows.count + pending.count)
        var next = 0
        func placeWaiting(upTo limit: Int32) {
            while next < order.count, key(order[next]).0 < limit {
                newRows.append(pending[order[next]].slot)
                newHidden.append(false)
                next += 1
            }
        }
        for raw in rows.indices {
            placeWaiting(upTo: Int32(raw) * 2 + 1)
            newRows.append(rows[raw])
            newHidden.append(isHidden[raw])
            placeWaiting(upTo: Int32(raw) * 2 + 2)
        }
        placeWaiting(upTo: .max)
        rows = newRows
        isHidden = newHidden
        pending = []
        shownTree = nil
        staleFrom = 0
    }

    /// Drops the placeholders of removed rows.
    mutating func compact() {
        guard removedCount > 0 else { return }
        var kept = 0
        for raw in rows.indices where rows[raw] != Self.removedRow {
            rows[kept] = rows[raw]
            isHidden[kept] = isHidden[raw]
            kept += 1
        }
        rows.removeLast(rows.count - kept)
        isHidden.removeLast(isHidden.count - kept)
        removedCount = 0
        shownTree = nil
        staleFrom = 0
    }
}

/// An insertion made inside a batch, waiting for its row beside its anchor's.
struct PendingInsertion {
    /// The anchor's index among the section's rows.
    var anchorRaw: Int32
    var slot: Int32
    /// Whether the cell goes after the anchor (else before it).
    var isAfter: Bool
}
