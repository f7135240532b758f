#if !canImport(UIKit)
public import ComposedTableCore

/// Alerts: `present(_:from:)`, its `async` twin and `confirm(…)` come from Core's
/// `AlertPresenting`, written once for both backends; the terminal draws the alert Core shows
/// (``NavigationController`` draws it over the screen and gives it the keys).
extension ComposedTableViewController: AlertPresenting {
    /// An alert is presented from a row: an `ActiveCell`.
    public typealias AlertSource = ActiveCell

    /// The screen's alerts, kept by the controller core.
    public var alertQueue: AlertQueue { core.alertQueue }

    /// The alert showing over this screen, if any.
    var shownAlert: AlertPresentation? {
        guard let alerts = core.existingAlertQueue, let current = alerts.current, !current.isResolved else { return nil }
        return current
    }
}
#endif
