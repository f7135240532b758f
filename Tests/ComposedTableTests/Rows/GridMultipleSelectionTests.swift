import TestSupport
import Testing

@testable import ComposedTable

/// A grid row in which the user selects any number of items, in a terminal: Enter and Space
/// toggle the item under the cursor, every selected item is marked, the key's line names the
/// selection or counts it, `onChange` and the observers hear each toggle, code and data change
/// the selection without trapping.
@MainActor
struct GridMultipleSelectionTests {
    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map { GridOption($0) }

    /// The screen's lines, without the title and the hints.
    func body(_ session: TerminalSession, lines: Int) -> [String] {
        Array(session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(lines)).map(String.init)
    }

    @Test func enterAndSpaceToggleItemsAndEachToggleIsHeard() throws {
        let recorder = Recorder<Int?>()
        var selectedAfterChange: [Bool] = []
        let cell = GridCell(key: "Repeat", options: Self.days, itemsPerRow: 4, selectedIndices: [0, 2]) { cell, index in
            recorder.changes.append(index)
            selectedAfterChange.append(cell.selectedIndices.contains(index))
        }
        recorder.observe(cell)
        let session = makeSession([cell, ActiveCell(key: "After")])
        #expect(
            body(session, lines: 3) == [
                "› Repeat                        Mon, Wed",
                "  [✓Mon]     Tue     ✓Wed      Thu",
                "    Fri      Sat      Sun",
            ])
        session.run(try KeyScript("right enter"))
        #expect(cell.selectedIndices == [0, 1, 2] && recorder.changes == [1])
        expectEqual(session.screen.line(1), "› Repeat                   Mon, Tue, Wed")
        expectEqual(session.screen.line(2), "   ✓Mon    [✓Tue]    ✓Wed      Thu")
        session.run(try KeyScript("space"))
        #expect(cell.selectedIndices == [0, 2] && recorder.changes == [1, 1], "selecting a selected item deselects it")
        expectEqual(session.screen.line(2), "   ✓Mon    [ Tue]    ✓Wed      Thu")
        session.run(try KeyScript("left enter"))
        #expect(cell.selectedIndices == [2] && cell.selectedIndex == 2 && cell.value == "Wed")
        session.run(try KeyScript("right right enter"))
        #expect(cell.selectedIndices == [] && cell.selectedIndex == nil && cell.value == nil)
        expectEqual(session.screen.line(1), "› Repeat", "no selection, no value")
        #expect(recorder.changes == [1, 1, 0, 2] && selectedAfterChange == [true, false, false, false], "onChange sees each toggle done")
        expectEqual(recorder.observed.map(\.value), [0, 0, 2, nil], "the observers hear the lowest selected item")
        expectEqual(recorder.observed.map(\.byUser), [true, true, true, true])
    }

    @Test func theKeyLineCountsTheSelectionWhenItsNamesDoNotFit() {
        let cell = GridCell(key: "Repeat on", options: Self.days, itemsPerRow: 4, selectedIndices: [0, 1, 2, 3, 4])
        let session = makeSession([cell], columns: 30)
        expectEqual(session.screen.line(1), "› Repeat on         5 selected")
        expectEqual(cell.value, "Mon, Tue, Wed, Thu, Fri", "the whole names for search and VoiceOver")
        cell.selectedIndices = [0, 1, 2]
        expectEqual(session.screen.line(1), "› Repeat on      Mon, Tue, Wed", "the names that fit")
        cell.selectedIndices = [6, 0]
        expectEqual(session.screen.line(1), "› Repeat on           Mon, Sun", "in the items' order")
    }

    @Test func codeAndDataChangeTheSelectionWithoutOnChangeOrATrap() {
        let recorder = Recorder<Int?>()
        let cell = GridCell(key: "Repeat", options: Self.days, selectedIndices: [1, 9, -3]) { _, index in
            recorder.changes.append(index)
        }
        #expect(cell.allowsMultipleSelection && cell.selectedIndices == [1], "indices from data that are no items are dropped")
        recorder.observe(cell)
        cell.selectedIndices = [3, 1]
        cell.selectedIndices = [1, 3]
        #expect(recorder.observed.count == 1 && recorder.observed[0].value == 1 && !recorder.observed[0].byUser, "one change, heard once")
        cell.selectedIndices = [3, 1, 5]
        expectEqual(recorder.observed.count, 2, "a change that keeps the lowest item is heard too")
        cell.selectedIndex = 4
        expectEqual(cell.selectedIndices, [4], "setting selectedIndex selects that item alone")
        cell.options = Array(Self.days.prefix(3))
        #expect(cell.selectedIndices == [] && recorder.observed.last?.value == nil)
        cell.options = Self.days
        cell.selectedIndices = [5, 2, 6]
        cell.allowsMultipleSelection = false
        expectEqual(cell.selectedIndices, [2], "one selection keeps the lowest item")
        expectEqual(recorder.observed.last.map { $0.value == 2 && !$0.byUser }, true)
        let count = recorder.observed.count
        cell.selectedIndices = [4, 0]
        #expect(cell.selectedIndices == [0] && recorder.observed.count == count + 1)
        #expect(recorder.changes.isEmpty)
    }

    @Test func turnedOnLaterTheGridTogglesAndTurnedOffItSelectsOneAgain() throws {
        let cell = GridCell(key: "Tags", options: Self.days, itemsPerRow: 4, selectedIndex: 0)
        let session = makeSession([cell])
        cell.allowsMultipleSelection = true
        session.run(try KeyScript("right enter"))
        expectEqual(cell.selectedIndices, [0, 1])
        cell.allowsMultipleSelection = false
        session.run(try KeyScript("right enter"))
        expectEqual(cell.selectedIndices, [2], "one selection replaces the item")
        session.run(try KeyScript("enter"))
        expectEqual(cell.selectedIndices, [2], "selecting the selected item does not deselect it")
    }

    @Test func aDisabledGridIgnoresItsToggles() throws {
        let cell = GridCell(key: "Repeat", options: Self.days, selectedIndices: [0]) { _, _ in Issue.record("no change") }
        cell.isEnabled = false
        let session = makeSession([cell, ActiveCell(key: "After") { _ in }])
        session.run(try KeyScript("enter space right enter"))
        expectEqual(cell.selectedIndices, [0])
    }

    @Test func theKeysHelpSaysEnterToggles() throws {
        let session = makeSession([GridCell(key: "Repeat", options: Self.days, selectedIndices: [])], columns: 60, rows: 30)
        session.run(try KeyScript("?"))
        #expect(session.screen.text.contains("select the item, or toggle it"))
    }

    @Test func noItemPerRowTrapsNamingTheInitialiser() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = GridCell(key: "Days", options: GridMultipleSelectionTests.days, itemsPerRow: 0, selectedIndices: []) }
        }
        expectMisuse(
            result,
            "ComposedTable: GridCell(key:options:itemsPerRow:selectedIndices:onChange:) was given itemsPerRow 0; a grid needs at least 1 item per row."
        )
    }
}
