extension ComposedTableViewController {
    // MARK: - Moving cells

    /// Moves a cell right after another one, in the same section or another; the cell keeps its
    /// state and animates from one place to the other (on UIKit `moveRow(at:to:)`), never out and
    /// in. A hidden cell moves hidden.
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
    public func moveCell(_ cell: TableCell, after anchor: TableCell, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "moveCell(_:after:)") { $0.moveCell(cell, after: anchor) }
    }

    /// Moves a cell right before another one, in the same section or another, animated.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - anchor: Another cell of this table, visible or hidden.
    ///   - animation: The animation of the other rows the change moves.
    /// - Precondition: Both are in this table, they differ, and neither is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections.
    public func moveCell(_ cell: TableCell, before anchor: TableCell, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "moveCell(_:before:)") { $0.moveCell(cell, before: anchor) }
    }

    /// Moves a cell to the end of a section (an empty one too), animated.
    ///
    /// - Parameters:
    ///   - cell: A cell of this table, visible or hidden.
    ///   - section: A section of this table, not a lazy one.
    ///   - animation: The animation of the other rows the change moves.
    /// - Complexity: O(*n*) in the size of the cell's section.
    public func moveCell(_ cell: TableCell, to section: SectionID, animation: TableAnimation = .automatic) {
        core.change(animation: animation, method: "moveCell(_:to:)") { $0.moveCell(cell, to: section) }
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

    /// Whether the screen offers edit mode with an Edit button: UIKit puts the controller's
    /// `editButtonItem` on the right of the navigation bar (Edit, then Done); a terminal takes
    /// `e` for it and names it in the key hints. In edit mode movable rows
    /// (``ActiveCell/isMovable``) show their reorder control — a terminal draws `≡` at the row's
    /// end and ⏎ picks one up to move with ↑/↓ — and deletable rows (``ActiveCell/onDelete``)
    /// their delete control (a terminal: `d`); no row runs its action meanwhile.
    ///
    /// ```swift
    /// override func compose() {
    ///     title = "Groceries"
    ///     showsEditButton = true
    ///     for name in ["Milk", "Bread"] { addCell(ActiveCell(key: name)).isMovable = true }
    /// }
    /// ```
    ///
    /// Edit mode itself is UIKit's `isEditing` and `setEditing(_:animated:)`, which a terminal
    /// screen has too: set it from code with or without the button. `false` unless set; a screen
    /// that sets its own right bar button item should not also show the Edit button.
    public var showsEditButton: Bool {
        get { core.showsEditButton }
        set {
            core.showsEditButton = newValue
            editButtonVisibilityDidChange()
        }
    }

    /// Where the user may move a movable row (``ActiveCell/isMovable``) — in edit mode on UIKit,
    /// with `m` in a terminal: within its section (the default) or across sections.
    ///
    /// Rows that do not move keep the ends of their section: a moved row lands after the fixed
    /// rows a section starts with and before those it ends with, so an "Add Item…" row stays last
    /// (as a SwiftUI `ForEach` beside a button does). A section of fixed rows only takes a row
    /// before them.
    ///
    /// ```swift
    /// reorderScope = .acrossSections
    /// for item in items { addCell(ActiveCell(key: item)).isMovable = true }
    /// addCell(ButtonCell(title: "Add Item…") { cell in (cell.controller as? ListScreen)?.addItem() })  // stays last
    /// ```
    public var reorderScope: ReorderScope {
        get { core.reorderScope }
        set { core.reorderScope = newValue }
    }

    /// Called once for each row the user moved, with the cell and its old and new visible
    /// positions, after the table shows it there (UIKit: edit mode's reorder; a terminal: a row
    /// held with `m` and dropped with Enter somewhere else).
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
            core.onMoveRow = { [weak self] (cell: TableCell, from: RowPath, to: RowPath) in
                if let cell = self?.activeCell(cell) { newValue(cell, from, to) }
            }
        }
    }
}
