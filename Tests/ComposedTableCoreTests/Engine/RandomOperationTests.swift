import Foundation
import TestSupport
import Testing

@testable import ComposedTableCore

/// Counts of the random tests: short for `swift test`, full with `COMPOSEDTABLE_FULL_FUZZ=1`
/// (``FuzzCount``), and raised further by environment variables for a soak run:
/// `COMPOSEDTABLE_SOAK_SEEDS`, `COMPOSEDTABLE_SOAK_OPERATIONS` (operations per seed),
/// `COMPOSEDTABLE_SOAK_CELLS` (how many cells a random composition grows to) and
/// `COMPOSEDTABLE_SOAK_SECTION_SIZE` (rows of the large-section test).
private enum Soak {
    static func value(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? value
    }
    static let seeds = value("COMPOSEDTABLE_SOAK_SEEDS", default: FuzzCount.scaled(6, full: 20))
    static let operations = value("COMPOSEDTABLE_SOAK_OPERATIONS", default: FuzzCount.scaled(300, full: 500))
    static let cells = value("COMPOSEDTABLE_SOAK_CELLS", default: 300)
    static let sectionSize = value("COMPOSEDTABLE_SOAK_SECTION_SIZE", default: 10_000)
}

/// A deliberately naive model of a composition: arrays searched linearly.
private struct ReferenceModel {
    struct Section {
        var id: SectionID
        var hidden = false
        var header: String?
        var cells: [(id: Int, hidden: Bool)] = []
    }
    var sections: [Section] = []

    var visible: [[Int]] {
        sections.filter { !$0.hidden }.map { $0.cells.filter { !$0.hidden }.map(\.id) }
    }
    var allCellIDs: [Int] { sections.flatMap { $0.cells.map(\.id) } }

    func find(_ id: Int) -> (section: Int, row: Int)? {
        for (s, section) in sections.enumerated() {
            if let r = section.cells.firstIndex(where: { $0.id == id }) { return (s, r) }
        }
        return nil
    }

    func location(of id: Int) -> CellLocation {
        guard let (s, r) = find(id) else { return .absent }
        let section = sections[s]
        if section.hidden || section.cells[r].hidden { return .hidden(section.id) }
        let visibleSection = sections[..<s].filter { !$0.hidden }.count
        let row = section.cells[..<r].filter { !$0.hidden }.count
        return .visible(RowPath(section: visibleSection, row: row))
    }
}

/// Random operation sequences, checked step by step against the model, the validator and a replay
/// of each update.
struct RandomOperationTests {
    private struct Run {
        var rng: SplitMix64
        let composition = Composition<Item, String>()
        var model = ReferenceModel()
        var items: [Int: Item] = [:]
        var nextID = 0
        var operations = 0
        /// The size the composition grows to before it only churns.
        let maximumCells: Int

        init(seed: UInt64, maximumCells: Int = Soak.cells) {
            rng = SplitMix64(seed: seed)
            self.maximumCells = maximumCells
        }

        mutating func newItem() -> Item {
            nextID += 1
            let item = Item(nextID)
            items[nextID] = item
            return item
        }

        mutating func randomCellID() -> Int? {
            let all = model.allCellIDs
            return all.isEmpty ? nil : all[Int.random(in: 0..<all.count, using: &rng)]
        }

        mutating func randomSectionIndex() -> Int? {
            model.sections.isEmpty ? nil : Int.random(in: 0..<model.sections.count, using: &rng)
        }

        /// Applies one random mutation to both the composition and the model.
        mutating func step(allowMoves: Bool) -> (String, TableUpdate) {
            operations += 1
            let total = model.allCellIDs.count
            // Grow while small, churn when large (`maximumCells` cells and 64 sections at most).
            let roll = Int.random(in: 0..<112, using: &rng)
            switch roll {
            case 0..<4 where model.sections.count < 64:
                let header = "H\(nextID)"
                let update = composition.addSection(header: .title(header))
                model.sections.append(.init(id: composition.lastSection!, header: header))
                return ("addSection", update)
            case 4..<20 where total < maximumCells:
                let item = newItem()
                let update = composition.addCell(item)
                if model.sections.isEmpty { model.sections.append(.init(id: composition.lastSection!, header: nil)) }
                model.sections[model.sections.count - 1].cells.append((item.id, false))
                return ("addCell \(item.id)", update)
            case 20..<26 where total < maximumCells:
                guard let s = randomSectionIndex() else { return ("skip", .none) }
                let item = newItem()
                let update = composition.appendCell(item, to: model.sections[s].id)
                model.sections[s].cells.append((item.id, false))
                return ("appendCell \(item.id) to \(s)", update)
            case 26..<42 where total < maximumCells:
                guard let anchor = randomCellID() else { return ("skip", .none) }
                let item = newItem()
                let (s, r) = model.find(anchor)!
                if Bool.random(using: &rng) {
                    let update = composition.insertCell(item, after: items[anchor]!)
                    model.sections[s].cells.insert((item.id, false), at: r + 1)
                    return ("insert \(item.id) after \(anchor)", update)
                } else {
                    let update = composition.insertCell(item, before: items[anchor]!)
                    model.sections[s].cells.insert((item.id, false), at: r)
                    return ("insert \(item.id) before \(anchor)", update)
                }
            case 42..<56:
                guard let id = randomCellID() else { return ("skip", .none) }
                let (s, r) = model.find(id)!
                let update = composition.removeCell(items[id]!)
                model.sections[s].cells.remove(at: r)
                let item = items.removeValue(forKey: id)!
                // Sometimes put the same instance back elsewhere: identity is reusable once removed.
                if allowMoves, Bool.random(using: &rng), let anchor = randomCellID() {
                    let (s2, r2) = model.find(anchor)!
                    items[id] = item
                    let update = composition.insertCell(item, after: items[anchor]!)
                    model.sections[s2].cells.insert((id, false), at: r2 + 1)
                    return ("move \(id) after \(anchor)", update)  // only in batches, which check the combined update
                }
                return ("remove \(id)", update)
            case 56..<80:
                guard let id = randomCellID() else { return ("skip", .none) }
                let (s, r) = model.find(id)!
                let hidden = Bool.random(using: &rng)
                let update = composition.setCell(items[id]!, hidden: hidden)
                model.sections[s].cells[r].hidden = hidden
                return ("setCell \(id) hidden: \(hidden)", update)
            case 80..<88 where model.sections.count < 64:
                let index = Int.random(in: 0...model.sections.count, using: &rng)
                let update = composition.insertSection(at: index, header: .title("I\(index)"))
                model.sections.insert(.init(id: composition.sections[index], header: "I\(index)"), at: index)
                return ("insertSection at \(index)", update)
            case 88..<90:
                guard let s = randomSectionIndex() else { return ("skip", .none) }
                let update = composition.removeSection(model.sections[s].id)
                for cell in model.sections[s].cells { items[cell.id] = nil }
                model.sections.remove(at: s)
                return ("removeSection \(s)", update)
            case 90..<96:
                guard let s = randomSectionIndex() else { return ("skip", .none) }
                let hidden = Bool.random(using: &rng)
                let update = composition.setSection(model.sections[s].id, hidden: hidden)
                model.sections[s].hidden = hidden
                return ("setSection \(s) hidden: \(hidden)", update)
            case 96..<100:
                guard let s = randomSectionIndex() else { return ("skip", .none) }
                let update = composition.setHeader(.title("R\(operations)"), for: model.sections[s].id)
                model.sections[s].header = "R\(operations)"
                return ("setHeader \(s)", update)
            case 100..<102:
                // A filter over a whole section, in one pass.
                guard let s = randomSectionIndex() else { return ("skip", .none) }
                let flags = model.sections[s].cells.map { _ in Int.random(in: 0..<3, using: &rng) == 0 }
                var next = 0
                let update = composition.setCells(in: model.sections[s].id) { item in
                    defer { next += 1 }
                    expectEqual(item.id, model.sections[s].cells[next].id, "setCells(in:hidden:) visits the cells in order")
                    return flags[next]
                }
                for index in flags.indices { model.sections[s].cells[index].hidden = flags[index] }
                return ("setCells in \(s): \(flags.filter { $0 }.count) hidden", update)
            case 102..<104:
                guard let s = randomSectionIndex() else { return ("skip", .none) }
                let flags = model.sections[s].cells.map { _ in Int.random(in: 0..<4, using: &rng) == 0 }
                let removedIDs = Set(zip(model.sections[s].cells, flags).filter(\.1).map(\.0.id))
                let update = composition.removeCells(in: model.sections[s].id) { removedIDs.contains($0.id) }
                model.sections[s].cells.removeAll { removedIDs.contains($0.id) }
                for id in removedIDs { items[id] = nil }
                return ("removeCells in \(s): \(removedIDs.count)", update)
            case 104..<112:
                // moveCell: after or before another cell, or to the end of a section (hidden or not).
                guard let id = randomCellID(), let target = randomSectionIndex() else { return ("skip", .none) }
                let anchor = randomCellID()
                let (s, r) = model.find(id)!
                let entry = model.sections[s].cells[r]
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where anchor != nil && anchor != id:
                    let update = composition.moveCell(items[id]!, after: items[anchor!]!)
                    model.sections[s].cells.remove(at: r)
                    let (s2, r2) = model.find(anchor!)!
                    model.sections[s2].cells.insert(entry, at: r2 + 1)
                    return ("moveCell \(id) after \(anchor!)", update)
                case 1 where anchor != nil && anchor != id:
                    let update = composition.moveCell(items[id]!, before: items[anchor!]!)
                    model.sections[s].cells.remove(at: r)
                    let (s2, r2) = model.find(anchor!)!
                    model.sections[s2].cells.insert(entry, at: r2)
                    return ("moveCell \(id) before \(anchor!)", update)
                default:
                    let update = composition.moveCell(items[id]!, to: model.sections[target].id)
                    model.sections[s].cells.remove(at: r)
                    model.sections[target].cells.append(entry)
                    return ("moveCell \(id) to \(target)", update)
                }
            default:
                return ("skip", .none)
            }
        }

        /// Checks one step's update and the whole visible state.
        func check(_ update: TableUpdate, before: [[Int]], seed: UInt64, step: String) {
            let after = composition.visibleIDs
            let context = "seed \(seed), operation \(operations) (\(step))"
            let violations = update.violations(rowCountsBefore: before.map(\.count), rowCountsAfter: after.map(\.count))
            #expect(violations.isEmpty, "\(context): \(update) rejected: \(violations)")
            guard violations.isEmpty else { return }
            expectEqual(replay(update, on: before, target: after), after, "\(context): replaying \(update) does not give the new layout")
            if !update.requiresReload {
                let reinserted = cellsDeletedAndInserted(by: update, before: before, after: after)
                #expect(reinserted.isEmpty, "\(context): \(update) deletes and inserts the live cells \(reinserted)")
            }
            expectEqual(after, model.visible, "\(context): visible layout differs from the model")
            expectEqual(composition.count, model.allCellIDs.count, "\(context): cell count")
            for id in model.allCellIDs.prefix(8) + model.allCellIDs.suffix(8) {
                expectEqual(composition.location(of: items[id]!), model.location(of: id), "\(context): location of \(id)")
            }
            expectEqual(composition.sections, model.sections.map(\.id), "\(context): section order")
            #expect(composition.engine.isSectionOrderConsistent, "\(context): the section order's sums")
            let hiddenSections: [Bool] = model.sections.map { composition.isHidden($0.id) }
            expectEqual(hiddenSections, model.sections.map(\.hidden), "\(context): hidden sections")
            let rowTotal: Int = after.map(\.count).reduce(0, +)
            expectEqual(composition.numberOfRows, rowTotal, "\(context): total rows")
            var rowsBefore = 0
            for (section, rows) in after.enumerated() {
                expectEqual(composition.numberOfRows(beforeSection: section), rowsBefore, "\(context): rows before section \(section)")
                rowsBefore += rows.count
            }
            for (position, section) in model.sections.enumerated() {
                expectEqual(composition.sectionID(atPosition: position), section.id, "\(context): section at \(position)")
            }
        }

        /// Checks the locations of a few random cells against the model, in the middle of a batch
        /// (the engine rebuilds a section that the batch left dirty).
        mutating func checkLocationsInBatch(seed: UInt64, step: String) {
            for _ in 0..<3 {
                guard let id = randomCellID() else { return }
                #expect(
                    composition.location(of: items[id]!) == model.location(of: id),
                    "seed \(seed), operation \(operations) (\(step)): location of \(id) inside a batch")
            }
        }
    }

    @Test("Random single operations (10,000 by default) keep the engine, the model and every update consistent")
    func randomSingleOperations() {
        var total = 0
        for seed in 1...UInt64(Soak.seeds) {
            var run = Run(seed: seed)
            for _ in 0..<Soak.operations {
                let before = run.composition.visibleIDs
                let (step, update) = run.step(allowMoves: false)
                run.check(update, before: before, seed: seed, step: step)
            }
            total += run.operations
        }
        expectEqual(total, Soak.seeds * Soak.operations)
    }

    @Test("Random batches of mutations combine into one valid update")
    func randomBatches() {
        for seed: UInt64 in 100..<140 {
            var run = Run(seed: seed)
            for _ in 0..<60 {
                let before = run.composition.visibleIDs
                var steps: [String] = []
                let count = Int.random(in: 1...6, using: &run.rng)
                let composition = run.composition
                let update = composition.performBatch {
                    for _ in 0..<count {
                        steps.append(run.step(allowMoves: true).0)
                        if Int.random(in: 0..<4, using: &run.rng) == 0 {
                            run.checkLocationsInBatch(seed: seed, step: steps.joined(separator: ", "))
                        }
                    }
                }
                run.check(update, before: before, seed: seed, step: "batch: " + steps.joined(separator: ", "))
            }
        }
    }

    /// Batches of hundreds of changes in sections of hundreds of rows: each section is rebuilt once,
    /// and the combined update must still replay exactly.
    @Test("Large random batches combine into one valid update")
    func largeRandomBatches() {
        for seed: UInt64 in 200..<(200 + UInt64(max(1, Soak.seeds / 4))) {
            var run = Run(seed: seed, maximumCells: 3 * Soak.cells)
            // Grow first, in single operations.
            while run.model.allCellIDs.count < 2 * Soak.cells { _ = run.step(allowMoves: false) }
            for _ in 0..<max(10, Soak.operations / 50) {
                let before = run.composition.visibleIDs
                var steps: [String] = []
                let count = Int.random(in: 50...300, using: &run.rng)
                let composition = run.composition
                let update = composition.performBatch {
                    for _ in 0..<count {
                        steps.append(run.step(allowMoves: true).0)
                        if Int.random(in: 0..<64, using: &run.rng) == 0 {
                            run.checkLocationsInBatch(seed: seed, step: steps.suffix(3).joined(separator: ", "))
                        }
                    }
                }
                run.check(update, before: before, seed: seed, step: "batch of \(count): " + steps.suffix(5).joined(separator: ", "))
            }
        }
    }

    /// Long runs of single changes in one large section, with lookups between them and many
    /// lookups in a row now and then: positions must stay exact.
    @Test("Lookups in a 10,000-row section stay exact across long runs of changes")
    func longLogsInALargeSection() {
        var rng = SplitMix64(seed: 2_026)
        let composition = Composition<Item, Never>()
        var model = (0..<Soak.sectionSize).map { (item: Item($0), hidden: false) }
        for entry in model { composition.addCell(entry.item) }
        var nextID = Soak.sectionSize
        func visibleRow(ofModelIndex index: Int) -> Int {
            model[..<index].reduce(0) { $0 + ($1.hidden ? 0 : 1) }
        }
        for step in 0..<FuzzCount.scaled(300, full: 1_000) {
            let index = Int.random(in: 0..<model.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let item = Item(nextID)
                nextID += 1
                composition.insertCell(item, after: model[index].item)
                model.insert((item, false), at: index + 1)
            case 1:
                composition.removeCell(model[index].item)
                model.remove(at: index)
            default:
                model[index].hidden.toggle()
                composition.setCell(model[index].item, hidden: model[index].hidden)
            }
            // Probe a few cells, the far end of the section included.
            for probe in [index % model.count, model.count - 1, Int.random(in: 0..<model.count, using: &rng)] {
                let expected: CellLocation =
                    model[probe].hidden
                    ? .hidden(composition.sections[0]) : .visible(RowPath(section: 0, row: visibleRow(ofModelIndex: probe)))
                expectEqual(composition.location(of: model[probe].item), expected, "step \(step), probe \(probe)")
            }
            // Now and then many lookups in a row.
            if step % 50 == 49 {
                var visibleBefore = 0
                var rows: [Int] = []
                for entry in model {
                    rows.append(visibleBefore)
                    if !entry.hidden { visibleBefore += 1 }
                }
                for _ in 0..<400 {
                    let probe = Int.random(in: 0..<model.count, using: &rng)
                    let expected: CellLocation =
                        model[probe].hidden ? .hidden(composition.sections[0]) : .visible(RowPath(section: 0, row: rows[probe]))
                    expectEqual(composition.location(of: model[probe].item), expected, "step \(step), probe \(probe) after many")
                }
            }
        }
        expectEqual(composition.cells(inSection: 0).map(\.id), model.filter { !$0.hidden }.map(\.item.id))
    }

    /// After each change in a section with hidden rows, a frame's worth of rows and then every
    /// row is exact.
    @Test("Rows of a section with hidden cells stay exact after each change")
    func rowsAfterChangesWithHiddenCells() {
        var rng = SplitMix64(seed: 24)
        let composition = Composition<Item, Never>()
        var model = (0..<5_000).map { (item: Item($0), hidden: $0 % 7 == 3) }
        for entry in model {
            composition.addCell(entry.item)
            if entry.hidden { composition.setCell(entry.item, hidden: true) }
        }
        var nextID = model.count
        for step in 0..<300 {
            let index = Int.random(in: 0..<model.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let item = Item(nextID)
                nextID += 1
                composition.insertCell(item, after: model[index].item)
                model.insert((item, false), at: index + 1)
            case 1:
                composition.removeCell(model[index].item)
                model.remove(at: index)
            default:
                model[index].hidden.toggle()
                composition.setCell(model[index].item, hidden: model[index].hidden)
            }
            let visible = model.filter { !$0.hidden }.map(\.item.id)
            // A frame's worth of rows around a random place, as a terminal frame asks for them.
            let top = Int.random(in: 0..<max(1, visible.count - 24), using: &rng)
            for row in top..<min(top + 24, visible.count) {
                expectEqual(composition.cell(at: RowPath(section: 0, row: row)).id, visible[row], "step \(step), row \(row)")
            }
        }
        // Lookups without changes.
        let visible = model.filter { !$0.hidden }.map(\.item.id)
        for _ in 0..<3 {
            for row in stride(from: 0, to: visible.count, by: 3) {
                expectEqual(composition.cell(at: RowPath(section: 0, row: row)).id, visible[row])
            }
        }
    }
}

extension EngineState {
    /// Whether the section order matches the sections (their order, visibility and visible rows),
    /// checked after each operation of the random sequences.
    var isSectionOrderConsistent: Bool {
        var order = order
        var rows = 0
        for serial in order.serials where order.isShown(serial) {
            guard !sections[serial].isRemoved, order.rowsBefore(serial) == rows else { return false }
            rows += sections[serial].visibleCount
        }
        return rows == order.rowTotal
    }
}
