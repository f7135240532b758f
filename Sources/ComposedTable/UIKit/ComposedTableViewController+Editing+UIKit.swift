#if canImport(UIKit)
public import UIKit

extension ComposedTableViewController {
    // MARK: - Edit mode

    /// Enters or leaves edit mode: the table shows its reorder and delete controls
    /// (`UITableViewController` sets the table's editing), the Edit button reads Done, and the
    /// core hears of it (no row is selected meanwhile).
    ///
    /// - Parameters:
    ///   - editing: Whether to enter edit mode.
    ///   - animated: Whether the controls animate in or out.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        core.isEditing = editing
    }

    /// Shows or hides `editButtonItem` on the right of the navigation bar, as
    /// ``showsEditButton`` says, beside the screen's trailing bar buttons.
    func editButtonVisibilityDidChange() {
        barButtonsDidChange()
    }

    // MARK: - UIKit's editing questions, answered by Core

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        core.canEditRow(at: RowPath(indexPath))
    }

    public override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        core.isDeletableRow(at: RowPath(indexPath)) ? .delete : .none
    }

    public override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        core.isDeletableRow(at: RowPath(indexPath))
    }

    public override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        // Edit mode's delete button: Core confirms, commits, and removes the row when both agree.
        guard editingStyle == .delete else { return }
        let cell = composition.cell(at: RowPath(indexPath))
        Task { @MainActor [core] in await core.deleteRow(cell) }
    }

    public override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(core.swipeActions(at: RowPath(indexPath), edge: .leading))
    }

    public override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(core.swipeActions(at: RowPath(indexPath), edge: .trailing))
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        core.canMoveRow(at: RowPath(indexPath))
    }

    public override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(core.targetRow(forMoveFrom: RowPath(sourceIndexPath), proposed: RowPath(proposedDestinationIndexPath)))
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // UIKit moved the row already: the model follows, with no second animation. The cell UIKit
        // shows at the destination is the one moved (Core needs it when rows changed mid-drag).
        let moved = tableView.cellForRow(at: destinationIndexPath)
        core.rowDidMove(from: RowPath(sourceIndexPath), to: RowPath(destinationIndexPath), cell: moved)
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
    /// The system colour of a swipe action's tint, kept dynamic: it resolves as the system colour
    /// does for the light or dark appearance and increased contrast where it is drawn.
    /// (Converting it through `cgColor` froze it at the appearance current when it was made.)
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
        // A convenience initializer cannot return the system colour itself: it makes a dynamic
        // colour that resolves as it does (`UIColor(dynamicProvider:)`).
        self.init { traits in color.resolvedColor(with: traits) }
    }
}
#endif
