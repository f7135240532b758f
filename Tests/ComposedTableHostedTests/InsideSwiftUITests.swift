import ComposedTable
import SwiftUI
import UIKit
import XCTest

/// A screen pushed in SwiftUI's `NavigationStack` (a UIKit navigation controller whose entries
/// are hosting controllers), in the host app's key window: what the navigation bar shows of it.
@MainActor
final class InsideSwiftUITests: XCTestCase {
    /// Shows a screen pushed on a SwiftUI navigation stack; returns the window and the stack's
    /// entry that holds the screen (its hosting controller).
    private func showPushed(_ controller: ComposedTableViewController) throws -> (KeyWindow, UINavigationController, UIViewController) {
        let window = try KeyWindow(showing: UIHostingController(rootView: PushedForm(controller: controller)))
        window.wait { controller.viewIfLoaded?.window != nil }
        let navigation = try XCTUnwrap(controller.navigationController, "the NavigationStack gave the screen no navigation controller")
        let entry = try XCTUnwrap(navigation.topViewController, "the stack has no top")
        XCTAssertFalse(entry === controller, "SwiftUI put the screen itself on the stack, not its hosting controller")
        return (window, navigation, entry)
    }

    /// With unsaved changes, the entry's item — the one the navigation bar shows — has the
    /// screen's search controller, its Done button and a back button that asks; they stay after
    /// SwiftUI updates its views.
    func testAScreenWithUnsavedChangesInANavigationStackShowsItsSearchBarButtonAndAskingBackButton() throws {
        let controller = ComposedTableViewController(title: "Contacts")
        controller.search = TableSearch { _ in }
        controller.addCell(ActiveCell(key: "Ann"))
        let done = UIBarButtonItem(systemItem: .done)
        controller.navigationItem.rightBarButtonItem = done
        let (window, navigation, entry) = try showPushed(controller)
        defer { window.close() }
        controller.hasUnsavedChanges = true
        window.spin(0.2)  // SwiftUI's own updates of its hosting controller's item run meanwhile
        let shown = entry.navigationItem
        XCTAssertTrue(navigation.navigationBar.topItem === shown, "the navigation bar does not show the entry's item")
        XCTAssertNotNil(shown.searchController, "the navigation bar shows no search controller for the screen's search")
        XCTAssertTrue(
            shown.searchController === controller.navigationItem.searchController, "the search controller shown is not the screen's")
        XCTAssertTrue(shown.rightBarButtonItems?.contains(done) == true, "the navigation bar does not show the screen's Done button")
        XCTAssertNotNil(shown.backAction, "the back button leaves without asking about unsaved changes")
        XCTAssertEqual(navigation.interactivePopGestureRecognizer?.isEnabled, false, "a swipe leaves without asking")
    }

    /// A screen pushed while a search inside SwiftUI is active covers the search: the search is
    /// presented in the context of the stack's entry (UIKit walks up from the entry that shows
    /// the search controller, never down to the screen inside it), so the push takes it along.
    func testAPushFromAnActiveSearchInsideSwiftUICoversTheSearch() throws {
        let controller = ComposedTableViewController(title: "Contacts")
        controller.search = TableSearch { _ in }
        controller.addCell(ActiveCell(key: "Ann"))
        let (window, navigation, entry) = try showPushed(controller)
        defer { window.close() }
        let search = try XCTUnwrap(entry.navigationItem.searchController, "the entry shows no search controller")
        search.isActive = true
        XCTAssertTrue(window.wait { search.presentingViewController != nil }, "the search did not become active")
        XCTAssertTrue(
            search.presentingViewController === entry,
            "the active search is presented by \(String(describing: search.presentingViewController)), not by the stack's entry: "
                + "a screen pushed from a result shows under the search")
        let next = ComposedTableViewController(title: "Ann")
        next.addCell(ActiveCell(key: "Phone"))
        navigation.pushViewController(next, animated: false)
        XCTAssertTrue(window.wait { next.viewIfLoaded?.window != nil }, "the pushed screen never appeared")
        let centre = CGPoint(x: window.window.bounds.midX, y: window.window.bounds.midY)
        let hit = try XCTUnwrap(window.window.hitTest(centre, with: nil), "nothing is at the centre of the window")
        XCTAssertTrue(hit.isDescendant(of: next.view), "the centre of the window is \(hit), not the pushed screen: the search covers it")
    }
}
