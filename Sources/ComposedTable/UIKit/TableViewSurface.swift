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
    ///
    /// The navigation bar counts at the height it has when the table rests at its top: a large
    /// title collapses as the table scrolls, shrinking the top safe-area inset by about 50
    /// points, and fraction and remainder rows would resize after every scroll that collapses
    /// or expands it. The resting height is the one a screen first shows with, so a remainder
    /// row fills the screen as first seen (and leaves a gap under the last row once the title
    /// collapsed, rather than reach under the bottom edge at rest). Counting the bar at its
    /// collapsed height instead would need a height UIKit does not publish. The top inset is
    /// read again whenever the table rests at its top, and forgotten when the table's size
    /// changes (a rotation, a split view), so a bar that really changed is followed.
    var visibleHeight: Double {
        guard controller.isViewLoaded else { return 0 }
        let insets = tableView.safeAreaInsets
        let top = restingTopInset(current: insets.top)
        return Double(max(0, tableView.bounds.height - top - insets.bottom))
    }

    /// The top safe-area inset last read with the table resting at its top, and the table's size
    /// then.
    private var restingTop: (size: CGSize, inset: CGFloat)?

    /// The top safe-area inset with the table resting at its top: the current one when it rests
    /// there (or none was read at this size), else the one last read there.
    private func restingTopInset(current: CGFloat) -> CGFloat {
        let size = tableView.bounds.size
        let restsAtTop =
            !tableView.isDragging && !tableView.isDecelerating
            && abs(tableView.contentOffset.y + tableView.adjustedContentInset.top) < 1
        if restsAtTop || restingTop?.size != size {
            restingTop = (size, current)
            return current
        }
        return restingTop?.inset ?? current
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
        return navigationController.topViewController === controller.navigationEntry ? .none : .pushed
    }

    // MARK: - Replaying

    /// The view that held focus when the table last reloaded, its cell still shown, and its
    /// selection as offsets, for this turn: the reload takes the cell off the table, and Core
    /// gives the cell focus back right after — to that view, with its caret (not to the cell's
    /// first editor).
    private var focusBeforeReload: (view: UIView, selection: (start: Int, end: Int)?)?

    /// Whether a view loses or takes focus only because a reload took its cell off the table and
    /// gives it back: its editing goes on, so its cell neither ends nor begins it (no rules, no
    /// number formatting, no `onEndEditing` or `onBeginEditing` for the bounce).
    func isGivingFocusBack(to view: UIView) -> Bool {
        focusBeforeReload?.view === view
    }

    func reloadData() {
        guard controller.isViewLoaded else { return }
        if let cell = focusedCell, controller.composition.rowPath(of: cell) != nil, let view = cell.firstResponderView {
            let input = view as? any UITextInput
            let selection = input.flatMap { input in
                input.selectedTextRange.map {
                    (input.offset(from: input.beginningOfDocument, to: $0.start), input.offset(from: input.beginningOfDocument, to: $0.end))
                }
            }
            focusBeforeReload = (view, selection)
            DispatchQueue.main.async { [weak self] in self?.focusBeforeReload = nil }
        }
        tableView.reloadData()
        controller.updateEmptyState()
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
                if let header = tableView.headerView(forSection: section) as? SupplementView {
                    controller.configureHeader(header, inSection: newIndex)
                }
                reconfigure(
                    tableView.footerView(forSection: section), with: controller.composition.footer(inSection: newIndex), isFooter: true)
            }
            if !update.deletedSections.isEmpty { tableView.deleteSections(IndexSet(update.deletedSections), with: animation) }
            if !update.insertedSections.isEmpty { tableView.insertSections(IndexSet(update.insertedSections), with: animation) }
            if !update.deletedRows.isEmpty { tableView.deleteRows(at: update.deletedRows.map(IndexPath.init), with: animation) }
            if !update.insertedRows.isEmpty { tableView.insertRows(at: update.insertedRows.map(IndexPath.init), with: animation) }
            for move in update.movedRows { tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
        } completion: { [weak self] _ in
            // The next turn: never a reload inside a batch, should a completion run within one.
            DispatchQueue.main.async { self?.reattachDetachedRows() }
        }
        controller.updateEmptyState()
    }

    /// Once a batch's animations end: a row on screen whose live cell has no superview (or is
    /// hidden, or transparent) is blank — the same instance was animating out for one batch when the next one
    /// inserted it, and UIKit may remove the view when the first animation ends. A reload shows
    /// it again. O(rows on screen); nothing happens in the common case.
    ///
    /// Not while a row on screen holds focus: the reload would take the first responder's cell off
    /// the table and close the keyboard; the blank row is looked for again after the next batch.
    private func reattachDetachedRows() {
        guard controller.isViewLoaded, tableView.window != nil, !tableView.hasUncommittedUpdates else { return }
        let composition = controller.composition
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard indexPath.section < composition.numberOfSections,
                indexPath.row < composition.numberOfRows(inSection: indexPath.section)
            else { continue }
            let cell = composition.cell(at: RowPath(indexPath))
            // Left transparent by a fade that a later batch cut short: shown in place.
            if cell.superview != nil, cell.alpha < 0.01 { cell.alpha = 1 }
            if cell.superview == nil || cell.isHidden {
                guard focusedCell == nil else { return }
                UIKitDiagnostics.detachedRowsFound += 1
                reloadData()
                return
            }
        }
    }

    /// Shows a section's new header or footer in the view the table has for it. One that appears
    /// or goes comes here only while a row holds focus (Core batches rather than reload then):
    /// a view that stays shows nothing, and a table with no view asks `viewForHeaderInSection`
    /// as it measures the batch's automatic header and footer heights.
    private func reconfigure(_ view: UITableViewHeaderFooterView?, with supplement: SectionSupplement<UIView>?, isFooter: Bool) {
        guard let view = view as? SupplementView else { return }
        guard let supplement else { return view.clear() }
        view.show(supplement, isFooter: isFooter, style: tableView.style)
    }

    // MARK: - Empty content

    /// A load started or ended: the content-unavailable configuration (or the view behind the
    /// table on iOS 16) follows.
    func emptyContentDidChange() {
        controller.updateEmptyState()
    }

    // MARK: - Refresh

    /// The refresh control spins while Core refreshes: a refresh from code begins it (a pull
    /// already did), the end of the action ends it.
    func unsavedChangesDidChange(_ hasUnsavedChanges: Bool) {
        controller.updateLeavingGuards()
    }

    /// The first row wholly or partly on screen: where the user is in the list.
    var currentRow: RowPath? {
        guard controller.isViewLoaded else { return nil }
        return tableView.indexPathsForVisibleRows?.first.map(RowPath.init)
    }

    /// UIKit commits the user's move after `tableView(_:moveRowAt:to:)` returns: what the core
    /// put off runs on the main queue's next turn. Called while the user still holds a row, the
    /// work waits until the table has no uncommitted updates: UIKit tells nothing when the user
    /// puts a row back where it was (no `moveRowAt`), so the table is looked at again every
    /// tenth of a second until the move is dropped or given up.
    func afterUserMove(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { [weak self] in
            guard let self, self.hasUncommittedUpdates else { return work() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in self?.afterUserMove(work) }
        }
    }

    /// `UITableView.hasUncommittedUpdates`: the user is reordering (or a drop is pending).
    var hasUncommittedUpdates: Bool { controller.isViewLoaded && tableView.hasUncommittedUpdates }

    /// The cell on screen that holds the first responder (a text field or view, a picker's
    /// field), if any.
    var focusedCell: UITableViewCell? {
        guard controller.isViewLoaded else { return nil }
        return tableView.visibleCells.first { $0.firstResponderView != nil }
    }

    /// A refresh from code that starts while the table rests at its top also scrolls the control
    /// into view: `beginRefreshing()` only starts the spinner, which stays hidden above the
    /// content (ProMotion #569 and Listable #281 scroll by the control's height in the same
    /// case). The resting offset is read before `beginRefreshing()`, which may add the control's
    /// height to the adjusted inset. A table scrolled down, or one the user is dragging (a pull
    /// shows the control already), is left where it is.
    ///
    /// Before the screen is in its window (a refresh from `compose()`, `viewDidLoad()` or
    /// `viewWillAppear(_:)`), the control may not exist yet and the insets are not final (the
    /// bars' come with the window): the refresh shows when the screen appears
    /// (``screenIsAppearing()``), the control scrolled into view as here.
    func refreshingDidChange(_ isRefreshing: Bool) {
        revealsRefreshOnAppearance = isRefreshing && !isOnScreen
        guard controller.isViewLoaded, let control = controller.refreshControl else { return }
        if !isRefreshing {
            control.endRefreshing()
        } else if !control.isRefreshing, isOnScreen {
            let restingTop = -tableView.adjustedContentInset.top
            let restsAtTop = abs(tableView.contentOffset.y - restingTop) < 1 && !tableView.isDragging
            control.beginRefreshing()
            guard restsAtTop else { return }
            // After an earlier `endRefreshing()` the control can measure half a point (react-native
            // #14259): the standard control's height then.
            let height = control.frame.height > 1 ? control.frame.height : 60
            tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: restingTop - height), animated: true)
        }
    }

    /// A refresh that started before the screen was in its window.
    private var revealsRefreshOnAppearance = false

    /// The screen is in its window and laid out (`viewIsAppearing(_:)`): a refresh that started
    /// before shows its control.
    func screenIsAppearing() {
        guard revealsRefreshOnAppearance else { return }
        refreshingDidChange(controller.isRefreshing)
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

    /// The part of the table's bounds that rows show in: without bars, safe area and insets.
    private var visibleRect: CGRect {
        tableView.bounds.inset(by: tableView.adjustedContentInset)
    }

    /// Whether a row is on screen: wholly inside the visible area; a row taller than the visible
    /// area, when it fills it, or when its top edge is shown (it can never be wholly inside).
    func isRowOnScreen(_ path: RowPath) -> Bool {
        let visible = visibleRect
        let row = tableView.rectForRow(at: IndexPath(path))
        guard row.height > visible.height else { return visible.contains(row) }
        let fills = row.minY <= visible.minY && row.maxY >= visible.maxY
        let showsTop = row.minY >= visible.minY && row.minY < visible.maxY
        return fills || showsTop
    }

    func scrollRowOnScreen(_ path: RowPath) {
        // A row taller than the visible area shows from its top; another one scrolls as little as
        // it needs.
        let isTall = tableView.rectForRow(at: IndexPath(path)).height > visibleRect.height
        // With estimated heights the first scroll can land short; the second starts from rows
        // that are measured.
        for _ in 0..<2 where !isRowOnScreen(path) {
            tableView.scrollToRow(at: IndexPath(path), at: isTall ? .top : .none, animated: false)
            tableView.layoutIfNeeded()
        }
    }

    func focus(_ cell: UITableViewCell, at path: RowPath) {
        defer { focusBeforeReload = nil }
        if let (view, selection) = focusBeforeReload, view.isDescendant(of: cell), view.becomeFirstResponder() {
            // The text may have changed as the view resigned (a number formatted): positions past
            // its end are `nil`, and the caret stays where UIKit put it.
            if let selection, let input = view as? any UITextInput,
                let start = input.position(from: input.beginningOfDocument, offset: selection.start),
                let end = input.position(from: input.beginningOfDocument, offset: selection.end)
            {
                input.selectedTextRange = input.textRange(from: start, to: end)
            }
            return
        }
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
        case .some(let supplement):
            // A title, with or without a picture.
            let view = SupplementView(reuseIdentifier: nil)
            view.show(supplement, isFooter: isFooter, style: tableView.style)
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

    // MARK: - Alerts

    /// The alert controller showing Core's alert, while it shows.
    private weak var alertController: UIAlertController?
    /// The alert `alertController` shows.
    private weak var shownAlert: AlertPresentation?
    /// An alert made and waiting for a transition to end before it is presented.
    private var pendingAlert: (controller: UIAlertController, presentation: AlertPresentation)?
    /// The popover's delegate of the action sheet showing (the popover holds it weakly).
    private var popoverDelegate: AlertPopoverDelegate?

    /// A `UIAlertController` with Core's actions in Core's order, roles as styles, Core's
    /// preferred action (Core gives one for the alert style only: Apple documents that action
    /// sheets do not use it); each action's handler reports the choice to Core. An action sheet's
    /// popover (iPad) points at the row Core gives, else at the middle of the table, without an
    /// arrow: UIKit requires a source for it. Presented from the topmost controller presented over
    /// this one (a sheet, a search controller), or from this one — once no transition runs.
    func showAlert(_ presentation: AlertPresentation, anchor: UITableViewCell?) {
        let alert = UIAlertController(
            title: presentation.title, message: presentation.message, preferredStyle: UIAlertController.Style(presentation.style))
        for (index, action) in presentation.actions.enumerated() {
            let button = UIAlertAction(title: action.title, style: UIAlertAction.Style(action.role)) { [weak presentation] _ in
                presentation?.choose(at: index)
            }
            button.isEnabled = action.isEnabled
            alert.addAction(button)
            if index == presentation.preferredIndex { alert.preferredAction = button }
        }
        // Only an action sheet is a popover on iPad; an alert's presentation controller is left
        // alone (reading `popoverPresentationController` can make one).
        popoverDelegate = nil
        if presentation.style == .actionSheet, let popover = alert.popoverPresentationController {
            if let anchor {
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            } else {
                popover.sourceView = tableView
                popover.sourceRect = CGRect(x: tableView.bounds.midX, y: tableView.bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
            let delegate = AlertPopoverDelegate(presentation)
            popover.delegate = delegate
            popoverDelegate = delegate
        }
        pendingAlert = (alert, presentation)
        presentPendingAlert()
    }

    /// Presents the waiting alert from the topmost presented controller — unless a controller is
    /// being dismissed or a transition runs: UIKit refuses a presentation then ("already
    /// presenting", or the alert goes with the controller being dismissed), so it waits for the
    /// transition coordinator's completion and tries again.
    ///
    /// Also called when the screen appears: an alert whose screen was covered while it waited
    /// shows then.
    func presentPendingAlert() {
        guard let (alert, presentation) = pendingAlert else { return }
        guard !presentation.isResolved else {
            // Resolved meanwhile (the screen left): never shown.
            pendingAlert = nil
            return
        }
        // Covered meanwhile: it waits for the screen to appear again.
        guard controller.isViewLoaded, tableView.window != nil else { return }
        var presenter: UIViewController = controller
        while let presented = presenter.presentedViewController {
            if presented.isBeingDismissed {
                waitForTransition(of: presented)
                return
            }
            presenter = presented
        }
        if presenter.transitionCoordinator != nil {
            waitForTransition(of: presenter)
            return
        }
        pendingAlert = nil
        alertController = alert
        shownAlert = presentation
        // UIKit sets the alert's `presentingViewController` when the presentation starts (not
        // documented as such); a presentation UIKit refuses leaves it `nil`, and Core then counts
        // the alert as dismissed rather than wait for it (`isAlertShown(_:)`).
        presenter.present(alert, animated: true)
    }

    /// Tries again once the transition of a controller (or of an ancestor: Apple documents that
    /// `transitionCoordinator` looks there too) ends.
    private func waitForTransition(of viewController: UIViewController) {
        if let coordinator = viewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.presentPendingAlert() }
        } else {
            // Being dismissed without a coordinator (not documented to happen): try again soon.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in self?.presentPendingAlert() }
        }
    }

    /// Dismisses the alert controller when it is still presented (the screen left under it).
    func hideAlert(_ presentation: AlertPresentation) {
        popoverDelegate = nil
        if pendingAlert?.presentation === presentation { pendingAlert = nil }
        guard let alertController, alertController.presentingViewController != nil, !alertController.isBeingDismissed else { return }
        alertController.dismiss(animated: true)
    }

    /// Whether Core's alert is on the screen or on its way: waiting for a transition, or its
    /// controller still presented. An alert controller whose `presentingViewController` is `nil`
    /// went away without a choice — with a sheet someone else dismissed, say — or was never
    /// presented (UIKit refused it).
    func isAlertShown(_ presentation: AlertPresentation) -> Bool {
        if pendingAlert?.presentation === presentation { return true }
        guard shownAlert === presentation, let alertController else { return false }
        return alertController.presentingViewController != nil
    }
}
/// What the UIKit backend saw that only a device or simulator can tell, for the package's
/// simulator tests.
@MainActor
package enum UIKitDiagnostics {
    /// How many times a batch's end found a row on screen whose live cell was not in the table,
    /// and reloaded. A count above zero means UIKit detached a cell that a later batch had
    /// inserted again while the first still animated it out (not documented either way).
    package static var detachedRowsFound = 0
}
#endif
