// The best plain alternative to the engine, and the stand-ins every benchmark composes.
import ComposedTable

/// A cell stand-in: the engine only needs class identity.
final class BenchCell {
    /// The cell's row when the section was composed, for the bulk calls' predicates.
    let index: Int

    init(index: Int = 0) {
        self.index = index
    }
}

/// A composition of `cells`, in one section.
func composed(_ cells: [BenchCell]) -> Composition<BenchCell, Never> {
    let composition = Composition<BenchCell, Never>()
    for cell in cells { composition.addCell(cell) }
    return composition
}

/// `count` cells numbered from 0.
func benchCells(_ count: Int) -> [BenchCell] { (0..<count).map { BenchCell(index: $0) } }

/// A snapshot of a section as a diffable data source keeps one: identifiers in order and a hash
/// index of their positions.
struct HashSnapshot {
    var identifiers: [ObjectIdentifier]
    var indexByIdentifier: [ObjectIdentifier: Int]

    init(_ identifiers: [ObjectIdentifier]) {
        self.identifiers = identifiers
        indexByIdentifier = Dictionary(minimumCapacity: identifiers.count)
        for (index, identifier) in identifiers.enumerated() { indexByIdentifier[identifier] = index }
    }

    /// The snapshot of `cells`.
    init(_ cells: [BenchCell]) {
        self.init(cells.map(ObjectIdentifier.init))
    }

    /// The deleted and inserted positions from `self` to `new`, and the moves of items in both
    /// (an item whose relative order changed), found by hashing. O(*n*) hash operations.
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

/// What a diffable data source pays for a change of a section: the new snapshot built from the
/// section's identifiers after the change (the app's model made them) and diffed against the old
/// snapshot (kept from the last change). Nanoseconds.
func hashDiffCost(from old: HashSnapshot, to new: [ObjectIdentifier]) -> Double {
    cpuNanoseconds { blackHole(old.difference(to: HashSnapshot(new))) }
}

/// The least an engine can pay for a batch of calls, one per row, printed beside the per-row
/// goals to show how much of the diff's cost is left for the rest. Per call, one
/// exclusivity-checked access to a struct a class holds (as `Composition` holds its engine) and one
/// entry in a log; an insertion also writes the new cell in a dictionary (its anchor's row is
/// given), a removal finds its row from the last one found. Nothing places the rows, releases a
/// cell, checks a misuse or makes the update.
final class PerRowFloor {
    struct State {
        var slotByCell: [ObjectIdentifier: Int32] = [:]
        var rows: [ObjectIdentifier] = []
        var nextRow = 0
        var log: [Int32] = []
    }
    var state = State()

    /// A floor over `cells` in order, whose dictionary holds them already (as the engine keeps a
    /// removed cell's entry).
    init(_ cells: [BenchCell]) {
        state.rows = cells.map(ObjectIdentifier.init)
        for row in state.rows { state.slotByCell[row] = -1 }
    }

    @inline(never)
    func insert(_ cell: AnyObject, afterRow row: Int) {
        state.slotByCell[ObjectIdentifier(cell)] = Int32(row)
        state.log.append(Int32(row))
    }

    @inline(never)
    func remove(_ cell: AnyObject) {
        let identifier = ObjectIdentifier(cell)
        var row = state.nextRow
        while state.rows[row] != identifier { row += 1 }
        state.nextRow = row + 1
        state.log.append(Int32(row))
    }

    /// Nanoseconds to insert `cells` after the rows before them (as "insert them back" does).
    func cost(inserting cells: [BenchCell]) -> Double {
        state.log.removeAll(keepingCapacity: true)
        return cpuNanoseconds { for cell in cells { insert(cell, afterRow: cell.index - 1) } }
    }

    /// Nanoseconds to remove `cells`, given in the order of their rows (as "remove half" does).
    func cost(removing cells: [BenchCell]) -> Double {
        (state.nextRow, state.log) = (0, [])
        return cpuNanoseconds { for cell in cells { remove(cell) } }
    }
}

extension Array {
    /// `count` elements spread evenly through the array, from `offset` on.
    func spread(_ count: Int, offset: Int = 0) -> [Element] {
        let step = Swift.max(1, self.count / count)
        return (0..<Swift.min(count, self.count)).map { self[(offset + $0 * step) % self.count] }
    }
}
