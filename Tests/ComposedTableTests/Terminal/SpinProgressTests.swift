import TestSupport
import Testing

@testable import ComposedTable

/// A spin whose work reports how far it is (`TerminalApp.spin(_:progress:work:)`): a bar and the
/// count on the spinner's row, the count alone when the bar does not fit, the count on the line
/// that stays, and a line a tenth without a terminal.
@Suite(.timeLimit(.minutes(10)))
struct SpinProgressTests {
    @MainActor @Test func theRowShowsABarAndTheCountOrTheCountAloneWhenNarrow() {
        let row = SpinnerRow()
        let progress = Progress(totalUnitCount: 100)
        progress.completedUnitCount = 42
        row.show(frame: 0, progress: progress, seconds: "3s")
        var buffer = ScreenBuffer(size: TerminalSize(columns: 40, rows: 1))
        row.drawTerminalContent(in: &buffer, at: (0, 0), width: 40, lineCount: 1)
        // 40 columns: a bar of 26 (40 − "⠋ ", " 42/100 · 3s"), 42 % of it 10.92 columns: 10 and a half.
        expectEqual(buffer.text, "⠋ " + String(repeating: "━", count: 10) + "╸" + String(repeating: "─", count: 15) + " 42/100 · 3s")
        #expect((2..<13).allSatisfy { buffer.style(atRow: 0, column: $0).contains(.accent) }, "what is done in the accent colour")
        expectEqual(buffer.style(atRow: 0, column: 13), .dim, "the rest dim")
        var wide = ScreenBuffer(size: TerminalSize(columns: 100, rows: 1))
        row.drawTerminalContent(in: &wide, at: (0, 0), width: 100, lineCount: 1)
        expectEqual(wide.text.count, 2 + SpinnerRow.barWidth + 12, "the bar is at most 40 columns")
        var narrow = ScreenBuffer(size: TerminalSize(columns: 20, rows: 1))
        row.drawTerminalContent(in: &narrow, at: (0, 0), width: 20, lineCount: 1)
        expectEqual(narrow.text, "⠋ 42/100 · 3s", "no room for 10 columns of bar: the count alone")
        progress.completedUnitCount = 100
        row.show(frame: 1, progress: progress, seconds: "4s")
        row.drawTerminalContent(in: &buffer, at: (0, 0), width: 40, lineCount: 1)
        expectEqual(buffer.text, "⠙ " + String(repeating: "━", count: 25) + " 100/100 · 4s", "full, the next frame")
        for unknown in [Progress(totalUnitCount: 0), Progress(totalUnitCount: -1)] {
            row.show(frame: 2, progress: unknown, seconds: "5s")
            buffer = ScreenBuffer(size: TerminalSize(columns: 40, rows: 1))
            row.drawTerminalContent(in: &buffer, at: (0, 0), width: 40, lineCount: 1)
            expectEqual(buffer.text, "⠹ 5s", "no total: the spinner alone")
        }
    }

    @Test func theBarFollowsTheProgressAndTheCountStays() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().spinShowsTheProgress() } }
    }

    @MainActor @Test func withoutATerminalALineSaysEachTenthPassed() async throws {
        let lines = ErrorLines()
        var environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { _ in }, error: { lines.text += $0 + "\n" })
        environment.controllingTerminal = { nil }
        let progress = Progress(totalUnitCount: 200)
        let answer = await TerminalApp.spinning(
            "Copy", progress: progress,
            work: {
                progress.completedUnitCount = 60  // 30 %
                await lines.wait(for: "Copy: 30%")
                progress.completedUnitCount = 70  // 35 %: the same tenth, no line
                try await Task.sleep(for: .milliseconds(300))
                progress.completedUnitCount = 130  // 65 %
                await lines.wait(for: "Copy: 60%")
                progress.completedUnitCount = 200
                return 1
            }, environment: environment)
        try expectEqual(answer.value?.get(), 1)
        expectEqual(lines.text, "Copy…\nCopy: 30%\nCopy: 60%\nCopy: done (200/200)\n")
        // The accessible mode writes the same lines; untitled, the work is "Working".
        let accessible = ErrorLines()
        var lineEnvironment = LineTerminal("").environment
        lineEnvironment.error = { accessible.text += $0 + "\n" }
        let done = Progress(totalUnitCount: 4)
        done.completedUnitCount = 4
        _ = await TerminalApp.spinning("", progress: done, work: { 1 }, environment: lineEnvironment)
        expectEqual(accessible.text, "Working…\nWorking: done (4/4)\n")
    }
}

/// The lines a spin wrote on standard error, in a test.
@MainActor
final class ErrorLines {
    var text = ""

    /// Waits until a line has been written (for at most a minute).
    func wait(for line: String) async {
        for _ in 0..<6_000 where !text.contains(line + "\n") { try? await Task.sleep(for: .milliseconds(10)) }
    }
}

extension Questions {
    func spinShowsTheProgress() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let progress = Progress(totalUnitCount: 100)
        let finish = CancellationFlag()
        let task = Task {
            await TerminalApp.spinning(
                "Fetch", progress: progress,
                work: { () async throws -> Int in
                    while !(await finish.isSet) { try await Task.sleep(for: .milliseconds(10)) }
                    return 7
                }, environment: environment(terminal))
        }
        // The row: "› ", the spinner, the bar, the count; the part of the bar drawn as done.
        func row(counting count: String) async -> Substring {
            await terminal.wait { shown(terminal).text.contains(" \(count) · ") }
            return shown(terminal).text.split(separator: "\n").first { $0.contains(count) } ?? ""
        }
        let empty = await row(counting: "0/100")
        #expect(empty.hasPrefix("› ") && empty.contains(" " + String(repeating: "─", count: 10)) && !empty.contains("━"))
        progress.completedUnitCount = 42
        let started = await row(counting: "42/100")
        let bar = started.filter { "━╸─".contains($0) }.count
        let halves = Int(0.42 * Double(bar * 2))
        #expect(bar >= 10, "a bar on 40 columns")
        #expect(started.filter { $0 == "━" }.count == halves / 2 && started.contains("╸") == (halves % 2 == 1), "42 % of the bar")
        progress.completedUnitCount = 100
        await finish.set()
        try await expectEqual(task.value.value?.get(), 7)
        let summary = shown(terminal).text
        #expect(summary.hasPrefix("$ tool\n✔ Fetch (100/100, ") && summary.hasSuffix("s)"), "the count stays: \(summary)")
    }
}

/// One-question calls without a title: no title line, the answer alone on the line that stays.
@Suite(.timeLimit(.minutes(10)))
struct UntitledQuestionTests {
    @Test func theTitleIsOptional() {
        // Compiles: every one-question call asks without a title.
        let _: @MainActor () async throws -> Void = {
            _ = await TerminalApp.choose(from: ["a", "b"])
            _ = await TerminalApp.chooseMany(from: ["a", "b"])
            _ = await TerminalApp.confirm()
            _ = await TerminalApp.confirmation()
            _ = await TerminalApp.ask()
            _ = await TerminalApp.write()
            _ = await TerminalApp.filter(from: ["a"])
            _ = await TerminalApp.choosePath()
            _ = try await TerminalApp.spin { 1 }
        }
    }

    @Test func anUntitledQuestionDrawsNoTitleLine() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().untitledQuestions() } }
    }

    @MainActor @Test func theAccessibleModeAsksWithoutATitle() async {
        let lines = LineTerminal("2\n")
        let answer = await TerminalApp.question("", choosing: ["Red", "Green"], selection: nil, environment: lines.environment)
        expectEqual(answer.value, "Green")
        #expect(lines.written.hasPrefix("\n1. Red\n2. Green\n"), "no title line: \(lines.written.debugDescription)")
        let field = LineTerminal("Ada\n")
        #expect(
            await TerminalApp.question("", text: "", placeholder: nil, isSecure: false, environment: field.environment).value == "Ada")
        expectEqual(field.written, "> ")
        let placeholder = LineTerminal("Ada\n")
        _ = await TerminalApp.question("", text: "", placeholder: "Ada Lovelace", isSecure: false, environment: placeholder.environment)
        expectEqual(placeholder.written, "(Ada Lovelace): ")
        let text = LineTerminal(".\n")
        _ = await TerminalApp.question("", writing: "", placeholder: nil, environment: text.environment)
        expectEqual(text.written, "Type the lines, then a line with a lone . to finish.\n")
    }
}

extension Questions {
    func untitledQuestions() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let options: ChoiceOptions<String> = ["Red", "Green"]
        for (keys, expected) in [("\u{1B}[B\r", "Green"), ("\u{1B}", nil)] as [(String, String?)] {
            terminal.takeOutput()
            let before = terminal.output.count
            let task = Task { await TerminalApp.question("", choosing: options, selection: nil, environment: environment(terminal)) }
            await terminal.wait { terminal.output.dropFirst(before).contains("Green") }
            if expected != nil {
                let asked = shown(terminal).text
                #expect(asked.hasPrefix("$ tool\n› Red\n  Green\n") && asked.split(separator: "\n").count == 4, "\(asked)")
            }
            terminal.type(keys)
            await expectEqual(task.value.value, expected)
        }
        expectEqual(shown(terminal).text, "$ tool\n✔ Green\n✘ cancelled")
        terminal.takeOutput()
        let before = terminal.output.count
        let text = Task { await TerminalApp.question("", writing: "a\nb", placeholder: nil, environment: environment(terminal)) }
        await terminal.wait { terminal.output.dropFirst(before).contains("ctrl-d done") }
        terminal.type("\u{04}")
        _ = await text.value
        #expect(shown(terminal).text.hasSuffix("✘ cancelled\n✔ a … (2 lines)"))
    }
}
