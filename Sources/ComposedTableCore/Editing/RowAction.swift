/// A swipe action of a row: a title, a role, an optional SF Symbol and tint, and what it does.
///
/// Both backends name it `SwipeAction` (`RowAction<ActiveCell>`): on UIKit it is a
/// `UIContextualAction` in the row's swipe configuration; in a terminal it is an action of the
/// row's action sheet (the `a` key). Its handler receives the row, so it never needs to capture it.
///
/// ```swift
/// cell.leadingSwipeActions = [
///     SwipeAction("Flag", systemImage: "flag", tint: .orange) { cell in cell.value = "Flagged" }
/// ]
/// cell.trailingSwipeActions = [
///     SwipeAction("Archive", tint: .indigo) { cell in await archive(cell.key) }   // async: done when it returns true
/// ]
/// ```
public struct RowAction<Row: AnyObject>: Sendable {

    /// The button's text.
    public var title: String
    /// What the action means.
    public var role: RowActionRole
    /// An SF Symbol name shown above the title on UIKit, or `nil`.
    public var systemImage: String?
    /// The background colour on UIKit, or `nil` for the role's (grey, or red when destructive).
    public var tint: RowActionTint?
    /// Runs the action on a row; returns whether it was performed (UIKit's completion).
    let handler: @MainActor (Row) async -> Bool

    /// Creates an action that is done when its closure returns.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - role: ``RowActionRole/normal`` unless given.
    ///   - systemImage: An SF Symbol name, or `nil`.
    ///   - tint: A background colour, or `nil` for the role's.
    ///   - handler: What the action does; it receives the row.
    public init(
        _ title: String, role: RowActionRole = .normal, systemImage: String? = nil, tint: RowActionTint? = nil,
        handler: @escaping @MainActor (Row) -> Void
    ) {
        self.init(title, role: role, systemImage: systemImage, tint: tint) { (row: Row) async -> Bool in
            handler(row)
            return true
        }
    }

    /// Creates an action that takes time: it is done when its closure returns, and performed
    /// when it returns `true` (UIKit's completion handler gets that answer).
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - role: ``RowActionRole/normal`` unless given.
    ///   - systemImage: An SF Symbol name, or `nil`.
    ///   - tint: A background colour, or `nil` for the role's.
    ///   - perform: What the action does; it receives the row and returns whether it was done.
    public init(
        _ title: String, role: RowActionRole = .normal, systemImage: String? = nil, tint: RowActionTint? = nil,
        perform: @escaping @MainActor (Row) async -> Bool
    ) {
        self.title = title
        self.role = role
        self.systemImage = systemImage
        self.tint = tint
        self.handler = perform
    }

    /// The action bound to a row, weakly: what Core shows and runs.
    @MainActor package func bound(to row: Row) -> BoundRowAction {
        let handler = self.handler
        return BoundRowAction(title: title, role: role, systemImage: systemImage, tint: tint) { [weak row] in
            guard let row else { return false }
            return await handler(row)
        }
    }
}

/// A row's action as Core shows and runs it: bound to its row (weakly, so that a swipe
/// configuration or an action sheet a platform keeps never keeps the row alive).
package struct BoundRowAction: Sendable {
    package let title: String
    package let role: RowActionRole
    package let systemImage: String?
    /// The background colour, or `nil` for the role's.
    package let tint: RowActionTint?
    /// Whether this is the row's deletion (``TableController/deleteRow(_:)``).
    package internal(set) var isDeletion = false
    /// Runs the action; returns whether it was performed.
    package let perform: @MainActor () async -> Bool

    init(
        title: String, role: RowActionRole, systemImage: String?, tint: RowActionTint?, isDeletion: Bool = false,
        perform: @escaping @MainActor () async -> Bool
    ) {
        self.title = title
        self.role = role
        self.systemImage = systemImage
        self.tint = tint
        self.isDeletion = isDeletion
        self.perform = perform
    }
}

/// What a row's action means, and so how it looks.
public enum RowActionRole: Hashable, Sendable {
    /// An ordinary action (`UIContextualAction.Style.normal`).
    case normal
    /// An action that deletes or destroys data: red (`.destructive`); marked "!" in a terminal.
    case destructive
}

/// A system colour (`UIColor.systemRed`, …): a swipe action's background on UIKit (a terminal
/// ignores it there), and the colour of a row's text (``RowTextStyle/color(_:)``) or picture
/// (``RowImage/tint``), which a terminal draws in the nearest of its eight colours.
public enum RowActionTint: Hashable, Sendable {
    /// `systemRed`.
    case red
    /// `systemOrange`.
    case orange
    /// `systemYellow`.
    case yellow
    /// `systemGreen`.
    case green
    /// `systemTeal`.
    case teal
    /// `systemBlue`.
    case blue
    /// `systemIndigo`.
    case indigo
    /// `systemPurple`.
    case purple
    /// `systemPink`.
    case pink
    /// `systemGray`.
    case gray
}
