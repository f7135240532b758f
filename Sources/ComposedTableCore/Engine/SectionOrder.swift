/// The order of a table's sections, and what updates and frames ask of it, each in O(log *s*)
/// expected for *s* sections: a section's position and visible index, the section at an index, and
/// the visible rows before a section.
///
/// An implicit treap: a binary tree in section order, kept balanced by random priorities, whose
/// nodes are indexed by section serial (a serial finds its node at once, and a node costs no
/// allocation of its own). Each node keeps its subtree's number of sections, of visible sections,
/// and of those sections' visible rows, so ranks and sums are a walk from a node to the root and
/// selections a walk down. Before it, every insertion, removal or hiding of a section rewrote the
/// position and visible index of every section: O(*s*) each, quadratic for a batch hiding many.
///
/// The engine tells it a section's visible row count after every change of that count
/// (``setRows(_:of:)``); ``isConsistent(order:rows:)`` checks that in tests.
struct SectionOrder {
    private struct Node {
        var left: Int32 = -1
        var right: Int32 = -1
        var parent: Int32 = -1
        var priority: UInt32 = 0
        var isShown = true
        /// This section's visible rows (counted in `rowSum` only while it is shown).
        var rows = 0
        /// Sections, visible sections, and visible rows of visible sections in the subtree.
        var count: Int32 = 0
        var shownCount: Int32 = 0
        var rowSum = 0
    }

    private var nodes: [Node] = []
    private var root: Int32 = -1
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The serial of the last section, if any: where `addCell` appends, so kept at hand.
    private(set) var last: Int?

    /// The number of sections.
    var count: Int { root < 0 ? 0 : Int(nodes[Int(root)].count) }
    /// The number of visible sections.
    var shownCount: Int { root < 0 ? 0 : Int(nodes[Int(root)].shownCount) }
    /// The visible rows of all visible sections.
    var rowTotal: Int { root < 0 ? 0 : nodes[Int(root)].rowSum }

    /// Bytes of storage, for ``EngineState/byteCount``.
    var byteCount: Int { nodes.capacity * MemoryLayout<Node>.stride }

    // MARK: - Changing the order

    /// Inserts a section at a position among all sections.
    ///
    /// - Complexity: O(log *s*) expected.
    mutating func insert(_ serial: Int, at position: Int, isShown: Bool, rows: Int) {
        if serial >= nodes.count { nodes.append(contentsOf: repeatElement(Node(), count: serial - nodes.count + 1)) }
        seed ^= seed << 13
        seed ^= seed >> 7
        seed ^= seed << 17
        nodes[serial] = Node(priority: UInt32(truncatingIfNeeded: seed >> 32), isShown: isShown, rows: rows)
        let node = Int32(truncatingIfNeeded: serial)
        update(node)
        if position == count { last = serial }
        let (before, after) = split(root, position)
        root = merge(merge(before, node), after)
        nodes[Int(root)].parent = -1
    }

    /// Removes a section.
    ///
    /// - Complexity: O(log *s*) expected.
    mutating func remove(_ serial: Int) {
        let node = nodes[serial]
        let joined = merge(node.left, node.right)
        if joined >= 0 { nodes[Int(joined)].parent = node.parent }
        if node.parent < 0 {
            root = joined
        } else {
            let parent = Int(node.parent)
            if nodes[parent].left == Int32(truncatingIfNeeded: serial) { nodes[parent].left = joined } else { nodes[parent].right = joined }
            updatePath(from: node.parent)
        }
        nodes[serial] = Node()
        if last == serial { last = count == 0 ? nil : self.serial(atPosition: count - 1) }
    }

    /// Shows or hides a section.
    ///
    /// - Complexity: O(log *s*) expected.
    mutating func setShown(_ isShown: Bool, of serial: Int) {
        guard nodes[serial].isShown != isShown else { return }
        nodes[serial].isShown = isShown
        let rows = nodes[serial].rows
        addToPath(from: Int32(truncatingIfNeeded: serial), shown: isShown ? 1 : -1, rows: isShown ? rows : -rows)
    }

    /// Records a section's visible row count.
    ///
    /// - Complexity: O(1) when it did not change or the section is hidden; else O(log *s*) expected.
    @inline(__always)
    mutating func setRows(_ rows: Int, of serial: Int) {
        let old = nodes[serial].rows
        guard old != rows else { return }
        nodes[serial].rows = rows
        // A hidden section's rows count in no sum.
        if nodes[serial].isShown { addToPath(from: Int32(truncatingIfNeeded: serial), shown: 0, rows: rows - old) }
    }

    // MARK: - Reading it

    /// The position of a section among all sections.
    ///
    /// - Complexity: O(log *s*) expected.
    func position(of serial: Int) -> Int {
        var node = Int32(truncatingIfNeeded: serial)
        var rank = Int(count(of: nodes[serial].left))
        while nodes[Int(node)].parent >= 0 {
            let parent = nodes[Int(node)].parent
            if nodes[Int(parent)].right == node { rank += Int(count(of: nodes[Int(parent)].left)) + 1 }
            node = parent
        }
        return rank
    }

    /// The index of a section among the visible ones; `nil` when it is hidden.
    ///
    /// - Complexity: O(1) for a table of one section; else O(log *s*) expected.
    @inline(__always)
    func visibleIndex(of serial: Int) -> Int? {
        guard nodes[serial].isShown else { return nil }
        if nodes[serial].parent < 0 && nodes[serial].left < 0 { return 0 }
        return visibleRank(of: serial)
    }

    private func visibleRank(of serial: Int) -> Int {
        var node = Int32(truncatingIfNeeded: serial)
        var rank = Int(shownCount(of: nodes[serial].left))
        while nodes[Int(node)].parent >= 0 {
            let parent = nodes[Int(node)].parent
            if nodes[Int(parent)].right == node {
                rank += Int(shownCount(of: nodes[Int(parent)].left)) + (nodes[Int(parent)].isShown ? 1 : 0)
            }
            node = parent
        }
        return rank
    }

    /// The visible rows of the visible sections before a section.
    ///
    /// - Complexity: O(log *s*) expected.
    func rowsBefore(_ serial: Int) -> Int {
        var node = Int32(truncatingIfNeeded: serial)
        var rows = rowSum(of: nodes[serial].left)
        while nodes[Int(node)].parent >= 0 {
            let parent = nodes[Int(node)].parent
            if nodes[Int(parent)].right == node {
                rows += rowSum(of: nodes[Int(parent)].left) + (nodes[Int(parent)].isShown ? nodes[Int(parent)].rows : 0)
            }
            node = parent
        }
        return rows
    }

    /// The serial of the section at a position among all sections, which must be in range.
    ///
    /// - Complexity: O(log *s*) expected.
    func serial(atPosition position: Int) -> Int {
        var node = root
        var index = Int32(truncatingIfNeeded: position)
        while true {
            let before = count(of: nodes[Int(node)].left)
            if index < before {
                node = nodes[Int(node)].left
            } else if index == before {
                return Int(node)
            } else {
                index -= before + 1
                node = nodes[Int(node)].right
            }
        }
    }

    /// The serial of the visible section at an index, which must be in range.
    ///
    /// - Complexity: O(log *s*) expected.
    @inline(__always)
    func serial(atVisibleIndex index: Int) -> Int {
        if nodes[Int(root)].count == 1 { return Int(root) }
        return select(visible: index)
    }

    private func select(visible: Int) -> Int {
        var node = root
        var index = Int32(truncatingIfNeeded: visible)
        while true {
            let before = shownCount(of: nodes[Int(node)].left)
            if index < before {
                node = nodes[Int(node)].left
                continue
            }
            index -= before
            if nodes[Int(node)].isShown {
                if index == 0 { return Int(node) }
                index -= 1
            }
            node = nodes[Int(node)].right
        }
    }

    /// The serials of every section (`visibleOnly`: of the visible ones), in order.
    ///
    /// - Complexity: O(*s*).
    func serials(visibleOnly: Bool = false) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(visibleOnly ? shownCount : count)
        var stack: [Int32] = []
        var node = root
        while node >= 0 || !stack.isEmpty {
            while node >= 0 {
                stack.append(node)
                node = nodes[Int(node)].left
            }
            node = stack.removeLast()
            if !visibleOnly || nodes[Int(node)].isShown { result.append(Int(node)) }
            node = nodes[Int(node)].right
        }
        return result
    }

    /// Whether a section is shown (not hidden by `setShown(false, of:)`); the order is the only
    /// record of a section's visibility.
    ///
    /// - Complexity: O(1).
    func isShown(_ serial: Int) -> Bool { nodes[serial].isShown }

    /// Whether the tree is well formed and matches each section's visible rows, in the given
    /// order — for tests.
    func isConsistent(order: [Int], rows: (Int) -> Int) -> Bool {
        guard serials() == order else { return false }
        for serial in order {
            let node = nodes[serial]
            guard node.rows == rows(serial) else { return false }
            var expected = node
            expected.count = 1 + count(of: node.left) + count(of: node.right)
            expected.shownCount = (node.isShown ? 1 : 0) + shownCount(of: node.left) + shownCount(of: node.right)
            expected.rowSum = (node.isShown ? node.rows : 0) + rowSum(of: node.left) + rowSum(of: node.right)
            guard expected.count == node.count, expected.shownCount == node.shownCount, expected.rowSum == node.rowSum else { return false }
            for child in [node.left, node.right] where child >= 0 {
                guard nodes[Int(child)].parent == Int32(truncatingIfNeeded: serial), nodes[Int(child)].priority <= node.priority else {
                    return false
                }
            }
        }
        return root < 0 || nodes[Int(root)].parent < 0
    }

    // MARK: - The tree

    private func count(of node: Int32) -> Int32 { node < 0 ? 0 : nodes[Int(node)].count }
    private func shownCount(of node: Int32) -> Int32 { node < 0 ? 0 : nodes[Int(node)].shownCount }
    private func rowSum(of node: Int32) -> Int { node < 0 ? 0 : nodes[Int(node)].rowSum }

    /// Recomputes a node's sums from its children, and makes it their parent.
    private mutating func update(_ node: Int32) {
        let index = Int(node)
        let (left, right) = (nodes[index].left, nodes[index].right)
        let isShown = nodes[index].isShown
        var count: Int32 = 1
        var shown: Int32 = isShown ? 1 : 0
        var rows = isShown ? nodes[index].rows : 0
        if left >= 0 {
            count += nodes[Int(left)].count
            shown += nodes[Int(left)].shownCount
            rows += nodes[Int(left)].rowSum
            nodes[Int(left)].parent = node
        }
        if right >= 0 {
            count += nodes[Int(right)].count
            shown += nodes[Int(right)].shownCount
            rows += nodes[Int(right)].rowSum
            nodes[Int(right)].parent = node
        }
        nodes[index].count = count
        nodes[index].shownCount = shown
        nodes[index].rowSum = rows
    }

    /// Adds to the visible sections and rows of a node and of every node above it: what one
    /// section's change does to the sums, without reading the children.
    private mutating func addToPath(from node: Int32, shown: Int32, rows: Int) {
        nodes.withUnsafeMutableBufferPointer { nodes in
            var node = node
            while node >= 0 {
                nodes[Int(node)].shownCount += shown
                nodes[Int(node)].rowSum += rows
                node = nodes[Int(node)].parent
            }
        }
    }

    private mutating func updatePath(from node: Int32) {
        var node = node
        while node >= 0 {
            update(node)
            node = nodes[Int(node)].parent
        }
    }

    /// Splits a subtree into its first `position` sections and the rest.
    private mutating func split(_ node: Int32, _ position: Int) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let before = Int(count(of: nodes[Int(node)].left))
        if position <= before {
            let (first, rest) = split(nodes[Int(node)].left, position)
            nodes[Int(node)].left = rest
            update(node)
            if first >= 0 { nodes[Int(first)].parent = -1 }
            return (first, node)
        }
        let (first, rest) = split(nodes[Int(node)].right, position - before - 1)
        nodes[Int(node)].right = first
        update(node)
        if rest >= 0 { nodes[Int(rest)].parent = -1 }
        return (node, rest)
    }

    /// Joins two subtrees, every section of `first` before every section of `second`.
    private mutating func merge(_ first: Int32, _ second: Int32) -> Int32 {
        if first < 0 { return second }
        if second < 0 { return first }
        if nodes[Int(first)].priority > nodes[Int(second)].priority {
            nodes[Int(first)].right = merge(nodes[Int(first)].right, second)
            update(first)
            return first
        }
        nodes[Int(second)].left = merge(first, nodes[Int(second)].left)
        update(second)
        return second
    }
}
