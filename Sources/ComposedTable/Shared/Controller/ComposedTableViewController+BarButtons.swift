extension ComposedTableViewController {
    /// Makes this screen the owner of the buttons now in its bar, lets go of those that left it,
    /// and updates the bar.
    func adoptBarButtons(_ buttons: [BarButton], replacing old: [BarButton]) {
        let kept = leadingBarButtons + trailingBarButtons
        for button in old where button.controller === self && !kept.contains(where: { $0 === button }) {
            button.controller = nil
        }
        for button in buttons {
            if let owner = button.controller, owner !== self {
                misuse(
                    "ComposedTable: the bar button \"\(button.title)\" is already in the bar of \(type(of: owner)); a button shows in one screen's bar: make one for each screen."
                )
            }
            button.controller = self
        }
        barButtonsDidChange()
    }
}
