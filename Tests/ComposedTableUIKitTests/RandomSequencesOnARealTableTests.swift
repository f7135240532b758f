#if canImport(UIKit)
import ComposedTable
import ComposedTableCore
import UIKit
import XCTest

/// Random sequences of the public mutations — the kinds `RandomControllerTests` runs on Linux
/// against the fake table — replayed on a real `UITableView` in a window: inserts, removes, hides,
/// moves, section changes, nested batches, height changes, a lazy section's filter, and a cell
/// removed and inserted again before its delete animation finished. Some changes follow each
/// other with no wait, or one frame apart, so batches start while others still animate. After
/// each step the table must show exactly the model, with no blank row.
@MainActor
final class RandomSequencesOnARealTableTests: XCTestCase {
    func testRandomSequencesShowTheModelOnARealTable() {
        for seed in 0..<UInt64(300) {
            let run = RandomRun(seed: seed)
            defer { run.table.close() }
            guard run.go(steps: 12) else { return }  // the first failing seed is enough to debug
        }
    }
}

/// A small seeded generator (SplitMix64, as TestSupport's, which this target cannot use: it
/// imports Testing's exit tests, which iOS lacks), so that a failing sequence is replayed from
/// its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One random sequence: a screen composed at random, shown in a window at 20× animation speed,
/// then changed step by step; each step is logged, and the log is in every failure message.
@MainActor
private final class RandomRun {
    let seed: UInt64
    let controller = ComposedTableViewController(title: "Random")
    private(set) var table: RealTable!
    private var rng: SeededGenerator
    private var log: [String] = []
    private var serial = 0
    /// Every cell made for the table (a lazy section's excepted), in it or removed from it.
    private var cells: [ActiveCell] = []
    /// The lazy section, if the screen has one: only its filter changes it.
    private var lazySection: SectionID?
    private var lazyCount = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SeededGenerator(seed: seed)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            controller.addSection(header: "S")
            for _ in 0..<Int.random(in: 0...5, using: &rng) { controller.addCell(makeCell()) }
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            lazyCount = Int.random(in: 0...40, using: &rng)
            lazySection = controller.addSection(header: "Lazy", count: lazyCount) { ActiveCell(key: "L\($0)") }
        }
        table = RealTable(controller, animationSpeed: 20)
    }

    /// Runs the steps, checking the table after each; stops at the first failure.
    ///
    /// - Parameter steps: The number of steps.
    /// - Returns: Whether every step's check passed.
    func go(steps: Int) -> Bool {
        if !table.checkShowsModel("seed \(seed), as composed") { return false }
        for _ in 0..<steps {
            let changes = Int.random(in: 1...3, using: &rng)
            for change in 0..<changes {
                operate(depth: 0)
                if change < changes - 1 { pause() }
            }
            if !table.checkShowsModel("seed \(seed): \(log.joined(separator: "; "))") { return false }
        }
        return true
    }

    /// Between two changes of a step: no wait (the next batch starts while this one animates),
    /// one frame, or until everything finished.
    private func pause() {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: log.append("(no wait)")
        case 1:
            log.append("(one frame)")
            table.spin(1.0 / 60)
        default:
            log.append("(settled)")
            table.settle()
        }
    }

    private func makeCell() -> ActiveCell {
        serial += 1
        let cell = ActiveCell(key: "R\(serial)")
        cells.append(cell)
        return cell
    }

    private func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[Int.random(in: 0..<values.count, using: &rng)]
    }

    /// The cells in the table, shown or hidden.
    private var present: [ActiveCell] { cells.filter { controller.contains($0) } }
    /// The cells removed from the table, which may go back in.
    private var removed: [ActiveCell] { cells.filter { !controller.contains($0) } }
    /// The sections that take cell and section changes: all but the lazy one.
    private var sections: [SectionID] { controller.core.composition.sections.filter { $0 != lazySection } }

    /// One random public mutation; inside a batch (`depth` > 0) no nested batch deeper than 2.
    private func operate(depth: Int) {
        switch Int.random(in: 0..<(depth > 1 ? 10 : 11), using: &rng) {
        case 0:
            guard let anchor = pick(present) else { return appendToSection() }
            let cell = pick(removed).flatMap { Bool.random(using: &rng) ? $0 : nil } ?? makeCell()
            if Bool.random(using: &rng) {
                log.append("insert \(cell.key) after \(anchor.key)")
                controller.insertCell(cell, after: anchor)
            } else {
                log.append("insert \(cell.key) before \(anchor.key)")
                controller.insertCell(cell, before: anchor)
            }
        case 1:
            appendToSection()
        case 2:
            guard let cell = pick(present) else { return }
            log.append("remove \(cell.key)")
            controller.removeCell(cell)
        case 3:
            // The open question: a live cell removed, then inserted again before its delete
            // animation finished — at once, or one frame later.
            guard let cell = pick(present) else { return }
            log.append("remove \(cell.key)")
            controller.removeCell(cell)
            if Bool.random(using: &rng) {
                log.append("(one frame)")
                table.spin(1.0 / 60)
            }
            if let anchor = pick(present) {
                log.append("insert \(cell.key) again after \(anchor.key)")
                controller.insertCell(cell, after: anchor)
            } else if let section = pick(sections) {
                log.append("append \(cell.key) again to \(section)")
                controller.appendCell(cell, to: section)
            }
        case 4, 5:
            guard let cell = pick(present) else { return }
            let hidden = !controller.isCellHidden(cell)
            log.append("setCell \(cell.key) hidden: \(hidden)")
            controller.setCell(cell, hidden: hidden)
        case 6:
            guard let cell = pick(present), let anchor = pick(present), cell !== anchor else { return }
            log.append("move \(cell.key) after \(anchor.key)")
            controller.moveCell(cell, after: anchor)
        case 7:
            let index = Int.random(in: 0...controller.core.composition.sections.count, using: &rng)
            log.append("insertSection at \(index)")
            let section = controller.insertSection(at: index, header: "I\(serial)")
            if Bool.random(using: &rng) {
                let cell = makeCell()
                log.append("append \(cell.key) to it")
                controller.appendCell(cell, to: section)
            }
        case 8:
            sectionChange()
        case 9:
            if let lazySection, Bool.random(using: &rng) {
                let rows = (0..<lazyCount).filter { _ in Bool.random(using: &rng) }
                let indices: [Int]? = Bool.random(using: &rng) ? rows : nil
                log.append("setVisibleRows \(indices.map { "\($0.count) rows" } ?? "all")")
                controller.setVisibleRows(indices, in: lazySection)
            } else if let cell = pick(present) {
                let heights: [RowHeight] = [.automatic, .fixed(30), .fixed(88), .fraction(0.25)]
                let height = pick(heights)!
                log.append("height \(cell.key) \(height)")
                cell.height = height
            }
        default:
            log.append("batch {")
            controller.performBatch {
                for _ in 0..<Int.random(in: 1...4, using: &rng) { operate(depth: depth + 1) }
            }
            log.append("}")
        }
    }

    private func appendToSection() {
        guard let section = pick(sections) else { return }
        let cell = makeCell()
        log.append("append \(cell.key) to \(section)")
        controller.appendCell(cell, to: section)
    }

    private func sectionChange() {
        guard let section = pick(sections) else { return }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            log.append("removeSection \(section)")
            controller.removeSection(section)
        case 1:
            let hidden = Bool.random(using: &rng)
            log.append("setSection \(section) hidden: \(hidden)")
            controller.setSection(section, hidden: hidden)
        case 2:
            log.append("setHeader of \(section)")
            controller.setHeader("H\(serial)", for: section)
        default:
            let footer = Bool.random(using: &rng) ? "F\(serial)" : nil
            log.append("setFooter of \(section): \(footer ?? "none")")
            controller.setFooter(footer, for: section)
        }
    }
}
#endif
