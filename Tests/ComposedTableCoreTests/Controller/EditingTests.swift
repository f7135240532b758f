import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// A row that can be swiped, deleted and moved, like the backends' `ActiveCell`.
@MainActor
final class EditRow: RowBehavior, RowContent, RowEditing {
    var key: String
    var value: String?
    var accessory: RowAccessory = .none
    var isEnabled = true
    var height: RowHeight = .automatic
    var takesTextFocus: Bool { false }
    var hasAction: Bool { false }
    func performAction() {}

    var leading: [RowAction<EditRow>] = []
    var trailing: [RowAction<EditRow>] = []
    var onDelete: (@MainActor (EditRow) async -> Bool)?
    var deleteConfirmation: DeleteConfirmation?
    var isMovable = false

    init(_ key: String) { self.key = key }

    var leadingRowActions: [BoundRowAction] { leading.map { $0.bound(to: self) } }
    var trailingRowActions: [BoundRowAction] { trailing.map { $0.bound(to: self) } }
    var deletionCommit: (@MainActor () async -> Bool)? {
        guard let onDelete else { return nil }
        return { [weak self] in
            guard let self else { return false }
            return await onDelete(self)
        }
    }
    var deletionConfirmation: DeleteConfirmation? { deleteConfirmation }
}

/// Swipe actions, deletes and moves through the UIKit-rules fake: UIKit's rules for edit mode,
/// `moveRowAt` (the table moved the row already) and `commit editingStyle`.
@MainActor
struct EditingTests {
    /// A core on screen with sections of rows named by the layout, every row movable and
    /// deletable (its commit agrees).
    private func make(_ layout: [[String]]) -> (TableController<EditRow, Never>, UIKitRulesSurface<EditRow, Never>, [String: EditRow]) {
        let core = TableController<EditRow, Never>()
        let fake = UIKitRulesSurface(core: core)
        var rows: [String: EditRow] = [:]
        for keys in layout {
            core.composition.addSection()
            for key in keys {
                let row = EditRow(key)
                row.isMovable = true
                row.onDelete = { _ in true }
                rows[key] = row
                core.composition.addCell(row)
            }
        }
        fake.appear()
        return (core, fake, rows)
    }

    private func keys(_ core: TableController<EditRow, Never>) -> [[String]] {
        (0..<core.composition.numberOfSections).map { core.composition.cells(inSection: $0).map(\.key) }
    }

    // MARK: - Moves in edit mode

    @Test func aChangeMadeFromOnMoveRowWaitsUntilUIKitCommittedTheMove() {
        let (core, fake, rows) = make([["A", "B", "C", "D"]])
        var reportedDuringMove = false
        // What apps do in onMoveRow: save the order, and change the table (here: the last row goes).
        core.onMoveRow = { [unowned core] _, _, _ in
            reportedDuringMove = core.composition.cells(inSection: 0).count == 4
            core.change { $0.removeCell(rows["D"]!) }
        }
        fake.setEditing(true)
        let batches = fake.batchCount
        fake.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 1))
        #expect(reportedDuringMove, "onMoveRow ran after the move, before its own change")
        expectEqual(keys(core), [["B", "A", "C"]])
        expectEqual(fake.batchCount, batches + 1, "the removal is one batch, after moveRowAt returned")
        fake.checkConsistency()
        expectEqual(fake.violations, [], "a batch inside moveRowAt animates a row UIKit already moved")
    }

    @Test func aDragInEditModeMovesTheModelWithoutASecondAnimationAndReportsOnce() {
        let (core, fake, _) = make([["A", "B", "C", "D"]])
        var reports: [String] = []
        core.onMoveRow = { cell, from, to in reports.append("\(cell.key) \(from)→\(to)") }
        fake.setEditing(true)
        let batches = fake.batchCount
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 2)), RowPath(section: 0, row: 2))
        expectEqual(keys(core), [["B", "C", "A", "D"]])
        expectEqual(fake.batchCount, batches, "UIKit animated the move itself: no batch")
        expectEqual(reports, ["A [0, 0]→[0, 2]"])
        fake.checkConsistency()
        #expect(fake.violations.isEmpty)
    }

    @Test func withinSectionKeepsADragInItsSectionAcrossSectionsLetsItGo() {
        let (core, fake, _) = make([["A", "B"], ["C"]])
        fake.setEditing(true)
        // Proposed into section 1: the default scope stops it at its section's last row.
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0)), RowPath(section: 0, row: 1))
        expectEqual(keys(core), [["B", "A"], ["C"]])
        core.reorderScope = .acrossSections
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 1), to: RowPath(section: 1, row: 1)), RowPath(section: 1, row: 1))
        expectEqual(keys(core), [["B"], ["C", "A"]])
        // The last row of a section leaves it empty; the section stays (Eureka #1674, #1399).
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0)), RowPath(section: 1, row: 0))
        expectEqual(keys(core), [[], ["B", "C", "A"]])
        fake.checkConsistency()
        #expect(fake.violations.isEmpty)
    }

    @Test func fixedRowsAtTheEndsOfASectionStayThereAndAMoveLandsBetweenThem() {
        // A heading row first and an "Add" row last, neither movable (Eureka's multivalued
        // section, SwiftUI's ForEach beside a button): rows move between them only.
        let (core, fake, rows) = make([["Heading", "A", "B", "Add"], ["C", "Add 2"], ["Only fixed"]])
        for key in ["Heading", "Add", "Add 2", "Only fixed"] { rows[key]!.isMovable = false }
        fake.setEditing(true)
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 1), to: RowPath(section: 0, row: 3)), RowPath(section: 0, row: 2))
        expectEqual(keys(core), [["Heading", "B", "A", "Add"], ["C", "Add 2"], ["Only fixed"]], "A stops above Add")
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 2), to: RowPath(section: 0, row: 0)), RowPath(section: 0, row: 1))
        expectEqual(keys(core), [["Heading", "A", "B", "Add"], ["C", "Add 2"], ["Only fixed"]], "A stops below Heading")
        core.reorderScope = .acrossSections
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 1), to: RowPath(section: 1, row: 2)), RowPath(section: 1, row: 1))
        expectEqual(keys(core), [["Heading", "B", "Add"], ["C", "A", "Add 2"], ["Only fixed"]], "into another section, above its Add")
        // A section of fixed rows only takes a row before them (an empty list's "Add").
        expectEqual(fake.dragRow(from: RowPath(section: 1, row: 1), to: RowPath(section: 2, row: 1)), RowPath(section: 2, row: 0))
        expectEqual(keys(core), [["Heading", "B", "Add"], ["C", "Add 2"], ["A", "Only fixed"]])
        fake.checkConsistency()
        #expect(fake.violations.isEmpty)
    }

    @Test func hiddenRowsKeepFollowingTheirRowWhenAnotherIsDragged() {
        // Eureka #1108: rows hidden between visible ones must not shift what the user sees.
        let (core, fake, rows) = make([["A", "B", "C", "D"]])
        core.change { $0.setCell(rows["B"]!, hidden: true) }
        fake.setEditing(true)
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 2), to: RowPath(section: 0, row: 1)), RowPath(section: 0, row: 1))
        expectEqual(keys(core), [["A", "D", "C"]])
        core.change { $0.setCell(rows["B"]!, hidden: false) }
        expectEqual(keys(core), [["A", "B", "D", "C"]], "B still follows A")
        fake.checkConsistency()
        #expect(fake.violations.isEmpty)
    }

    @Test func rowsThatAreNotMovableOrDisabledHaveNoReorderControl() {
        let (core, fake, rows) = make([["A", "B"]])
        rows["A"]!.isMovable = false
        rows["B"]!.isEnabled = false
        fake.setEditing(true)
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 1)), nil)
        expectEqual(fake.dragRow(from: RowPath(section: 0, row: 1), to: RowPath(section: 0, row: 0)), nil)
        #expect(!core.canEditRow(at: RowPath(section: 0, row: 1)))
        expectEqual(keys(core), [["A", "B"]])
        #expect(fake.violations.isEmpty)
    }

    // MARK: - Swipe actions and deletes

    @Test func theTrailingSwipeListsDeleteFirstAndAFullSwipePerformsIt() async {
        let (core, fake, rows) = make([["A", "B"], ["C"]])
        rows["A"]!.trailing = [RowAction("Archive", tint: .indigo) { $0.value = "archived" }]
        rows["A"]!.leading = [RowAction("Flag", systemImage: "flag") { $0.value = "flagged" }]
        let trailing = fake.swipe(RowPath(section: 0, row: 0), edge: .trailing)
        expectEqual(trailing?.actions.map(\.title), ["Delete", "Archive"])
        expectEqual(trailing?.actions.first?.systemImage, "trash")
        expectEqual(trailing?.performsFirstActionWithFullSwipe, true)
        let leading = fake.swipe(RowPath(section: 0, row: 0), edge: .leading)
        expectEqual(leading?.actions.map(\.title), ["Flag"])
        await fake.tapSwipeAction(leading!.actions[0])
        expectEqual(rows["A"]!.value, "flagged")
        // The last row of section 1 (Eureka #1399): the section stays, empty; one valid batch.
        let last = fake.swipe(RowPath(section: 1, row: 0), edge: .trailing)!
        await fake.tapSwipeAction(last.actions[0])
        expectEqual(keys(core), [["A", "B"], []])
        expectEqual(fake.swipeCompletions.map(\.performed), [true, true])
        fake.checkConsistency()
        #expect(fake.violations.isEmpty)
    }

    /// A row with swipe actions and neither a deletion nor a move: UIKit's `canEditRowAt` is
    /// true (else no swipe at all), its editing style `.none` (no delete control in edit mode),
    /// and only its own actions show — the demo's UI test swipes such a row on a simulator.
    @Test func aRowWithSwipeActionsButNoDeletionSwipesWithoutADeleteControl() {
        let (core, fake, rows) = make([["A", "B"]])
        rows["A"]!.onDelete = nil
        rows["A"]!.isMovable = false
        rows["A"]!.leading = [RowAction("Pin") { $0.value = "pinned" }]
        let path = RowPath(section: 0, row: 0)
        #expect(core.canEditRow(at: path), "UIKit offers no swipe on a row canEditRowAt refuses")
        #expect(!core.isDeletableRow(at: path), "a row without a deletion shows a delete control in edit mode")
        expectEqual(fake.swipe(path, edge: .leading)?.actions.map(\.title), ["Pin"])
        #expect(fake.swipe(path, edge: .trailing) == nil, "a row without a deletion offers Delete on a swipe")
    }

    @Test func aCommitThatRefusesKeepsTheRowAndAConfirmationComesFirst() async {
        let (core, fake, rows) = make([["A", "B"]])
        var commits: [String] = []
        rows["A"]!.onDelete = { row in
            commits.append(row.key)
            return false
        }
        rows["B"]!.onDelete = { row in
            commits.append(row.key)
            return true
        }
        rows["B"]!.deleteConfirmation = DeleteConfirmation(title: "Delete B?")
        await expectEqual(core.deleteRow(rows["A"]!), false)
        expectEqual(keys(core), [["A", "B"]])
        // A confirmation: no full swipe; Cancel commits nothing.
        expectEqual(fake.swipe(RowPath(section: 0, row: 1), edge: .trailing)?.performsFirstActionWithFullSwipe, false)
        let cancelled = Task { await core.deleteRow(rows["B"]!) }
        while fake.presentedAlert == nil { await Task.yield() }
        expectEqual(fake.presentedAlert?.title, "Delete B?")
        expectEqual(fake.presentedAlert?.actions.map(\.title), ["Delete", "Cancel"])
        #expect(fake.presentedAlerts.last?.anchor === rows["B"]!)
        fake.tapAlertAction(at: 1)
        await expectEqual(cancelled.value, false)
        expectEqual(commits, ["A"])
        // Confirmed: committed, then removed, in edit mode through the delete control.
        fake.setEditing(true)
        let confirmed = Task { await fake.tapDeleteControl(RowPath(section: 0, row: 1)) }
        while fake.presentedAlert == nil { await Task.yield() }
        fake.tapAlertAction(at: 0)
        await expectEqual(confirmed.value, true)
        expectEqual(commits, ["A", "B"])
        expectEqual(keys(core), [["A"]])
        fake.checkConsistency()
        #expect(fake.violations.isEmpty)
    }

    @Test func aSecondDeleteWhileOneRunsIsIgnoredAndTheRowHasNoSwipeMeanwhile() async {
        let (core, fake, rows) = make([["A", "B"]])
        rows["A"]!.deleteConfirmation = DeleteConfirmation(title: "Delete A?")
        let first = Task { await core.deleteRow(rows["A"]!) }
        while fake.presentedAlert == nil { await Task.yield() }
        await expectEqual(core.deleteRow(rows["A"]!), false)
        #expect(fake.swipe(RowPath(section: 0, row: 0), edge: .trailing) == nil)
        fake.tapAlertAction(at: 0)
        await expectEqual(first.value, true)
        expectEqual(keys(core), [["B"]])
        #expect(fake.violations.isEmpty)
    }

    @Test func aDeletedRowAndItsActionsAreReleased() async {
        weak var weakRow: EditRow?
        var kept: SwipeActions?
        let (core, fake, _) = make([["A"]])
        do {
            let row = EditRow("B")
            row.onDelete = { _ in true }
            row.trailing = [RowAction("Archive") { $0.value = "x" }]
            weakRow = row
            core.change { $0.addCell(row) }
            kept = fake.swipe(RowPath(section: 0, row: 1), edge: .trailing)
        }
        await expectEqual(kept!.actions[0].perform(), true)
        #expect(weakRow == nil, "the swipe configuration UIKit keeps holds the row weakly")
        await expectEqual(kept!.actions[1].perform(), false, "an action of a row that is gone does nothing")
        expectEqual(keys(core), [["A"]])
        #expect(fake.violations.isEmpty)
    }
}
