// Forms at scale: what one table change costs with many failing fields, what building a form
// costs per field, and what a condition flip costs per dependent. Each figure is compared with
// the same work at the smallest size, in this process. Run alone with
// `swift run -c release ComposedTableBenchmarks forms`.
import ComposedTable

@MainActor
enum FormBenchmark {
    /// A rule every ``BenchFormCell`` fails while its input is `true` (the default).
    static let failsWhileOn = ValidationRule<Bool>.custom("Turn it off.") { !$0 }

    /// A table on screen (a surface that replays nothing) of `fields` validated rows in sections
    /// of 100, `failing` of them failing (spread evenly), plus one plain row per section.
    static func form(fields: Int, failing: Int) -> (core: TableController<BenchFormCell, Never>, cells: [BenchFormCell]) {
        let core = TableController<BenchFormCell, Never>()
        let surface = NullSurface()
        core.surface = surface
        var cells: [BenchFormCell] = []
        let stride = max(1, fields / max(1, failing))
        core.composer = {
            for index in 0..<fields {
                if index % 100 == 0 {
                    core.change { $0.addSection() }
                    let plain = BenchFormCell()
                    plain.table = core
                    core.change { $0.addCell(plain) }
                    cells.append(plain)
                }
                let cell = BenchFormCell()
                cell.table = core
                cell.input = index % stride == 0 && index / stride < failing
                core.change { $0.addCell(cell) }
                cell.validate(failsWhileOn, on: .change)
                cells.append(cell)
            }
        }
        core.viewDidLoad()
        blackHole(core.isValid)
        return (core, cells)
    }

    /// Nanoseconds per table change in a form of 10,000 fields, `failing` of them failing:
    /// inserting a row (and removing it again, two changes), hiding a row (and showing it again),
    /// editing a field (making it pass, then fail again).
    static func tableChange(failing: Int) -> (insert: Double, hide: Double, edit: Double) {
        let (core, cells) = form(fields: 10_000, failing: failing)
        let anchors = Swift.stride(from: 0, to: cells.count, by: 101).map { cells[$0] }
        let extra = anchors.map { _ in BenchFormCell() }
        let insert = measure(operations: 2 * anchors.count, repeats: 5) {
            for (cell, anchor) in zip(extra, anchors) {
                core.change { $0.insertCell(cell, after: anchor) }
                core.change { $0.removeCell(cell) }
            }
        }
        let hide = measure(operations: 2 * anchors.count, repeats: 5) {
            for anchor in anchors {
                core.change { $0.setCell(anchor, hidden: true) }
                core.change { $0.setCell(anchor, hidden: false) }
            }
        }
        let fields = cells.enumerated().filter { $0.offset % 101 != 0 }.map(\.element)
        let edited = Swift.stride(from: 0, to: fields.count, by: 97).map { fields[$0] }
        let edit = measure(operations: 2 * edited.count, repeats: 5) {
            for field in edited {
                field.input.toggle()
                field.input.toggle()
            }
        }
        blackHole(core.isValid)
        return (insert, hide, edit)
    }

    /// Nanoseconds per field to build a form of `fields` failing fields (sections of 100) with
    /// `addCell` and `validate`, on screen after `viewDidLoad()` or inside `compose()`.
    static func build(fields: Int, insideCompose: Bool) -> Double {
        let repeats = fields >= 10_000 ? 3 : 7
        return measure(operations: fields, repeats: repeats) {
            let core = TableController<BenchFormCell, Never>()
            core.surface = NullSurface()
            let addFields: @MainActor () -> Void = {
                for index in 0..<fields {
                    if index % 100 == 0 { core.change { $0.addSection() } }
                    let cell = BenchFormCell()
                    cell.table = core
                    core.change { $0.addCell(cell) }
                    cell.validate(failsWhileOn, on: .change)
                }
            }
            if insideCompose {
                core.composer = { addFields() }
                core.viewDidLoad()
            } else {
                core.composer = {}
                core.viewDidLoad()
                addFields()
            }
            blackHole(core.isValid)
        }
    }

    /// Nanoseconds per dependent for a flip of a switch with `dependents` failing fields that it
    /// shows and hides, in a table of `rows` failing fields (sections of 100); and per
    /// registration of a condition outside `compose()` in that table.
    static func flip(rows: Int, dependents: Int) -> (flip: Double, registration: Double) {
        let core = TableController<BenchFormCell, Never>()
        core.surface = NullSurface()
        let flipped = BenchFormCell()
        let other = BenchFormCell()
        var cells: [BenchFormCell] = []
        core.composer = {
            flipped.table = core
            core.change { $0.addCell(flipped) }
            for index in 0..<rows {
                if index % 100 == 0 { core.change { $0.addSection() } }
                let cell = BenchFormCell()
                cell.table = core
                core.change { $0.addCell(cell) }
                cell.validate(failsWhileOn, on: .change)
                cells.append(cell)
            }
            let stride = max(1, rows / dependents)
            for index in Swift.stride(from: 0, to: rows, by: stride).prefix(dependents) {
                cells[index].visible(when: flipped) { $0 }
            }
        }
        core.viewDidLoad()
        let flips = max(4, 4_000 / dependents)
        let flip = measure(operations: flips * dependents, repeats: 5) {
            for _ in 0..<flips { flipped.input.toggle() }
        }
        // Registrations on screen: each row of a spread set gets one more condition (which holds),
        // in each of five runs (the best counts).
        let registered = Swift.stride(from: 1, to: rows, by: max(1, rows / 1_000)).map { cells[$0] }
        let registration = measure(operations: registered.count, repeats: 5) {
            for cell in registered { cell.visible(when: other) { $0 } }
        }
        blackHole(core.isValid)
        return (flip, registration)
    }

    /// The goals of issue 24's item 3 for the `goals` suite: each a ratio to the smallest size,
    /// per run (3 runs), the range over the runs.
    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Forms (ratio of the cost at scale to the cost at the smallest size, per run)")
        var change: [Double] = []
        var buildOutside: [Double] = []
        var buildInside: [Double] = []
        var flips: [Double] = []
        for _ in 0..<3 {
            let small = tableChange(failing: 10)
            let large = tableChange(failing: 10_000)
            change.append(max(large.insert / small.insert, large.hide / small.hide, large.edit / small.edit))
            buildOutside.append(build(fields: 10_000, insideCompose: false) / build(fields: 100, insideCompose: false))
            buildInside.append(build(fields: 10_000, insideCompose: true) / build(fields: 100, insideCompose: true))
            let few = flip(rows: 1_000, dependents: 100)
            let many = flip(rows: 100_000, dependents: 100)
            flips.append(max(many.flip / few.flip, many.registration / few.registration))
        }
        report.check("a table change (insert, hide, edit), 10k ÷ 10 failing fields", FigureRange(change), goal: .atMost(2))
        report.check("building a form with addCell outside compose(), per field, 10k ÷ 100", FigureRange(buildOutside), goal: .atMost(2))
        report.check("building a form inside compose(), per field, 10k ÷ 100", FigureRange(buildInside), goal: .atMost(2))
        report.check("a condition flip and a registration, 100 dependents, 100k ÷ 1k rows", FigureRange(flips), goal: .atMost(2))
    }

    static func run() {
        var checks: [(String, Bool)] = []
        func verdict(_ ratio: Double) -> String { ratio <= 2 ? "pass" : "FAIL" }

        print("")
        print("Forms: one table change in a form of 10,000 fields (sections of 100), f of them failing (µs)")
        print(
            "  " + pad("f", 7) + pad("insert", 10) + pad("hide", 10) + pad("edit", 10) + pad("ins÷f=10", 10) + pad("hide÷", 8)
                + pad("edit÷", 8))
        var changes: [Int: (insert: Double, hide: Double, edit: Double)] = [:]
        for failing in [10, 1_000, 10_000] {
            let result = tableChange(failing: failing)
            changes[failing] = result
            let base = changes[10]!
            let ratios = [result.insert / base.insert, result.hide / base.hide, result.edit / base.edit]
            print(
                "  " + pad("\(failing)", 7) + microseconds(result.insert) + microseconds(result.hide) + microseconds(result.edit)
                    + pad(format(ratios[0]) + "×", 10) + pad(format(ratios[1]) + "×", 8) + pad(format(ratios[2]) + "×", 8)
                    + "  " + (failing == 10 ? "" : verdict(ratios.max()!)))
            if failing != 10 { checks.append(("a table change with \(failing) failing fields ≤ 2× with 10", ratios.max()! <= 2)) }
        }

        print("")
        print("Forms: building N failing fields with addCell + validate (ns per field)")
        print("  " + pad("N", 7) + pad("outside", 12) + pad("inside", 12) + pad("out÷N=100", 11) + pad("in÷", 8))
        var builds: [Int: (outside: Double, inside: Double)] = [:]
        for fields in [100, 1_000, 10_000] {
            let result = (outside: build(fields: fields, insideCompose: false), inside: build(fields: fields, insideCompose: true))
            builds[fields] = result
            let base = builds[100]!
            let ratios = [result.outside / base.outside, result.inside / base.inside]
            print(
                "  " + pad("\(fields)", 7) + pad(format(result.outside, digits: 0), 12) + pad(format(result.inside, digits: 0), 12)
                    + pad(format(ratios[0]) + "×", 11) + pad(format(ratios[1]) + "×", 8) + "  "
                    + (fields == 100 ? "" : verdict(ratios.max()!)))
            if fields != 100 {
                checks.append(("building \(fields) fields, outside and inside compose(), ≤ 2× per field of 100", ratios.max()! <= 2))
            }
        }

        print("")
        print("Conditions: a switch with d dependent failing fields flipped, and a condition registered on")
        print("screen, in tables of N failing fields (ns per dependent; ns per registration)")
        print(
            "  " + pad("d", 7) + pad("N=1k", 12) + pad("N=100k", 12) + pad("÷", 9) + pad("reg 1k", 12) + pad("reg 100k", 12) + pad("÷", 9))
        for dependents in [10, 100, 1_000] {
            let small = flip(rows: 1_000, dependents: dependents)
            let large = flip(rows: 100_000, dependents: dependents)
            let flipRatio = large.flip / small.flip
            let registrationRatio = large.registration / small.registration
            print(
                "  " + pad("\(dependents)", 7) + pad(format(small.flip, digits: 0), 12) + pad(format(large.flip, digits: 0), 12)
                    + pad(format(flipRatio) + "×", 9) + pad(format(small.registration, digits: 0), 12)
                    + pad(format(large.registration, digits: 0), 12) + pad(format(registrationRatio) + "×", 9) + "  "
                    + verdict(max(flipRatio, registrationRatio)))
            checks.append(
                ("a flip with \(dependents) dependents and a registration: 100k rows ≤ 2× 1k rows", max(flipRatio, registrationRatio) <= 2))
        }
        print("")
        for (name, passed) in checks { print((passed ? "met:    " : "MISSED: ") + name) }
    }
}
