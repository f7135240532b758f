import ComposedTableCore
import Testing

/// Misuse stops the program; each trap runs in its own process.
struct TrapTests {
    private final class Cell {}

    @Test func addingTheSameCellTwiceTraps() async {
        await #expect(processExitsWith: .failure) {
            let composition = Composition<Cell, Never>()
            let cell = Cell()
            composition.addCell(cell)
            composition.addCell(cell)
        }
    }

    @Test func insertingACellThatIsAlreadyThereTraps() async {
        await #expect(processExitsWith: .failure) {
            let composition = Composition<Cell, Never>()
            let cell = Cell()
            let other = Cell()
            composition.addCell(cell)
            composition.addCell(other)
            composition.insertCell(other, after: cell)
        }
    }

    @Test func removingAnUnknownCellTraps() async {
        await #expect(processExitsWith: .failure) {
            Composition<Cell, Never>().removeCell(Cell())
        }
    }

    @Test func insertingAfterAnUnknownAnchorTraps() async {
        await #expect(processExitsWith: .failure) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            composition.insertCell(Cell(), before: Cell())
        }
    }

    @Test func hidingAnUnknownCellTraps() async {
        await #expect(processExitsWith: .failure) {
            Composition<Cell, Never>().setCell(Cell(), hidden: true)
        }
    }

    @Test func aRowPathOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            _ = composition.cell(at: RowPath(section: 0, row: 1))
        }
        await #expect(processExitsWith: .failure) {
            _ = Composition<Cell, Never>().numberOfRows(inSection: 0)
        }
    }

    @Test func aSectionIndexOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            Composition<Cell, Never>().insertSection(at: 1)
        }
    }

    @Test func aRemovedSectionTraps() async {
        await #expect(processExitsWith: .failure) {
            let composition = Composition<Cell, Never>()
            composition.addSection()
            let section = composition.sections[0]
            composition.removeSection(section)
            composition.appendCell(Cell(), to: section)
        }
    }

    @Test func nestedBatchesTrap() async {
        await #expect(processExitsWith: .failure) {
            let composition = Composition<Cell, Never>()
            composition.performBatch { composition.performBatch {} }
        }
    }

    @Test func invalidHeightsTrapWhereTheyAreMade() async {
        await #expect(processExitsWith: .failure) { _ = RowHeight.fixed(-1) }
        await #expect(processExitsWith: .failure) { _ = RowHeight.fixed(.nan) }
        await #expect(processExitsWith: .failure) { _ = RowHeight.fixed(.infinity) }
        await #expect(processExitsWith: .failure) { _ = RowHeight.fraction(1.5) }
        await #expect(processExitsWith: .failure) { _ = RowHeight.fraction(0) }
        await #expect(processExitsWith: .failure) { _ = RowHeight.remainder(minimum: -3) }
    }
}
