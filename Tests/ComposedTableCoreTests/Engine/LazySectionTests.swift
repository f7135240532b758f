import TestSupport
import Testing
import UIKitRules

@testable import ComposedTableCore

/// A model of a composition with lazy sections: eager sections hold item ids, lazy ones a count
/// and the shown indices. A lazy row's identity is `-(tag * 100_000 + index + 1)`.
private struct LazyModel {
    enum Rows {
        case eager([(id: Int, hidden: Bool)])
        case lazy(tag: Int, count: Int, shown: [Int]?)
    }
    struct Section {
        var id: SectionID
        var hidden = false
        var rows: Rows
    }
    var sections: [Section] = []

    static func identity(tag: Int, index: Int) -> Int { -(tag * 100_000 + index + 1) }

    var visible: [[Int]] {
        sections.filter { !$0.hidden }.map { section in
            switch section.rows {
            case .eager(let cells): cells.filter { !$0.hidden }.map(\.id)
            case .lazy(let tag, let count, let shown): (shown ?? Array(0..<count)).map { Self.identity(tag: tag, index: $0) }
            }
        }
    }

    var eagerIDs: [Int] {
        sections.flatMap { section -> [Int] in
            if case .eager(let cells) = section.rows { return cells.map(\.id) }
            return []
        }
    }

    func find(_ id: Int) -> (section: Int, row: Int)? {
        for (s, section) in sections.enumerated() {
            if case .eager(let cells) = section.rows, let r = cells.firstIndex(where: { $0.id == id }) { return (s, r) }
        }
        return nil
    }
}

/// The layout of a composition read without making a lazy row: eager sections by their cells,
/// lazy ones through `rowPath(ofIndex:in:)`.
private func layout(of composition: Composition<Item, String>, tags: [SectionID: (tag: Int, count: Int)]) -> [[Int]] {
    (0..<composition.numberOfSections).map { section in
        let id = composition.sectionID(atVisibleIndex: section)
        guard composition.isLazy(id), let (tag, count) = tags[id] else { return composition.cells(inSection: section).map(\.id) }
        var rows = [Int](repeating: 0, count: composition.numberOfRows(inSection: section))
        for index in 0..<count {
            if let path = composition.rowPath(ofIndex: index, in: id) { rows[path.row] = LazyModel.identity(tag: tag, index: index) }
        }
        return rows
    }
}

struct LazySectionTests {
    private struct Run {
        var rng: SplitMix64
        let composition = Composition<Item, String>()
        var model = LazyModel()
        var items: [Int: Item] = [:]
        var tags: [SectionID: (tag: Int, count: Int)] = [:]
        /// How many cells each lazy section's closure made, by tag.
        let makes = MakeCounter()
        var nextID = 0
        var nextTag = 0

        init(seed: UInt64) { rng = SplitMix64(seed: seed) }

        mutating func newItem() -> Item {
            nextID += 1
            let item = Item(nextID)
            items[nextID] = item
            return item
        }

        mutating func randomIndex(_ count: Int) -> Int? { count == 0 ? nil : Int.random(in: 0..<count, using: &rng) }

        mutating func randomEagerCell() -> Int? {
            let ids = model.eagerIDs
            return ids.isEmpty ? nil : ids[Int.random(in: 0..<ids.count, using: &rng)]
        }

        mutating func randomSection(lazy: Bool) -> Int? {
            let indices = model.sections.indices.filter { index in
                if case .lazy = model.sections[index].rows { return lazy }
                return !lazy
            }
            return indices.isEmpty ? nil : indices[Int.random(in: 0..<indices.count, using: &rng)]
        }

        mutating func step() -> (String, TableUpdate) {
            switch Int.random(in: 0..<110, using: &rng) {
            case 0..<8 where model.sections.count < 24:
                nextTag += 1
                let tag = nextTag
                let count = Int.random(in: 0...30, using: &rng)
                let makes = makes
                let remakes = Bool.random(using: &rng)
                let update = composition.addSection(header: .title("L\(tag)"), count: count, remakesRows: remakes) { index in
                    makes.count += 1
                    return Item(LazyModel.identity(tag: tag, index: index))
                }
                let id = composition.lastSection!
                tags[id] = (tag, count)
                model.sections.append(.init(id: id, rows: .lazy(tag: tag, count: count, shown: nil)))
                return ("addSection(count: \(count), remakesRows: \(remakes))", update)
            case 8..<14 where model.sections.count < 24:
                let update = composition.addSection(header: .title("E"))
                model.sections.append(.init(id: composition.lastSection!, rows: .eager([])))
                return ("addSection", update)
            case 14..<24:
                guard let s = randomSection(lazy: false) else { return ("skip", .none) }
                let item = newItem()
                let update = composition.appendCell(item, to: model.sections[s].id)
                guard case .eager(var cells) = model.sections[s].rows else { return ("skip", .none) }
                cells.append((item.id, false))
                model.sections[s].rows = .eager(cells)
                return ("appendCell \(item.id) to \(s)", update)
            case 24..<32:
                guard let anchor = randomEagerCell() else { return ("skip", .none) }
                let item = newItem()
                let (s, r) = model.find(anchor)!
                let update = composition.insertCell(item, after: items[anchor]!)
                guard case .eager(var cells) = model.sections[s].rows else { return ("skip", .none) }
                cells.insert((item.id, false), at: r + 1)
                model.sections[s].rows = .eager(cells)
                return ("insert \(item.id) after \(anchor)", update)
            case 32..<38:
                guard let id = randomEagerCell() else { return ("skip", .none) }
                let (s, r) = model.find(id)!
                let update = composition.removeCell(items[id]!)
                guard case .eager(var cells) = model.sections[s].rows else { return ("skip", .none) }
                cells.remove(at: r)
                model.sections[s].rows = .eager(cells)
                items[id] = nil
                return ("remove \(id)", update)
            case 38..<46:
                guard let id = randomEagerCell() else { return ("skip", .none) }
                let (s, r) = model.find(id)!
                let hidden = Bool.random(using: &rng)
                let update = composition.setCell(items[id]!, hidden: hidden)
                guard case .eager(var cells) = model.sections[s].rows else { return ("skip", .none) }
                cells[r].hidden = hidden
                model.sections[s].rows = .eager(cells)
                return ("setCell \(id) hidden: \(hidden)", update)
            case 46..<70:
                guard let s = randomSection(lazy: true), case .lazy(let tag, let count, _) = model.sections[s].rows else {
                    return ("skip", .none)
                }
                let rows: [Int]? =
                    Int.random(in: 0..<5, using: &rng) == 0
                    ? nil : (0..<count).filter { _ in Int.random(in: 0..<3, using: &rng) > 0 }
                let update = composition.setVisibleRows(rows, in: model.sections[s].id)
                model.sections[s].rows = .lazy(tag: tag, count: count, shown: rows?.count == count ? nil : rows)
                return ("setVisibleRows \(rows.map { "\($0.count)" } ?? "nil") in \(s)", update)
            case 70..<82:
                // Realise a shown lazy row: the same instance every time, with its index.
                let sections = (0..<composition.numberOfSections).filter {
                    composition.isLazy(visibleSection: $0) && composition.numberOfRows(inSection: $0) > 0
                }
                guard let pick = randomIndex(sections.count) else { return ("skip", .none) }
                let section = sections[pick]
                let row = Int.random(in: 0..<composition.numberOfRows(inSection: section), using: &rng)
                let path = RowPath(section: section, row: row)
                let cell = composition.cell(at: path)
                #expect(composition.cell(at: path) === cell, "a lazy row's cell is made once")
                expectEqual(composition.rowPath(of: cell), path, "the row path of a realised cell")
                let id = composition.sectionID(atVisibleIndex: section)
                let index = composition.index(of: cell)!
                expectEqual(cell.id, LazyModel.identity(tag: tags[id]!.tag, index: index))
                #expect(composition.existingCell(at: index, in: id) === cell)
                return ("cell(at: \(path))", .none)
            case 82..<90:
                guard let s = randomIndex(model.sections.count) else { return ("skip", .none) }
                let hidden = Bool.random(using: &rng)
                let update = composition.setSection(model.sections[s].id, hidden: hidden)
                model.sections[s].hidden = hidden
                return ("setSection \(s) hidden: \(hidden)", update)
            case 90..<94:
                guard let s = randomIndex(model.sections.count) else { return ("skip", .none) }
                let update = composition.removeSection(model.sections[s].id)
                if case .eager(let cells) = model.sections[s].rows { for cell in cells { items[cell.id] = nil } }
                model.sections.remove(at: s)
                return ("removeSection \(s)", update)
            case 94..<100 where model.sections.count < 24:
                let index = Int.random(in: 0...model.sections.count, using: &rng)
                let update = composition.insertSection(at: index, header: .title("I"))
                model.sections.insert(.init(id: composition.sections[index], rows: .eager([])), at: index)
                return ("insertSection at \(index)", update)
            case 100..<110:
                // Let go of a made row: only in a section that remakes its rows, outside a batch;
                // the row stays, and is made again, a new instance of the same row, when read.
                let made = model.sections.flatMap { section -> [Item] in
                    guard case .lazy = section.rows else { return [] }
                    return composition.allCells(in: section.id)
                }
                guard let pick = randomIndex(made.count) else { return ("skip", .none) }
                let cell = made[pick]
                let section = composition.section(containing: cell)!
                let index = composition.index(of: cell)!
                let countBefore = composition.count
                let remakable = composition.remakesRows(section) && !composition.engine.isBatching
                expectEqual(composition.isRemakable(cell), composition.remakesRows(section))
                expectEqual(
                    composition.discardCell(cell), remakable, "discardCell(\(cell.id)) in a batch: \(composition.engine.isBatching)")
                if remakable {
                    #expect(!composition.contains(cell) && composition.location(of: cell) == .absent)
                    #expect(composition.existingCell(at: index, in: section) == nil && composition.count == countBefore - 1)
                    #expect(!composition.discardCell(cell), "a cell let go is no longer there")
                    if Bool.random(using: &rng), let path = composition.rowPath(ofIndex: index, in: section) {
                        let again = composition.cell(at: path)
                        #expect(again !== cell && again.id == cell.id, "made again: a new instance of the same row")
                        #expect(composition.index(of: again) == index && composition.rowPath(of: again) == path)
                    }
                } else {
                    #expect(composition.existingCell(at: index, in: section) === cell && composition.count == countBefore)
                }
                return ("discardCell \(cell.id) (\(remakable ? "let go" : "kept"))", .none)
            default:
                return ("skip", .none)
            }
        }

        func check(_ update: TableUpdate, before: [[Int]], context: String) {
            let after = layout(of: composition, tags: tags)
            let violations = update.violations(rowCountsBefore: before.map(\.count), rowCountsAfter: after.map(\.count))
            #expect(violations.isEmpty, "\(context): \(update) rejected: \(violations)")
            guard violations.isEmpty else { return }
            expectEqual(replay(update, on: before, target: after), after, "\(context): replaying \(update) does not give the new layout")
            if !update.requiresReload {
                let reinserted = cellsDeletedAndInserted(by: update, before: before, after: after)
                #expect(reinserted.isEmpty, "\(context): \(update) deletes and inserts the rows \(reinserted)")
            }
            expectEqual(after, model.visible, "\(context): the layout differs from the model")
            let realised = model.sections.reduce(0) { $0 + composition.allCells(in: $1.id).count }
            expectEqual(composition.count, realised, "\(context): count is the cells made and added")
            let remakable = model.sections.filter { composition.remakesRows($0.id) }.reduce(0) {
                $0 + composition.allCells(in: $1.id).count
            }
            expectEqual(composition.remakableCells.count, remakable, "\(context): the made cells of sections that remake their rows")
            expectEqual(composition.hasRemakableCells, (remakable > 0), "\(context): hasRemakableCells")
            expectEqual(composition.sections, model.sections.map(\.id), "\(context): section order")
        }
    }

    final class MakeCounter: @unchecked Sendable {
        var count = 0
    }

    @Test("Random operations with lazy sections keep the engine, the model and every update consistent")
    func randomSingleOperations() {
        for seed in 1...UInt64(FuzzCount.scaled(5, full: 20)) {
            var run = Run(seed: seed)
            for operation in 0..<400 {
                let before = layout(of: run.composition, tags: run.tags)
                let (step, update) = run.step()
                run.check(update, before: before, context: "seed \(seed), operation \(operation) (\(step))")
            }
        }
    }

    @Test("Random batches mixing lazy filters with other changes combine into one valid update")
    func randomBatches() {
        for seed in 100..<UInt64(100 + FuzzCount.scaled(10, full: 40)) {
            var run = Run(seed: seed)
            for batch in 0..<60 {
                let before = layout(of: run.composition, tags: run.tags)
                var steps: [String] = []
                let count = Int.random(in: 1...8, using: &run.rng)
                let composition = run.composition
                let update = composition.performBatch {
                    for _ in 0..<count { steps.append(run.step().0) }
                }
                run.check(update, before: before, context: "seed \(seed), batch \(batch): " + steps.joined(separator: ", "))
            }
        }
    }

    // MARK: - Identity and laziness

    @Test func aLazySectionMakesOnlyTheRowsAskedForAndKeepsThem() {
        let composition = Composition<Item, String>()
        composition.addCell(Item(1))
        var made: [Int] = []
        composition.addSection(header: "Zones", count: 100_000) { index in
            made.append(index)
            return Item(1_000 + index)
        }
        let section = composition.lastSection!
        expectEqual(composition.numberOfRows(inSection: 1), 100_000)
        expectEqual(composition.rowCount(in: section), 100_000)
        #expect(composition.isLazy(section) && !composition.isLazy(composition.sections[0]))
        #expect(made.isEmpty && composition.count == 1)
        #expect(composition.existingCell(at: 99_999, in: section) == nil)

        let last = composition.cell(at: RowPath(section: 1, row: 99_999))
        #expect(last.id == 100_999 && made == [99_999])
        #expect(composition.cell(at: RowPath(section: 1, row: 99_999)) === last)
        expectEqual(made, [99_999], "asking again makes nothing")
        expectEqual(composition.rowPath(of: last), RowPath(section: 1, row: 99_999))
        expectEqual(composition.index(of: last), 99_999)
        #expect(composition.existingCell(at: 99_999, in: section) === last)
        expectEqual(composition.section(containing: last), section)
        expectEqual(composition.count, 2)

        // A filter moves the row; the cell stays the same instance.
        composition.setVisibleRows([5, 99_999], in: section)
        expectEqual(composition.rowPath(of: last), RowPath(section: 1, row: 1))
        #expect(composition.cell(at: RowPath(section: 1, row: 1)) === last)
        expectEqual(made, [99_999])
        composition.setVisibleRows([5], in: section)
        expectEqual(composition.location(of: last), .hidden(section))
        #expect(composition.isHidden(last))
        composition.setVisibleRows(nil, in: section)
        expectEqual(composition.rowPath(of: last), RowPath(section: 1, row: 99_999))
        #expect(!composition.isHidden(last))

        let fifth = composition.cell(at: RowPath(section: 1, row: 5))
        expectEqual(composition.allCells(in: section).map(\.id), [1_005, 100_999], "allCells: the realised cells, in row order")
        #expect(fifth.id == 1_005 && made == [99_999, 5])
    }

    /// A ranked search: the rows show in the order given, found by index through a map, and a
    /// change from or to an order that is not ascending is a reload.
    @Test func rowsShowInTheOrderGivenAndAnOrderNotAscendingIsAReload() {
        let composition = Composition<Item, String>()
        composition.addSection(count: 10) { Item($0) }
        let section = composition.lastSection!
        expectEqual(composition.setVisibleRows([7, 2, 9], in: section), TableUpdate(requiresReload: true))
        expectEqual((0..<3).map { composition.index(of: composition.cell(at: RowPath(section: 0, row: $0))) }, [7, 2, 9])
        expectEqual(composition.rowPath(ofIndex: 2, in: section), RowPath(section: 0, row: 1))
        expectEqual(composition.rowPath(ofIndex: 3, in: section), nil)
        expectEqual(composition.firstShownRow(fromIndex: 9, in: section), RowPath(section: 0, row: 2))
        let narrowed = composition.setVisibleRows([7, 9], in: section)
        #expect(narrowed.deletedRows.map(\.row) == [1] && narrowed.insertedRows.isEmpty && !narrowed.requiresReload, "rows kept in order")
        expectEqual(composition.setVisibleRows([9, 4, 7], in: section), TableUpdate(requiresReload: true), "9 and 7 swap: a reload")
        let back = composition.setVisibleRows([2, 7], in: section)
        #expect(back.deletedRows.map(\.row) == [0, 1] && back.insertedRows.map(\.row) == [0], "from an order not ascending, 7 stays")
        expectEqual(composition.rowPath(ofIndex: 7, in: section), RowPath(section: 0, row: 1), "ascending again")
        expectEqual(composition.firstShownRow(fromIndex: 3, in: section), RowPath(section: 0, row: 1))
        composition.setVisibleRows(Array((0..<10).reversed()), in: section)
        expectEqual(composition.numberOfRows(inSection: 0), 10)
        expectEqual(composition.rowPath(ofIndex: 0, in: section), RowPath(section: 0, row: 9), "every row reversed is not all rows")
    }

    @Test func setVisibleRowsReportsTheRowsThatGoAndCome() {
        let composition = Composition<Item, String>()
        composition.addSection(count: 10) { Item($0) }
        let section = composition.lastSection!
        let narrowed = composition.setVisibleRows([1, 3, 5, 7], in: section)
        #expect(narrowed.deletedRows.map(\.row) == [0, 2, 4, 6, 8, 9] && narrowed.insertedRows.isEmpty)
        let shifted = composition.setVisibleRows([0, 3, 7, 9], in: section)
        #expect(shifted.deletedRows.map(\.row) == [0, 2] && shifted.insertedRows.map(\.row) == [0, 3])
        let widened = composition.setVisibleRows(nil, in: section)
        #expect(widened.deletedRows.isEmpty && widened.insertedRows.map(\.row) == [1, 2, 4, 5, 6, 8])
        #expect(composition.setVisibleRows(Array(0..<10), in: section).isEmpty, "every row is all rows")
        composition.setSection(section, hidden: true)
        #expect(composition.setVisibleRows([2], in: section).isEmpty, "a hidden section changes no row on screen")
        expectEqual(composition.setSection(section, hidden: false), TableUpdate(insertedSections: [0]))
        expectEqual(composition.numberOfRows(inSection: 0), 1)
    }

    /// More than 1,000 rows coming or going are a reload, not listed one by one: filtering a long
    /// list costs the rows it shows.
    @Test func aFilterOfMoreThanAThousandRowsIsAReloadWithoutAList() {
        let composition = Composition<Item, String>()
        composition.addSection(count: 5_000) { Item($0) }
        let section = composition.lastSection!
        expectEqual(composition.setVisibleRows([7, 4_000], in: section), TableUpdate(requiresReload: true))
        expectEqual(composition.numberOfRows(inSection: 0), 2)
        let widened = composition.setVisibleRows(Array(0..<900), in: section)
        #expect(!widened.requiresReload && widened.deletedRows.map(\.row) == [1] && widened.insertedRows.count == 899)
        let batch = composition.performBatch { composition.setVisibleRows(nil, in: section) }
        #expect(batch == TableUpdate(requiresReload: true) && composition.numberOfRows(inSection: 0) == 5_000)
    }

    @Test func realisedCellsAreReleasedWithTheirSectionAndOnReset() {
        let composition = Composition<Item, String>()
        weak var first: Item?
        weak var second: Item?
        weak var third: Item?
        composition.addSection(count: 5) { Item($0) }
        let section = composition.lastSection!
        do {
            first = composition.cell(at: RowPath(section: 0, row: 1))
            second = composition.cell(at: RowPath(section: 0, row: 4))
        }
        composition.setVisibleRows([0], in: section)
        #expect(first != nil && second != nil, "a filtered-out row keeps its cell")
        composition.removeSection(section)
        #expect(first == nil && second == nil)
        expectEqual(composition.count, 0)

        composition.addSection(count: 3) { Item($0) }
        do { third = composition.cell(at: RowPath(section: 0, row: 2)) }
        #expect(third != nil)
        composition.reset()
        #expect(third == nil)
    }

    /// A lazy row's closure that hands back a cell removed earlier in the same batch: the cell
    /// leaves its eager row (a deletion) and becomes the lazy row's, which moves no row.
    @Test func aLazyRowMayBeMadeOfACellRemovedInTheSameBatch() {
        let composition = Composition<Item, Never>()
        let kept = Item(1)
        let recycled = Item(2)
        composition.addCell(kept)
        composition.addCell(recycled)
        composition.addSection(count: 3) { index in index == 0 ? recycled : Item(100 + index) }
        let update = composition.performBatch {
            composition.removeCell(recycled)
            #expect(composition.cell(at: RowPath(section: 1, row: 0)) === recycled)
        }
        expectEqual(update, TableUpdate(deletedRows: [RowPath(section: 0, row: 1)]))
        expectEqual(composition.location(of: recycled), .visible(RowPath(section: 1, row: 0)))
        expectEqual(composition.count, 2)
    }

    @Test func removingALazySectionInABatchReleasesItsCellsAfterTheBatch() {
        let composition = Composition<Item, String>()
        composition.addCell(Item(1))
        composition.addSection(count: 5) { Item(10 + $0) }
        let section = composition.lastSection!
        weak var made: Item?
        do { made = composition.cell(at: RowPath(section: 1, row: 2)) }
        let update = composition.performBatch {
            composition.setVisibleRows([2, 3], in: section)
            composition.removeSection(section)
        }
        expectEqual(update, TableUpdate(deletedSections: [1]))
        #expect(made == nil)
    }

    // MARK: - Through the controller

    @MainActor
    @Test func batchesThroughTheUIKitRulesSurfaceHaveNoViolations() {
        let core = TableController<Item, String>()
        let fake = UIKitRulesSurface(core: core)
        var rng = SplitMix64(seed: 7)
        var lazySections: [(id: SectionID, count: Int)] = []
        var eager: [Item] = []
        var nextID = 0
        core.composer = { [unowned core] in
            core.change { $0.addSection(header: "Top") }
            for _ in 0..<3 {
                nextID += 1
                let item = Item(nextID)
                eager.append(item)
                core.change { $0.addCell(item) }
            }
            for count in [12, 0, 30] {
                core.change { $0.addSection(header: .title("Lazy"), count: count) { Item(-1 - $0) } }
                lazySections.append((core.composition.lastSection!, count))
            }
        }
        fake.appear()
        for step in 0..<200 {
            fake.step = step
            core.performBatch {
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let (id, count) = lazySections[Int.random(in: 0..<lazySections.count, using: &rng)]
                    switch Int.random(in: 0..<6, using: &rng) {
                    case 0, 1, 2:
                        let rows = Bool.random(using: &rng) ? nil : (0..<count).filter { _ in Bool.random(using: &rng) }
                        core.change { $0.setVisibleRows(rows, in: id) }
                    case 3:
                        core.change { $0.setSection(id, hidden: Bool.random(using: &rng)) }
                    case 4:
                        let cell = eager[Int.random(in: 0..<eager.count, using: &rng)]
                        core.change { $0.setCell(cell, hidden: Bool.random(using: &rng)) }
                    default:
                        nextID += 1
                        let item = Item(nextID)
                        let anchor = eager[Int.random(in: 0..<eager.count, using: &rng)]
                        eager.append(item)
                        core.change { $0.insertCell(item, after: anchor) }
                    }
                }
            }
            fake.checkConsistency()
        }
        #expect(fake.violations.isEmpty, "\(fake.violations.prefix(3))")
        #expect(fake.batchCount > 100)
    }

    @MainActor
    @Test func initialRowStopsAtALazySectionAndHonoursTheStartRow() {
        let core = TableController<Row, Never>()
        var made: [Int] = []
        core.composer = { [unowned core] in
            core.change { $0.addSection(header: .title("Info")) }
            core.change { $0.addCell(Row("About")) }
            core.change {
                $0.addSection(header: .title("Zones"), count: 50_000) { index in
                    made.append(index)
                    let row = Row("Zone \(index)") { _ in }
                    return row
                }
            }
        }
        core.viewDidLoad()
        let zones = core.composition.lastSection!
        // "About" cannot be selected; the walk stops at the lazy section's first row.
        expectEqual(core.initialRow, RowPath(section: 1, row: 0))
        expectEqual(made, [0])
        core.startRow = (zones, 40_000)
        expectEqual(core.initialRow, RowPath(section: 1, row: 40_000))
        core.change { $0.setVisibleRows([3, 39_000, 40_001, 40_002], in: zones) }
        expectEqual(core.initialRow, RowPath(section: 1, row: 2), "the next shown row of the section")
        core.change { $0.setVisibleRows([3], in: zones) }
        expectEqual(core.initialRow, RowPath(section: 1, row: 0), "none shown from there: as without a start row")
        expectEqual(made, [0, 3], "initialRow made only the first shown row each time")
    }

    @MainActor
    @Test func heightsAndTheFocusChainMakeNoLazyRow() {
        let core = TableController<Row, Never>()
        let fake = UIKitRulesSurface(core: core)
        var made = 0
        let field = Row("Name")
        field.takesTextFocus = true
        let last = Row("Notes")
        last.takesTextFocus = true
        let filler = Row("Filler")
        filler.height = .remainder
        core.composer = { [unowned core] in
            core.change { $0.addCell(field) }
            core.change {
                $0.addSection(count: 1_000) { index in
                    made += 1
                    return Row("Row \(index)")
                }
            }
            core.change { $0.addSection() }
            core.change { $0.addCell(last) }
            core.change { $0.addCell(filler) }
        }
        core.viewDidLoad()
        #expect(core.composition.focusableCell(after: field) === last)
        #expect(core.composition.focusableCell(before: last) === field)
        #expect(core.rowsDependOnVisibleHeight)
        fake.visibleHeight = 1_000_000
        // 1,000 lazy rows count as 44 points each, the two other automatic rows as measured (44).
        let remainder: Double = 1_000_000 - 1_002 * 44
        expectEqual(core.height(at: RowPath(section: 2, row: 1)), remainder)
        expectEqual(made, 0)
        expectEqual(core.height(at: RowPath(section: 1, row: 7)), nil)
        expectEqual(made, 1)
    }
}

/// Misuse of lazy sections stops with a message naming what to use instead.
struct LazySectionTrapTests {
    private final class Cell {}

    @Test func rowMutationsOfALazySectionAreRefused() async {
        let removal = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 3) { _ in Cell() }
            composition.removeCell(composition.cell(at: RowPath(section: 0, row: 1)))
        }
        expectMisuse(
            removal,
            "ComposedTable: removeCell(_:) was given a cell of section#0, a lazy section made by addSection(header:footer:count:cell:): its rows are made from their index and cannot be inserted, removed, moved or hidden one by one. Show or hide its rows with setVisibleRows(_:in:)"
        )
        let hiding = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 3) { _ in Cell() }
            let cell = composition.cell(at: RowPath(section: 0, row: 1))
            composition.performBatch { composition.setCell(cell, hidden: true) }
        }
        expectMisuse(hiding, "ComposedTable: setCell(_:hidden:) was given a cell of section#0, a lazy section", "setVisibleRows(_:in:)")
        let insertion = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 3) { _ in Cell() }
            composition.insertCell(Cell(), after: composition.cell(at: RowPath(section: 0, row: 0)))
        }
        expectMisuse(insertion, "ComposedTable: insertCell(_:after:) was given a cell of section#0, a lazy section")
        let append = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 3) { _ in Cell() }
            composition.addCell(Cell())
        }
        expectMisuse(
            append,
            "ComposedTable: addCell(_:) would append a cell to section#0, a lazy section made by addSection(header:footer:count:cell:), whose rows its cell closure makes. Start a section with addSection(header:footer:) before adding cells"
        )
        let filter = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 3) { _ in Cell() }
            composition.setCells(in: composition.lastSection!) { _ in true }
        }
        expectMisuse(filter, "ComposedTable: setCells(in:hidden:) was given section#0, a lazy section", "setVisibleRows(_:in:)")
    }

    @Test func setVisibleRowsRefusesBadIndicesAndEagerSections() async {
        let unordered = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 10) { _ in Cell() }
            composition.setVisibleRows([1, 4, 4], in: composition.lastSection!)
        }
        expectMisuse(
            unordered,
            "ComposedTable: setVisibleRows(_:in:) was given row index 4 twice (again at position 2). Pass each shown row's index once, in the order to show them, or nil for all rows."
        )
        let outOfRange = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addSection(count: 10) { _ in Cell() }
            composition.setVisibleRows([3, 10], in: composition.lastSection!)
        }
        expectMisuse(
            outOfRange,
            "ComposedTable: setVisibleRows(_:in:) was given row index 10 (at position 1), which is out of range: section#0 has 10 rows (0..<10)."
        )
        let eager = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            composition.addCell(Cell())
            composition.setVisibleRows([0], in: composition.lastSection!)
        }
        expectMisuse(
            eager,
            "ComposedTable: setVisibleRows(_:in:) was given section#0, which is not a lazy section: only a section made by addSection(header:footer:count:cell:) has rows by index."
        )
    }

    @Test func theCellClosureMustMakeANewCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Cell, Never>()
            let shared = Cell()
            composition.addCell(shared)
            composition.addSection(count: 3) { _ in shared }
            _ = composition.cell(at: RowPath(section: 1, row: 2))
        }
        expectMisuse(
            result,
            "ComposedTable: the cell closure of addSection(header:footer:count:cell:) returned a Cell for row 2 of section#1 that is already in this composition (at row [0, 0]). Return a new cell for each row"
        )
    }

    @MainActor
    @Test func aLazyRowMayNotShareTheVisibleHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let core = TableController<Row, Never>()
                core.composer = { [unowned core] in
                    core.change {
                        $0.addSection(count: 3) { index in
                            MainActor.assumeIsolated {
                                let row = Row("Row \(index)")
                                row.height = .fraction(0.5)
                                return row
                            }
                        }
                    }
                }
                core.viewDidLoad()
                _ = core.height(at: RowPath(section: 0, row: 1))
            }
        }
        expectMisuse(
            result,
            "ComposedTable: the row at [0, 1], in a lazy section made by addSection(header:footer:count:cell:), asks for a fraction(0.5) height. A lazy row sizes itself or has a fixed height"
        )
    }
}
