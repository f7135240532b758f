#if !canImport(UIKit)
/// A terminal screen as the controller core's surface: the primitives the core asks for, in
/// terms of a screen that is redrawn whole on every frame.
///
/// It decides nothing: reloads and batches put the cursor back on a visible row (the next frame
/// draws the new content), deselection has nothing to undo (the cursor is the selection), and
/// heights are measured in lines and given to Core in points (``RowHeight/pointsPerLine`` per
/// line), the one unit of ``RowHeight`` on both backends.
@MainActor
final class TerminalSurface: TableSurface {
    /// Weak: the core can outlive its screen for a moment (a task that holds it, finishing after
    /// the screen was released), and a surface without its screen then shows nothing.
    private weak var controller: ComposedTableViewController?

    init(controller: ComposedTableViewController) {
        self.controller = controller
    }

    /// On screen while it is the top of its navigation stack and no stack is presented over that
    /// (or while it is in none).
    var isOnScreen: Bool {
        guard let controller else { return false }
        guard let navigationController = controller.navigationController else { return true }
        return navigationController.topViewController === controller && navigationController.presented == nil
    }

    var visibleHeight: Double { Double(controller?.bodySize.rows ?? 0) * RowHeight.pointsPerLine }

    var contentWidth: Double { Double(max(1, (controller?.bodySize.columns ?? 0) - ComposedTableViewController.rowIndent)) }

    /// Covered by a screen pushed on its stack, or by a stack presented over it.
    var coverage: ScreenCoverage {
        guard !isOnScreen, let controller, let navigationController = controller.navigationController else { return .none }
        return navigationController.topViewController === controller ? .presented : .pushed
    }

    func reloadData() {
        controller?.contentDidChange()
    }

    func prepareForUpdate() {}

    func performBatch(_ update: TableUpdate, animation: TableAnimation) {
        controller?.contentDidChange()
    }

    func deselectRow(at path: RowPath, animated: Bool) {}

    /// The cursor's row, when the cursor is on a visible row.
    var currentRow: RowPath? {
        guard let controller, controller.visibleCursorCell != nil else { return nil }
        return controller.cursorPath
    }

    func isRowOnScreen(_ path: RowPath) -> Bool {
        controller?.drawnRows?.contains(path) ?? false
    }

    /// The next frame scrolls to the cursor: move it to the row.
    func scrollRowOnScreen(_ path: RowPath) {
        controller?.centresCursor = true  // a row revealed from afar shows in the middle
        controller?.moveCursor(to: path)
    }

    func focus(_ cell: ActiveCell, at path: RowPath) {
        cell.inPlace.startEditing()
    }

    func endEditing() {
        controller?.editingCell?.inPlace.commitEditing()
    }

    func measureHeight(of cell: ActiveCell, at path: RowPath) -> Double {
        Double(cell.rowLineCount(width: Int(contentWidth))) * RowHeight.pointsPerLine
    }

    /// The navigation controller draws the alert Core shows (``ComposedTableViewController/shownAlert``).
    func showAlert(_ presentation: AlertPresentation, anchor: ActiveCell?) {}

    /// The next frame no longer draws an alert that is resolved.
    func hideAlert(_ presentation: AlertPresentation) {}

    /// Headers, footers and the gaps between sections at the current width, in points.
    func heightOutsideRows() -> Double {
        guard let controller else { return 0 }
        return Double(controller.linesOutsideRows(size: controller.bodySize)) * RowHeight.pointsPerLine
    }
}
#endif
