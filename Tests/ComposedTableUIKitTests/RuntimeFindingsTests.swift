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
    /// A screen of one text field, shown, with the field being edited.
    private func showField(_ field: TextFieldCell) throws -> RealTable {
        let controller = ComposedTableViewController(title: "Field")
        controller.addCell(field)
        let table = RealTable(controller)
        guard table.isKey else {
            table.close()
            throw XCTSkip("text focus needs a key window, which an unhosted test bundle cannot make")
        }
        XCTAssertTrue(field.textField.becomeFirstResponder(), "the text field did not become first responder")
        table.spin(0.1)
        return table
    }

    // MARK: - Undo after a filtered or refused edit

    /// "180 cm" pasted into a decimal field admits "180"; undo then threw an NSRangeException in
    /// `_UITextUndoOperationTyping` (openradar 32508213).
    func testUndoAfterAFilteredPasteLeavesACoherentText() throws {
        let field = TextFieldCell(key: "Height", keyboardType: .decimalPad)
        let table = try showField(field)
        defer { table.close() }
        UIPasteboard.general.string = "180 cm"
        field.textField.paste(nil)
        table.spin(0.1)
        XCTAssertEqual(field.text, "180", "the decimal field did not keep the digits of the pasted text")
        let undoManager = try XCTUnwrap(field.textField.undoManager, "the field being edited has no undo manager")
        XCTAssertFalse(undoManager.canUndo, "the typing history of the rewritten text was kept: its ranges no longer fit")
        undoManager.undo()  // threw an NSRangeException before the fix
        table.spin(0.1)
        XCTAssertTrue(
            ["", "180"].contains(field.text), "after undo the field holds \"\(field.text)\", neither its text before nor after the paste")
    }

    /// A paste `shouldChange` refuses stays out of the field, and undo after it does not throw.
    func testUndoAfterARefusedPasteLeavesTheTextAsItWas() throws {
        let field = TextFieldCell(key: "Name", text: "Ann")
        field.shouldChange = { _, _ in false }
        let table = try showField(field)
        defer { table.close() }
        UIPasteboard.general.string = "a long pasted text"
        field.textField.paste(nil)
        table.spin(0.1)
        XCTAssertEqual(field.text, "Ann", "a paste shouldChange refused changed the text")
        XCTAssertEqual(field.textField.undoManager?.canUndo, false, "the refused paste's undo operation was kept")
        field.textField.undoManager?.undo()
        table.spin(0.1)
        XCTAssertEqual(field.text, "Ann", "undo after a refused paste changed the text")
    }

    /// Typing, a filtered key, then undo: the text is one the field held.
    func testUndoAfterAFilteredKeyLeavesACoherentText() throws {
        let field = TextFieldCell(key: "Count", keyboardType: .numberPad)
        let table = try showField(field)
        defer { table.close() }
        field.textField.insertText("12")
        field.textField.insertText("a3")
        table.spin(0.1)
        XCTAssertEqual(field.text, "123", "the number field did not filter the letter out")
        field.textField.undoManager?.undo()
        table.spin(0.1)
        XCTAssertTrue(["", "12", "123"].contains(field.text), "after undo the field holds \"\(field.text)\", a text it never held")
    }

    // MARK: - Edit observers

    /// Typing, deleting, a paste and an undo on a real text field and text view: the edits handed
    /// to `onEdit` make the text, applied to a copy.
    func testEditObserversKeepACopyOfTheTextOnARealFieldAndTextView() throws {
        let field = TextFieldCell(key: "Name", text: "Ann")
        var fieldCopy = field.text
        field.onEdit = { _, edit in edit.apply(to: &fieldCopy) }
        let table = try showField(field)
        defer { table.close() }
        field.textField.insertText("é 日")
        field.textField.deleteBackward()
        UIPasteboard.general.string = "👍🏽"
        field.textField.paste(nil)
        table.spin(0.1)
        XCTAssertEqual(field.text, "Anné 👍🏽")
        XCTAssertEqual(fieldCopy, field.text, "the field's edits do not make its text")
        field.textField.undoManager?.undo()
        table.spin(0.1)
        XCTAssertEqual(fieldCopy, field.text, "an undo's edit does not make the text")

        let view = TextViewCell(key: "Notes", text: "one\ntwo")
        var viewCopy = view.text
        view.onEdit = { _, edit in edit.apply(to: &viewCopy) }
        field.controller?.addCell(view)
        table.spin(0.1)
        XCTAssertTrue(view.textView.becomeFirstResponder(), "the text view did not become first responder")
        view.textView.selectedRange = NSRange(location: 0, length: 0)
        view.textView.insertText("¡")
        view.textView.selectedRange = NSRange(location: view.textView.text.utf16.count, length: 0)
        view.textView.insertText("\nthree")
        view.textView.deleteBackward()
        table.spin(0.1)
        XCTAssertEqual(view.text, "¡one\ntwo\nthre")
        XCTAssertEqual(viewCopy, view.text, "the text view's edits do not make its text")
    }

    // MARK: - Input accessory bar

    /// The previous / next / done bar is made when the row takes focus, not with the row.
    func testATextFieldMakesItsAccessoryBarWhenItTakesFocus() throws {
        let field = TextFieldCell(key: "Email")
        XCTAssertNil(field.textField.inputAccessoryView, "a text field never edited made its input accessory bar")
        let view = TextViewCell(key: "Notes")
        XCTAssertNil(view.textView.inputAccessoryView, "a text view never edited made its input accessory bar")
        let table = try showField(field)
        defer { table.close() }
        XCTAssertTrue(field.textField.inputAccessoryView is UIToolbar, "the field being edited shows no previous / next / done bar")
    }

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

    /// Swipe action tints stay dynamic: they resolve differently in dark mode.
    func testASwipeActionTintFollowsDarkMode() throws {
        let controller = ComposedTableViewController(title: "Mail")
        let row = controller.addCell(ActiveCell(key: "Message"))
        row.trailingSwipeActions = [SwipeAction("Archive", tint: .indigo) { _ in }]
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        let configuration = try XCTUnwrap(
            controller.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)),
            "the row with a swipe action has no swipe configuration")
        let colour = try XCTUnwrap(configuration.actions.first?.backgroundColor, "the swipe action has no colour")
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertNotEqual(
            colour.resolvedColor(with: dark), colour.resolvedColor(with: light),
            "the indigo tint resolves to the same colour in light and dark mode: it was frozen")
        XCTAssertEqual(
            colour.resolvedColor(with: dark), UIColor.systemIndigo.resolvedColor(with: dark),
            "the tint is not the system indigo in dark mode")
    }

    // MARK: - Inside SwiftUI

    /// In a SwiftUI hosting controller on a navigation stack, the screen's search controller and
    /// bar button reach the item the navigation bar shows.
    func testAScreenInsideSwiftUIShowsItsSearchAndBarButtons() throws {
        let controller = ComposedTableViewController(title: "Contacts")
        controller.search = TableSearch { _ in }
        controller.addCell(ActiveCell(key: "Ann"))
        let done = UIBarButtonItem(systemItem: .done)
        controller.navigationItem.rightBarButtonItem = done
        let hosting = UIHostingController(rootView: ComposedTableView { controller })
        let navigation = UINavigationController(rootViewController: hosting)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        let deadline = Date(timeIntervalSinceNow: 3)
        while controller.parent == nil && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02)) }
        XCTAssertTrue(controller.parent === hosting, "SwiftUI did not make the screen a child of its hosting controller")
        let shown = try XCTUnwrap(navigation.topViewController?.navigationItem, "the navigation stack shows no item")
        XCTAssertNotNil(shown.searchController, "the navigation bar shows no search controller for the screen's search")
        XCTAssertTrue(
            shown.searchController === controller.navigationItem.searchController, "the search controller shown is not the screen's")
        XCTAssertTrue(shown.rightBarButtonItems?.contains(done) == true, "the navigation bar does not show the screen's Done button")
    }

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
