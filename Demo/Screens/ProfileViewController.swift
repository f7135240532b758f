// The README's main sample, from `README:begin` to `README:end`: it runs in the terminal demo,
// is type-checked against UIKit, and a test keeps the README's copy identical.
import ComposedTable

// README:begin
final class ProfileViewController: ComposedTableViewController {
    override func compose() {
        title = "Profile"
        addSection(header: "Account", footer: "Your colour shows next to your name.")
        addCell(ActiveCell(key: "Name", value: "Stephan"))

        // A throwaway picker, in one line: pushed, opened on the current value, popped on choice.
        let colour = addCell(
            ActiveCell(key: "Colour", value: "Red") { cell in
                cell.controller?.choose("Colour", from: ["Red", "Green", "Blue"], selection: cell.value) { cell.value = $0 }
            })
        colour.accessory = .disclosureIndicator

        addSection(header: "Notifications")
        let digest = ActiveCell(key: "Digest", value: "Daily")
        addCell(
            SwitchCell(key: "Email", isOn: true) { cell, isOn in
                cell.controller?.setCell(digest, hidden: !isOn)  // animated; `digest` keeps its state
            })
        addCell(digest)
    }
}
// README:end
