import TestSupport
import Testing

@testable import ComposedTableCore

/// The engine's storage stays bounded under churn, and a row costs it at most 64 bytes.
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
        expectEqual(composition.engine.sections.count, 2)
        expectEqual(composition.engineByteCount, settled)
        expectEqual(composition.sections.count, 1)
        expectEqual(composition.location(of: kept), .visible(RowPath(section: 0, row: 0)))
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
        expectEqual(composition.engine.sections.count, 2)
        expectEqual(composition.count, 1)
    }

    @Test("A row of a 100,000-row section costs the engine at most 64 bytes, with some rows hidden")
    func bytesPerRow() {
        let composition = Composition<Item, String>()
        let items = (0..<100_000).map(Item.init)
        items.forEach { composition.addCell($0) }
        composition.performBatch { for item in items where item.id % 4 == 1 { composition.setCell(item, hidden: true) } }
        _ = composition.cell(at: RowPath(section: 0, row: 50_000))
        #expect(composition.engineByteCount <= 64 * items.count, "\(composition.engineByteCount / items.count) bytes a row")
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
