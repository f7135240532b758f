/// Where one cell is, as last written: its section, raw index (counting hidden cells), the number
/// of visible cells before it, and the section clock at which those numbers were true.
struct CellSlot {
    var section: Int
    var raw: Int
    var visibleBefore: Int
    var stamp: Int
    var isHidden: Bool
}

/// A change of position applied to every cell at raw index `from` or later.
struct PositionShift {
    let from: Int
    let raw: Int
    let visible: Int
}

/// One section's cells and bookkeeping.
///
/// Positions are kept lazily: a mutation appends a ``PositionShift`` to `log` instead of
/// rewriting the position of every later cell, and a lookup replays the shifts logged since its
/// slot's stamp. When the log reaches `compactionThreshold` entries, every slot is rewritten once
/// and the log is cleared, so a lookup replays a bounded number of shifts and a mutation costs an
/// amortized O(n / threshold) slot writes plus the array insertion itself.
final class SectionStorage<Cell: AnyObject, View> {
    static var compactionThreshold: Int { 32 }

    let id: SectionID
    var header: SectionSupplement<View>?
    var footer: SectionSupplement<View>?
    var isHidden = false
    /// Every cell, hidden or not, in order.
    var cells: [Cell] = []
    /// The slot of each cell in `cells`.
    var slotIndices: [Int] = []
    var visibleCount = 0
    var log: [PositionShift] = []
    /// The clock value of `log[0]`.
    var logStart = 0
    /// The raw index of each visible row; built on demand when some cells are hidden.
    private var rawIndexByRowCache: [Int]?
    /// Index among all sections.
    var position = 0
    /// Index among visible sections, `nil` when hidden.
    var visibleIndex: Int?

    init(id: SectionID, header: SectionSupplement<View>?, footer: SectionSupplement<View>?) {
        self.id = id
        self.header = header
        self.footer = footer
    }

    var clock: Int { logStart + log.count }
    var hiddenCellCount: Int { cells.count - visibleCount }

    /// The raw index of a visible row.
    func rawIndex(ofRow row: Int, slots: [CellSlot]) -> Int {
        if visibleCount == cells.count { return row }
        if let cache = rawIndexByRowCache { return cache[row] }
        var cache: [Int] = []
        cache.reserveCapacity(visibleCount)
        for (raw, slot) in slotIndices.enumerated() where !slots[slot].isHidden {
            cache.append(raw)
        }
        rawIndexByRowCache = cache
        return cache[row]
    }

    /// Records that positions from `from` on moved, and forgets the visible-row cache.
    func shift(from: Int, raw: Int, visible: Int, slots: inout [CellSlot]) {
        rawIndexByRowCache = nil
        if raw == 0 && visible == 0 { return }
        log.append(PositionShift(from: from, raw: raw, visible: visible))
        if log.count >= Self.compactionThreshold { compact(slots: &slots) }
    }

    /// Rewrites every slot of the section and clears the log.
    func compact(slots: inout [CellSlot]) {
        let now = clock
        var visibleBefore = 0
        for (raw, index) in slotIndices.enumerated() {
            slots[index].raw = raw
            slots[index].visibleBefore = visibleBefore
            slots[index].stamp = now
            if !slots[index].isHidden { visibleBefore += 1 }
        }
        log.removeAll(keepingCapacity: true)
        logStart = now
        rawIndexByRowCache = nil
    }

    /// The current raw index and visible-before count of a slot, replaying shifts since its stamp.
    func resolve(_ slot: CellSlot) -> (raw: Int, visibleBefore: Int) {
        var raw = slot.raw
        var visibleBefore = slot.visibleBefore
        var entry = slot.stamp - logStart
        while entry < log.count {
            let shift = log[entry]
            if raw >= shift.from {
                raw += shift.raw
                visibleBefore += shift.visible
            }
            entry += 1
        }
        return (raw, visibleBefore)
    }

    func invalidateRowCache() {
        rawIndexByRowCache = nil
    }
}
