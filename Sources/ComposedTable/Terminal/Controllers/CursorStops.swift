#if !canImport(UIKit)
// The terminal's own logic, tested with it: where the keyboard cursor stops. UIKit has no cursor
// (VoiceOver and focus follow the table's own order), so this is not the controller core's.

/// A place a keyboard cursor rests on: a row, or a header that reacts to a tap.
enum CursorStop: Hashable, Sendable {
    /// The header of a visible section.
    case header(Int)
    /// A visible row.
    case row(RowPath)
}

extension TableController {
    // MARK: - Cursor stops

    /// The next place a keyboard cursor stops at, in drawing order: selectable headers
    /// (`canSelectHeader(inSection:)`) and rows.
    ///
    /// - Parameter stop: Where the cursor is, or `nil` for the start of the table.
    /// - Returns: The next stop, or `nil` at the end.
    /// - Complexity: O(1) plus the sections without a stop that are skipped.
    func stop(after stop: CursorStop?) -> CursorStop? {
        var section = 0
        var next = -1  // -1: the header
        switch stop {
        case nil: break
        case .header(let index): (section, next) = (index, 0)
        case .row(let path): (section, next) = (path.section, path.row + 1)
        }
        while section < composition.numberOfSections {
            if next == -1 {
                if canSelectHeader(inSection: section) { return .header(section) }
                next = 0
            }
            if next < composition.numberOfRows(inSection: section) { return .row(RowPath(section: section, row: next)) }
            section += 1
            next = -1
        }
        return nil
    }

    /// The place before a stop a keyboard cursor stops at: see `stop(after:)`.
    ///
    /// - Parameter stop: Where the cursor is, or `nil` for the end of the table.
    /// - Returns: The stop before it, or `nil` at the start.
    /// - Complexity: O(1) plus the sections without a stop that are skipped.
    func stop(before stop: CursorStop?) -> CursorStop? {
        var section = composition.numberOfSections - 1
        var previous = Int.max  // the last row
        switch stop {
        case nil: break
        case .header(let index): (section, previous) = (index - 1, Int.max)
        case .row(let path): (section, previous) = (path.section, path.row - 1)
        }
        while section >= 0 {
            let rows = composition.numberOfRows(inSection: section)
            if previous >= rows { previous = rows - 1 }
            if previous >= 0 { return .row(RowPath(section: section, row: previous)) }
            if canSelectHeader(inSection: section) { return .header(section) }
            section -= 1
            previous = Int.max
        }
        return nil
    }
}
#endif
