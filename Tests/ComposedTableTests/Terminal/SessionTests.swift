import TestSupport
import Testing

@testable import ComposedTable

/// A cell that counts how often it is drawn.
@MainActor
final class CountingCell: ActiveCell {
    static var draws = 0

    override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        Self.draws += 1
        super.draw(in: &buffer, at: origin, width: width, lineCount: lineCount)
    }
}

@MainActor
struct SessionTests {
    @Test func aPoppedControllerAndItsCellsAreReleased() throws {
        weak var weakPicker: ComposedTableViewController?
        weak var weakOption: ActiveCell?
        let root = ComposedTableViewController(title: "Root")
        root.addCell(
            ActiveCell(key: "Open") { cell in
                let picker = ComposedTableViewController(title: "Picker")
                let option = picker.addCell(
                    OptionCell(key: "Pick") { option in
                        option.controller?.navigationController?.popViewController(animated: true)
                    })
                weakPicker = picker
                weakOption = option
                cell.controller?.navigationController?.pushViewController(picker, animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 6))
        session.send(.enter)
        #expect(weakPicker != nil && weakOption != nil)
        #expect(session.screen.line(0).contains("Picker"))
        session.send(.enter)  // choose: the action pops
        expectEqual(session.navigationController.viewControllers.count, 1)
        #expect(weakPicker == nil, "the popped controller is released")
        #expect(weakOption == nil, "and so are its cells: no closure captured them")
    }

    @Test func drawingCostsWhatIsOnScreen() {
        let list = ComposedTableViewController(title: "Big")
        for index in 0..<20_000 { list.addCell(CountingCell(key: "Row \(index)") { _ in }) }
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 30, rows: 12))
        for _ in 0..<10_000 { session.send(.down) }
        CountingCell.draws = 0
        let screen = session.screen
        expectEqual(CountingCell.draws, 10, "a 12-row terminal draws 10 rows, whatever the table's size")
        expectEqual(screen.line(10), "› Row 10000")
    }

    @Test func theCursorStaysNearWhenItsRowGoesAway() {
        let list = ComposedTableViewController()
        let cells = (0..<5).map { list.addCell(ActiveCell(key: "Row \($0)") { _ in }) }
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 20, rows: 8))
        session.send(.down)
        session.send(.down)
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 2))
        list.removeCell(cells[2])
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 2), "the row that took its place")
        expectEqual(session.screen.line(3), "› Row 3")
        list.setCell(cells[0], hidden: true)
        expectEqual(session.screen.line(2), "› Row 3", "the cursor follows its cell when rows above change")
        list.reset()
        expectEqual(list.cursorRowPath, nil)
        expectEqual(session.screen.line(1), "  (empty)")
        session.send(.down)
        session.send(.enter)  // nothing to select: no crash, no change
        #expect(!session.hasQuit)
    }

    @Test func heightsAreInPointsAndALineIs44() {
        let list = ComposedTableViewController()
        let fixed = list.addCell(ActiveCell(key: "Three"))
        fixed.height = .fixed(3 * 44)
        list.addCell(MultilineCell(text: "one two three four five six"))
        let rest = list.addCell(ActiveCell(key: "Rest"))
        rest.height = .remainder
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 14, rows: 12))
        // Body: 10 lines. Fixed 3, the text wraps to 3 lines at 12 columns, the rest takes 4.
        #expect(
            session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(11) == [
                "", "› Three", "", "", "  one two", "  three four", "  five six", "  Rest", "", "", "",
            ])
        #expect(session.screen.style(atRow: 3, column: 5).contains(.reverse), "every line of the cursor's row is reversed")
        fixed.height = .fraction(0.5)
        expectEqual(session.screen.line(6), "  one two", "a height change lays out again")
        fixed.height = .fixed(87)  // under two lines' worth of points: one line
        expectEqual(session.screen.line(2), "  one two")
        fixed.height = .fixed(88)
        expectEqual(session.screen.line(3), "  one two")
        fixed.height = .fixed(0)  // a row always shows
        expectEqual([session.screen.line(1), session.screen.line(2)], ["› Three", "  one two"])
    }

    @Test("A fixed height never cuts a row's own lines: a 50-point subtitle row shows its detail")
    func aFixedHeightKeepsTheRowsLines() {
        let list = ComposedTableViewController()
        let song = list.addCell(ActiveCell(key: "Song", value: "Artist", style: .subtitle))
        song.height = .fixed(50)
        let tall = list.addCell(ActiveCell(key: "Tall"))
        tall.height = .fixed(2 * 44)
        list.addCell(ActiveCell(key: "Next"))
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 20, rows: 8))
        #expect(
            session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(6) == [
                "", "› Song", "  Artist", "  Tall", "", "  Next",
            ])
    }

    @Test func addingACellTwiceOrToTwoTablesIsRefused() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = ComposedTableViewController()
                let cell = first.addCell(ActiveCell(key: "Once"))
                ComposedTableViewController().addCell(cell)
            }
        }
        expectMisuse(
            result, "ComposedTable: addCell(_:) was given an ActiveCell that another ComposedTableViewController holds")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = ComposedTableViewController()
                let cell = first.addCell(ActiveCell(key: "Once"))
                let second = ComposedTableViewController()
                let anchor = second.addCell(ActiveCell(key: "Anchor"))
                second.insertCell(cell, after: anchor)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: insertCell(_:after:) was given an ActiveCell that another ComposedTableViewController holds")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = ComposedTableViewController()
                let cell = list.addCell(SwitchCell(key: "Twice", isOn: false))
                list.addCell(cell)
            }
        }
        expectMisuse(
            result, "ComposedTable: addCell(_:) was given a SwitchCell that is already in this composition (at row [0, 0]).")
    }

    @Test func pushingAControllerTwiceIsRefused() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigation = NavigationController(rootViewController: ComposedTableViewController())
                navigation.pushViewController(navigation.topViewController, animated: false)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: pushViewController(_:animated:) was given a controller that is already in a navigation controller.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let other = NavigationController(rootViewController: ComposedTableViewController())
                let navigation = NavigationController(rootViewController: ComposedTableViewController())
                navigation.pushViewController(other.topViewController, animated: false)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: pushViewController(_:animated:) was given a controller that is already in a navigation controller.")
    }

    @Test func aSectionOfAnotherTableOrContentIsRefused() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = ComposedTableViewController()
                let section = first.addSection(header: "First")
                let second = ComposedTableViewController()
                second.addSection(header: "Second")
                second.appendCell(ActiveCell(key: "Lost"), to: section)
            }
        }
        expectMisuse(
            result, "ComposedTable: appendCell(_:to:) was given section#0, which belongs to another table.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = ComposedTableViewController()
                let section = list.addSection(header: "Before")
                list.reset()
                list.addSection(header: "After")
                list.setHeader("Again", for: section)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: setHeader(_:for:) was given section#0, which was made before reset() or recompose() emptied this table.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = ComposedTableViewController()
                let section = list.addSection(header: "Gone")
                list.removeSection(section)
                list.setSection(section, hidden: true)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: setSection(_:hidden:) was given section#0, which was removed from this table by removeSection(_:).")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = ComposedTableViewController()
                let section = list.addSection(header: "Gone")
                list.removeSection(section)
                list.removeSection(section)
            }
        }
        expectMisuse(result, "ComposedTable: removeSection(_:) was given section#0, which was removed from this table")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = ComposedTableViewController().isCellHidden(ActiveCell(key: "Stranger"))
            }
        }
        expectMisuse(result, "ComposedTable: isCellHidden(_:) was given an ActiveCell that is not in this composition.")
    }

    @Test func resettingInsideABatchIsRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = ComposedTableViewController()
                list.addCell(ActiveCell(key: "Row"))
                list.performBatch { list.reset() }
            }
        }
        expectMisuse(result, "ComposedTable: reset() or recompose() was called inside performBatch(_:)")
    }
}

@MainActor
struct TerminalAppTests {
    @Test func aToolQuitsFromCodeAndGoesOnWithWhatWasChosen() async {
        var output = ""
        let environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { output += $0 }, error: { _ in })
        // The sample of `TerminalApp.run(name:arguments:rootViewController:)`, scripted.
        var choice: String?
        let status = await TerminalApp.run(
            name: "pick", arguments: ["--keys", "down enter down enter", "--size", "30x5"], environment: environment
        ) {
            let menu = ComposedTableViewController(title: "Pick a colour")
            for colour in ["Red", "Green", "Blue"] {
                menu.addCell(
                    ActiveCell(key: colour) { cell in
                        choice = colour
                        cell.controller?.navigationController?.quit()
                    })
            }
            return menu
        }
        #expect(status == 0 && choice == "Green", "the keys after the quit were not sent")
        #expect(output.hasPrefix("        Pick a colour\n"))
        let session = TerminalSession(rootViewController: ComposedTableViewController(title: "T"), size: TerminalSize(columns: 20, rows: 4))
        let presented = ComposedTableViewController(title: "P")
        session.navigationController.topViewController.present(presented, animated: false, completion: nil)
        presented.navigationController?.quit()
        #expect(session.hasQuit, "a presented stack quits the first one")
    }

    private func run(
        _ arguments: [String]?, processArguments: [String] = [], terminal: Bool = false
    ) async -> (status: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        var environment = TerminalApp.Environment(
            stdinIsTerminal: terminal, stdoutIsTerminal: terminal, output: { output += $0 }, error: { error += $0 })
        environment.processArguments = processArguments
        let status = await TerminalApp.run(name: "demo", arguments: arguments, environment: environment) {
            let root = ComposedTableViewController(title: "Menu")
            root.addCell(SwitchCell(key: "Sound", isOn: false))
            return root
        }
        return (status, output, error)
    }

    @Test func aScriptPrintsTheFinalScreen() async {
        let result = await run(["--keys", "enter", "--size", "20x4"])
        expectEqual(result.status, 0)
        expectEqual(result.output, "        Menu\n› Sound         [on]\n\n↑↓ move · ⏎ select…\n")
        let frames = await run(["--keys", "enter enter", "--size", "20x3", "--frames"])
        expectEqual(frames.output.split(separator: "\n").filter { $0.hasPrefix("--- frame") }.count, 2)
        #expect(frames.output.hasPrefix("--- start ---\n        Menu\n› Sound        [off]\n"), "the screen before the first key")
        #expect(frames.output.hasSuffix("--- final ---\n        Menu\n› Sound        [off]\n↑↓ move · ⏎ select…\n"))
    }

    @Test func withoutATerminalTheInteractiveModeRefusesInOneLine() async {
        let result = await run(nil, terminal: false)
        expectEqual(result.status, 1)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "demo: the interactive mode needs a terminal: standard input or output is not one, and there is no controlling "
                + "terminal (/dev/tty); run demo in a terminal, or script it with --keys \"down enter\" (see demo --help).")
    }

    @Test func aToolThatReadsItsOwnArgumentsIsNotToldOfTheFlags() async {
        let result = await run([], processArguments: ["--verbose"], terminal: false)
        expectEqual(result.status, 1)
        #expect(
            result.error
                == "demo: the interactive mode needs a terminal: standard input or output is not one, and there is no controlling "
                + "terminal (/dev/tty); run demo in a terminal.",
            "no --keys, no --help: the tool passed no arguments to the package")
        let passed = await run(nil, processArguments: ["--keys", "enter", "--size", "20x4"])
        expectEqual(passed.status, 0, "nil reads the process's arguments")
        #expect(passed.output.hasPrefix("        Menu\n› Sound         [on]"))
    }

    @Test func badArgumentsNameTheProblem() async {
        for (arguments, message) in [
            (["--keys", "dwn"], "demo: unknown key \"dwn\" in the key script."),
            (["--keys"], "demo: --keys needs a value"),
            (["--size", "0x0", "--keys", "q"], "demo: --size needs COLUMNSxROWS"),
            (["--frames"], "demo: --frames prints the frames of a script"),
            (["--size", "60x20"], "demo: --size sets the size of a script: give --keys too"),
            (["--colour"], "demo: unknown argument \"--colour\"."),
            (["--keys", "q", "--keys", "down"], "demo: --keys is given twice: give one script."),
            (["--size", "60x20", "--size", "40x10", "--keys", "q"], "demo: --size is given twice: give one size."),
        ] {
            let result = await run(arguments)
            expectEqual(result.status, 64, "\(arguments)")
            #expect(result.error.hasPrefix(message), "\(arguments)")
            #expect(result.error.contains("usage: demo"), "\(arguments)")
        }
        let help = await run(["--help"]).output
        #expect(help.hasPrefix("usage: demo"))
        #expect(help.contains("KEYS: key names (alt-b, alt-backspace, alt-d, alt-down, alt-f, alt-up, backspace,\n"))
        #expect(
            help.contains(
                "      pgup, return, right, shift-tab, space, tab, up), a single character, type:TEXT,\n      paste:TEXT, resize:COLUMNSxROWS,"
            ),
            "the script's words, wrapped")
        #expect(help.contains("a, d, m a row's actions, delete, move;"), "the keys of some screens too")
    }
}
