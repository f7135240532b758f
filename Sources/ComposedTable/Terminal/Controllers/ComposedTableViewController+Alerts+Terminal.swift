#if !canImport(UIKit)
import ComposedTableCore

/// The terminal's part of alerts: ``NavigationController`` draws the alert showing over the
/// screen and gives it the keys.
extension ComposedTableViewController {
    /// The alert showing over this screen, if any.
    var shownAlert: AlertPresentation? {
        guard let alerts = core.existingAlertQueue, let current = alerts.current, !current.isResolved else { return nil }
        return current
    }
}
#endif
