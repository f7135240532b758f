import TestSupport
import Testing

@testable import ComposedTableCore

/// `moveCell(_:after:)`, `moveCell(_:before:)` and `moveCell(_:to:)`: a move is a move in the
/// update, in and out of batches, within and across sections; hidden cells move hidden.
struct MoveTests {
    /// Sections of items: `[[1, 2, 3], [4, 5]]` and the items by id.
    private func make(_ layout: [[Int]]) -> (Composition<Item, String>, [Int: Item]) {
        let composition = Composition<Item, String>()
        var items: [Int: Item] = [:]
        for ids in layout {
            composition.addSection()
            for id in ids {
                let item = Item(id)
                items[id] = item
                composition.addCell(item)
            }
        }
        return (composition, items)
    }

    private func checked(_ update: TableUpdate, before: [[Int]], _ composition: Composition<Item, String>) -> TableUpdate {
        let after = composition.visibleIDs
        #expect(update.violations(rowCountsBefore: before.map(\.count), rowCountsAfter: after.map(\.count)).isEmpty)
        expectEqual(replay(update, on: before, target: after), after)
        #expect(cellsDeletedAndInserted(by: update, before: before, after: after).isEmpty)
        return update
    }

    @Test func aMoveWithinASectionIsOneMove() {
        let (composition, items) = make([[1, 2, 3, 4]])
        var before = composition.visibleIDs
        let down = composition.moveCell(items[1]!, after: items[3]!)
        #expect(
            checked(down, before: before, composition)
                == TableUpdate(movedRows: [RowMove(from: .init(section: 0, row: 0), to: .init(section: 0, row: 2))]))
        expectEqual(composition.visibleIDs, [[2, 3, 1, 4]])
        before = composition.visibleIDs
        let up = composition.moveCell(items[4]!, before: items[2]!)
        #expect(
            checked(up, before: before, composition)
                == TableUpdate(movedRows: [RowMove(from: .init(section: 0, row: 3), to: .init(section: 0, row: 0))]))
        expectEqual(composition.visibleIDs, [[4, 2, 3, 1]])
    }

    @Test func aMoveAcrossSectionsIsOneMoveAndReachesAnEmptySection() {
        let (composition, items) = make([[1, 2], [3], []])
        var before = composition.visibleIDs
        let across = composition.moveCell(items[1]!, before: items[3]!)
        #expect(
            checked(across, before: before, composition)
                == TableUpdate(movedRows: [RowMove(from: .init(section: 0, row: 0), to: .init(section: 1, row: 0))]))
        expectEqual(composition.visibleIDs, [[2], [1, 3], []])
        before = composition.visibleIDs
        let toEmpty = composition.moveCell(items[2]!, to: composition.sections[2])
        #expect(
            checked(toEmpty, before: before, composition)
                == TableUpdate(movedRows: [RowMove(from: .init(section: 0, row: 0), to: .init(section: 2, row: 0))]))
        expectEqual(composition.visibleIDs, [[], [1, 3], [2]])
        expectEqual(composition.count, 3)
    }

    @Test func aCellPutBackWhereItIsChangesNothing() {
        let (composition, items) = make([[1, 2, 3]])
        expectEqual(composition.moveCell(items[2]!, after: items[1]!), .none)
        expectEqual(composition.moveCell(items[2]!, before: items[3]!), .none)
        expectEqual(composition.moveCell(items[3]!, to: composition.sections[0]), .none)
        expectEqual(composition.visibleIDs, [[1, 2, 3]])
    }

    @Test func hiddenCellsMoveHiddenAndHiddenAnchorsPlaceThem() {
        let (composition, items) = make([[1, 2, 3, 4]])
        composition.setCell(items[2]!, hidden: true)
        // A hidden cell moves no row, and shows at its new place.
        expectEqual(composition.moveCell(items[2]!, after: items[4]!), .none)
        #expect(composition.isHidden(items[2]!))
        composition.setCell(items[2]!, hidden: false)
        expectEqual(composition.visibleIDs, [[1, 3, 4, 2]])
        // A visible cell moved after a hidden one lands after it (Eureka #1108: hidden rows
        // between visible ones).
        composition.setCell(items[3]!, hidden: true)
        let before = composition.visibleIDs
        let update = composition.moveCell(items[1]!, after: items[3]!)
        expectEqual(checked(update, before: before, composition), .none)
        composition.setCell(items[3]!, hidden: false)
        expectEqual(composition.visibleIDs, [[3, 1, 4, 2]])
    }

    @Test func movingTheLastRowOfASectionLeavesItEmpty() {
        // Eureka #1399: the section stays, with no rows.
        let (composition, items) = make([[1], [2]])
        let before = composition.visibleIDs
        let update = composition.moveCell(items[1]!, after: items[2]!)
        #expect(
            checked(update, before: before, composition)
                == TableUpdate(movedRows: [RowMove(from: .init(section: 0, row: 0), to: .init(section: 1, row: 1))]))
        expectEqual(composition.visibleIDs, [[], [2, 1]])
    }

    @Test func movesJoinABatchWithOtherChanges() {
        let (composition, items) = make([[1, 2, 3], [4, 5]])
        let before = composition.visibleIDs
        let six = Item(6)
        let update = composition.performBatch {
            expectEqual(composition.moveCell(items[1]!, after: items[5]!), .none)
            composition.removeCell(items[2]!)
            composition.insertCell(six, before: items[3]!)
            composition.moveCell(items[4]!, before: six)
            composition.setCell(items[5]!, hidden: true)
        }
        expectEqual(composition.visibleIDs, [[4, 6, 3], [1]])
        let checkedUpdate = checked(update, before: before, composition)
        expectEqual(checkedUpdate.movedRows.count, 2)
        expectEqual(checkedUpdate.deletedRows, [RowPath(section: 0, row: 1), RowPath(section: 1, row: 1)])
        expectEqual(checkedUpdate.insertedRows, [RowPath(section: 0, row: 1)])
        #expect(!checkedUpdate.requiresReload)
    }

    @Test func aMoveOutOfASectionTheBatchRemovesRequiresAReload() {
        let (composition, items) = make([[1, 2], [3]])
        let section = composition.sections[0]
        let update = composition.performBatch {
            composition.moveCell(items[1]!, after: items[3]!)
            composition.removeSection(section)
        }
        #expect(update.requiresReload)
        expectEqual(composition.visibleIDs, [[3, 1]])
    }

    @Test func aMovedCellStaysAliveAndKnowsItsSection() {
        weak var weakItem: Item?
        let composition = Composition<Item, String>()
        do {
            let item = Item(1)
            weakItem = item
            composition.addCell(item)
            composition.addSection()
            composition.addCell(Item(2))
            composition.moveCell(item, to: composition.sections[1])
            expectEqual(composition.section(containing: item), composition.sections[1])
        }
        #expect(weakItem != nil)
        composition.removeCell(weakItem!)
        #expect(weakItem == nil)
    }

    // MARK: - Misuse

    @Test func movingACellBesideItselfTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, String>()
            let item = Item(1)
            composition.addCell(item)
            composition.moveCell(item, after: item)
        }
        expectMisuse(
            result,
            "ComposedTable: moveCell(_:after:) was given an Item as both the cell to move and its anchor. Name the cell it should follow or precede, another cell of this composition."
        )
    }

    @Test func movingACellThatIsNotThereTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, String>()
            composition.addCell(Item(1))
            composition.moveCell(Item(2), before: composition.cell(at: RowPath(section: 0, row: 0)))
        }
        expectMisuse(result, "ComposedTable: moveCell(_:before:) was given an Item that is not in this composition.")
    }

    @Test func movingBesideAMissingAnchorTrapsBeforeAnythingMoves() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, String>()
            composition.addCell(Item(1))
            composition.moveCell(composition.cell(at: RowPath(section: 0, row: 0)), after: Item(2))
        }
        expectMisuse(result, "ComposedTable: moveCell(_:after:) was given an Item that is not in this composition.")
    }

    @Test func aLazySectionRefusesMovesInAndOut() async {
        let out = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, String>()
            composition.addCell(Item(0))
            composition.addSection(count: 3) { Item(100 + $0) }
            let lazy = composition.cell(at: RowPath(section: 1, row: 0))
            composition.moveCell(lazy, before: composition.cell(at: RowPath(section: 0, row: 0)))
        }
        expectMisuse(
            out, "ComposedTable: moveCell(_:before:) was given a cell of", "a lazy section made by addSection(header:footer:count:cell:)",
            "cannot be inserted, removed, moved or hidden one by one")
        let into = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, String>()
            let item = composition.addCellReturning(Item(0))
            composition.addSection(count: 3) { Item(100 + $0) }
            composition.moveCell(item, to: composition.sections[1])
        }
        expectMisuse(
            into, "ComposedTable: moveCell(_:to:) would append a cell to", "a lazy section made by addSection(header:footer:count:cell:)")
    }
    @Test func aCellMovingIntoACollapsedSectionHidesThereAndOneMovingOutShowsAsItWas() {
        let (composition, items) = make([[1, 2], [3, 4, 5]])
        let sections = composition.sections
        composition.setCell(items[4]!, hidden: true)
        composition.setSection(sections[1], collapsed: true)
        expectEqual(composition.visibleIDs, [[1, 2], []])
        var before = composition.visibleIDs
        _ = checked(composition.moveCell(items[1]!, to: sections[1]), before: before, composition)
        expectEqual(composition.visibleIDs, [[2], []], "into a collapsed section: hidden")
        before = composition.visibleIDs
        _ = checked(composition.moveCell(items[3]!, before: items[2]!), before: before, composition)
        _ = checked(composition.moveCell(items[4]!, after: items[2]!), before: composition.visibleIDs, composition)
        expectEqual(composition.visibleIDs, [[3, 2], []], "out of it: 3 shows, 4 stays hidden by its own flag")
        before = composition.visibleIDs
        _ = checked(composition.setSection(sections[1], collapsed: false), before: before, composition)
        expectEqual(composition.visibleIDs, [[3, 2], [5, 1]], "expanded: the cell moved in shows, as it did before")
    }
}

extension Composition {
    /// Adds a cell and returns it, for tests that keep it.
    fileprivate func addCellReturning(_ cell: Cell) -> Cell {
        addCell(cell)
        return cell
    }

}
