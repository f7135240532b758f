@testable import ComposedTableCore

/// A plain cell for engine tests: identity plus a number to read in failures.
final class Item: CustomStringConvertible {
    let id: Int
    init(_ id: Int) { self.id = id }
    var description: String { "Item(\(id))" }
}

/// A cell with behaviour and content, like the backends' `ActiveCell`.
@MainActor
final class Row: RowBehavior, RowContent {
    var key: String
    var value: String?
    var accessory: RowAccessory = .none
    var isEnabled = true
    var height: RowHeight = .automatic
    var takesTextFocus = false
    var action: ((Row) -> Void)?
    var hasAction: Bool { action != nil }

    init(_ key: String, value: String? = nil, action: ((Row) -> Void)? = nil) {
        self.key = key
        self.value = value
        self.action = action
    }

    func performAction() { action?(self) }
}

extension Composition where Cell == Item {
    /// The visible layout as item ids, section by section.
    var visibleIDs: [[Int]] {
        (0..<numberOfSections).map { cells(inSection: $0).map(\.id) }
    }
}

/// Replays an update on a visible layout the way `UITableView` does — deletions and move sources
/// in old coordinates, then insertions and move destinations in new ones — taking inserted and
/// reloaded content from `target`, and moved content from where it was.
func replay(_ update: TableUpdate, on old: [[Int]], target: [[Int]]) -> [[Int]] {
    var sections = old.enumerated().map { (rows: $1, reload: update.reloadedSections.contains($0)) }
    var movedContent: [RowPath: Int] = [:]
    for move in update.movedRows { movedContent[move.to] = old[move.from.section][move.from.row] }
    let removals = (update.deletedRows + update.movedRows.map(\.from)).sorted()
    for path in removals.reversed() {
        sections[path.section].rows.remove(at: path.row)
    }
    for index in update.deletedSections.reversed() {
        sections.remove(at: index)
    }
    for index in update.insertedSections {
        sections.insert((rows: [], reload: true), at: index)
    }
    for (index, section) in sections.enumerated() where section.reload {
        sections[index].rows = target[index]
    }
    let insertions = (update.insertedRows + update.movedRows.map(\.to)).sorted()
    for path in insertions {
        let content = movedContent[path] ?? target[path.section][path.row]
        sections[path.section].rows.insert(content, at: path.row)
    }
    return sections.map(\.rows)
}

/// The cells an update deletes (rows and whole sections, old coordinates) and inserts (new
/// coordinates) both — a live cell `UITableView` would animate out and in. Empty for a correct
/// update that does not require a reload.
func cellsDeletedAndInserted(by update: TableUpdate, before: [[Int]], after: [[Int]]) -> Set<Int> {
    var deleted = Set(update.deletedRows.map { before[$0.section][$0.row] })
    for section in update.deletedSections { deleted.formUnion(before[section]) }
    for section in update.reloadedSections { deleted.formUnion(before[section]) }
    deleted.formUnion(update.reloadedRows.map { before[$0.section][$0.row] })
    var inserted = Set(update.insertedRows.map { after[$0.section][$0.row] })
    for section in update.insertedSections { inserted.formUnion(after[section]) }
    for section in update.reloadedSections { inserted.formUnion(after[update.sectionIndexAfter(section)]) }
    inserted.formUnion(update.reloadedRows.map { before[$0.section][$0.row] })
    return deleted.intersection(inserted)
}
