import TestSupport
import Testing

@testable import ComposedTable

/// What a person expects from a terminal program's layout: text that wraps or breaks where it
/// says, colours that can be turned off.
@MainActor
struct LayoutTests {
    @Test func longHeadersWrapAndNewlinesBreakKeysAndValues() {
        let screen = ComposedTableViewController(title: "Layout")
        screen.addSection(header: "A header far too long for one line of this narrow terminal")
        screen.addCell(ActiveCell(key: "Address", value: "1 Main St\nSpringfield"))
        screen.addCell(ActiveCell(key: "Two\nlines") { _ in })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 10))
        #expect(
            Array(session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(7)) == [
                "            Layout",
                " A header far too long for one",
                " line of this narrow terminal",
                "  Address            1 Main St",
                "                   Springfield",
                "› Two",
                "  lines",
            ])
    }

    @Test func colorsCanBeTurnedOff() {
        let style: TextStyle = [.reverse, .accent, .red]
        expectEqual(style.sgrParameters(colors: true), "0;7;31;36")
        expectEqual(style.sgrParameters(colors: false), "0;7", "NO_COLOR keeps reverse video, drops colours")
    }
}

/// A line of a screen: `left` at its start, `right` ending at column `width`.
private func line(_ left: String, _ right: String, width: Int) -> String {
    left + String(repeating: " ", count: max(0, width - DisplayWidth.of(left) - DisplayWidth.of(right))) + right
}

/// The screen's lines, printed when they are not the expected ones so that a failure shows them.
@MainActor
private func expectLines(
    _ session: TerminalSession, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines = session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines != expected { print("--- actual screen ---\n\(session.screen.text)\n---") }
    #expect(lines == expected, sourceLocation: sourceLocation)
}

/// The layout rules at 40, 80 and 300 columns: a readable column, a key and a value that share
/// their row, options cut where they differ, the help in a box, the terminal's cursor at the caret.
@MainActor
struct ReadableLayoutTests {
    @Test(arguments: [40, 80, 300])
    func valuesStayBesideTheirKeysInAReadableColumn(columns: Int) {
        let screen = ComposedTableViewController(title: "Settings")
        screen.addSection(header: "Network")
        screen.addCell(ActiveCell(key: "Wi-Fi", value: "Home") { _ in })
        screen.addCell(SwitchCell(key: "Bluetooth", isOn: true))
        for index in 0..<6 { screen.addCell(ActiveCell(key: "Row \(index)")) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: 6))
        let width = min(columns, 100)
        expectEqual(session.screen.size.columns, columns, "the frame is the terminal's")
        expectLines(
            session,
            [
                String(repeating: " ", count: (width - 8) / 2) + "Settings",
                " Network",
                line("› Wi-Fi", "Home", width: width),
                line("  Bluetooth", "[on]", width: width),
                "  Row 0",
                line(columns == 40 ? "↑↓ move · ⏎ select · q quit ·…" : "↑↓ move · ⏎ select · q quit · ? keys", "↓ 5 more", width: width),
            ])
    }

    @Test(arguments: [40, 80, 300])
    func aLongKeyAndALongValueShareTheRowEachCutInItsMiddle(columns: Int) {
        let screen = ComposedTableViewController(title: "Mail")
        screen.addCell(
            ActiveCell(
                key: "Notification Settings for Every Account on This Mac and iPhone", value: "Every 5 minutes while charging, else hourly")
        )
        screen.addCell(ActiveCell(key: "Notification Settings for Every Account on This Mac and iPhone", value: "Off"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: 4))
        let width = min(columns, 100)
        let expected: [Int: (String, String, String)] = [
            40: ("› Notification…and iPhone", "Every…hourly", "  Notification Set…s Mac and iPhone"),
            80: (
                "› Notification Settings for…t on This Mac and iPhone", "Every 5 minut…else hourly",
                "  Notification Settings for Every Account on This Mac and iPhone"
            ),
            300: (
                "› Notification Settings for Every Account on This Mac and iPhone", "Every 5 minutes w…ing, else hourly",
                "  Notification Settings for Every Account on This Mac and iPhone"
            ),
        ]
        let (key, value, secondKey) = expected[columns]!
        expectEqual(session.screen.line(1), line(key, value, width: width), "the value keeps a third, the key the rest")
        expectEqual(session.screen.line(2), line(secondKey, "Off", width: width), "a short value whole, the key the rest")
    }

    @Test func keyAndValueSharesFollowTheRule() {
        #expect(KeyValueLine.shares(keyWidth: 10, valueWidth: 5, columns: 17) == (10, 5), "both fit with the gap")
        #expect(KeyValueLine.shares(keyWidth: 30, valueWidth: 30, columns: 38) == (24, 12), "the value a third, the key the rest")
        #expect(KeyValueLine.shares(keyWidth: 40, valueWidth: 4, columns: 38) == (32, 4), "a short value whole, the key the rest")
        #expect(KeyValueLine.shares(keyWidth: 5, valueWidth: 60, columns: 38) == (5, 31), "a short key whole, the value the rest")
        #expect(KeyValueLine.shares(keyWidth: 0, valueWidth: 60, columns: 38) == (0, 38), "no key: the value takes the line")
        #expect(KeyValueLine.shares(keyWidth: 60, valueWidth: 0, columns: 38) == (38, 0), "no value: the key takes the line")
        #expect(KeyValueLine.shares(keyWidth: 9, valueWidth: 9, columns: 3) == (3, 0), "too narrow for two parts")
    }

    @Test func middleTruncationKeepsBothEnds() {
        expectEqual(DisplayWidth.truncateMiddle("Notification Settings", to: 13), "Notifi…ttings")
        expectEqual(DisplayWidth.truncateMiddle("/Users/me/Projects/alpha/Sources", to: 20), "/Users/me/…a/Sources")
        expectEqual(DisplayWidth.truncateMiddle("/Users/me/Projects/alpha/Tests", to: 20), "/Users/me/…pha/Tests")
        expectEqual(DisplayWidth.truncateMiddle("Wi-Fi", to: 5), "Wi-Fi", "what fits is kept")
        expectEqual(DisplayWidth.truncateMiddle("Wi-Fi", to: 1), "…")
        expectEqual(DisplayWidth.truncateMiddle("Wi-Fi", to: 0), "")
        expectEqual(DisplayWidth.truncateMiddle("Ask to Join", to: 8), "Ask…Join", "no space beside the ellipsis")
        expectEqual(DisplayWidth.truncateMiddle("日本語テキスト", to: 8), "日本…ト", "a wide character never straddles the limit")
        expectEqual(DisplayWidth.truncateMiddle("日本語テキスト", to: 7), "日…スト", "the column left at the start goes to the end")
    }

    @Test(arguments: [40, 80, 300])
    func longOptionsShowWhereTheyDiffer(columns: Int) {
        let sources = "/Users/me/Projects/alpha-service/Packages/AlphaServiceKit/Sources/AlphaServiceCore"
        let tests = "/Users/me/Projects/alpha-service/Packages/AlphaServiceKit/Tests/AlphaServiceCoreTests"
        let screen = ComposedTableViewController(title: "Folder")
        screen.addCell(OptionCell(key: sources, isChecked: true))
        screen.addCell(OptionCell(key: tests, isChecked: false))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: 12))
        let width = min(columns, 100)
        let expected: [Int: (String, String)] = [
            40: ("/Users/me/Projects…/AlphaServiceCore", "/Users/me/Projects…aServiceCoreTests"),
            80: (
                "/Users/me/Projects/alpha-service/Packa…haServiceKit/Sources/AlphaServiceCore",
                "/Users/me/Projects/alpha-service/Packa…erviceKit/Tests/AlphaServiceCoreTests"
            ),
            300: (sources, tests),
        ]
        let (first, second) = expected[columns]!
        expectEqual(session.screen.line(1), line("› " + first, "✓", width: width))
        expectEqual(session.screen.line(2), "  " + second)
        // An alert's actions, too: in its box, cut in their middle where the column is too narrow.
        screen.present(Alert(title: "Open", actions: [.default(sources) {}, .default(tests) {}, .cancel {}]))
        let alertLines: [Int: (String, String)] = [
            40: ("│ › /Users/me/Project…AlphaServiceCore │", "│   /Users/me/Project…ServiceCoreTests │"),
            80: (
                "│ › /Users/me/Projects/alpha-service/Pack…aServiceKit/Sources/AlphaServiceCore │",
                "│   /Users/me/Projects/alpha-service/Pack…rviceKit/Tests/AlphaServiceCoreTests │"
            ),
            300: ("│ › \(sources)    │", "│   \(tests) │"),
        ]
        let (firstAction, secondAction) = alertLines[columns]!
        #expect(session.screen.line(5).hasSuffix(firstAction))
        #expect(session.screen.line(6).hasSuffix(secondAction))
    }

    @Test(arguments: [40, 80, 300])
    func theHelpIsABoxWithABorderOverAClearedBody(columns: Int) throws {
        let screen = ComposedTableViewController(title: "Settings")
        for index in 0..<12 { screen.addCell(ActiveCell(key: "Row \(index)", value: "Value \(index)") { _ in }) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: 12))
        session.run(try KeyScript("?"))
        let narrow = [
            "                Settings",
            " ┌────────────────────────────────────┐",
            " │ Keys                               │",
            " │ ↑ ↓  k j   move                    │",
            " │ PgUp PgDn  move a page             │",
            " │ Home End   first, last row         │",
            " │ ⏎  Space   select, toggle, edit    │",
            " │ Tab ⇧Tab   next, previous input or │",
            " │            button                  │",
            " │ ← Esc ⌫    back (⌫ edits fields)   │",
            " └────────────── ↓ 5 more · ↑↓ scroll ┘",
            "↑↓ scroll · any other key closes",
        ]
        // Wider, the actions fit on their line; past 100 columns, the box is centred in them.
        let indent = String(repeating: " ", count: columns == 80 ? 17 : 27)
        let wide = [
            String(repeating: " ", count: columns == 80 ? 36 : 46) + "Settings",
            indent + "┌───────────────────────────────────────────┐",
            indent + "│ Keys                                      │",
            indent + "│ ↑ ↓  k j   move                           │",
            indent + "│ PgUp PgDn  move a page                    │",
            indent + "│ Home End   first, last row                │",
            indent + "│ ⏎  Space   select, toggle, edit           │",
            indent + "│ Tab ⇧Tab   next, previous input or button │",
            indent + "│ ← Esc ⌫    back (⌫ edits fields)          │",
            indent + "│ q  Ctrl-C  quit (Ctrl-C on fields)        │",
            indent + "└───────────────────── ↓ 3 more · ↑↓ scroll ┘",
            "↑↓ scroll · any other key closes",
        ]
        expectLines(session, columns == 40 ? narrow : wide)
        expectEqual(session.screen.style(atRow: 2, column: columns == 40 ? 3 : indent.count + 2), .bold, "its heading")
        session.run(try KeyScript("end"))
        #expect(session.screen.line(1).hasSuffix(columns == 40 ? "─ ↑ 5 more ┐" : "─ ↑ 3 more ┐"), "scrolled to its end")
        #expect(session.screen.line(10).hasSuffix("─┘"), "nothing below")
        let last: [String] =
            columns == 40
            ? ["│ ?  F1      these keys (F1 while    │", "│            editing)                │"]
            : ["│ ?  F1      these keys (F1 while editing)  │"]
        let lines: [String] = (1...9).map { session.screen.line($0) }
        let shown: [String] = lines.suffix(last.count).map { String($0.drop { $0 == " " }) }
        expectEqual(shown, last)
    }

    @Test func theTerminalCursorIsAtTheCaretOfTheFieldEdited() throws {
        for columns in [40, 80, 300] {
            let screen = ComposedTableViewController(title: "Profile")
            let name = screen.addCell(TextFieldCell(key: "Name", text: "Ada"))
            screen.addCell(ActiveCell(key: "Plan", value: "Free") { _ in })
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: 8))
            expectEqual(session.screen.cursor, nil, "hidden while nothing is edited")
            session.run(try KeyScript("enter"))
            #expect(name.isEditing)
            let caret = try #require(session.screen.cursor)
            expectEqual(caret, .init(row: 1, column: 11), "after “Ada”, at \(columns) columns")
            #expect(session.screen.style(atRow: caret.row, column: caret.column).contains(.reverse), "where the caret is drawn")
            session.run(try KeyScript("left left"))
            expectEqual(session.screen.cursor, .init(row: 1, column: 9), "on the “d”")
            session.run(try KeyScript("f1"))
            expectEqual(session.screen.cursor, nil, "hidden under the help")
            session.run(try KeyScript("esc enter"))
            #expect(!name.isEditing && session.screen.cursor == nil, "hidden once the edit ends")
        }
    }
}

/// The terminal's own cursor, in a frame's bytes: moved to the caret and shown, or hidden.
@MainActor
struct TerminalCursorTests {
    @Test func aFrameMovesTheCursorToTheCaretAndShowsItOrHidesIt() {
        var plain = ScreenBuffer(size: TerminalSize(columns: 4, rows: 2))
        plain.draw("ab", row: 0, column: 0)
        var editing = plain
        editing.cursor = .init(row: 1, column: 2)
        expectEqual(editing.ansiFrame(after: plain), "\u{1B}[2;3H\u{1B}[?25h", "no row changed: moved and shown")
        #expect(editing.ansiFrame(after: editing).isEmpty, "nothing changed: nothing written")
        var typed = editing
        typed.draw("x", row: 1, column: 0)
        typed.cursor = .init(row: 1, column: 1)
        #expect(
            typed.ansiFrame(after: editing) == "\u{1B}[?25l\u{1B}[2;1H\u{1B}[0mx\u{1B}[K\u{1B}[0m\u{1B}[2;2H\u{1B}[?25h",
            "hidden while the row is written, then shown at the caret")
        var moved = typed
        moved.cursor = .init(row: 0, column: 1)
        expectEqual(moved.ansiFrame(after: typed), "\u{1B}[1;2H", "shown already: only moved")
        var done = moved
        done.cursor = nil
        expectEqual(done.ansiFrame(after: moved), "\u{1B}[?25l", "no text edited: hidden")
        var redrawn = done
        redrawn.draw("y", row: 0, column: 3)
        expectEqual(redrawn.ansiFrame(after: done), "\u{1B}[1;1H\u{1B}[0mab y\u{1B}[0m", "hidden already: rows only")
        let first = editing.ansiFrame(after: nil)
        #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J\u{1B}[?25l") && first.hasSuffix("\u{1B}[2;3H\u{1B}[?25h"), "drawn whole, then shown")
        #expect(plain.ansiFrame(after: nil).hasSuffix("\u{1B}[0m") && plain.ansiFrame(after: nil).contains("\u{1B}[?25l"))
        var outside = plain
        outside.cursor = .init(row: 2, column: 0)
        expectEqual(outside.cursor, nil, "a position outside the grid hides it")
        let wide = editing.widened(to: 9)
        #expect(wide.cursor == editing.cursor && wide.text == "ab" && wide.size.columns == 9, "the readable column at the left")
    }

    @Test func theCursorFollowsTheCaretOfATextViewAndTheSearchLine() throws {
        let screen = ComposedTableViewController(title: "Note")
        screen.addCell(TextViewCell(key: "Notes", text: "one\ntwo"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 300, rows: 10))
        session.run(try KeyScript("enter"))
        let caret = try #require(session.screen.cursor)
        #expect(session.screen.style(atRow: caret.row, column: caret.column).contains(.reverse), "at the drawn caret")
        session.run(try KeyScript("type:x"))
        expectEqual(session.screen.cursor, .init(row: caret.row, column: caret.column + 1), "it follows the typing")
        session.run(try KeyScript("esc"))
        expectEqual(session.screen.cursor, nil)
        let list = ComposedTableViewController(title: "Zones")
        list.addCell(ActiveCell(key: "Berlin") { _ in })
        list.search = TableSearch(prompt: "Find") { _ in }
        session.navigationController.pushViewController(list, animated: false)
        session.run(try KeyScript("/"))
        expectEqual(session.screen.cursor, .init(row: 1, column: 2), "on the empty search line's prompt")
        session.run(try KeyScript("type:ab"))
        #expect(session.screen.line(1) == "/ ab" && session.screen.cursor == .init(row: 1, column: 4))
    }

    @Test func anAlertHidesTheCursor() throws {
        let screen = ComposedTableViewController(title: "Profile")
        screen.addCell(TextFieldCell(key: "Name", text: "Ada"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 12))
        session.run(try KeyScript("enter"))
        #expect(session.screen.cursor != nil)
        screen.present(Alert(title: "Saved", actions: [.default("OK") {}]))
        expectEqual(session.screen.cursor, nil, "no caret under an alert")
    }
}

/// The interactive loop writes the cursor's moves with its frames.
@Suite(.timeLimit(.minutes(10)))
struct TerminalCursorDriverTests {
    @Test func theLoopShowsTheCursorAtTheCaretWhileAFieldIsEdited() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await TerminalCursorDrivers().theLoopShowsTheCursorAtTheCaretWhileAFieldIsEdited() }
        }
    }
}

/// The runs of ``TerminalCursorDriverTests``, each in a process of its own.
@MainActor
private struct TerminalCursorDrivers {
    func theLoopShowsTheCursorAtTheCaretWhileAFieldIsEdited() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 30, rows: 6))
        let screen = ComposedTableViewController(title: "Profile")
        screen.addCell(TextFieldCell(key: "Name", text: "Ada"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 1, rows: 1))
        let loop = Task { await InteractiveTerminal(device: terminal, session: session).run() }
        await terminal.wait { terminal.output.contains("Profile") }
        #expect(!terminal.output.contains("\u{1B}[?25h"), "hidden while nothing is edited")
        var before = terminal.output.count
        terminal.type("\r")
        await terminal.wait { terminal.output.dropFirst(before).contains("\u{1B}[?25h") }
        #expect(terminal.output.dropFirst(before).hasSuffix("\u{1B}[2;12H\u{1B}[?25h"), "after “Ada”: row 2, column 12")
        before = terminal.output.count
        terminal.type("\r")
        await terminal.wait { terminal.output.dropFirst(before).contains("\u{1B}[?25l") }
        #expect(terminal.output.dropFirst(before).hasPrefix("\u{1B}[?25l"), "hidden before the row is written")
        terminal.type("\u{03}")  // q would be typed into the field
        await expectEqual(loop.value, .interrupted)
    }
}
