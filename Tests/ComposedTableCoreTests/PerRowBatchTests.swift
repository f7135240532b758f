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
        #expect(update.deletedRows == stride(from: 0, to: 2_000, by: 2).map { RowPath(section: 0, row: $0) })
        #expect(update.insertedRows.isEmpty && update.movedRows.isEmpty)
        #expect(replay(update, on: before, target: composition.visibleIDs) == composition.visibleIDs)
        #expect(composition.visibleIDs == [items.filter { $0.id % 2 == 1 }.map(\.id)])
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
        #expect(replay(update, on: before, target: after) == after, "\(update)")
        #expect(after[0] == [3] + stride(from: 0, to: 3_000, by: 100).map { $0 })
        #expect(after[1] == [10_000, 1, 10_001, 99_999, 10_002, 10_003, 10_004, 10_005, 10_006, 10_007, 10_008, 10_009, 2])
        #expect(
            Set(update.movedRows.map(\.from)) == [RowPath(section: 0, row: 1), RowPath(section: 0, row: 2), RowPath(section: 0, row: 3)],
            "\(update.movedRows)")
        #expect(update.insertedRows == [RowPath(section: 1, row: 3)])
        #expect(update.deletedRows.count == 3_000 - 30 - 3)
        #expect(composition.location(of: items[5]) == .hidden(second))
        #expect(composition.location(of: items[4]) == .absent)
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
        #expect(replay(update, on: before, target: composition.visibleIDs) == composition.visibleIDs)
        // The removed cells' slots are free again after the batch, and a removed cell can come back.
        #expect(composition.engine.batch == nil)
        composition.addCell(items[0])
        #expect(composition.location(of: items[0]) == .visible(RowPath(section: 0, row: 450)))
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
        #expect(fake.reloadCount == reloads, "the change animates as one batch")
        fake.layoutIfNeeded()
        fake.checkConsistency()
        #expect(fake.violations == [])
        // Rows 0–119 with 129 before 7, then 127, 147, 167 and 187; 128 moved to the second
        // section. 76 deletions and 2 moves: under the animated limit.
        #expect(fake.shownCells[0].count == 120 + 1 + 4)
        #expect(fake.shownCells[0][7] == ObjectIdentifier(items[129]))
        #expect(fake.shownCells[1].count == 21)
        #expect(fake.batchCount >= 1)
    }
}
