#if canImport(UIKit)
public import UIKit

// The data source and delegate answer from the composition and from Core's selection policy;
// nothing here decides on its own.
extension ComposedTableViewController {
    // MARK: - Data source

    open override func numberOfSections(in tableView: UITableView) -> Int {
        composeIfNeeded()
        return composition.numberOfSections
    }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        composition.numberOfRows(inSection: section)
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        composition.cell(at: RowPath(indexPath))
    }

    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        composition.header(inSection: section)?.title
    }

    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        composition.footer(inSection: section)?.title
    }

    open override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        composition.header(inSection: section)?.view
    }

    open override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        composition.footer(inSection: section)?.view
    }

    // MARK: - Selection (Core's `RowSelection` policy)

    open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        RowSelection.canSelect(composition.cell(at: RowPath(indexPath)))
    }

    open override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        RowSelection.canSelect(composition.cell(at: RowPath(indexPath))) ? indexPath : nil
    }

    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let cell = composition.cell(at: RowPath(indexPath))
        let deselection = RowSelection.select(cell) { isFrontmost }
        switch deselection {
        case .now(let animated):
            // The action may have moved or removed the row: deselect it where it is now.
            if composition.contains(cell), let path = composition.rowPath(of: cell) {
                tableView.deselectRow(at: IndexPath(path), animated: animated)
            }
        case .onReturn:
            // `clearsSelectionOnViewWillAppear` deselects it, animated, when this screen shows again.
            break
        }
    }

    /// Whether this controller's screen is the one on top: nothing presented over it, and not
    /// covered by a pushed controller.
    var isFrontmost: Bool {
        guard presentedViewController == nil else { return false }
        guard let navigationController else { return true }
        var screen: UIViewController = self
        while let parent = screen.parent, parent !== navigationController { screen = parent }
        return navigationController.topViewController === screen
    }

    /// Deselects the row of a cell, if it is visible and selected.
    func deselectRow(of cell: UITableViewCell, animated: Bool) {
        guard isViewLoaded, composition.contains(cell), let path = composition.rowPath(of: cell) else { return }
        tableView.deselectRow(at: IndexPath(path), animated: animated)
    }

    // MARK: - Focus chain (Core's `focusableCell(after:)`)

    /// Moves text focus to the next focusable cell after a cell, or ends editing at the end of the
    /// chain.
    func moveFocus(after cell: UITableViewCell) {
        guard let next = composition.focusableCell(after: cell) else {
            view.endEditing(true)
            return
        }
        focus(next)
    }

    /// Whether a cell has a focusable cell after it: the return key reads "Next", else "Done".
    func hasFocusableCell(after cell: UITableViewCell) -> Bool {
        composition.focusableCell(after: cell) != nil
    }

    private func focus(_ cell: UITableViewCell) {
        // A live cell that scrolled away is out of the window and cannot become first responder:
        // bring it on screen first.
        if cell.window == nil, let path = composition.rowPath(of: cell) {
            tableView.scrollToRow(at: IndexPath(path), at: .middle, animated: false)
            tableView.layoutIfNeeded()
        }
        (cell as? any TextFocusable)?.beginEditing()
    }
}

/// A cell that can take text focus when the focus chain reaches it.
@MainActor
protocol TextFocusable: AnyObject {
    /// Makes the cell's text input first responder.
    func beginEditing()
}
#endif
