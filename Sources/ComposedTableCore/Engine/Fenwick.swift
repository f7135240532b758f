/// A Fenwick (binary indexed) tree over a list of counts: the sum of the counts before an index,
/// and the index where a running sum passes a number, each in O(log *n*).
/// Over a section's rows (1 for a row that shows) it turns a visible row into a row index and
/// back; over the sections, a section into its visible index and the rows before it.
struct Fenwick<Count: FixedWidthInteger> {
    /// `tree[i]` holds the sum of the counts `i - lowestBit(i) ..< i` (1-based; `tree[0]` unused).
    private var tree: [Count] = [0]

    /// A tree of no counts.
    init() {}

    /// A tree over counts, in O(*n*).
    init(_ counts: some Sequence<Count>) {
        tree.append(contentsOf: counts)
        for index in tree.indices.dropFirst() {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// The number of counts.
    var count: Int { tree.count - 1 }

    /// Appends a count, in O(log *n*).
    mutating func append(_ value: Count) {
        let index = tree.count
        // The new node covers the counts `index - lowestBit(index) ..< index`, its own included.
        tree.append(value + sum(before: index - 1) - sum(before: index - (index & -index)))
    }

    /// Adds `delta` to the count at `index`, in O(log *n*).
    mutating func add(_ delta: Count, at index: Int) {
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The sum of the counts before `index`, in O(log *n*).
    func sum(before index: Int) -> Count {
        var total: Count = 0
        var node = index
        while node > 0 {
            total += tree[node]
            node -= node & -node
        }
        return total
    }

    /// The index at which the running sum passes `target`: for counts of 0 and 1, the index of
    /// the 1 numbered `target` (from 0). O(log *n*).
    /// - Precondition: `0 <= target <` the sum of all counts, and no count is negative.
    func index(passing target: Count) -> Int {
        var node = 0
        var remaining = target
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next < tree.count, tree[next] <= remaining {
                node = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return node
    }

    /// The bytes the tree's storage occupies.
    var byteCount: Int { tree.capacity * MemoryLayout<Count>.stride }
}
