import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// Options and ranges from data — an empty list, a one-value range, a selection that is no
/// option — never stop the program: each row shows what it holds, its keys do nothing, and it
/// works as soon as the data comes.
@MainActor
struct DataNeverTrapsTests {
    /// The keys that would change a row, start editing it, or go back.
    static let everyKey = "right l + left h - enter space up down a 1 esc"

    /// Sends every key to the only row of a session (after each, the cursor is put back on it)
    /// and checks that the screen did not change and no screen was left.
    func expectKeysDoNothing(_ session: TerminalSession, line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(session.screen.line(1) == line, sourceLocation: sourceLocation)
        for key in try KeyScript(Self.everyKey).steps {
            guard case .key(let key) = key else { continue }
            session.send(key)
            #expect(session.screen.line(1).hasSuffix(String(line.dropFirst(2))), "after \(key)", sourceLocation: sourceLocation)
            if session.screen.line(1).hasPrefix("  ") { session.send(.up) }
        }
        #expect(session.screen.line(1) == line, sourceLocation: sourceLocation)
        #expect(session.navigationController.viewControllers.count == 1 && !session.hasQuit, sourceLocation: sourceLocation)
    }

    // MARK: - Stepper and slider: a one-value range

    @Test func aStepperWithAOneValueRangeIsPinned() throws {
        let stepper = StepperCell(key: "Guests", number: 5, in: 1...1) { _, _ in Issue.record("no change") }
        let session = makeSession([stepper])
        try expectKeysDoNothing(session, line: "› Guests                           − 1 +")
        expectEqual(stepper.number, 1, "clamped into the range")
        #expect(session.screen.style(atRow: 1, column: 35).contains(.dim) && session.screen.style(atRow: 1, column: 39).contains(.dim))
        stepper.onChange = nil
        stepper.range = 1...3
        session.run(try KeyScript("right"))
        expectEqual(session.screen.line(1), "› Guests                           − 2 +", "a wider range frees it")
    }

    @Test func aSliderWithAOneValueRangeIsPinned() throws {
        let slider = SliderCell(key: "Volume", number: 0.5, in: 0...0) { _, _ in Issue.record("no change") }
        let session = makeSession([slider])
        try expectKeysDoNothing(session, line: "› Volume  ●───────────────────────     0")
        expectEqual(slider.number, 0)
        slider.onChange = nil
        slider.range = 0...1
        session.run(try KeyScript("right"))
        expectEqual(session.screen.line(1), "› Volume  ━●──────────────────────   5 %")
    }

    @Test func aStepperFromDataOutsideItsRangeOrWithAnInfiniteBoundIsClamped() throws {
        let stepper = StepperCell(key: "Count", number: 1e300, in: 0...Double.infinity)
        let session = makeSession([stepper])
        #expect(stepper.range.upperBound == 9_007_199_254_740_992 && stepper.number == 9_007_199_254_740_992)
        expectEqual(session.screen.line(1), "› Count           − 9007199254740992.0 +")
        session.run(try KeyScript("left"))
        expectEqual(session.screen.line(1), "› Count           − 9007199254740991.0 +")
        stepper.number = -.infinity
        expectEqual(session.screen.line(1), "› Count                            − 0 +")
    }

    // MARK: - Segmented: no segments

    @Test func aSegmentedRowWithoutSegmentsShowsNoOptions() throws {
        let segmented = SegmentedCell(key: "Range", segments: [], selectedIndex: 2) { _, _ in Issue.record("no change") }
        let session = makeSession([segmented])
        try expectKeysDoNothing(session, line: "› Range                       No options")
        #expect(session.screen.style(atRow: 1, column: 30).contains(.dim))
        #expect(segmented.selectedIndex == 0 && segmented.value == nil)
        segmented.onChange = nil
        segmented.segments = ["Day", "Week"]
        expectEqual(session.screen.line(1), "› Range                   ‹[Day]│ Week ›")
        session.run(try KeyScript("right"))
        expectEqual(segmented.selectedIndex, 1)
        segmented.segments = []
        #expect(session.screen.line(1) == "› Range                       No options" && segmented.selectedIndex == 0)
    }

    @Test func aSelectedSegmentThatIsNoSegmentSelectsTheFirst() {
        let segmented = SegmentedCell(key: "Range", segments: ["Day", "Week", "Month"], selectedIndex: 7)
        let session = makeSession([segmented])
        expectEqual(session.screen.line(1), "› Range           ‹[Day]│ Week │ Month ›")
        segmented.selectedIndex = -1
        expectEqual(segmented.selectedIndex, 0)
    }

    // MARK: - Picker: no options, a column without options

    @Test func aPickerWithoutOptionsShowsNoOptionsAndIsNotEdited() throws {
        let picker = PickerCell(key: "Size", options: [], selectedIndex: 3) { _, _ in Issue.record("no change") }
        let session = makeSession([picker])
        try expectKeysDoNothing(session, line: "› Size                        No options")
        session.run(try KeyScript("tab"))
        #expect(picker.editing == nil && picker.controller?.editingCell == nil, "Tab does not edit an empty picker")
        #expect(picker.selectedRows == [0] && picker.value == nil && !picker.takesTextFocus)
        picker.selectedIndex = 2
        expectEqual(picker.selectedIndex, 0)
        picker.onChange = nil
        picker.options = ["S", "M", "L"]
        expectEqual(session.screen.line(1), "› Size                                 S")
        session.run(try KeyScript("enter down enter"))
        #expect(picker.selectedRows == [1] && session.screen.line(1) == "› Size                                 M")
    }

    @Test func aPickerWithAColumnWithoutOptionsShowsNoOptions() throws {
        let picker = PickerCell(key: "Time", columns: [["10", "11"], []], selectedRows: [5]) { _, _ in Issue.record("no change") }
        let session = makeSession([picker])
        try expectKeysDoNothing(session, line: "› Time                        No options")
        expectEqual(picker.selectedRows, [0, 0], "one row per column")
        let empty = PickerCell(key: "Time", columns: [], selectedRows: [1, 2])
        #expect(empty.selectedRows == [] && empty.value == nil)
        empty.selectedIndex = 1
        expectEqual(empty.selectedRows, [])
    }

    @Test func optionsThatGoWhileEditingLeaveTheKeysDoingNothing() throws {
        let picker = PickerCell(key: "Size", options: ["S", "M", "L"])
        let session = makeSession([picker])
        session.run(try KeyScript("enter down"))
        #expect(picker.selectedIndex == 1 && picker.editing != nil)
        picker.options = []
        session.run(try KeyScript("down up a"))
        #expect(session.screen.line(1) == "› Size                        No options" && picker.editing != nil)
        session.run(try KeyScript("enter"))
        #expect(picker.editing == nil && picker.selectedRows == [0])
        #expect(session.navigationController.viewControllers.count == 1 && !session.hasQuit)
    }

    // MARK: - Empty state: a button without a title

    @Test func anEmptyStateButtonWithAnEmptyTitleIsNotShown() throws {
        let screen = ComposedTableViewController(title: "Inbox")
        screen.emptyState = EmptyState(title: "No Messages", action: EmptyState.Action("") { Issue.record("no button") })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        let expected = [
            "            Inbox", "", "", "          No Messages", "", "", "q quit · ? keys",
        ]
        expectEqual((0..<7).map { session.screen.line($0) }, expected)
        session.run(try KeyScript("enter space down"))
        #expect((0..<7).map { session.screen.line($0) } == expected && !session.hasQuit)
        screen.emptyState?.action = EmptyState.Action("Check Again") {}
        #expect(session.screen.text.contains("[ Check Again ]"), "a button with a text shows")
    }

    // MARK: - Grid: no items

    @Test func aGridWithoutItemsShowsNoOptions() throws {
        let grid = GridCell(key: "Colour", options: [], selectedIndex: 4) { _, _ in Issue.record("no change") }
        let session = makeSession([grid])
        try expectKeysDoNothing(session, line: "› Colour                      No options")
        #expect(grid.selectedIndex == nil && session.screen.line(2) == "")
        grid.onChange = nil
        grid.options = [GridOption("Red"), GridOption("Blue")]
        session.run(try KeyScript("right enter"))
        expectEqual(grid.selectedIndex, 1)
        grid.options = []
        #expect(grid.selectedIndex == nil && session.screen.line(1) == "› Colour                      No options")
    }
}
