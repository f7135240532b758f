extension Composition {
    // MARK: - Walking the visible rows

    /// The first visible row, across sections; `nil` when no row is visible.
    /// - Complexity: O(*s*) in the sections before it.
    package var firstVisibleRow: RowPath? {
        (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }.map { RowPath(section: $0, row: 0) }
    }

    /// The last visible row, across sections; `nil` when no row is visible.
    /// - Complexity: O(*s*) in the sections after it.
    package var lastVisibleRow: RowPath? {
        (0..<numberOfSections).last { numberOfRows(inSection: $0) > 0 }
            .map { RowPath(section: $0, row: numberOfRows(inSection: $0) - 1) }
    }

    /// The visible row after a row, across sections (empty sections skipped).
    /// - Parameter path: A visible row.
    /// - Complexity: O(1) plus the empty sections skipped.
    package func row(after path: RowPath) -> RowPath? {
        if path.row + 1 < numberOfRows(inSection: path.section) { return RowPath(section: path.section, row: path.row + 1) }
        var section = path.section + 1
        while section < numberOfSections {
            if numberOfRows(inSection: section) > 0 { return RowPath(section: section, row: 0) }
            section += 1
        }
        return nil
    }

    /// The visible row before a row, across sections (empty sections skipped).
    /// - Parameter path: A visible row.
    /// - Complexity: O(1) plus the empty sections skipped.
    package func row(before path: RowPath) -> RowPath? {
        if path.row > 0 { return RowPath(section: path.section, row: path.row - 1) }
        var section = path.section - 1
        while section >= 0 {
            let rows = numberOfRows(inSection: section)
            if rows > 0 { return RowPath(section: section, row: rows - 1) }
            section -= 1
        }
        return nil
    }
}
