import TestSupport
import Testing

@testable import ComposedTableCore

struct IdentityTableTests {
    /// Random insertions and removals, each object at a slot of its own as the engine does (a cell
    /// enters the index, then its slot; leaves the index, then its slot), against a `Dictionary`.
    @Test(
        "Random inserts and removals agree with a Dictionary, across growth and backward-shift deletion",
        arguments: [300, 5_000, 60_000])
    func agreesWithDictionary(objectCount: Int) {
        var rng = SplitMix64(seed: 7)
        let objects = (0..<objectCount).map(Item.init)
        var table = IdentityTable()
        var model: [ObjectIdentifier: Int32] = [:]
        var freeSlots: [Int32] = []
        var highest = 0
        for step in 0..<(objectCount * 6) {
            let object = objects[Int.random(in: 0..<objects.count, using: &rng)]
            let key = ObjectIdentifier(object)
            if Int.random(in: 0..<3, using: &rng) > 0 {
                let slot = freeSlots.last ?? Int32(table.cells.count)
                let existing = table.insert(slot, for: object)
                #expect(existing == model[key], "step \(step): insert reported \(String(describing: existing))")
                guard existing == nil else { continue }
                model[key] = slot
                if freeSlots.isEmpty { table.cells.append(object) } else { table.cells[Int(freeSlots.removeLast())] = object }
            } else {
                let removed = table.remove(object)
                #expect(removed == model.removeValue(forKey: key), "step \(step): remove")
                if let removed {
                    table.cells[Int(removed)] = nil
                    freeSlots.append(removed)
                }
            }
            highest = max(highest, table.count)
        }
        #expect(table.count == model.count)
        for object in objects {
            #expect(table.value(for: object) == model[ObjectIdentifier(object)])
        }
        // The load stays at or below three quarters, and the growth leaves it at least one half.
        #expect(highest * 4 <= table.bucketCount * 3)
        #expect(highest * 2 >= table.bucketCount - 2 || table.bucketCount == 16)
        // Removing every object in bulk empties the table.
        let present = objects.filter { model[ObjectIdentifier($0)] != nil }
        table.removeAll(present.map { ObjectIdentifier($0) })
        #expect(table.count == 0)
        #expect(objects.allSatisfy { table.value(for: $0) == nil })
    }

    @Test("The buckets grow by a half, then a third: 16, 24, 32, 48, 64 for 12, 18, 24, 36 and 48 objects")
    func growthSteps() {
        var table = IdentityTable()
        let objects = (0..<49).map(Item.init)
        var sizes: [Int] = [table.bucketCount]
        for (slot, object) in objects.enumerated() {
            #expect(table.insert(Int32(slot), for: object) == nil)
            table.cells.append(object)
            if table.bucketCount != sizes.last { sizes.append(table.bucketCount) }
        }
        #expect(sizes == [16, 24, 32, 48, 64, 96])
        #expect(objects.enumerated().allSatisfy { table.value(for: $1) == Int32($0) })
    }

    @Test("A composition of 200,000 cells finds each at its row and keeps 4-byte buckets at most 3/4 full")
    func compositionIndex() {
        let composition = Composition<Item, Never>()
        let items = (0..<200_000).map(Item.init)
        for item in items { composition.addCell(item) }
        composition.removeCell(items[1])
        composition.insertCell(Item(999_999), after: items[0])
        #expect(composition.location(of: items[2]) == .visible(RowPath(section: 0, row: 2)))
        #expect(composition.location(of: items[199_999]) == .visible(RowPath(section: 0, row: 199_999)))
        #expect(!composition.contains(items[1]))
        let buckets = composition.engine.slotIndexByCell.bucketCount
        #expect(buckets * 3 >= 200_000 * 4 && buckets <= 200_000 * 2)
    }
}
