/// The visible change made by one mutation, or one batch of mutations, in `UITableView`
/// batch-update terms.
/// Deletions and reloads are in the coordinates before the change, insertions after it (as
/// `performBatchUpdates` expects); arrays are sorted, without duplicates. A live cell is never both
/// deleted and inserted, nor reloaded: what UIKit cannot animate so sets ``requiresReload``.
package struct TableUpdate: Hashable, Sendable {
    /// One change, the common case, kept without allocating any array.
    enum Change: Hashable, Sendable {
        case deleteSection(Int)
        case insertSection(Int)
        case reloadSection(Int)
        case deleteRow(RowPath)
        case insertRow(RowPath)
        case reloadRow(RowPath)
        case reconfigureSection(Int)
    }

    /// The six lists of a general update.
    struct Lists: Hashable, Sendable {
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var reloadedSections: [Int] = []
        var deletedRows: [RowPath] = []
        var insertedRows: [RowPath] = []
        var reloadedRows: [RowPath] = []
        var movedRows: [RowMove] = []
        var reconfiguredSections: [Int] = []
        var requiresReload = false
        var reloadsOnlyForSupplements = false
    }

    private enum Storage: Sendable {
        case none
        case single(Change)
        /// Boxed, so that a `TableUpdate` is a few words: every mutation returns one, and with
        /// the eight lists inline each return copied 65 bytes through memory (a tenth of `addCell`).
        indirect case lists(Lists)
    }

    private var storage: Storage

    /// Creates an update. The arrays are sorted and their duplicates dropped.
    package init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        reloadedSections: [Int] = [],
        deletedRows: [RowPath] = [],
        insertedRows: [RowPath] = [],
        reloadedRows: [RowPath] = [],
        movedRows: [RowMove] = [],
        reconfiguredSections: [Int] = [],
        requiresReload: Bool = false
    ) {
        storage = .lists(
            Lists(
                deletedSections: Self.normalized(deletedSections),
                insertedSections: Self.normalized(insertedSections),
                reloadedSections: Self.normalized(reloadedSections),
                deletedRows: Self.normalized(deletedRows),
                insertedRows: Self.normalized(insertedRows),
                reloadedRows: Self.normalized(reloadedRows),
                movedRows: Self.normalized(movedRows),
                reconfiguredSections: Self.normalized(reconfiguredSections),
                requiresReload: requiresReload
            )
        )
    }

    /// An update of exactly one change; allocates nothing.
    init(_ change: Change) {
        storage = .single(change)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// An update that changes nothing visible.
    package static let none = TableUpdate(storage: .none)

    /// All six lists, materialised.
    var lists: Lists {
        get {
            switch storage {
            case .none: return Lists()
            case .lists(let lists): return lists
            case .single(let change):
                var lists = Lists()
                switch change {
                case .deleteSection(let index): lists.deletedSections = [index]
                case .insertSection(let index): lists.insertedSections = [index]
                case .reloadSection(let index): lists.reloadedSections = [index]
                case .deleteRow(let path): lists.deletedRows = [path]
                case .insertRow(let path): lists.insertedRows = [path]
                case .reloadRow(let path): lists.reloadedRows = [path]
                case .reconfigureSection(let index): lists.reconfiguredSections = [index]
                }
                return lists
            }
        }
        set { storage = .lists(newValue) }
    }

    /// Visible sections removed or hidden, in the coordinates before the update.
    package var deletedSections: [Int] {
        get { lists.deletedSections }
        set { lists.deletedSections = newValue }
    }
    /// Visible sections added or shown, in the coordinates after the update.
    package var insertedSections: [Int] {
        get { lists.insertedSections }
        set { lists.insertedSections = newValue }
    }
    /// Sections whose header or footer changed, in the coordinates before the update.
    package var reloadedSections: [Int] {
        get { lists.reloadedSections }
        set { lists.reloadedSections = newValue }
    }
    /// Rows removed or hidden, in the coordinates before the update.
    package var deletedRows: [RowPath] {
        get { lists.deletedRows }
        set { lists.deletedRows = newValue }
    }
    /// Rows added or shown, in the coordinates after the update.
    package var insertedRows: [RowPath] {
        get { lists.insertedRows }
        set { lists.insertedRows = newValue }
    }
    /// Rows that changed in place, in the coordinates before the update.
    package var reloadedRows: [RowPath] {
        get { lists.reloadedRows }
        set { lists.reloadedRows = newValue }
    }

    /// Rows that moved, each from its row before the update to its row after it: the same live
    /// cell, animated from one place to the other (`moveRow(at:to:)`).
    package var movedRows: [RowMove] {
        get { lists.movedRows }
        set { lists.movedRows = newValue }
    }
    /// Visible sections whose header or footer changed, in the coordinates before the update. The
    /// section's rows are untouched: a backend updates the header and footer views in place (and
    /// lets the table measure them again), it never reloads the section.
    package var reconfiguredSections: [Int] {
        get { lists.reconfiguredSections }
        set { lists.reconfiguredSections = newValue }
    }
    /// Whether the change cannot be replayed as one batch without deleting and inserting the same
    /// live cell: a cell moved out of a section that is deleted, or into a section that is
    /// inserted, in one batch (`UITableView` refuses such moves), or a header or footer that
    /// appears or goes (there is no view to update in place, and a section reload would reload
    /// its live cells). A backend reloads instead; the lists still describe the change.
    package var requiresReload: Bool {
        get { lists.requiresReload }
        set { lists.requiresReload = newValue }
    }
    /// Whether ``requiresReload`` is set only because a header or footer appears or goes.
    package var reloadsOnlyForSupplements: Bool { lists.reloadsOnlyForSupplements }

    /// The index a section that survives the update has after it: its old index, minus the
    /// deleted sections before it, with the inserted sections placed around it.
    /// - Complexity: O(*d* + *i*) in the number of deleted and inserted sections.
    package func sectionIndexAfter(_ oldIndex: Int) -> Int {
        let deletedBefore = deletedSections.prefix { $0 < oldIndex }.count
        var index = oldIndex - deletedBefore
        for inserted in insertedSections where inserted <= index { index += 1 }
        return index
    }

    /// The number of row and section changes the update asks a table to animate: each deleted,
    /// inserted and moved row, and each deleted and inserted section (a section's rows are not
    /// counted: the section change covers them). Header and footer changes in place count for
    /// nothing: they animate no row.
    /// - Complexity: O(1).
    package var animatedChangeCount: Int {
        switch storage {
        case .none: return 0
        case .single(let change):
            switch change {
            case .reconfigureSection: return 0
            default: return 1
            }
        case .lists(let lists):
            return lists.deletedSections.count + lists.insertedSections.count + lists.deletedRows.count
                + lists.insertedRows.count + lists.reloadedRows.count + lists.reloadedSections.count
                + lists.movedRows.count
        }
    }

    /// Whether the update changes nothing visible.
    package var isEmpty: Bool {
        switch storage {
        case .none: true
        case .single: false
        case .lists(let lists): lists == Lists()
        }
    }

    package static func == (lhs: TableUpdate, rhs: TableUpdate) -> Bool {
        lhs.lists == rhs.lists
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(lists)
    }

    private static func normalized<T: Comparable>(_ values: [T]) -> [T] {
        guard values.count > 1 else { return values }
        // Most updates arrive sorted: check in O(n) before sorting.
        var isStrictlyIncreasing = true
        for index in 1..<values.count where !(values[index - 1] < values[index]) {
            isStrictlyIncreasing = false
            break
        }
        if isStrictlyIncreasing { return values }
        var sorted = values.sorted()
        var last = 0
        for index in 1..<sorted.count where sorted[index] != sorted[last] {
            last += 1
            sorted[last] = sorted[index]
        }
        sorted.removeLast(sorted.count - last - 1)
        return sorted
    }
}

extension TableUpdate: CustomStringConvertible {
    /// A compact summary such as `TableUpdate(-rows [0, 2] +rows [0, 3])`, for logs and test
    /// failures.
    package var description: String {
        var parts: [String] = []
        func add<T>(_ label: String, _ values: [T]) {
            if !values.isEmpty { parts.append("\(label) \(values.map { "\($0)" }.joined(separator: " "))") }
        }
        add("-sections", deletedSections)
        add("+sections", insertedSections)
        add("~sections", reloadedSections)
        add("-rows", deletedRows)
        add("+rows", insertedRows)
        add("~rows", reloadedRows)
        add("moves", movedRows)
        add("~headers", reconfiguredSections)
        if requiresReload { parts.append("reload") }
        return "TableUpdate(\(parts.isEmpty ? "none" : parts.joined(separator: " ")))"
    }
}
