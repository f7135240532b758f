#if canImport(UIKit)
public import ComposedTable
#else
public import ComposedTableTerminal
#endif

/// The demo's first screen: a menu of the demo screens, each pushed on selection.
///
/// The same screens run with the UIKit backend (Demo/iOS) and in a terminal (Demo/Terminal).
public final class DemoMenuViewController: ComposedTableViewController {
    public override func compose() {
        title = "ComposedTable"
        addSection(header: "Screens", footer: "The same screens run on iOS and in this terminal.")
        addScreen("Settings") { SettingsViewController() }
        addScreen("Profile and picker") { ProfileViewController() }
        addScreen("Sign-up form") { FormViewController() }
        addScreen("Dynamic list") { DynamicListViewController() }
    }

    private func addScreen(_ name: String, _ makeScreen: @escaping @MainActor () -> ComposedTableViewController) {
        let cell = addCell(
            ActiveCell(key: name) { cell in
                cell.controller?.navigationController?.pushViewController(makeScreen(), animated: true)
            })
        cell.accessory = .disclosureIndicator
    }
}
