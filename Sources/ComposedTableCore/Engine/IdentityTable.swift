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
            buckets.withUnsafeMutableBufferPointer { buckets in
                let bucketCount = buckets.count
                var index = Self.bucket(forAddress: address, bucketCount: bucketCount)
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
                    let home = Self.bucket(forAddress: moved, bucketCount: bucketCount)
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
        }
        if removed != nil { count &-= 1 }
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
