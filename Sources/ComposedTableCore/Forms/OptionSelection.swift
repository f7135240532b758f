/// The rules of a choice among options, kept once for both backends: a segmented row's
/// `segments` and `selectedIndex`, a picker row's `columns` and `selectedRows`.
/// Data never traps: no options make an empty row that ignores the user, and a selection that
/// is not an option selects the first one.
package enum OptionSelection {
    // MARK: - One list of options

    /// What a row without options shows instead of a selection.
    package static let noOptionsText = "No options"

    /// Whether a row of one list of options takes the user's choice: when it has an option.
    package static func acceptsUser(count: Int) -> Bool { count > 0 }

    /// The selection kept when the options change, or the selection given by an initialiser or
    /// code: the same index while it is an option, else the first (`0`, also with no options).
    package static func kept(_ index: Int, count: Int) -> Int {
        (0..<count).contains(index) ? index : 0
    }

    // MARK: - Columns

    /// Whether a picker takes the user's choice: when it has a column and every column has an
    /// option (a selection is one row per column).
    package static func acceptsUser(columns: [[String]]) -> Bool {
        !columns.isEmpty && !columns.contains(where: \.isEmpty)
    }

    /// The selected options, joined by spaces (`10 30 AM`), or `nil` for an empty picker.
    package static func selectedText(_ rows: [Int], columns: [[String]]) -> String? {
        guard acceptsUser(columns: columns) else { return nil }
        return zip(columns, kept(rows, columns: columns)).map { column, row in column[row] }.joined(separator: " ")
    }

    /// How many rows a picker's wheel shows for a column: its options, or one row that says
    /// ``noOptionsText`` for an empty column.
    package static func wheelRowCount(of options: [String]) -> Int { max(1, options.count) }

    /// The title of a picker wheel's row: the option, or ``noOptionsText`` for an empty column.
    package static func wheelTitle(ofRow row: Int, in options: [String]) -> String {
        options.indices.contains(row) ? options[row] : noOptionsText
    }

    /// The selection kept when the columns change: each column's row while it is still an
    /// option of that column, else its first option (and the first for a new column).
    package static func kept(_ rows: [Int], columns: [[String]]) -> [Int] {
        columns.indices.map { column in rows.indices.contains(column) ? kept(rows[column], count: columns[column].count) : 0 }
    }

    /// The rows with the first column's row replaced: a picker's `selectedIndex`.
    package static func rows(settingFirst index: Int, of rows: [Int], columns: [[String]]) -> [Int] {
        guard let first = columns.first else { return rows }
        var rows = kept(rows, columns: columns)
        rows[0] = kept(index, count: first.count)
        return rows
    }
}
