import TestSupport
import Testing

@testable import ComposedTableCore

/// Per-row calls inside a batch: every read in between sees them, the combined update is the one
/// the calls make one by one, and a misuse traps with the call's own message.
struct RowCallTests {
    /// A model of two sections: each cell's id, hidden flag, and whether it is still there.
    private struct Model {
        var sections: [[(item: Item, hidden: Bool)]]

        var visibleIDs: [[Int]] { sections.map { $0.filter { !$0.hidden }.map(\.item.id) } }

        func location(of item: Item) -> (section: Int, row: Int, hidden: Bool)? {
            for (section, cells) in sections.enumerated() {
                var row = 0
                for cell in cells {
                    if cell.item === item { return (section, row, cell.hidden) }
                    if !cell.hidden { row += 1 }
                }
            }
            return nil
        }
    }

    @Test("Thousands of random hides, shows and removals in one batch, read between them, match a model")
    func randomCallsWithReads() {
        var rng = SplitMix64(seed: 24)
        let composition = Composition<Item, Never>()
        let first = (0..<2_000).map(Item.init)
        let second = (0..<500).map { Item(10_000 + $0) }
        for item in first { composition.addCell(item) }
        composition.addSection()
        let secondSection = composition.sections[1]
        for item in second { composition.appendCell(item, to: secondSection) }
        var model = Model(sections: [first.map { ($0, false) }, second.map { ($0, false) }])
        let before = composition.visibleIDs
        var reads = 0
        let update = composition.performBatch {
            for step in 0..<FuzzCount.scaled(1_000, full: 3_000) {
                let section = Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0
                guard !model.sections[section].isEmpty else { continue }
                let index = Int.random(in: 0..<model.sections[section].count, using: &rng)
                let item = model.sections[section][index].item
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    composition.removeCell(item)
                    model.sections[section].remove(at: index)
                case 1...3:
                    composition.setCell(item, hidden: false)
                    model.sections[section][index].hidden = false
                default:
                    composition.setCell(item, hidden: true)
                    model.sections[section][index].hidden = true
                }
                if step % 97 == 0 {
                    reads += 1
                    expectEqual(composition.numberOfRows(inSection: section), model.visibleIDs[section].count, "step \(step)")
                    let probe = model.sections[section][Int.random(in: 0..<model.sections[section].count, using: &rng)].item
                    let expected = model.location(of: probe)
                    switch composition.location(of: probe) {
                    case .visible(let path):
                        #expect(expected?.hidden == false && path == RowPath(section: section, row: expected?.row ?? -1))
                    case .hidden: expectEqual(expected?.hidden, true)
                    case .absent: Issue.record("step \(step): \(probe) is absent")
                    }
                    #expect(!composition.contains(item) || model.location(of: item) != nil, "step \(step)")
                }
            }
        }
        #expect(reads > 0)
        expectEqual(composition.visibleIDs, model.visibleIDs)
        expectEqual(replay(update, on: before, target: composition.visibleIDs), composition.visibleIDs, "\(update)")
        #expect(update.movedRows.isEmpty && update.insertedSections.isEmpty && update.deletedSections.isEmpty)
        expectEqual(composition.count, model.sections.joined().count)
        #expect(composition.engine.batch == nil)
    }

    @Test("A filter by per-row calls in the table's order deletes every row it hides, at its row before the batch")
    func filterInOrder() {
        let composition = Composition<Item, Never>()
        let items = (0..<5_000).map(Item.init)
        for item in items { composition.addCell(item) }
        let update = composition.performBatch {
            for item in items where item.id % 100 != 0 { composition.setCell(item, hidden: true) }
            for item in items where item.id % 1_000 == 1 { composition.setCell(item, hidden: false) }
        }
        expectEqual(update.deletedRows, items.filter { $0.id % 100 != 0 && $0.id % 1_000 != 1 }.map { RowPath(section: 0, row: $0.id) })
        let after = items.filter { $0.id % 100 == 0 || $0.id % 1_000 == 1 }.map(\.id)
        #expect(update.insertedRows.isEmpty)
        expectEqual(composition.visibleIDs, [after])
        expectEqual(composition.location(of: items[1_001]), .visible(RowPath(section: 0, row: 12)))
    }

    @Test("Hiding a cell removed earlier in the same batch traps with setCell's message")
    func hidingARemovedCellInABatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, Never>()
            let items = (0..<10).map(Item.init)
            for item in items { composition.addCell(item) }
            composition.performBatch {
                composition.removeCell(items[3])
                composition.setCell(items[3], hidden: true)
            }
        }
        expectMisuse(
            result,
            "ComposedTable: setCell(_:hidden:) was given an Item that is not in this composition. Add it first, or check contains(_:) before changing it."
        )
    }

    @Test("Removing a cell twice in one batch traps with removeCell's message")
    func removingTwiceInABatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, Never>()
            let items = (0..<10).map(Item.init)
            for item in items { composition.addCell(item) }
            composition.performBatch {
                for item in items { composition.setCell(item, hidden: true) }
                composition.removeCell(items[5])
                composition.removeCell(items[5])
            }
        }
        expectMisuse(result, "ComposedTable: removeCell(_:) was given an Item that is not in this composition.")
    }

    @Test("Hiding a cell that was never added, and is gone by the end of the batch, names its class")
    func hidingAnAbsentTemporaryInABatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let composition = Composition<Item, Never>()
            composition.addCell(Item(0))
            composition.performBatch { composition.setCell(Item(1), hidden: true) }
        }
        expectMisuse(result, "ComposedTable: setCell(_:hidden:) was given an Item that is not in this composition.")
    }
}
