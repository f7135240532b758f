#if canImport(UIKit)
import ComposedTable
import ComposedTableCore
import UIKit
import XCTest

/// A ``ComposedTableViewController`` shown in a real `UIWindow`, in a `UINavigationController`,
/// with what the tests need to wait for its batches and to compare what `UITableView` shows with
/// the controller's model.
///
/// Simulator only: the same checks run on Linux against `UIKitRulesSurface`, a fake table that
/// keeps UIKit's rules; here the table is UIKit's own.
@MainActor
final class RealTable {
    let window: UIWindow
    let navigationController: UINavigationController
    let root: ComposedTableViewController

    /// Shows a controller as the root of a navigation controller in a key, visible window and
    /// waits until it is laid out.
    ///
    /// - Parameters:
    ///   - controller: The screen to show.
    ///   - animationSpeed: How much faster than normal Core Animation runs in the window: the
    ///     random sequences run at 20× so that a few hundred of them take seconds; 1 shows the
    ///     animations at their real length (what "before the animation finished" needs).
    init(_ controller: ComposedTableViewController, animationSpeed: Float = 1) {
        root = controller
        navigationController = UINavigationController(rootViewController: controller)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.layer.speed = animationSpeed
        window.rootViewController = navigationController
        Self.show(window)
        _ = settle()
    }

    /// The application, when the tests run inside one. A SwiftPM test bundle runs unhosted on the
    /// simulator (a library test bundle): there `UIApplication.shared` is not set up and
    /// `makeKeyAndVisible()` is reported to crash (uber/ios-snapshot-test-case's "Library vs
    /// application test bundles"), while a window shown with `isHidden = false` lays out.
    static var hostApplication: UIApplication? {
        let selector = NSSelectorFromString("sharedApplication")
        guard UIApplication.responds(to: selector) else { return nil }
        return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    }

    /// Shows a window: key and visible inside an application, visible otherwise.
    static func show(_ window: UIWindow) {
        if hostApplication != nil {
            window.makeKeyAndVisible()
        } else {
            window.isHidden = false
        }
    }

    /// Takes the window off screen, so that the next test starts with none of this one's views.
    func close() {
        window.isHidden = true
        window.rootViewController = nil
    }

    /// The screen on top of the navigation stack.
    var top: UIViewController? { navigationController.topViewController }

    /// Lets the run loop run for a time: animations advance, queued work runs.
    ///
    /// - Parameter seconds: How long, in wall-clock time.
    func spin(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Runs the run loop until nothing in the window animates any more (every batch, push and pop
    /// finished), or until the time is up.
    ///
    /// - Parameter timeout: The longest wait, in wall-clock time.
    /// - Returns: Whether everything finished in time.
    @discardableResult
    func settle(timeout: TimeInterval = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            spin(0.01)  // at least one turn: the batch's animations are committed at its end
            window.layoutIfNeeded()
            if !isAnimating(window) && navigationController.transitionCoordinator == nil { return true }
        } while Date() < deadline
        return false
    }

    /// Whether a view, or any view inside it, has an animation running.
    private func isAnimating(_ view: UIView) -> Bool {
        if let keys = view.layer.animationKeys(), !keys.isEmpty { return true }
        return view.subviews.contains { isAnimating($0) }
    }

    /// Waits for the batches to finish, then checks that the table shows exactly the model of a
    /// screen: the same counts, the model's live cell on every visible row, and no blank row.
    ///
    /// - Parameters:
    ///   - controller: The screen; the root unless said otherwise.
    ///   - context: What happened before, for the failure messages (a seed and the steps).
    ///   - file: The file of the failure, by default the caller's.
    ///   - line: The line of the failure, by default the caller's.
    /// - Returns: Whether every check passed (a sequence stops at its first failure).
    @discardableResult
    func checkShowsModel(
        of controller: ComposedTableViewController? = nil, _ context: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let controller = controller ?? root
        var failures: [String] = []
        if !settle() { failures.append("the table still animated after 5 seconds") }
        let table = controller.tableView!
        let core = controller.core
        let composition = core.composition
        if table.numberOfSections != core.numberOfSections {
            failures.append("UITableView shows \(table.numberOfSections) sections, the model has \(core.numberOfSections)")
        } else {
            for section in 0..<table.numberOfSections
            where table.numberOfRows(inSection: section) != composition.numberOfRows(inSection: section) {
                failures.append(
                    "section \(section): UITableView shows \(table.numberOfRows(inSection: section)) rows, "
                        + "the model has \(composition.numberOfRows(inSection: section))")
            }
        }
        if failures.isEmpty {
            failures += blankOrWrongRows(in: table, of: controller)
        }
        for failure in failures {
            XCTFail("\(context()): \(failure)", file: file, line: line)
        }
        return failures.isEmpty
    }

    /// What is wrong with the rows the table shows: each visible cell must be the model's live
    /// cell for its row, in the table, not hidden, not transparent and not flat; and every row
    /// inside the table's visible bounds must show a cell (else it is blank).
    private func blankOrWrongRows(in table: UITableView, of controller: ComposedTableViewController) -> [String] {
        var failures: [String] = []
        let composition = controller.core.composition
        for cell in table.visibleCells {
            let name = (cell as? ActiveCell)?.key ?? "\(type(of: cell))"
            guard let indexPath = table.indexPath(for: cell) else {
                failures.append("the visible cell \"\(name)\" has no index path: a cell left over from an animation")
                continue
            }
            let expected = composition.cell(at: RowPath(section: indexPath.section, row: indexPath.row))
            if cell !== expected {
                let expectedName = (expected as? ActiveCell)?.key ?? "\(type(of: expected))"
                failures.append("row \(indexPath) shows \"\(name)\", the model has \"\(expectedName)\" there")
            }
            if cell.superview == nil { failures.append("the cell \"\(name)\" at \(indexPath) is in no view: the row is blank") }
            if cell.isHidden { failures.append("the cell \"\(name)\" at \(indexPath) is hidden: the row is blank") }
            if cell.alpha <= 0 { failures.append("the cell \"\(name)\" at \(indexPath) has alpha \(cell.alpha): the row is blank") }
            if cell.frame.height <= 0 { failures.append("the cell \"\(name)\" at \(indexPath) is 0 points high") }
        }
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let rect = table.rectForRow(at: indexPath)
            guard rect.height > 0, rect.intersects(table.bounds) else { continue }
            if table.cellForRow(at: indexPath) == nil {
                failures.append("row \(indexPath) is on screen but UITableView shows no cell for it: the row is blank")
            }
        }
        return failures
    }
}
#endif
