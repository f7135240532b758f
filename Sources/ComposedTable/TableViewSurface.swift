#if canImport(UIKit)
import UIKit

/// `UITableView` as the controller core's surface: each primitive is a UIKit call or two, and
/// none decides anything.
@MainActor
final class TableViewSurface: TableSurface {
    private unowned let controller: ComposedTableViewController

    init(controller: ComposedTableViewController) {
        self.controller = controller
    }

    private var tableView: UITableView { controller.tableView }

    // MARK: - State

    var isOnScreen: Bool { controller.isViewLoaded && tableView.window != nil }

    /// The table's height without the safe area (bars, home indicator); the keyboard does not
    /// count, so rows keep their height while it shows.
    var visibleHeight: Double {
        guard controller.isViewLoaded else { return 0 }
        let insets = tableView.safeAreaInsets
        return Double(max(0, tableView.bounds.height - insets.top - insets.bottom))
    }

    /// The width of a row: inset grouped sections are inset by the layout margins, other styles
    /// by the safe area.
    var contentWidth: Double {
        guard controller.isViewLoaded else { return 0 }
        let width: CGFloat =
            tableView.style == .insetGrouped
            ? tableView.bounds.width - tableView.layoutMargins.left - tableView.layoutMargins.right
            : tableView.bounds.width - tableView.safeAreaInsets.left - tableView.safeAreaInsets.right
        return Double(max(0, width))
    }

    var coverage: ScreenCoverage {
        // `presentedViewController` covers presentations by this controller or an ancestor; an
        // active search controller is one, but leaves the table on screen.
        if let presented = controller.presentedViewController, !(presented is UISearchController) {
            return .presented
        }
        guard let navigationController = controller.navigationController else { return .none }
        var screen: UIViewController = controller
        while let parent = screen.parent, parent !== navigationController { screen = parent }
        return navigationController.topViewController === screen ? .none : .pushed
    }

    // MARK: - Replaying

    func reloadData() {
        guard controller.isViewLoaded else { return }
        tableView.reloadData()
        controller.updateSearchEmptyState()
    }

    func prepareForUpdate() {
        // A reload or layout still pending would otherwise run at the start of the batch, after
        // the model changed, and count the change twice.
        tableView.layoutIfNeeded()
    }

    func performBatch(_ update: TableUpdate, animation: TableAnimation) {
        let animation = UITableView.RowAnimation(rawValue: animation.rawValue) ?? .automatic
        tableView.performBatchUpdates {
            for section in update.reconfiguredSections {
                // The views on screen are the old section's; the content is the new one's.
                let newIndex = update.sectionIndexAfter(section)
                reconfigure(
                    tableView.headerView(forSection: section), with: controller.composition.header(inSection: newIndex), isFooter: false)
                reconfigure(
                    tableView.footerView(forSection: section), with: controller.composition.footer(inSection: newIndex), isFooter: true)
            }
            if !update.deletedSections.isEmpty { tableView.deleteSections(IndexSet(update.deletedSections), with: animation) }
            if !update.insertedSections.isEmpty { tableView.insertSections(IndexSet(update.insertedSections), with: animation) }
            if !update.deletedRows.isEmpty { tableView.deleteRows(at: update.deletedRows.map(IndexPath.init), with: animation) }
            if !update.insertedRows.isEmpty { tableView.insertRows(at: update.insertedRows.map(IndexPath.init), with: animation) }
            for move in update.movedRows { tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
        }
        controller.updateSearchEmptyState()
    }

    private func reconfigure(_ view: UITableViewHeaderFooterView?, with supplement: SectionSupplement<UIView>?, isFooter: Bool) {
        guard let view = view as? SupplementView, let supplement else { return }
        view.show(supplement, isFooter: isFooter, style: tableView.style)
    }

    // MARK: - Selection and focus

    func deselectRow(at path: RowPath, animated: Bool) {
        let indexPath = IndexPath(path)
        guard animated, let coordinator = controller.transitionCoordinator else {
            tableView.deselectRow(at: indexPath, animated: animated)
            return
        }
        // During a pop, the fade follows the transition, and an interactive pop that is cancelled
        // selects the row again (the core deselects it when the screen really shows).
        coordinator.animate(
            alongsideTransition: { [weak tableView] _ in
                tableView?.deselectRow(at: indexPath, animated: true)
            },
            completion: { [weak tableView] context in
                if context.isCancelled { tableView?.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
            })
    }

    func isRowOnScreen(_ path: RowPath) -> Bool {
        let visible = tableView.bounds.inset(by: tableView.adjustedContentInset)
        return visible.contains(tableView.rectForRow(at: IndexPath(path)))
    }

    func scrollRowOnScreen(_ path: RowPath) {
        // With estimated heights the first scroll can land short; the second starts from rows
        // that are measured.
        for _ in 0..<2 where !isRowOnScreen(path) {
            tableView.scrollToRow(at: IndexPath(path), at: .none, animated: false)
            tableView.layoutIfNeeded()
        }
    }

    func focus(_ cell: UITableViewCell, at path: RowPath) {
        // Every focusable row knows its editor: a text field, a text view, a picker's field.
        (cell as? ActiveCell)?.takeFocus()
    }

    func endEditing() {
        controller.view.endEditing(true)
    }

    // MARK: - Measuring

    func measureHeight(of cell: UITableViewCell, at path: RowPath) -> Double {
        Double(Self.fittingHeight(of: cell, width: CGFloat(contentWidth)))
    }

    func heightOutsideRows() -> Double {
        let width = CGFloat(contentWidth)
        var total = (tableView.tableHeaderView?.frame.height ?? 0) + (tableView.tableFooterView?.frame.height ?? 0)
        let composition = controller.composition
        for section in 0..<composition.numberOfSections {
            total += supplementHeight(composition.header(inSection: section), isFooter: false, width: width)
            total += supplementHeight(composition.footer(inSection: section), isFooter: true, width: width)
        }
        return Double(total)
    }

    /// A header's or footer's height as the table shows it; the spacing a grouped table leaves
    /// where there is none.
    private func supplementHeight(_ supplement: SectionSupplement<UIView>?, isFooter: Bool, width: CGFloat) -> CGFloat {
        switch supplement {
        case nil:
            return tableView.style == .plain ? 0 : Self.groupedSpacing
        case .view(let view):
            // Measured where it is: a live view is never moved out of the header on screen.
            return Self.fittingHeight(of: view, width: width)
        case .title(let title):
            let view = SupplementView(reuseIdentifier: nil)
            view.show(.title(title), isFooter: isFooter, style: tableView.style)
            return Self.fittingHeight(of: view, width: width)
        }
    }

    /// The space a grouped table leaves for a missing header or footer.
    private static let groupedSpacing: CGFloat = 18

    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
#endif
