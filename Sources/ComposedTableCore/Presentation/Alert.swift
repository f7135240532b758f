/// An alert or an action sheet: a title, a message and the actions the user chooses from.
///
/// Shown with `present(_:from:)` on either backend's `ComposedTableViewController` — a
/// `UIAlertController` on UIKit, a box over the screen in a terminal. Core decides everything
/// else: the order the actions show in (the cancel action last), the action the cursor starts on,
/// what Esc or a tap outside does, and that the result comes exactly once (see
/// ``AlertPresentation``).
///
/// ```swift
/// let alert = Alert(
///     title: "Delete “Notes”?", message: "This cannot be undone.",
///     actions: [.destructive("Delete") { notes.delete() }, .cancel()])
/// controller.present(alert)
/// ```
///
/// An alert without actions gets an "OK" cancel action; at most one action may have the cancel
/// role, as `UIAlertController` requires, and at least one must be enabled.
public struct Alert: Sendable {
    /// How an alert shows.
    public enum Style: Hashable, Sendable {
        /// A modal alert in the middle of the screen: for information the user must see, or a
        /// question about what they just did. `UIAlertController.Style.alert`.
        case alert
        /// A set of choices about a task the user started, from the row (or the screen) they
        /// touched: a sheet from the bottom on iPhone, a popover from the row on iPad.
        /// `UIAlertController.Style.actionSheet`. Esc (or a tap outside) chooses its cancel
        /// action, or closes it without any action when it has none.
        case actionSheet
    }

    /// The title, in bold; `nil` for none.
    public var title: String?
    /// Text under the title, wrapped; `nil` for none.
    public var message: String?
    /// Whether it is an alert or an action sheet.
    public var style: Style
    /// The actions, in the order given; the cancel action shows last wherever it is given.
    public var actions: [AlertAction]
    /// The index in ``actions`` of the action to start on, or `nil` for Core's choice: a menu
    /// opens on its current option. The cursor starts there when it is an enabled action that is
    /// not destructive (else as if `nil`); on UIKit it is the alert's `preferredAction` (for the
    /// alert style only: action sheets do not use one, as Apple documents).
    public var preferredAction: Int?

    /// Creates an alert.
    ///
    /// ```swift
    /// Alert(title: "Sign out?", actions: [.default("Sign Out") { session.end() }, .cancel()])
    /// Alert(title: "Saved")   // one "OK" action that closes it
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, or `nil`.
    ///   - message: The message, or `nil`.
    ///   - style: An alert (the default) or an action sheet.
    ///   - actions: The actions; none gives an "OK" cancel action. At most one with the cancel
    ///     role.
    ///   - preferredAction: The index in `actions` of the action to start on, or `nil`.
    public init(title: String?, message: String? = nil, style: Style = .alert, actions: [AlertAction] = [], preferredAction: Int? = nil) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
        self.preferredAction = preferredAction
    }
}

/// A button of an ``Alert``: a title, a role and what choosing it does.
///
/// ```swift
/// let delete = AlertAction.destructive("Delete") { list.removeAll() }
/// if await controller.present(Alert(title: "Delete all?", actions: [delete, .cancel()])) == delete { … }
/// ```
///
/// Two actions are equal when their titles, roles and enabled states are; the handler is not
/// compared.
public struct AlertAction: Equatable, Sendable {
    /// What an action means, and so how it looks (`UIAlertAction.Style`).
    public enum Role: Hashable, Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were: Esc (or a tap outside an action sheet) chooses it; it
        /// shows last. At most one per alert.
        case cancel
        /// Changes or deletes data: drawn in red (marked "!" without colour); never the action
        /// the cursor starts on.
        case destructive
    }

    /// The button's text.
    public var title: String
    /// What the action means.
    public var role: Role
    /// Whether it can be chosen; a disabled action is drawn dimmed and skipped by the cursor.
    public var isEnabled: Bool
    /// What choosing it does, or `nil` for nothing but closing the alert.
    public var handler: (@MainActor () -> Void)?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - role: What the action means; ``Role/default`` unless given.
    ///   - isEnabled: Whether it can be chosen.
    ///   - handler: What choosing it does; it runs on the main actor, once, after the alert
    ///     closes.
    public init(_ title: String, role: Role = .default, isEnabled: Bool = true, handler: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.handler = handler
    }

    /// An ordinary action: `.default("Save") { save() }`.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - isEnabled: Whether it can be chosen.
    ///   - handler: What choosing it does.
    /// - Returns: The action.
    public static func `default`(_ title: String, isEnabled: Bool = true, handler: (@MainActor () -> Void)? = nil) -> AlertAction {
        AlertAction(title, role: .default, isEnabled: isEnabled, handler: handler)
    }

    /// The action that leaves things as they were: `.cancel()`, `.cancel("Keep Editing")`.
    ///
    /// - Parameters:
    ///   - title: The button's text; "Cancel" unless given.
    ///   - handler: What cancelling does (also on Esc, or a tap outside an action sheet).
    /// - Returns: The action.
    public static func cancel(_ title: String = "Cancel", handler: (@MainActor () -> Void)? = nil) -> AlertAction {
        AlertAction(title, role: .cancel, handler: handler)
    }

    /// An action that changes or deletes data: `.destructive("Delete") { delete() }`.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - isEnabled: Whether it can be chosen.
    ///   - handler: What choosing it does.
    /// - Returns: The action.
    public static func destructive(_ title: String, isEnabled: Bool = true, handler: (@MainActor () -> Void)? = nil) -> AlertAction {
        AlertAction(title, role: .destructive, isEnabled: isEnabled, handler: handler)
    }

    /// Whether two actions have the same title, role and enabled state (handlers are not
    /// compared).
    public static func == (lhs: AlertAction, rhs: AlertAction) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role && lhs.isEnabled == rhs.isEnabled
    }
}
