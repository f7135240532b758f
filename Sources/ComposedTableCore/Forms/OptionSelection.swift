/// The rules of a choice among options, kept once for both backends: a segmented row's
/// `segments` and `selectedIndex`, a picker row's `columns` and `selectedRows`.
///
/// - Options set by code must not be empty (a segmented row needs a segment, a picker a column
///   and every column an option); a selection set by code must be one of them: otherwise misuse,
///   with a message that says which.
/// - New options keep the selection where it is still an option, else select the first:
///   ``kept(_:count:)`` and ``kept(_:columns:)``.
///
/// ```swift
/// OptionSelection.requireIndex(3, count: 2, noun: "segments", .property("SegmentedCell", "selectedIndex"))  // stops
/// OptionSelection.kept([2, 1], columns: [["A", "B"], ["x", "y"]])                               // [0, 1]
/// ```
package enum OptionSelection {
    // MARK: - One list of options

    /// Stops unless there is at least one option.
    ///
    /// - Parameters:
    ///   - count: How many options there are.
    ///   - noun: What the options are called (`segments`, `options`).
    ///   - row: What the row is called (`a segmented row`, `a picker`).
    ///   - site: Where they came from.
    package static func requireOptions(count: Int, noun: String, row: String, _ site: MisuseSite) {
        require(count > 0, "ComposedTable: \(site) no \(noun); \(row) needs at least one.")
    }

    /// Stops unless an index is one of the options'.
    ///
    /// - Parameters:
    ///   - index: The selected index.
    ///   - count: How many options there are.
    ///   - noun: What the options are called (`segments`, `options in its first column`).
    ///   - site: Where the index came from.
    package static func requireIndex(_ index: Int, count: Int, noun: String, _ site: MisuseSite) {
        require(
            (0..<count).contains(index), "ComposedTable: \(site) \(index), but the cell has \(count) \(noun) (indices 0..<\(count)).")
    }

    /// The selection kept when the options change: the same index while it is still an option,
    /// else the first.
    ///
    /// - Parameters:
    ///   - index: The selected index.
    ///   - count: How many options there are now.
    /// - Returns: The index to select.
    package static func kept(_ index: Int, count: Int) -> Int {
        (0..<count).contains(index) ? index : 0
    }

    // MARK: - Columns

    /// Stops unless there is at least one column and every column has an option.
    ///
    /// - Parameters:
    ///   - columns: The options of each column.
    ///   - site: Where they came from.
    package static func requireColumns(_ columns: [[String]], _ site: MisuseSite) {
        let counts = columns.map(\.count)
        require(!columns.isEmpty, "ComposedTable: \(site) no columns; a picker needs at least one column.")
        if let empty = columns.firstIndex(where: \.isEmpty) {
            misuse("ComposedTable: \(site) \(counts) options per column, but column \(empty) has no options.")
        }
    }

    /// Stops unless there is one selected row per column, each an option of its column.
    ///
    /// - Parameters:
    ///   - rows: The selected row of each column.
    ///   - columns: The options of each column.
    ///   - site: Where the rows came from.
    package static func requireRows(_ rows: [Int], columns: [[String]], _ site: MisuseSite) {
        require(
            rows.count == columns.count,
            "ComposedTable: \(site) \(rows), but the picker has \(columns.count) columns: give one selected row per column.")
        for (column, row) in rows.enumerated() where !columns[column].indices.contains(row) {
            misuse(
                "ComposedTable: \(site) \(rows), but column \(column) has \(columns[column].count) options "
                    + "(indices 0..<\(columns[column].count)).")
        }
    }

    /// The selection kept when the columns change: each column's row while it is still an
    /// option of that column, else its first option (and the first for a new column).
    ///
    /// - Parameters:
    ///   - rows: The selected rows.
    ///   - columns: The options of each column now.
    /// - Returns: The rows to select, one per column.
    package static func kept(_ rows: [Int], columns: [[String]]) -> [Int] {
        columns.indices.map { column in rows.indices.contains(column) ? kept(rows[column], count: columns[column].count) : 0 }
    }

    /// The rows with the first column's row replaced: a picker's `selectedIndex`.
    ///
    /// - Parameters:
    ///   - index: The row of the first column.
    ///   - rows: The selected rows.
    ///   - columns: The options of each column.
    /// - Returns: The rows.
    /// - Precondition: `index` is an option of the first column.
    package static func rows(settingFirst index: Int, of rows: [Int], columns: [[String]]) -> [Int] {
        requireIndex(
            index, count: rows.isEmpty ? 0 : columns.first?.count ?? 0, noun: "options in its first column",
            .property("PickerCell", "selectedIndex"))
        var rows = rows
        rows[0] = index
        return rows
    }
}
