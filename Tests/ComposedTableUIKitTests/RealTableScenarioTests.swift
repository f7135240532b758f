#if canImport(UIKit)
import ComposedTable
import ComposedTableCore
import UIKit
import XCTest

/// Scenarios the fake table cannot answer, on a real `UITableView` at real animation speed.
@MainActor
final class RealTableScenarioTests: XCTestCase {
    /// Makes a screen of one section of rows "Row 0" … and shows it.
    private func showRows(_ count: Int, movable: Bool = false) -> (RealTable, ComposedTableViewController, [ActiveCell]) {
        let controller = ComposedTableViewController(title: "Rows")
        controller.addSection(header: "Rows")
        let cells = (0..<count).map { index in
            let cell = controller.addCell(ActiveCell(key: "Row \(index)"))
            cell.isMovable = movable
            return cell
        }
        return (RealTable(controller), controller, cells)
    }

    /// The open question: does UIKit blank a live cell that is inserted again while its delete
    /// animation still runs? The cell is removed, 50 ms pass (a delete animation lasts about
    /// 300 ms), and it goes back — at its old place, then at another.
    ///
    /// The surface reloads when a batch's end finds a row on screen whose live cell left the
    /// table (``UIKitDiagnostics/detachedRowsFound`` counts it): the rows must show either way, and
    /// the log says whether UIKit detached the cell — the answer the fake table cannot give.
    func testACellRemovedAndInsertedAgainDuringItsDeleteAnimationIsShown() throws {
        let detachedBefore = UIKitDiagnostics.detachedRowsFound
        defer {
            let detached = UIKitDiagnostics.detachedRowsFound - detachedBefore
            print(
                "ComposedTable: UIKit detached a reinserted live cell \(detached) time(s) in 3 scenarios; the surface reloaded each"
            )
        }
        for (place, delay) in [("its old place", 0.05), ("its old place, at once", 0.0), ("another place", 0.05)] {
            let (table, controller, cells) = showRows(6)
            defer { table.close() }
            let cell = cells[2]
            controller.removeCell(cell)
            if delay > 0 { table.spin(delay) }
            if place == "another place" {
                controller.insertCell(cell, after: cells[4])
            } else {
                controller.insertCell(cell, after: cells[1])
            }
            let message =
                "UIKit blanked a live cell reinserted during its delete animation (\(place), \(Int(delay * 1000)) ms after the delete)"
            table.checkShowsModel(message)
            let tableView = try XCTUnwrap(controller.tableView)
            let path = try XCTUnwrap(controller.core.composition.rowPath(of: cell), "the model lost \(cell.key)")
            let shown = tableView.cellForRow(at: IndexPath(row: path.row, section: path.section))
            XCTAssertTrue(shown === cell, "\(message): row \(path.row) shows \(String(describing: (shown as? ActiveCell)?.key))")
            XCTAssertTrue(cell.isDescendant(of: tableView), "\(message): the cell is not in the table view")
            XCTAssertFalse(cell.isHidden, "\(message): the cell is hidden")
            XCTAssertGreaterThan(cell.alpha, 0, "\(message): the cell is transparent")
            XCTAssertGreaterThan(cell.contentView.bounds.height, 0, "\(message): the cell's content is 0 points high")
        }
    }

    /// A user move, as UIKit makes it when a row is dropped in edit mode: the table already shows
    /// the row at its new place, then the data source hears of it
    /// (`tableView(_:moveRowAt:to:)`, through the table's data source as UIKit calls it), and
    /// `onMoveRow`, on the next main-queue turn, changes the table. No public API starts UIKit's
    /// reorder from a unit test: the demo's UI test drags a real reorder control
    /// (`testDraggingAReorderControlMovesTheRow`).
    func testAUserMoveWhoseOnMoveRowChangesTheTableShowsTheModel() throws {
        let changes: [(String, @MainActor (ComposedTableViewController, ActiveCell, [ActiveCell]) -> Void)] = [
            ("inserts a row after the moved one", { controller, moved, _ in controller.insertCell(ActiveCell(key: "New"), after: moved) }),
            ("removes another row", { controller, _, cells in controller.removeCell(cells[0]) }),
            ("hides the moved row", { controller, moved, _ in controller.setCell(moved, hidden: true) }),
            ("moves the moved row back", { controller, moved, cells in controller.moveCell(moved, after: cells[0]) }),
        ]
        for (name, change) in changes {
            let (table, controller, cells) = showRows(6, movable: true)
            defer { table.close() }
            var moves: [String] = []
            controller.onMoveRow = { cell, from, to in
                moves.append("\(cell.key): \(from.row) → \(to.row)")
                change(controller, cell, cells)
            }
            controller.setEditing(true, animated: false)
            table.settle()
            let tableView = try XCTUnwrap(controller.tableView)
            let from = IndexPath(row: 1, section: 0)
            let to = IndexPath(row: 4, section: 0)
            tableView.moveRow(at: from, to: to)
            let dataSource = try XCTUnwrap(tableView.dataSource, "the table has no data source")
            dataSource.tableView?(tableView, moveRowAt: from, to: to)
            XCTAssertEqual(moves, [], "onMoveRow waits until UIKit committed the move (the next main-queue turn)")
            table.settle()
            XCTAssertEqual(moves, ["Row 1: 1 → 4"], "onMoveRow (which \(name)) heard of the move once")
            table.checkShowsModel("a user move of Row 1 to row 4; onMoveRow \(name)")
            controller.onMoveRow = nil  // the closure holds the controller
        }
    }

    /// A lazy section filtered as a search does, while the previous filter still animates.
    func testALazySectionFilteredTwiceInARowShowsTheModel() {
        let controller = ComposedTableViewController(title: "Lazy")
        let section = controller.addSection(header: "Numbers", count: 1000) { ActiveCell(key: "Number \($0)") }
        let table = RealTable(controller)
        defer { table.close() }
        controller.setVisibleRows(Array(stride(from: 0, to: 1000, by: 3)), in: section)
        table.spin(0.05)
        controller.setVisibleRows([1, 2, 5, 8, 13], in: section)
        table.checkShowsModel("two filters 50 ms apart")
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 5, "the second filter shows 5 rows")
        controller.setVisibleRows(nil, in: section)
        table.checkShowsModel("the filter cleared")
    }
}
#endif
