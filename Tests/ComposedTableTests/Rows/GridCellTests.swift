import TestSupport
import Testing

@testable import ComposedTable

/// The grid row in a terminal: its items in columns from Core's `GridLayout`, the items' cursor
/// (←/→ in order, ↑/↓ by line and on to the next rows), selection with Enter, changes made in
/// code, disabled rows, narrow terminals, and misuse.
@MainActor
struct GridCellTests {
    static let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Purple"].map { GridOption.swatch($0, SwatchColor(hex: 0)) }

    /// The screen's lines, without the title and the hints.
    func body(_ session: TerminalSession, lines: Int) -> [String] {
        Array(session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(lines)).map(String.init)
    }

    @Test func itemsShowInColumnsWithTheSelectionMarkedAndTheCursorInBrackets() {
        let cell = GridCell(key: "Colour", options: Self.colours, itemsPerRow: 4, selectedIndex: 4)
        let session = makeSession([cell, ActiveCell(key: "After")])
        // 38 columns hold three items of 12 (four would be 8, narrower than "Orange" with its marks).
        #expect(
            body(session, lines: 4) == [
                "› Colour                            Blue",
                "    Red          Orange       Yellow",
                "    Green      [✓Blue]        Purple",
                "  After",
            ])
        expectEqual(session.screen.line(11), "←→↑↓ move · ⏎ select · q quit · ? keys")
    }

    @Test func arrowsMoveTheItemsCursorAndEnterSelects() throws {
        let recorder = Recorder<Int?>()
        let cell = GridCell(key: "Colour", options: Self.colours, itemsPerRow: 3, selectedIndex: 1) { _, index in
            recorder.changes.append(index)
        }
        recorder.observe(cell)
        let session = makeSession([ActiveCell(key: "Before") { _ in }, cell, ActiveCell(key: "After") { _ in }])
        session.run(try KeyScript("down"))
        #expect(
            body(session, lines: 4)[1...3] == [
                "› Colour                          Orange",
                "    Red        [✓Orange]      Yellow",
                "    Green        Blue         Purple",
            ])
        session.run(try KeyScript("left left"))
        expectEqual(session.screen.line(3), "  [ Red]        ✓Orange       Yellow", "← stops at the first item")
        session.run(try KeyScript("right l down"))
        expectEqual(session.screen.line(4), "    Green        Blue       [ Purple]", "↓ keeps the column")
        session.run(try KeyScript("enter"))
        #expect(
            body(session, lines: 4)[1...3] == [
                "› Colour                          Purple",
                "    Red          Orange       Yellow",
                "    Green        Blue       [✓Purple]",
            ])
        #expect(cell.selectedIndex == 5 && cell.value == "Purple")
        expectEqual(recorder.changes, [5])
        #expect(recorder.observed.map(\.value) == [5] && recorder.observed.allSatisfy(\.byUser))
        session.run(try KeyScript("space"))
        expectEqual(recorder.changes, [5], "selecting the selected item changes nothing")
        session.run(try KeyScript("down"))
        expectEqual(session.screen.line(5), "› After", "↓ on the last line leaves the grid")
        session.run(try KeyScript("up"))
        expectEqual(session.screen.line(4), "    Green        Blue       [✓Purple]", "back in the grid, the cursor is where it was")
        session.run(try KeyScript("k"))
        expectEqual(session.screen.line(3), "    Red          Orange     [ Yellow]")
        session.run(try KeyScript("h"))
        expectEqual(session.screen.line(3), "    Red        [ Orange]      Yellow")
        session.run(try KeyScript("up"))
        expectEqual(session.screen.line(1), "› Before", "↑ on the first line leaves the grid")
        expectEqual(recorder.changes, [5])
    }

    @Test func aShorterLastLineTakesTheCursorToItsLastItem() throws {
        let cell = GridCell(key: "Colour", options: Array(Self.colours.prefix(5)), itemsPerRow: 3)
        let session = makeSession([cell])
        session.run(try KeyScript("right right down"))
        expectEqual(session.screen.line(3), "    Green      [ Blue]")
        session.run(try KeyScript("enter"))
        expectEqual(cell.selectedIndex, 4)
    }

    @Test func symbolsShowTheirGlyphAndAnEmptyKeyTakesNoLine() throws {
        let icons: [GridOption] = [.symbol("Star", systemImage: "star"), .symbol("Heart", systemImage: "heart.fill"), GridOption("Plain")]
        let cell = GridCell(key: "", options: icons, itemsPerRow: 3, selectedIndex: 0)
        let session = makeSession([cell])
        expectEqual(body(session, lines: 2), ["› [✓★ Star]      ♥ Heart      Plain", ""])
        expectEqual(cell.naturalLineCount(width: 38), 1)
    }

    @Test func aNarrowTerminalHoldsFewerItemsALine() {
        let cell = GridCell(key: "Colour", options: Self.colours, itemsPerRow: 6, selectedIndex: 0)
        let session = makeSession([cell], columns: 24, rows: 12)
        #expect(
            body(session, lines: 4) == [
                "› Colour             Red",
                "  [✓Red]       Orange",
                "    Yellow     Green",
                "    Blue       Purple",
            ])
    }

    @Test func codeChangesTheSelectionItemsAndLinesWithoutOnChange() {
        let recorder = Recorder<Int?>()
        let cell = GridCell(key: "Colour", options: Self.colours, itemsPerRow: 3, selectedIndex: 1) { _, index in
            recorder.changes.append(index)
        }
        recorder.observe(cell)
        let session = makeSession([cell, ActiveCell(key: "After")])
        cell.selectedIndex = 2
        cell.selectedIndex = 2
        #expect(recorder.observed.count == 1 && recorder.observed[0].value == 2 && !recorder.observed[0].byUser)
        cell.input = nil
        #expect(cell.value == nil && recorder.observed.last?.value == nil)
        cell.selectedIndex = 5
        cell.options = Array(Self.colours.prefix(2))
        expectEqual(cell.selectedIndex, nil, "the selection is no longer an item")
        cell.options = Self.colours
        cell.selectedIndex = 0
        cell.options = Array(Self.colours.prefix(3))
        expectEqual(cell.selectedIndex, 0, "the selection is still an item")
        cell.itemsPerRow = 1
        #expect(
            body(session, lines: 5) == [
                "› Colour                             Red",
                "  [✓Red]",
                "    Orange",
                "    Yellow",
                "  After",
            ])
        #expect(recorder.changes.isEmpty)
    }

    @Test func aDisabledGridIgnoresItsKeysShowsNoCursorAndLeftDoesNotGoBack() throws {
        let root = ComposedTableViewController(title: "Root")
        let screen = ComposedTableViewController(title: "Grid")
        let cell = screen.addCell(
            GridCell(key: "Colour", options: Self.colours, itemsPerRow: 3, selectedIndex: 0) { _, _ in Issue.record("no change") })
        screen.addCell(ActiveCell(key: "After"))
        cell.isEnabled = false
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 10))
        session.navigationController.pushViewController(screen, animated: false)
        session.run(try KeyScript("right l left h enter space"))
        expectEqual(session.navigationController.viewControllers.count, 2, "← stays on a disabled grid")
        expectEqual(body(session, lines: 2), ["› Colour                             Red", "   ✓Red          Orange       Yellow"])
        expectEqual(session.screen.line(9), "↑↓ move · esc back · ? keys")
        session.run(try KeyScript("down"))
        expectEqual(session.screen.line(4), "› After", "↓ leaves a disabled grid at once")
        expectEqual(cell.selectedIndex, 0)
    }

    @Test func onAPushedScreenLeftMovesTheCursorAndTheHelpNamesTheKeys() throws {
        let root = ComposedTableViewController(title: "Root")
        let screen = ComposedTableViewController(title: "Grid")
        screen.addCell(GridCell(key: "Colour", options: Self.colours, itemsPerRow: 3, selectedIndex: 1))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 60, rows: 24))
        session.navigationController.pushViewController(screen, animated: false)
        expectEqual(session.screen.line(23), "←→↑↓ move · ⏎ select · esc back · ? keys")
        session.run(try KeyScript("left left"))
        expectEqual(session.navigationController.viewControllers.count, 2)
        session.run(try KeyScript("?"))
        let help = session.screen.text
        #expect(help.contains("On a grid of items") && help.contains("move among the items") && help.contains("select the item"))
        #expect(!help.contains("On a choice, stepper, slider"), "only the grid's keys")
    }

    @Test func aPoppedScreenWithAGridIsReleased() throws {
        weak var weakScreen: ComposedTableViewController?
        weak var weakCell: GridCell?
        var token = 0
        let root = ComposedTableViewController(title: "Root")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 10))
        do {
            let screen = ComposedTableViewController(title: "Grid")
            let cell = screen.addCell(
                GridCell(key: "Colour", options: Self.colours, selectedIndex: 0) { cell, _ in cell.controller?.title = "Chosen" })
            token = cell.inputObservers.add { _, _ in _ = cell.controller }
            weakScreen = screen
            weakCell = cell
            session.navigationController.pushViewController(screen, animated: false)
        }
        session.run(try KeyScript("right enter escape"))
        expectEqual(session.navigationController.viewControllers.count, 1)
        #expect(weakScreen == nil)
        #expect(weakCell != nil, "an observer that captures its own cell is the caller's cycle")
        // The caller breaks it: with the observer removed, nothing keeps the cell.
        weakCell?.inputObservers.remove(token)
        #expect(weakCell == nil, "removing the observer frees the cell")
    }

    // MARK: - Misuse

    @Test func noItemPerRowTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = GridCell(key: "Colour", options: GridCellTests.colours, itemsPerRow: 0) }
        }
        expectMisuse(
            result,
            "ComposedTable: GridCell(key:options:itemsPerRow:selectedIndex:onChange:) was given itemsPerRow 0; a grid needs at least 1 item per row."
        )
    }

}
