#if canImport(UIKit)
import ComposedTable
import UIKit
import XCTest

/// A menu row on UIKit: its options open as a `UIMenu` whose current option
/// is an action in the `.on` state, not a title ending in " ✓" (which VoiceOver reads "check
/// mark").
@MainActor
final class MenuRowTests: XCTestCase {
    func testAMenuRowsMenuChecksTheCurrentOptionAsAnActionInTheOnState() throws {
        guard #available(iOS 17.4, *) else { throw XCTSkip("a UIMenu opened from a row needs performPrimaryAction() (iOS 17.4)") }
        let controller = ComposedTableViewController(title: "Menu")
        var changes: [String] = []
        controller.addMenu(
            "Sort by", from: ["Date", "Name", "Size"], selection: "Name", isEnabled: { $0 != "Size" }
        ).onChange { changes.append($0) }
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        let path = IndexPath(row: 0, section: 0)
        let cell = try XCTUnwrap(tableView.cellForRow(at: path) as? ActiveCell, "the menu row is not on screen")
        controller.tableView(tableView, didSelectRowAt: path)
        let button = try XCTUnwrap(
            cell.contentView.subviews.compactMap { $0 as? UIButton }.first { $0.showsMenuAsPrimaryAction },
            "a tap on the menu row opened no UIMenu")
        let actions = try XCTUnwrap(button.menu?.children as? [UIAction], "the menu's children are not actions")
        XCTAssertEqual(actions.map(\.title), ["Date", "Name", "Size"])
        XCTAssertEqual(actions.map(\.state), [.off, .on, .off], "the current option is the action in the .on state")
        XCTAssertEqual(actions.map { $0.attributes.contains(.disabled) }, [false, false, true])
        XCTAssertEqual(button.menu?.options.contains(.singleSelection), true)
        actions[0].performWithSender(nil, target: nil)
        XCTAssertEqual(changes, ["Date"])
        XCTAssertEqual(cell.value, "Date", "the row shows the new choice")
    }
}
#endif
