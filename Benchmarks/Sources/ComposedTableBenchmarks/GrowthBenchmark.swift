// The growth goals: what a change costs as the table grows tenfold (or a thousandfold), each the
// cost at the large size ÷ the cost at the small one, measured in turn in one process.
import ComposedTable

/// A row that is both a switch (a condition source) and a validated form row.
@MainActor
final class BenchFormCell: FormBackedRow, InputBackedRow {
    var validationMessage: String?
    var isEnabled = true
    let formRowState = FormRowState()
    weak var table: TableController<BenchFormCell, Never>?
    var formRowTable: (any FormTable)? { table }
    let inputObservers = InputObservers<Bool>()
    var input = true {
        didSet { if input != oldValue { inputObservers.notify(input, byUser: true) } }
    }
}

/// A table on screen that replays nothing: what is measured is Core's work.
@MainActor
final class NullSurface: TableSurface {
    var isOnScreen: Bool { true }
    var visibleHeight: Double { 600 }
    var contentWidth: Double { 320 }
    var coverage: ScreenCoverage { .none }
    func reloadData() {}
    func prepareForUpdate() {}
    func performBatch(_ update: TableUpdate, animation: TableAnimation) { blackHole(update) }
    func deselectRow(at path: RowPath, animated: Bool) {}
    func isRowOnScreen(_ path: RowPath) -> Bool { true }
    func scrollRowOnScreen(_ path: RowPath) {}
    func focus(_ cell: BenchFormCell, at path: RowPath) {}
    func endEditing() {}
    func measureHeight(of cell: BenchFormCell, at path: RowPath) -> Double { 44 }
    func heightOutsideRows() -> Double { 0 }
}

@MainActor
enum GrowthBenchmark {
    /// A rule every ``BenchFormCell`` fails while its input is `true` (the default).
    static let failsWhileOn = ValidationRule<Bool>.custom("Turn it off.") { !$0 }

    /// Nanoseconds to hide all the sections of `composition` but the first and the last in one
    /// batch (showing them again is not timed).
    static func hideSections(_ composition: Composition<BenchCell, Never>) -> Double {
        let inner = composition.sections.dropFirst().dropLast()
        let cost = EngineBenchmark.hideSections(composition, inner)
        composition.performBatch { for section in inner { composition.setSection(section, hidden: false) } }
        return cost
    }

    /// A composition of `count` sections of one row each.
    static func oneRowSections(_ count: Int) -> Composition<BenchCell, Never> {
        let composition = Composition<BenchCell, Never>()
        for _ in 0..<count {
            composition.addSection()
            composition.addCell(BenchCell())
        }
        return composition
    }

    /// A table on screen of `sections` one-row sections, each shown only while one switch is on;
    /// and the switch, off.
    static func switchedSections(_ sections: Int) -> (TableController<BenchFormCell, Never>, BenchFormCell) {
        let core = TableController<BenchFormCell, Never>()
        core.surface = NullSurface()
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
        flipped.input = false
        return (core, flipped)
    }

    /// Nanoseconds for one flip of `flipped` showing its sections (hiding them again is not timed).
    static func showSections(_ flipped: BenchFormCell) -> Double {
        let cost = cpuNanoseconds { flipped.input = true }
        flipped.input = false
        return cost
    }

    /// Nanoseconds to add `fields` failing fields (sections of 100) to a table already on screen.
    static func addFailingFields(_ fields: Int) -> Double {
        let core = TableController<BenchFormCell, Never>()
        core.surface = NullSurface()
        core.composer = {}
        core.viewDidLoad()
        let cells = (0..<fields).map { _ in BenchFormCell() }
        let cost = cpuNanoseconds {
            for (index, cell) in cells.enumerated() {
                if index % 100 == 0 { core.change { $0.addSection() } }
                cell.table = core
                core.change { $0.addCell(cell) }
                cell.validate(failsWhileOn, on: .change)
            }
            blackHole(core.isValid)
        }
        precondition(!core.isValid, "the fields fail")
        return cost
    }

    /// An 80×24 terminal session over one section of `rows` rows, every fourth row hidden, the
    /// cursor on the middle row; and a row two below the cursor, which a change hides and shows.
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

    /// Nanoseconds per change (the row `changed` hidden or shown) and the frame after it.
    static func changeAndFrame(_ session: TerminalSession, _ changed: ActiveCell) -> Double {
        let screen = session.navigationController.topViewController
        let changes = 10
        return cpuNanoseconds {
            for _ in 0..<changes {
                screen.setCell(changed, hidden: !screen.isCellHidden(changed))
                blackHole(session.screen)
            }
        } / Double(changes)
    }

    static func goals(_ report: GoalReport) {
        report.section("Growth (the cost at the large size ÷ at the small one)")
        let (fewSections, manySections) = (oneRowSections(3_000), oneRowSections(30_000))
        let hide = ratioRange(rounds: 3, baseline: { hideSections(fewSections) }, subject: { hideSections(manySections) })
        report.check(
            "hiding S−2 of S sections in one batch, 30k ÷ 3k", hide.ratio, atMost: 20,
            detail: "at 3k " + milliseconds(hide.baseline) + ", at 30k " + milliseconds(hide.subject))

        let (smallTable, smallSwitch) = switchedSections(1_000)
        let (largeTable, largeSwitch) = switchedSections(10_000)
        let show = ratioRange(rounds: 3, baseline: { showSections(smallSwitch) }, subject: { showSections(largeSwitch) })
        withExtendedLifetime((smallTable, largeTable)) {}
        report.check(
            "one switch showing S sections, 10k ÷ 1k", show.ratio, atMost: 20,
            detail: "at 1k " + milliseconds(show.baseline) + ", at 10k " + milliseconds(show.subject))

        let fields = ratioRange(rounds: 2, baseline: { addFailingFields(1_000) }, subject: { addFailingFields(10_000) })
        report.check(
            "F failing fields added after display, 10k ÷ 1k", fields.ratio, atMost: 20,
            detail: "at 1k " + milliseconds(fields.baseline) + ", at 10k " + milliseconds(fields.subject))

        let (smallScreen, smallChanged) = hiddenRowsScreen(1_000)
        let (largeScreen, largeChanged) = hiddenRowsScreen(1_000_000)
        let frame = ratioRange(
            rounds: 5, baseline: { changeAndFrame(smallScreen, smallChanged) }, subject: { changeAndFrame(largeScreen, largeChanged) })
        report.check(
            "a change and the next frame, a hidden row, 1M ÷ 1k rows", frame.ratio, atMost: 2,
            detail: "at 1k " + microseconds(frame.baseline) + ", at 1M " + microseconds(frame.subject))
    }
}
