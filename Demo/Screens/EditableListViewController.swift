import ComposedTable

/// A list to swipe, delete and reorder: rows move within and across sections, Delete asks first,
/// and a flag is a leading swipe action; Add, a bar button, appends an item. (UIKit: swipe a row,
/// Edit, +; a terminal: `e`, `a`, `d`, `m`, `+`.)
final class EditableListViewController: ComposedTableViewController {
    /// What the user did, newest last: the moves and deletions reported.
    private(set) var log: [String] = []
    /// How many items Add made.
    private var added = 0

    override func compose() {
        title = "Groceries"
        reorderScope = .acrossSections
        showsEditButton = true
        onMoveRow = { [weak self] cell, from, to in self?.log.append("moved \(cell.key) \(from)→\(to)") }
        let toBuy = addSection(header: "To Buy")
        for name in ["Milk", "Bread", "Eggs"] { addCell(item(name)) }
        // Add (UIKit: + in the bar; a terminal: + in the title line) appends to To Buy.
        trailingBarButtons = [
            .add { button in
                guard let list = button.controller as? EditableListViewController else { return }
                list.added += 1
                list.appendCell(list.item("New Item \(list.added)"), to: toBuy)
                list.log.append("added New Item \(list.added)")
            }
        ]
        addSection(header: "Later", footer: Self.editingHelp)
        addCell(item("Coffee"))
    }

    /// How to reach the rows' actions, in the words of each platform.
    private static var editingHelp: String {
        Backend.current == .terminal
            ? "e: edit · a: actions · d: delete · m: move."
            : "Tap Edit to reorder or delete; swipe a row for its actions."
    }

    private func item(_ name: String) -> ActiveCell {
        let cell = ActiveCell(key: name)
        cell.isMovable = true
        cell.leadingSwipeActions = [
            SwipeAction("Flag", systemImage: "flag", tint: .orange) { cell in cell.value = cell.value == nil ? "⚑" : nil }
        ]
        cell.deleteConfirmation = DeleteConfirmation(title: "Delete “\(name)”?", message: "It leaves the list.")
        // `weak`: a deletion's commit may run after the screen went (it waits for the confirmation).
        cell.onDelete = { [weak self] cell in
            self?.log.append("deleted \(cell.key)")
            return true
        }
        return cell
    }
}
