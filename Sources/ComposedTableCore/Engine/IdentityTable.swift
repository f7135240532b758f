/// A hash table from object identity to a slot number, specialised for the engine's one job.
///
/// `Dictionary<ObjectIdentifier, _>` hashes every key with SipHash, which is built to resist
/// collision attacks on untrusted keys. Object addresses are not attacker-chosen, so a
/// multiply-shift hash (Fibonacci hashing) is enough, and several times cheaper. Open addressing
/// with linear probing keeps a lookup to one or two cache lines; deletion shifts later entries
/// back, so there are no tombstones. The load factor stays at or below three quarters, which keeps
/// probe runs short while the table stays small enough to stay in cache longer.
struct IdentityTable {
    private struct Entry {
        /// The object's address; 0 marks an empty bucket (no object lives at address 0).
        var key: UInt
        var value: Int32
    }

    private var entries: [Entry] = Array(repeating: Entry(key: 0, value: 0), count: 16)
    /// 64 minus log2 of the bucket count: a hash's top bits are its bucket.
    private var shift: UInt = 64 - 4
    private(set) var count = 0

    @inline(__always)
    private static func bucket(for key: UInt, shift: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    @inline(__always)
    private static func key(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    /// The value stored for an object, if any.
    func value(for object: AnyObject) -> Int32? {
        let key = Self.key(object)
        var index = Self.bucket(for: key, shift: shift)
        return entries.withUnsafeBufferPointer { entries in
            let mask = entries.count &- 1
            while true {
                let entry = entries[index]
                if entry.key == key { return entry.value }
                if entry.key == 0 { return nil }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Stores a value for an object unless it is already present.
    ///
    /// - Returns: The existing value when the object was already present (nothing is changed),
    ///   otherwise `nil`.
    mutating func insert(_ value: Int32, for object: AnyObject) -> Int32? {
        if (count &+ 1) &* 4 > entries.count &* 3 { grow() }
        let key = Self.key(object)
        var index = Self.bucket(for: key, shift: shift)
        let existing: Int32? = entries.withUnsafeMutableBufferPointer { entries in
            let mask = entries.count &- 1
            while true {
                let found = entries[index].key
                if found == 0 {
                    entries[index] = Entry(key: key, value: value)
                    return nil
                }
                if found == key { return entries[index].value }
                index = (index &+ 1) & mask
            }
        }
        if existing == nil { count &+= 1 }
        return existing
    }

    /// Removes an object and returns its value, or `nil` when it was absent.
    mutating func remove(_ object: AnyObject) -> Int32? {
        let key = Self.key(object)
        let start = Self.bucket(for: key, shift: shift)
        let shift = shift
        let removed: Int32? = entries.withUnsafeMutableBufferPointer { entries in
            let mask = entries.count &- 1
            var index = start
            while entries[index].key != key {
                if entries[index].key == 0 { return nil }
                index = (index &+ 1) & mask
            }
            let removed = entries[index].value
            // Backward-shift deletion: move later entries of the probe run into the hole.
            var hole = index
            var next = (hole &+ 1) & mask
            while entries[next].key != 0 {
                let home = Self.bucket(for: entries[next].key, shift: shift)
                // The entry may fill the hole when its home bucket is not cyclically in (hole, next].
                let distanceToNext = (next &- home) & mask
                let distanceToHole = (next &- hole) & mask
                if distanceToNext >= distanceToHole {
                    entries[hole] = entries[next]
                    hole = next
                }
                next = (next &+ 1) & mask
            }
            entries[hole] = Entry(key: 0, value: 0)
            return removed
        }
        if removed != nil { count &-= 1 }
        return removed
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: 0, value: 0), count: old.count &* 2)
        shift &-= 1
        let shift = shift
        entries.withUnsafeMutableBufferPointer { entries in
            let mask = entries.count &- 1
            for entry in old where entry.key != 0 {
                var index = Self.bucket(for: entry.key, shift: shift)
                while entries[index].key != 0 { index = (index &+ 1) & mask }
                entries[index] = entry
            }
        }
    }
}
