extension TableController: AlertHost {
    // MARK: - Alerts

    /// The screen's alerts — the one showing and those waiting — made on first use.
    package var alertQueue: AlertQueue {
        if let alerts { return alerts }
        let alerts = AlertQueue(host: self)
        self.alerts = alerts
        return alerts
    }

    /// The screen's alerts when one was ever presented, else `nil` (without making the queue).
    package var existingAlertQueue: AlertQueue? { alerts }

    // MARK: - AlertHost

    var alertsCanShow: Bool {
        isLoaded && surface?.isOnScreen == true
    }

    func alertsIsVisibleRow(_ row: AnyObject) -> Bool {
        guard let cell = row as? Cell, let path = composition.rowPath(of: cell) else { return false }
        return surface?.isRowOnScreen(path) == true
    }

    func alertsShow(_ presentation: AlertPresentation) {
        surface?.showAlert(presentation, anchor: presentation.anchor as? Cell)
    }

    func alertsHide(_ presentation: AlertPresentation) {
        surface?.hideAlert(presentation)
    }

    func alertsIsShown(_ presentation: AlertPresentation) -> Bool {
        surface?.isAlertShown(presentation) ?? false
    }
}
