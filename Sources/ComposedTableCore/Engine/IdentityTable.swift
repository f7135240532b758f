/// The engine's cells by slot, and an index from a cell's identity to its slot.
///
/// The index is a hash table of four-byte buckets, each empty (zero) or a slot number plus one;
/// the object a bucket stands for is the cell in its slot, so a probe compares that cell's address
/// with the one looked up. Storing only the slot keeps the index at 4 bytes per bucket (a
/// `Dictionary<ObjectIdentifier, Int32>` takes 12 bytes, plus its metadata), which matters
/// because the index is most of what the engine holds per row besides the slots themselves.
///
/// `Dictionary` hashes every key with SipHash, which is built to resist collision attacks on
/// untrusted keys. Object addresses are not attacker-chosen, so a multiply-shift hash (Fibonacci
/// hashing) is enough, and several times cheaper. Open addressing with linear probing keeps a
/// lookup to one or two cache lines of buckets; deletion shifts later entries back, so there are no
/// tombstones. The bucket count is a power of two or one and a half times one, mapped by the high
/// bits of a product (no modulo), so that the load stays between one half and three quarters at
/// any size without doubling the memory at each growth.
///
/// The index must agree with `cells`: a cell is in the index exactly while its slot holds it.
/// So a cell leaves the index before its slot is emptied, and enters it just before its slot is
/// filled (``insert(_:for:)`` reads no bucket's cell but those already present).
struct IdentityTable {
    /// The cell in each slot; `nil` for a free slot. The only strong references the engine holds.
    var cells: GrowableArray<AnyObject?> = []
    /// Zero for an empty bucket, else a slot plus one.
    private var buckets = GrowableArray<UInt32>(repeating: 0, count: 16)
    private(set) var count = 0

    /// The address of an object, as its identifier's bits.
    @inline(__always)
    private static func address(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    /// The address of the cell in a slot (zero for an empty slot), without retaining it.
    @inline(__always)
    private static func address(ofSlot slot: Int, in cells: UnsafeBufferPointer<AnyObject?>) -> UInt {
        UnsafeRawPointer(cells.baseAddress.unsafelyUnwrapped).load(fromByteOffset: slot &* MemoryLayout<UInt>.stride, as: UInt.self)
    }

    /// The home bucket of an address among `bucketCount`: the high word of the hash times the count.
    @inline(__always)
    private static func bucket(forAddress address: UInt, bucketCount: Int) -> Int {
        let hash = address &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt(bitPattern: bucketCount)).high)
    }

    /// The slot of an object, if it is in the table.
    @inline(__always)
    func value(for object: AnyObject) -> Int32? {
        let address = Self.address(object)
        return cells.withUnsafeBufferPointer { cells in
            buckets.withUnsafeBufferPointer { buckets in
                var index = Self.bucket(forAddress: address, bucketCount: buckets.count)
                while true {
                    let entry = buckets[index]
                    if entry == 0 { return nil }
                    let slot = Int(truncatingIfNeeded: entry &- 1)
                    if Self.address(ofSlot: slot, in: cells) == address { return Int32(truncatingIfNeeded: slot) }
                    index &+= 1
                    if index == buckets.count { index = 0 }
                }
            }
        }
    }

    /// The number of buckets: a power of two, or one and a half times one.
    var bucketCount: Int { buckets.count }

    /// The bytes the buckets occupy (the cells array is counted with the engine's arrays).
    var byteCount: Int { buckets.capacity * MemoryLayout<UInt32>.stride }

    /// Indexes an object at a slot unless it is already present; `cells[slot]` is filled after.
    ///
    /// - Parameter slot: A non-negative slot, empty or one past the end of `cells`.
    /// - Returns: The existing slot when the object was already present (nothing is changed),
    ///   otherwise `nil`.
    @inline(__always)
    mutating func insert(_ slot: Int32, for object: AnyObject) -> Int32? {
        if (count &+ 1) &* 4 > buckets.count &* 3 { grow() }
        let address = Self.address(object)
        let existing: Int32? = cells.withUnsafeBufferPointer { cells in
            buckets.withUnsafeMutableBufferPointer { buckets in
                var index = Self.bucket(forAddress: address, bucketCount: buckets.count)
                while true {
                    let entry = buckets[index]
                    if entry == 0 {
                        buckets[index] = UInt32(truncatingIfNeeded: slot) &+ 1
                        return nil
                    }
                    let present = Int(truncatingIfNeeded: entry &- 1)
                    if Self.address(ofSlot: present, in: cells) == address { return Int32(truncatingIfNeeded: present) }
                    index &+= 1
                    if index == buckets.count { index = 0 }
                }
            }
        }
        if existing == nil { count &+= 1 }
        return existing
    }

    /// Removes an object from the index and returns its slot, or `nil` when it was absent; the
    /// caller empties the slot after.
    mutating func remove(_ object: AnyObject) -> Int32? {
        remove(address: Self.address(object))
    }

    private mutating func remove(address: UInt) -> Int32? {
        let removed: Int32? = cells.withUnsafeBufferPointer { cells in
            buckets.withUnsafeMutableBufferPointer { Self.removeEntry(address: address, buckets: $0, cells: cells) }
        }
        if removed != nil { count &-= 1 }
        return removed
    }

    /// Takes the entry of an address out of borrowed buckets (``count`` is the caller's to
    /// change) and returns its slot, or `nil` when the address is absent.
    @inline(__always)
    private static func removeEntry(
        address: UInt, buckets: UnsafeMutableBufferPointer<UInt32>, cells: UnsafeBufferPointer<AnyObject?>
    ) -> Int32? {
        let bucketCount = buckets.count
        var index = bucket(forAddress: address, bucketCount: bucketCount)
        while true {
            let entry = buckets[index]
            if entry == 0 { return nil }
            if Self.address(ofSlot: Int(truncatingIfNeeded: entry &- 1), in: cells) == address { break }
            index &+= 1
            if index == bucketCount { index = 0 }
        }
        let removed = Int32(truncatingIfNeeded: buckets[index] &- 1)
        // Backward-shift deletion: move later entries of the probe run into the hole.
        var hole = index
        var next = index &+ 1 == bucketCount ? 0 : index &+ 1
        while buckets[next] != 0 {
            let moved = Self.address(ofSlot: Int(truncatingIfNeeded: buckets[next] &- 1), in: cells)
            let home = bucket(forAddress: moved, bucketCount: bucketCount)
            // The entry may fill the hole when its home is not cyclically in (hole, next].
            let distanceToNext = next >= home ? next &- home : next &+ bucketCount &- home
            let distanceToHole = next >= hole ? next &- hole : next &+ bucketCount &- hole
            if distanceToNext >= distanceToHole {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = next &+ 1 == bucketCount ? 0 : next &+ 1
        }
        buckets[hole] = 0
        return removed
    }

    /// Removes many objects, given by identifier; each must be present, and their slots are
    /// emptied after.
    ///
    /// For many removals from a large table, the removals are grouped by region of the table first
    /// (a counting sort on the top bits of their hashes, which order the buckets), so that they
    /// walk it in order rather than missing the cache on each one.
    mutating func removeAll(_ identifiers: [ObjectIdentifier]) {
        // Below 2¹⁶ buckets (256 kB) the table stays in cache anyway.
        guard identifiers.count >= 4_096, buckets.count >= 1 << 16 else {
            for identifier in identifiers { _ = remove(address: UInt(bitPattern: identifier)) }
            return
        }
        let regionBits = 11
        let regionShift = UInt(64 - regionBits)
        var starts = [Int](repeating: 0, count: (1 << regionBits) + 1)
        for identifier in identifiers {
            starts[Int(truncatingIfNeeded: (UInt(bitPattern: identifier) &* 0x9E37_79B9_7F4A_7C15) &>> regionShift) + 1] += 1
        }
        for region in 0..<(1 << regionBits) { starts[region + 1] += starts[region] }
        var grouped = [UInt](repeating: 0, count: identifiers.count)
        for identifier in identifiers {
            let address = UInt(bitPattern: identifier)
            let region = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) &>> regionShift)
            grouped[starts[region]] = address
            starts[region] += 1
        }
        for address in grouped { _ = remove(address: address) }
    }

    /// Grows the buckets by half (from a power of two) or by a third (to the next power of two).
    @inline(never)
    private mutating func grow() {
        let old = buckets
        let oldCount = old.count
        let newCount = oldCount & (oldCount &- 1) == 0 ? oldCount + oldCount / 2 : oldCount / 3 * 4
        buckets = GrowableArray<UInt32>(repeating: 0, count: newCount)
        cells.withUnsafeBufferPointer { cells in
            buckets.withUnsafeMutableBufferPointer { buckets in
                for entry in old where entry != 0 {
                    let address = Self.address(ofSlot: Int(truncatingIfNeeded: entry &- 1), in: cells)
                    var index = Self.bucket(forAddress: address, bucketCount: newCount)
                    while buckets[index] != 0 {
                        index &+= 1
                        if index == newCount { index = 0 }
                    }
                    buckets[index] = entry
                }
            }
        }
    }
}

extension IdentityTable {
    /// The slots of many objects, given by address, written to `slots` in the same order (−1 for
    /// an object that is not in the table).
    ///
    /// One tight loop with the buckets and cells borrowed once: the lookups do not wait for one
    /// another's loads, so the processor runs several ahead and their cache misses overlap, where
    /// lookups made one per call, between the caller's other work, wait for each miss in turn
    /// (about 100 ns a lookup at 1,000,000 cells). Measured against two batched variants (all
    /// first buckets, then all compares; rounds of one probe step for every lookup going on): as
    /// fast or faster at 10,000 and 1,000,000 cells.
    ///
    /// Objects looked up in the order of their slots — cells of a table built by appending, taken
    /// in the table's order, as a filter does — are found without hashing: the four slots after
    /// the last one found are compared first (one cache line of `cells`, read in order).
    ///
    /// - Precondition: `slots.count >= addresses.count`.
    /// - Complexity: O(*k*) expected for *k* addresses.
    func values(forAddresses addresses: UnsafeBufferPointer<UInt>, into slots: UnsafeMutableBufferPointer<Int32>) {
        precondition(slots.count >= addresses.count, "ComposedTable: internal error: fewer slots than addresses.")
        cells.withUnsafeBufferPointer { cells in
            buckets.withUnsafeBufferPointer { buckets in
                let bucketCount = buckets.count
                var last = -1
                for index in addresses.indices {
                    let address = addresses[index]
                    if last >= 0 {
                        // The slots just after the last one found: calls in the table's order.
                        var slot = last &+ 1
                        let end = min(last &+ 5, cells.count)
                        while slot < end, Self.address(ofSlot: slot, in: cells) != address { slot &+= 1 }
                        if slot < end {
                            slots[index] = Int32(truncatingIfNeeded: slot)
                            last = slot
                            continue
                        }
                    }
                    var bucket = Self.bucket(forAddress: address, bucketCount: bucketCount)
                    while true {
                        let entry = buckets[bucket]
                        if entry == 0 {
                            slots[index] = -1
                            break
                        }
                        let slot = Int(truncatingIfNeeded: entry &- 1)
                        if Self.address(ofSlot: slot, in: cells) == address {
                            slots[index] = Int32(truncatingIfNeeded: slot)
                            last = slot
                            break
                        }
                        bucket &+= 1
                        if bucket == bucketCount { bucket = 0 }
                    }
                }
            }
        }
    }

    /// Removes many objects, given by address, from the index; an address that is not there is
    /// skipped. The caller empties their slots after. The buckets and cells are borrowed once for
    /// all of them (``remove(_:)`` borrows them for each).
    ///
    /// - Complexity: O(*k*) expected for *k* addresses.
    mutating func removeValues(forAddresses addresses: UnsafeBufferPointer<UInt>) {
        var removed = 0
        cells.withUnsafeBufferPointer { cells in
            buckets.withUnsafeMutableBufferPointer { buckets in
                for address in addresses where Self.removeEntry(address: address, buckets: buckets, cells: cells) != nil {
                    removed &+= 1
                }
            }
        }
        count &-= removed
    }

    /// Removes the object at an address from the index and returns its slot, or `nil` when it was
    /// absent; the caller empties the slot after. For a caller that holds the address alone.
    ///
    /// - Complexity: O(1) expected.
    mutating func removeValue(forAddress address: UInt) -> Int32? {
        remove(address: address)
    }
}
