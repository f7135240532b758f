/// A screen that presents alerts: both backends' `ComposedTableViewController` adopt it, and gain
/// `present(_:from:)`, its `async` twin and `confirm(_:message:action:role:cancel:from:)`
/// from Core — written once; each backend only shows an ``AlertPresentation`` (a
/// `UIAlertController`, a box in the terminal).
@MainActor
public protocol AlertPresenting: AnyObject {
    /// The backend's row type (`UITableViewCell`, the terminal's `ActiveCell`): what an alert can
    /// be presented from.
    associatedtype AlertSource: AnyObject

    /// The screen's alerts, kept by the controller core.
    var alertQueue: AlertQueue { get }
}

extension AlertPresenting {
    /// Shows an alert; the handler of the action the user chooses runs.
    ///
    /// One alert shows at a time: presented while another shows, it waits for it. Presented
    /// while the screen is covered by a pushed screen (or before it first shows), it shows when
    /// the screen does. When the screen leaves (popped, dismissed), it closes and no handler
    /// runs. An action sheet presented from a row points at it on iPad.
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
    public func present(_ alert: Alert, from row: AlertSource? = nil) {
        alertQueue.enqueue(AlertPresentation(alert), from: row)
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
    public func present(_ alert: Alert, from row: AlertSource? = nil) async -> AlertAction? {
        let row: AnyObject? = row
        var actions: [AlertAction] = []
        let index = await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
            // Only the queue keeps the presentation, and the presentation the answer (this task
            // keeps neither while it waits): released unresolved, with the screen's core and its
            // queue, the answer is `nil`, so the task never hangs.
            let answer = AlertAnswer(continuation)
            let made = AlertPresentation(alert) { answer.resume(returning: $0) }
            actions = made.actions
            alertQueue.enqueue(made, from: row)
        }
        return index.map { actions[$0] }
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
    ///   - role: ``AlertAction/Role/default`` or ``AlertAction/Role/destructive``.
    ///   - cancel: The cancel action's title.
    ///   - row: The row it concerns, or `nil`; see `present(_:from:)`.
    /// - Returns: Whether the user chose the confirming action.
    /// - Precondition: `role` is not ``AlertAction/Role/cancel``.
    public func confirm(
        _ title: String, message: String? = nil, action: String = "OK", role: AlertAction.Role = .default,
        cancel: String = "Cancel", from row: AlertSource? = nil
    ) async -> Bool {
        let alert = Self.confirmation(title, message: message, action: action, role: role, cancel: cancel, handler: nil)
        return await present(alert, from: row)?.role == role
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
    ///   - role: ``AlertAction/Role/default`` or ``AlertAction/Role/destructive``.
    ///   - cancel: The cancel action's title.
    ///   - row: The row it concerns, or `nil`; see `present(_:from:)`.
    ///   - onConfirm: What confirming does; nothing runs when the user cancels.
    /// - Precondition: `role` is not ``AlertAction/Role/cancel``.
    public func confirm(
        _ title: String, message: String? = nil, action: String = "OK", role: AlertAction.Role = .default,
        cancel: String = "Cancel", from row: AlertSource? = nil, onConfirm: @escaping @MainActor () -> Void
    ) {
        present(Self.confirmation(title, message: message, action: action, role: role, cancel: cancel, handler: onConfirm), from: row)
    }

    private static func confirmation(
        _ title: String, message: String?, action: String, role: AlertAction.Role, cancel: String,
        handler: (@MainActor () -> Void)?
    ) -> Alert {
        require(
            role != .cancel,
            "ComposedTable: confirm(_:message:action:role:cancel:from:) was given role .cancel for the confirming action \"\(action)\"; "
                + "it is .default or .destructive (the cancel action is added for you).")
        return Alert(
            title: title, message: message, actions: [AlertAction(action, role: role, handler: handler), .cancel(cancel)])
    }
}

/// The continuation of an awaited alert: resumed once with the index chosen, or with `nil` when
/// the presentation that holds it is released unresolved.
private final class AlertAnswer: @unchecked Sendable {
    // Used on the main actor only, and by `deinit` once nothing else can.
    private var continuation: CheckedContinuation<Int?, Never>?

    init(_ continuation: CheckedContinuation<Int?, Never>) {
        self.continuation = continuation
    }

    func resume(returning index: Int?) {
        continuation?.resume(returning: index)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: nil)
    }
}
