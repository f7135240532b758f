import TestSupport
import Testing

@testable import ComposedTableCore

struct CompositionTests {
    @Test func emptyCompositionHasNothingToShow() {
        let composition = Composition<Item, String>()
        expectEqual(composition.numberOfSections, 0)
        expectEqual(composition.count, 0)
        expectEqual(composition.lastSection, nil)
        expectEqual(composition.location(of: Item(1)), .absent)
        expectEqual(composition.rowCounts, [])
    }

    @Test func addingACellCreatesTheImplicitFirstSection() {
        let composition = Composition<Item, String>()
        let update = composition.addCell(Item(1))
        expectEqual(update, TableUpdate(insertedSections: [0]))
        expectEqual(composition.numberOfSections, 1)
        expectEqual(composition.visibleIDs, [[1]])
        expectEqual(composition.addCell(Item(2)), TableUpdate(insertedRows: [RowPath(section: 0, row: 1)]))
    }

    @Test func sectionsCarryHeadersAndFooters() {
        let composition = Composition<Item, String>()
        composition.addSection(header: "Account", footer: "Signed in")
        composition.addCell(Item(1))
        composition.addSection(header: .view("banner"))
        composition.setSectionFooter("Last")
        expectEqual(composition.header(inSection: 0)?.title, "Account")
        expectEqual(composition.footer(inSection: 0)?.title, "Signed in")
        expectEqual(composition.header(inSection: 1)?.view, "banner")
        expectEqual(composition.footer(inSection: 1)?.title, "Last")
        expectEqual(composition.rowCounts, [1, 0])
    }

    @Test func settingAHeaderOnAnEmptyCompositionCreatesTheSection() {
        let composition = Composition<Item, String>()
        expectEqual(composition.setSectionHeader("Only a header"), TableUpdate(insertedSections: [0]))
        expectEqual(composition.rowCounts, [0])
        expectEqual(composition.setSectionHeader("Renamed"), TableUpdate(reconfiguredSections: [0]))
        expectEqual(composition.header(inSection: 0)?.title, "Renamed")
    }

    @Test func insertBeforeAndAfterReportNewCoordinates() {
        let composition = Composition<Item, String>()
        let a = Item(1)
        let b = Item(2)
        let c = Item(3)
        let d = Item(4)
        composition.addCell(a)
        composition.addCell(b)
        expectEqual(composition.insertCell(c, after: a), TableUpdate(insertedRows: [RowPath(section: 0, row: 1)]))
        expectEqual(composition.insertCell(d, before: a), TableUpdate(insertedRows: [RowPath(section: 0, row: 0)]))
        expectEqual(composition.visibleIDs, [[4, 1, 3, 2]])
        expectEqual(composition.rowPath(of: b), RowPath(section: 0, row: 3))
    }

    @Test func hiddenCellsKeepTheirPlace() {
        let composition = Composition<Item, String>()
        let items = (1...4).map(Item.init)
        items.forEach { composition.addCell($0) }
        expectEqual(composition.setCell(items[1], hidden: true), TableUpdate(deletedRows: [RowPath(section: 0, row: 1)]))
        expectEqual(composition.setCell(items[1], hidden: true), .none)
        expectEqual(composition.location(of: items[1]), .hidden(composition.sections[0]))
        expectEqual(composition.rowPath(of: items[2]), RowPath(section: 0, row: 1))
        composition.removeCell(items[0])
        expectEqual(composition.setCell(items[1], hidden: false), TableUpdate(insertedRows: [RowPath(section: 0, row: 0)]))
        expectEqual(composition.visibleIDs, [[2, 3, 4]])
    }

    @Test func aFilterHidesAndShowsInOnePass() {
        let composition = Composition<Item, String>()
        let items = (0..<6).map(Item.init)
        items.forEach { composition.addCell($0) }
        composition.setCell(items[1], hidden: true)
        // Visible before: 0 2 3 4 5; after: 1 3 5.
        let update = composition.setCells(in: composition.sections[0]) { $0.id % 2 == 0 }
        #expect(
            update
                == TableUpdate(
                    deletedRows: [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1), RowPath(section: 0, row: 3)],
                    insertedRows: [RowPath(section: 0, row: 0)]))
        expectEqual(composition.visibleIDs, [[1, 3, 5]])
        expectEqual(composition.location(of: items[5]), .visible(RowPath(section: 0, row: 2)))
        let removal = composition.removeCells(in: composition.sections[0]) { $0.id >= 3 }
        expectEqual(removal, TableUpdate(deletedRows: [RowPath(section: 0, row: 1), RowPath(section: 0, row: 2)]))
        expectEqual(composition.count, 3)
        #expect(!composition.contains(items[4]))
        expectEqual(composition.location(of: items[2]), .hidden(composition.sections[0]))
    }

    /// 50,000 removals from a 100,000-cell table take the grouped path of the identity table
    /// (removals sorted by region of the table).
    @Test func aLargeRemovalKeepsEveryOtherCellInPlace() {
        let composition = Composition<Item, String>()
        let items = (0..<100_000).map(Item.init)
        items.forEach { composition.addCell($0) }
        let update = composition.removeCells(in: composition.sections[0]) { $0.id % 2 == 0 }
        expectEqual(update.deletedRows.count, 50_000)
        expectEqual(update.deletedRows.first, RowPath(section: 0, row: 0))
        expectEqual(update.deletedRows.last, RowPath(section: 0, row: 99_998))
        expectEqual(composition.count, 50_000)
        for item in items where item.id % 7 == 0 {
            let expected: CellLocation = item.id % 2 == 0 ? .absent : .visible(RowPath(section: 0, row: item.id / 2))
            expectEqual(composition.location(of: item), expected)
        }
        let fresh = Item(-1)
        composition.insertCell(fresh, after: items[1])
        expectEqual(composition.location(of: fresh), .visible(RowPath(section: 0, row: 1)))
    }

    @Test func everyRowHiddenLeavesAnEmptyVisibleSection() {
        let composition = Composition<Item, String>()
        let items = (1...3).map(Item.init)
        items.forEach { composition.addCell($0) }
        let update = composition.performBatch { items.forEach { composition.setCell($0, hidden: true) } }
        expectEqual(update, TableUpdate(deletedRows: (0..<3).map { RowPath(section: 0, row: $0) }))
        expectEqual(composition.rowCounts, [0])
        #expect(composition.cells(inSection: 0).isEmpty)
    }

    @Test func hidingASectionHidesItsCellsWithoutChangingTheirFlags() {
        let composition = Composition<Item, String>()
        composition.addCell(Item(1))
        composition.addSection(header: "Second")
        let inner = Item(2)
        composition.addCell(inner)
        let second = composition.sections[1]
        expectEqual(composition.setSection(second, hidden: true), TableUpdate(deletedSections: [1]))
        expectEqual(composition.location(of: inner), .hidden(second))
        #expect(!composition.isHidden(inner))
        expectEqual(composition.setCell(inner, hidden: true), .none, "no visible change inside a hidden section")
        expectEqual(composition.setSection(second, hidden: false), TableUpdate(insertedSections: [1]))
        expectEqual(composition.rowCounts, [1, 0])
    }

    @Test func sectionsInsertAndRemoveByIdentity() {
        let composition = Composition<Item, String>()
        composition.addSection(header: "A")
        composition.addSection(header: "C")
        expectEqual(composition.insertSection(at: 1, header: "B"), TableUpdate(insertedSections: [1]))
        expectEqual((0..<3).map { composition.header(inSection: $0)?.title }, ["A", "B", "C"])
        let b = composition.sections[1]
        composition.appendCell(Item(7), to: b)
        expectEqual(composition.rowCounts, [0, 1, 0])
        expectEqual(composition.removeSection(composition.sections[0]), TableUpdate(deletedSections: [0]))
        expectEqual(composition.visibleIndex(of: b), 0)
        expectEqual(composition.count, 1)
    }

    @Test func removedCellsCanBeAddedAgain() {
        let composition = Composition<Item, String>()
        let item = Item(1)
        composition.addCell(item)
        composition.removeCell(item)
        #expect(!composition.contains(item))
        composition.addCell(item)
        expectEqual(composition.rowPath(of: item), RowPath(section: 0, row: 0))
    }

    @Test func resetEmptiesEverything() {
        let composition = Composition<Item, String>()
        composition.addSection(header: "A")
        composition.addCell(Item(1))
        composition.reset()
        expectEqual(composition.numberOfSections, 0)
        expectEqual(composition.count, 0)
        composition.addCell(Item(1))
        expectEqual(composition.rowCounts, [1])
    }

    @Test func batchesReportAMoveAsAMove() {
        let composition = Composition<Item, String>()
        let items = (1...4).map(Item.init)
        items.forEach { composition.addCell($0) }
        let update = composition.performBatch {
            composition.removeCell(items[0])
            composition.insertCell(items[0], after: items[3])
        }
        expectEqual(update, TableUpdate(movedRows: [RowMove(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 3))]))
        expectEqual(composition.visibleIDs, [[2, 3, 4, 1]])
        #expect(update.isValid(rowCountsBefore: [4], rowCountsAfter: [4]))
    }

    @Test func aMoveAcrossVisibleSectionsIsAMove() {
        let composition = Composition<Item, String>()
        let items = (1...4).map(Item.init)
        composition.addCell(items[0])
        composition.addCell(items[1])
        composition.addSection()
        composition.addCell(items[2])
        let update = composition.performBatch {
            composition.removeCell(items[0])
            composition.insertCell(items[0], before: items[2])
            composition.setCell(items[1], hidden: true)
            composition.setCell(items[1], hidden: false)  // hidden and shown again: no change
        }
        expectEqual(update, TableUpdate(movedRows: [RowMove(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0))]))
        #expect(update.isValid(rowCountsBefore: [2, 1], rowCountsAfter: [1, 2]))
    }

    @Test func aMoveOutOfADeletedSectionOrIntoAnInsertedOneRequiresAReload() {
        let composition = Composition<Item, String>()
        let items = (1...3).map(Item.init)
        composition.addCell(items[0])
        composition.addSection()
        let second = composition.sections[1]
        composition.addCell(items[1])
        let update = composition.performBatch {
            composition.removeCell(items[0])
            composition.insertCell(items[0], after: items[1])
            composition.setSection(composition.sections[0], hidden: true)
        }
        #expect(update.requiresReload, "UIKit cannot move a row out of a deleted section")
        expectEqual(update.deletedSections, [0])
        expectEqual(update.insertedRows, [RowPath(section: 0, row: 1)])
        let into = composition.performBatch {
            composition.insertSection(at: 2)
            composition.removeCell(items[1])
            composition.appendCell(items[1], to: composition.sections[2])
            composition.appendCell(items[2], to: second)
        }
        #expect(into.requiresReload, "UIKit cannot move a row into an inserted section")
        expectEqual(into.insertedSections, [1])
        expectEqual(into.deletedRows, [RowPath(section: 0, row: 0)])
        expectEqual(into.insertedRows, [RowPath(section: 0, row: 1)])
    }

    @Test func aHeaderChangeWithRowChangesUpdatesTheHeaderInPlace() {
        let composition = Composition<Item, String>()
        composition.addSection(header: "A")
        composition.addCell(Item(1))
        let update = composition.performBatch {
            composition.setSectionHeader("A2")
            composition.addCell(Item(2))
        }
        expectEqual(update, TableUpdate(insertedRows: [RowPath(section: 0, row: 1)], reconfiguredSections: [0]))
        #expect(update.isValid(rowCountsBefore: [1], rowCountsAfter: [2]))
    }

    @Test func lookupsStayExactWithOneHundredThousandRows() {
        let composition = Composition<Item, String>()
        let items = (0..<100_000).map(Item.init)
        items.forEach { composition.addCell($0) }
        // Enough mutations in the middle to compact the position log several times.
        var inserted: [Item] = []
        for step in 0..<100 {
            let item = Item(100_000 + step)
            composition.insertCell(item, after: items[50_000 + step])
            inserted.append(item)
            composition.setCell(items[10 + step], hidden: true)
        }
        expectEqual(composition.rowPath(of: items[99_999]), RowPath(section: 0, row: 99_999))
        expectEqual(composition.rowPath(of: items[5]), RowPath(section: 0, row: 5))
        expectEqual(composition.rowPath(of: items[200]), RowPath(section: 0, row: 100))
        expectEqual(composition.rowPath(of: inserted[0]), RowPath(section: 0, row: 50_001 - 100))
        #expect(composition.cell(at: RowPath(section: 0, row: 100)) === items[200])
    }

    /// The engine's accesses are not checked at run time, on the promise that it releases a cell
    /// only once its state is complete again. A cell whose `deinit` reads the composition sees a
    /// consistent one.
    @Test func cellDeinitializedByTheEngineSeesAConsistentComposition() throws {
        final class Observed {
            let onDeinit: () -> Void
            init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let composition = Composition<Observed, Never>()
        let keeper = Observed {}
        composition.addCell(keeper)
        var seen: [String] = []
        composition.addSection()
        let section = try #require(composition.lastSection)
        for index in 0..<3 {
            composition.addCell(
                Observed { [unowned composition] in
                    seen.append("\(index): \(composition.count) cells, \(composition.rowCounts)")
                })
        }
        composition.removeSection(section)
        expectEqual(seen.sorted(), ["0: 1 cells, [1]", "1: 1 cells, [1]", "2: 1 cells, [1]"])
        seen.removeAll()
        composition.addCell(Observed { [unowned composition] in seen.append("\(composition.count) cells") })
        composition.reset()
        expectEqual(seen, ["0 cells"])
        expectEqual(composition.location(of: keeper), .absent)
        // The last reference held by the engine at the end of a batch, and in a bulk removal: the
        // cell is released after the engine's access (inside it, its `deinit` would trap).
        seen.removeAll()
        composition.addCell(keeper)
        var removed: Observed? = Observed { [unowned composition] in seen.append("batch: \(composition.count) cells") }
        composition.addCell(removed!)
        _ = composition.performBatch {
            composition.removeCell(removed!)
            removed = nil  // the engine holds the last reference until the batch ends
        }
        let held = Observed { seen.append("held") }
        for index in 0..<2 {
            composition.addCell(Observed { [unowned composition] in seen.append("bulk \(index): \(composition.count) cells") })
        }
        composition.addCell(held)
        let lastSection = try #require(composition.lastSection)
        composition.removeCells(in: lastSection) { $0 !== keeper }
        expectEqual(seen.sorted(), ["batch: 1 cells", "bulk 0: 1 cells", "bulk 1: 1 cells"], "a held cell lives on: \(seen)")
        #expect(composition.count == 1 && !composition.contains(held))
    }
}

@MainActor
struct NavigationTests {
    @Test func rowsAreWalkedAcrossEmptyAndHiddenSections() {
        let composition = Composition<Item, String>()
        #expect(composition.firstVisibleRow == nil && composition.lastVisibleRow == nil)
        composition.addCell(Item(1))
        composition.addSection()  // empty
        composition.addSection()
        let hidden = Item(2)
        composition.addCell(hidden)
        composition.addSection()
        composition.addCell(Item(3))
        composition.setSection(composition.sections[2], hidden: true)
        let first = RowPath(section: 0, row: 0)
        let last = RowPath(section: 2, row: 0)
        #expect(composition.firstVisibleRow == first && composition.lastVisibleRow == last)
        expectEqual(composition.row(after: first), last, "the empty and the hidden section are skipped")
        expectEqual(composition.row(before: last), first)
        #expect(composition.row(after: last) == nil && composition.row(before: first) == nil)
    }
}
