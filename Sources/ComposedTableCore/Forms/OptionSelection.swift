/// The rules of a choice among options, kept once for both backends: a segmented row's
/// `segments` and `selectedIndex`, a picker row's `columns` and `selectedRows`.
///
/// Options usually come from data (a server's list can be empty), so nothing here stops the
/// program:
/// - No options (no segments; no columns, or a column without options) make an empty row: it
///   shows ``noOptionsText`` and ignores the user (``acceptsUser(count:)``,
///   ``acceptsUser(columns:)``); the selection is then the first index, `0`, which selects
///   nothing until options come.
/// - A selection that is not an option — given to an initialiser, set by code, or left by new
///   options — selects the first option: ``kept(_:count:)`` and ``kept(_:columns:)`` (a
///   selection of the wrong length gets one row per column).
///
/// ```swift
/// OptionSelection.kept(3, count: 2)                                    // 0
/// OptionSelection.kept([2, 1], columns: [["A", "B"], ["x", "y"]])       // [0, 1]
/// OptionSelection.acceptsUser(columns: [["A"], []])                    // false: "No options"
/// ```
package enum OptionSelection {
    // MARK: - One list of options

    /// What a row without options shows instead of a selection.
    package static let noOptionsText = "No options"

    /// Whether a row of one list of options takes the user's choice: when it has an option.
    ///
    /// - Parameter count: How many options there are.
    /// - Returns: `false` for an empty row, which shows ``noOptionsText`` and ignores the user.
    package static func acceptsUser(count: Int) -> Bool { count > 0 }

    /// The selection kept when the options change, or the selection given by an initialiser or
    /// code: the same index while it is an option, else the first (`0`, also with no options).
    ///
    /// - Parameters:
    ///   - index: The selected index.
    ///   - count: How many options there are now.
    /// - Returns: The index to select.
    package static func kept(_ index: Int, count: Int) -> Int {
        (0..<count).contains(index) ? index : 0
    }

    // MARK: - Columns

    /// Whether a picker takes the user's choice: when it has a column and every column has an
    /// option (a selection is one row per column).
    ///
    /// - Parameter columns: The options of each column.
    /// - Returns: `false` for an empty picker, which shows ``noOptionsText`` and ignores the user.
    package static func acceptsUser(columns: [[String]]) -> Bool {
        !columns.isEmpty && !columns.contains(where: \.isEmpty)
    }

    /// The selected options, joined by spaces (`10 30 AM`), or `nil` for an empty picker.
    ///
    /// - Parameters:
    ///   - rows: The selected rows, one per column.
    ///   - columns: The options of each column.
    /// - Returns: The text.
    package static func selectedText(_ rows: [Int], columns: [[String]]) -> String? {
        guard acceptsUser(columns: columns) else { return nil }
        return zip(columns, kept(rows, columns: columns)).map { column, row in column[row] }.joined(separator: " ")
    }

    /// How many rows a picker's wheel shows for a column: its options, or one row that says
    /// ``noOptionsText`` for an empty column.
    ///
    /// - Parameter options: The column's options.
    /// - Returns: The number of rows, at least 1.
    package static func wheelRowCount(of options: [String]) -> Int { max(1, options.count) }

    /// The title of a picker wheel's row: the option, or ``noOptionsText`` for an empty column.
    ///
    /// - Parameters:
    ///   - row: The row, below ``wheelRowCount(of:)``.
    ///   - options: The column's options.
    /// - Returns: The title.
    package static func wheelTitle(ofRow row: Int, in options: [String]) -> String {
        options.indices.contains(row) ? options[row] : noOptionsText
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
    ///   - index: The row of the first column; one that is not an option selects the first.
    ///   - rows: The selected rows.
    ///   - columns: The options of each column.
    /// - Returns: The rows (unchanged for a picker without columns).
    package static func rows(settingFirst index: Int, of rows: [Int], columns: [[String]]) -> [Int] {
        guard let first = columns.first else { return rows }
        var rows = kept(rows, columns: columns)
        rows[0] = kept(index, count: first.count)
        return rows
    }
}
