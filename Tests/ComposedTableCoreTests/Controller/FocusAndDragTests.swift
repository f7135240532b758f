import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// What the user sees while typing in a row, or while holding a row by its reorder control, when
/// the table changes: the fake table counts a reload that takes the focused row's cell off the
/// table, and a batch or reload under the user's finger, as violations.
@MainActor
struct FocusAndDragTests {
    /// A filter field over a lazy section of 1,000 options, on screen, the field focused.
    private func filterScreen() -> (TableController<Row, String>, UIKitRulesSurface<Row, String>, Row, SectionID) {
        let core = TableController<Row, String>()
        let fake = UIKitRulesSurface(core: core)
        let field = Row("Filter")
        field.takesTextFocus = true
        core.composer = { [unowned core] in
            core.change { $0.addSection() }
            core.change { $0.addCell(field) }
            core.change { $0.addSection(count: 1_000) { Row("Option \($0)") } }
        }
        fake.appear()
        core.focus(field)
        return (core, fake, field, core.composition.lastSection!)
    }

    // MARK: - Focus

    @Test func aFilterNarrowingByHundredsKeepsTheKeyboardUp() {
        let (core, fake, field, options) = filterScreen()
        #expect(fake.cellWithFocus === field)
        let reloads = fake.reloadCount
        // One key typed: 500 options go, more than a batch animates.
        core.change { $0.setVisibleRows(Array(0..<500), in: options) }
        core.change { $0.setVisibleRows(Array(0..<20), in: options) }
        expectEqual(fake.reloadCount, reloads, "a reload takes the field's cell off the table: the keyboard closes")
        #expect(fake.cellWithFocus === field)
        fake.checkConsistency()
        expectEqual(fake.shownCells[1].count, 20)
        expectEqual(fake.violations, [])
        // Without focus, the same change is a reload again.
        fake.endEditing()
        core.change { $0.setVisibleRows(nil, in: options) }
        expectEqual(fake.reloadCount, reloads + 1)
        expectEqual(fake.violations, [])
    }

    @Test func aFooterErrorAppearingWhileTypingKeepsTheKeyboardUp() {
        let (core, fake, field, options) = filterScreen()
        let section = core.composition.sectionID(atVisibleIndex: 0)
        let reloads = fake.reloadCount
        core.change { $0.setFooter(.title("No option matches"), for: section) }
        core.change { $0.setFooter(nil, for: section) }
        core.performBatch {
            core.change { $0.setFooter(.title("Type at least two letters"), for: section) }
            core.change { $0.setVisibleRows(Array(0..<10), in: options) }
        }
        expectEqual(fake.reloadCount, reloads, "a reload takes the field's cell off the table: the keyboard closes")
        #expect(fake.cellWithFocus === field)
        fake.checkConsistency()
        expectEqual(fake.violations, [])
        // Without focus, a footer that appears is a reload, as before.
        fake.endEditing()
        core.change { $0.setFooter(nil, for: section) }
        expectEqual(fake.reloadCount, reloads + 1)
        expectEqual(fake.violations, [])
    }

    /// A batch that moves the focused field out of a section it removes, into one it inserts:
    /// UIKit cannot animate that, so the table reloads, and the field takes focus back at once.
    @Test func aFieldMovedIntoANewSectionTakesFocusBackAfterTheReload() {
        let (core, fake, field, _) = filterScreen()
        let old = core.composition.sectionID(atVisibleIndex: 0)
        let (reloads, hint) = (fake.reloadCount, Row("Hint"))
        core.performBatch {
            core.change { $0.insertSection(at: 0, header: .title("Search")) }
            core.change { $0.moveCell(field, to: core.composition.sectionID(atVisibleIndex: 0)) }
            core.change { $0.insertCell(hint, after: field) }
            core.change { $0.removeSection(old) }
        }
        expectEqual(fake.reloadCount, reloads + 1, "UIKit cannot move a row out of a deleted section: a reload")
        #expect(fake.cellWithFocus === field, "the field lost focus to the reload")
        fake.checkConsistency()
        expectEqual(fake.violations, [])
        // Removed in a batch that must reload, the field has no row to take focus back.
        let search = core.composition.sectionID(atVisibleIndex: 0)
        core.performBatch {
            core.change { $0.insertSection(at: 0) }
            core.change { $0.moveCell(hint, to: core.composition.sectionID(atVisibleIndex: 0)) }
            core.change { $0.removeSection(search) }
        }
        expectEqual(fake.reloadCount, reloads + 2)
        #expect(fake.cellWithFocus == nil)
        expectEqual(fake.violations, [])
    }

    /// A filter row over 5,000 options: one key leaves 10, a change too long to list (a reload).
    /// The filter field takes focus back after it, and again when the filter is cleared.
    @Test func aFilterOverThousandsKeepsItsFocusThroughTheReload() {
        let core = TableController<Row, String>()
        let fake = UIKitRulesSurface(core: core)
        let field = Row("Filter")
        field.takesTextFocus = true
        core.composer = { [unowned core] in
            core.change { $0.addCell(field) }
            core.change { $0.addSection(count: 5_000) { Row("Option \($0)") } }
        }
        fake.appear()
        core.focus(field)
        let (options, reloads) = (core.composition.lastSection!, fake.reloadCount)
        core.change { $0.setVisibleRows(Array(0..<10), in: options) }
        core.change { $0.setVisibleRows(nil, in: options) }
        expectEqual(fake.reloadCount, reloads + 2, "5,000 rows coming or going are not listed: reloads")
        #expect(fake.cellWithFocus === field)
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }

    /// A custom row whose own text field the user tapped (Core does not count it as a field):
    /// after a reload, focus goes back to it all the same.
    @Test func aCustomRowsOwnFieldKeepsItsFocusThroughTheReload() {
        let core = TableController<Row, String>()
        let fake = UIKitRulesSurface(core: core)
        let custom = Row("Custom")
        core.composer = { [unowned core] in
            core.change { $0.addCell(custom) }
            core.change { $0.addSection(count: 5_000) { Row("Option \($0)") } }
        }
        fake.appear()
        fake.focus(custom, at: RowPath(section: 0, row: 0))  // the user's tap, not Core's
        core.change { $0.setVisibleRows(Array(0..<10), in: core.composition.lastSection!) }
        #expect(fake.cellWithFocus === custom)
        expectEqual(fake.violations, [])
    }

    /// UIKit ends the field's editing inside the reload's layout, and an app's own text field
    /// delegate (the package's cells go on editing through the bounce) shows a message: the
    /// row, sizing itself, grows. Core measures it again after the layout
    /// (an empty batch; inside the layout it breaks UIKit's rules), before the user sees a frame.
    @Test func aRowGrowingAsTheReloadEndsItsEditingIsMeasuredAfterTheLayout() {
        let (core, fake, field, _) = filterScreen()
        let (old, hint) = (core.composition.sectionID(atVisibleIndex: 0), Row("Hint"))
        var hasMessage = false
        let (reloads, batches) = (fake.reloadCount, fake.batchCount)
        fake.onEditingEndedByReload = { [unowned core] cell in
            hasMessage = true
            core.rowContentDidChange(of: cell)
        }
        core.performBatch {
            core.change { $0.insertSection(at: 0) }
            core.change { $0.moveCell(field, to: core.composition.sectionID(atVisibleIndex: 0)) }
            core.change { $0.insertCell(hint, after: field) }
            core.change { $0.removeSection(old) }
        }
        #expect(hasMessage && fake.reloadCount == reloads + 1, "no reload ended the field's editing: this test no longer checks it")
        expectEqual(fake.batchCount, batches + 1, "no batch measured the row again after the reload")
        #expect(fake.cellWithFocus === field)
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }

    /// The fake's rule: a reload that takes focus from a row that still shows, with nothing giving
    /// it back, is a violation once the test looks.
    @Test func aReloadThatLeavesTheFocusedRowWithoutFocusIsAViolation() {
        let (core, fake, field, _) = filterScreen()
        fake.reloadData()
        #expect(fake.cellWithFocus == nil, "a reload takes the first responder's cell off the table")
        expectEqual(fake.violations.count, 1)
        #expect(fake.violations.first?.contains("row [0, 0], on screen, held focus, and focus did not come back") == true)
        core.focus(field)
        expectEqual(fake.violations, [], "focus given back before the test looked on")
        fake.reloadData()
        fake.step += 1
        expectEqual(fake.violations.count, 1, "the next step records it")
        core.focus(field)
        expectEqual(fake.violations.count, 1, "focus given back a step later is too late")
    }

    // MARK: - Drags

    /// Two sections of movable rows on screen, in edit mode.
    private func listScreen() -> (TableController<EditRow, Never>, UIKitRulesSurface<EditRow, Never>) {
        let core = TableController<EditRow, Never>()
        let fake = UIKitRulesSurface(core: core)
        for keys in [["A", "B", "C", "D"], ["E"]] {
            core.composition.addSection()
            for key in keys {
                let row = EditRow(key)
                row.isMovable = true
                core.composition.addCell(row)
            }
        }
        fake.appear()
        fake.setEditing(true)
        return (core, fake)
    }

    private func keys(_ core: TableController<EditRow, Never>) -> [[String]] {
        (0..<core.composition.numberOfSections).map { core.composition.cells(inSection: $0).map(\.key) }
    }

    @Test func aLoadFinishingMidDragWaitsForTheDrop() {
        let (core, fake) = listScreen()
        var reports: [String] = []
        core.onMoveRow = { cell, from, to in reports.append("\(cell.key) \(from)→\(to)") }
        let (batches, reloads) = (fake.batchCount, fake.reloadCount)
        fake.beginDrag(RowPath(section: 0, row: 0))
        // A load ends while the user holds A: a row comes below D, another in the next section.
        core.change { $0.insertCell(EditRow("New"), after: core.composition.cell(at: RowPath(section: 0, row: 3))) }
        core.change { $0.addCell(EditRow("F")) }
        #expect(fake.batchCount == batches && fake.reloadCount == reloads, "nothing moves under the user's finger")
        expectEqual(fake.violations, [])
        // The drop, below C: A lands there, then the table shows the load.
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2)), RowPath(section: 0, row: 2))
        expectEqual(fake.reloadCount, reloads + 1, "one reload after the drop")
        expectEqual(keys(core), [["B", "C", "A", "D", "New"], ["E", "F"]])
        expectEqual(reports, ["A [0, 0]→[0, 2]"])
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }

    @Test func aRowPutBackWhereItWasReleasesTheChangesHeldDuringTheDrag() {
        let (core, fake) = listScreen()
        let reloads = fake.reloadCount
        fake.beginDrag(RowPath(section: 1, row: 0))
        core.change { $0.removeCell(core.composition.cell(at: RowPath(section: 0, row: 3))) }
        core.performBatch { core.change { $0.addCell(EditRow("F")) } }
        #expect(fake.reloadCount == reloads && fake.violations == [])
        // UIKit calls no moveRowAt: the table shows the changes once the move is over.
        fake.cancelDrag()
        expectEqual(fake.reloadCount, reloads + 1)
        expectEqual(keys(core), [["A", "B", "C"], ["E", "F"]])
        fake.checkConsistency()
        expectEqual(fake.violations, [])
        // After the drag, changes animate again.
        core.change { $0.removeCell(core.composition.cell(at: RowPath(section: 1, row: 1))) }
        #expect(fake.reloadCount == reloads + 1 && fake.violations == [])
    }
}
