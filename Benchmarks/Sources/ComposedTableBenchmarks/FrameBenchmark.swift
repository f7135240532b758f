#if !canImport(UIKit)
// The frame and lookup goals of issue 24: a terminal frame right after a change in a section
// with hidden rows, `cell(at:)` in steady state, and `location(of:)` right after bursts of edits
// interleaved with lookups — each against the same at a small size or against a `Dictionary`.
import ComposedTable

enum FrameBenchmark {
    /// An 80×24 terminal session over one section of `rows` rows, every fourth row hidden, the
    /// cursor on the middle row; and a row two below the cursor, which a change hides and shows.
    @MainActor
    static func hiddenRowsScreen(_ rows: Int) -> (TerminalSession, ActiveCell) {
        let screen = ComposedTableViewController(title: "Rows")
        let middle = rows / 2 + 2 - (rows / 2) % 4  // a row that stays shown
        var near: ActiveCell?
        for index in 0..<rows {
            if index == middle {
                screen.addCell(OptionCell(key: "Row \(index)", isChecked: true))
                continue
            }
            let cell = screen.addCell(ActiveCell(key: "Row \(index)"))
            if index % 4 == 1 { screen.setCell(cell, hidden: true) }
            if index == middle + 2 { near = cell }
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)
        return (session, near!)
    }

    /// `count` cells in one section, every hundredth hidden when `hidesOnePercent`; and the
    /// cells by visible row, for the baseline.
    static func steadyTable(rows count: Int, hidesOnePercent: Bool) -> (Composition<BenchCell, Never>, [BenchCell]) {
        let cells = (0..<count).map { BenchCell(index: $0) }
        let composition = composed(cells)
        if hidesOnePercent {
            composition.performBatch { for cell in cells where cell.index % 100 == 50 { composition.setCell(cell, hidden: true) } }
        }
        return (composition, hidesOnePercent ? cells.filter { $0.index % 100 != 50 } : cells)
    }

    /// For a profiler: `rounds` times a burst of 127 edits spread over `count` rows (not timed)
    /// and 1,000 `location(of:)` lookups; prints the CPU nanoseconds per lookup, and per lookup of
    /// a `Dictionary` over the same cells.
    static func profileBursts(rows count: Int, rounds: Int) {
        var random = BenchRandom(state: 24)
        let cells = (0..<count).map { BenchCell(index: $0) }
        var dictionary: [ObjectIdentifier: Int] = Dictionary(minimumCapacity: count)
        for (index, cell) in cells.enumerated() { dictionary[ObjectIdentifier(cell)] = index }
        let probes = (0..<10_000).map { _ in cells[Int.random(in: 0..<count, using: &random)] }
        let composition = composed(cells)
        var inserted: [BenchCell] = []
        var engine = 0.0
        var baseline = 0.0
        for round in 0..<rounds {
            burst(composition, cells: cells, inserted: &inserted, nearFront: false, random: &random)
            let window = probes[(round % 10) * 1_000..<(round % 10 + 1) * 1_000]
            engine += cpuNanoseconds {
                var sum = 0
                for cell in window {
                    if case .visible(let path) = composition.location(of: cell) { sum &+= path.row }
                }
                blackHole(sum)
            }
            baseline += cpuNanoseconds {
                var sum = 0
                for cell in window { sum &+= dictionary[ObjectIdentifier(cell)] ?? 0 }
                blackHole(sum)
            }
        }
        let lookups = Double(rounds * 1_000)
        print("ns per lookup: engine \(engine / lookups), Dictionary \(baseline / lookups), ratio \(engine / baseline)")
    }

    /// One burst of 127 edits: hides and shows, inserts after a cell, removals of cells inserted
    /// before — among the first 1,000 cells (`nearFront`) or anywhere.
    static func burst(
        _ composition: Composition<BenchCell, Never>, cells: [BenchCell], inserted: inout [BenchCell], nearFront: Bool,
        random: inout BenchRandom
    ) {
        let range = nearFront ? 0..<min(1_000, cells.count) : 0..<cells.count
        editRandomly(composition, cells: cells, among: range, count: 127, inserted: &inserted, random: &random)
    }

    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Frames and lookups")
        let (smallScreen, smallChanged) = hiddenRowsScreen(100)
        let (largeScreen, largeChanged) = hiddenRowsScreen(1_000_000)
        let frame = ratioRange(
            baseline: { SectionBenchmark.framesAfterChange(smallScreen, changing: smallChanged, frames: 10) },
            subject: { SectionBenchmark.framesAfterChange(largeScreen, changing: largeChanged, frames: 10) })
        report.check(
            "80×24 frame after a change, hidden rows, 1M ÷ 100 rows", frame.ratio, goal: .atMost(2),
            detail: "µs per frame: " + describe(frame.subject.map { $0 / 1_000 }) + " at 1M, "
                + describe(frame.baseline.map { $0 / 1_000 }) + " at 100")

        var random = BenchRandom(state: 24)
        for count in [1_000, 10_000, 100_000, 1_000_000] {
            for hidesOnePercent in [false, true] {
                let (composition, visible) = steadyTable(rows: count, hidesOnePercent: hidesOnePercent)
                var dictionary: [Int: BenchCell] = Dictionary(minimumCapacity: visible.count)
                for (row, cell) in visible.enumerated() { dictionary[row] = cell }
                let rows = (0..<10_000).map { _ in Int.random(in: 0..<visible.count, using: &random) }
                let paths = rows.map { RowPath(section: 0, row: $0) }
                precondition(composition.cell(at: paths[0]) === visible[rows[0]], "the baseline maps rows as the engine does")
                let lookup = ratioRange(
                    baselineOperations: rows.count, subjectOperations: paths.count,
                    baseline: {
                        var sum = 0
                        for row in rows { sum &+= ObjectIdentifier(dictionary[row].unsafelyUnwrapped).hashValue }
                        blackHole(sum)
                    },
                    subject: {
                        var sum = 0
                        for path in paths { sum &+= ObjectIdentifier(composition.cell(at: path)).hashValue }
                        blackHole(sum)
                    })
                report.check(
                    "cell(at:) steady ÷ Dictionary, \(sizeName(count)) rows, \(hidesOnePercent ? "1" : "0") % hidden", lookup.ratio,
                    goal: .atMost(3), detail: nil)
            }
        }

        for count in [1_000, 10_000, 100_000, 1_000_000] {
            let cells = (0..<count).map { BenchCell(index: $0) }
            var dictionary: [ObjectIdentifier: Int] = Dictionary(minimumCapacity: count)
            for (index, cell) in cells.enumerated() { dictionary[ObjectIdentifier(cell)] = index }
            let probes = (0..<10_000).map { _ in cells[Int.random(in: 0..<count, using: &random)] }
            // The baseline's lookups follow the same untimed bursts, on a twin table of the same
            // size: each side looks up with the caches as a burst of edits leaves them (the
            // dictionary's lookups ran back to back before, with the caches all theirs).
            let twinCells = (0..<count).map { BenchCell(index: $0) }
            for nearFront in [true, false] {
                let composition = composed(cells)
                let twin = composed(twinCells)
                var inserted: [BenchCell] = []
                var twinInserted: [BenchCell] = []
                var next = 0
                let cycles = 10
                // Each round: `cycles` times a burst of 127 edits (not timed), then 1,000 lookups.
                let lookup = ratioRange(
                    rounds: 3,
                    baseline: {
                        var total = 0.0
                        for cycle in 0..<cycles {
                            burst(twin, cells: twinCells, inserted: &twinInserted, nearFront: nearFront, random: &random)
                            let window = probes[(cycle % 10) * 1_000..<(cycle % 10 + 1) * 1_000]
                            total += cpuNanoseconds {
                                var sum = 0
                                for cell in window { sum &+= dictionary[ObjectIdentifier(cell)] ?? 0 }
                                blackHole(sum)
                            }
                        }
                        return total / Double(cycles * 1_000)
                    },
                    subject: {
                        var total = 0.0
                        for _ in 0..<cycles {
                            burst(composition, cells: cells, inserted: &inserted, nearFront: nearFront, random: &random)
                            let window = probes[next * 1_000..<(next + 1) * 1_000]
                            next = (next + 1) % 10
                            total += cpuNanoseconds {
                                var sum = 0
                                for cell in window {
                                    if case .visible(let path) = composition.location(of: cell) { sum &+= path.row }
                                }
                                blackHole(sum)
                            }
                        }
                        return total / Double(cycles * 1_000)
                    })
                report.check(
                    "location(of:) after 127-edit bursts, \(nearFront ? "front" : "random"), \(sizeName(count)) ÷ Dictionary",
                    lookup.ratio, goal: .atMost(3), detail: nil)
            }
        }
    }
}
#endif
