import TestSupport
import Testing

@testable import ComposedTableCore

/// The engine's storage stays bounded under churn, and its clocks cannot overflow.
struct EngineMemoryTests {
    @Test("Removed sections release their records: 100,000 section insert/remove pairs leave the engine as it was")
    func removedSectionsAreReleased() {
        let composition = Composition<Item, String>()
        let kept = Item(0)
        composition.addCell(kept)
        var last = composition.sections[0]
        for index in 0..<1_000 {
            composition.insertSection(at: 1, header: "S")
            last = composition.sections[1]
            composition.appendCell(Item(index + 1), to: last)
            composition.removeSection(last)
        }
        let settled = composition.engineByteCount
        for index in 0..<100_000 {
            composition.insertSection(at: 1, header: "S")
            last = composition.sections[1]
            composition.appendCell(Item(index + 1), to: last)
            composition.removeSection(last)
        }
        #expect(composition.engine.sectionsBySerial.count == 2)
        #expect(composition.engineByteCount == settled)
        #expect(composition.sections.count == 1)
        #expect(composition.location(of: kept) == .visible(RowPath(section: 0, row: 0)))
        composition.insertSection(at: 1)
        let reused = composition.sections[1]
        #expect(reused != last, "a reused serial makes a new identifier")
        #expect(composition.header(of: reused) == nil, "the removed section's header does not pass to the new one")
    }

    @Test("Sections removed inside batches are released after the batch")
    func sectionsRemovedInBatchesAreReleased() {
        let composition = Composition<Item, String>()
        composition.addCell(Item(0))
        for index in 0..<1_000 {
            composition.performBatch {
                composition.insertSection(at: 1)
                composition.appendCell(Item(index + 1), to: composition.sections[1])
                composition.removeSection(composition.sections[1])
            }
        }
        #expect(composition.engine.sectionsBySerial.count == 2)
        #expect(composition.count == 1)
    }

    /// The section clock is the length of the section's log, which every compaction clears: over a
    /// thousand shifts it never reaches the compaction threshold, so it cannot overflow, and every
    /// position stays exact.
    @Test("The section clock restarts at each compaction and cannot overflow")
    func theClockCannotOverflow() {
        let composition = Composition<Item, String>()
        let items = (0..<1_000).map(Item.init)
        items.forEach { composition.addCell($0) }
        composition.setCell(items[0], hidden: true)  // logs one shift
        #expect(composition.engine.sectionsBySerial[0].clock == 1)
        var hidden = Array(repeating: false, count: items.count)
        hidden[0] = true
        var rng = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let index = Int.random(in: 0..<items.count, using: &rng)
            hidden[index].toggle()
            composition.setCell(items[index], hidden: hidden[index])
            let section = composition.engine.sectionsBySerial[0]
            #expect(section.clock == Int32(section.log.count) && Int(section.clock) < section.compactionThreshold)
        }
        var row = 0
        for (index, item) in items.enumerated() {
            let expected: CellLocation = hidden[index] ? .hidden(composition.sections[0]) : .visible(RowPath(section: 0, row: row))
            #expect(composition.location(of: item) == expected)
            if !hidden[index] { row += 1 }
        }
    }
}
