import ComposedTableCore
import TestSupport
import Testing
import UIKitRules

struct RefreshFailure: Error, CustomStringConvertible {
    var description: String { "The server did not answer." }
}

/// The empty state, refresh, collapsible sections, header taps, the section index and the table
/// header, decided by the controller core and checked through the UIKit-rules fake.
@MainActor
struct ScreenFeatureTests {
    /// An on-screen inbox: "Today" (Mail, News) and "Earlier" (Bills), the last collapsible.
    @MainActor
    final class Screen {
        let core = TableController<Row, Never>()
        let fake: UIKitRulesSurface<Row, Never>
        let mail = Row("Mail")
        let news = Row("News")
        let bills = Row("Bills")
        var today: SectionID!
        var earlier: SectionID!

        init() {
            fake = UIKitRulesSurface(core: core)
            core.composer = { [unowned self] in
                core.change { $0.addSection(header: "Today") }
                today = core.composition.lastSection
                core.change { $0.addCell(mail) }
                core.change { $0.addCell(news) }
                core.change { $0.addSection(header: "Earlier") }
                earlier = core.composition.lastSection
                core.change { $0.addCell(bills) }
            }
            fake.appear()
        }

        var shownKeys: [[String]] {
            (0..<core.composition.numberOfSections).map { core.composition.cells(inSection: $0).map { $0.key } }
        }

        func expectNoViolations(sourceLocation: SourceLocation = #_sourceLocation) {
            fake.checkConsistency()
            #expect(fake.violations == [], sourceLocation: sourceLocation)
        }
    }

    // MARK: - Empty state

    @Test func theEmptyStateShowsWhenNoRowShowsAndGoesWhenOneDoes() {
        let screen = Screen()
        var composed = 0
        screen.core.emptyState = EmptyState(title: "No Messages", action: EmptyState.Action("Compose") { composed += 1 })
        #expect(screen.core.emptyContent == nil)
        #expect(!screen.core.performEmptyStateAction(), "no empty state shows: its button cannot run")
        screen.core.change { $0.setSection(screen.today, hidden: true) }
        #expect(screen.core.emptyContent == nil, "Bills still shows")
        screen.core.change { $0.setCell(screen.bills, hidden: true) }
        expectEqual(screen.core.emptyContent?.emptyState?.title, "No Messages", "hidden sections and cells: nothing shows")
        #expect(screen.core.performEmptyStateAction() && composed == 1)
        screen.core.change { $0.setCell(screen.bills, hidden: false) }
        #expect(screen.core.emptyContent == nil)
        screen.core.change { $0.removeSection(screen.earlier) }
        screen.core.change { $0.setSection(screen.today, hidden: false) }
        screen.core.change { $0.removeCell(screen.mail) }
        screen.core.change { $0.removeCell(screen.news) }
        #expect(screen.core.emptyContent?.emptyState != nil, "a section with a header but no rows is empty")
        screen.core.reset()
        #expect(screen.core.emptyContent?.emptyState != nil, "a reset table is empty")
        screen.expectNoViolations()
    }

    @Test func aCollapsedSectionIsNotEmptyItsHeaderOpensIt() {
        let screen = Screen()
        screen.core.emptyState = EmptyState(title: "No Messages")
        screen.core.change { $0.setSection(screen.today, hidden: true) }
        screen.core.setSection(screen.earlier, collapsed: true)
        expectEqual(screen.shownKeys, [[]])
        #expect(screen.core.emptyContent == nil)
        screen.core.change { $0.setSection(screen.earlier, hidden: true) }
        #expect(screen.core.emptyContent?.emptyState != nil, "a hidden collapsed section shows nothing")
        screen.expectNoViolations()
    }

    @Test func aSearchThatFindsNothingSaysSoInsteadOfTheEmptyState() {
        let screen = Screen()
        screen.core.emptyState = EmptyState(title: "No Messages", action: EmptyState.Action("Compose") {})
        screen.core.search = TableSearch { [unowned screen] query in
            screen.core.performBatch {
                for section in [screen.today!, screen.earlier!] {
                    screen.core.change { $0.setCells(in: section) { !SearchText.matches($0.key, query: query) } }
                }
            }
        }
        screen.core.searchTextDidChange("zzz")
        expectEqual(screen.core.emptyContent?.noResultsMessage, "No results for “zzz”")
        #expect(!screen.core.performEmptyStateAction(), "no button under a search's message")
        screen.core.searchTextDidChange("ne")
        #expect(screen.core.emptyContent == nil && screen.shownKeys == [["News"], []])
        screen.core.search?.cancel()
        screen.core.change { $0.removeSection(screen.today) }
        screen.core.change { $0.removeSection(screen.earlier) }
        expectEqual(screen.core.emptyContent?.emptyState?.title, "No Messages", "no query: the screen's own empty state")
        screen.expectNoViolations()
    }

    // MARK: - Refresh

    @Test func aPullRefreshesOnceAndTheControlEndsWhenTheActionReturns() async {
        let screen = Screen()
        let gate = Gate()
        var calls = 0
        screen.core.refreshAction = {
            calls += 1
            await gate.wait()
        }
        screen.fake.step = 1
        screen.fake.pullToRefresh()
        await settle { calls == 1 }
        #expect(screen.core.isRefreshing && calls == 1)
        screen.fake.step = 2
        screen.fake.pullToRefresh()  // a second pull while one runs
        #expect(!screen.core.beginRefresh(), "a refresh from code too")
        await settle()
        expectEqual(calls, 1, "ignored")
        screen.expectNoViolations()
        screen.fake.step = 3
        gate.open()
        await settle { !screen.core.isRefreshing }
        #expect(!screen.core.isRefreshing)
        expectEqual(screen.fake.refreshEvents.map(\.step), [1, 1, 2, 3])
        expectEqual(screen.fake.refreshEvents.map(\.isRefreshing), [true, true, true, false], "pull, begin, pull, end")
        screen.expectNoViolations()
    }

    @Test func aRefreshFromCodeBeginsTheControlAndAPullWithoutActionStopsIt() async {
        let screen = Screen()
        screen.fake.pullToRefresh()
        #expect(!screen.fake.isRefreshControlSpinning, "no action: the control stops at once")
        screen.core.refreshAction = {}
        #expect(screen.core.beginRefresh())
        #expect(screen.fake.isRefreshControlSpinning)
        await settle { !screen.core.isRefreshing }
        #expect(!screen.fake.isRefreshControlSpinning && !screen.core.isRefreshing)
        expectEqual(screen.fake.refreshEvents.map(\.isRefreshing), [true, false, true, false])
        screen.expectNoViolations()
    }

    @Test func anErrorShowsAsAnAlertAndACancellationDoesNot() async {
        let screen = Screen()
        screen.core.refreshAction = { throw RefreshFailure() }
        screen.fake.pullToRefresh()
        await settle { screen.fake.presentedAlert != nil }
        #expect(!screen.core.isRefreshing)
        expectEqual(screen.fake.presentedAlert?.title, "Couldn’t Refresh")
        expectEqual(screen.fake.presentedAlert?.message, "The server did not answer.")
        expectEqual(screen.fake.presentedAlert?.actions.map(\.title), ["OK"])
        screen.fake.tapAlertAction(at: 0)
        screen.core.refreshAction = { throw CancellationError() }
        screen.fake.pullToRefresh()
        await settle()
        expectEqual(screen.fake.presentedAlerts.count, 1, "a cancellation is not an error to show")
        screen.expectNoViolations()
    }

    @Test func leavingCancelsTheRefreshWhichStillEndsWhenItsActionReturns() async {
        let screen = Screen()
        let gate = Gate()
        var sawCancellation = false
        screen.core.refreshAction = {
            await gate.wait()
            sawCancellation = Task.isCancelled
            throw CancellationError()
        }
        screen.fake.pullToRefresh()
        await settle()
        screen.core.viewDidLeave()
        #expect(screen.core.isRefreshing && screen.fake.isRefreshControlSpinning, "it runs until its action returns")
        #expect(!screen.core.beginRefresh(), "no refresh after leaving")
        gate.open()
        await settle { !screen.core.isRefreshing }
        #expect(sawCancellation)
        #expect(!screen.core.isRefreshing && !screen.fake.isRefreshControlSpinning)
        #expect(screen.fake.presentedAlerts.isEmpty)
        screen.expectNoViolations()
    }

    @Test func aRefreshingScreenIsReleasedOnceItsActionReturns() async {
        weak var weakCore: TableController<Row, Never>?
        let gate = Gate()
        do {
            let screen = Screen()
            weakCore = screen.core
            screen.core.refreshAction = { await gate.wait() }
            screen.fake.pullToRefresh()
            await settle()
            screen.core.viewDidLeave()
        }
        #expect(weakCore == nil, "the running task does not keep the screen")
        gate.open()
        await settle()
    }

    // MARK: - Collapsible sections

    @Test func collapsingHidesTheRowsAsOneBatchAndKeepsTheHeaderAndTheCells() {
        let screen = Screen()
        let batches = screen.fake.batchCount
        screen.core.setSection(screen.today, collapsed: true)
        expectEqual(screen.fake.batchCount, batches + 1)
        expectEqual(screen.shownKeys, [[], ["Bills"]])
        expectEqual(screen.core.composition.header(inSection: 0)?.title, "Today")
        #expect(screen.core.composition.isCollapsed(screen.today))
        #expect(!screen.core.composition.isHidden(screen.mail), "the cell's own flag")
        screen.core.setSection(screen.today, collapsed: false)
        expectEqual(screen.shownKeys, [["Mail", "News"], ["Bills"]])
        #expect(screen.core.composition.cells(inSection: 0)[0] === screen.mail, "the same live cells")
        screen.core.setSection(screen.today, collapsed: false)
        expectEqual(screen.fake.batchCount, batches + 2, "no change, no batch")
        screen.expectNoViolations()
    }

    @Test func cellsChangedWhileCollapsedShowAsTheyShouldOnExpanding() {
        let screen = Screen()
        let draft = Row("Draft")
        let memo = Row("Memo")
        screen.core.change { $0.setCell(screen.news, hidden: true) }
        screen.core.setSection(screen.today, collapsed: true)
        screen.core.change { $0.setCell(screen.news, hidden: false) }
        screen.core.change { $0.setCell(screen.mail, hidden: true) }
        screen.core.change { $0.insertCell(draft, after: screen.news) }
        screen.core.change { $0.appendCell(memo, to: screen.today) }
        screen.core.change { $0.setCell(memo, hidden: true) }
        expectEqual(screen.shownKeys, [[], ["Bills"]], "nothing shows while collapsed")
        #expect(screen.core.composition.isHidden(screen.mail) && !screen.core.composition.isHidden(draft))
        screen.core.performBatch {
            screen.core.change { $0.removeCell(screen.news) }
            screen.core.setSection(screen.today, collapsed: false)
        }
        expectEqual(screen.shownKeys, [["Draft"], ["Bills"]])
        screen.expectNoViolations()
    }

    @Test func theHeaderCollapsesThenRunsItsActionAndShowsItsIndicator() {
        let screen = Screen()
        var tapped: [SectionID] = []
        #expect(!screen.core.canSelectHeader(inSection: 1) && screen.core.headerIndicator(inSection: 1) == nil)
        screen.core.setSection(screen.earlier, collapsible: true)
        screen.core.setHeaderAction({ tapped.append($0) }, for: screen.today)
        #expect(screen.core.canSelectHeader(inSection: 0) && screen.core.canSelectHeader(inSection: 1))
        expectEqual(screen.core.headerIndicator(inSection: 1), .expanded)
        screen.core.didSelectHeader(inSection: 1)
        #expect(screen.shownKeys == [["Mail", "News"], []] && screen.core.headerIndicator(inSection: 1) == .collapsed)
        screen.core.didSelectHeader(inSection: 0)
        #expect(tapped == [screen.today] && screen.shownKeys[0] == ["Mail", "News"], "an action only: nothing collapses")
        screen.core.didSelectHeader(inSection: 1)
        expectEqual(screen.shownKeys, [["Mail", "News"], ["Bills"]])
        screen.core.didSelectHeader(inSection: 1)
        screen.core.setSection(screen.earlier, collapsible: false)
        expectEqual(screen.shownKeys, [["Mail", "News"], ["Bills"]], "no longer collapsible: expanded")
        #expect(!screen.core.canSelectHeader(inSection: 1))
        screen.expectNoViolations()
    }

    // MARK: - Section index and table header

    @Test func theSectionIndexListsEachInitialOnceAndLeadsToItsFirstSection() {
        let core = TableController<Row, Never>()
        core.viewDidLoad()
        for header in ["apples", "Avocados", "Bananas", " cherries"] { core.change { $0.addSection(header: .title(header)) } }
        core.change { $0.addSection() }
        expectEqual(core.sectionIndexTitles, nil, "off unless asked for")
        core.showsSectionIndex = true
        expectEqual(core.sectionIndexTitles, ["A", "B", "C"])
        #expect(core.section(forSectionIndexTitle: "A") == 0 && core.section(forSectionIndexTitle: "C") == 3)
        expectEqual(core.section(forSectionIndexTitle: "Z"), nil)
    }

    @Test func aZoomHeaderGrowsUpwardsByThePullAndNeverShrinks() {
        expectEqual(
            TableHeader.stretchedFrame(width: 390, height: 160, pullDistance: 40), LayoutRect(x: 0, y: -40, width: 390, height: 200))
        expectEqual(TableHeader.stretchedFrame(width: 390, height: 160, pullDistance: -30), LayoutRect(x: 0, y: 0, width: 390, height: 160))
    }

    // MARK: - Misuse

    @Test func collapsingALazySectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, Never>()
            composition.addSection(count: 3) { Item($0) }
            composition.setSection(composition.lastSection!, collapsed: true)
        }
        expectMisuse(
            result,
            "ComposedTable: setSection(_:collapsed:) was given section#0, a lazy section made by addSection(header:footer:count:cell:): its rows are shown with setVisibleRows(_:in:)"
        )
    }

    @Test func anEmptyStateWithoutATitleTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = EmptyState(title: "")
        }
        expectMisuse(result, "ComposedTable: EmptyState(title:…) was given an empty title")
    }

    @Test func anEmptyStateButtonWithoutATitleIsNoButton() {
        let screen = Screen()
        var state = EmptyState(title: "No Messages", action: EmptyState.Action("") { Issue.record("no button to choose") })
        #expect(state.action == nil, "a label from data that is empty: no button")
        screen.core.emptyState = state
        screen.core.reset()
        expectEqual(screen.core.emptyContent?.emptyState?.title, "No Messages")
        #expect(!screen.core.performEmptyStateAction())
        state.action = EmptyState.Action("Compose") {}
        expectEqual(state.action?.title, "Compose")
        state.action?.title = ""
        #expect(state.action == nil, "emptied later: no button either")
    }

    @Test func aTableHeaderWithoutHeightTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TableHeader(title: "Inbox", height: 0)
        }
        expectMisuse(result, "ComposedTable: TableHeader(title:…) was given a height of 0.0 points; it must be finite and greater than 0.")
    }
}
