/// Alerts, written once: the alert is decided by the package's core (one at a time, held while
/// the screen is covered, closed when it leaves); UIKit shows it as a `UIAlertController`, a
/// terminal as a box over the screen that takes the keys.
///
/// `present(_:from:)` takes an `Alert`, so it never clashes with UIKit's
/// `present(_:animated:completion:)`, which takes a view controller.
extension ComposedTableViewController: AlertPresenting {
    /// An alert is presented from a row of this table.
    package typealias AlertSource = TableCell

    /// The screen's alerts, kept by the controller core.
    package var alertQueue: AlertQueue { core.alertQueue }
}

extension ComposedTableViewController {
    /// Shows an alert; the handler of the action the user chooses runs.
    ///
    /// One alert shows at a time: presented while another shows, it waits for it. Presented
    /// while the screen is covered by a pushed screen (or before it first shows), it shows when
    /// the screen does. When the screen leaves (popped, dismissed), it closes and no handler
    /// runs; presented after the screen left (a task that asks once the user went back), it
    /// closes at once. An action sheet presented from a row points at it on iPad.
    ///
    /// In `async` code, Swift picks the `async` form of this method: `await` it (its handlers run
    /// all the same), or call this one from a synchronous function or closure.
    ///
    /// ```swift
    /// addCell(ButtonCell(title: "Delete All", isDestructive: true) { cell in
    ///     cell.controller?.present(
    ///         Alert(title: "Delete all notes?", style: .actionSheet,
    ///               actions: [.destructive("Delete All") { notes.removeAll() }, .cancel()]),
    ///         from: cell)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - row: The row it concerns (an action sheet's popover points at it on iPad), or `nil`
    ///     for the screen. A row that is not a visible row of this table, on screen, when the
    ///     alert shows counts as `nil`.
    /// - Precondition: At most one cancel action; at least one enabled action.
    /// - Complexity: O(*a*) in the actions.
    public func present(_ alert: Alert, from row: TableCell? = nil) {
        presentAlert(alert, from: row)
    }

    /// Shows an alert and returns the action the user chose, after its handler ran; `nil` when
    /// the alert closed without one (an action sheet cancelled without a cancel action, or the
    /// screen left).
    ///
    /// ```swift
    /// let delete = AlertAction.destructive("Delete")
    /// if await controller.present(Alert(title: "Delete?", actions: [delete, .cancel()])) == delete {
    ///     notes.removeAll()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - row: The row it concerns, or `nil`; see `present(_:from:)`.
    /// - Returns: The action chosen, or `nil`.
    /// - Precondition: At most one cancel action; at least one enabled action.
    @discardableResult
    public func present(_ alert: Alert, from row: TableCell? = nil) async -> AlertAction? {
        await presentAlert(alert, from: row)
    }

    /// Asks the user to confirm, with an alert of two actions: the confirming one and a cancel
    /// action. Returns whether they confirmed; `false` also when the screen left.
    ///
    /// A destructive confirmation starts on "Cancel"; an ordinary one on the confirming action.
    ///
    /// ```swift
    /// if await controller.confirm("Delete “Notes”?", message: "This cannot be undone.", action: "Delete", role: .destructive) {
    ///     notes.delete()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The question.
    ///   - message: Text under it, or `nil`.
    ///   - action: The confirming action's title.
    ///   - role: `AlertAction.Role.default` or `AlertAction.Role.destructive`.
    ///   - cancel: The cancel action's title.
    ///   - row: The row it concerns, or `nil`; see `present(_:from:)`.
    /// - Returns: Whether the user chose the confirming action.
    /// - Precondition: `role` is not `AlertAction.Role.cancel`.
    public func confirm(
        _ title: String, message: String? = nil, action: String = "OK", role: AlertAction.Role = .default,
        cancel: String = "Cancel", from row: TableCell? = nil
    ) async -> Bool {
        await confirmAlert(title, message: message, action: action, role: role, cancel: cancel, from: row)
    }

    /// Asks the user to confirm, with an alert of two actions, and runs a closure when they do.
    ///
    /// ```swift
    /// cell.controller?.confirm("Sign out?", action: "Sign Out", from: cell) { session.end() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The question.
    ///   - message: Text under it, or `nil`.
    ///   - action: The confirming action's title.
    ///   - role: `AlertAction.Role.default` or `AlertAction.Role.destructive`.
    ///   - cancel: The cancel action's title.
    ///   - row: The row it concerns, or `nil`; see `present(_:from:)`.
    ///   - onConfirm: What confirming does; nothing runs when the user cancels.
    /// - Precondition: `role` is not `AlertAction.Role.cancel`.
    public func confirm(
        _ title: String, message: String? = nil, action: String = "OK", role: AlertAction.Role = .default,
        cancel: String = "Cancel", from row: TableCell? = nil, onConfirm: @escaping @MainActor () -> Void
    ) {
        confirmAlert(title, message: message, action: action, role: role, cancel: cancel, from: row, onConfirm: onConfirm)
    }
}
