import ComposedTableCore
import TestSupport
import Testing
import UIKitRules

/// Random sequences of controller-level calls — mutations, nested batches, taps whose actions
/// mutate, push or present, returns, height and size changes, focus, appear and disappear — run
/// through the fake table that keeps UIKit's rules. Zero violations.
@MainActor
struct RandomControllerTests {
    /// How many sequences each test runs: 1,000, or 10,000 with `COMPOSEDTABLE_FULL_FUZZ=1`.
    static let seeds = FuzzCount.scaled(1_000, full: 10_000)

    @Test("Random controller sequences (1,000; 10,000 in full) keep every UIKit rule")
    func randomSequences() async {
        var total = 0
        for seed in 0..<UInt64(Self.seeds) {
            if seed % 100 == 0 { await Task.yield() }  // other main-actor tests run in between
            let run = Run(seed: seed)
            run.go(steps: 24)
            total += run.fake.batchCount
            #expect(run.fake.violations.isEmpty, "seed \(seed): \(run.log.joined(separator: "; ")) → \(run.fake.violations)")
            if !run.fake.violations.isEmpty { return }
        }
        #expect(total > 2 * Self.seeds, "the sequences replay batches (\(total))")
    }

    @Test("Random controller sequences (1,000; 10,000 in full) keep every UIKit rule with batches that take time")
    func randomSequencesWithAnimationsInFlight() async {
        var reappearances = 0
        var total = 0
        for seed in 0..<UInt64(Self.seeds) {
            if seed % 100 == 0 { await Task.yield() }
            let run = Run(seed: seed, completesAnimationsAtRandom: true)
            run.go(steps: 24)
            total += run.fake.batchCount
            reappearances += run.fake.reappearancesWhileAnimatingOut.count
            #expect(run.fake.violations.isEmpty, "seed \(seed): \(run.log.joined(separator: "; ")) → \(run.fake.violations)")
            if !run.fake.violations.isEmpty { return }
        }
        #expect(total > 2 * Self.seeds, "the sequences replay batches (\(total))")
        // A row hidden then shown, or removed then put back, before its animation ended: UIKit may
        // detach its cell, and the simulator's real-table tests check such rows are not blank.
        // (8 in the first 1,000 sequences, 105 in 10,000.)
        #expect(
            reappearances > FuzzCount.scaled(5, full: 100), "the sequences show cells again while they animate out (\(reappearances))")
    }
}

@MainActor
private final class Run {
    let core = TableController<Row, Never>()
    let fake: UIKitRulesSurface<Row, Never>
    var rng: SplitMix64
    var log: [String] = []
    var serial = 0
    /// Cells in the table (visible or hidden) and cells removed from it.
    var cells: [Row] = []

    /// Whether UIKit's animations end at random points between steps (else never).
    let completesAnimationsAtRandom: Bool

    init(seed: UInt64, completesAnimationsAtRandom: Bool = false) {
        self.completesAnimationsAtRandom = completesAnimationsAtRandom
        rng = SplitMix64(seed: seed)
        fake = UIKitRulesSurface(core: core)
        fake.rowsOnScreen = 5
        core.composer = { [unowned self] in
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                core.change { $0.addSection(header: .title("S")) }
                for _ in 0..<Int.random(in: 0...4, using: &rng) { add() }
            }
        }
        if Bool.random(using: &rng) { fake.appear() } else { core.viewDidLoad() }
    }

    func go(steps: Int) {
        for step in 0..<steps {
            fake.step = step
            operate(depth: 0)
            if completesAnimationsAtRandom {
                fake.completeAnimations(Int.random(in: 0...2, using: &rng))
            }
            fake.layoutIfNeeded()
            fake.checkConsistency()
            if !fake.violations.isEmpty { return }
        }
    }

    private func pick<T>(_ values: [T]) -> T? {
        values.isEmpty ? nil : values[Int.random(in: 0..<values.count, using: &rng)]
    }

    private var present: [Row] { cells.filter { core.composition.contains($0) } }

    private func makeRow() -> Row {
        serial += 1
        let row = Row("R\(serial)")
        row.takesTextFocus = Int.random(in: 0..<4, using: &rng) == 0
        row.isEnabled = Int.random(in: 0..<6, using: &rng) != 0
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: row.action = nil
        case 1:
            row.action = { [unowned self] _ in
                log.append("action: push")
                fake.coverByPush()
            }
        case 2:
            row.action = { [unowned self] _ in
                log.append("action: present")
                fake.currentCoverage = .presented
            }
        case 3:
            row.action = { [unowned self] cell in
                log.append("action: hide self")
                core.change { $0.setCell(cell, hidden: true) }
            }
        case 4:
            row.action = { [unowned self] cell in
                log.append("action: remove self")
                core.change { $0.removeCell(cell) }
            }
        case 5:
            row.action = { [unowned self] _ in
                log.append("action: batch")
                core.performBatch { operate(depth: 1) }
            }
        case 6:
            row.action = { [unowned self] cell in
                log.append("action: height")
                setHeight(of: cell)
            }
        default: row.action = { _ in }
        }
        return row
    }

    private func add() {
        let row = makeRow()
        cells.append(row)
        core.change { $0.addCell(row) }
    }

    private func setHeight(of cell: Row) {
        let heights: [RowHeight] = [.automatic, .fixed(30), .fraction(0.25), .remainder, .remainder(minimum: 20)]
        cell.height = pick(heights)!
        core.rowHeightDidChange(of: cell)
    }

    /// One random controller-level call; inside a batch (`depth` > 0), mutations only.
    private func operate(depth: Int) {
        let choice = Int.random(in: 0..<(depth > 0 ? 9 : 22), using: &rng)
        let composition = core.composition
        switch choice {
        case 0:
            log.append("add")
            add()
        case 1:
            guard let anchor = pick(present) else { return }
            let row = makeRow()
            cells.append(row)
            log.append("insert after \(anchor.key)")
            if Bool.random(using: &rng) {
                core.change { $0.insertCell(row, after: anchor) }
            } else {
                core.change { $0.insertCell(row, before: anchor) }
            }
        case 2:
            guard let row = pick(present) else { return }
            log.append("remove \(row.key)")
            core.change { $0.removeCell(row) }
        case 3, 4:
            guard let row = pick(present) else { return }
            let hidden = Bool.random(using: &rng)
            log.append("setCell \(row.key) hidden: \(hidden)")
            core.change { $0.setCell(row, hidden: hidden) }
        case 5:
            guard let row = pick(present), let anchor = pick(present), row !== anchor else { return }
            log.append("move \(row.key) after \(anchor.key)")
            core.performBatch {
                core.change { $0.removeCell(row) }
                core.change { $0.insertCell(row, after: anchor) }
            }
        case 6:
            let index = Int.random(in: 0...composition.sections.count, using: &rng)
            log.append("insertSection at \(index)")
            core.change { $0.insertSection(at: index, header: .title("I")) }
        case 7:
            guard let section = pick(composition.sections) else { return }
            let choice = Int.random(in: 0..<4, using: &rng)
            log.append("section op \(choice)")
            switch choice {
            case 0: core.change { $0.removeSection(section) }
            case 1: core.change { $0.setSection(section, hidden: Bool.random(using: &rng)) }
            case 2: core.change { $0.setHeader(.title("H\(serial)"), for: section) }
            default: core.change { $0.setFooter(Bool.random(using: &rng) ? nil : .title("F"), for: section) }
            }
        case 8:
            log.append("batch")
            core.performBatch {
                for _ in 0..<Int.random(in: 1...4, using: &rng) { operate(depth: depth + 1) }
            }
        case 9, 10, 11:
            let shown = fake.shownCells.enumerated().flatMap { section, rows in
                rows.indices.map { RowPath(section: section, row: $0) }
            }
            guard fake.isOnScreen, !fake.needsReload, fake.coverage == .none, let path = pick(shown) else { return }
            log.append("tap \(path)")
            fake.tap(path)
            if fake.coverage == .none, fake.selectedRow != nil {
                log.append("still selected")
                fake.violationCheck("a row stayed selected after its action, with nothing covering the screen")
            }
        case 12:
            guard fake.coverage == .pushed || !fake.isInWindow else { return }
            log.append("return")
            fake.returnFromPush()
            if fake.selectedRow != nil { fake.violationCheck("a row stayed selected after the user came back") }
        case 13:
            guard fake.coverage == .presented else { return }
            log.append("dismiss")
            fake.currentCoverage = .none
        case 14:
            guard fake.isInWindow else { return }
            log.append("cover")
            fake.coverByPush()
        case 15, 16:
            guard let row = pick(present) else { return }
            log.append("height \(row.key)")
            setHeight(of: row)
        case 17:
            let height = Double(Int.random(in: 200...900, using: &rng))
            let scrolling = Bool.random(using: &rng)
            log.append("resize \(height) scrolling: \(scrolling)")
            fake.resize(visibleHeight: height, isScrolling: scrolling)
        case 18:
            guard let row = pick(present) else { return }
            log.append("focus \(row.key)")
            core.focus(row)
        case 19:
            log.append("focus next")
            core.focusNext(after: fake.cellWithFocus.flatMap { composition.rowPath(of: $0) == nil ? nil : $0 })
        case 20:
            guard Int.random(in: 0..<8, using: &rng) == 0 else { return }
            log.append("recompose")
            core.recompose()
        default:
            guard let row = pick(present) else { return }
            row.isEnabled.toggle()
            log.append("enabled \(row.key) \(row.isEnabled)")
        }
    }
}

extension UIKitRulesSurface {
    /// Records a violation found by the test itself.
    fileprivate func violationCheck(_ message: String) {
        recordViolation(message)
    }
}
