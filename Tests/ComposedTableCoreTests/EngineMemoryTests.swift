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

    /// Shifts positions thousands of times in sections of several sizes: every compaction
    /// restarts the clock, so it never exceeds what a slot's eight-bit stamp holds
    /// (``CellSlot/maximumStamp``), and every position stays exact.
    @Test("The section clock restarts at each compaction and stays within a slot's eight-bit stamp", arguments: [200, 1_000, 20_000])
    func theClockFitsTheStamp(rows: Int) {
        let composition = Composition<Item, String>()
        let items = (0..<rows).map(Item.init)
        items.forEach { composition.addCell($0) }
        var hidden = Array(repeating: false, count: items.count)
        var rng = SplitMix64(seed: 7)
        var highest: Int32 = 0
        for step in 0..<3_000 {
            let index = Int.random(in: 0..<items.count, using: &rng)
            hidden[index].toggle()
            composition.setCell(items[index], hidden: hidden[index])
            let section = composition.engine.sectionsBySerial[0]
            #expect(section.clock == Int32(section.log.count) && Int(section.clock) < section.compactionThreshold)
            highest = max(highest, composition.engine.sectionsBySerial[0].clock)
            if step % 7 == 0 { _ = composition.location(of: items[Int.random(in: 0..<items.count, using: &rng)]) }
        }
        #expect(highest > 40, "the log was used")
        #expect(highest <= CellSlot.maximumStamp)
        #expect(MemoryLayout<CellSlot>.stride == 12)
        var row = 0
        for (index, item) in items.enumerated() {
            let expected: CellLocation = hidden[index] ? .hidden(composition.sections[0]) : .visible(RowPath(section: 0, row: row))
            #expect(composition.location(of: item) == expected)
            if !hidden[index] { row += 1 }
        }
    }

    @Test("A section past the 23 bits of a slot's serial traps with the limit in the message")
    func tooManySectionsTrap() async {
        EngineState.requireSectionSerial(CellSlot.maximumSectionCount - 1)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            EngineState.requireSectionSerial(CellSlot.maximumSectionCount)
        }
        expectMisuse(
            result,
            "ComposedTable: a table holds at most 8,388,608 sections at once, and this one would get section 8,388,609."
        )
    }

    @Test("Removing a cell that is not there inside a batch traps with the cell's type")
    func removingAnAbsentCellInABatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, Never>()
            composition.addCell(Item(0))
            composition.performBatch { composition.removeCell(Item(1)) }
        }
        expectMisuse(
            result,
            "ComposedTable: removeCell(_:) was given an Item that is not in this composition. Add it first, or check contains(_:) before changing it."
        )
    }
}
