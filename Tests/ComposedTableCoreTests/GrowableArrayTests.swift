import TestSupport
import Testing

@testable import ComposedTableCore

/// The engine's growable storage: an array whose buffer grows with `realloc`, with the value
/// semantics and the retains of an `Array`.
struct GrowableArrayTests {
    @Test("Appending grows the buffer by doubling and keeps every element, across many growths")
    func growth() {
        var array = GrowableArray<Int32>()
        #expect(array.isEmpty && array.capacity == 0)
        var capacities: [Int] = []
        for value in 0..<100_000 {
            array.append(Int32(value))
            if capacities.last != array.capacity { capacities.append(array.capacity) }
        }
        #expect(array.count == 100_000)
        #expect(array.elementsEqual(0..<100_000))
        #expect(capacities.prefix(4) == [4, 8, 16, 32])
        #expect(zip(capacities, capacities.dropFirst()).allSatisfy { $1 == $0 * 2 })
        // Reserving ahead grows once, to the size asked.
        var reserved = GrowableArray<CellSlot>()
        reserved.reserveCapacity(1_000)
        #expect(reserved.capacity == 1_000)
        for index in 0..<1_000 {
            reserved.append(CellSlot(section: 3, raw: Int32(index), visibleBefore: -Int32(index), stamp: 7, isHidden: index % 3 == 0))
        }
        #expect(reserved.capacity == 1_000)
        #expect(reserved.indices.allSatisfy { reserved[$0].raw == Int32($0) && reserved[$0].isHidden == ($0 % 3 == 0) })
        #expect(GrowableArray(repeating: UInt32(9), count: 70_000).allSatisfy { $0 == 9 })
    }

    @Test("Random insertions, removals and writes anywhere agree with an Array", arguments: [10, 1_000, 20_000])
    func agreesWithArray(size: Int) {
        var rng = SplitMix64(seed: UInt64(size))
        var array = GrowableArray<Int32>()
        var model: [Int32] = []
        for step in 0..<(size * 4) {
            let value = Int32(step)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...3:
                array.append(value)
                model.append(value)
            case 4...5:
                let index = Int.random(in: 0...model.count, using: &rng)
                array.insert(value, at: index)
                model.insert(value, at: index)
            case 6...7 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                #expect(array.remove(at: index) == model.remove(at: index))
            case 8 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                array[index] = -value
                model[index] = -value
            case 9 where !model.isEmpty:
                let k = Int.random(in: 0...min(model.count, 5), using: &rng)
                array.removeLast(k)
                model.removeLast(k)
                #expect(array.popLast() == model.popLast())
            default:
                break
            }
        }
        #expect(array.count == model.count)
        #expect(array.elementsEqual(model))
        array.removeAll(keepingCapacity: true)
        #expect(array.isEmpty && array.capacity >= model.count)
        array.removeAll()
        #expect(array.isEmpty && array.capacity == 0)
    }

    /// The engine takes a buffer's base address before a loop that may read nothing (a batch's
    /// update over a section whose cells all went, a rebuild of an empty section).
    @Test("An array with no buffer yet gives a non-null base address and no elements, as an Array does")
    func emptyBufferHasABaseAddress() {
        var slots = GrowableArray<Int32>()
        #expect(slots.withUnsafeBufferPointer { $0.baseAddress != nil && $0.isEmpty })
        #expect(slots.withUnsafeMutableBufferPointer { $0.baseAddress != nil && $0.isEmpty })
        var cells = GrowableArray<AnyObject?>()
        #expect(cells.withUnsafeMutableBufferPointer { $0.baseAddress != nil && $0.count == 0 })
        cells.append(nil)
        #expect(cells.withUnsafeBufferPointer { $0.count } == 1)
    }

    @Test("A copy shares the buffer until one side changes, then each keeps its own elements")
    func copyOnWrite() {
        var original = GrowableArray<Int32>(0..<1_000)
        var copy = original
        #expect(original.withUnsafeBufferPointer { $0.baseAddress } == copy.withUnsafeBufferPointer { $0.baseAddress })
        copy[5] = -5
        #expect(original[5] == 5 && copy[5] == -5)
        #expect(original.withUnsafeBufferPointer { $0.baseAddress } != copy.withUnsafeBufferPointer { $0.baseAddress })
        let held = original
        original.append(1_000)
        original.remove(at: 0)
        original.insert(-1, at: 10)
        #expect(held.elementsEqual(0..<1_000))
        #expect(original.count == 1_001 && original[0] == 1 && original[10] == -1 && original.last == 1_000)
        original.withUnsafeMutableBufferPointer { $0[0] = 42 }
        #expect(held[0] == 0 && original[0] == 42)
    }

    @Test("Objects are retained while stored, kept across growth, and released when removed, replaced or dropped")
    func retainsAndReleasesObjects() {
        weak var removed: Item?
        weak var replaced: Item?
        weak var last: Item?
        weak var kept: Item?
        var array = GrowableArray<AnyObject?>()
        do {
            let first = Item(0)
            let second = Item(1)
            let third = Item(2)
            let fourth = Item(3)
            (removed, replaced, last, kept) = (first, second, third, fourth)
            array.append(first)
            array.append(second)
            array.append(fourth)
            // Many growths move the buffer: the objects move with it, neither copied nor released.
            for index in 0..<50_000 { array.append(index % 2 == 0 ? nil : Item(index)) }
            array.append(third)
        }
        #expect(removed != nil && replaced != nil && last != nil && kept != nil, "the array holds its objects")
        array.remove(at: 0)
        #expect(removed == nil, "a removed object is released")
        array[0] = nil
        #expect(replaced == nil, "an overwritten object is released")
        array.removeLast()
        #expect(last == nil, "an object removed from the end is released")
        var copy: GrowableArray<AnyObject?>? = array
        array = []
        #expect(kept != nil, "a copy keeps the objects")
        #expect(copy?.count == 50_002 && copy?[1] === kept)
        copy = nil
        #expect(kept == nil, "the last array dropped releases its objects")
    }

    @Test("A cell removed from the engine is released: one by one, in a batch, in bulk, with its section, by a reset")
    func theEngineReleasesRemovedCells() {
        weak var single: Item?
        weak var batched: Item?
        weak var bulk: Item?
        weak var sectioned: Item?
        weak var reset: Item?
        let composition = Composition<Item, String>()
        do {
            let items = (0..<5_000).map(Item.init)
            items.forEach { composition.addCell($0) }
            composition.addSection(header: "B")
            let section = composition.sections[1]
            let others = (5_000..<5_010).map(Item.init)
            others.forEach { composition.appendCell($0, to: section) }
            (single, batched, bulk, sectioned, reset) = (items[10], items[2_000], items[3_001], others[4], items[4_999])
            composition.removeCell(items[10])
            composition.performBatch {
                composition.removeCell(items[2_000])
                composition.setCell(items[2_001], hidden: true)
            }
            composition.removeCells(in: composition.sections[0]) { $0.id == 3_001 }
            composition.removeSection(section)
        }
        #expect(single == nil && batched == nil && bulk == nil && sectioned == nil)
        #expect(reset != nil, "a cell still in the composition stays alive")
        #expect(composition.count == 4_997)
        composition.reset()
        #expect(reset == nil)
    }
}
