extension EngineState {
    /// The bytes the engine's own storage occupies (array capacities and hash buckets), cells and
    /// the composition's headers and footers excluded.
    var byteCount: Int {
        var bytes = slots.capacity * MemoryLayout<CellSlot>.stride
        bytes += cellsBySlot.capacity * MemoryLayout<AnyObject?>.stride
        bytes += freeSlots.capacity * MemoryLayout<Int32>.stride
        bytes += slotIndexByCell.byteCount
        bytes += sectionsBySerial.capacity * MemoryLayout<SectionState>.stride
        bytes += order.byteCount + freeSerials.capacity * MemoryLayout<Int>.stride
        for lazy in lazySections.values {
            bytes += (lazy.shown?.capacity ?? 0) * MemoryLayout<Int32>.stride
            bytes += lazy.slotByIndex.capacity * (MemoryLayout<Int32>.stride * 2 + 1)
        }
        for section in sectionsBySerial {
            bytes += section.slotIndices.capacity * MemoryLayout<Int32>.stride
            bytes += section.log.capacity * MemoryLayout<PositionShift>.stride
            bytes += (section.rawIndexByRowCache?.capacity ?? 0) * MemoryLayout<Int32>.stride
            bytes += section.pendingInserts.capacity * MemoryLayout<PendingInsert>.stride
            bytes += section.touchedSlots.capacity * MemoryLayout<TouchedSlot>.stride
            bytes += section.deferredChanges.capacity * MemoryLayout<DeferredChange>.stride
        }
        return bytes
    }
}

extension EngineState {
    /// Traps when a new section would need a serial that a ``CellSlot`` cannot hold: a table has
    /// at most ``CellSlot/maximumSectionCount`` sections at once (removed sections' serials are
    /// reused).
    static func requireSectionSerial(_ serial: Int) {
        require(
            serial < CellSlot.maximumSectionCount,
            "ComposedTable: a table holds at most 8,388,608 sections at once, and this one would get section 8,388,609. Put more rows in each section, or remove sections that are no longer needed (their places are reused)."
        )
    }
}
