#if canImport(UIKit)
import ComposedTable
// The iOS 17 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses to
// read; `@preconcurrency` (limited to this file) accepts them.
@preconcurrency import UIKit
import XCTest

/// UIKit behaviour a review could not settle by reading: each test states what must hold on a
/// real table, so that the simulator decides (simulator only; no key window needed).
@MainActor
final class UncertainFindingsTests: XCTestCase {
    /// Whether a view lies inside its row's content view: not clipped by a row measured too low.
    private func assertInside(_ view: UIView, of cell: UITableViewCell, _ message: String, line: UInt = #line) {
        let frame = view.convert(view.bounds, to: cell.contentView)
        XCTAssertTrue(
            cell.contentView.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame),
            "\(message): \(frame) is outside the content view \(cell.contentView.bounds)", line: line)
    }

    /// A form row is measured at the width its content gets: the disclosure indicator and, in
    /// edit mode, the reorder control take width from it. Keys of 1 to 14 words cross the point
    /// where the stepper no longer fits beside the key; a row measured without those widths puts
    /// the stepper below the key in a row measured for one line.
    func testAFormRowWithAnAccessoryInEditModeKeepsItsControlInside() throws {
        let controller = ComposedTableViewController(title: "Widths")
        var rows: [StepperCell] = []
        for words in 1...14 {
            let key = (1...words).map { "w\($0)" }.joined(separator: " ")
            let row = controller.addCell(StepperCell(key: key, number: 1, in: 0...9))
            row.accessory = .disclosureIndicator
            row.isMovable = true
            rows.append(row)
        }
        let table = RealTable(controller)
        defer { table.close() }
        controller.setEditing(true, animated: false)
        table.settle()
        let tableView = try XCTUnwrap(controller.tableView)
        for (index, row) in rows.enumerated() {
            tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .middle, animated: false)
            table.settle()
            assertInside(row.stepper, of: row, "the stepper of a \(row.key.count)-character key in edit mode")
        }
    }

    /// An inline calendar is as tall as the month it shows: a 6-week month (August 2026 starts
    /// on a Saturday) needs a row taller than a 5-week one, also when the user pages to it.
    func testAnInlineCalendarRowFitsASixWeekMonth() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let july = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 7, day: 15)))
        let august = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 8, day: 15)))
        let controller = ComposedTableViewController(title: "Calendar")
        let row = controller.addCell(DatePickerCell(key: "Day", date: july, mode: .date, presentation: .inline))
        row.datePicker.calendar = calendar
        row.datePicker.timeZone = calendar.timeZone
        let table = RealTable(controller)
        defer { table.close() }
        assertInside(row.datePicker, of: row, "the calendar of a 5-week month")
        let fiveWeeks = row.contentView.bounds.height
        row.datePicker.setDate(august, animated: false)  // as the user's paging shows the month
        row.datePicker.sendActions(for: .valueChanged)
        table.settle()
        assertInside(row.datePicker, of: row, "the calendar of a 6-week month")
        let needed = row.datePicker.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
        XCTAssertTrue(
            row.contentView.bounds.height + 0.5 >= needed,
            "the row is \(row.contentView.bounds.height) pt high, the 6-week calendar needs \(needed) pt (5 weeks: \(fiveWeeks) pt)")
    }

    /// The first element VoiceOver would read that is named `label`, in a view and the views
    /// inside it (a view that is an element hides those inside it).
    private func element(named label: String, in view: UIView) -> UIView? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        if view.isAccessibilityElement { return view.accessibilityLabel == label ? view : nil }
        for subview in view.subviews {
            if let found = element(named: label, in: subview) { return found }
        }
        return nil
    }

    /// An expanding row says whether it is open: the element VoiceOver reads for the row's key —
    /// the cell, or the control inside it that takes the key as its name — has the state in its
    /// value, closed and open (a state on the cell alone is never read if the cell is a
    /// container of its controls).
    func testTheElementVoiceOverReadsForAnExpandingRowSaysWhetherItIsOpen() throws {
        let controller = ComposedTableViewController(title: "Rows")
        let ends = controller.addCell(
            DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "Never", mode: .date, presentation: .expanding))
        let table = RealTable(controller)
        defer { table.close() }
        for expanded in [false, true] {
            ends.isExpanded = expanded
            table.settle()
            let state = expanded ? "expanded" : "collapsed"
            let read = try XCTUnwrap(element(named: "Ends", in: ends), "no element VoiceOver reads is named Ends in the \(state) row")
            XCTAssertTrue(
                read.accessibilityValue?.hasSuffix(state) == true,
                "VoiceOver reads \(type(of: read)) for the \(state) row, whose value is \(read.accessibilityValue ?? "nothing")")
        }
    }

    /// A row with swipe actions and no deletion answers UIKit's editing questions so that the
    /// swipe still shows: it can be edited, its editing style is `.none` (no delete control in
    /// edit mode) and its configuration has the actions. (Whether UIKit shows a swipe with
    /// `.none` is checked on screen by the demo's UI test,
    /// `testASwipeShowsTheActionOfARowWithoutDeletionInDarkModesTint`.)
    func testARowWithSwipeActionsAndNoDeletionAnswersUIKitsEditingQuestions() throws {
        let controller = ComposedTableViewController(title: "Swipe")
        let row = controller.addCell(ActiveCell(key: "Note"))
        row.leadingSwipeActions = [SwipeAction("Pin", tint: .indigo) { _ in }]
        let table = RealTable(controller)
        defer { table.close() }
        let tableView = try XCTUnwrap(controller.tableView)
        let path = IndexPath(row: 0, section: 0)
        let dataSource = try XCTUnwrap(tableView.dataSource)
        let delegate = try XCTUnwrap(tableView.delegate)
        XCTAssertEqual(dataSource.tableView?(tableView, canEditRowAt: path), true, "UIKit offers no swipe on a row it cannot edit")
        XCTAssertEqual(delegate.tableView?(tableView, editingStyleForRowAt: path), UITableViewCell.EditingStyle.none)
        let actions = delegate.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: path)?.actions
        XCTAssertEqual(actions?.map(\.title), ["Pin"], "the row's swipe configuration lost its action")
    }
}
#endif
