import TestSupport
import Testing

@testable import ComposedTable

/// A screen with a row of each kind a click reaches: a switch, a push row, a field, a collapsible
/// header, an information row, and a bar button.
@MainActor
private final class MouseScreen: ComposedTableViewController {
    var saved = 0
    let wifi = SwitchCell(key: "Wi-Fi", isOn: false)
    let name = TextFieldCell(key: "Name", text: "Ada")

    override func compose() {
        title = "Settings"
        trailingBarButtons = [BarButton("Save", key: "s") { button in (button.controller as? MouseScreen)?.saved += 1 }]
        addCell(wifi)
        addCell(
            ActiveCell(key: "Sounds", value: "Chime") { cell in
                let sounds = ComposedTableViewController(title: "Sounds")
                sounds.addCell(ActiveCell(key: "Chime"))
                cell.controller?.navigationController?.pushViewController(sounds, animated: true)
            })
        addCell(name)
        let more = addSection(header: "More")
        setSection(more, collapsible: true)
        addCell(ActiveCell(key: "Version", value: "1.0"))
    }
}

/// Mouse reports, from the terminal's bytes to what a click and the wheel do on a screen.
@MainActor
struct MouseTests {
    private func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.parse(Array(text.utf8)) + parser.flush()
    }

    // MARK: - Bytes

    @Test func readsSGRPressesReleasesAndTheWheelCountedFromZero() {
        #expect(
            keys("\u{1B}[<0;5;3M\u{1B}[<0;5;3m") == [
                .mouse(MouseEvent(.press(button: 0), row: 2, column: 4)), .mouse(MouseEvent(.release(button: 0), row: 2, column: 4)),
            ])
        #expect(
            keys("\u{1B}[<64;1;1M\u{1B}[<65;80;24M") == [
                .mouse(MouseEvent(.wheelUp, row: 0, column: 0)), .mouse(MouseEvent(.wheelDown, row: 23, column: 79)),
            ])
        expectEqual(keys("\u{1B}[<2;3;4M"), [.mouse(MouseEvent(.press(button: 2), row: 3, column: 2))], "the right button")
        expectEqual(keys("\u{1B}[<16;3;4M"), [.mouse(MouseEvent(.press(button: 0), row: 3, column: 2))], "Ctrl-click is a click")
        expectEqual(keys("\u{1B}[<300;299;99M"), [], "a button number beyond the three buttons is no event")
    }

    @Test func aReportSplitAcrossReadsWaitsForItsRest() {
        let bytes = Array("\u{1B}[<0;12;7Mx".utf8)
        for cut in 1..<bytes.count {
            var parser = KeyParser()
            let keys = parser.parse(bytes[..<cut]) + parser.parse(bytes[cut...]) + parser.flush()
            expectEqual(keys, [.mouse(MouseEvent(.press(button: 0), row: 6, column: 11)), .character("x")], "cut at \(cut)")
        }
    }

    @Test func garbageIsDroppedWholeAndNeverTurnsIntoText() {
        let malformed = [
            "\u{1B}[<0;5M", "\u{1B}[<0;5;3;1M", "\u{1B}[<0;0;3M", "\u{1B}[<0;5;-3M", "\u{1B}[<;;M",
            "\u{1B}[<35;5;3M", "\u{1B}[<66;5;3M", "\u{1B}[<3;5;3m", "\u{1B}[<0;999999;3M", "\u{1B}[<0;5;3X", "\u{1B}[0;5;3M",
            "\u{1B}[<" + String(repeating: "9", count: 40) + "M",
        ]
        for sequence in malformed {
            expectEqual(keys(sequence + "z"), [.character("z")], "\(sequence.debugDescription)")
        }
        // Every byte string made of a report's bytes parses without trapping, and only makes keys.
        let alphabet = Array("\u{1B}[<;0123456789Mm".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var parser = KeyParser()
            let bytes = (0..<Int.random(in: 1...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = parser.parse(bytes) + parser.flush()
        }
    }

    @Test func theScreensTurnSGRMouseReportingOnAndLeavingTurnsItOffUnlessTheEnvironmentSaysNo() {
        #expect(Platform.enterScreen.hasSuffix("\u{1B}[?1000h\u{1B}[?1006h"), "clicks and the wheel, SGR encoded")
        #expect(Platform.leaveScreen.contains("\u{1B}[?1006l\u{1B}[?1000l"))
        expectEqual(Platform.mouseOff, "\u{1B}[?1006l\u{1B}[?1000l")
        #expect(Platform.reportsMouse(setting: nil) && Platform.reportsMouse(setting: "1") && Platform.reportsMouse(setting: ""))
        #expect(!Platform.reportsMouse(setting: "0") && !Platform.reportsMouse(setting: "OFF") && !Platform.reportsMouse(setting: "false"))
    }

    @Test func aKeyScriptClicksAndTurnsTheWheelWithTheTerminalsNumbering() throws {
        #expect(
            try KeyScript("click:3,10 wheel-up:1,1 wheel-down:24,80").steps == [
                .key(.mouse(MouseEvent(.press(button: 0), row: 2, column: 9))),
                .key(.mouse(MouseEvent(.release(button: 0), row: 2, column: 9))),
                .key(.mouse(MouseEvent(.wheelUp, row: 0, column: 0))), .key(.mouse(MouseEvent(.wheelDown, row: 23, column: 79))),
            ])
        for key in [Key.mouse(MouseEvent(.press(button: 0), row: 2, column: 9)), .mouse(MouseEvent(.wheelDown, row: 0, column: 4))] {
            try expectEqual(KeyScript(key.description).steps, [.key(key)], "\(key) reads back")
        }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("click:0,1") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("click:3") }
    }

    // MARK: - A screen

    private func session(_ keys: String = "", rows: Int = 12) throws -> (TerminalSession, MouseScreen) {
        let screen = MouseScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: rows))
        session.run(try KeyScript(keys))
        return (session, screen)
    }

    /// Lines of the frame, without trailing spaces.
    private func lines(_ session: TerminalSession, _ range: Range<Int>) -> [String] { range.map { session.screen.line($0) } }

    @Test func aClickOnASwitchMovesTheCursorThereAndTogglesItAndItsReleaseDoesNothing() throws {
        let (session, screen) = try session()
        #expect(
            lines(session, 1..<4) == [
                "› Wi-Fi                            [off]", "  Sounds                           Chime", "  Name  Ada",
            ])
        session.run(try KeyScript("down down click:2,20"))
        expectEqual(lines(session, 1..<3), ["› Wi-Fi                             [on]", "  Sounds                           Chime"])
        #expect(screen.wifi.isOn && screen.cursorRowPath == RowPath(section: 0, row: 0))
        session.run(try KeyScript("mouse-up:2,20"))
        #expect(screen.wifi.isOn, "a release is not a second click")
        session.run(try KeyScript("click:2,1"))
        #expect(!screen.wifi.isOn, "anywhere on the row, its cursor column too")
    }

    @Test func aClickOnAPushRowOpensItAndOnBackGoesBack() throws {
        let (session, _) = try session("click:3,5")
        expectEqual(lines(session, 0..<2), ["‹ Settings       Sounds", "› Chime"])
        session.run(try KeyScript("click:1,20"))
        expectEqual(session.screen.line(0), "‹ Settings       Sounds", "the title is no button")
        session.run(try KeyScript("click:1,3"))
        expectEqual(session.screen.line(0), "                Settings          s Save", "‹ Settings goes back")
        expectEqual(session.screen.line(2), "› Sounds                           Chime", "on the row that opened it")
    }

    @Test func aClickOnAFieldEditsItAndAClickElsewhereCommitsWhatWasTyped() throws {
        let (session, screen) = try session("click:4,3")
        #expect(screen.editingCell === screen.name && screen.cursorRowPath == RowPath(section: 0, row: 2))
        session.run(try KeyScript("type:!"))
        session.run(try KeyScript("click:4,10"))
        #expect(screen.editingCell === screen.name, "a click in the row edited keeps editing")
        session.run(try KeyScript("click:2,3"))
        #expect(screen.name.text == "Ada!" && screen.editingCell == nil && screen.wifi.isOn, "committed; the switch toggled")
    }

    @Test func aClickOnACollapsibleHeaderClosesItAndOnAGapOrFooterNothing() throws {
        let (session, screen) = try session("click:6,3")
        expectEqual(lines(session, 4..<8), ["", "›▸ More", "", ""])
        session.run(try KeyScript("click:6,3"))
        expectEqual(lines(session, 5..<7), ["›▾ More", "  Version                            1.0"])
        session.run(try KeyScript("click:5,3 click:9,3 click:12,3"))
        #expect(
            session.screen.line(5) == "›▾ More" && screen.core.headerIndicator(inSection: 1) == .expanded, "blank lines and hints: nothing")
    }

    @Test func aClickOnABarButtonRunsIt() throws {
        let (session, screen) = try session("click:1,35")
        expectEqual(screen.saved, 1)
        session.run(try KeyScript("click:1,33"))
        expectEqual(screen.saved, 1, "the space before it is not the button")
    }

    @Test func theWheelScrollsThreeRowsAndTheCursorFollowsOnlyWhenItWouldLeave() throws {
        let screen = ComposedTableViewController(title: "Numbers")
        for number in 1...30 { screen.addCell(ActiveCell(key: "Row \(number)")) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        expectEqual(lines(session, 1..<6), ["› Row 1", "  Row 2", "  Row 3", "  Row 4", "  Row 5"])
        session.run(try KeyScript("down wheel-down:3,3"))
        expectEqual(lines(session, 1..<6), ["› Row 4", "  Row 5", "  Row 6", "  Row 7", "  Row 8"], "row 2 left: the first row shown")
        session.run(try KeyScript("down down down down wheel-down:3,3"))
        expectEqual(lines(session, 1..<6), ["  Row 7", "› Row 8", "  Row 9", "  Row 10", "  Row 11"], "the cursor stays where it was")
        #expect(session.screen.line(6).hasSuffix("↑ 6 ↓ 19 more"))
        session.run(try KeyScript("wheel-up:3,3"))
        expectEqual(lines(session, 1..<6), ["  Row 4", "  Row 5", "  Row 6", "  Row 7", "› Row 8"])
        session.run(try KeyScript("wheel-up:3,3"))
        #expect(
            lines(session, 1..<6) == ["  Row 1", "  Row 2", "  Row 3", "  Row 4", "› Row 5"], "row 8 left at the bottom: the last row shown"
        )
        session.run(try KeyScript(String(repeating: "wheel-down:3,3 ", count: 12)))
        expectEqual(lines(session, 1..<6), ["› Row 26", "  Row 27", "  Row 28", "  Row 29", "  Row 30"], "never past the end")
        session.run(try KeyScript(String(repeating: "wheel-up:3,3 ", count: 12)))
        expectEqual(lines(session, 1..<6), ["  Row 1", "  Row 2", "  Row 3", "  Row 4", "› Row 5"], "nor before the start")
    }

    @Test func aClickOnAnAlertsActionChoosesItAndOutsideItsBoxCancelsIt() throws {
        let screen = ComposedTableViewController(title: "Account")
        var answers: [String] = []
        screen.addCell(
            ActiveCell(key: "Sign Out") { cell in
                cell.controller?.confirm("Sign out?", action: "Sign Out", role: .destructive) { answers.append("signed out") }
            })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 12))
        session.run(try KeyScript("enter"))
        #expect(
            lines(session, 3..<9) == [
                "        ┌──────────────────────┐", "        │ Sign out?            │", "        │                      │",
                "        │   Sign Out !         │", "        │ › Cancel             │", "        └──────────────────────┘",
            ])
        session.run(try KeyScript("click:5,12 click:4,12 click:9,9 click:6,20 wheel-down:3,3"))
        #expect(screen.shownAlert != nil && answers.isEmpty, "the title, the box's border, the wheel: nothing")
        session.run(try KeyScript("click:7,20"))
        #expect(answers == ["signed out"] && screen.shownAlert == nil, "the action's line, beyond its text")
        session.run(try KeyScript("enter click:2,5"))
        #expect(answers == ["signed out"] && screen.shownAlert == nil, "outside the box: cancelled")
        expectEqual(session.screen.line(2), "", "and the row under it was not clicked")
    }

    @Test func anAlertThatCannotBeCancelledStaysWhenClickedOutside() throws {
        let screen = ComposedTableViewController(title: "Update")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 12))
        screen.present(Alert(title: "Updated", actions: [AlertAction("OK")]))
        session.run(try KeyScript("click:2,2"))
        #expect(screen.shownAlert != nil)
    }

    @Test func overTheHelpTheWheelScrollsItAndAClickClosesIt() throws {
        let (session, _) = try session("?", rows: 10)
        let first = session.screen.text
        session.run(try KeyScript("wheel-down:5,20"))
        #expect(session.screen.text != first && session.screen.text.contains("↑ 3 more"))
        session.run(try KeyScript("click:5,20"))
        expectEqual(session.screen.line(1), "› Wi-Fi                            [off]", "closed; the row under it was not clicked")
        #expect(!session.navigationController.isShowingHelp)
    }

    @Test func aClickOnTheSearchLineOpensItAndOnARowClosesItKeepingTheFilter() throws {
        let screen = ZoneSearchScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 8))
        session.run(try KeyScript("/ type:eur"))
        #expect(session.screen.line(1) == "/ eur" && session.screen.line(4) == "  Europe/Berlin")
        session.run(try KeyScript("click:5,5"))
        #expect(screen.chosen == "Europe/Berlin" && screen.search?.isEditing == false && screen.search?.query == "eur")
        session.run(try KeyScript("click:2,10"))
        expectEqual(screen.search?.isEditing, true)
    }
}

/// Mouse reports through the interactive loop on a pseudo-terminal, in a process of its own
/// (``inOwnProcess(limit:_:)``).
@Suite(.timeLimit(.minutes(10)))
struct MouseLoopTests {
    @Test func aClickThroughARealTerminalsBytesSplitAcrossReadsOpensTheRow() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await MouseLoops().aClickThroughARealTerminalsBytesSplitAcrossReadsOpensTheRow() }
        }
    }
}

/// The runs of ``MouseLoopTests``.
@MainActor
private struct MouseLoops {
    func aClickThroughARealTerminalsBytesSplitAcrossReadsOpensTheRow() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 30, rows: 6))
        let root = ComposedTableViewController(title: "Menu")
        root.addCell(ActiveCell(key: "Stay") { _ in })
        root.addCell(
            ActiveCell(key: "Open") { cell in
                cell.controller?.navigationController?.pushViewController(ComposedTableViewController(title: "Second"), animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 1, rows: 1))
        let loop = Task { await InteractiveTerminal(device: terminal, session: session).run() }
        await terminal.wait { terminal.output.contains("Menu") }
        let read = terminal.bytesRead
        terminal.type("\u{1B}[<0;4")  // the report of a click on line 3, "Open", in two reads:
        // the rest once the loop has read the start (a start waits 500 ms for its end).
        await terminal.wait { terminal.bytesRead == read + 6 }
        terminal.type(";3M\u{1B}[<0;4;3m")
        await terminal.wait { session.navigationController.viewControllers.count == 2 }
        expectEqual(session.navigationController.topViewController.title, "Second")
        terminal.type("\u{1B}[<65;4;3M\u{1B}[<0;1;1M")  // the wheel, then a click on ‹ Menu
        await terminal.wait { session.navigationController.viewControllers.count == 1 }
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }
}
