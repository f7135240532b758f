#if !canImport(UIKit)
// The section goals of issue 24: section inserts and removals, hiding many sections in one
// batch, a switch that shows and hides many sections, and a terminal frame over many sections —
// each at a large number of sections against the same at a small one, in one process.
import ComposedTable

enum SectionBenchmark {
    /// A composition of `count` sections of one row each.
    static func oneRowSections(_ count: Int) -> Composition<BenchCell, Never> {
        let composition = Composition<BenchCell, Never>()
        for index in 0..<count {
            composition.addSection()
            composition.addCell(BenchCell(index: index))
        }
        return composition
    }

    /// One round of `insertSection(at:)` in the middle of `composition`, `count` times, then as
    /// many `removeSection`s of them: nanoseconds per insert and per removal.
    static func insertAndRemove(_ composition: Composition<BenchCell, Never>, count: Int) -> (insert: Double, remove: Double) {
        let middle = composition.sectionCount / 2
        let insert = cpuNanoseconds {
            for _ in 0..<count { blackHole(composition.insertSection(at: middle)) }
        }
        let remove = cpuNanoseconds {
            for _ in 0..<count { blackHole(composition.removeSection(composition.sectionID(atPosition: middle))) }
        }
        return (insert / Double(count), remove / Double(count))
    }

    /// Nanoseconds per section to hide every section of a fresh composition of `count` one-row
    /// sections in one `performBatch` (making it is not timed).
    static func hideAll(sections count: Int) -> Double {
        let composition = oneRowSections(count)
        let sections = composition.sections
        let hide = cpuNanoseconds {
            blackHole(composition.performBatch { for section in sections { composition.setSection(section, hidden: true) } })
        }
        blackHole(composition)
        return hide / Double(count)
    }

    /// A table of `sections` one-row sections, each shown only while one switch is on, on a
    /// surface that replays nothing; the switch.
    @MainActor
    static func switchedSections(_ sections: Int) -> (TableController<BenchFormCell, Never>, BenchFormCell) {
        let core = TableController<BenchFormCell, Never>()
        let surface = NullSurface()
        core.surface = surface
        let flipped = BenchFormCell()
        core.composer = {
            flipped.table = core
            core.change { $0.addCell(flipped) }
            for _ in 0..<sections {
                core.change { $0.addSection() }
                let cell = BenchFormCell()
                cell.table = core
                core.change { $0.addCell(cell) }
                core.showSection(core.composition.lastSection!, when: flipped) { $0 }
            }
        }
        core.viewDidLoad()
        withExtendedLifetime(surface) {}
        return (core, flipped)
    }

    /// An 80×24 terminal session over `sections` one-row sections, the cursor on the middle one,
    /// and the row below it, which a change hides and shows.
    @MainActor
    static func sectionScreen(_ sections: Int) -> (TerminalSession, ActiveCell) {
        let screen = ComposedTableViewController(title: "Sections")
        var neighbour: ActiveCell?
        for index in 0..<sections {
            _ = screen.addSection()
            if index == sections / 2 {
                // The checked option is where the cursor starts: the middle of the table.
                screen.addCell(OptionCell(key: "Row \(index)", isChecked: true))
            } else {
                let cell = screen.addCell(ActiveCell(key: "Row \(index)"))
                if index == sections / 2 + 1 { neighbour = cell }
            }
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)
        precondition(screen.cursorRowPath?.section == sections / 2, "the cursor starts on the middle section")
        return (session, neighbour!)
    }

    /// One round of frames right after a change: `frames` times, the row `changed` is hidden or
    /// shown (not timed) and a frame drawn (timed). Nanoseconds per frame.
    @MainActor
    static func framesAfterChange(_ session: TerminalSession, changing changed: TableCell, frames: Int) -> Double {
        let screen = session.navigationController.topViewController
        var total = 0.0
        for _ in 0..<frames {
            screen.setCell(changed, hidden: !screen.isCellHidden(changed))
            total += cpuNanoseconds { blackHole(session.screen) }
        }
        return total / Double(frames)
    }

    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Sections (one row each; ratio of the cost per operation at S sections to that at the small size)")
        let small = oneRowSections(100)
        for count in [10_000, 100_000] {
            let large = oneRowSections(count)
            let batch = count >= 100_000 ? 10 : 50
            let insert = ratioRange(
                budget: 5, baseline: { insertAndRemove(small, count: 50).insert }, subject: { insertAndRemove(large, count: batch).insert })
            report.check(
                "insertSection(at:) mid-table, \(sizeName(count)) ÷ 100 sections", insert.ratio, goal: .atMost(3),
                detail: "ns per insert: " + describe(insert.subject) + " at \(sizeName(count)), " + describe(insert.baseline) + " at 100")
            let remove = ratioRange(
                budget: 5, baseline: { insertAndRemove(small, count: 50).remove }, subject: { insertAndRemove(large, count: batch).remove })
            report.check(
                "removeSection mid-table, \(sizeName(count)) ÷ 100 sections", remove.ratio, goal: .atMost(3),
                detail: "ns per removal: " + describe(remove.subject) + " at \(sizeName(count)), " + describe(remove.baseline) + " at 100")
        }

        let hide = ratioRange(
            runs: 3, rounds: 1, budget: 10, baseline: { (0..<5).map { _ in hideAll(sections: 300) }.min()! },
            subject: { hideAll(sections: 30_000) })
        report.check(
            "hide 30k sections in one batch, per section, ÷ 300", hide.ratio, goal: .atMost(2),
            detail: "ns per section: " + describe(hide.subject) + " at 30k, " + describe(hide.baseline) + " at 300")

        let (smallTable, smallSwitch) = switchedSections(100)
        let (largeTable, largeSwitch) = switchedSections(10_000)
        func flips(_ flipped: BenchFormCell, sections: Int) -> Double {
            cpuNanoseconds {
                flipped.input.toggle()
                flipped.input.toggle()
            } / Double(2 * sections)
        }
        let flip = ratioRange(
            runs: 3, rounds: 2, budget: 10, baseline: { flips(smallSwitch, sections: 100) },
            subject: { flips(largeSwitch, sections: 10_000) })
        withExtendedLifetime((smallTable, largeTable)) {}
        report.check(
            "switch showing/hiding 10k sections, per section, ÷ 100", flip.ratio, goal: .atMost(2),
            detail: "ns per dependent section and flip: " + describe(flip.subject) + " at 10k, " + describe(flip.baseline) + " at 100")

        let (fewScreen, fewChanged) = sectionScreen(10)
        let (manyScreen, manyChanged) = sectionScreen(100_000)
        let frame = ratioRange(
            baseline: { framesAfterChange(fewScreen, changing: fewChanged, frames: 10) },
            subject: { framesAfterChange(manyScreen, changing: manyChanged, frames: 10) })
        report.check(
            "80×24 frame after a change, mid-table, 100k ÷ 10 sections", frame.ratio, goal: .atMost(2),
            detail: "µs per frame: " + describe(frame.subject.map { $0 / 1_000 }) + " at 100k, "
                + describe(frame.baseline.map { $0 / 1_000 }) + " at 10")
    }
}
#endif
