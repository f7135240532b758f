#if canImport(UIKit)
import ComposedTable
#else
import ComposedTableTerminal
#endif

/// A settings screen built by subclassing and overriding `compose()`: a switch that shows and
/// hides the rows that depend on it, a disabled row, a row with a custom height, a sign-out button.
final class SettingsViewController: ComposedTableViewController {
    override func compose() {
        title = "Settings"

        addSection(header: "Wi-Fi", footer: "Known networks are joined automatically.")
        let network = ActiveCell(key: "Network", value: "Home")
        let askToJoin = SwitchCell(key: "Ask to Join", isOn: false)
        addCell(
            SwitchCell(key: "Wi-Fi", isOn: true) { cell, isOn in
                guard let controller = cell.controller else { return }
                controller.performBatch {
                    controller.setCell(network, hidden: !isOn)
                    controller.setCell(askToJoin, hidden: !isOn)
                }
            })
        addCell(network)
        addCell(askToJoin)

        addSection(header: "General")
        let update = addCell(
            ActiveCell(key: "Software Update", value: "Managed") { cell in
                cell.value = "Checking…"  // never runs: the row is disabled
            })
        update.isEnabled = false
        let storage = addCell(ActiveCell(key: "Storage", value: "42 GB free"))
        storage.height = .fraction(0.15)  // a custom height: 15 % of the visible height

        addSection(footer: "Signed in as stephan@example.com.")
        addCell(
            ButtonCell(title: "Sign Out", isDestructive: true) { cell in
                cell.key = "Signed Out"
                cell.isEnabled = false
            })
    }
}
