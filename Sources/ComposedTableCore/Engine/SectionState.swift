/// Where one cell is, as last written: its section, raw index (counting hidden cells), the number
/// of visible cells before it, and the section clock at which those numbers were true.
///
/// Twelve bytes, the most of the engine's memory per row: the section serial, the hidden flag and
/// the stamp share one word. The stamp is a section clock, which stays below the compaction
/// threshold (at most 128), so eight bits hold it; the serial has the other 23
/// (``maximumSectionCount``).
struct CellSlot {
    /// Bits 9–31: the section serial; bit 8: hidden; bits 0–7: the stamp.
    private var word: UInt32
    var raw: Int32
    var visibleBefore: Int32

    /// How many sections a table can have at once: serials must fit in 23 bits.
    static let maximumSectionCount = 1 << 23
    /// The largest stamp a slot holds: the section clock never reaches it (see
    /// ``SectionState/compactionThreshold``).
    static let maximumStamp: Int32 = 255

    private static let hiddenBit: UInt32 = 1 << 8
    private static let stampMask: UInt32 = 0xFF

    init(section: Int32, raw: Int32, visibleBefore: Int32, stamp: Int32, isHidden: Bool) {
        assert(stamp >= 0 && stamp <= Self.maximumStamp, "ComposedTable: internal error: a section clock above 255.")
        word = UInt32(bitPattern: section) &<< 9 | (isHidden ? Self.hiddenBit : 0) | UInt32(truncatingIfNeeded: stamp) & Self.stampMask
        self.raw = raw
        self.visibleBefore = visibleBefore
    }

    var section: Int32 { Int32(bitPattern: word &>> 9) }

    var isHidden: Bool {
        get { word & Self.hiddenBit != 0 }
        set { word = newValue ? word | Self.hiddenBit : word & ~Self.hiddenBit }
    }

    var stamp: Int32 {
        get { Int32(bitPattern: word & Self.stampMask) }
        set {
            assert(newValue >= 0 && newValue <= Self.maximumStamp, "ComposedTable: internal error: a section clock above 255.")
            word = word & ~Self.stampMask | UInt32(truncatingIfNeeded: newValue) & Self.stampMask
        }
    }
}

/// A change of position applied to every cell at raw index `from` or later, with the sums of the
/// changes logged up to it (itself included), so that a replay of many can be one subtraction.
struct PositionShift {
    let from: Int32
    let raw: Int32
    let visible: Int32
    let rawSum: Int32
    let visibleSum: Int32
}

/// The whole log of a section as one step function of a position written at clock zero: from
/// each `starts[i]` on (up to the next), a cell's raw index moves by `raw[i]` and its visible-before
/// count by `visible[i]`.
///
/// Every slot rewritten by a compaction is stamped zero, so after a burst of changes in the middle
/// of a large section most lookups would replay the whole log — up to 127 shifts, each depending
/// on the last. Once lookups have replayed the log twice over, it is folded into this map
/// (O(*L*²) for *L* ≤ 128 shifts, a few microseconds), and a lookup finds its step through a
/// table of buckets over the positions the steps start at: each bucket names the first and last
/// step that can hold a position in it, so a lookup looks at one or two steps when the shifts are
/// spread, and is a binary search among the steps of one bucket when they crowd into it.
struct ShiftMap {
    var starts: [Int32] = [Int32.min]
    var raw: [Int32] = [0]
    var visible: [Int32] = [0]
    /// The position of the first start after `Int32.min` (positions before it are in step 0).
    private var base: Int32 = 0
    /// How many positions a bucket spans, as a power of two.
    private var bucketShift: UInt32 = 0
    /// For bucket `b` (and one past the last), the step that holds the first position of the
    /// bucket: a lookup in bucket `b` is among steps `firstStep[b]...firstStep[b + 1]`.
    private var firstStep: [UInt8] = []

    init(folding log: [PositionShift]) {
        // Built as changes between neighbouring steps (`raw[i]` is what step `i` adds to step
        // `i - 1`), so that a shift of every step from one on is one addition; summed at the end.
        starts.reserveCapacity(log.count + 1)
        raw.reserveCapacity(log.count + 1)
        visible.reserveCapacity(log.count + 1)
        for shift in log {
            // The cells that reach `from` after the shifts before this one: from the first whose
            // moved position does (moved positions never decrease along the section).
            var piece = 0
            var moved = Int(raw[0])
            while piece + 1 < starts.count, Int(starts[piece + 1]) - 1 + moved < Int(shift.from) {
                piece += 1
                moved += Int(raw[piece])
            }
            let first = max(Int(starts[piece]), Int(shift.from) - moved)
            if first > Int(starts[piece]) {
                starts.insert(Int32(truncatingIfNeeded: first), at: piece + 1)
                raw.insert(shift.raw, at: piece + 1)
                // The steps after it keep their changes: the shift adds to them through it.
                visible.insert(shift.visible, at: piece + 1)
            } else {
                raw[piece] &+= shift.raw
                visible[piece] &+= shift.visible
            }
        }
        for index in starts.indices.dropFirst() {
            raw[index] &+= raw[index - 1]
            visible[index] &+= visible[index - 1]
        }
        makeBuckets()
    }

    /// Fills ``firstStep``: about two buckets per step, each spanning a power of two of positions.
    private mutating func makeBuckets() {
        guard starts.count > 1 else { return }
        precondition(starts.count <= Int(UInt8.max), "ComposedTable: internal error: a folded log of \(starts.count) steps.")
        base = starts[1]
        let span = UInt32(bitPattern: starts[starts.count - 1] &- base) &+ 1
        let buckets = max(8, 1 << (Int.bitWidth - (2 * starts.count - 1).leadingZeroBitCount))
        while span &>> bucketShift >= UInt32(buckets) { bucketShift += 1 }
        let used = Int(span &>> bucketShift) + 1
        firstStep.reserveCapacity(used + 1)
        var step = 1
        for bucket in 0..<used {
            let first = Int64(base) + Int64(bucket) << Int64(bucketShift)
            while step + 1 < starts.count, Int64(starts[step + 1]) <= first { step += 1 }
            firstStep.append(UInt8(truncatingIfNeeded: step))
        }
        firstStep.append(UInt8(truncatingIfNeeded: starts.count - 1))
    }

    /// The moves of a position written at clock zero.
    @inline(__always)
    func moves(of position: Int32) -> (raw: Int32, visible: Int32) {
        guard position >= base, !firstStep.isEmpty else { return (raw[0], visible[0]) }
        let bucket = min(Int(UInt32(bitPattern: position &- base) &>> bucketShift), firstStep.count - 2)
        return firstStep.withUnsafeBufferPointer { firstStep in
            starts.withUnsafeBufferPointer { starts in
                var step = Int(firstStep[bucket])
                var count = Int(firstStep[bucket + 1]) - step + 1
                // Without a branch on the comparison (a conditional move), which a random position
                // would mispredict at every step.
                while count > 1 {
                    let half = count / 2
                    step = starts[step + half] <= position ? step + half : step
                    count -= half
                }
                return (raw[step], visible[step])
            }
        }
    }
}

/// What bounds the shifts of a section's log: a slot that lies beyond every shift, however far
/// the earlier shifts of the log move it back, takes them all; one before every shift, however far
/// they move it on, takes none. Either is told in O(1), without replaying the log.
struct LogBounds {
    var lowestFrom = Int32.max
    var highestFrom = Int32.min
    /// How far the log's removals move a slot back at most, and its insertions on.
    var backward: Int32 = 0
    var forward: Int32 = 0
}

/// A cell inserted during a batch whose place is not yet written into the section's order: right
/// after (or before) the cell in slot `anchor`, which may itself be pending.
struct PendingInsert {
    let slot: Int32
    let anchor: Int32
    let isAfter: Bool
}

/// A cell that a batch changed, with whether it was visible before that change: a batch keeps one
/// per change, and the first for a slot tells how the slot was before the batch (a cell inserted
/// by the batch was not visible).
struct TouchedSlot {
    let slot: Int32
    let wasVisible: Bool
}

/// A cell mutation that a batch deferred in a section and may replay: the cell's slot, the anchor
/// of an insertion, and whether the cell was visible before the change.
struct DeferredChange {
    enum Kind: UInt8 {
        case hide, show, remove, insertAfter, insertBefore, append
    }

    let slot: Int32
    let anchor: Int32
    let kind: Kind
    let wasVisible: Bool
}

/// One section's cells and bookkeeping.
///
/// Positions are kept lazily: a mutation appends a ``PositionShift`` to `log` instead of
/// rewriting the position of every later cell, and a lookup replays the shifts logged since its
/// slot's stamp. When the log reaches ``compactionThreshold`` entries, or when lookups have
/// replayed as many shifts as a compaction costs (``replayDebt``), every slot of the section is
/// rewritten once and the log is cleared. So a lookup replays at most 128 shifts, lookups in steady
/// state replay none, and a mutation costs the array insertion or removal plus an amortized
/// O(n / threshold) slot writes.
///
/// Inside a batch, cell mutations are deferred (``isDirty``): a hidden flag flips in its slot, a
/// removed cell leaves a dead slot in `slotIndices`, an inserted cell waits in `pendingInserts`,
/// and each change is recorded (`deferredChanges`). The first read of the section, or the end of
/// the batch, applies them (`EngineState.flush`): replayed in order with the code of single
/// mutations when there are few for the section's size — a removed cell then stays in
/// `slotIndices` as a dead, hidden slot until the batch ends, and `touchedSlots` keeps what the
/// combined update needs — or else in one O(n + k) pass that rebuilds the order and every
/// position (``isOnePassInBatch``: from then on, for the rest of the batch).
struct SectionState {
    /// The log length that triggers a compaction: a section of *n* cells compacts every
    /// *n* / 64 mutations, between 48 and 128, which balances the O(*n*) rewrite against the
    /// longest replay a lookup may pay.
    var compactionThreshold: Int { min(128, max(48, slotIndices.count / 64)) }

    let id: SectionID
    /// A removed section: an empty tombstone whose serial is never used again.
    var isRemoved = false
    /// The slot of every cell, hidden or not, in order; the cells themselves are in the engine's
    /// `cellsBySlot`. Four bytes per row is what an insertion or removal in the middle moves.
    var slotIndices: GrowableArray<Int32> = []
    var visibleCount = 0
    var log: [PositionShift] = []
    var logBounds = LogBounds()
    /// The log folded for slots stamped zero, once lookups have replayed it a few times.
    var shiftMap: ShiftMap?
    /// Shifts replayed by lookups since the log last grew: when they reach a few logs' worth, the
    /// log is folded into ``shiftMap``.
    var replayedSinceShift = 0
    /// Shifts replayed by lookups since the last compaction; a compaction once they cost as much.
    var replayDebt = 0
    /// Deferred batch changes are waiting for a rebuild; slots' positions are stale, except `raw`,
    /// which is the slot's index in `slotIndices` (or, negative, `-1 - ` its index in
    /// `pendingInserts`).
    var isDirty = false
    /// A lazily realised section (`EngineState.lazySections`): its `slotIndices` stay empty, its
    /// `visibleCount` is its shown rows, and its realised cells' slots hold their row index in
    /// `raw`. Next to `isDirty`, so that a lookup tests both with one load.
    var isLazy = false
    /// Cells inserted during the batch, in the order of the calls.
    var pendingInserts: [PendingInsert] = []
    /// Whether a cell mutation of the running batch touched this section.
    var isTouchedInBatch = false
    /// Whether the running batch applies this section's changes in one pass, having recorded its
    /// rows as they were; otherwise it records them (`deferredChanges`) and may replay them.
    var isOnePassInBatch = false
    /// The changes deferred since the section was last exact, in order, while they may be replayed.
    var deferredChanges: [DeferredChange] = []
    /// What is left, once `deferredChanges` would be replayed, of the cost of one pass; and what a
    /// replayed shift and a move of the later rows cost (`EngineState.replayCosts(cells:)`).
    var replayBudget = 0
    var replayShiftCost = 0
    var replayRowMoveCost = 0
    /// The visible and total cell counts before `deferredChanges`, to put them back for a replay.
    var visibleCountBeforeDeferring = 0
    var cellCountBeforeDeferring = 0
    /// The cells the running batch changed by replayed changes, one entry per change, in order.
    var touchedSlots: [TouchedSlot] = []
    /// Cells removed by replayed changes whose dead slots are still in `slotIndices` (hidden,
    /// with no cell), so that the rows as they were can be told at the end of the batch.
    var deadCellCount = 0
    /// The raw index of each visible row, when some cells are hidden: built once the searches
    /// that stand in for it after a change (``rawIndex(ofRow:slots:)``) have cost as much.
    var rawIndexByRowCache: [Int32]? {
        didSet {
            if rawIndexByRowCache == nil {
                rowSearchDebt = 0
                rowFinger = nil
            }
        }
    }
    /// The slots the searches for rows have read since the map was last dropped.
    var rowSearchDebt = 0
    /// The last row found without the map, and its raw index: a frame asks for neighbouring rows,
    /// which a short walk from it finds.
    var rowFinger: (row: Int32, raw: Int32)?

    init(id: SectionID) {
        self.id = id
    }

    /// The number of shifts logged since the last compaction, which stamps a slot written now. It
    /// stays below the compaction threshold, so it cannot overflow.
    var clock: Int32 { Int32(truncatingIfNeeded: log.count) }
    var cellCount: Int { slotIndices.count }
    var hiddenCellCount: Int { slotIndices.count - visibleCount }

    /// The raw index of a visible row.
    ///
    /// With hidden cells, a map of the visible rows answers in O(1); a change drops it, and until
    /// the searches that stand in for it have read as many slots as building it would (a frame
    /// asks for the rows it draws, not for every row), each row is a binary search over the
    /// cells' positions. So a frame after a change costs what it draws, O(*h* log *n*), and
    /// lookups in steady state O(1).
    mutating func rawIndex(ofRow row: Int, slots: GrowableArray<CellSlot>) -> Int {
        if visibleCount == slotIndices.count { return row }
        if let cache = rawIndexByRowCache { return Int(cache[row]) }
        if rowSearchDebt < slotIndices.count {
            let (raw, cost) = searchRawIndex(ofRow: row, slots: slots)
            rowSearchDebt &+= cost
            rowFinger = (Int32(truncatingIfNeeded: row), Int32(truncatingIfNeeded: raw))
            return raw
        }
        var cache: [Int32] = []
        cache.reserveCapacity(visibleCount)
        for (raw, slot) in slotIndices.enumerated() where !slots[Int(slot)].isHidden {
            cache.append(Int32(truncatingIfNeeded: raw))
        }
        rawIndexByRowCache = cache
        return Int(cache[row])
    }

    /// The raw index of a visible row: a walk from the last row found when it is near, else a
    /// binary search for the first cell with `row + 1` visible cells up to it, which lies between
    /// raw indices `row` and `row` + the hidden cells; and the slots read, weighted.
    private func searchRawIndex(ofRow row: Int, slots: GrowableArray<CellSlot>) -> (raw: Int, cost: Int) {
        if let finger = rowFinger, abs(Int(finger.row) - row) <= 64 {
            var raw = Int(finger.raw)
            var current = Int(finger.row)
            var steps = 0
            while current < row {
                raw += 1
                steps += 1
                if !slots[Int(slotIndices[raw])].isHidden { current += 1 }
            }
            while current > row || slots[Int(slotIndices[raw])].isHidden {
                raw -= 1
                steps += 1
                if !slots[Int(slotIndices[raw])].isHidden { current -= 1 }
                if current == row, !slots[Int(slotIndices[raw])].isHidden { break }
            }
            return (raw, steps + 1)
        }
        var low = row
        var high = min(row + hiddenCellCount, slotIndices.count - 1)
        var probes = 0
        while low < high {
            let middle = low + (high - low) / 2
            let slot = slots[Int(slotIndices[middle])]
            let visibleThrough = resolve(slot).visibleBefore + (slot.isHidden ? 0 : 1)
            probes += 1
            if visibleThrough > row { high = middle } else { low = middle + 1 }
        }
        return (low, probes &* 4)
    }

    /// Records that positions from `from` on moved, and forgets the visible-row cache.
    mutating func shift(from: Int, raw: Int32, visible: Int32, slots: inout GrowableArray<CellSlot>) {
        rawIndexByRowCache = nil
        if shiftMap != nil { shiftMap = nil }
        replayedSinceShift = 0
        let from = Int32(truncatingIfNeeded: from)
        let (rawSum, visibleSum) = log.last.map { ($0.rawSum, $0.visibleSum) } ?? (0, 0)
        log.append(PositionShift(from: from, raw: raw, visible: visible, rawSum: rawSum &+ raw, visibleSum: visibleSum &+ visible))
        logBounds.lowestFrom = min(logBounds.lowestFrom, from)
        logBounds.highestFrom = max(logBounds.highestFrom, from)
        if raw < 0 { logBounds.backward &-= raw } else { logBounds.forward &+= raw }
        if log.count >= compactionThreshold { compact(slots: &slots) }
    }

    /// Rewrites every slot of the section and clears the log; the clock restarts at zero.
    mutating func compact(slots: inout GrowableArray<CellSlot>) {
        let now: Int32 = 0
        var visibleBefore: Int32 = 0
        slots.withUnsafeMutableBufferPointer { slots in
            var raw: Int32 = 0
            for index in slotIndices {
                let slot = Int(index)
                slots[slot].raw = raw
                slots[slot].visibleBefore = visibleBefore
                slots[slot].stamp = now
                if !slots[slot].isHidden { visibleBefore += 1 }
                raw += 1
            }
        }
        log.removeAll(keepingCapacity: true)
        logBounds = LogBounds()
        shiftMap = nil
        replayDebt = 0
    }

    /// Forgets the log and the row cache after every slot was rewritten at clock zero.
    mutating func resetPositions() {
        log.removeAll(keepingCapacity: true)
        logBounds = LogBounds()
        shiftMap = nil
        replayDebt = 0
        rawIndexByRowCache = nil
    }

    /// Charges a lookup's replay; compacts once lookups have replayed as many shifts as the section
    /// has cells (so in steady state a lookup replays nothing, and the compaction costs at most as
    /// much again as the replays it saves).
    @inline(__always)
    mutating func chargeReplay(_ entries: Int, slots: inout GrowableArray<CellSlot>) {
        replayDebt &+= entries
        replayedSinceShift &+= entries
        if replayDebt > slotIndices.count + 256 {
            compact(slots: &slots)
        } else if shiftMap == nil, log.count >= 16, replayedSinceShift >= 2 * log.count {
            shiftMap = ShiftMap(folding: log)
        }
    }

    /// The current raw index and visible-before count of a slot, replaying shifts since its stamp.
    @inline(__always)
    func resolve(_ slot: CellSlot) -> (raw: Int, visibleBefore: Int) {
        let (raw, visibleBefore, _) = resolveCounting(slot)
        return (raw, visibleBefore)
    }

    /// ``resolve(_:)``, and how many logged shifts it replayed: none when the slot lies beyond or
    /// before every shift (``LogBounds``), as after a burst of changes near the top or the end.
    @inline(__always)
    func resolveCounting(_ slot: CellSlot) -> (raw: Int, visibleBefore: Int, replayed: Int) {
        var raw = slot.raw
        var visibleBefore = slot.visibleBefore
        let first = Int(slot.stamp)
        guard first < log.count else { return (Int(raw), Int(visibleBefore), 0) }
        if raw &- logBounds.backward >= logBounds.highestFrom {
            let last = log[log.count - 1]
            let before = first > 0 ? log[first - 1] : nil
            raw &+= last.rawSum &- (before?.rawSum ?? 0)
            visibleBefore &+= last.visibleSum &- (before?.visibleSum ?? 0)
            return (Int(raw), Int(visibleBefore), 0)
        }
        if raw &+ logBounds.forward < logBounds.lowestFrom { return (Int(raw), Int(visibleBefore), 0) }
        if first == 0, let shiftMap {
            let moves = shiftMap.moves(of: raw)
            return (Int(raw &+ moves.raw), Int(visibleBefore &+ moves.visible), 0)
        }
        var entry = first
        while entry < log.count {
            let shift = log[entry]
            if raw >= shift.from {
                raw += shift.raw
                visibleBefore += shift.visible
            }
            entry += 1
        }
        return (Int(raw), Int(visibleBefore), log.count - first)
    }
}
