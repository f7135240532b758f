import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// A change larger than ``TableController/largestAnimatedChange`` is a reload without animation,
/// keeping the live cells; a smaller one stays one animated batch. The fake table counts a batch
/// above the limit as a violation.
@MainActor
struct LargeChangeTests {
    /// A table of one lazy section of `count` rows, on screen, watched by the fake.
    private func table(count: Int) -> (TableController<Item, String>, UIKitRulesSurface<Item, String>, SectionID) {
        let core = TableController<Item, String>()
        let fake = UIKitRulesSurface(core: core)
        core.composer = { [unowned core] in
            core.change { $0.addSection(count: count) { Item($0) } }
        }
        fake.appear()
        return (core, fake, core.composition.lastSection!)
    }

    /// As UIKit does with estimated heights, the fake asks a lazy section only for the rows on
    /// screen, and for a row when it comes on screen.
    @Test func theFakeAsksALazySectionOnlyForTheRowsOnScreen() {
        let (core, fake, _) = table(count: 10_000)
        expectEqual(core.composition.count, fake.rowsOnScreen, "the rows on screen are made, no other")
        expectEqual(fake.shownCells[0].count, 10_000)
        fake.scroll(toFirstRow: 5_000)
        let row = RowPath(section: 0, row: 5_000)
        expectEqual(fake.shownCells[0][5_000], ObjectIdentifier(core.composition.cell(at: row)), "asked for as it came on screen")
        expectEqual(core.composition.count, 2 * fake.rowsOnScreen)
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }

    @Test func aFilterRemovingTensOfThousandsOfRowsIsOneReloadNotABatch() {
        let (core, fake, section) = table(count: 100_000)
        let shown = (0..<50).map { core.composition.cell(at: RowPath(section: 0, row: $0)) }
        let reloads = fake.reloadCount
        let batches = fake.batchCount
        // What typing "5" in the 100,000-option picker does: ~59,000 rows go.
        let matches = (0..<100_000).filter { String($0 + 1).contains("5") }
        core.change { $0.setVisibleRows(matches, in: section) }
        expectEqual(fake.batchCount, batches, "59,000 deletions were sent as an animated batch")
        expectEqual(fake.reloadCount, reloads + 1)
        fake.layoutIfNeeded()
        fake.checkConsistency()
        expectEqual(fake.shownCells[0].count, matches.count)
        // Showing every row again: the cells made before come back, the same instances.
        core.change { $0.setVisibleRows(nil, in: section) }
        expectEqual(fake.reloadCount, reloads + 2)
        fake.layoutIfNeeded()
        #expect((0..<50).allSatisfy { core.composition.cell(at: RowPath(section: 0, row: $0)) === shown[$0] })
        expectEqual(fake.violations, [])
    }

    @Test func theLimitIsInclusiveAndCountsRowsMovesAndSections() {
        let limit = TableController<Item, String>.largestAnimatedChange
        let (core, fake, section) = table(count: 1_000)
        let reloads = fake.reloadCount
        // Exactly the limit: one batch.
        core.change { $0.setVisibleRows(Array(limit..<1_000), in: section) }
        #expect(fake.batchCount == 1 && fake.reloadCount == reloads)
        // One more than the limit: a reload.
        core.change { $0.setVisibleRows(Array((2 * limit + 1)..<1_000), in: section) }
        #expect(fake.batchCount == 1 && fake.reloadCount == reloads + 1)
        // Small changes after a large one animate again.
        core.change { $0.setVisibleRows(Array((2 * limit + 2)..<1_000), in: section) }
        #expect(fake.batchCount == 2 && fake.reloadCount == reloads + 1)
        expectEqual(fake.violations, [])
    }

    @Test func aBatchOfManyEagerInsertionsReloadsAndKeepsEveryInstance() {
        let core = TableController<Item, String>()
        let fake = UIKitRulesSurface(core: core)
        let first = Item(0)
        core.composer = { [unowned core] in
            core.change { $0.addSection() }
            core.change { $0.addCell(first) }
        }
        fake.appear()
        let reloads = fake.reloadCount
        let items = (1...500).map(Item.init)
        core.performBatch { for item in items { core.change { $0.addCell(item) } } }
        #expect(fake.batchCount == 0 && fake.reloadCount == reloads + 1)
        fake.layoutIfNeeded()
        fake.checkConsistency()
        #expect(core.composition.cell(at: RowPath(section: 0, row: 0)) === first)
        #expect(core.composition.cell(at: RowPath(section: 0, row: 500)) === items[499])
        expectEqual(fake.violations, [])
    }

    @Test func theCountIsEveryAnimatedRowAndSection() {
        let update = TableUpdate(
            deletedSections: [0, 1], insertedSections: [3], deletedRows: [RowPath(section: 2, row: 0)],
            insertedRows: [RowPath(section: 2, row: 0), RowPath(section: 2, row: 1)],
            movedRows: [RowMove(from: RowPath(section: 2, row: 3), to: RowPath(section: 2, row: 5))],
            reconfiguredSections: [2])
        expectEqual(update.animatedChangeCount, 7)
        expectEqual(TableUpdate.none.animatedChangeCount, 0)
    }
}

/// A row that sizes itself and was resized by the table (UIKit's self-sizing invalidation for a
/// SwiftUI row): one mechanism resizes it; Core measures again only when a remainder row shares
/// the screen with it.
@MainActor
struct SelfResizingRowTests {
    private func table(withRemainder: Bool) -> (TableController<Row, Never>, UIKitRulesSurface<Row, Never>, Row, Row) {
        let core = TableController<Row, Never>()
        let fake = UIKitRulesSurface(core: core)
        let swiftUIRow = Row("Rating")
        let filler = Row("Filler")
        if withRemainder { filler.height = .remainder }
        core.composer = { [unowned core] in
            core.change { $0.addCell(swiftUIRow) }
            core.change { $0.addCell(filler) }
        }
        fake.appear()
        return (core, fake, swiftUIRow, filler)
    }

    @Test func withoutARemainderRowTheTablesOwnResizeIsTheOnlyOne() {
        let (core, fake, row, _) = table(withRemainder: false)
        let batches = fake.batchCount
        fake.naturalHeight = { $0 === row ? 120 : 44 }
        core.rowDidResizeItself(row)
        expectEqual(fake.batchCount, batches, "the row was measured a second time")
        expectEqual(fake.violations, [])
    }

    @Test func aRemainderRowTakesItsNewShareInOneBatch() {
        let (core, fake, row, filler) = table(withRemainder: true)
        fake.visibleHeight = 600
        core.layoutDidChange(isScrolling: false)
        fake.layoutIfNeeded()
        let before = core.height(at: RowPath(section: 0, row: 1))
        let batches = fake.batchCount
        fake.naturalHeight = { $0 === row ? 120 : 44 }
        core.rowDidResizeItself(row)
        expectEqual(fake.batchCount, batches + 1)
        let after = core.height(at: RowPath(section: 0, row: 1))
        #expect(before == 556 && after == 480, "the remainder went from \(String(describing: before)) to \(String(describing: after))")
        fake.checkConsistency()
        expectEqual(fake.violations, [])
        _ = filler
    }
}

/// Where the user is, as Core reads it from the surface to keep them there when rows are made
/// again (a choice screen's refresh): UIKit's first row on screen, as an index of its section.
@MainActor
struct CurrentRowTests {
    @Test func theFirstRowOnScreenIsTheUsersRowByItsIndexInALazySection() {
        let core = TableController<Item, String>()
        let fake = UIKitRulesSurface(core: core)
        core.composer = { [unowned core] in
            core.change { $0.addSection() }
            core.change { $0.addCell(Item(-1)) }
            core.change { $0.addSection(count: 1_000) { Item($0) } }
        }
        fake.appear()
        expectEqual(core.formCurrentRow?.index, 0)
        let section = core.composition.lastSection!
        core.change { $0.setVisibleRows(Array(stride(from: 0, to: 1_000, by: 2)), in: section) }
        fake.layoutIfNeeded()
        fake.scrollRowOnScreen(RowPath(section: 1, row: 40))  // the list scrolled down
        let current = core.formCurrentRow
        expectEqual(current?.section, section)
        // Eight rows on screen, row 40 of the list the last: the first is its row 33, index 66.
        expectEqual(current?.index, 66, "an index of the section's rows, not a shown row")
        expectEqual(fake.violations, [])
    }
}
