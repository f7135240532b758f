import ComposedTable

/// A list whose rows are inserted and removed after it is on screen.
final class DynamicListViewController: ComposedTableViewController {
    private var nextNumber = 1

    override func compose() {
        title = "Shopping List"
        addSection(header: "Items", footer: "Select an item to remove it.")
        let add = ButtonCell(title: "Add Item") { [weak self] cell in
            guard let self else { return }
            let item = ActiveCell(key: "Item \(nextNumber)") { item in
                item.controller?.removeCell(item)
            }
            nextNumber += 1
            cell.controller?.insertCell(item, before: cell)
        }
        addCell(add)
    }
}
