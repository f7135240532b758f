extension TableUpdate {
    /// A reason `UITableView` would reject an update.
    package struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, worded after UIKit's own exception where there is one.
        package let description: String
    }

    /// Checks this update against the row counts it claims to connect, by the rules
    /// `UITableView.performBatchUpdates(_:completion:)` enforces.
    /// - Complexity: O(*s* + *r*), where *s* is the number of sections and *r* the number of rows
    ///   the update names.
    package func violations(rowCountsBefore: [Int], rowCountsAfter: [Int]) -> [Violation] {
        var problems: [String] = []
        if requiresReload { return [] }
        let oldCount = rowCountsBefore.count
        let newCount = rowCountsAfter.count

        Self.checkSections(deletedSections, "deleted", bound: oldCount, into: &problems)
        Self.checkSections(reloadedSections, "reloaded", bound: oldCount, into: &problems)
        Self.checkSections(insertedSections, "inserted", bound: newCount, into: &problems)
        Self.checkSections(reconfiguredSections, "reconfigured", bound: oldCount, into: &problems)
        let deletedSectionSet = Set(deletedSections)
        let reloadedSectionSet = Set(reloadedSections)
        let insertedSectionSet = Set(insertedSections)
        for section in reloadedSections where deletedSectionSet.contains(section) {
            problems.append("attempt to delete and reload the same section (\(section))")
        }
        for section in reconfiguredSections where deletedSectionSet.contains(section) {
            problems.append("attempt to reconfigure the header or footer of a deleted section (\(section))")
        }
        if oldCount - deletedSections.count + insertedSections.count != newCount {
            problems.append(
                "Invalid update: invalid number of sections. The number of sections contained in the "
                    + "table view after the update (\(newCount)) must be equal to the number of sections "
                    + "contained in the table view before the update (\(oldCount)), plus or minus the "
                    + "number of sections inserted or deleted (\(insertedSections.count) inserted, "
                    + "\(deletedSections.count) deleted)."
            )
            return problems.map(Violation.init)
        }

        var deletedPerSection = [Int](repeating: 0, count: oldCount)
        var insertedPerSection = [Int](repeating: 0, count: newCount)
        for path in Self.rowsInRange(deletedRows, "delete", counts: rowCountsBefore, into: &problems) {
            if deletedSectionSet.contains(path.section) || reloadedSectionSet.contains(path.section) {
                problems.append("attempt to delete row \(path) from a section that is deleted or reloaded")
            } else {
                deletedPerSection[path.section] += 1
            }
        }
        for path in Self.rowsInRange(reloadedRows, "reload", counts: rowCountsBefore, into: &problems) {
            if deletedSectionSet.contains(path.section) || reloadedSectionSet.contains(path.section) {
                problems.append("attempt to reload row \(path) in a section that is deleted or reloaded")
            }
        }
        for path in Self.rowsInRange(insertedRows, "insert", counts: rowCountsAfter, into: &problems) {
            if insertedSectionSet.contains(path.section) {
                problems.append("attempt to insert row \(path) into a section that is also inserted")
            } else {
                insertedPerSection[path.section] += 1
            }
        }
        let deletedRowSet = Set(deletedRows)
        for path in reloadedRows where deletedRowSet.contains(path) {
            problems.append("attempt to delete and reload the same index path (\(path))")
        }
        let reloadedRowSet = Set(reloadedRows)
        let insertedRowSet = Set(insertedRows)
        let sources = Self.rowsInRange(movedRows.map(\.from), "move", counts: rowCountsBefore, into: &problems)
        let destinations = Self.rowsInRange(movedRows.map(\.to), "move to", counts: rowCountsAfter, into: &problems)
        for path in sources {
            if deletedSectionSet.contains(path.section) || reloadedSectionSet.contains(path.section) {
                problems.append("cannot move a row (\(path)) out of a section that is deleted or reloaded")
            } else if deletedRowSet.contains(path) || reloadedRowSet.contains(path) {
                problems.append("attempt to perform a delete or reload and a move from the same index path (\(path))")
            } else {
                deletedPerSection[path.section] += 1
            }
        }
        for path in destinations {
            if insertedSectionSet.contains(path.section) {
                problems.append("cannot move a row (to \(path)) into a section that is inserted")
            } else if insertedRowSet.contains(path) {
                problems.append("attempt to perform an insert and a move to the same index path (\(path))")
            } else {
                insertedPerSection[path.section] += 1
            }
        }

        // Surviving sections keep their order: pair them up and compare row counts.
        var newSection = 0
        for oldSection in 0..<oldCount where !deletedSectionSet.contains(oldSection) {
            while insertedSectionSet.contains(newSection) { newSection += 1 }
            defer { newSection += 1 }
            if reloadedSectionSet.contains(oldSection) { continue }
            let before = rowCountsBefore[oldSection]
            let after = rowCountsAfter[newSection]
            let inserted = insertedPerSection[newSection]
            let deleted = deletedPerSection[oldSection]
            if before - deleted + inserted != after {
                problems.append(
                    "Invalid update: invalid number of rows in section \(newSection). The number of rows "
                        + "contained in an existing section after the update (\(after)) must be equal to "
                        + "the number of rows contained in that section before the update (\(before)), "
                        + "plus or minus the number of rows inserted or deleted from that section "
                        + "(\(inserted) inserted, \(deleted) deleted)."
                )
            }
        }
        return problems.map(Violation.init)
    }

    /// Whether `UITableView` would accept this update between the given row counts.
    /// An update that ``requiresReload`` has no violations.
    package func isValid(rowCountsBefore: [Int], rowCountsAfter: [Int]) -> Bool {
        violations(rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter).isEmpty
    }

    private static func checkSections(_ sections: [Int], _ kind: String, bound: Int, into problems: inout [String]) {
        var seen = Set<Int>()
        for section in sections {
            if !(0..<bound).contains(section) {
                problems.append("attempt to use \(kind) section \(section), but there are only \(bound) sections")
            }
            if !seen.insert(section).inserted {
                problems.append("\(kind) section \(section) appears twice")
            }
        }
    }

    /// Reports duplicate and out-of-range rows; returns the others.
    private static func rowsInRange(_ rows: [RowPath], _ verb: String, counts: [Int], into problems: inout [String]) -> [RowPath] {
        var seen = Set<RowPath>()
        var accepted: [RowPath] = []
        for path in rows {
            guard seen.insert(path).inserted else {
                problems.append("attempt to \(verb) row \(path) twice")
                continue
            }
            guard (0..<counts.count).contains(path.section) else {
                problems.append("attempt to \(verb) row \(path) in section \(path.section), but there are only \(counts.count) sections")
                continue
            }
            guard (0..<counts[path.section]).contains(path.row) else {
                problems.append(
                    "attempt to \(verb) row \(path), but there are only \(counts[path.section]) rows in section \(path.section)")
                continue
            }
            accepted.append(path)
        }
        return accepted
    }
}
