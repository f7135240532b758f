// What a user would pick instead of the engine, each written the way it is usually written.

/// A table snapshot as diffable data sources keep one: identifiers in order and a hash index of
/// their positions.
struct HashSnapshot {
    var identifiers: [ObjectIdentifier]
    var indexByIdentifier: [ObjectIdentifier: Int]

    init(_ identifiers: [ObjectIdentifier]) {
        self.identifiers = identifiers
        indexByIdentifier = Dictionary(minimumCapacity: identifiers.count)
        for (index, identifier) in identifiers.enumerated() { indexByIdentifier[identifier] = index }
    }

    /// The deleted and inserted positions from `self` to `new`, found by hashing, with moves of
    /// items present in both detected as diffable data sources do (an item whose relative order
    /// changed). O(*n*) hash operations.
    func difference(to new: HashSnapshot) -> (deleted: [Int], inserted: [Int], moved: Int) {
        var deleted: [Int] = []
        var inserted: [Int] = []
        var moved = 0
        var lastOldIndex = -1
        for (index, identifier) in identifiers.enumerated() where new.indexByIdentifier[identifier] == nil {
            deleted.append(index)
        }
        for (index, identifier) in new.identifiers.enumerated() {
            guard let oldIndex = indexByIdentifier[identifier] else {
                inserted.append(index)
                continue
            }
            if oldIndex < lastOldIndex { moved += 1 } else { lastOldIndex = oldIndex }
        }
        return (deleted, inserted, moved)
    }
}

/// A diff that trims the common prefix and suffix and reports the middle as deleted and inserted:
/// what practical list diffs do first. Identity compared with `===` on the cells.
func trimmedDifference<T: AnyObject>(from old: [T], to new: [T]) -> (deleted: Range<Int>, inserted: Range<Int>) {
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter, old[prefix] === new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] === new[new.count - 1 - suffix] { suffix += 1 }
    return (prefix..<(old.count - suffix), prefix..<(new.count - suffix))
}

/// A hand-written list: an `Array` of cells and a `Dictionary` index of their positions, kept up to
/// date on every change (which is what O(1) lookup costs an array).
struct IndexedArray<T: AnyObject> {
    var items: [T] = []
    var index: [ObjectIdentifier: Int] = [:]

    mutating func append(_ item: T) {
        index[ObjectIdentifier(item)] = items.count
        items.append(item)
    }

    mutating func insert(_ item: T, after anchor: T) -> Int {
        let position = index[ObjectIdentifier(anchor)].unsafelyUnwrapped + 1
        items.insert(item, at: position)
        for later in position..<items.count { index[ObjectIdentifier(items[later])] = later }
        return position
    }

    mutating func remove(_ item: T) -> Int {
        let position = index.removeValue(forKey: ObjectIdentifier(item)).unsafelyUnwrapped
        items.remove(at: position)
        for later in position..<items.count { index[ObjectIdentifier(items[later])] = later }
        return position
    }

    /// The list rebuilt from the source for a bulk change (a filter, say): the items for which
    /// `isIncluded` holds, and their index.
    static func rebuilt(from source: [T], where isIncluded: (Int) -> Bool) -> IndexedArray {
        var list = IndexedArray()
        list.items.reserveCapacity(source.count)
        for (position, item) in source.enumerated() where isIncluded(position) { list.items.append(item) }
        list.index = Dictionary(minimumCapacity: list.items.count)
        for (position, item) in list.items.enumerated() { list.index[ObjectIdentifier(item)] = position }
        return list
    }
}
