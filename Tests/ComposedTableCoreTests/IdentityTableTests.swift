import TestSupport
import Testing

@testable import ComposedTableCore

struct IdentityTableTests {
    /// `nil`: every value fits an eight-byte entry; otherwise the step at which a value of 2²⁰ or
    /// more is inserted, which moves the table to sixteen-byte entries.
    @Test(
        "Random inserts and removals agree with a Dictionary, across growth, backward-shift deletion and widening",
        arguments: [nil, 0, 30_000] as [Int?]
    )
    func agreesWithDictionary(widenAtStep: Int?) {
        var rng = SplitMix64(seed: 7)
        var objects = (0..<5_000).map(Item.init)
        var table = IdentityTable()
        var model: [ObjectIdentifier: Int32] = [:]
        for step in 0..<60_000 {
            if step == widenAtStep {
                let wideValued = Item(-1)
                objects.append(wideValued)
                #expect(!table.isWide)
                #expect(table.insert(1 << 20, for: wideValued) == nil)
                #expect(table.isWide)
                model[ObjectIdentifier(wideValued)] = 1 << 20
                continue
            }
            let object = objects[Int.random(in: 0..<objects.count, using: &rng)]
            let key = ObjectIdentifier(object)
            if Bool.random(using: &rng) {
                let value = Int32(step)
                let existing = table.insert(value, for: object)
                #expect(existing == model[key], "step \(step): insert reported \(String(describing: existing))")
                if existing == nil { model[key] = value }
            } else {
                #expect(table.remove(object) == model.removeValue(forKey: key), "step \(step): remove")
            }
        }
        #expect(table.isWide == (widenAtStep != nil))
        #expect(table.count == model.count)
        for object in objects {
            #expect(table.value(for: object) == model[ObjectIdentifier(object)])
        }
    }

    @Test("An eight-byte entry round-trips what fits and refuses the rest")
    func narrowEntryLimits() {
        let address: UInt = 0x7F12_3456_7890
        let entry = NarrowEntry(address: address, value: 1_048_575)
        #expect(entry?.address == address)
        #expect(entry?.value == 1_048_575)
        #expect(NarrowEntry(address: address, value: 0)?.isEmpty == false)
        #expect(NarrowEntry(address: address, value: 1_048_576) == nil, "value needs 21 bits")
        #expect(NarrowEntry(address: address | 8, value: 1) == nil, "not 16-byte aligned")
        #expect(NarrowEntry(address: 1 << 48, value: 1) == nil, "address above 2⁴⁸")
        #expect(NarrowEntry(address: address, value: -1) == nil, "negative value")
    }

    @Test("A composition keeps every position when its identity table widens")
    func compositionSurvivesWidening() {
        let composition = Composition<Item, Never>()
        let items = (0..<300).map(Item.init)
        for item in items { composition.addCell(item) }
        composition.setCell(items[7], hidden: true)
        composition.engine.slotIndexByCell.widen()
        #expect(composition.engine.slotIndexByCell.isWide)
        #expect(composition.location(of: items[0]) == .visible(RowPath(section: 0, row: 0)))
        #expect(composition.location(of: items[299]) == .visible(RowPath(section: 0, row: 298)))
        #expect(composition.isHidden(items[7]))
        composition.removeCell(items[1])
        composition.insertCell(Item(999), after: items[0])
        #expect(composition.location(of: items[2]) == .visible(RowPath(section: 0, row: 2)))
        #expect(composition.count == 300)
    }
}
