import ComposedTable
import UIKit
import XCTest

/// A menu row on UIKit: a tap on it — the delegate call UIKit makes — shows a `UIMenu` whose
/// current option is an action in the `.on` state, not a title ending in " ✓" (which VoiceOver
/// reads "check mark"). What is checked is the menu shown: `updateVisibleMenu(_:)` calls its
/// block once per visible menu, and not at all when none shows.
@MainActor
final class MenuRowTests: XCTestCase {
    func testATapOnAMenuRowShowsAMenuCheckingTheCurrentOption() throws {
        guard #available(iOS 17.4, *) else {
            XCTFail("a menu row opens its UIMenu through performPrimaryAction() (iOS 17.4): run on the iOS 18 simulator CI uses")
            return
        }
        let controller = ComposedTableViewController(title: "Menu")
        var changes: [String] = []
        controller.addMenu(
            "Sort by", from: ["Date", "Name", "Size"], selection: "Name", isEnabled: { $0 != "Size" }
        ).onChange { changes.append($0) }
        let window = try KeyWindow(showing: UINavigationController(rootViewController: controller))
        defer { window.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        window.wait { tableView.window != nil && !tableView.visibleCells.isEmpty }
        let path = IndexPath(row: 0, section: 0)
        let cell = try XCTUnwrap(tableView.cellForRow(at: path) as? ActiveCell, "the menu row is not on screen")
        let delegate = try XCTUnwrap(tableView.delegate, "the table has no delegate")
        delegate.tableView?(tableView, didSelectRowAt: path)
        let button = try XCTUnwrap(
            cell.contentView.subviews.compactMap { $0 as? UIButton }.first { $0.showsMenuAsPrimaryAction },
            "a tap on the menu row made no button to open a UIMenu from")
        let interaction = try XCTUnwrap(button.contextMenuInteraction, "the menu button has no context menu interaction")
        var shown: UIMenu?
        let appeared = window.wait {
            interaction.updateVisibleMenu { menu in
                shown = menu
                return menu
            }
            return shown != nil
        }
        XCTAssertTrue(appeared, "a tap on the menu row showed no menu")
        let menu = try XCTUnwrap(shown, "no menu is visible after the tap")
        let actions = try XCTUnwrap(menu.children as? [UIAction], "the menu's children are not actions")
        XCTAssertEqual(actions.map(\.title), ["Date", "Name", "Size"])
        XCTAssertEqual(actions.map(\.state), [.off, .on, .off], "the current option is the action in the .on state")
        XCTAssertEqual(actions.map { $0.attributes.contains(.disabled) }, [false, false, true])
        XCTAssertTrue(menu.options.contains(.singleSelection), "the menu is not a single-selection menu")
        interaction.dismissMenu()
        actions[0].performWithSender(nil, target: nil)
        XCTAssertEqual(changes, ["Date"])
        XCTAssertEqual(cell.value, "Date", "the row shows the new choice")
    }
}
