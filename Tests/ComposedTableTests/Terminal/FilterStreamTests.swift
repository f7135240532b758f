import Testing

@testable import ComposedTable

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TestSupport
#endif

/// `TerminalApp.filter` over lines that arrive while it shows (`find / | pick`): the first lines
/// pickable at once, those that come later ranked into the matches, `loading…` until the end.
@Suite(.timeLimit(.minutes(10)))
struct FilterStreamTests {
    @Test func linesArriveWhileTheQuestionShows() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().filterTakesLinesAsTheyArrive() } }
    }

    @Test func anInputThatEndsWithoutALineAsksNothing() async {
        await #expect(processExitsWith: .success) { await inOwnProcess { try await Questions().filterOfNoLines() } }
    }

    @Test func standardInputIsReadALineAtATimeAsItArrives() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess {
                var ends: [Int32] = [0, 0]
                #expect(pipe(&ends) == 0)
                dup2(ends[0], STDIN_FILENO)
                close(ends[0])
                let write: (String) -> Void = { text in Platform.write(text, to: ends[1]) }
                var batches = TerminalApp.linesOfStandardInput().makeAsyncIterator()
                write("one\ntw")
                #expect(await batches.next() == ["one"], "the lines a read completed; the rest waits for its end")
                write("o\r\n\nthree\n")
                #expect(await batches.next() == ["two", "three"])
                write("last")
                close(ends[1])
                #expect(await batches.next() == ["last"], "the last line needs no line end")
                #expect(await batches.next() == nil)
            }
        }
    }

    @MainActor @Test func theAccessibleModeListsTheLinesOnceTheInputEnds() async {
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self)
        continuation.yield(["Red", "Green"])
        continuation.yield(["Grey"])
        continuation.finish()
        let lines = LineTerminal("3\n")
        let answer = await TerminalApp.question("Colour", filtering: [], arriving: stream, placeholder: nil, environment: lines.environment)
        #expect(answer.value == "Grey")
        #expect(lines.written.contains("1. Red\n2. Green\n3. Grey\n"))
    }
}

extension Questions {
    func filterTakesLinesAsTheyArrive() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 50, rows: 12))
        let (stream, more) = AsyncStream.makeStream(of: [String].self)
        let task = Task {
            await TerminalApp.question("Colour", filtering: [], arriving: stream, placeholder: nil, environment: environment(terminal))
        }
        await terminal.wait { shown(terminal).text.contains("0/0 · loading…") }
        #expect(shown(terminal).text.hasPrefix("$ tool\n? Colour\n› Type to filter\n0/0 · loading… · "), "shown before any line")
        more.yield(["Dark Green", "Purple", "Green Tea"])
        await terminal.wait { shown(terminal).text.contains("3/3 · loading… ·") }
        terminal.type("gre")
        await terminal.wait { shown(terminal).text.contains("› gre\n") }
        #expect(shown(terminal).text.hasPrefix("$ tool\n? Colour\n› gre\n  Green Tea\n  Dark Green\n2/3 · loading… ·"))
        let mark = terminal.output.count
        terminal.type("\u{1B}[B")  // ↓ to Dark Green, which stays selected as lines arrive
        await terminal.wait { terminal.output.count > mark }
        more.yield(["Green", "Red", "Grey"])
        await terminal.wait { shown(terminal).text.contains("4/6 · loading… ·") }
        #expect(
            shown(terminal).text.hasPrefix("$ tool\n? Colour\n› gre\n  Grey\n  Green\n  Green Tea\n  Dark Green\n"),
            "the new lines ranked with the query among the matches")
        more.yield(Array(repeating: "Blue", count: 1_000))
        await terminal.wait { shown(terminal).text.contains("/1,006 · loading…") }
        terminal.type("\r")  // before the end: the option selected, kept through the arrivals
        #expect(await task.value.value == "Dark Green", "the option selected, now the fourth")
        #expect(shown(terminal).text == "$ tool\n✔ Colour: Dark Green")
        more.finish()
        // The end of the input: the count of all lines in place of `loading…`.
        let (ended, end) = AsyncStream.makeStream(of: [String].self)
        let second = Task {
            await TerminalApp.question("Colour", filtering: [], arriving: ended, placeholder: nil, environment: environment(terminal))
        }
        end.yield(["Red", "Green"])
        await terminal.wait { shown(terminal).text.contains("2/2 · loading…") }
        end.finish()
        await terminal.wait { shown(terminal).text.contains("2/2 · ↑↓ move") }
        #expect(!shown(terminal).text.contains("loading"))
        terminal.type("\r")
        #expect(await second.value.value == "Red")
    }

    func filterOfNoLines() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 50, rows: 12))
        let (stream, more) = AsyncStream.makeStream(of: [String].self)
        let task = Task {
            await TerminalApp.question("Colour", filtering: [], arriving: stream, placeholder: nil, environment: environment(terminal))
        }
        await terminal.wait { shown(terminal).text.contains("0/0 · loading…") }
        more.yield([])
        more.finish()
        #expect(await task.value.value == nil)
        #expect(shown(terminal).text == "$ tool", "nothing stays")
        #expect(!terminal.isRaw, "the terminal restored")
    }
}
