import TestSupport
import Testing

@testable import ComposedTable

/// A tool in a shell script: screens on the controlling terminal while standard output is a pipe
/// or a `$(…)`, drawn inline below the prompt, one question from a plain `main`, and a summary
/// left in the scrollback. Driven through a pseudo-terminal; what was drawn is replayed on a
/// small terminal model that keeps the lines above the prompt. Each run has a process of its own
/// (``inOwnProcess(limit:_:)``); the time limit is a hang guard.
@Suite(.timeLimit(.minutes(10)))
struct ShellScriptTests {
    @Test func insideCommandSubstitutionTheScreensDrawOnTheControllingTerminal() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await ShellScripts().insideCommandSubstitutionTheScreensDrawOnTheControllingTerminal() }
        }
    }

    @Test func withoutAnyTerminalItRefusesClearly() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await ShellScripts().withoutAnyTerminalItRefusesClearly() } }
    }

    @Test func aQuestionIsAskedInlineAndLeavesItsSummaryBelowTheLinesAbove() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await ShellScripts().aQuestionIsAskedInlineAndLeavesItsSummaryBelowTheLinesAbove() }
        }
    }

    @Test func inlineLinesGrowAndShrinkWithTheScreenAndScrollAtTheBottom() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await ShellScripts().inlineLinesGrowAndShrinkWithTheScreenAndScrollAtTheBottom() }
        }
    }

    @Test func oneQuestionCallsAnswerWithValues() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await ShellScripts().oneQuestionCallsAnswerWithValues() } }
    }

    @Test func cancellingAQuestionAnswersNothingAndItsSummarySaysSo() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await ShellScripts().cancellingAQuestionAnswersNothingAndItsSummarySaysSo() }
        }
    }

    @MainActor @Test func theEnvironmentAsksForAccessibleMode() {
        func chosen(_ variables: [String: String], _ display: TerminalDisplay = .fullScreen) -> TerminalDisplay {
            TerminalDisplay.chosen(display, variable: { variables[$0] })
        }
        expectEqual(chosen([:]), .fullScreen)
        expectEqual(chosen([:], .inline(lines: 5)), .inline(lines: 5))
        expectEqual(chosen(["COMPOSEDTABLE_ACCESSIBLE": "1"]), .accessible)
        expectEqual(chosen(["TERM": "dumb"], .inline(lines: 5)), .accessible)
        expectEqual(chosen(["TERM": "dumb", "COMPOSEDTABLE_ACCESSIBLE": "0"]), .fullScreen)
        expectEqual(chosen(["TERM": "xterm-256color"]), .fullScreen)
        expectEqual(TerminalDisplay.inline(lines: 1).inlineLines, 3, "at least a title, a row and the hints")
    }
}

/// The runs of ``ShellScriptTests``, each in a process of its own.
@MainActor
private struct ShellScripts {
    /// The app on a pseudo-terminal that is the controlling terminal: standard input and output
    /// are not terminals (a `$(…)`), and what the tool writes on standard output is kept apart.
    private func environment(_ terminal: PseudoTerminal, output: StandardOutput) -> TerminalApp.Environment {
        var environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { output.text += $0 }, error: { output.errors += $0 },
            terminal: { fatalError("standard output is not a terminal: the controlling one is used") })
        environment.controllingTerminal = { terminal }
        return environment
    }

    func insideCommandSubstitutionTheScreensDrawOnTheControllingTerminal() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let output = StandardOutput()
        let environment = environment(terminal, output: output)
        let app = Task {
            await TerminalApp.run(name: "pick", arguments: [], environment: environment, expectsResult: true) {
                let menu = ComposedTableViewController(title: "Pick")
                for colour in ["Red", "Green"] {
                    menu.addCell(ActiveCell(key: colour) { cell in cell.controller?.navigationController?.quit(returning: colour) })
                }
                return menu
            }
        }
        await terminal.wait { terminal.output.contains("Green") }
        terminal.type("\u{1B}[B\r")
        let ending = await app.value
        expectEqual(ending.status, 0)
        expectEqual(ending.result as? String, "Green")
        #expect(output.text.isEmpty, "nothing drawn on standard output: it is the caller's")
        #expect(output.errors.isEmpty)
        #expect(terminal.output.contains("\u{1B}[?1049h"), "full screen by default, on the terminal")
        #expect(!terminal.isRaw, "the terminal restored")
    }

    func withoutAnyTerminalItRefusesClearly() async throws {
        let output = StandardOutput()
        let environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: true, output: { output.text += $0 }, error: { output.errors += $0 })
        let answer: TerminalApp.Answer<String> = await TerminalApp.question(
            "Colour", choosing: ["Red"], selection: nil, environment: environment)
        expectEqual(answer.value, nil)
        expectEqual(answer.status, 1)
        #expect(
            output.errors.contains("needs a terminal: standard input or output is not one, and there is no controlling terminal (/dev/tty)")
        )
        #expect(!output.errors.contains("--keys"), "a question reads no arguments: no flags to suggest")
    }

    func aQuestionIsAskedInlineAndLeavesItsSummaryBelowTheLinesAbove() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let output = StandardOutput()
        let environment = environment(terminal, output: output)
        let task = Task {
            await TerminalApp.question(
                "Colour", choosing: ["Red", "Green", "Blue"], selection: "Red", environment: environment)
        }
        await terminal.wait { terminal.output.contains("Blue") }
        var screen = InlineTerminalModel(columns: 40, rows: 12, lines: ["$ echo above", "above", "$ x=$(pick)"])
        terminal.takeOutput()
        screen.replay(terminal.output)
        #expect(
            screen.text == """
                $ echo above
                above
                $ x=$(pick)
                ? Colour
                › Red                                  ✓
                  Green
                  Blue
                ↑↓ move · ⏎ select · ← cancel · ? keys
                """, "five lines below the prompt, not the whole window")
        terminal.type("\u{1B}[B\r")
        let answer = await task.value
        expectEqual(answer.value, "Green")
        expectEqual(answer.status, 0)
        #expect(!terminal.output.contains("\u{1B}[?1049h"), "no alternate screen")
        screen = InlineTerminalModel(columns: 40, rows: 12, lines: ["$ echo above", "above", "$ x=$(pick)"])
        terminal.takeOutput()
        screen.replay(terminal.output)
        expectEqual(screen.text, "$ echo above\nabove\n$ x=$(pick)\n✔ Colour: Green")
        #expect(screen.cursor == (row: 4, column: 0), "the shell's next prompt goes on the line after the summary")
        #expect(output.text.isEmpty)
    }

    func inlineLinesGrowAndShrinkWithTheScreenAndScrollAtTheBottom() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 30, rows: 8))
        let output = StandardOutput()
        let environment = environment(terminal, output: output)
        let list = ComposedTableViewController(title: "List")
        let (two, three) = (ActiveCell(key: "Two"), ActiveCell(key: "Three"))
        let app = Task {
            await TerminalApp.run(name: "list", arguments: [], environment: environment, display: .inline(lines: 6), expectsResult: false) {
                // One adds two rows, and takes them away again.
                list.addCell(
                    ActiveCell(key: "One") { cell in
                        for row in [two, three] {
                            if row.controller == nil { cell.controller?.addCell(row) } else { cell.controller?.removeCell(row) }
                        }
                    })
                list.addCell(ActiveCell(key: "Quit") { cell in cell.controller?.navigationController?.quit() })
                return list
            }
        }
        await terminal.wait { terminal.output.contains("Quit") }
        // The prompt is on the last line: growing scrolls the lines above up, as a shell does.
        let above = (1...7).map { "line \($0)" }
        var screen = InlineTerminalModel(columns: 30, rows: 8, lines: above)
        terminal.takeOutput()
        screen.replay(terminal.output)
        #expect(
            screen.text == "line 4\nline 5\nline 6\nline 7\n             List\n› One\n  Quit\n↑↓ move · ⏎ select · q quit ·…",
            "four lines (title, two rows, hints) below the prompt's line, the lines above scrolled up")
        let before = terminal.output.count
        terminal.type("\r")  // One adds two rows: six lines now, the most allowed
        await terminal.wait { terminal.output.dropFirst(before).contains("Three") }
        screen = InlineTerminalModel(columns: 30, rows: 8, lines: above)
        terminal.takeOutput()
        screen.replay(terminal.output)
        #expect(
            screen.text == "line 6\nline 7\n             List\n› One\n  Quit\n  Two\n  Three\n↑↓ move · ⏎ select · q quit ·…",
            "grown to six lines, the most allowed, the lines above scrolled up again")
        let beforeShrinking = terminal.output.count
        terminal.type("\r")  // One again: the two rows go
        await terminal.wait { terminal.output.dropFirst(beforeShrinking).contains("\u{1B}[J") }
        screen = InlineTerminalModel(columns: 30, rows: 8, lines: above)
        terminal.takeOutput()
        screen.replay(terminal.output)
        #expect(
            screen.text == "line 6\nline 7\n             List\n› One\n  Quit\n↑↓ move · ⏎ select · q quit ·…",
            "shrunk to four lines: the two below are cleared, the lines above stay where they scrolled")
        terminal.type("\u{1B}[B\r")  // Quit
        let status = await app.value
        expectEqual(status.status, 0)
        screen = InlineTerminalModel(columns: 30, rows: 8, lines: above)
        terminal.takeOutput()
        screen.replay(terminal.output)
        expectEqual(screen.lines.last(where: { !$0.isEmpty }), "line 7", "no summary: the lines are cleared")
    }

    func oneQuestionCallsAnswerWithValues() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let output = StandardOutput()
        let environment = environment(terminal, output: output)
        // Choose many: Space checks, ← is done.
        let many = Task {
            await TerminalApp.question(
                "Toppings", choosingMany: ["Cheese", "Olives", "Basil"], selections: ["Basil"],
                environment: environment)
        }
        await terminal.wait { terminal.output.contains("Olives") }
        terminal.type("\u{1B}[A\u{1B}[A \u{1B}[D")  // from Basil (checked: the cursor starts there) up to Cheese
        await expectEqual(many.value.value, ["Cheese", "Basil"])
        // Confirm: the confirming action first; ↓ Enter is the cancel action.
        let confirm = Task {
            await TerminalApp.question("Delete?", confirming: "Delete", cancel: "Keep", message: "3 files", environment: environment)
        }
        await terminal.wait { terminal.output.contains("3 files") }  // first asked here
        terminal.type("\u{1B}[B\r")
        await expectEqual(confirm.value.value, false)
        // Text: typed at once, Enter answers.
        let text = Task {
            await TerminalApp.question("Name", text: "", placeholder: "Ada", isSecure: false, environment: environment)
        }
        await terminal.wait { terminal.output.contains("Name") }
        let before = terminal.output.count
        terminal.type("Zoë")
        await terminal.wait { terminal.output.dropFirst(before).contains("Zoë") }
        let drawn = String(terminal.output.dropFirst(before))
        #expect(
            drawn.hasSuffix("\u{1B}[6G\u{1B}[?25h"),
            "inline too, the terminal's cursor is shown at the caret, after “Zoë”: \(drawn.debugDescription)")
        terminal.type("\r")
        await expectEqual(text.value.value, "Zoë")
        var screen = InlineTerminalModel(columns: 40, rows: 12, lines: ["$ tool"])
        terminal.takeOutput()
        screen.replay(terminal.output)
        expectEqual(screen.text, "$ tool\n✔ Toppings: Cheese, Basil\n✔ Delete? Keep\n✔ Name: Zoë", "one summary per question")
        // A summary wider than the terminal is wrapped, not cut: the answer stays in view.
        let long = Task {
            await TerminalApp.question(
                "Summary", text: "fix the parser for escape sequences split across reads", placeholder: nil, isSecure: false,
                environment: environment)
        }
        await terminal.wait { terminal.output.contains("Summary") }
        terminal.type("\r")
        await expectEqual(long.value.value, "fix the parser for escape sequences split across reads")
        terminal.takeOutput()
        screen = InlineTerminalModel(columns: 40, rows: 12, lines: ["$ tool"])
        screen.replay(terminal.output)
        #expect(screen.text.hasSuffix("✔ Summary: fix the parser for escape\nsequences split across reads"), "\(screen.text)")
    }

    func cancellingAQuestionAnswersNothingAndItsSummarySaysSo() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let output = StandardOutput()
        let environment = environment(terminal, output: output)
        for keys in ["\u{1B}[D", "\u{1B}"] {  // ← or Esc: back from the question (q jumps on a choice screen)
            let before = terminal.output.count
            let task = Task {
                await TerminalApp.question(
                    "Colour", choosing: ["Red", "Green"], selection: nil, environment: environment)
            }
            await terminal.wait { terminal.output.dropFirst(before).contains("Green") }
            terminal.type(keys)
            let answer = await task.value
            expectEqual(answer.value, nil)
            expectEqual(answer.status, 1, "cancelled")
        }
        // One Esc cancels `ask`, on an empty field and after typing: the next key is not the answer's.
        for typed in ["", "ab"] {
            let before = terminal.output.count
            let task = Task {
                await TerminalApp.question("Name", text: "", placeholder: "Ada", isSecure: false, environment: environment)
            }
            await terminal.wait { terminal.output.dropFirst(before).contains("esc cancel") }
            terminal.type(typed)
            let mark = terminal.output.count
            terminal.type("\u{1B}")
            // The question ends (its inline lines give bracketed paste back); if it did not, a
            // second Esc ends it, so that a failure does not hang the test.
            await terminal.wait(seconds: 10) { terminal.output.dropFirst(mark).contains("\u{1B}[?2004l") }
            if !terminal.output.dropFirst(mark).contains("\u{1B}[?2004l") { terminal.type("\u{1B}") }
            let answer = await task.value
            expectEqual(answer.value, nil, "Esc after \(typed.debugDescription)")
            expectEqual(answer.status, 1, "cancelled")
        }
        let before = terminal.output.count
        let interrupted = Task {
            await TerminalApp.question("Colour", choosing: ["Red"], selection: nil, environment: environment)
        }
        await terminal.wait { terminal.output.dropFirst(before).contains("Red") }
        terminal.type("\u{03}")
        await expectEqual(interrupted.value.status, TerminalApp.interruptedStatus, "Ctrl-C: the caller's process ends as interrupted")
        var screen = InlineTerminalModel(columns: 40, rows: 12, lines: ["$ tool"])
        terminal.takeOutput()
        screen.replay(terminal.output)
        #expect(
            screen.text == "$ tool\n✘ Colour: cancelled\n✘ Colour: cancelled\n✘ Name: cancelled\n✘ Name: cancelled",
            "each cancel says so; Ctrl-C leaves nothing")
    }
}

/// What a tool wrote on its standard output and error.
@MainActor
private final class StandardOutput {
    var text = ""
    var errors = ""
}

/// A terminal's screen, enough to replay what inline screens write: text (one column a
/// character), carriage return, line feed (scrolling at the bottom), cursor up and down, erase
/// in line and below; styles and modes are skipped. Lines start as a shell left them, the cursor
/// on the line after the last.
struct InlineTerminalModel {
    let columns: Int
    let rows: Int
    private(set) var lines: [String]
    private(set) var cursor: (row: Int, column: Int)

    init(columns: Int, rows: Int, lines: [String]) {
        self.columns = columns
        self.rows = rows
        var lines = lines
        // The cursor on the line after the shell's last one, scrolling when the screen is full.
        while lines.count >= rows { lines.removeFirst() }
        cursor = (lines.count, 0)
        self.lines = lines + Array(repeating: "", count: rows - lines.count)
    }

    var text: String {
        var shown = lines.map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
        while shown.last?.isEmpty == true { shown.removeLast() }
        return shown.joined(separator: "\n")
    }

    mutating func replay(_ output: String) {
        var characters = output[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": cursor.column = 0
            case "\n", "\r\n":
                if character == "\r\n" { cursor.column = 0 }
                if cursor.row == rows - 1 {
                    lines.removeFirst()
                    lines.append("")
                } else {
                    cursor.row += 1
                }
            case "\u{1B}":
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                var parameters = ""
                while let next = characters.first, !next.isLetter, next != "~" {
                    parameters.append(next)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else { return }
                let count = Int(parameters) ?? 1
                switch final {
                case "G": cursor.column = min(columns, max(1, count)) - 1
                case "A": cursor.row = max(0, cursor.row - count)
                case "B": cursor.row = min(rows - 1, cursor.row + count)
                case "K": lines[cursor.row] = String(lines[cursor.row].prefix(cursor.column))
                case "J":
                    lines[cursor.row] = String(lines[cursor.row].prefix(cursor.column))
                    for row in (cursor.row + 1)..<rows { lines[row] = "" }
                default: break  // styles, modes
                }
            default:
                guard cursor.column < columns else { continue }  // autowrap is off
                var line = Array(lines[cursor.row])
                while line.count < cursor.column { line.append(" ") }
                if cursor.column < line.count { line[cursor.column] = character } else { line.append(character) }
                lines[cursor.row] = String(line)
                cursor.column += 1
            }
        }
    }
}
