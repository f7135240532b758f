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

/// A simple PRNG so random tests are reproducible from a printed seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Composition where Cell == Item {
    /// The visible layout as item ids, section by section.
    var visibleIDs: [[Int]] {
        (0..<numberOfSections).map { cells(inSection: $0).map(\.id) }
    }
}

/// Replays an update on a visible layout the way `UITableView` does — deletions in old
/// coordinates, then insertions in new ones — taking inserted and reloaded content from `target`.
func replay(_ update: TableUpdate, on old: [[Int]], target: [[Int]]) -> [[Int]] {
    var sections = old.enumerated().map { (rows: $1, reload: update.reloadedSections.contains($0)) }
    for path in update.deletedRows.reversed() {
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
    for path in update.insertedRows {
        sections[path.section].rows.insert(target[path.section][path.row], at: path.row)
    }
    return sections.map(\.rows)
}
