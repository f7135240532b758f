#if !canImport(UIKit)
import ComposedTable

import HeapStatistics

/// Choice screens in the terminal at 100, 10,000 and 100,000 options: the time to open one and
/// draw its first frame, the heap it holds once open, and one search keystroke (narrowing,
/// widening). The options array is the caller's and is made before measuring. Opening must cost
/// what is on screen, not the option count: the figures at 100,000 are compared with those at 100.
enum ChoiceBenchmark {
    struct Figures {
        var openFirst: Double  // ns, current value the first option
        var openLast: Double  // ns, current value the last option (found by a scan)
        var scan: Double  // ns, the baseline: `firstIndex(of:)` of the last option, specialised
        var bytes: Int  // heap held by the open screen
        var firstSearch: Double  // ns, the first keystroke (builds the search keys)
        var narrowing: Double  // ns, one more character
        var widening: Double  // ns, Backspace
    }

    @MainActor
    static func run() {
        print("Choice screens in the terminal, 80×24 (release; best of 7, ns → µs):")
        print("options     open (1st)  open (last)  scan (last)  heap KB   1st search  narrow   widen")
        var results: [Int: Figures] = [:]
        for count in [100, 10_000, 100_000] {
            let figures = measure(count: count)
            results[count] = figures
            print(
                pad("\(count)", 10) + microseconds(figures.openFirst) + "  " + microseconds(figures.openLast) + "  "
                    + microseconds(figures.scan) + "   "
                    + pad(format(Double(figures.bytes) / 1024, digits: 0), 7) + microseconds(figures.firstSearch)
                    + microseconds(figures.narrowing) + microseconds(figures.widening))
        }
        if let small = results[100], let large = results[100_000] {
            print(
                "100,000 ÷ 100: open \(format(large.openFirst / small.openFirst))× (current value last: "
                    + "\(format(large.openLast / small.openLast))×), "
                    + "heap \(format(Double(large.bytes) / Double(max(1, small.bytes))))×")
        }
    }

    /// The goal of issue 24: opening a 100,000-option choice screen whose current value is the
    /// last option, first frame included, costs at most 2× opening a 100-option one the same
    /// way. The two are opened alternately (closing is not timed).
    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Choice screens")
        func opener(count: Int) -> () -> Double {
            let options = (0..<count).map { "Option \($0)" }
            let root = ComposedTableViewController(title: "Root")
            root.addCell(ActiveCell(key: "Open"))
            let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 80, rows: 24))
            blackHole(session.screen)
            return {
                let elapsed = cpuNanoseconds {
                    root.choose("Options", from: options, selection: options.last, searchable: true) { _ in }
                    blackHole(session.screen)
                }
                session.navigationController.popViewController(animated: false)
                return elapsed
            }
        }
        let small = opener(count: 100)
        let large = opener(count: 100_000)
        let open = ratioRange(rounds: 7, baseline: small, subject: large)
        report.check(
            "choice screen open, current value last, 100k ÷ 100", open.ratio, goal: .atMost(2),
            detail: "µs per open and first frame: " + describe(open.subject.map { $0 / 1_000 }) + " at 100k, "
                + describe(open.baseline.map { $0 / 1_000 }) + " at 100")
    }

    /// Opens a 100,000-option screen on its last option over and over, for a profiler.
    @MainActor
    static func profileOpen() {
        let options = (0..<100_000).map { "Option \($0)" }
        let root = ComposedTableViewController(title: "Root")
        root.addCell(ActiveCell(key: "Open"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 80, rows: 24))
        for _ in 0..<300 {
            root.choose("Options", from: options, selection: options.last, searchable: true) { _ in }
            blackHole(session.screen)
            session.navigationController.popViewController(animated: false)
        }
    }

    @MainActor
    static func measure(count: Int) -> Figures {
        let options = (0..<count).map { "Option \($0)" }
        let root = ComposedTableViewController(title: "Root")
        root.addCell(ActiveCell(key: "Open"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)
        func open(selection: String?) {
            root.choose("Options", from: options, selection: selection, searchable: true) { _ in }
            blackHole(session.screen)
        }
        func close() {
            session.navigationController.popViewController(animated: false)
        }
        let openFirst = measureOnce(repeats: 7) {
            open(selection: options.first)
        } after: {
            close()
        }
        let openLast = measureOnce(repeats: 7) {
            open(selection: options.last)
        } after: {
            close()
        }
        let last = "Option \(count - 1)"
        let scan = measureOnce(repeats: 7) {
            blackHole(options.firstIndex(of: last))
        } after: {
        }

        let before = heapBytes()
        open(selection: options.last)
        let bytes = heapBytes() - before
        let search = session.navigationController.topViewController.core.search
        var firstSearch = Duration.seconds(1_000)
        var narrowing = Duration.seconds(1_000)
        var widening = Duration.seconds(1_000)
        let clock = ThreadCPUClock()
        for _ in 0..<7 {
            close()
            open(selection: options.last)
            let search = session.navigationController.topViewController.core.search
            firstSearch = min(
                firstSearch,
                clock.measure {
                    search?.update("9")
                    blackHole(session.screen)
                })
            narrowing = min(
                narrowing,
                clock.measure {
                    search?.update("99")
                    blackHole(session.screen)
                })
            widening = min(
                widening,
                clock.measure {
                    search?.update("9")
                    blackHole(session.screen)
                })
        }
        blackHole(search)
        close()
        return Figures(
            openFirst: openFirst, openLast: openLast, scan: scan, bytes: bytes, firstSearch: nanoseconds(firstSearch),
            narrowing: nanoseconds(narrowing), widening: nanoseconds(widening))
    }

    /// The fastest of several runs of `body`, each followed by `after` (not timed), in nanoseconds.
    static func measureOnce(repeats: Int, _ body: () -> Void, after: () -> Void) -> Double {
        let clock = ThreadCPUClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<repeats {
            best = min(best, clock.measure(body))
            after()
        }
        return nanoseconds(best)
    }

    /// The bytes the heap has handed out; 0 where that is not known.
    static func heapBytes() -> Int {
        Int(heap_statistics_bytes_in_use())
    }
}
#endif
