#if !canImport(UIKit)
public import ComposedTableCore

extension ComposedTableViewController {
    // MARK: - Moving cells

    /// Moves a cell right after another one, in the same section or another, animated; the cell
    /// keeps its state (a move, never a removal and an insertion). A hidden cell moves hidden.
    ///
    /// ```swift
    /// controller.moveCell(milk, after: bread)
    /// ```
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - anchor: Another cell of this table, visible or hidden.
    /// - Precondition: Both are in this table, they differ, and neither is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections.
    public func moveCell(_ cell: ActiveCell, after anchor: ActiveCell) {
        core.change(method: "moveCell(_:after:)") { $0.moveCell(cell, after: anchor) }
    }

    /// Moves a cell right before another one, in the same section or another, animated.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - anchor: Another cell of this table, visible or hidden.
    /// - Precondition: Both are in this table, they differ, and neither is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections.
    public func moveCell(_ cell: ActiveCell, before anchor: ActiveCell) {
        core.change(method: "moveCell(_:before:)") { $0.moveCell(cell, before: anchor) }
    }

    /// Moves a cell to the end of a section (an empty one too), animated.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - section: A section of this table, not a lazy one.
    /// - Complexity: O(*n*) in the size of the cell's section.
    public func moveCell(_ cell: ActiveCell, to section: SectionID) {
        core.change(method: "moveCell(_:to:)") { $0.moveCell(cell, to: section) }
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

    /// Where the user may move a movable row (``ActiveCell/isMovable``): within its section (the
    /// default) or across sections.
    public var reorderScope: ReorderScope {
        get { core.reorderScope }
        set { core.reorderScope = newValue }
    }

    /// Called once for each row the user moved, with the cell and its old and new visible
    /// positions — when a move mode's row is dropped (Enter) somewhere else.
    ///
    /// ```swift
    /// onMoveRow = { cell, from, to in print("\(cell.key): \(from) → \(to)") }
    /// ```
    public var onMoveRow: (@MainActor (_ cell: ActiveCell, _ from: RowPath, _ to: RowPath) -> Void)? {
        get { core.onMoveRow }
        set { core.onMoveRow = newValue }
    }

    // MARK: - Keys

    /// The editing keys on a row that is not a field: `a` opens its actions, `d` or Delete
    /// deletes it, `m` picks it up. `nil`: not an editing key here.
    func handleEditingKey(_ key: Key) -> Bool? {
        guard let cell = visibleCursorCell, let path = cursorPath else { return nil }
        switch key {
        case .character("a"):
            guard let alert = core.rowActionsAlert(at: path) else { return nil }
            present(alert, from: cell)
        case .character("d"), .delete:
            guard core.isDeletableRow(at: path) else { return nil }
            Task { @MainActor [core] in await core.deleteRow(cell) }
        case .character("m"):
            guard core.pickUpRow(at: path) else { return nil }
        default:
            return nil
        }
        return true
    }

    /// A key while a row is held in move mode: ↑/↓ (k/j) move it, Enter drops it, Esc puts it
    /// back; other keys do nothing.
    func handleMoveKey(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): core.movePickedUpRow(by: -1)
        case .down, .character("j"): core.movePickedUpRow(by: 1)
        case .enter, .character(" "), .character("m"): core.dropPickedUpRow()
        case .escape: core.putBackPickedUpRow()
        case .interrupt, .character("?"): return false  // Ctrl-C quits; `?` shows the keys
        default: break
        }
        return true
    }

    /// The key hints while a row is held.
    static var moveKeyHints: String { "↑↓ move · ⏎ drop · esc put back · ? keys" }
}
#endif
