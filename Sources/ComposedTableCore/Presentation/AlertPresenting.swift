/// A screen that presents alerts: `ComposedTableViewController` adopts it, and its public
/// `present(_:from:)`, `async` twin and `confirm(_:message:action:role:cancel:from:)` forward to
/// these — written once; each platform only shows an `AlertPresentation` (a `UIAlertController`,
/// a box in the terminal).
@MainActor
package protocol AlertPresenting: AnyObject {
    /// The backend's row type (`UITableViewCell`, the terminal's `ActiveCell`): what an alert can
    /// be presented from.
    associatedtype AlertSource: AnyObject

    /// The screen's alerts, kept by the controller core.
    var alertQueue: AlertQueue { get }
}

extension AlertPresenting {
    /// Shows an alert: `ComposedTableViewController.present(_:from:)`.
    package func presentAlert(_ alert: Alert, from row: AlertSource? = nil) {
        alertQueue.enqueue(AlertPresentation(alert), from: row)
    }

    /// Shows an alert and returns the action chosen: the `async` `present(_:from:)`.
    @discardableResult
    package func presentAlert(_ alert: Alert, from row: AlertSource? = nil) async -> AlertAction? {
        let row: AnyObject? = row
        var actions: [AlertAction] = []
        let index = await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
            // Only the queue keeps the presentation, and the presentation the answer (this task
            // keeps neither while it waits): released unresolved, with the screen's core and its
            // queue, the answer is `nil`, so the task never hangs.
            let answer = Answer(continuation)
            let made = AlertPresentation(alert) { answer.resume(returning: $0) }
            actions = made.actions
            alertQueue.enqueue(made, from: row)
        }
        return index.map { actions[$0] }
    }

    /// Asks the user to confirm: the `async` `confirm(_:message:action:role:cancel:from:)`.
    package func confirmAlert(
        _ title: String, message: String? = nil, action: String = "OK", role: AlertAction.Role = .default,
        cancel: String = "Cancel", from row: AlertSource? = nil
    ) async -> Bool {
        let alert = Self.confirmation(title, message: message, action: action, role: role, cancel: cancel, handler: nil)
        return await presentAlert(alert, from: row)?.role == role
    }

    /// Asks the user to confirm and runs a closure when they do.
    package func confirmAlert(
        _ title: String, message: String? = nil, action: String = "OK", role: AlertAction.Role = .default,
        cancel: String = "Cancel", from row: AlertSource? = nil, onConfirm: @escaping @MainActor () -> Void
    ) {
        presentAlert(Self.confirmation(title, message: message, action: action, role: role, cancel: cancel, handler: onConfirm), from: row)
    }

    private static func confirmation(
        _ title: String, message: String?, action: String, role: AlertAction.Role, cancel: String, handler: (@MainActor () -> Void)?
    ) -> Alert {
        require(
            role != .cancel,
            "ComposedTable: confirm(_:message:action:role:cancel:from:) was given role .cancel for the confirming action \"\(action)\"; "
                + "it is .default or .destructive (the cancel action is added for you).")
        return Alert(title: title, message: message, actions: [AlertAction(action, role: role, handler: handler), .cancel(cancel)])
    }
}
