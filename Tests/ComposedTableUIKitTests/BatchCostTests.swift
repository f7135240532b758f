#if canImport(UIKit)
import ComposedTable
import ComposedTableCore
import QuartzCore
import UIKit
import XCTest

/// Where one animated batch costs more than a frame: the figure behind the package's reload
/// threshold (`TableController.largestAnimatedChange`, 100). A plain `UITableView` of 5,000 rows
/// in a window deletes *n* rows in one `performBatchUpdates` (UIKit sets up each row's animation
/// on the main thread before the first frame) and, as the alternative, reloads; the main-thread
/// time of each, up to the end of the layout that follows, is logged. The log is the measurement
/// (a simulator run prints it); the assertions hold on any machine.
@MainActor
final class BatchCostTests: XCTestCase {
    /// A table whose rows are numbers, with the cells of a plain list.
    private final class NumbersController: UITableViewController {
        var rows = Array(0..<5_000)

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(rows[indexPath.row])"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// The main-thread time of one change and the layout after it, in milliseconds.
    private func cost(deleting count: Int, animated: Bool) -> Double {
        let controller = NumbersController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        RealTable.show(window)
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        controller.tableView.layoutIfNeeded()
        // Every other row from the top: rows on screen and off it go, as a search's narrowing does.
        let deleted = (0..<count).map { IndexPath(row: $0 * 2, section: 0) }
        let start = CACurrentMediaTime()
        controller.rows = controller.rows.enumerated().filter { !($0.offset.isMultiple(of: 2) && $0.offset < count * 2) }.map(\.element)
        if animated {
            controller.tableView.performBatchUpdates { controller.tableView.deleteRows(at: deleted, with: .automatic) }
        } else {
            controller.tableView.reloadData()
        }
        controller.tableView.layoutIfNeeded()
        return (CACurrentMediaTime() - start) * 1_000
    }

    func testOneBatchCostsMoreThanAReloadForLargeChanges() {
        var lines: [String] = []
        var batchAt1600 = 0.0
        var reloadAt1600 = 0.0
        for count in [25, 50, 100, 200, 400, 1_600] {
            let batch = (0..<3).map { _ in cost(deleting: count, animated: true) }.min() ?? 0
            let reload = (0..<3).map { _ in cost(deleting: count, animated: false) }.min() ?? 0
            lines.append(
                "\(count) deletions: one animated batch \(String(format: "%.2f", batch)) ms, a reload \(String(format: "%.2f", reload)) ms")
            if count == 1_600 {
                batchAt1600 = batch
                reloadAt1600 = reload
            }
        }
        print("ComposedTable reload threshold (largestAnimatedChange = 100), best of 3 on this machine:\n" + lines.joined(separator: "\n"))
        add(XCTAttachment(string: lines.joined(separator: "\n")))
        XCTAssertGreaterThan(batchAt1600, reloadAt1600, "animating 1,600 deleted rows should cost more than a reload")
    }
}
#endif
