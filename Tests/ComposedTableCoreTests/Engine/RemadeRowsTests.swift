import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// Lazy sections that remake their rows: the controller core lets go of a row's cell when the row
/// leaves the screen, unless it holds that instance, and the section makes it again when needed.
@MainActor
struct RemadeRowsTests {
    /// A choice over options: which are checked, and how many option cells were made.
    final class Choice {
        var checked: Set<Int> = []
        var made = 0
    }

    /// A screen of one lazy section of options, each made whole from the choice (its checkmark
    /// too), as a choice screen's are; tapping an option checks or unchecks it.
    private func makeScreen(
        count: Int = 100, remakesRows: Bool = true, surface: Bool = true
    ) -> (TableController<Row, Never>, UIKitRulesSurface<Row, Never>?, Choice, SectionID) {
        let core = TableController<Row, Never>()
        let fake = surface ? UIKitRulesSurface(core: core) : nil
        let choice = Choice()
        core.composer = { [unowned core] in
            core.change {
                $0.addSection(header: .title("Options"), count: count, remakesRows: remakesRows) { index in
                    choice.made += 1
                    let row = Row("Option \(index)") { row in
                        if choice.checked.remove(index) == nil { choice.checked.insert(index) }
                        row.accessory = choice.checked.contains(index) ? .checkmark : .none
                    }
                    row.accessory = choice.checked.contains(index) ? .checkmark : .none
                    return row
                }
            }
        }
        if let fake { fake.appear() } else { core.viewDidLoad() }
        return (core, fake, choice, core.composition.lastSection!)
    }

    @Test func aRowThatLeftTheScreenIsFreedAndMadeAgainWhenNeeded() {
        let (core, _, choice, section) = makeScreen(count: 100_000, surface: false)
        var discarded: [String] = []
        core.willDiscardCell = { discarded.append($0.key) }
        weak var freed: Row?
        do {
            let row = core.composition.cell(at: RowPath(section: 0, row: 7))
            freed = row
            #expect(core.rowDidLeaveScreen(row))
            #expect(!core.composition.contains(row) && core.composition.existingCell(at: 7, in: section) == nil)
        }
        #expect(freed == nil, "the composition held the last reference: the cell is freed")
        expectEqual(discarded, ["Option 7"], "the backend's release ran for it")
        #expect(core.composition.count == 0 && choice.made == 1)
        let again = core.composition.cell(at: RowPath(section: 0, row: 7))
        #expect(again.key == "Option 7" && choice.made == 2, "made again, once, when asked for")
        #expect(core.composition.cell(at: RowPath(section: 0, row: 7)) === again)
        expectEqual(core.composition.numberOfRows(inSection: 0), 100_000, "the row stayed")
    }

    @Test func aRemadeRowShowsTheStateOfTheModelAndTheChoiceStillWorks() throws {
        let (core, optionalFake, choice, _) = makeScreen()
        let fake = try #require(optionalFake)
        fake.tap(RowPath(section: 0, row: 2))
        expectEqual(choice.checked, [2])
        weak var checked: Row?
        do { checked = core.composition.cell(at: RowPath(section: 0, row: 2)) }
        expectEqual(checked?.accessory, .checkmark)
        let (batches, reloads) = (fake.batchCount, fake.reloadCount)
        expectEqual(fake.scroll(toFirstRow: 40), fake.rowsOnScreen, "every row that left was let go")
        #expect(checked == nil, "the checked option's cell went too")
        fake.scroll(toFirstRow: 0)
        let again = core.composition.cell(at: RowPath(section: 0, row: 2))
        expectEqual(again.accessory, .checkmark, "made again, checked from the choice")
        fake.tap(RowPath(section: 0, row: 2))
        #expect(choice.checked.isEmpty && again.accessory == .none, "choosing works on the new cell")
        fake.checkConsistency()
        #expect(fake.batchCount == batches && fake.reloadCount == reloads, "letting go changed nothing on screen")
        #expect(fake.violations.isEmpty, "\(fake.violations.prefix(3))")
    }

    @Test func aSectionThatKeepsItsRowsNeverLetsGo() {
        let (core, _, _, section) = makeScreen(remakesRows: false, surface: false)
        let row = core.composition.cell(at: RowPath(section: 0, row: 3))
        #expect(!core.composition.remakesRows(section) && !core.composition.isRemakable(row))
        #expect(!core.rowDidLeaveScreen(row))
        #expect(core.composition.cell(at: RowPath(section: 0, row: 3)) === row, "the same instance, with its state")
        expectEqual(core.rowsDidLeaveScreen(keepingShown: [], held: []), 0)
        #expect(core.composition.contains(row))
    }

    @Test func theCellsTheCoreHoldsAreKept() throws {
        let (core, optionalFake, _, _) = makeScreen()
        let fake = try #require(optionalFake)
        let row = core.composition.cell(at: RowPath(section: 0, row: 1))
        let rowsOnScreen = fake.rowsOnScreen

        // An alert that points at the row (an action sheet's popover), while it shows.
        core.alertQueue.enqueue(AlertPresentation(Alert(title: "Sure?")), from: row)
        #expect(fake.presentedAlerts.last?.anchor === row)
        #expect(fake.scroll(toFirstRow: 50) == rowsOnScreen - 1 && core.composition.contains(row), "the row an alert points at")
        fake.tapAlertAction(at: 0)
        fake.scroll(toFirstRow: 0)
        #expect(core.composition.cell(at: RowPath(section: 0, row: 1)) === row)

        // Tapped, and a screen pushed over: deselected when this screen shows again.
        fake.currentCoverage = .pushed
        fake.tap(RowPath(section: 0, row: 1))
        #expect(core.pendingDeselection === row)
        #expect(fake.scroll(toFirstRow: 50) == rowsOnScreen - 1 && core.composition.contains(row), "the row waiting to be deselected")
        fake.coverByPush()
        fake.returnFromPush()
        expectEqual(fake.deselections.last?.path, RowPath(section: 0, row: 1))
        #expect(core.pendingDeselection == nil)

        // Off screen now, and held otherwise.
        #expect(!core.rowDidLeaveScreen(row, hasFocus: true), "the row with text focus")
        core.performBatch { #expect(!core.rowDidLeaveScreen(row), "inside a batch") }
        core.pendingFocus = row
        #expect(!core.rowDidLeaveScreen(row), "the row waiting for focus")
        core.pendingFocus = nil
        core.deletionsInProgress.insert(ObjectIdentifier(row))
        #expect(!core.rowDidLeaveScreen(row), "a row being deleted")
        core.deletionsInProgress.removeAll()

        #expect(core.composition.contains(row))
        #expect(core.rowDidLeaveScreen(row), "let go once nothing holds it")
        #expect(!core.rowDidLeaveScreen(row), "a cell no longer in the composition is ignored")
        fake.checkConsistency()
        #expect(fake.violations.isEmpty, "\(fake.violations.prefix(3))")
    }

    @Test func theSweepLetsGoOfEveryMadeRowButTheShownAndHeldOnes() {
        let (core, _, choice, _) = makeScreen(count: 10_000, surface: false)
        let shown = (0..<5).map { core.composition.cell(at: RowPath(section: 0, row: 5_000 + $0)) }
        let cursor = core.composition.cell(at: RowPath(section: 0, row: 9_999))
        for row in 0..<200 { _ = core.composition.cell(at: RowPath(section: 0, row: row)) }
        expectEqual(core.composition.count, 206)
        var released = 0
        core.willDiscardCell = { _ in released += 1 }
        let letGo = core.rowsDidLeaveScreen(keepingShown: Set(shown.map(ObjectIdentifier.init)), held: [cursor])
        #expect(letGo == 200 && released == 200)
        #expect(core.composition.count == 6 && core.composition.remakableCells.count == 6)
        #expect(shown.allSatisfy(core.composition.contains) && core.composition.contains(cursor))
        expectEqual(choice.made, 206, "letting go makes nothing")
    }

    @Test func scrollingTabbingAndFilteringThroughTheUIKitRulesSurfaceHaveNoViolations() throws {
        let (core, optionalFake, choice, section) = makeScreen(count: 300)
        let fake = try #require(optionalFake)
        var rng = SplitMix64(seed: 21)
        var letGo = 0
        for step in 0..<400 {
            fake.step = step
            let rows = core.composition.numberOfRows(inSection: 0)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                letGo += fake.scroll(toFirstRow: Int.random(in: 0..<max(1, rows), using: &rng))
            case 6, 7:
                guard rows > 0 else { continue }
                let first = fake.firstRowOnScreen
                let row = min(rows - 1, first + Int.random(in: 0..<fake.rowsOnScreen, using: &rng))
                fake.tap(RowPath(section: 0, row: row))
            case 8:
                let shown = Int.random(in: 0..<4, using: &rng) == 0 ? nil : (0..<300).filter { _ in Int.random(in: 0..<3, using: &rng) > 0 }
                core.change { $0.setVisibleRows(shown, in: section) }
            default:
                guard rows > 0 else { continue }
                fake.scrollRowOnScreen(RowPath(section: 0, row: Int.random(in: 0..<rows, using: &rng)))
            }
            fake.checkConsistency()
            // Every option shows its checkmark from the choice, remade or not.
            for row in 0..<core.composition.numberOfRows(inSection: 0) {
                let cell = core.composition.cell(at: RowPath(section: 0, row: row))
                let index = core.composition.index(of: cell)!
                expectEqual((cell.accessory == .checkmark), choice.checked.contains(index), "step \(step): option \(index)")
            }
        }
        #expect(fake.violations.isEmpty, "\(fake.violations.prefix(3))")
        #expect(letGo > 500, "rows were let go: \(letGo)")
    }
}
