/// When a selected row is deselected.
package enum Deselection: Hashable, Sendable {
    /// Deselect now. `animated` is `false` for a row that should not have been selected at all.
    case now(animated: Bool)
    /// The action pushed another screen: deselect, animated, when this screen shows again.
    case onReturn
}

/// The one selection policy of the package, for every backend.
///
/// - A row can highlight and be selected when it adopts ``RowBehavior``, is enabled, and has an
///   action. Other rows never highlight.
/// - Selecting runs the action with the cell. A disabled row, or one without an action, never
///   runs it.
/// - The row is deselected right after the action, animated — unless the action pushed another
///   screen; then it stays selected while that screen shows and is deselected when the user comes
///   back, so they see where they came from. After a presentation (a sheet, an alert, a popover)
///   it is deselected at once: the screen under it stays on screen, and no "comes back" event
///   reaches it on every platform.
@MainActor
package enum RowSelection {
    /// Whether a row highlights when touched and can be selected.
    ///
    /// - Parameter row: Any cell.
    package static func canSelect(_ row: AnyObject) -> Bool {
        guard let row = row as? any RowBehavior else { return false }
        return row.isEnabled && row.hasAction
    }

    /// Handles the selection of a row: runs its action when the rules allow, and says when to
    /// deselect it.
    ///
    /// ```swift
    /// let deselection = RowSelection.select(cell) { surface.coverage }
    /// ```
    ///
    /// - Parameters:
    ///   - row: The selected cell.
    ///   - coverageAfterAction: Asked after the action ran: what covers the row's screen now.
    /// - Returns: When to deselect the row.
    package static func select(_ row: AnyObject, coverageAfterAction: () -> ScreenCoverage) -> Deselection {
        guard canSelect(row), let row = row as? any RowBehavior else { return .now(animated: false) }
        row.performAction()
        switch coverageAfterAction() {
        case .none, .presented: return .now(animated: true)
        case .pushed: return .onReturn
        }
    }
}
