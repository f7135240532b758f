/// What Core reads of a row that can be swiped, deleted or moved: both backends' `ActiveCell`
/// adopt it, from their `leadingSwipeActions`, `trailingSwipeActions`, `onDelete`,
/// `deleteConfirmation` and `isMovable`.
@MainActor
package protocol RowEditing: AnyObject {
    /// The leading (left-to-right: left) swipe actions, bound to the row.
    var leadingRowActions: [BoundRowAction] { get }
    /// The trailing swipe actions, bound to the row (the deletion not included).
    var trailingRowActions: [BoundRowAction] { get }
    /// The row's deletion commit, bound to the row, or `nil` when it cannot be deleted.
    var deletionCommit: (@MainActor () async -> Bool)? { get }
    /// The question asked before the deletion is committed, or `nil` for none.
    var deletionConfirmation: DeleteConfirmation? { get }
    /// Whether the user can move the row (edit mode on UIKit, the `m` key in a terminal).
    var isMovable: Bool { get }
}

/// The question asked before a row is deleted: an alert with a destructive action and Cancel,
/// through the screen's alerts (`confirm`).
///
/// ```swift
/// cell.deleteConfirmation = DeleteConfirmation(title: "Delete “Milk”?", message: "It leaves the list.")
/// ```
public struct DeleteConfirmation: Hashable, Sendable {
    /// The question.
    public var title: String
    /// Text under it, or `nil`.
    public var message: String?
    /// The destructive action's title.
    public var action: String

    /// Creates a confirmation.
    /// - Parameters:
    ///   - title: The question.
    ///   - message: Text under it, or `nil`.
    ///   - action: The destructive action's title; "Delete" unless given.
    public init(title: String, message: String? = nil, action: String = "Delete") {
        self.title = title
        self.message = message
        self.action = action
    }
}

/// Where the user may move a movable row.
public enum ReorderScope: Hashable, Sendable {
    /// Within its own section only: a drag beyond it stops at the section's first or last row.
    case withinSection
    /// Into any visible section but a lazy one.
    case acrossSections
}

/// The swipe actions of one edge of a row, with Core's decisions made.
package struct SwipeActions: Sendable {
    /// The actions, the one at the edge first (UIKit's order).
    package let actions: [BoundRowAction]
    /// Whether a full swipe performs the first action (`performsFirstActionWithFullSwipe`): yes,
    /// unless it is a deletion that asks a confirmation first (a full swipe would take the row
    /// off screen before the question).
    package let performsFirstActionWithFullSwipe: Bool
}

/// Which edge of a row is swiped.
package enum SwipeEdge: Hashable, Sendable {
    case leading
    case trailing
}
