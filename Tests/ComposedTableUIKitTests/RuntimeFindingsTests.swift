#if canImport(UIKit)
import Combine
import ComposedTable
import SwiftUI
// The iOS 17 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses to
// read; `@preconcurrency` (limited to this file) accepts them.
@preconcurrency import UIKit
import XCTest

/// UIKit at run time: each test shows what UIKit did wrong before its fix, on a real
/// table in a window (simulator only).
@MainActor
final class RuntimeFindingsTests: XCTestCase {
    // MARK: - Refresh

    /// A refresh started from code, with the table at its top, scrolls the control into view.
    func testARefreshFromCodeShowsItsControl() throws {
        let controller = ComposedTableViewController(title: "Refresh")
        controller.refreshAction = { try await Task.sleep(nanoseconds: 3_000_000_000) }
        for index in 0..<30 { controller.addCell(ActiveCell(key: "Row \(index)")) }
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        let restingTop = -tableView.adjustedContentInset.top
        XCTAssertTrue(abs(tableView.contentOffset.y - restingTop) < 1, "the table does not rest at its top before the refresh")
        XCTAssertTrue(controller.refresh(), "the refresh did not start")
        table.spin(0.6)
        let control = try XCTUnwrap(tableView.refreshControl, "the screen with a refresh action has no refresh control")
        XCTAssertTrue(control.isRefreshing, "the refresh control does not spin")
        XCTAssertTrue(
            tableView.contentOffset.y <= restingTop - control.frame.height + 1,
            "the offset is \(tableView.contentOffset.y), the control (\(control.frame.height) pt) is hidden above the content at \(restingTop)"
        )
    }

    /// A refresh started in `compose()` — before the screen has a window or a refresh control —
    /// shows its spinning control once the screen appears (it spun hidden above the content).
    func testARefreshStartedInComposeShowsItsControlWhenTheScreenAppears() throws {
        final class Inbox: ComposedTableViewController {
            override func compose() {
                refreshAction = { try await Task.sleep(nanoseconds: 3_000_000_000) }
                for index in 0..<30 { addCell(ActiveCell(key: "Message \(index)")) }
                _ = refresh()
            }
        }
        let controller = Inbox(title: "Inbox")
        let table = RealTable(controller)
        defer { table.close() }
        table.spin(0.6)
        let tableView = try XCTUnwrap(controller.tableView)
        let control = try XCTUnwrap(tableView.refreshControl, "the screen with a refresh action has no refresh control")
        XCTAssertTrue(controller.isRefreshing, "the refresh did not start")
        XCTAssertTrue(control.isRefreshing, "the refresh control does not spin")
        XCTAssertTrue(
            tableView.bounds.intersects(control.frame) && tableView.contentOffset.y < -tableView.safeAreaInsets.top,
            "the control spins hidden: offset \(tableView.contentOffset.y), control at \(control.frame)")
    }

    /// The zoom header's opaque background stretches into the gap a pull opens: the control
    /// draws in front of it.
    func testTheRefreshControlDrawsInFrontOfTheZoomHeader() throws {
        let controller = ComposedTableViewController(title: "Inbox")
        controller.tableHeader = TableHeader(title: "Inbox", systemImage: "tray")
        controller.refreshAction = {}
        controller.addCell(ActiveCell(key: "Row"))
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        let control = try XCTUnwrap(tableView.refreshControl, "the screen with a refresh action has no refresh control")
        let header = try XCTUnwrap(tableView.tableHeaderView, "the screen with a table header shows none")
        let drawsInFront =
            control.layer.zPosition > header.layer.zPosition
            || (control.layer.zPosition == header.layer.zPosition
                && (tableView.subviews.firstIndex(of: control) ?? 0) > (tableView.subviews.firstIndex(of: header) ?? 0))
        XCTAssertTrue(drawsInFront, "the zoom header draws over the refresh control")
    }

    // MARK: - Heights

    /// A fraction row keeps its height when a large title collapses as the table scrolls.
    func testAFractionRowKeepsItsHeightWhenTheLargeTitleCollapses() throws {
        let controller = ComposedTableViewController(title: "Heights")
        controller.navigationItem.largeTitleDisplayMode = .always
        let half = controller.addCell(ActiveCell(key: "Half"))
        half.height = .fraction(0.5)
        for index in 0..<40 { controller.addCell(ActiveCell(key: "Row \(index)")) }
        let table = RealTable(controller)
        defer { table.close() }
        table.navigationController.navigationBar.prefersLargeTitles = true
        table.settle()
        let tableView = try XCTUnwrap(controller.tableView)
        tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: false)
        table.settle()
        controller.scrollViewDidEndDecelerating(tableView)
        table.settle()
        let expandedInset = tableView.safeAreaInsets.top
        let before = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        tableView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        table.settle()
        controller.scrollViewDidEndDecelerating(tableView)
        table.settle()
        guard tableView.safeAreaInsets.top < expandedInset - 20 else {
            XCTFail("the large title did not collapse (top inset \(expandedInset) → \(tableView.safeAreaInsets.top)): nothing was checked")
            return
        }
        let after = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        XCTAssertTrue(abs(after - before) < 1, "the half-screen row went from \(before) to \(after) pt when the large title collapsed")
    }

    /// Rows of a known height are estimated at it: the content size is right before they show.
    func testRowsOfAFixedHeightAreEstimatedAtIt() throws {
        let controller = ComposedTableViewController(title: "Estimates")
        for index in 0..<40 { controller.addCell(ActiveCell(key: "Row \(index)")).height = .fixed(200) }
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        XCTAssertTrue(
            tableView.contentSize.height >= 40 * 200,
            "the content is \(tableView.contentSize.height) pt high for 40 rows of 200 pt: rows not shown yet were estimated at UIKit's default"
        )
        let estimate = controller.tableView(tableView, estimatedHeightForRowAt: IndexPath(row: 39, section: 0))
        XCTAssertEqual(estimate, 200, "a row of a fixed 200 pt height is estimated at \(estimate)")
    }

    /// A SwiftUI row whose content grows has its new height after a run-loop turn (one
    /// mechanism resizes it: UIKit's self-sizing invalidation).
    func testASwiftUIRowThatGrowsGetsItsNewHeight() throws {
        let model = GrowingModel()
        let controller = ComposedTableViewController(title: "SwiftUI")
        controller.addCell(HostingCell(key: "Lines") { GrowingLines(model: model) })
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(tableView.selfSizingInvalidation, .enabled, "the table does not resize self-sizing cells that invalidate their size")
        let before = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        model.lines = 6
        table.spin(0.05)
        table.settle()
        let after = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        XCTAssertGreaterThan(after, before + 40, "the SwiftUI row grew from one line to six, its height went from \(before) to \(after) pt")
    }

    // MARK: - Accessibility and direction

    /// A collapsible header is one element: the title, Collapsed / Expanded, a header button.
    func testACollapsibleHeaderIsOneAccessibilityElementWithItsState() throws {
        let controller = ComposedTableViewController(title: "Sections")
        let section = controller.addSection(header: "Details")
        controller.addCell(ActiveCell(key: "Row"))
        controller.setSection(section, collapsible: true)
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        var header = try XCTUnwrap(tableView.headerView(forSection: 0), "the section shows no header")
        XCTAssertTrue(header.isAccessibilityElement, "VoiceOver focuses the title inside the header, not the header with its state")
        XCTAssertEqual(header.accessibilityLabel, "Details", "the header's element is not named by its title")
        XCTAssertEqual(header.accessibilityValue, "Expanded", "an expanded section's header does not say so")
        XCTAssertTrue(header.accessibilityTraits.contains(.header), "the header's element is not a header")
        XCTAssertTrue(header.accessibilityTraits.contains(.button), "a header that collapses its section is not a button")
        controller.setSection(section, collapsed: true)
        table.settle()
        header = try XCTUnwrap(tableView.headerView(forSection: 0), "the collapsed section shows no header")
        XCTAssertEqual(header.accessibilityValue, "Collapsed", "a collapsed section's header does not say so")
    }

    /// Zoom header: at an accessibility text size it is taller than its 160 pt resting height.
    func testTheZoomHeaderGrowsWithTheTextSize() throws {
        let controller = ComposedTableViewController(title: "Inbox")
        controller.tableHeader = TableHeader(title: "Inbox", subtitle: "3 unread", systemImage: "tray")
        controller.addCell(ActiveCell(key: "Row"))
        let table = RealTable(controller)
        defer { table.close() }
        table.navigationController.setOverrideTraitCollection(
            UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge), forChild: controller)
        table.settle()
        let header = try XCTUnwrap(controller.tableView.tableHeaderView, "the screen with a table header shows none")
        XCTAssertGreaterThan(header.frame.height, 160, "the zoom header stays 160 pt high at the largest text size: its title is clipped")
    }

    /// Swipe action tints stay dynamic: asked as UIKit asks (the table's delegate) in a dark
    /// window, the action's colour is dark mode's indigo in the table's traits. (The demo's UI
    /// test swipes a real row in dark mode and reads the colour on screen.)
    func testASwipeActionTintFollowsDarkMode() throws {
        let controller = ComposedTableViewController(title: "Mail")
        let row = controller.addCell(ActiveCell(key: "Message"))
        row.trailingSwipeActions = [SwipeAction("Archive", tint: .indigo) { _ in }]
        let table = RealTable(controller)
        defer { table.close() }
        table.window.overrideUserInterfaceStyle = .dark
        table.settle()
        let tableView = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(tableView.traitCollection.userInterfaceStyle, .dark, "the table is not in dark mode")
        let delegate = try XCTUnwrap(tableView.delegate, "the table has no delegate")
        let configuration = try XCTUnwrap(
            delegate.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)),
            "the row with a swipe action has no swipe configuration")
        let colour = try XCTUnwrap(configuration.actions.first?.backgroundColor, "the swipe action has no colour")
        let dark = tableView.traitCollection
        let light = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertNotEqual(
            colour.resolvedColor(with: dark), colour.resolvedColor(with: light),
            "the indigo tint resolves to the same colour in light and dark mode: it was frozen")
        XCTAssertEqual(
            colour.resolvedColor(with: dark), UIColor.systemIndigo.resolvedColor(with: dark),
            "the tint is not the system indigo in dark mode")
    }

    // MARK: - Inside a container

    /// In a plain container, the mirrored items go when the screen leaves it; the container's own
    /// items stay.
    func testAScreenLeavingAContainerTakesItsItemsBack() throws {
        let controller = ComposedTableViewController(title: "Child")
        let done = UIBarButtonItem(systemItem: .done)
        controller.navigationItem.rightBarButtonItem = done
        let container = UIViewController()
        let own = UIBarButtonItem(systemItem: .add)
        container.navigationItem.leftBarButtonItem = own
        container.addChild(controller)
        container.view.addSubview(controller.view)
        controller.didMove(toParent: container)
        XCTAssertTrue(container.navigationItem.rightBarButtonItem === done, "the container's item does not show the screen's Done button")
        XCTAssertEqual(container.navigationItem.title, "Child", "the container's item does not show the screen's title")
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
        XCTAssertNil(container.navigationItem.rightBarButtonItem, "the screen's Done button stayed in the container's item after it left")
        XCTAssertTrue(container.navigationItem.leftBarButtonItem === own, "the container lost its own bar button")
    }
}

/// The model of a SwiftUI row that grows.
@MainActor
private final class GrowingModel: ObservableObject {
    @Published var lines = 1
}

/// As many lines of text as the model says.
private struct GrowingLines: View {
    @ObservedObject var model: GrowingModel

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<model.lines, id: \.self) { Text("Line \($0 + 1)") }
        }
    }
}
#endif
