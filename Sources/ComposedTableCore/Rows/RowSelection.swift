/// When a selected row is deselected.
package enum Deselection: Hashable, Sendable {
    /// Deselect now. `animated` is `false` for a row that should not have been selected at all.
    case now(animated: Bool)
    /// The action pushed another screen: deselect, animated, when this screen shows again.
    case onReturn
}

/// The one selection policy of the package, for every backend.
@MainActor
/// A row is deselected right after its action — or, when the action pushed a screen, when the
/// user comes back; after a presentation, at once.
package enum RowSelection {
    /// Whether a row highlights when touched and can be selected.
    package static func canSelect(_ row: AnyObject) -> Bool {
        guard let row = row as? any RowBehavior else { return false }
        return row.isEnabled && row.hasAction
    }

    /// Handles the selection of a row: runs its action when the rules allow, and says when to
    /// deselect it.
    package static func select(_ row: AnyObject, coverageAfterAction: () -> ScreenCoverage) -> Deselection {
        guard canSelect(row), let row = row as? any RowBehavior else { return .now(animated: false) }
        row.performAction()
        switch coverageAfterAction() {
        case .none, .presented: return .now(animated: true)
        case .pushed: return .onReturn
        }
    }
}
