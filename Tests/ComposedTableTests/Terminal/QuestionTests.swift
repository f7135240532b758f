import TestSupport
import Testing

@testable import ComposedTable

/// The one-question calls added after the first four — a multi-line answer (`write`) and a
/// confirmation that tells a cancel from No — asked inline on a pseudo-terminal that is the
/// controlling terminal (standard output is a `$(…)`), and in the accessible mode. Each run has a
/// process of its own (``inOwnProcess(limit:_:)``).
@Suite(.timeLimit(.minutes(10)))
struct QuestionTests {
    @Test func writeAnswersWithCtrlDAndLeavesASummaryOfItsLines() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().writeAnswersWithCtrlD() } }
    }

    @Test func oneEscCancelsWriteAndTheSummarySaysSo() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().oneEscCancelsWrite() } }
    }

    @Test func aConfirmationTellsACancelFromNo() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().aConfirmationTellsACancelFromNo() } }
    }

    @MainActor @Test func writeReadsLinesUntilALoneDotInTheAccessibleMode() async {
        let lines = LineTerminal("Fix the parser\n\nIt split sequences.\n.\n")
        let answer = await TerminalApp.question("Message", writing: "", placeholder: "Why?", environment: lines.environment)
        expectEqual(answer.value, "Fix the parser\n\nIt split sequences.")
        expectEqual(answer.status, 0)
        expectEqual(lines.written, "Message (Why?): type the lines, then a line with a lone . to finish.\n", "one line, no drawing")
        // The text at first is told; no line keeps it; the end of input before any line cancels.
        let kept = LineTerminal(".\n")
        await expectEqual(TerminalApp.question("Message", writing: "a\nb", placeholder: nil, environment: kept.environment).value, "a\nb")
        #expect(kept.written.hasPrefix("Message is now:\n  a\n  b\nMessage: type the lines"))
        let ended = LineTerminal("")
        let cancelled = await TerminalApp.question("Message", writing: "", placeholder: nil, environment: ended.environment)
        expectEqual(cancelled.value, nil)
        expectEqual(cancelled.status, 1)
    }

    @MainActor @Test func askReadsOneLineInTheAccessibleMode() async {
        let lines = LineTerminal("Ada\n")
        let answer = await TerminalApp.question(
            "Name", text: "", placeholder: "Ada Lovelace", isSecure: false, environment: lines.environment)
        expectEqual(answer.value, "Ada")
        expectEqual(lines.written, "Name (Ada Lovelace): ")
        let kept = LineTerminal("\n")
        #expect(
            await TerminalApp.question("Name", text: "Zoë", placeholder: nil, isSecure: false, environment: kept.environment).value == "Zoë"
        )
        expectEqual(kept.written, "Name [Zoë]: ", "an empty line keeps the text")
    }
}

/// The runs of ``QuestionTests`` on a pseudo-terminal, each in a process of its own.
@MainActor
struct Questions {
    /// Standard input and output are not terminals (a `$(…)`): the questions draw on the
    /// controlling terminal.
    func environment(_ terminal: PseudoTerminal) -> TerminalApp.Environment {
        var environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { _ in }, error: { _ in },
            terminal: { fatalError("standard output is not a terminal: the controlling one is used") })
        environment.controllingTerminal = { terminal }
        return environment
    }

    /// What the terminal shows, replayed on the lines a shell left (`$ tool`).
    func shown(_ terminal: PseudoTerminal) -> InlineTerminalModel {
        var screen = InlineTerminalModel(columns: 40, rows: 12, lines: ["$ tool"])
        terminal.takeOutput()
        screen.replay(terminal.output)
        return screen
    }

    func writeAnswersWithCtrlD() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let task = Task {
            await TerminalApp.question("Message", writing: "", placeholder: "What changed?", environment: environment(terminal))
        }
        await terminal.wait { terminal.output.contains("esc cancel") }
        #expect(
            shown(terminal).text == "$ tool\n? Message\n›   What changed?\nctrl-d done · ⏎ new line · esc cancel",
            "the placeholder shows while the text is empty; the hints say how to answer")
        terminal.type("Fix the parser\r\rIt split escape sequences across reads")
        await terminal.wait { terminal.output.contains("reads") }
        #expect(
            shown(terminal).text.hasSuffix(
                "›   Fix the parser\n\n    It split escape sequences across\n    reads\nctrl-d done · ⏎ new line · esc cancel"),
            "Enter is a line break; the text grows and wraps")
        terminal.type("\t\u{1B}[Z\u{04}")  // Tab and Shift-Tab stay in the text: Ctrl-D still answers
        let answer = await task.value
        expectEqual(answer.value, "Fix the parser\n\nIt split escape sequences across reads")
        expectEqual(answer.status, 0)
        expectEqual(shown(terminal).text, "$ tool\n✔ Message: Fix the parser … (3 lines)", "the first line and how many")
        #expect(!terminal.isRaw, "the terminal restored")
        // One line: the summary is the text, wrapped rather than cut.
        terminal.takeOutput()
        let one = Task {
            await TerminalApp.question(
                "Message", writing: "fix the parser for escape sequences split across reads", placeholder: nil,
                environment: environment(terminal))
        }
        let before = terminal.output.count
        await terminal.wait { terminal.output.dropFirst(before).contains("esc cancel") }
        terminal.type("\u{04}")
        await expectEqual(one.value.value, "fix the parser for escape sequences split across reads")
        #expect(shown(terminal).text.hasSuffix("✔ Message: fix the parser for escape\nsequences split across reads"))
    }

    func oneEscCancelsWrite() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        for typed in ["", "some\rlines"] {
            terminal.takeOutput()  // the last question's frames
            let before = terminal.output.count
            let task = Task {
                await TerminalApp.question("Message", writing: "", placeholder: nil, environment: environment(terminal))
            }
            await terminal.wait { terminal.output.dropFirst(before).contains("esc cancel") }
            terminal.type(typed)
            let mark = terminal.output.count
            terminal.type("\u{1B}")
            // The question ends; if it did not, a second Esc ends it, so that a failure does not hang.
            await terminal.wait(seconds: 10) { terminal.output.dropFirst(mark).contains("\u{1B}[?2004l") }
            if !terminal.output.dropFirst(mark).contains("\u{1B}[?2004l") { terminal.type("\u{1B}") }
            let answer = await task.value
            expectEqual(answer.value, nil, "Esc after \(typed.debugDescription)")
            expectEqual(answer.status, 1, "cancelled")
        }
        expectEqual(shown(terminal).text, "$ tool\n✘ Message: cancelled\n✘ Message: cancelled")
        #expect(!terminal.isRaw, "the terminal restored")
    }
}

extension Questions {
    func aConfirmationTellsACancelFromNo() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        // Enter: the confirming action; ↓ Enter: the cancel action (No); Esc: cancelled.
        for (keys, expected) in [("\r", true), ("\u{1B}[B\r", false), ("\u{1B}", nil)] as [(String, Bool?)] {
            terminal.takeOutput()  // the last question's frames, which show "Skip" too
            let before = terminal.output.count
            let task = Task {
                await TerminalApp.question("Push?", confirming: "Push", cancel: "Skip", message: nil, environment: environment(terminal))
            }
            await terminal.wait { terminal.output.dropFirst(before).contains("Skip") }
            terminal.type(keys)
            let answer = await task.value
            expectEqual(answer.value, expected, "\(keys.debugDescription)")
            expectEqual(answer.status, (expected == nil ? 1 : 0))
        }
        expectEqual(shown(terminal).text, "$ tool\n✔ Push? Push\n✔ Push? Skip\n✘ Push? cancelled")
    }
}

/// A terminal of the accessible mode for a test: reads the lines given (then the end of input)
/// and keeps what was written.
@MainActor
final class LineTerminal: TerminalDevice {
    private var input: [UInt8]
    private(set) var written = ""
    var usesAlternateScreen = false

    init(_ input: String) { self.input = Array(input.utf8) }

    /// An environment whose controlling terminal is this one, in the accessible mode.
    var environment: TerminalApp.Environment {
        var environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { _ in }, error: { _ in },
            terminal: { fatalError("standard output is not a terminal: the controlling one is used") })
        environment.controllingTerminal = { self }
        environment.variable = { $0 == "COMPOSEDTABLE_ACCESSIBLE" ? "1" : nil }
        return environment
    }

    var size: TerminalSize? { TerminalSize(columns: 40, rows: 12) }
    func enter() -> Bool { true }
    func leave() {}
    func suspend() {}
    func read() -> TerminalInput {
        guard !input.isEmpty else { return .end }
        defer { input = [] }
        return .bytes(input)
    }
    func waitForInput(upTo timeout: Duration) async {}
    func write(_ text: String) { written += text }
    func takeSignals() -> TerminalSignals { [] }
}

/// The fuzzy filter (`TerminalApp.filter`): ranked matches with their letters highlighted, the
/// lines piped in, and the accessible mode.
@Suite(.timeLimit(.minutes(10)))
struct FilterQuestionTests {
    @Test func typingRanksTheMatchesAndEnterPicksTheSelectedOne() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().filterRanksAndPicks() } }
    }

    @MainActor @Test func theMatchedLettersAreHighlightedAndTheSelectedLineReversed() {
        let row = FilterRow()
        row.show("Dark Green", matched: [5, 6, 7], isSelected: false)
        var buffer = ScreenBuffer(size: TerminalSize(columns: 20, rows: 1))
        row.drawTerminalContent(in: &buffer, at: (0, 0), width: 20, lineCount: 1)
        expectEqual(buffer.text, "Dark Green")
        expectEqual((0..<10).filter { buffer.style(atRow: 0, column: $0).contains(.bold) }, [5, 6, 7])
        row.show("Sources/ComposedTable/Terminal/Driver/main.swift", matched: [0, 44], isSelected: true)
        row.drawTerminalContent(in: &buffer, at: (0, 0), width: 20, lineCount: 1)
        expectEqual(buffer.text, "…l/Driver/main.swift", "the end shows when the last match is there")
        #expect(buffer.style(atRow: 0, column: 19).contains(.reverse), "the selected line is reversed to its end")
    }

    @Test func pipedLinesAreTheOptions() {
        let bytes = Array("one\r\ntwo\n\n\u{1B}[31mred\u{1B}[0m\n".utf8) + [0xFF, 0xFE, 0x0A] + Array("last".utf8)
        expectEqual(TerminalApp.lines(of: bytes), ["one", "two", "\u{1B}[31mred\u{1B}[0m", "\u{FFFD}\u{FFFD}", "last"])
        expectEqual(TerminalApp.lines(of: []), [])
    }

    @MainActor @Test func theAccessibleModeListsTheOptionsInNumberedLines() async {
        let lines = LineTerminal("/gre\n2\n")
        let answer = await TerminalApp.question(
            "Colour", filtering: ["Red", "Green", "Grey"], placeholder: nil, environment: lines.environment)
        expectEqual(answer.value, "Green", "filtered best first, as the filter ranks: 1. Grey (shorter), 2. Green")
        #expect(lines.written.contains("1. Red\n2. Green\n3. Grey\n"))
        #expect(!lines.written.contains("\u{1B}"), "no drawing")
        let none = await TerminalApp.question("Colour", filtering: [], placeholder: nil, environment: LineTerminal("").environment)
        #expect(none.value == nil && none.status == 1, "no options: nothing asked")
    }
}

extension Questions {
    func filterRanksAndPicks() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let options = ["Dark Green", "Green", "Grey", "Purple", "Red"]
        let task = Task {
            await TerminalApp.question("Colour", filtering: options, placeholder: nil, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.contains("5/5") }
        terminal.type("gre")
        await terminal.wait { shown(terminal).text.contains("› gre\n") }
        #expect(
            shown(terminal).text == "$ tool\n? Colour\n› gre\n  Grey\n  Green\n  Dark Green\n3/5 · ↑↓ move · ⏎ pick · esc cancel",
            "best first; the rows that do not match are gone")
        terminal.type("\u{1B}[B\r")  // ↓ to Green, Enter
        let answer = await task.value
        expectEqual(answer.value, "Green")
        expectEqual(shown(terminal).text, "$ tool\n✔ Colour: Green")
        // Esc cancels at once, with a query or not.
        terminal.takeOutput()
        let before = terminal.output.count
        let cancelled = Task {
            await TerminalApp.question("Colour", filtering: options, placeholder: nil, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.dropFirst(before).contains("5/5") }
        terminal.type("pu")
        await terminal.wait { terminal.output.dropFirst(before).contains("1/5") }
        terminal.type("\u{1B}")
        await expectEqual(cancelled.value.value, nil)
        expectEqual(shown(terminal).text, "$ tool\n✔ Colour: Green\n✘ Colour: cancelled")
        #expect(!terminal.isRaw, "the terminal restored")
    }
}

/// Work with a spinner (`TerminalApp.spin`): the result or the error on the summary line, Esc
/// cancels the work's task, and without a terminal the work runs plainly.
@Suite(.timeLimit(.minutes(10)))
struct SpinTests {
    @Test func theSpinnerTurnsUntilTheWorkEndsAndItsOutcomeStays() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().spinShowsTheOutcome() } }
    }

    @MainActor @Test func withoutATerminalTheWorkRunsPlainly() async throws {
        var lines = ""
        var environment = TerminalApp.Environment(
            stdinIsTerminal: false, stdoutIsTerminal: false, output: { _ in }, error: { lines += $0 + "\n" })
        environment.controllingTerminal = { nil }
        let answer = await TerminalApp.spinning("Fetch", work: { 42 }, environment: environment)
        try expectEqual(answer.value?.get(), 42)
        expectEqual(lines, "Fetch…\nFetch: done\n")
        let failed = await TerminalApp.spinning(
            "Fetch", work: { () async throws -> Int in throw SpinFailure() }, environment: LineTerminal("").environment)
        #expect(failed.value.map { (try? $0.get()) == nil } == true, "the accessible mode too: no drawing, the error returned")
    }
}

/// The error of a spin that fails.
struct SpinFailure: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Whether a spin's work saw its cancellation.
actor CancellationFlag {
    private(set) var isSet = false
    func set() { isSet = true }
}

extension Questions {
    func spinShowsTheOutcome() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 40, rows: 12))
        let done = Task {
            await TerminalApp.spinning(
                "Fetch",
                work: { () async throws -> String in
                    try await Task.sleep(for: .milliseconds(600))
                    return "v1"
                }, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.contains("ctrl-c stop") }
        let spinning = shown(terminal).text
        #expect(
            spinning.hasPrefix("$ tool\n? Fetch\n› ") && spinning.hasSuffix(" 0s\nesc cancel · ctrl-c stop")
                && TerminalApp.spinnerFrames.contains { spinning.contains("› \($0) 0s") }, "the title, the spinner and the seconds")
        try await expectEqual(done.value.value?.get(), "v1")
        expectEqual(shown(terminal).text, "$ tool\n✔ Fetch (0s)")
        terminal.takeOutput()
        let failed = Task {
            await TerminalApp.spinning(
                "Fetch", work: { () async throws -> String in throw SpinFailure() }, environment: environment(terminal))
        }
        await expectEqual(failed.value.value.map { (try? $0.get()) == nil }, true)
        expectEqual(shown(terminal).text, "$ tool\n✔ Fetch (0s)\n✘ Fetch: boom")
        // Esc cancels the work's task.
        terminal.takeOutput()
        let before = terminal.output.count
        let flag = CancellationFlag()
        let cancelled = Task {
            await TerminalApp.spinning(
                "Fetch",
                work: { () async throws -> String in
                    do { try await Task.sleep(for: .seconds(60)) } catch {
                        await flag.set()
                        throw error
                    }
                    return "late"
                }, environment: environment(terminal))
        }
        await terminal.wait { terminal.output.dropFirst(before).contains("esc cancel") }
        terminal.type("\u{1B}")
        let answer = await cancelled.value
        #expect(answer.value == nil && answer.status == 1)
        for _ in 0..<500 where !(await flag.isSet) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(await flag.isSet, "the work's task was cancelled")
        #expect(shown(terminal).text.hasSuffix("✘ Fetch: boom\n✘ Fetch: cancelled"))
        #expect(!terminal.isRaw, "the terminal restored")
    }
}
