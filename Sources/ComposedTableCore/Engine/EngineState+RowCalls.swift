/// A per-row call inside a batch — `setCell(_:hidden:)` or `removeCell(_:)` — recorded as plain
/// data: the cell's address and class, no reference to it.
///
/// A batch of many such calls then costs one append each while the caller loops, and the calls are
/// applied together at the next access to the engine (``EngineState/applyRowCalls()``): their
/// identity lookups are made in one pass, so that in a table larger than the cache their misses
/// overlap instead of each waiting for the last, and the calls that fall in a section already
/// rebuilt in one pass flip a flag and count, nothing more.
struct RowCall {
    enum Kind: UInt {
        case hide = 0
        case show = 1
        case remove = 2

        /// The public call, for messages.
        var method: StaticString {
            switch self {
            case .hide, .show: "setCell(_:hidden:)"
            case .remove: "removeCell(_:)"
            }
        }
    }

    /// The cell's address, with the kind in its two low bits (an object's address is a multiple of
    /// 16).
    let bits: UInt
    /// The cell's class, for the message when it is not in the composition: the cell itself may be
    /// gone by the time the call is applied.
    let type: AnyObject.Type

    var address: UInt { bits & ~3 }
    var kind: Kind { Kind(rawValue: bits & 3).unsafelyUnwrapped }
}

extension EngineState {
    /// The calls recorded before they are applied: few enough that their lookups stay in the
    /// cache, and that the record stays small (16 bytes a call).
    static let rowCallLimit = 1_024

    /// Records a per-row call of the running batch, applied at the next access to the engine.
    ///
    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func recordRowCall(_ cell: AnyObject, _ kind: RowCall.Kind) {
        let address = UInt(bitPattern: ObjectIdentifier(cell))
        guard address & 3 == 0 else {
            // Not a heap object's address (a tagged pointer): applied at once, after the others.
            applyRowCalls()
            switch kind {
            case .hide, .show: _ = setCellInBatch(cell, hidden: kind == .hide)
            case .remove: _ = removeInBatch(cell)
            }
            return
        }
        rowCalls.append(RowCall(bits: address | kind.rawValue, type: type(of: cell)))
        hasRowCalls = true
        if rowCalls.count >= Self.rowCallLimit { applyRowCalls() }
    }

    /// Applies the recorded per-row calls, in order, as the calls themselves would have been.
    ///
    /// The cells' slots are looked up together first (``IdentityTable/values(forAddresses:into:)``);
    /// a call whose cell is not in the composition (or was removed by an earlier call) traps with
    /// the message the call would have given. Calls in a section that is already dirty and in one
    /// pass — most of them, in a batch that touches many rows — flip the slot's flag or drop the
    /// cell and count (``applyInOnePass(_:found:from:serial:)``); the others take the path of
    /// single calls inside a batch.
    ///
    /// - Complexity: O(*k*) for *k* calls, plus what the section's deferred changes cost.
    @inline(never)
    mutating func applyRowCalls() {
        hasRowCalls = false
        var calls: [RowCall] = []
        swap(&calls, &rowCalls)
        let count = calls.count
        withUnsafeTemporaryAllocation(of: UInt.self, capacity: count) { addresses in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { found in
                calls.withUnsafeBufferPointer { calls in
                    for index in 0..<count { addresses[index] = calls[index].address }
                    slotIndexByCell.values(forAddresses: UnsafeBufferPointer(addresses), into: found)
                    // The cells removed leave the index now that every slot is found (in the cache,
                    // after the lookups). A removal of a cell that is not there, or removed by an
                    // earlier call, is reported in order below, from the slots found.
                    var removals = 0
                    for index in 0..<count where calls[index].kind == .remove && found[index] >= 0 {
                        addresses[removals] = addresses[index]
                        removals += 1
                    }
                    if removals > 0 { slotIndexByCell.removeValues(forAddresses: UnsafeBufferPointer(rebasing: addresses[..<removals])) }
                    apply(calls, found: UnsafeBufferPointer(found))
                }
            }
        }
        // The record's storage is kept for the next calls (nothing above records any).
        calls.removeAll(keepingCapacity: true)
        swap(&calls, &rowCalls)
    }

    private mutating func apply(_ calls: UnsafeBufferPointer<RowCall>, found: UnsafeBufferPointer<Int32>) {
        var index = 0
        while index < calls.count {
            let call = calls[index]
            let slotIndex = Int(found[index])
            if slotIndex < 0 || cellsBySlot[slotIndex] == nil { absentCellFailure(call.type, method: call.kind.method) }
            let serial = Int(slots[slotIndex].section)
            if read(serial, { $0.isOnePassInBatch && $0.isDirty && !$0.isLazy && $0.rawIndexByRowCache == nil }) {
                let next = applyInOnePass(calls, found: found, from: index, serial: serial)
                if next > index {
                    index = next
                    continue
                }
            }
            switch call.kind {
            case .hide, .show: setCellInBatch(atSlot: slotIndex, hidden: call.kind == .hide)
            case .remove: removeInBatch(slot: slotIndex, method: call.kind.method)
            }
            index += 1
        }
    }

    /// Applies the calls from `start` on while they fall in a section that is dirty and in one
    /// pass, whose rows are all made again at its rebuild: a hide or show flips the slot's flag, a
    /// removal moves the cell to the batch (it has left the index already); the section's visible
    /// count changes once. Returns the index of the first call not applied (a cell of another
    /// section, or one that is not there, which the caller reports).
    private mutating func applyInOnePass(
        _ calls: UnsafeBufferPointer<RowCall>, found: UnsafeBufferPointer<Int32>, from start: Int, serial: Int
    ) -> Int {
        let section = Int32(truncatingIfNeeded: serial)
        var visibleChange = 0
        // The batch's removed cells and their slots, taken out while the slots are borrowed.
        var retained: [AnyObject] = []
        var freed: [Int32] = []
        withBatch { recorder in
            swap(&retained, &recorder.retainedCells)
            swap(&freed, &recorder.freedSlots)
        }
        let end = slots.withUnsafeMutableBufferPointer { slots in
            slotIndexByCell.cells.withUnsafeMutableBufferPointer { cells in
                let cells = cells.baseAddress.unsafelyUnwrapped
                var index = start
                while index < calls.count {
                    let slot = Int(found[index])
                    guard slot >= 0, slots[slot].section == section, UnsafeRawPointer(cells + slot).load(as: UInt.self) != 0 else { break }
                    switch calls[index].kind {
                    case .hide:
                        if !slots[slot].isHidden {
                            slots[slot].isHidden = true
                            visibleChange &-= 1
                        }
                    case .show:
                        if slots[slot].isHidden {
                            slots[slot].isHidden = false
                            visibleChange &+= 1
                        }
                    case .remove:
                        if !slots[slot].isHidden { visibleChange &-= 1 }
                        // Moved out of the slot: no retain. (Not `consume cell`: the iOS
                        // type-checker of Swift 6.3.1 crashes on it in this closure.)
                        retained.append(Self.moveCell(outOf: cells + slot))
                        freed.append(Int32(truncatingIfNeeded: slot))
                    }
                    index &+= 1
                }
                return index
            }
        }
        sectionsBySerial[serial].visibleCount &+= visibleChange
        withBatch { recorder in
            swap(&retained, &recorder.retainedCells)
            swap(&freed, &recorder.freedSlots)
        }
        return end
    }
}
