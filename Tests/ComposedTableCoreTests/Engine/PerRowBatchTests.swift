import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// One call per row inside `performBatch`: removals record no move bookkeeping of their own, and a
/// removed cell inserted again in the same batch is still reported as a move. Each update is
/// replayed on the rows as they were and must give the rows as they are, whichever way the batch
/// applies the section's changes.
struct PerRowBatchTests {
    private func composition(rows: Int) -> (Composition<Item, Never>, [Item]) {
        let composition = Composition<Item, Never>()
        let items = (0..<rows).map(Item.init)
        for item in items { composition.addCell(item) }
        return (composition, items)
    }

    @Test("Removing every other row, one call each, is one deletion per removed row")
    func removingEveryOtherRow() {
        let (composition, items) = composition(rows: 2_000, )
        let before = composition.visibleIDs
        let update = composition.performBatch {
            for item in items where item.id % 2 == 0 { composition.removeCell(item) }
        }
        expectEqual(update.deletedRows, stride(from: 0, to: 2_000, by: 2).map { RowPath(section: 0, row: $0) })
        #expect(update.insertedRows.isEmpty && update.movedRows.isEmpty)
        expectEqual(replay(update, on: before, target: composition.visibleIDs), composition.visibleIDs)
        expectEqual(composition.visibleIDs, [items.filter { $0.id % 2 == 1 }.map(\.id)])
        #expect(composition.engine.batch == nil)
    }

    @Test("A 1 % filter by removals, with some removed rows put back elsewhere: moves, not deletions and insertions")
    func filterWithReinsertions() {
        let (composition, items) = composition(rows: 3_000, )
        composition.addSection()
        let second = composition.sections[1]
        let tail = (0..<10).map { Item(10_000 + $0) }
        for item in tail { composition.appendCell(item, to: second) }
        let before = composition.visibleIDs
        let new = Item(99_999)
        let update = composition.performBatch {
            for item in items where item.id % 100 != 0 { composition.removeCell(item) }
            // Removed, then put back: 1 after the first tail cell, 2 at the end of the second
            // section, 3 before row 0's cell.
            composition.insertCell(items[1], after: tail[0])
            composition.appendCell(items[2], to: second)
            composition.insertCell(items[3], before: items[0])
            // Put back, then removed again: a deletion.
            composition.insertCell(items[4], after: tail[5])
            composition.removeCell(items[4])
            // Put back hidden: a deletion.
            composition.insertCell(items[5], after: tail[6])
            composition.setCell(items[5], hidden: true)
            composition.insertCell(new, after: tail[1])
        }
        let after = composition.visibleIDs
        expectEqual(replay(update, on: before, target: after), after, "\(update)")
        expectEqual(after[0], [3] + stride(from: 0, to: 3_000, by: 100).map { $0 })
        expectEqual(after[1], [10_000, 1, 10_001, 99_999, 10_002, 10_003, 10_004, 10_005, 10_006, 10_007, 10_008, 10_009, 2])
        #expect(
            Set(update.movedRows.map(\.from)) == [RowPath(section: 0, row: 1), RowPath(section: 0, row: 2), RowPath(section: 0, row: 3)],
            "\(update.movedRows)")
        expectEqual(update.insertedRows, [RowPath(section: 1, row: 3)])
        expectEqual(update.deletedRows.count, 3_000 - 30 - 3)
        expectEqual(composition.location(of: items[5]), .hidden(second))
        expectEqual(composition.location(of: items[4]), .absent)
    }

    @Test("Inserting new cells after removals in a batch reports insertions, and no cell is taken for a removed one")
    func newCellsAfterRemovalsAreInsertions() {
        let (composition, items) = composition(rows: 500)
        let before = composition.visibleIDs
        let fresh = (0..<50).map { Item(1_000 + $0) }
        let update = composition.performBatch {
            for item in items.prefix(100) { composition.removeCell(item) }
            for (index, item) in fresh.enumerated() { composition.insertCell(item, after: items[200 + index]) }
        }
        #expect(update.movedRows.isEmpty)
        #expect(update.deletedRows.count == 100 && update.insertedRows.count == 50)
        expectEqual(replay(update, on: before, target: composition.visibleIDs), composition.visibleIDs)
        // The removed cells' slots are free again after the batch, and a removed cell can come back.
        #expect(composition.engine.batch == nil)
        composition.addCell(items[0])
        expectEqual(composition.location(of: items[0]), .visible(RowPath(section: 0, row: 450)))
    }

    @MainActor
    @Test("Per-row removals, re-insertions and a filter in one change satisfy the UIKit rules")
    func uikitRulesAcceptPerRowBatches() {
        let core = TableController<Item, String>()
        let fake = UIKitRulesSurface(core: core)
        let items = (0..<200).map(Item.init)
        let others = (0..<20).map { Item(1_000 + $0) }
        core.composer = { [unowned core] in
            core.change { composition in
                composition.performBatch {
                    for item in items { composition.addCell(item) }
                    composition.addSection()
                    for item in others { composition.appendCell(item, to: composition.sections[1]) }
                }
            }
        }
        fake.appear()
        fake.layoutIfNeeded()
        let reloads = fake.reloadCount
        core.change { composition in
            composition.performBatch {
                for item in items where item.id % 20 != 7 && item.id >= 120 { composition.removeCell(item) }
                composition.insertCell(items[128], after: others[3])
                composition.insertCell(items[129], before: items[7])
                composition.insertCell(items[130], after: others[0])
                composition.removeCell(items[130])
            }
        }
        expectEqual(fake.reloadCount, reloads, "the change animates as one batch")
        fake.layoutIfNeeded()
        fake.checkConsistency()
        expectEqual(fake.violations, [])
        // Rows 0–119 with 129 before 7, then 127, 147, 167 and 187; 128 moved to the second
        // section. 76 deletions and 2 moves: under the animated limit.
        expectEqual(fake.shownCells[0].count, 120 + 1 + 4)
        expectEqual(fake.shownCells[0][7], ObjectIdentifier(items[129]))
        expectEqual(fake.shownCells[1].count, 21)
        #expect(fake.batchCount >= 1)
    }
}

/// A removed cell's dictionary entry stays until such entries are twice the others: an entry
/// counts only while its slot holds its cell, whatever object later takes the removed cell's
/// address or its slot.
struct StaleEntryTests {
    @Test("Removed cells leave no trace: count, contains and places hold through reused addresses and slots")
    func removedCellsLeaveNoTrace() {
        let composition = Composition<Item, Never>()
        let kept = (0..<100).map(Item.init)
        for item in kept { composition.addCell(item) }
        // Cells made and dropped one after another: a removed cell's slot goes to the next cell,
        // and the allocator hands its address to the one after.
        for round in 0..<3_000 {
            var item: Item? = Item(1_000 + round)
            composition.addCell(item!)
            if round % 2 == 0 {
                composition.removeCell(item!)
            } else {
                _ = composition.performBatch { composition.removeCell(item!) }
            }
            let filler = Item(2_000)
            composition.addCell(filler)
            item = nil
            let stranger = Item(-1)
            #expect(!composition.contains(stranger), "round \(round): a new object at a removed cell's address")
            expectEqual(composition.location(of: stranger), .absent, "round \(round)")
            composition.addCell(stranger)
            expectEqual(composition.rowPath(of: stranger), RowPath(section: 0, row: 101), "round \(round)")
            composition.removeCell(stranger)
            composition.removeCell(filler)
            expectEqual(composition.count, 100, "round \(round)")
        }
        let engine = composition.engine
        #expect(engine.staleEntries <= 2 * (engine.slotByCell.count - engine.staleEntries) + 1024, "the stale entries were dropped")
        expectEqual(composition.visibleIDs, [Array(0..<100)])
        for item in kept { expectEqual(composition.rowPath(of: item), RowPath(section: 0, row: item.id)) }
    }

    @Test("Removing most cells one by one drops the stale entries, and every cell left is still found")
    func manyRemovalsDropStaleEntries() {
        let composition = Composition<Item, Never>()
        let items = (0..<5_000).map(Item.init)
        for item in items { composition.addCell(item) }
        for item in items where item.id % 5 != 0 { composition.removeCell(item) }
        #expect(composition.engine.slotByCell.count < 5_000, "the entries of removed cells went")
        expectEqual(composition.count, 1_000)
        for item in items { expectEqual(composition.contains(item), (item.id % 5 == 0)) }
        // Put back: the same instances get entries again.
        _ = composition.performBatch {
            for item in items where item.id % 5 == 1 { composition.insertCell(item, after: items[item.id - 1]) }
        }
        expectEqual(composition.count, 2_000)
        expectEqual(composition.rowPath(of: items[4_996]), RowPath(section: 0, row: 1_999))
    }

    @Test("Inside a batch, the number of rows and the rows before a section follow per-row changes")
    func rowCountsInsideABatch() {
        let composition = Composition<Item, Never>()
        let first = (0..<10).map(Item.init)
        for item in first { composition.addCell(item) }
        composition.addSection()
        let second = (10..<15).map(Item.init)
        for item in second { composition.appendCell(item, to: composition.sections[1]) }
        _ = composition.performBatch {
            for item in first.prefix(4) { composition.removeCell(item) }
            composition.setCell(first[5], hidden: true)
            composition.insertCell(Item(99), after: first[9])
            expectEqual(composition.numberOfRows, 15 - 4 - 1 + 1)
            expectEqual(composition.numberOfRows(beforeSection: 1), 10 - 4 - 1 + 1)
            composition.removeCell(second[0])
            expectEqual(composition.numberOfRows, 10)
        }
        expectEqual(composition.numberOfRows, 10)
        expectEqual(composition.numberOfRows(beforeSection: 1), 6)
        #expect(composition.engine.isSectionOrderConsistent)
    }
}
