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

/// A plain list diff done well: trims the common prefix and suffix (identity compared on the
/// identifiers, no copy of either list), then diffs what is left in the middle by hashing. For a
/// change in one place the middle holds that change alone, so the cost is the two trims.
///
/// - Complexity: O(*p* + *s*) for the prefix and suffix, plus O(*m*) hash operations for the
///   middle.
func trimmedDifference(from old: [ObjectIdentifier], to new: [ObjectIdentifier]) -> (deleted: [Int], inserted: [Int], moved: Int) {
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    return hashDifference(from: old[prefix..<(old.count - suffix)], to: new[prefix..<(new.count - suffix)])
}

/// The deleted and inserted positions (in the lists' own indices) from `old` to `new`, and the
/// moves among the items in both, found by hashing both: ``HashSnapshot/difference(to:)`` on
/// slices, building both indexes.
func hashDifference(
    from old: ArraySlice<ObjectIdentifier>, to new: ArraySlice<ObjectIdentifier>
) -> (deleted: [Int], inserted: [Int], moved: Int) {
    var oldIndex: [ObjectIdentifier: Int] = Dictionary(minimumCapacity: old.count)
    for index in old.indices { oldIndex[old[index]] = index }
    var newIndex: [ObjectIdentifier: Int] = Dictionary(minimumCapacity: new.count)
    for index in new.indices { newIndex[new[index]] = index }
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moved = 0
    var lastOldIndex = -1
    for index in old.indices where newIndex[old[index]] == nil { deleted.append(index) }
    for index in new.indices {
        guard let oldPosition = oldIndex[new[index]] else {
            inserted.append(index)
            continue
        }
        if oldPosition < lastOldIndex { moved += 1 } else { lastOldIndex = oldPosition }
    }
    return (deleted, inserted, moved)
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
