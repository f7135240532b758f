import ComposedTableCore
import TestSupport
import Testing

/// A table that replays nothing and, inside each batch, calls back into its core: what a data
/// source callback that changes the table does.
@MainActor
private final class ReentrantSurface: TableSurface {
    weak var core: TableController<Item, Never>?
    /// What happens while the core replays a batch.
    var reentry: (TableController<Item, Never>) -> Void = { _ in }

    var isOnScreen: Bool { true }
    var visibleHeight: Double { 100 }
    var contentWidth: Double { 40 }
    var coverage: ScreenCoverage { .none }
    func reloadData() {}
    func prepareForUpdate() {}
    func performBatch(_ update: TableUpdate, animation: TableAnimation) {
        if let core { reentry(core) }
    }
    func deselectRow(at path: RowPath, animated: Bool) {}
    func isRowOnScreen(_ path: RowPath) -> Bool { true }
    func scrollRowOnScreen(_ path: RowPath) {}
    func focus(_ cell: Item, at path: RowPath) {}
    func endEditing() {}
    func measureHeight(of cell: Item, at path: RowPath) -> Double { 1 }
    func heightOutsideRows() -> Double { 0 }

    /// A loaded core on screen with this surface, whose next batch runs `reentry`.
    static func makeCore(reentry: @escaping (TableController<Item, Never>) -> Void) -> TableController<Item, Never> {
        let core = TableController<Item, Never>()
        let surface = ReentrantSurface()
        surface.core = core
        surface.reentry = reentry
        core.surface = surface
        core.viewDidLoad()
        return core
    }
}

/// Misuse stops the program with a message that says what was wrong; each trap runs in its own
/// process, and the message is read from its standard error (in debug and `-O` builds alike).
struct TrapTests {
    private final class Cell {}

    // MARK: - Cells

    @Test func addingTheSameCellTwiceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            let cell = Cell()
            composition.addCell(cell)
            composition.addCell(cell)
        }
        expectMisuse(
            result, "ComposedTable: addCell(_:) was given a Cell that is already in this composition (at row [0, 0]).")
    }

    @Test func insertingACellThatIsAlreadyThereTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            let cell = Cell()
            let other = Cell()
            composition.addCell(cell)
            composition.addCell(other)
            composition.setCell(other, hidden: true)
            composition.insertCell(other, after: cell)
        }
        expectMisuse(
            result,
            "ComposedTable: insertCell(_:after:) was given a Cell that is already in this composition (hidden, in section#0).")
    }

    @Test func removingAnUnknownCellTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Composition<Cell, Never>().removeCell(Cell())
        }
        expectMisuse(result, "ComposedTable: removeCell(_:) was given a Cell that is not in this composition.")
    }

    @Test func insertingAfterAnUnknownAnchorTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            composition.insertCell(Cell(), before: Cell())
        }
        expectMisuse(result, "ComposedTable: insertCell(_:before:) was given a Cell that is not in this composition.")
    }

    @Test func hidingAnUnknownCellTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Composition<Cell, Never>().setCell(Cell(), hidden: true)
        }
        expectMisuse(result, "ComposedTable: setCell(_:hidden:) was given a Cell that is not in this composition.")
    }

    // MARK: - Indices and paths

    @Test func aRowPathOutOfRangeTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            _ = composition.cell(at: RowPath(section: 0, row: 1))
        }
        expectMisuse(
            result, "ComposedTable: cell(at:) row path [0, 1] is out of range: visible section 0 has 1 rows.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            _ = composition.cell(at: RowPath(section: 0, row: -1))
        }
        expectMisuse(
            result, "ComposedTable: cell(at:) row path [0, -1] is out of range: visible section 0 has 1 rows.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            _ = composition.cell(at: RowPath(section: 1, row: 0))
        }
        expectMisuse(
            result, "ComposedTable: cell(at:) section index 1 is out of range: there are 1 visible sections.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Composition<Cell, Never>().numberOfRows(inSection: 0)
        }
        expectMisuse(
            result,
            "ComposedTable: numberOfRows(inSection:) section index 0 is out of range: there are 0 visible sections.")
    }

    @Test func aSectionIndexOutOfRangeTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Composition<Cell, Never>().insertSection(at: 1)
        }
        expectMisuse(
            result,
            "ComposedTable: insertSection(at:) index 1 is out of range: it must be from 0 to 0, the number of sections.")
    }

    // MARK: - Section identifiers

    @Test func aRemovedSectionTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection()
            let section = composition.sections[0]
            composition.removeSection(section)
            composition.appendCell(Cell(), to: section)
        }
        expectMisuse(
            result,
            "ComposedTable: appendCell(_:to:) was given section#0, which was removed from this table by removeSection(_:).")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection()
            let section = composition.sections[0]
            composition.removeSection(section)
            composition.removeSection(section)
        }
        expectMisuse(
            result,
            "ComposedTable: removeSection(_:) was given section#0, which was removed from this table by removeSection(_:).")
        // The serial of a removed section is reused by the next one; the old identifier stays removed.
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection()
            let section = composition.sections[0]
            composition.removeSection(section)
            composition.addSection()
            composition.setSection(section, hidden: true)
        }
        expectMisuse(
            result,
            "ComposedTable: setSection(_:hidden:) was given section#0, which was removed from this table by removeSection(_:).")
    }

    @Test func aBulkChangeWhoseClosureChangesTheCompositionTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            let first = Cell()
            composition.addCell(first)
            composition.addCell(Cell())
            composition.setCells(in: composition.sections[0]) { cell in
                if cell === first { composition.insertCell(Cell(), after: first) }
                return false
            }
        }
        expectMisuse(
            result,
            "ComposedTable: setCells(in:hidden:) was given a closure that changed the composition. The closure only decides, for each cell; make other changes before or after the call."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            let first = Cell()
            composition.addCell(first)
            composition.removeCells(in: composition.sections[0]) { _ in
                composition.removeSection(composition.sections[0])
                return true
            }
        }
        expectMisuse(result, "ComposedTable: removeCells(in:where:) was given a closure that changed the composition.")
    }

    @Test func aSectionIDFromBeforeResetTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection()
            let kept = composition.sections[0]
            composition.reset()
            composition.addSection()  // section#0 again, in the new content
            composition.appendCell(Cell(), to: kept)
        }
        expectMisuse(
            result,
            "ComposedTable: appendCell(_:to:) was given section#0, which was made before reset() or recompose() emptied this table.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = TableController<Item, Never>()
                var kept: SectionID?
                core.composer = { [unowned core] in
                    core.composition.addSection()
                    if kept == nil { kept = core.composition.lastSection }
                }
                core.viewDidLoad()
                core.recompose()
                _ = core.composition.header(of: kept!)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: header(of:) was given section#0, which was made before reset() or recompose() emptied this table.")
    }

    @Test func aSectionIDFromAnotherCompositionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = Composition<Cell, Never>()
            let second = Composition<Cell, Never>()
            first.addSection()
            second.addSection()
            second.setSection(first.sections[0], hidden: true)
        }
        expectMisuse(
            result, "ComposedTable: setSection(_:hidden:) was given section#0, which belongs to another table.")
    }

    // MARK: - Batches

    @Test func nestedBatchesTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.performBatch { composition.performBatch {} }
        }
        expectMisuse(result, "ComposedTable: performBatch(_:) was called inside another performBatch(_:)")
    }

    @Test func resettingACompositionInsideABatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            composition.performBatch { composition.reset() }
        }
        expectMisuse(result, "ComposedTable: reset() cannot be called inside performBatch(_:)")
    }

    @Test func resettingAControllerInsideABatchTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = TableController<Item, Never>()
                core.viewDidLoad()
                core.performBatch { core.reset() }
            }
        }
        expectMisuse(result, "ComposedTable: reset() or recompose() was called inside performBatch(_:)")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = TableController<Item, Never>()
                core.viewDidLoad()
                core.performBatch {
                    core.change { $0.addCell(Item(1)) }
                    core.recompose()
                }
            }
        }
        expectMisuse(result, "ComposedTable: reset() or recompose() was called inside performBatch(_:)")
    }

    @Test func aChangeWhileTheCoreReplaysTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = ReentrantSurface.makeCore { core in
                    core.change(method: "addCell(_:)") { $0.addCell(Item(2)) }
                }
                core.change { $0.addCell(Item(1)) }
            }
        }
        expectMisuse(result, "ComposedTable: addCell(_:) was called while the table was replaying a change")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = ReentrantSurface.makeCore { core in
                    core.performBatch { core.change { $0.addCell(Item(2)) } }
                }
                core.change { $0.addCell(Item(1)) }
            }
        }
        expectMisuse(result, "ComposedTable: performBatch(_:) was called while the table was replaying a change")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = ReentrantSurface.makeCore { core in core.reset() }
                core.change { $0.addCell(Item(1)) }
            }
        }
        expectMisuse(result, "ComposedTable: reset() was called while the table was replaying a change")
    }

    // MARK: - Values

    @Test func invalidHeightsTrapWhereTheyAreMade() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeight.fixed(-1)
        }
        expectMisuse(result, "ComposedTable: RowHeight.fixed(-1.0) is invalid: a fixed height must be finite and not negative.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeight.fixed(.nan)
        }
        expectMisuse(result, "ComposedTable: RowHeight.fixed(nan) is invalid")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeight.fixed(.infinity)
        }
        expectMisuse(result, "ComposedTable: RowHeight.fixed(inf) is invalid")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeight.fraction(1.5)
        }
        expectMisuse(
            result, "ComposedTable: RowHeight.fraction(1.5) is invalid: a fraction must be greater than 0 and at most 1.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeight.fraction(0)
        }
        expectMisuse(result, "ComposedTable: RowHeight.fraction(0.0) is invalid")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeight.remainder(minimum: -3)
        }
        expectMisuse(
            result,
            "ComposedTable: RowHeight.remainder(minimum: -3.0) is invalid: a minimum must be finite and not negative.")
    }

    @Test func invalidSizesTrap() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RowHeightResolver.resolve([.remainder], visibleHeight: -1) { _ in 0 }
        }
        expectMisuse(result, "ComposedTable: RowHeightResolver visibleHeight -1.0 must be finite and not negative.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ItemLayout.itemWidth(in: 320, itemsPerRow: 0)
        }
        expectMisuse(
            result, "ComposedTable: itemWidth(in:itemsPerRow:…) itemsPerRow 0.0 must be finite and greater than 0.")
    }
}
