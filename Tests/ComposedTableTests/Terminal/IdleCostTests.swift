import TestSupport
import Testing

@testable import ComposedTable

/// A row that counts how often it is drawn.
@MainActor
private final class DrawCountingCell: ActiveCell {
    var draws = 0

    override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        draws += 1
        super.draw(in: &buffer, at: origin, width: width, lineCount: lineCount)
    }
}

/// What an unchanged screen costs: a frame that does not change must not cost the length of a
/// text it shows, and an idle loop must not draw 60 times a second.
@MainActor
struct IdleCostTests {
    /// A text of about `count` characters, in lines of 80 to 120 characters.
    private static func text(count: Int) -> String {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"]
        var lines: [String] = []
        var total = 0
        var index = 0
        while total < count {
            var line = ""
            while line.count < 80 + index % 40 {
                line += words[index % words.count] + " "
                index += 7
            }
            lines.append(line)
            total += line.count + 1
        }
        return lines.joined(separator: "\n")
    }

    /// The shortest time that `frames` frames take (of three runs), after `keys`.
    private static func frameTime(text: String, keys: String, frames: Int) throws -> Duration {
        let session = makeSession([TextViewCell(key: "About", text: text)], columns: 60, rows: 24)
        session.run(try KeyScript(keys))
        _ = session.screen
        var best = Duration.seconds(1000)
        for _ in 0..<3 {
            let start = ContinuousClock.now
            for _ in 0..<frames { _ = session.screen }
            best = min(best, ContinuousClock.now - start)
        }
        return best
    }

    @Test(arguments: ["", "enter", "enter type:x up"])
    func aFrameOfAnUnchangedTextViewCostsWhatIsOnScreen(keys: String) throws {
        // 100 times the text: the frames may not take much longer (they took ~100 times longer).
        let small = try Self.frameTime(text: Self.text(count: 2_000), keys: keys, frames: 20)
        let large = try Self.frameTime(text: Self.text(count: 200_000), keys: keys, frames: 20)
        #expect(large < small * 4 + .milliseconds(20), "2 KB: \(small), 200 KB: \(large)")
    }

    @Test func aKeyInALargeTextWrapsOnlyWhatItChanged() throws {
        let text = Self.text(count: 200_000)
        let small = makeSession([TextViewCell(key: "About", text: Self.text(count: 2_000))], columns: 60, rows: 24)
        let large = makeSession([TextViewCell(key: "About", text: text)], columns: 60, rows: 24)
        func typing(_ session: TerminalSession) throws -> Duration {
            session.run(try KeyScript("enter"))
            _ = session.screen
            var best = Duration.seconds(1000)
            for _ in 0..<3 {
                let start = ContinuousClock.now
                for _ in 0..<10 {
                    session.send(.character("x"))
                    _ = session.screen
                    session.send(.enter)
                    _ = session.screen
                    session.send(.backspace)
                    _ = session.screen
                }
                best = min(best, ContinuousClock.now - start)
            }
            return best
        }
        let smallTime = try typing(small)
        let largeTime = try typing(large)
        #expect(largeTime < smallTime * 4 + .milliseconds(20), "2 KB: \(smallTime), 200 KB: \(largeTime)")
        large.run(try KeyScript("esc"))
        #expect(
            (large.navigationController.topViewController.cursorCell as? TextViewCell)?.text == text + String(repeating: "x", count: 30))
    }
}

/// The interactive loop while nothing happens.
@Suite(.timeLimit(.minutes(10)))
struct IdleLoopTests {
    @Test func anIdleLoopDrawsAFewTimesASecondAndATasksChangeStillShows() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await IdleLoops().anIdleLoopDrawsAFewTimesASecondAndATasksChangeStillShows() }
        }
    }
}

/// The runs of ``IdleLoopTests``, each in a process of its own.
@MainActor
private struct IdleLoops {
    func anIdleLoopDrawsAFewTimesASecondAndATasksChangeStillShows() async throws {
        let terminal = try PseudoTerminal(size: TerminalSize(columns: 30, rows: 6))
        let screen = ComposedTableViewController(title: "Idle")
        let counter = screen.addCell(DrawCountingCell(key: "Counted"))
        let status = screen.addCell(ActiveCell(key: "Status", value: "Waiting"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 1, rows: 1))
        let loop = Task { await InteractiveTerminal(device: terminal, session: session).run() }
        await terminal.wait { terminal.output.contains("Idle") }
        try await Task.sleep(for: InteractiveTerminal.activeSpan + .milliseconds(300))
        let before = counter.draws
        try await Task.sleep(for: .seconds(1))
        let draws = counter.draws - before
        #expect(draws <= 10, "an idle second draws \(draws) frames (it drew 60)")
        status.value = "Done"  // as a Task would
        await terminal.wait { terminal.output.contains("Done") }  // without a key (a loaded machine may hold the main actor for seconds)
        terminal.type("q")
        await expectEqual(loop.value, .quit)
    }
}
