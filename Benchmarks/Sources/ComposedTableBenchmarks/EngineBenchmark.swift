// The engine's goals: every change of an eager section against what a diffable data source pays
// for it (a hash snapshot diff of the section), and against 1 ms at 10,000 rows and sections; and
// no lookup right after a batch costing more than the batch.
import ComposedTable

@MainActor
enum EngineBenchmark {
    /// A section under test: all its cells shown, in order.
    struct Table {
        let composition: Composition<BenchCell, Never>
        let section: SectionID
        let cells: [BenchCell]
        /// The section's index among the shown sections.
        let visibleSection: Int
        /// One stand-in per section, for the hash diff of the section list.
        let sectionStandIns: [BenchCell]
        /// The snapshots an app would keep for the hash diffs: every row, the even rows, and
        /// every row with one more in the middle.
        let all: HashSnapshot
        let half: HashSnapshot
        let oneMore: [ObjectIdentifier]
        let floor: PerRowFloor
    }

    /// `sections` sections; the middle one holds `rows` rows, the others one row each.
    static func table(rows: Int, sections: Int) -> Table {
        let cells = benchCells(rows)
        let composition = Composition<BenchCell, Never>()
        for index in 0..<sections {
            composition.addSection()
            if index == sections / 2 {
                for cell in cells { composition.addCell(cell) }
            } else {
                composition.addCell(BenchCell())
            }
        }
        var oneMore = cells.map(ObjectIdentifier.init)
        oneMore.insert(ObjectIdentifier(BenchCell()), at: rows / 2)
        return Table(
            composition: composition, section: composition.sectionID(atPosition: sections / 2), cells: cells,
            visibleSection: sections / 2, sectionStandIns: benchCells(sections), all: HashSnapshot(cells),
            half: HashSnapshot(stride(from: 0, to: rows, by: 2).map { cells[$0] }), oneMore: oneMore, floor: PerRowFloor(cells))
    }

    /// The single changes, each timed over many cells spread through the section (the cost per
    /// change): insert after a cell, remove it, hide a cell, show it, move a cell far and back.
    static let singleChanges = ["insert", "remove", "hide", "show", "move"]
    /// The batches, each followed by a timed lookup: one call per row in one `performBatch`, and
    /// a batch of 10 mixed changes (inserts, hides, moves) and one undoing it.
    static let batches = ["remove half", "insert them back", "hide half", "show them", "10 changes", "10 changes undone"]
    /// The bulk calls, each followed by a timed lookup.
    static let bulkCalls = ["setCells hiding half", "setCells showing all", "removeCells of half"]

    /// One round over `table`: the three hash diffs (`diff one`: a row inserted; `diff half`:
    /// half the rows gone; `diff back`: they come back), every single change, batch and bulk call,
    /// and after each batch or bulk call one lookup: `location(of:)` in even rounds, `cell(at:)`
    /// in odd ones. The table is as it was after the round.
    static func round(_ table: Table, number: Int, singles: Int, costs: inout [String: Double]) {
        let composition = table.composition
        let cells = table.cells
        let count = cells.count
        let evens = stride(from: 0, to: count, by: 2).map { cells[$0] }
        let odds = stride(from: 1, to: count, by: 2).map { cells[$0] }

        costs["diff one"] = hashDiffCost(from: table.all, to: table.oneMore)
        costs["diff half"] = hashDiffCost(from: table.all, to: table.half.identifiers)
        costs["diff back"] = hashDiffCost(from: table.half, to: table.all.identifiers)
        costs["floor half"] = table.floor.cost(removing: odds)
        costs["floor back"] = table.floor.cost(inserting: odds)

        // Single changes, on even cells spread through the section; moves go far and come back
        // before the odd cell that followed them.
        let anchors = evens.spread(singles)
        let targets = evens.spread(singles, offset: evens.count / 3 + 1)
        let fresh = (0..<anchors.count).map { _ in BenchCell() }
        let perChange = Double(anchors.count)
        costs["insert"] =
            cpuNanoseconds {
                for (cell, anchor) in zip(fresh, anchors) { blackHole(composition.insertCell(cell, after: anchor)) }
            } / perChange
        costs["remove"] = cpuNanoseconds { for cell in fresh { blackHole(composition.removeCell(cell)) } } / perChange
        costs["hide"] = cpuNanoseconds { for cell in anchors { blackHole(composition.setCell(cell, hidden: true)) } } / perChange
        costs["show"] = cpuNanoseconds { for cell in anchors { blackHole(composition.setCell(cell, hidden: false)) } } / perChange
        costs["move"] =
            cpuNanoseconds {
                for (cell, target) in zip(anchors, targets) where cell !== target { blackHole(composition.moveCell(cell, after: target)) }
                for cell in anchors { blackHole(composition.moveCell(cell, before: cells[cell.index + 1])) }
            } / (2 * perChange)

        // Batches and bulk calls, each followed by one lookup of a row that stays shown.
        let probe = cells[(3 * count / 4) & ~1]
        let probeRow = RowPath(section: table.visibleSection, row: count / 3)
        func lookUp(after name: String) {
            if number % 2 == 0 {
                costs["location(of:) after " + name] = cpuNanoseconds { blackHole(composition.location(of: probe)) }
            } else {
                costs["cell(at:) after " + name] = cpuNanoseconds { blackHole(composition.cell(at: probeRow)) }
            }
        }
        // Each batch or bulk call checked (not timed): the section holds the rows it should.
        func time(_ name: String, rows: Int, _ body: () -> Void) {
            costs[name] = cpuNanoseconds(body)
            lookUp(after: name)
            precondition(composition.numberOfRows(inSection: table.visibleSection) == rows, "\(name) left a wrong number of rows")
        }
        let insertBack = {
            blackHole(composition.performBatch { for cell in odds { composition.insertCell(cell, after: cells[cell.index - 1]) } })
        }
        time("remove half", rows: count / 2) { blackHole(composition.performBatch { for cell in odds { composition.removeCell(cell) } }) }
        time("insert them back", rows: count, insertBack)
        time("hide half", rows: count / 2) {
            blackHole(composition.performBatch { for cell in odds { composition.setCell(cell, hidden: true) } })
        }
        time("show them", rows: count) {
            blackHole(composition.performBatch { for cell in odds { composition.setCell(cell, hidden: false) } })
        }
        time("setCells hiding half", rows: count / 2) { blackHole(composition.setCells(in: table.section) { $0.index % 2 == 1 }) }
        time("setCells showing all", rows: count) { blackHole(composition.setCells(in: table.section) { _ in false }) }
        time("removeCells of half", rows: count / 2) { blackHole(composition.removeCells(in: table.section) { $0.index % 2 == 1 }) }
        insertBack()

        let batchAnchors = Array(anchors.prefix(10))
        let inserted = (0..<4).map { _ in BenchCell() }
        time("10 changes", rows: count + 1) {
            blackHole(
                composition.performBatch {
                    for (cell, anchor) in zip(inserted, batchAnchors[0..<4]) { composition.insertCell(cell, after: anchor) }
                    for cell in batchAnchors[4..<7] { composition.setCell(cell, hidden: true) }
                    for (cell, target) in zip(batchAnchors[7..<10], targets.reversed()) { composition.moveCell(cell, after: target) }
                })
        }
        time("10 changes undone", rows: count) {
            blackHole(
                composition.performBatch {
                    for cell in inserted { composition.removeCell(cell) }
                    for cell in batchAnchors[4..<7] { composition.setCell(cell, hidden: false) }
                    for cell in batchAnchors[7..<10] { composition.moveCell(cell, before: cells[cell.index + 1]) }
                })
        }
        precondition(composition.rowPath(of: cells[count - 1])?.row == count - 1, "the round left the rows out of order")
    }

    /// One round of section changes in the middle of `table`'s sections: per change, inserting
    /// a section, removing it, hiding a section, showing it; hiding all sections but the first and
    /// the last in one batch, and showing them again; and the hash diff of the section list.
    static func sectionRound(_ table: Table, changes: Int, costs: inout [String: Double]) {
        let composition = table.composition
        let sections = composition.sections
        let middle = sections.count / 2
        var oneMore = table.sectionStandIns.map(ObjectIdentifier.init)
        oneMore.insert(ObjectIdentifier(BenchCell()), at: middle)
        costs["diff sections"] = hashDiffCost(from: HashSnapshot(table.sectionStandIns), to: oneMore)
        let perChange = Double(changes)
        costs["insert a section"] = cpuNanoseconds { for _ in 0..<changes { blackHole(composition.insertSection(at: middle)) } } / perChange
        costs["remove a section"] =
            cpuNanoseconds {
                for _ in 0..<changes { blackHole(composition.removeSection(composition.sectionID(atPosition: middle))) }
            } / perChange
        let hidden = sections.spread(changes, offset: 1).filter { $0 != table.section }
        costs["hide a section"] =
            cpuNanoseconds { for section in hidden { blackHole(composition.setSection(section, hidden: true)) } } / perChange
        costs["show a section"] =
            cpuNanoseconds { for section in hidden { blackHole(composition.setSection(section, hidden: false)) } } / perChange
        let inner = sections.dropFirst().dropLast()
        costs["hide S−2 sections"] = hideSections(composition, inner)
        costs["show S−2 sections"] = cpuNanoseconds {
            blackHole(composition.performBatch { for section in inner { composition.setSection(section, hidden: false) } })
        }
    }

    /// Nanoseconds to hide `sections` of `composition` in one batch.
    static func hideSections(_ composition: Composition<BenchCell, Never>, _ sections: ArraySlice<SectionID>) -> Double {
        let cost = cpuNanoseconds {
            blackHole(composition.performBatch { for section in sections { composition.setSection(section, hidden: true) } })
        }
        precondition(sections.allSatisfy { composition.isHidden($0) }, "the batch left sections shown")
        return cost
    }

    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Eager sections: 10,000 sections, the middle one of 10,000 rows (ratios to a hash snapshot diff)")
        let eager = table(rows: 10_000, sections: 10_000)
        let eagerRuns = measureRuns(rounds: 5) { number, costs in
            round(eager, number: number, singles: 100, costs: &costs)
            sectionRound(eager, changes: 100, costs: &costs)
        }
        let sectionChanges = ["insert a section", "remove a section", "hide a section", "show a section"]
        report.check(
            "a section change ÷ diff of the 10k-section list (the slowest)",
            figure(eagerRuns) { run in sectionChanges.map { run[$0]! }.max()! / run["diff sections"]! }, atMost: 1.0 / 20,
            detail: "µs: " + listing(eagerRuns, sectionChanges) + "; diff " + microseconds(figure(eagerRuns) { $0["diff sections"]! }))
        checkSection(report, runs: eagerRuns, rows: 10_000, singleLimit: 1.0 / 20)
        let timed = singleChanges + batches + bulkCalls + sectionChanges
        report.check(
            "every change, batch and bulk call at 10k (the slowest)", figure(eagerRuns) { run in timed.map { run[$0]! }.max()! / 1e6 },
            atMost: 1, unit: " ms", detail: "µs, the slowest: " + listing(eagerRuns, slowest(eagerRuns, timed, count: 3)))
        let sectionBatches = ["hide S−2 sections", "show S−2 sections"]
        report.check(
            "a batch hiding or showing S−2 of 10k sections (the slowest)",
            figure(eagerRuns) { run in sectionBatches.map { run[$0]! }.max()! / 1e6 }, atMost: 1, unit: " ms",
            detail: "µs: " + listing(eagerRuns, sectionBatches))

        // An engine far off its goals (one in the making, say) would take minutes at 1M rows: a
        // size is skipped when an operation took more than 0.2 s at a smaller size.
        var slowestBefore = slowestCost(eagerRuns)
        for rows in [1_000, 100_000, 1_000_000] {
            report.section("An eager section of \(sizeName(rows)) rows (ratios to a hash snapshot diff of the section)")
            guard rows < 100_000 || slowestBefore < 0.2e9 else {
                report.skip("\(sizeName(rows)) rows: an operation took \(formatSignificant(slowestBefore / 1e9)) s at a smaller size")
                continue
            }
            let large = table(rows: rows, sections: 1)
            let runs = measureRuns(rounds: rows >= 1_000_000 ? 3 : rows >= 100_000 ? 4 : 7) { number, costs in
                round(large, number: number, singles: 100, costs: &costs)
            }
            checkSection(report, runs: runs, rows: rows, singleLimit: 1)
            slowestBefore = max(slowestBefore, slowestCost(runs))
        }
    }

    /// The highest cost of the engine's (not a diff's or the floor's) in any run, in nanoseconds.
    static func slowestCost(_ runs: [[String: Double]]) -> Double {
        runs.flatMap { run in run.filter { !$0.key.hasPrefix("diff") && !$0.key.hasPrefix("floor") }.values }.max() ?? 0
    }

    /// The hash diff each batch and bulk call is compared with.
    static let diffs = [
        "remove half": "diff half", "insert them back": "diff back", "hide half": "diff half", "show them": "diff back",
        "10 changes": "diff one", "10 changes undone": "diff one", "setCells hiding half": "diff half",
        "setCells showing all": "diff back", "removeCells of half": "diff half",
    ]

    /// The goals of one section's rounds: each change ÷ the hash diff of the same change, and
    /// each lookup ÷ the batch before it.
    static func checkSection(_ report: GoalReport, runs: [[String: Double]], rows: Int, singleLimit: Double) {
        let size = sizeName(rows)
        report.check(
            "a single change ÷ diff, \(size) rows (the slowest)",
            figure(runs) { run in singleChanges.map { run[$0]! }.max()! / run["diff one"]! }, atMost: singleLimit,
            detail: "µs: " + listing(runs, singleChanges) + "; diff " + microseconds(figure(runs) { $0["diff one"]! }))
        for name in batches.prefix(4) {
            let diff = diffs[name]!
            // Beside the removals and the insertions, the floor of any engine's calls (`PerRowFloor`).
            let floorName = ["remove half": "floor half", "insert them back": "floor back"][name]
            let floor = floorName.map { key in ", floor (no update made) " + describe(figure(runs) { $0[key]! / $0[diff]! }) + "×" } ?? ""
            report.check(
                "\(name), a call per row in a batch ÷ diff, \(size)", figure(runs) { $0[name]! / $0[diff]! }, atMost: 1,
                detail: "batch " + milliseconds(figure(runs) { $0[name]! }) + ", diff " + milliseconds(figure(runs) { $0[diff]! }) + floor)
        }
        for (title, group) in [("a batch of 10 changes", Array(batches.suffix(2))), ("a bulk call", bulkCalls)] {
            report.check(
                "\(title) ÷ diff, \(size) (the slowest)", figure(runs) { run in group.map { run[$0]! / run[diffs[$0]!]! }.max()! },
                atMost: 1, detail: "µs: " + listing(runs, group))
        }
        let lookups = (batches + bulkCalls).flatMap { [("location(of:) after " + $0, $0), ("cell(at:) after " + $0, $0)] }
        let ratios = lookups.map { lookup, batch in (lookup, figure(runs) { $0[lookup]! / $0[batch]! }) }
        let worst = ratios.max { $0.1.median < $1.1.median }!
        report.check(
            "a lookup right after a batch ÷ the batch, \(size) (the worst)",
            figure(runs) { run in lookups.map { run[$0.0]! / run[$0.1]! }.max()! }, atMost: 1,
            detail: "worst: \(worst.0) ÷ the batch " + describe(worst.1) + "×")
    }

    /// The medians over runs of the named costs, in microseconds: "insert 1.2, remove 3.4".
    static func listing(_ runs: [[String: Double]], _ names: [String]) -> String {
        names.map { name in "\(name) " + formatSignificant(figure(runs) { $0[name]! }.median / 1_000) }.joined(separator: ", ")
    }

    /// The `count` names of the costliest figures (by median), costliest first.
    static func slowest(_ runs: [[String: Double]], _ names: [String], count: Int) -> [String] {
        let medians = Dictionary(uniqueKeysWithValues: names.map { name in (name, figure(runs) { $0[name]! }.median) })
        return Array(names.sorted { medians[$0]! > medians[$1]! }.prefix(count))
    }
}
