#if canImport(UIKit)
import ComposedTable
import ComposedTableCore
import ComposedTableDemoScreens
import UIKit
import XCTest

/// The demo's screens on a real `UITableView`: each opens from the menu, as a tap on its row
/// does, and shows exactly its model, with no blank row.
@MainActor
final class DemoScreensOnARealTableTests: XCTestCase {
    func testEveryDemoScreenOpensFromTheMenuAndShowsItsModel() throws {
        let menu = DemoMenuViewController()
        let table = RealTable(menu)
        defer { table.close() }
        table.checkShowsModel("the menu")
        let menuTable = try XCTUnwrap(menu.tableView)
        let rows = menuTable.numberOfRows(inSection: 0)
        XCTAssertGreaterThan(rows, 7, "the menu lists the demo's screens")
        for row in 0..<rows {
            let indexPath = IndexPath(row: row, section: 0)
            let name = (menu.tableView(menuTable, cellForRowAt: indexPath) as? ActiveCell)?.key ?? "row \(row)"
            // What UIKit does on a tap: select, then tell the delegate.
            menuTable.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            menu.tableView(menuTable, didSelectRowAt: indexPath)
            table.settle()
            let screen = try XCTUnwrap(table.top as? ComposedTableViewController, "\(name): the tap pushed no screen")
            XCTAssertFalse(screen === menu, "\(name): the tap pushed no screen")
            table.checkShowsModel(of: screen, "\(name), just opened")
            table.navigationController.popViewController(animated: true)
            table.settle()
            XCTAssertTrue(table.top === menu, "\(name): the pop did not return to the menu")
            XCTAssertNil(menuTable.indexPathForSelectedRow, "\(name): the menu's row stayed selected after the return")
        }
    }

    /// The menu's footer speaks to an iPhone, not of "this terminal" (the terminal's words are
    /// checked by DemoFlowTests).
    func testTheMenusFooterSpeaksToTheIOSUser() throws {
        let menu = DemoMenuViewController()
        let table = RealTable(menu)
        defer { table.close() }
        guard case .title(let footer)? = menu.core.composition.footer(inSection: 0) else {
            return XCTFail("the menu's section has no footer text")
        }
        XCTAssertFalse(footer.contains("this terminal"), "on iOS the menu's footer speaks of \"this terminal\": \(footer)")
        XCTAssertTrue(footer.contains("terminal"), "the footer tells that the screens run in a terminal too: \(footer)")
    }
}
#endif
