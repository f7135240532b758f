/// The visible change made by one mutation, or one batch of mutations, in `UITableView`
/// batch-update terms.
///
/// Deletions and reloads are given in the coordinates from *before* the change; insertions in the
/// coordinates from *after* it — exactly what `UITableView.performBatchUpdates(_:completion:)`
/// expects, so a backend replays an update without translating it:
///
/// ```swift
/// let update = composition.removeCell(cell)
/// tableView.performBatchUpdates {
///     tableView.deleteSections(IndexSet(update.deletedSections), with: .automatic)
///     tableView.deleteRows(at: update.deletedRows.map(IndexPath.init), with: .automatic)
///     // … inserted sections and rows, reloaded rows
/// }
/// ```
///
/// Every array is sorted ascending and holds no duplicates. Rows of deleted or inserted sections
/// are not listed separately: the section change covers them.
/// Use ``violations(rowCountsBefore:rowCountsAfter:)`` to check an update against the row counts
/// it claims to connect.
public struct TableUpdate: Hashable, Sendable {
    /// Visible sections removed or hidden, in the coordinates before the update.
    public var deletedSections: [Int]
    /// Visible sections added or shown, in the coordinates after the update.
    public var insertedSections: [Int]
    /// Sections whose header or footer changed, in the coordinates before the update.
    public var reloadedSections: [Int]
    /// Rows removed or hidden, in the coordinates before the update.
    public var deletedRows: [RowPath]
    /// Rows added or shown, in the coordinates after the update.
    public var insertedRows: [RowPath]
    /// Rows that changed in place, in the coordinates before the update.
    public var reloadedRows: [RowPath]

    /// Creates an update. The arrays are sorted and their duplicates dropped.
    ///
    /// - Parameters:
    ///   - deletedSections: Sections deleted, in old coordinates.
    ///   - insertedSections: Sections inserted, in new coordinates.
    ///   - reloadedSections: Sections reloaded, in old coordinates.
    ///   - deletedRows: Rows deleted, in old coordinates.
    ///   - insertedRows: Rows inserted, in new coordinates.
    ///   - reloadedRows: Rows reloaded, in old coordinates.
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        reloadedSections: [Int] = [],
        deletedRows: [RowPath] = [],
        insertedRows: [RowPath] = [],
        reloadedRows: [RowPath] = []
    ) {
        self.deletedSections = Self.normalized(deletedSections)
        self.insertedSections = Self.normalized(insertedSections)
        self.reloadedSections = Self.normalized(reloadedSections)
        self.deletedRows = Self.normalized(deletedRows)
        self.insertedRows = Self.normalized(insertedRows)
        self.reloadedRows = Self.normalized(reloadedRows)
    }

    /// An update that changes nothing visible.
    public static let none = TableUpdate()

    /// Whether the update changes nothing visible.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty
    }

    private static func normalized<T: Comparable>(_ values: [T]) -> [T] {
        guard values.count > 1 else { return values }
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
    public var description: String {
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
        return "TableUpdate(\(parts.isEmpty ? "none" : parts.joined(separator: " ")))"
    }
}
