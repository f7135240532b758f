extension TableController {
    // MARK: - Editing: what a row offers

    private func editing(at path: RowPath) -> (cell: Cell, editing: any RowEditing)? {
        let cell = composition.cell(at: path)
        guard let editing = cell as? any RowEditing else { return nil }
        if let behavior = cell as? any RowBehavior, !behavior.isEnabled { return nil }
        return (cell, editing)
    }

    /// Whether a visible row takes part in editing (UIKit's `canEditRowAt`): it is an enabled row
    /// with swipe actions, a deletion or a move, and no deletion of it is under way.
    package func canEditRow(at path: RowPath) -> Bool {
        guard let (cell, editing) = editing(at: path), !deletionsInProgress.contains(ObjectIdentifier(cell)) else { return false }
        return !editing.leadingRowActions.isEmpty || !editing.trailingRowActions.isEmpty || editing.deletionCommit != nil
            || canMoveRow(at: path)
    }

    /// Whether a visible row shows the delete control in edit mode (UIKit's `editingStyleForRowAt`
    /// is `.delete`): it is an enabled row with a deletion.
    package func isDeletableRow(at path: RowPath) -> Bool {
        canEditRow(at: path) && editing(at: path)?.editing.deletionCommit != nil
    }

    /// The swipe actions of one edge of a visible row, or `nil` for none.
    package func swipeActions(at path: RowPath, edge: SwipeEdge) -> SwipeActions? {
        guard canEditRow(at: path), let (cell, editing) = editing(at: path) else { return nil }
        var actions: [BoundRowAction]
        switch edge {
        case .leading:
            actions = editing.leadingRowActions
        case .trailing:
            actions = editing.trailingRowActions
            if editing.deletionCommit != nil { actions.insert(deletionAction(for: cell, editing: editing), at: 0) }
        }
        guard let first = actions.first else { return nil }
        let asks = first.isDeletion && editing.deletionConfirmation != nil
        return SwipeActions(actions: actions, performsFirstActionWithFullSwipe: !asks)
    }

    private func deletionAction(for cell: Cell, editing: any RowEditing) -> BoundRowAction {
        BoundRowAction(
            title: editing.deletionConfirmation?.action ?? "Delete", role: .destructive, systemImage: "trash", tint: nil,
            isDeletion: true
        ) { [weak self, weak cell] in
            guard let self, let cell else { return false }
            return await self.deleteRow(cell)
        }
    }

    /// The row's actions as an action sheet (the terminal's `a` key): the leading actions, the
    /// trailing ones, the deletion last, and Cancel. `nil` when the row has none.
    package func rowActionsAlert(at path: RowPath) -> Alert? {
        guard canEditRow(at: path), let (cell, editing) = editing(at: path) else { return nil }
        var bound = editing.leadingRowActions + editing.trailingRowActions
        if editing.deletionCommit != nil { bound.append(deletionAction(for: cell, editing: editing)) }
        guard !bound.isEmpty else { return nil }
        let title = (cell as? any RowContent)?.key
        let actions = bound.map { action in
            AlertAction(action.title, role: action.role == .destructive ? .destructive : .default) {
                Task { @MainActor in _ = await action.perform() }
            }
        }
        return Alert(title: title, style: .actionSheet, actions: actions + [.cancel()])
    }

    // MARK: - Deleting

    /// Deletes a row the user asked to delete: asks its confirmation when it has one, then its
    /// commit (`onDelete`); only when both agree is the row removed, animated. A second request
    /// while one is under way for the same row is ignored.
    @discardableResult
    package func deleteRow(_ cell: Cell) async -> Bool {
        guard let editing = cell as? any RowEditing, let commit = editing.deletionCommit, composition.contains(cell) else { return false }
        let identifier = ObjectIdentifier(cell)
        guard deletionsInProgress.insert(identifier).inserted else { return false }
        defer { deletionsInProgress.remove(identifier) }
        if let confirmation = editing.deletionConfirmation {
            let delete = AlertAction(confirmation.action, role: .destructive)
            let alert = Alert(title: confirmation.title, message: confirmation.message, actions: [delete, .cancel()])
            let chosen = await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
                // Only the presentation keeps the answer: released unresolved, it answers `nil`.
                let answer = Answer(continuation)
                let made = AlertPresentation(alert, method: "deleteRow(_:)") { answer.resume(returning: $0) }
                alertQueue.enqueue(made, from: cell)
            }
            // The actions show in the alert's order, the cancel action last: the deletion is first.
            guard chosen == 0 else { return false }
        }
        guard await commit(), composition.contains(cell) else { return false }
        if let removeDeletedCell {
            removeDeletedCell(cell)
        } else {
            change(method: "deleteRow(_:)") { $0.removeCell(cell) }
        }
        return true
    }

    // MARK: - Moving (UIKit's edit mode)

    /// Whether the user can move a visible row (UIKit's `canMoveRowAt`): an enabled, movable row
    /// outside lazy sections.
    package func canMoveRow(at path: RowPath) -> Bool {
        guard let (_, editing) = editing(at: path), editing.isMovable else { return false }
        return !composition.isLazy(composition.sectionID(atVisibleIndex: path.section))
    }

    /// Where a row being dragged may land (UIKit's `targetIndexPathForMoveFromRowAt`), in the
    /// coordinates after the row left its place: ``reorderScope`` keeps it in its section (a drag
    /// above or below stops at the section's first or last row), no row lands in a lazy section,
    /// and rows that never move stay at the ends of their section — a moved row lands after the
    /// fixed rows a section starts with (a heading row) and before those it ends with (an "Add"
    /// row). A section of fixed rows only takes the row before them.
    /// - Complexity: O(*f*), the fixed rows at the ends of the section it lands in.
    package func targetRow(forMoveFrom source: RowPath, proposed: RowPath) -> RowPath {
        let staysHome = reorderScope == .withinSection || composition.isLazy(composition.sectionID(atVisibleIndex: proposed.section))
        var target = proposed
        if staysHome, proposed.section != source.section {
            let lastRow = composition.numberOfRows(inSection: source.section) - 1
            target = RowPath(section: source.section, row: proposed.section < source.section ? 0 : lastRow)
        }
        let range = landingRows(inSection: target.section, movingFrom: source)
        return RowPath(section: target.section, row: min(max(target.row, range.lowerBound), range.upperBound))
    }

    /// The rows a moved row may land on in a section, in the coordinates after the move: between
    /// the fixed rows (not movable) at the section's start and at its end.
    private func landingRows(inSection section: Int, movingFrom source: RowPath) -> ClosedRange<Int> {
        // The section's other rows: the moved one is not among them once it left its place.
        let count = composition.numberOfRows(inSection: section)
        let others = section == source.section ? count - 1 : count
        func otherRow(_ index: Int) -> RowPath {
            RowPath(section: section, row: section == source.section && index >= source.row ? index + 1 : index)
        }
        func isFixed(_ index: Int) -> Bool {
            (composition.cell(at: otherRow(index)) as? any RowEditing)?.isMovable != true
        }
        var trailing = 0
        while trailing < others, isFixed(others - 1 - trailing) { trailing += 1 }
        var leading = 0
        while leading < others - trailing, isFixed(leading) { leading += 1 }
        return leading...(others - trailing)
    }

    /// Reports UIKit's `moveRowAt`: the composition follows with no update replayed; validity and
    /// ``onMoveRow`` follow after the move is committed (``TableSurface/afterUserMove(_:)``). If
    /// rows changed under the drag, the paths count the rows the table showed: the cell `moved`
    /// lands at that row of its section as it is now.
    package func rowDidMove(from source: RowPath, to destination: RowPath, cell moved: Cell? = nil) {
        guard source != destination else { return }
        var (source, destination) = (source, destination)
        if reloadsAfterMove {
            guard let moved, let from = composition.rowPath(of: moved) else { return }
            let section = source.section == destination.section ? from.section : destination.section
            guard section < composition.numberOfSections else { return }
            let others = composition.numberOfRows(inSection: section) - (from.section == section ? 1 : 0)
            (source, destination) = (from, RowPath(section: section, row: min(destination.row, others)))
        }
        let cell = composition.cell(at: source)
        contentDidChange()
        place(cell, at: destination)
        let reportMove: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.forms?.tableDidChange()
            self.onMoveRow?(cell, source, destination)
        }
        guard let surface else { return reportMove() }
        surface.afterUserMove(reportMove)
    }

    /// Moves a cell so that it shows at a row, in the coordinates after the move.
    package func place(_ cell: Cell, at destination: RowPath) {
        let others = composition.cells(inSection: destination.section).filter { $0 !== cell }
        if destination.row < others.count {
            composition.moveCell(cell, before: others[destination.row])
        } else {
            composition.moveCell(cell, to: composition.sectionID(atVisibleIndex: destination.section))
        }
    }
}
