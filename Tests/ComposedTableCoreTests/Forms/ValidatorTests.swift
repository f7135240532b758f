import ComposedTableCore
import TestSupport
import Testing

struct ValidatorTests {
    @Test func acceptsAConsistentUpdate() {
        let update = TableUpdate(deletedRows: [RowPath(section: 0, row: 1)], insertedRows: [RowPath(section: 1, row: 0)])
        #expect(update.violations(rowCountsBefore: [3, 0], rowCountsAfter: [2, 1]).isEmpty)
    }

    @Test func reportsTheRowCountRuleLikeUIKit() {
        let update = TableUpdate(insertedRows: [RowPath(section: 0, row: 0)])
        let violations = update.violations(rowCountsBefore: [2], rowCountsAfter: [2])
        expectEqual(violations.count, 1)
        expectEqual(violations.first?.description.hasPrefix("Invalid update: invalid number of rows in section 0"), true)
        expectEqual(violations.first?.description.contains("(1 inserted, 0 deleted)"), true)
    }

    @Test func reportsTheSectionCountRule() {
        let violations = TableUpdate(insertedSections: [0]).violations(rowCountsBefore: [1], rowCountsAfter: [1])
        expectEqual(violations.map(\.description).first?.hasPrefix("Invalid update: invalid number of sections"), true)
    }

    @Test func reportsOutOfRangeAndConflictingIndexPaths() {
        let path = RowPath(section: 0, row: 0)
        #expect(!TableUpdate(deletedRows: [RowPath(section: 0, row: 5)]).isValid(rowCountsBefore: [5], rowCountsAfter: [4]))
        #expect(!TableUpdate(insertedRows: [RowPath(section: 2, row: 0)]).isValid(rowCountsBefore: [1], rowCountsAfter: [1]))
        #expect(!TableUpdate(deletedRows: [path], reloadedRows: [path]).isValid(rowCountsBefore: [1], rowCountsAfter: [0]))
        var duplicated = TableUpdate()
        duplicated.deletedRows = [path, path]
        #expect(duplicated.violations(rowCountsBefore: [2], rowCountsAfter: [0]).contains { $0.description.contains("twice") })
        #expect(!TableUpdate(deletedSections: [0], deletedRows: [path]).isValid(rowCountsBefore: [1], rowCountsAfter: []))
        #expect(!TableUpdate(insertedSections: [0], insertedRows: [path]).isValid(rowCountsBefore: [], rowCountsAfter: [1]))
    }

    @Test func sectionChangesShiftTheRowRuleToTheRightSection() {
        // Old sections [A(2), B(1)]; delete A, insert C at 1: new [B(2), C(0)] with one row inserted in B.
        let update = TableUpdate(deletedSections: [0], insertedSections: [1], insertedRows: [RowPath(section: 0, row: 1)])
        #expect(update.isValid(rowCountsBefore: [2, 1], rowCountsAfter: [2, 0]))
        #expect(!update.isValid(rowCountsBefore: [2, 1], rowCountsAfter: [1, 0]))
    }

    @Test func normalisesItsArrays() {
        let update = TableUpdate(deletedSections: [3, 1, 3], insertedRows: [RowPath(section: 1, row: 0), RowPath(section: 0, row: 2)])
        expectEqual(update.deletedSections, [1, 3])
        expectEqual(update.insertedRows, [RowPath(section: 0, row: 2), RowPath(section: 1, row: 0)])
        #expect(TableUpdate.none.isEmpty && !update.isEmpty)
        expectEqual(update.description, "TableUpdate(-sections 1 3 +rows [0, 2] [1, 0])")
    }
}
