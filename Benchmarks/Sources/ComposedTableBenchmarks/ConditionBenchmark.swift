// The cost of a condition source's change: one switch with d dependent rows flipped, in tables of
// N conditional rows, on screen (replayed as one batch to a surface that does nothing). Run alone
// with `swift run -c release ComposedTableBenchmarks conditions`.
import ComposedTable

/// A row that is both a switch (a condition source) and a form row (a condition target).
@MainActor
final class BenchFormCell: FormRow, InputRow {
    var validationMessage: String?
    var isEnabled = true
    let formState = FormRowState()
    weak var table: TableController<BenchFormCell, Never>?
    var formTable: (any FormTable)? { table }
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
enum ConditionBenchmark {
    /// Nanoseconds per flip of a switch with `dependents` rows, in a table of `rows` conditional
    /// rows (sections of `sectionSize` rows; the other rows depend on switches of 100 rows each).
    ///
    /// With `hides` false the dependents' predicate never changes its answer: the flip measures
    /// the evaluation alone (no batch).
    static func flip(rows: Int, dependents: Int, sectionSize: Int, hides: Bool = true) -> Double {
        let core = TableController<BenchFormCell, Never>()
        let surface = NullSurface()
        core.surface = surface
        let flipped = BenchFormCell()
        var others: [BenchFormCell] = []
        var cells: [BenchFormCell] = []
        core.composer = {
            flipped.table = core
            core.change { $0.addCell(flipped) }
            for index in 0..<rows {
                if index % sectionSize == 0 { core.change { $0.addSection() } }
                let cell = BenchFormCell()
                cell.table = core
                core.change { $0.addCell(cell) }
                cells.append(cell)
            }
            // Spread the dependents of the flipped switch evenly through the table.
            let stride = max(1, rows / dependents)
            var otherSource: BenchFormCell?
            for (index, cell) in cells.enumerated() {
                if index % stride == 0, index / stride < dependents {
                    cell.visible(when: flipped) { hides ? $0 : true }
                } else {
                    if otherSource == nil || others.count % 100 == 0 {
                        let source = BenchFormCell()
                        others.append(source)
                        otherSource = source
                    }
                    cell.visible(when: otherSource!) { $0 }
                }
            }
        }
        core.viewDidLoad()
        let flips = max(4, 4_000 / dependents)
        return measure(operations: flips, repeats: 5) {
            for _ in 0..<flips { flipped.input.toggle() }
        }
    }

    static func run() {
        print("")
        print("Conditions: one switch with d dependents flipped (µs per flip, one batch each), in a table")
        print("of N conditional rows, every other row depending on switches of 100 rows each")
        for sectionSize in [100, 1_000_000] {
            print(sectionSize == 100 ? "  sections of 100 rows:" : "  one section:")
            print("  " + pad("N", 9) + pad("d=10", 10) + pad("d=100", 10) + pad("d=1000", 10) + pad("÷d=10", 8))
            var byRows: [Int: [Double]] = [:]
            for rows in [1_000, 10_000, 100_000] {
                let costs = [10, 100, 1_000].map { flip(rows: rows, dependents: $0, sectionSize: sectionSize) }
                byRows[rows] = costs
                print(
                    "  " + pad("\(rows)", 9) + costs.map { microseconds($0) }.joined()
                        + pad(format(costs[2] / costs[0], digits: 0) + "×", 8))
            }
            let growth = (0..<3).map { byRows[100_000]![$0] / byRows[1_000]![$0] }
            print("  100,000 rows ÷ 1,000 rows at d = 10, 100, 1000: " + growth.map { format($0, digits: 1) + "×" }.joined(separator: ", "))
        }
        print("  evaluation alone (the dependents' answers do not change, so no batch), one section:")
        print("  " + pad("N", 9) + pad("d=10", 10) + pad("d=100", 10) + pad("d=1000", 10) + pad("÷d=10", 8))
        var evaluation: [Int: Double] = [:]
        for rows in [1_000, 10_000, 100_000] {
            let costs = [10, 100, 1_000].map { flip(rows: rows, dependents: $0, sectionSize: 1_000_000, hides: false) }
            evaluation[rows] = costs[0]
            print("  " + pad("\(rows)", 9) + costs.map { microseconds($0) }.joined() + pad(format(costs[2] / costs[0], digits: 0) + "×", 8))
        }
        print("  100,000 rows ÷ 1,000 rows at d = 10: " + format(evaluation[100_000]! / evaluation[1_000]!, digits: 1) + "×")
    }
}
