public import ComposedTableCore

/// A swipe action of an ``ActiveCell``: Core's `RowAction` for this backend's cell, so that its
/// handler receives the cell without capturing it.
///
/// ```swift
/// cell.trailingSwipeActions = [SwipeAction("Archive", systemImage: "archivebox", tint: .indigo) { cell in archive(cell.key) }]
/// ```
public typealias SwipeAction = RowAction<ActiveCell>

extension ActiveCell: RowEditing {
    package var leadingRowActions: [BoundRowAction] { leadingSwipeActions.map { $0.bound(to: self) } }

    package var trailingRowActions: [BoundRowAction] { trailingSwipeActions.map { $0.bound(to: self) } }

    package var deletionCommit: (@MainActor () async -> Bool)? {
        guard let onDelete else { return nil }
        return { [weak self] in
            guard let self else { return false }
            return await onDelete(self)
        }
    }

    package var deletionConfirmation: DeleteConfirmation? { deleteConfirmation }
}
