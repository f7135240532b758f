#if canImport(UIKit)
public import UIKit

extension ComposedTableViewController {
    // MARK: - Moving cells

    /// Moves a cell right after another one, in the same section or another; the cell keeps its
    /// state and animates from one place to the other (`moveRow(at:to:)`), never out and in. A
    /// hidden cell moves hidden.
    ///
    /// ```swift
    /// controller.moveCell(milk, after: bread)
    /// ```
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - anchor: Another cell of this table, visible or hidden.
    ///   - animation: The animation of the other rows the change moves; `.automatic` unless you
    ///     say otherwise.
    /// - Precondition: Both are in this table, they differ, and neither is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections.
    public func moveCell(_ cell: UITableViewCell, after anchor: UITableViewCell, animation: UITableView.RowAnimation = .automatic) {
        core.change(animation: TableAnimation(animation), method: "moveCell(_:after:)") { $0.moveCell(cell, after: anchor) }
    }

    /// Moves a cell right before another one, in the same section or another, animated.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - anchor: Another cell of this table, visible or hidden.
    ///   - animation: The animation of the other rows the change moves.
    /// - Precondition: Both are in this table, they differ, and neither is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections.
    public func moveCell(_ cell: UITableViewCell, before anchor: UITableViewCell, animation: UITableView.RowAnimation = .automatic) {
        core.change(animation: TableAnimation(animation), method: "moveCell(_:before:)") { $0.moveCell(cell, before: anchor) }
    }

    /// Moves a cell to the end of a section (an empty one too), animated.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - section: A section of this table, not a lazy one.
    ///   - animation: The animation of the other rows the change moves.
    /// - Complexity: O(*n*) in the size of the cell's section.
    public func moveCell(_ cell: UITableViewCell, to section: SectionID, animation: UITableView.RowAnimation = .automatic) {
        core.change(animation: TableAnimation(animation), method: "moveCell(_:to:)") { $0.moveCell(cell, to: section) }
    }

    // MARK: - Deleting and reordering

    /// Deletes a deletable row (one with ``ActiveCell/onDelete``) as the user's Delete does: its
    /// ``ActiveCell/deleteConfirmation`` first, then its commit; the row goes, animated, only when
    /// both agree.
    ///
    /// - Parameter cell: A cell of this table.
    /// - Returns: Whether the row was removed.
    @discardableResult
    public func deleteRow(_ cell: ActiveCell) async -> Bool {
        await core.deleteRow(cell)
    }

    /// Where the user may move a movable row (``ActiveCell/isMovable``) in edit mode: within its
    /// section (the default) or across sections.
    public var reorderScope: ReorderScope {
        get { core.reorderScope }
        set { core.reorderScope = newValue }
    }

    /// Called once for each row the user moved in edit mode, with the cell and its old and new
    /// visible positions, after the table shows it there.
    ///
    /// ```swift
    /// onMoveRow = { cell, from, to in print("\(cell.key): \(from) → \(to)") }
    /// ```
    public var onMoveRow: (@MainActor (_ cell: ActiveCell, _ from: RowPath, _ to: RowPath) -> Void)? {
        get { moveRowHandler }
        set {
            moveRowHandler = newValue
            guard let newValue else {
                core.onMoveRow = nil
                return
            }
            core.onMoveRow = { (cell: UITableViewCell, from: RowPath, to: RowPath) in
                if let cell = cell as? ActiveCell { newValue(cell, from, to) }
            }
        }
    }

    // MARK: - UIKit's editing questions, answered by Core

    open override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        core.canEditRow(at: RowPath(indexPath))
    }

    open override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        core.isDeletableRow(at: RowPath(indexPath)) ? .delete : .none
    }

    open override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        core.isDeletableRow(at: RowPath(indexPath))
    }

    open override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        // Edit mode's delete button: Core confirms, commits, and removes the row when both agree.
        guard editingStyle == .delete else { return }
        let cell = composition.cell(at: RowPath(indexPath))
        Task { @MainActor [core] in await core.deleteRow(cell) }
    }

    open override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(core.swipeActions(at: RowPath(indexPath), edge: .leading))
    }

    open override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(core.swipeActions(at: RowPath(indexPath), edge: .trailing))
    }

    open override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        core.canMoveRow(at: RowPath(indexPath))
    }

    open override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(core.targetRow(forMoveFrom: RowPath(sourceIndexPath), proposed: RowPath(proposedDestinationIndexPath)))
    }

    open override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // UIKit moved the row already: the model follows, with no second animation.
        core.rowDidMove(from: RowPath(sourceIndexPath), to: RowPath(destinationIndexPath))
    }

    /// Core's swipe actions as a configuration: one contextual action each, in Core's order; its
    /// handler runs the action and reports the result to UIKit's completion.
    private func swipeConfiguration(_ swipe: SwipeActions?) -> UISwipeActionsConfiguration? {
        guard let swipe else { return nil }
        let actions = swipe.actions.map { action in
            let contextual = UIContextualAction(style: action.role == .destructive ? .destructive : .normal, title: action.title) {
                _, _, completion in
                Task { @MainActor in completion(await action.perform()) }
            }
            if let name = action.systemImage { contextual.image = UIImage(systemName: name) }
            if let tint = action.tint { contextual.backgroundColor = UIColor(tint) }
            return contextual
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = swipe.performsFirstActionWithFullSwipe
        return configuration
    }
}

extension UIColor {
    /// The system colour of a swipe action's tint.
    convenience init(_ tint: RowActionTint) {
        let color: UIColor =
            switch tint {
            case .red: .systemRed
            case .orange: .systemOrange
            case .yellow: .systemYellow
            case .green: .systemGreen
            case .teal: .systemTeal
            case .blue: .systemBlue
            case .indigo: .systemIndigo
            case .purple: .systemPurple
            case .pink: .systemPink
            case .gray: .systemGray
            }
        self.init(cgColor: color.cgColor)
    }
}
#endif
