/// A hash table from object identity to a slot number, specialised for the engine's one job.
///
/// `Dictionary<ObjectIdentifier, _>` hashes every key with SipHash, which is built to resist
/// collision attacks on untrusted keys. Object addresses are not attacker-chosen, so a
/// multiply-shift hash (Fibonacci hashing) is enough, and several times cheaper. Open addressing
/// with linear probing keeps a lookup to one or two cache lines; deletion shifts later entries
/// back, so there are no tombstones. The load factor stays at or below three quarters.
///
/// Memory traffic, not instructions, is what a large table costs, so entries are normally packed
/// into eight bytes (``NarrowEntry``): an object's address without its four alignment bits, and a
/// 20-bit value. The first object or value that does not fit — an address above 2⁴⁸ or not
/// 16-byte aligned, a value of a million or more — moves the whole table to 16-byte entries
/// (``WideEntry``) for good. Both layouts share one probing implementation, ``ProbeTable``.
struct IdentityTable {
    private var narrow = ProbeTable<NarrowEntry>()
    private var wide = ProbeTable<WideEntry>()
    /// Whether the table has moved to wide entries.
    private(set) var isWide = false

    var count: Int { isWide ? wide.count : narrow.count }

    @inline(__always)
    private static func address(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    /// The value stored for an object, if any.
    @inline(__always)
    func value(for object: AnyObject) -> Int32? {
        let address = Self.address(object)
        if isWide { return wide.value(forAddress: address) }
        return narrow.value(forAddress: address)
    }

    /// The value stored for an object identifier, if any.
    func value(forIdentifier identifier: ObjectIdentifier) -> Int32? {
        let address = UInt(bitPattern: identifier)
        if isWide { return wide.value(forAddress: address) }
        return narrow.value(forAddress: address)
    }

    /// The bytes the table's buckets occupy.
    var byteCount: Int { isWide ? wide.byteCount : narrow.byteCount }

    /// Stores a value for an object unless it is already present.
    ///
    /// - Parameter value: A non-negative value.
    /// - Returns: The existing value when the object was already present (nothing is changed),
    ///   otherwise `nil`.
    @inline(__always)
    mutating func insert(_ value: Int32, for object: AnyObject) -> Int32? {
        let address = Self.address(object)
        if !isWide {
            switch narrow.insert(value, forAddress: address) {
            case .inserted: return nil
            case .existing(let existing): return existing
            case .doesNotFit: widen()
            }
        }
        switch wide.insert(value, forAddress: address) {
        case .inserted: return nil
        case .existing(let existing): return existing
        case .doesNotFit: misuse("ComposedTable: internal error: a wide identity entry holds any object.")
        }
    }

    /// Removes an object and returns its value, or `nil` when it was absent.
    mutating func remove(_ object: AnyObject) -> Int32? {
        let address = Self.address(object)
        return isWide ? wide.remove(address: address) : narrow.remove(address: address)
    }

    /// Removes many objects, given by identifier; each must be present.
    ///
    /// For many removals from a large table, the removals are grouped by region of the table first
    /// (a counting sort on the top bits of their buckets), so that they walk it in order rather
    /// than missing the cache on each one.
    mutating func removeAll(_ identifiers: [ObjectIdentifier]) {
        if isWide { wide.removeAll(identifiers) } else { narrow.removeAll(identifiers) }
    }

    /// Moves every entry to the wide layout; later operations use it.
    @inline(never)
    mutating func widen() {
        wide = ProbeTable(minimumCapacity: narrow.count + 1)
        narrow.forEachEntry { address, value in
            _ = wide.insert(value, forAddress: address)
        }
        narrow = ProbeTable()
        isWide = true
    }
}

/// What an insertion did.
enum ProbeInsertion {
    case inserted
    case existing(Int32)
    /// The entry layout cannot hold this address or value; nothing was changed.
    case doesNotFit
}

/// One bucket of a ``ProbeTable``: empty, or an object address with a value.
protocol ProbeEntry {
    /// The empty bucket; all zero bits, as no object lives at address 0.
    static var empty: Self { get }
    /// An entry for an address and a non-negative value, or `nil` when this layout cannot hold them.
    init?(address: UInt, value: Int32)
    var isEmpty: Bool { get }
    var address: UInt { get }
    var value: Int32 { get }
}

/// An eight-byte entry: `address >> 4` in the top 44 bits, the value in the low 20.
struct NarrowEntry: ProbeEntry {
    private var bits: UInt64

    static let valueBits: UInt64 = 20
    static let valueMask: UInt64 = (1 << valueBits) - 1

    static var empty: NarrowEntry { NarrowEntry(bits: 0) }

    private init(bits: UInt64) {
        self.bits = bits
    }

    @inline(__always)
    init?(address: UInt, value: Int32) {
        let address = UInt64(address)
        guard address & 15 == 0, address >> 48 == 0, UInt64(UInt32(bitPattern: value)) <= Self.valueMask else {
            return nil
        }
        bits = (address &>> 4) &<< Self.valueBits | UInt64(UInt32(bitPattern: value))
    }

    var isEmpty: Bool { bits == 0 }
    var address: UInt { UInt(truncatingIfNeeded: (bits &>> Self.valueBits) &<< 4) }
    var value: Int32 { Int32(truncatingIfNeeded: bits & Self.valueMask) }
}

/// A sixteen-byte entry that holds any address and value.
struct WideEntry: ProbeEntry {
    let address: UInt
    let value: Int32

    static var empty: WideEntry { WideEntry(unchecked: 0, value: 0) }

    private init(unchecked address: UInt, value: Int32) {
        self.address = address
        self.value = value
    }

    init?(address: UInt, value: Int32) {
        self.init(unchecked: address, value: value)
    }

    var isEmpty: Bool { address == 0 }
}

/// Open addressing with linear probing and backward-shift deletion over one entry layout.
struct ProbeTable<Entry: ProbeEntry> {
    private var entries: [Entry]
    /// 64 minus log2 of the bucket count: a hash's top bits are its bucket.
    private var shift: UInt
    private(set) var count = 0

    /// A table that holds `minimumCapacity` entries before it grows (at least 12).
    init(minimumCapacity: Int = 0) {
        var buckets = 16
        var shift: UInt = 60
        while minimumCapacity * 4 > buckets * 3 {
            buckets *= 2
            shift -= 1
        }
        entries = Array(repeating: .empty, count: buckets)
        self.shift = shift
    }

    @inline(__always)
    private static func bucket(forAddress address: UInt, shift: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    @inline(__always)
    func value(forAddress address: UInt) -> Int32? {
        var index = Self.bucket(forAddress: address, shift: shift)
        return entries.withUnsafeBufferPointer { entries in
            let mask = entries.count &- 1
            while true {
                let entry = entries[index]
                if entry.isEmpty { return nil }
                if entry.address == address { return entry.value }
                index = (index &+ 1) & mask
            }
        }
    }

    @inline(__always)
    mutating func insert(_ value: Int32, forAddress address: UInt) -> ProbeInsertion {
        guard let new = Entry(address: address, value: value) else { return .doesNotFit }
        if (count &+ 1) &* 4 > entries.count &* 3 { grow() }
        var index = Self.bucket(forAddress: address, shift: shift)
        let existing: Int32? = entries.withUnsafeMutableBufferPointer { entries in
            let mask = entries.count &- 1
            while true {
                let entry = entries[index]
                if entry.isEmpty {
                    entries[index] = new
                    return nil
                }
                if entry.address == address { return entry.value }
                index = (index &+ 1) & mask
            }
        }
        if let existing { return .existing(existing) }
        count &+= 1
        return .inserted
    }

    mutating func remove(address: UInt) -> Int32? {
        let start = Self.bucket(forAddress: address, shift: shift)
        let shift = shift
        let removed: Int32? = entries.withUnsafeMutableBufferPointer { entries in
            let mask = entries.count &- 1
            var index = start
            while entries[index].address != address {
                if entries[index].isEmpty { return nil }
                index = (index &+ 1) & mask
            }
            let removed = entries[index].value
            // Backward-shift deletion: move later entries of the probe run into the hole.
            var hole = index
            var next = (hole &+ 1) & mask
            while !entries[next].isEmpty {
                let home = Self.bucket(forAddress: entries[next].address, shift: shift)
                // The entry may fill the hole when its home bucket is not cyclically in (hole, next].
                let distanceToNext = (next &- home) & mask
                let distanceToHole = (next &- hole) & mask
                if distanceToNext >= distanceToHole {
                    entries[hole] = entries[next]
                    hole = next
                }
                next = (next &+ 1) & mask
            }
            entries[hole] = .empty
            return removed
        }
        if removed != nil { count &-= 1 }
        return removed
    }

    /// The bytes the buckets occupy.
    var byteCount: Int { entries.capacity * MemoryLayout<Entry>.stride }

    /// Removes many addresses, grouped by table region when that saves cache misses.
    mutating func removeAll(_ identifiers: [ObjectIdentifier]) {
        let regionBits = min(11, 64 - Int(shift))
        // Below 2¹⁶ buckets (512 kB of narrow entries) the table stays in cache anyway.
        guard identifiers.count >= 4_096, entries.count >= 1 << 16 else {
            for identifier in identifiers { _ = remove(address: UInt(bitPattern: identifier)) }
            return
        }
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

    /// Calls `body` with the address and value of every entry, in bucket order.
    func forEachEntry(_ body: (UInt, Int32) -> Void) {
        for entry in entries where !entry.isEmpty { body(entry.address, entry.value) }
    }

    @inline(never)
    private mutating func grow() {
        let old = entries
        entries = Array(repeating: .empty, count: old.count &* 2)
        shift &-= 1
        let shift = shift
        entries.withUnsafeMutableBufferPointer { entries in
            let mask = entries.count &- 1
            for entry in old where !entry.isEmpty {
                var index = Self.bucket(forAddress: entry.address, shift: shift)
                while !entries[index].isEmpty { index = (index &+ 1) & mask }
                entries[index] = entry
            }
        }
    }
}
