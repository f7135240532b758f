#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#elseif canImport(ucrt)
internal import ucrt
#endif

/// An array whose buffer grows with `realloc`: the engine's per-row storage (slots, cells,
/// identity buckets, each section's order of slots).
///
/// # Motivation
/// A Swift `Array` grows by allocating a buffer twice as large, copying, and freeing the old one.
/// For the engine's big arrays the freed buffers cost resident memory long after: glibc raises its
/// mmap threshold to the size of each mmapped block freed, so the later buffers come from the
/// heap and stay resident once freed (1,000,000 rows peaked at 41 bytes per row, for 31.7 bytes of
/// storage). `realloc` grows a large block in place — glibc moves its pages with `mremap`, Darwin
/// likewise — so growth copies nothing, leaves no transient copy, frees nothing, and capacity not
/// yet written is never resident.
///
/// It is a value, like `Array`: copies share the buffer until one of them is mutated, which then
/// copies it (copy-on-write). Elements must be movable bitwise — plain data (`CellSlot`,
/// `UInt32`, `Int32`) or strong class references (`AnyObject?`), which `realloc` moves with the
/// buffer; elements are retained and released as in an `Array`.
///
/// # Performance
/// Reading an element is one load more than an `Array` (the buffer's address, held by its
/// storage object). Appending is amortized O(1) (the capacity doubles), inserting or removing at
/// an index is O(*n*) moves, as in an `Array`.
struct GrowableArray<Element> {
    /// The buffer and its size, shared by copies until one is mutated.
    private final class Storage {
        var base: UnsafeMutablePointer<Element>?
        var count = 0
        var capacity = 0

        init() {}

        deinit {
            base?.deinitialize(count: count)
            free(base)
        }

        /// Makes room for at least `minimumCapacity` elements; keeps the elements in place or
        /// moves them with the buffer.
        func reallocate(capacity minimumCapacity: Int) {
            let stride = MemoryLayout<Element>.stride
            let bytes = Swift.max(minimumCapacity, 1) * stride
            guard let raw = realloc(base.map(UnsafeMutableRawPointer.init), bytes) else {
                fatalError("ComposedTable: out of memory growing the table's storage to \(bytes) bytes.")
            }
            base = raw.bindMemory(to: Element.self, capacity: minimumCapacity)
            capacity = minimumCapacity
        }

        /// A copy of the elements, with room for `capacity`, for a copy-on-write.
        func copy(capacity: Int) -> Storage {
            let copy = Storage()
            let capacity = Swift.max(capacity, count)
            if capacity > 0 { copy.reallocate(capacity: capacity) }
            if count > 0 { copy.base.unsafelyUnwrapped.initialize(from: base.unsafelyUnwrapped, count: count) }
            copy.count = count
            return copy
        }
    }

    private var storage: Storage

    /// An empty array. Allocates only its storage object; the buffer comes with the first element.
    init() {
        assert(MemoryLayout<Element>.alignment <= 16, "ComposedTable: internal error: realloc aligns to 16 bytes.")
        storage = Storage()
    }

    /// An array of `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        self.init()
        guard count > 0 else { return }
        storage.reallocate(capacity: count)
        storage.base.unsafelyUnwrapped.initialize(repeating: value, count: count)
        storage.count = count
    }

    /// An array of the elements of a sequence, in order.
    init(_ elements: some Sequence<Element>) {
        self.init()
        reserveCapacity(elements.underestimatedCount)
        for element in elements { append(element) }
    }

    /// The number of elements the buffer holds without growing.
    var capacity: Int { storage.capacity }

    /// The buffer's address; for an array that has none yet, a non-null address aligned for the
    /// element, holding nothing (as an empty `Array` gives), so that code may take a base address
    /// before it reads none of the zero elements.
    @inline(__always)
    private var baseAddress: UnsafeMutablePointer<Element> {
        storage.base ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment).unsafelyUnwrapped
    }

    /// Reads the elements in place.
    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: baseAddress, count: storage.count))
    }

    /// Changes the elements in place (not their number).
    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        makeUnique()
        return try body(UnsafeMutableBufferPointer(start: baseAddress, count: storage.count))
    }

    /// Makes room for at least `minimumCapacity` elements.
    ///
    /// - Complexity: O(1) when the buffer is not shared (the allocator moves a large buffer's
    ///   pages), else O(*n*).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(capacity: minimumCapacity)
        } else if minimumCapacity > storage.capacity {
            storage.reallocate(capacity: minimumCapacity)
        }
    }

    /// Adds an element at the end.
    ///
    /// - Complexity: Amortized O(1).
    @inline(__always)
    mutating func append(_ element: Element) {
        makeUnique()
        let count = storage.count
        if count == storage.capacity { grow() }
        (storage.base.unsafelyUnwrapped + count).initialize(to: element)
        storage.count = count &+ 1
    }

    /// Inserts an element before the one at `index` (or at the end when `index == count`).
    ///
    /// - Complexity: O(*n* − `index`).
    mutating func insert(_ element: Element, at index: Int) {
        let count = storage.count
        precondition(index >= 0 && index <= count, "GrowableArray: insertion index \(index) is out of range 0...\(count).")
        makeUnique()
        if count == storage.capacity { grow() }
        let base = storage.base.unsafelyUnwrapped
        (base + index + 1).moveInitialize(from: base + index, count: count - index)
        (base + index).initialize(to: element)
        storage.count = count + 1
    }

    /// Removes and returns the element at `index`.
    ///
    /// - Complexity: O(*n* − `index`).
    @discardableResult
    mutating func remove(at index: Int) -> Element {
        let count = storage.count
        precondition(index >= 0 && index < count, "GrowableArray: index \(index) is out of range 0..<\(count).")
        makeUnique()
        let base = storage.base.unsafelyUnwrapped
        let removed = (base + index).move()
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        storage.count = count - 1
        return removed
    }

    /// Removes the last `k` elements.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= storage.count, "GrowableArray: cannot remove \(k) of \(storage.count) elements.")
        guard k > 0 else { return }
        makeUnique()
        storage.count -= k
        (storage.base.unsafelyUnwrapped + storage.count).deinitialize(count: k)
    }

    /// Removes and returns the last element.
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(storage.count > 0, "GrowableArray: cannot remove the last element of an empty array.")
        makeUnique()
        storage.count -= 1
        return (storage.base.unsafelyUnwrapped + storage.count).move()
    }

    /// Removes and returns the last element, or `nil` when empty.
    mutating func popLast() -> Element? {
        isEmpty ? nil : removeLast()
    }

    /// Removes every element; the buffer is freed unless `keepCapacity`.
    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        if keepCapacity, isKnownUniquelyReferenced(&storage) {
            removeLast(storage.count)
        } else {
            self = Self()
        }
    }

    /// Doubles the capacity (at least 4 elements).
    @inline(never)
    private mutating func grow() {
        storage.reallocate(capacity: Swift.max(4, storage.capacity * 2))
    }

    /// Gives this array a buffer of its own before a mutation.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.count) }
    }
}

extension GrowableArray: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    var count: Int { storage.count }

    subscript(index: Int) -> Element {
        @inline(__always)
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: storage.count), "GrowableArray: index out of range.")
            return storage.base.unsafelyUnwrapped[index]
        }
        @inline(__always)
        _modify {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: storage.count), "GrowableArray: index out of range.")
            makeUnique()
            yield &storage.base.unsafelyUnwrapped[index]
        }
    }
}

extension GrowableArray: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension GrowableArray: Equatable where Element: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension GrowableArray: CustomStringConvertible {
    var description: String { Array(self).description }
}
