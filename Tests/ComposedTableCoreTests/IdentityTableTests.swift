import Testing

@testable import ComposedTableCore

struct IdentityTableTests {
    @Test("Random inserts and removals agree with a Dictionary, across growth and backward-shift deletion")
    func agreesWithDictionary() {
        var rng = SplitMix64(seed: 7)
        let objects = (0..<5_000).map(Item.init)
        var table = IdentityTable()
        var model: [ObjectIdentifier: Int32] = [:]
        for step in 0..<60_000 {
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
        #expect(table.count == model.count)
        for object in objects {
            #expect(table.value(for: object) == model[ObjectIdentifier(object)])
        }
    }
}
