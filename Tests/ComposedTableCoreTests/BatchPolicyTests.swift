import TestSupport
import Testing

@testable import ComposedTableCore

/// A batch applies a section's deferred changes one by one or in one pass over the section,
/// whichever is cheaper; both ways, and a mix of them in one batch, must report the same update.
struct BatchPolicyTests {
    /// Three compositions with the same cells, each batching one way, driven by the same calls.
    private struct Trio {
        let policies: [BatchPolicy] = [.onePass, .changeByChange, .automatic]
        let compositions: [Composition<Item, Never>]
        /// The cells of each composition, by identifier (each composition has its own instances).
        var items: [[Int: Item]]
        /// The model: cell identifiers and hidden flags, section by section.
        var sections: [[(id: Int, hidden: Bool)]]
        var nextID = 0

        init(sectionSizes: [Int]) {
            compositions = policies.map { policy in
                let composition = Composition<Item, Never>()
                composition.engine.batchPolicy = policy
                return composition
            }
            items = Array(repeating: [:], count: 3)
            sections = []
            for size in sectionSizes {
                var section: [(id: Int, hidden: Bool)] = []
                for composition in compositions { composition.addSection() }
                for _ in 0..<size {
                    let id = newID()
                    for (index, composition) in compositions.enumerated() { composition.addCell(items[index][id]!) }
                    section.append((id, false))
                }
                sections.append(section)
            }
        }

        mutating func newID() -> Int {
            nextID += 1
            for index in items.indices { items[index][nextID] = Item(nextID) }
            return nextID
        }

        var visible: [[Int]] { sections.map { $0.filter { !$0.hidden }.map(\.id) } }

        /// One random cell mutation, applied to every composition and the model.
        mutating func step(using rng: inout SplitMix64) -> String {
            // Mostly the large first section, sometimes another.
            let s = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 0..<sections.count, using: &rng) : 0
            guard !sections[s].isEmpty else { return "skip" }
            let r = Int.random(in: 0..<sections[s].count, using: &rng)
            let id = sections[s][r].id
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                let hidden = Bool.random(using: &rng)
                for (index, composition) in compositions.enumerated() { composition.setCell(items[index][id]!, hidden: hidden) }
                sections[s][r].hidden = hidden
                return "setCell \(id) hidden: \(hidden)"
            case 5..<7:
                let new = newID()
                let isAfter = Bool.random(using: &rng)
                for (index, composition) in compositions.enumerated() {
                    if isAfter {
                        composition.insertCell(items[index][new]!, after: items[index][id]!)
                    } else {
                        composition.insertCell(items[index][new]!, before: items[index][id]!)
                    }
                }
                sections[s].insert((new, false), at: isAfter ? r + 1 : r)
                return "insert \(new) \(isAfter ? "after" : "before") \(id)"
            case 7..<9:
                for (index, composition) in compositions.enumerated() { composition.removeCell(items[index][id]!) }
                sections[s].remove(at: r)
                return "remove \(id)"
            default:
                // A move: the same instance removed and put back next to another cell.
                for (index, composition) in compositions.enumerated() { composition.removeCell(items[index][id]!) }
                sections[s].remove(at: r)
                let s2 = Int.random(in: 0..<sections.count, using: &rng)
                guard !sections[s2].isEmpty else {
                    for (index, composition) in compositions.enumerated() {
                        composition.appendCell(items[index][id]!, to: composition.sections[s2])
                    }
                    sections[s2].append((id, false))
                    return "move \(id) to the end of \(s2)"
                }
                let r2 = Int.random(in: 0..<sections[s2].count, using: &rng)
                let anchor = sections[s2][r2].id
                for (index, composition) in compositions.enumerated() {
                    composition.insertCell(items[index][id]!, after: items[index][anchor]!)
                }
                sections[s2].insert((id, false), at: r2 + 1)
                return "move \(id) after \(anchor)"
            }
        }

        /// The location of a cell in the model, for one of the compositions.
        func location(of id: Int, in composition: Int) -> CellLocation {
            for (s, section) in sections.enumerated() {
                guard let r = section.firstIndex(where: { $0.id == id }) else { continue }
                if section[r].hidden { return .hidden(compositions[composition].sections[s]) }
                return .visible(RowPath(section: s, row: section[..<r].filter { !$0.hidden }.count))
            }
            return .absent
        }
    }

    @Test("Small random batches in a 3,000-row section report the same update one by one, in one pass, and mixed")
    func smallBatchesMatchTheOnePassPath() {
        var rng = SplitMix64(seed: 14)
        var trio = Trio(sectionSizes: [3_000, 40, 0])
        for batch in 0..<300 {
            let before = trio.visible
            // Mostly small batches; some long enough for the automatic way to choose one pass.
            let count = batch % 10 == 9 ? Int.random(in: 40...400, using: &rng) : Int.random(in: 1...12, using: &rng)
            var steps: [String] = []
            var updates: [TableUpdate] = []
            // The batches run nested in the same order: every composition sees the same calls.
            trio.compositions[0].engine.beginBatch()
            trio.compositions[1].engine.beginBatch()
            trio.compositions[2].engine.beginBatch()
            for _ in 0..<count {
                steps.append(trio.step(using: &rng))
                if Int.random(in: 0..<8, using: &rng) == 0, let probe = trio.sections[0].randomElement(using: &rng) {
                    // A read inside the batch: exact on every way.
                    for (index, composition) in trio.compositions.enumerated() {
                        #expect(
                            composition.location(of: trio.items[index][probe.id]!) == trio.location(of: probe.id, in: index),
                            "batch \(batch): location of \(probe.id) inside the batch (\(trio.policies[index]))")
                    }
                }
            }
            for composition in trio.compositions {
                let (update, released) = composition.engine.endBatch()
                withExtendedLifetime(released) {}
                updates.append(update)
            }
            let context = "batch \(batch) of \(count): " + steps.suffix(6).joined(separator: ", ")
            #expect(updates[1] == updates[0], "\(context): one by one \(updates[1]) ≠ one pass \(updates[0])")
            #expect(updates[2] == updates[0], "\(context): automatic \(updates[2]) ≠ one pass \(updates[0])")
            let after = trio.visible
            #expect(replay(updates[0], on: before, target: after) == after, "\(context): replaying \(updates[0])")
            for (index, composition) in trio.compositions.enumerated() {
                let isSame = composition.visibleIDs == after
                #expect(isSame, "\(context): layout (\(trio.policies[index]))")
            }
        }
        for (index, composition) in trio.compositions.enumerated() {
            for section in trio.sections {
                for entry in section.prefix(5) + section.suffix(5) {
                    #expect(composition.location(of: trio.items[index][entry.id]!) == trio.location(of: entry.id, in: index))
                }
            }
        }
    }

    @Test("A small batch in a large section replays its changes one by one; a large one applies them in one pass")
    func theWayFollowsTheBatchSize() {
        let composition = Composition<Item, Never>()
        let items = (0..<100_000).map(Item.init)
        for item in items { composition.addCell(item) }
        composition.engine.beginBatch()
        for index in stride(from: 0, to: 100_000, by: 10_000) { composition.setCell(items[index], hidden: true) }
        composition.removeCell(items[5])
        #expect(composition.engine.sectionsBySerial[0].deferredChanges.count == 11)
        // A read applies the deferred changes: replayed one by one, the removed cell left dead.
        #expect(composition.location(of: items[6]) == .visible(RowPath(section: 0, row: 4)))
        #expect(!composition.engine.sectionsBySerial[0].isOnePassInBatch)
        #expect(composition.engine.sectionsBySerial[0].touchedSlots.count == 11)
        #expect(composition.engine.sectionsBySerial[0].deadCellCount == 1)
        let (small, _) = composition.engine.endBatch()
        #expect(small.deletedRows == ([0, 5] + (1..<10).map { $0 * 10_000 }).map { RowPath(section: 0, row: $0) })
        #expect(composition.engine.sectionsBySerial[0].cellCount == 99_999)

        composition.engine.beginBatch()
        for index in stride(from: 1, to: 100_000, by: 2) where index != 5 { composition.setCell(items[index], hidden: true) }
        #expect(composition.location(of: items[2]) == .visible(RowPath(section: 0, row: 0)))
        #expect(composition.engine.sectionsBySerial[0].isOnePassInBatch)
        let (large, _) = composition.engine.endBatch()
        #expect(large.deletedRows.count == 49_999)
        #expect(composition.numberOfRows(inSection: 0) == 100_000 - 1 - 10 - 49_999)
    }
}
