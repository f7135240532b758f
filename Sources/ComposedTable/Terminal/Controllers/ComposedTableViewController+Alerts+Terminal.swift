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
extension ComposedTableViewController {
    /// A terminal shows a menu as an action sheet: the options, the chosen one marked `✓`, and
    /// Cancel.
    func showPlatformMenu(_ menu: ChoiceMenu, from row: ActiveCell) {
        presentAlert(menu.alert, from: row)
    }
}
#endif
