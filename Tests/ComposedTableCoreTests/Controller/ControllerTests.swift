import ComposedTableCore
import TestSupport
import Testing
import UIKitRules

/// The controller core through a fake `UITableView` that keeps UIKit's rules: one test per
/// defect the UIKit backend had when it made these decisions itself.
@MainActor
struct ControllerTests {
    /// A loaded, on-screen table: Wi-Fi (a switch-like row), Network, Ask to Join; then General.
    @MainActor
    private final class Screen {
        let core = TableController<Row, Never>()
        let fake: UIKitRulesSurface<Row, Never>
        let wifi = Row("Wi-Fi")
        let network = Row("Network", action: { _ in })
        let ask = Row("Ask to Join", action: { _ in })
        let update = Row("Software Update", action: { _ in })
        var composeCount = 0
        var loadedWhenComposed: Bool?

        init(appear: Bool = true) {
            fake = UIKitRulesSurface(core: core)
            core.composer = { [unowned self] in
                composeCount += 1
                loadedWhenComposed = core.isLoaded
                core.change { $0.addSection(header: "Wi-Fi") }
                for row in [wifi, network, ask] { core.change { $0.addCell(row) } }
                core.change { $0.addSection(header: "General") }
                core.change { $0.addCell(update) }
            }
            wifi.action = { [unowned self] row in
                row.value = row.value == "off" ? "on" : "off"
                let isOn = row.value == "on"
                core.performBatch {
                    core.change { $0.setCell(network, hidden: !isOn) }
                    core.change { $0.setCell(ask, hidden: !isOn) }
                }
            }
            if appear { fake.appear() }
        }

        var shownKeys: [[String]] {
            (0..<core.composition.numberOfSections).map { core.composition.cells(inSection: $0).map { $0.key } }
        }

        func expectNoViolations(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            fake.checkConsistency()
            #expect(fake.violations == [], comment, sourceLocation: sourceLocation)
        }
    }

    @Test func aBatchIsReplayedOnceAndTheNextTapFindsTheRightRow() {
        let screen = Screen()
        screen.fake.tap(RowPath(section: 0, row: 0))  // Wi-Fi off: hides two rows in one batch
        expectEqual(screen.fake.batchCount, 1, "the outermost batch replays once")
        expectEqual(screen.shownKeys, [["Wi-Fi"], ["Software Update"]])
        screen.fake.tap(RowPath(section: 1, row: 0))
        screen.fake.tap(RowPath(section: 0, row: 0))  // Wi-Fi on again
        expectEqual(screen.shownKeys, [["Wi-Fi", "Network", "Ask to Join"], ["Software Update"]])
        screen.expectNoViolations()
    }

    @Test func nestedBatchesReplayAsOne() {
        let screen = Screen()
        screen.core.performBatch {
            screen.core.change { $0.setCell(screen.network, hidden: true) }
            screen.core.performBatch {
                screen.core.change { $0.setCell(screen.ask, hidden: true) }
                screen.core.change { $0.setHeader(.title("Wireless"), for: $0.sections[0]) }
            }
        }
        expectEqual(screen.fake.batchCount, 1)
        screen.expectNoViolations()
    }

    @Test func composeRunsOnceWhenTheViewLoadsNotAtTheFirstQuestion() {
        let screen = Screen(appear: false)
        expectEqual(screen.composeCount, 0)
        screen.core.viewDidLoad()
        expectEqual(screen.composeCount, 1, "composed when the view loads, so viewDidLoad sees the rows")
        expectEqual(screen.loadedWhenComposed, true)
        _ = screen.core.numberOfSections
        screen.fake.appear()
        expectEqual(screen.composeCount, 1)
        expectEqual(screen.fake.reloadCount, 0, "composing changes the model only")
        screen.expectNoViolations()
    }

    @Test func theFirstQuestionComposesWhenItComesFirst() {
        let screen = Screen(appear: false)
        expectEqual(screen.core.numberOfSections, 2)
        expectEqual(screen.composeCount, 1)
    }

    @Test func aRowIsDeselectedAtOnceAfterAPresentation() {
        let screen = Screen()
        screen.network.action = { [unowned screen] _ in screen.fake.currentCoverage = .presented }
        screen.fake.step = 1
        screen.fake.tap(RowPath(section: 0, row: 1))
        expectEqual(screen.fake.selectedRow, nil, "the presenter never sees viewWillAppear: deselect now")
        expectEqual(screen.fake.deselections.map(\.step), [1])
        expectEqual(screen.fake.deselections.first?.animated, true)
        screen.expectNoViolations()
    }

    @Test func aRowIsDeselectedWhenTheUserComesBackFromAPush() {
        let screen = Screen()
        screen.network.action = { [unowned screen] _ in screen.fake.coverByPush() }
        screen.fake.step = 1
        screen.fake.tap(RowPath(section: 0, row: 1))
        expectEqual(screen.fake.selectedRow, RowPath(section: 0, row: 1), "stays selected while the pushed screen shows")
        screen.fake.step = 2
        screen.fake.returnFromPush()
        expectEqual(screen.fake.selectedRow, nil)
        expectEqual(screen.fake.deselections.map(\.step), [2])
        screen.expectNoViolations()
    }

    @Test func aRowThatHidesItselfFromItsActionIsNotDeselectedWhereItWas() {
        let screen = Screen()
        screen.network.action = { [unowned screen] row in screen.core.change { $0.setCell(row, hidden: true) } }
        screen.fake.tap(RowPath(section: 0, row: 1))
        expectEqual(screen.fake.selectedRow, nil)
        #expect(screen.fake.deselections.isEmpty, "the row went with its selection")
        screen.expectNoViolations()
    }

    @Test func aHeaderChangeUpdatesInPlaceAndAMoveIsAMove() {
        let screen = Screen()
        screen.core.change { $0.setFooter(.title("Known networks."), for: $0.sections[0]) }
        expectEqual(screen.fake.reloadCount, 1, "a footer that appears has no view to update: a reload")
        screen.core.change { $0.setHeader(.title("Wireless"), for: $0.sections[0]) }
        screen.core.performBatch {
            screen.core.change { $0.setFooter(.title("Joined automatically."), for: $0.sections[0]) }
            screen.core.change { $0.removeCell(screen.ask) }
            screen.core.change { $0.insertCell(screen.ask, before: screen.network) }
            screen.core.change { $0.setCell(screen.network, hidden: true) }
            screen.core.change { $0.setCell(screen.network, hidden: false) }
        }
        expectEqual(screen.shownKeys[0], ["Wi-Fi", "Ask to Join", "Network"])
        expectEqual(screen.fake.reloadCount, 1, "header and footer changes in place, rows moved: no reload")
        screen.expectNoViolations("no live cell deleted and inserted, none reloaded")
    }

    @Test func aMoveUIKitCannotAnimateReloads() {
        let screen = Screen()
        screen.core.performBatch {
            screen.core.change { $0.removeCell(screen.ask) }
            screen.core.change { $0.appendCell(screen.ask, to: $0.sections[1]) }
            screen.core.change { $0.setSection($0.sections[0], hidden: true) }
        }
        expectEqual(screen.fake.reloadCount, 1)
        expectEqual(screen.shownKeys, [["Software Update", "Ask to Join"]])
        screen.expectNoViolations()
    }

    @Test func changesOffScreenReloadAndBeforeLoadingChangeTheModelOnly() {
        let screen = Screen(appear: false)
        screen.core.change { $0.addCell(Row("Early")) }
        #expect(screen.fake.reloadCount == 0 && screen.fake.batchCount == 0)
        screen.fake.appear()
        screen.fake.coverByPush()
        screen.core.change { $0.setCell(screen.network, hidden: true) }
        #expect(screen.fake.reloadCount == 1 && screen.fake.batchCount == 0)
        screen.fake.returnFromPush()
        screen.expectNoViolations()
    }

    @Test func aHeightChangedWhileCoveredShowsWhenTheScreenComesBack() {
        let screen = Screen()
        screen.fake.coverByPush()
        screen.network.height = .fixed(120)
        screen.core.rowHeightDidChange(of: screen.network)
        screen.fake.returnFromPush()
        expectEqual(screen.fake.shownHeights[0][1], 120)
        screen.expectNoViolations()
    }

    @Test func aHeightChangedOnScreenAnimatesWithAnEmptyBatch() {
        let screen = Screen()
        screen.ask.height = .fraction(0.5)
        screen.core.rowHeightDidChange(of: screen.ask)
        expectEqual(screen.fake.batchCount, 1)
        expectEqual(screen.fake.shownHeights[0][2], 300)
        screen.expectNoViolations()
    }

    @Test func theRemainderLeavesRoomForEverythingElseAndFollowsTheSize() {
        let screen = Screen()
        screen.fake.outsideRowsHeight = 100
        screen.update.height = .remainder(minimum: 50)
        screen.core.rowHeightDidChange(of: screen.update)
        // 600 visible − 100 headers and spacing − three 44-point rows.
        let expected: Double = 600 - 100 - 3 * 44
        expectEqual(screen.core.height(at: RowPath(section: 1, row: 0)), expected)
        let batches = screen.fake.batchCount
        screen.fake.resize(visibleHeight: 652, isScrolling: true)  // a large title collapsing
        expectEqual(screen.fake.batchCount, batches, "no batch while the user scrolls")
        screen.fake.resize(visibleHeight: 652.3)
        expectEqual(screen.fake.batchCount, batches + 1, "one batch when the scrolling ends")
        screen.fake.resize(visibleHeight: 652.6)
        expectEqual(screen.fake.batchCount, batches + 1, "changes within the tolerance do nothing")
        let resized: Double = 652.3 - 100 - 3 * 44
        expectEqual(screen.core.height(at: RowPath(section: 1, row: 0)), resized, "laid out at the size of the last batch")
        screen.expectNoViolations()
    }

    @Test func aTextSizeChangeResolvesTheRemainderAgain() {
        let screen = Screen()
        screen.update.height = .remainder
        screen.core.rowHeightDidChange(of: screen.update)
        screen.fake.naturalHeight = { _ in 60 }  // larger text: self-sizing rows grow
        screen.core.rowContentDidChange()
        let expected: Double = 600 - 3 * 60
        expectEqual(screen.core.height(at: RowPath(section: 1, row: 0)), expected)
        screen.expectNoViolations()
    }

    @Test func sizeChangesDoNothingWhenNoRowFollowsTheSize() {
        let screen = Screen()
        screen.fake.resize(visibleHeight: 300)
        screen.fake.resize(visibleHeight: 900)
        #expect(screen.fake.batchCount == 0 && screen.fake.reloadCount == 0)
    }

    @Test func focusScrollsTheFieldOnScreenFirst() {
        let screen = Screen()
        screen.fake.rowsOnScreen = 2
        let fields = (0..<6).map { index in
            let row = Row("Field \(index)")
            row.takesTextFocus = true
            return row
        }
        for field in fields { screen.core.change { $0.addCell(field) } }
        screen.core.focus(fields[0])
        #expect(screen.fake.cellWithFocus === fields[0])
        for _ in 0..<5 { screen.core.focusNext(after: screen.fake.cellWithFocus) }
        #expect(screen.fake.cellWithFocus === fields[5])
        expectEqual(screen.core.focusNext(after: fields[5]), false)
        #expect(screen.fake.cellWithFocus == nil, "the end of the chain ends editing")
        screen.expectNoViolations("never focus given to a row off screen")
    }

    @Test func focusWaitsForTheBatchAndForTheScreen() {
        let screen = Screen()
        let field = Row("Name")
        field.takesTextFocus = true
        screen.core.performBatch {
            screen.core.change { $0.addCell(field) }
            screen.core.focus(field)
            #expect(screen.fake.cellWithFocus == nil, "not inside the batch: the row is not on the table yet")
        }
        #expect(screen.fake.cellWithFocus === field)
        screen.core.surface?.endEditing()
        screen.fake.coverByPush()
        screen.core.focus(field)
        #expect(screen.fake.cellWithFocus == nil)
        screen.fake.returnFromPush()
        #expect(screen.fake.cellWithFocus === field)
        screen.expectNoViolations()
    }

    @Test func recomposeRebuildsAndReloads() {
        let screen = Screen()
        screen.core.recompose()
        expectEqual(screen.composeCount, 2)
        expectEqual(screen.fake.reloadCount, 1)
        screen.expectNoViolations()
    }
}
