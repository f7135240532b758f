import ComposedTable

/// A small, fixed-sequence random number generator, so that every run mutates alike.
struct BenchRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }
}

/// A composition of `cells`, in one section.
func composed(_ cells: [BenchCell]) -> Composition<BenchCell, Never> {
    let composition = Composition<BenchCell, Never>()
    for cell in cells { composition.addCell(cell) }
    return composition
}

/// Nanoseconds of one run of `body` after `setup`, the fastest of `repeats` runs; the setup is not
/// timed.
func measureOnce<State>(repeats: Int, setup: () -> State, _ body: (State) -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let state = setup()
        best = min(best, cpuNanoseconds { body(state) })
        blackHole(state)
    }
    return best
}

// MARK: - Compose and lookup

struct ComposeAndLookup {
    var arrayAppend: Double
    var arrayAndIndex: Double
    var compose: Double
    var dictionaryLookup: Double
    var lookup: Double
    var firstPassDictionary: Double
    var firstPassLookup: Double
    var bytesPerCell: Double
}

/// Applies `count` random single mutations in the middle of the table: hiding or showing a cell,
/// inserting a new cell after one, removing a cell inserted before.
func mutateRandomly(_ composition: Composition<BenchCell, Never>, cells: [BenchCell], count: Int, seed: UInt64) {
    var random = BenchRandom(state: seed)
    var inserted: [BenchCell] = []
    editRandomly(composition, cells: cells, among: 0..<cells.count, count: count, inserted: &inserted, random: &random)
}

/// Applies `count` random single edits to the cells at `range`: hiding or showing one, inserting a
/// new cell after one (kept in `inserted`), removing a cell inserted before.
func editRandomly(
    _ composition: Composition<BenchCell, Never>, cells: [BenchCell], among range: Range<Int>, count: Int,
    inserted: inout [BenchCell], random: inout BenchRandom
) {
    for _ in 0..<count {
        let cell = cells[Int.random(in: range, using: &random)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let fresh = BenchCell()
            composition.insertCell(fresh, after: cell)
            inserted.append(fresh)
        case 1 where !inserted.isEmpty:
            composition.removeCell(inserted.swapRemove(at: Int.random(in: 0..<inserted.count, using: &random)))
        default:
            composition.setCell(cell, hidden: !composition.isHidden(cell))
        }
    }
}

extension Array {
    /// Removes an element in O(1), moving the last one into its place.
    mutating func swapRemove(at index: Int) -> Element {
        swapAt(index, count - 1)
        return removeLast()
    }
}

func composeAndLookup(rows count: Int) -> ComposeAndLookup {
    let cells = (0..<count).map { _ in BenchCell() }
    let rounds = count >= 1_000_000 ? 3 : count >= 100_000 ? 5 : 15
    let trials = count >= 1_000_000 ? 3 : 5
    let arrayAppend = measure(operations: count, repeats: rounds) {
        var array: [BenchCell] = []
        for cell in cells { array.append(cell) }
        blackHole(array)
    }
    let (arrayAndIndex, compose) = measure(
        operations: count, trials: trials, rounds: rounds,
        baseline: {
            var list = IndexedArray<BenchCell>()
            for cell in cells { list.append(cell) }
            blackHole(list)
        },
        subject: { blackHole(composed(cells)) }
    )

    // Lookups after 1,037 random mutations: the position log is partly full.
    var random = BenchRandom(state: 42)
    let probes = (0..<10_000).map { _ in cells[Int.random(in: 0..<count, using: &random)] }
    var dictionary: [ObjectIdentifier: Int] = [:]
    for (index, cell) in cells.enumerated() { dictionary[ObjectIdentifier(cell)] = index }
    let dictionaryPass = {
        var sum = 0
        for cell in probes { sum &+= dictionary[ObjectIdentifier(cell)] ?? 0 }
        blackHole(sum)
    }
    func lookupPass(_ composition: Composition<BenchCell, Never>) {
        var sum = 0
        for cell in probes { if case .visible(let path) = composition.location(of: cell) { sum &+= path.row } }
        blackHole(sum)
    }
    // The first pass right after the mutations, before lookups have paid for a compaction.
    var firstPassDictionary = Double.infinity
    var firstPassLookup = Double.infinity
    for trial in 0..<3 {
        let composition = composed(cells)
        mutateRandomly(composition, cells: cells, count: 1_037, seed: UInt64(trial))
        let clock = ThreadCPUClock()
        firstPassDictionary = min(firstPassDictionary, nanoseconds(clock.measure(dictionaryPass)) / Double(probes.count))
        firstPassLookup = min(firstPassLookup, nanoseconds(clock.measure { lookupPass(composition) }) / Double(probes.count))
    }
    let composition = composed(cells)
    mutateRandomly(composition, cells: cells, count: 1_037, seed: 7)
    let (dictionaryLookup, lookup) = measure(
        operations: probes.count, baseline: dictionaryPass, subject: { lookupPass(composition) })
    return ComposeAndLookup(
        arrayAppend: arrayAppend, arrayAndIndex: arrayAndIndex, compose: compose, dictionaryLookup: dictionaryLookup,
        lookup: lookup, firstPassDictionary: firstPassDictionary, firstPassLookup: firstPassLookup,
        bytesPerCell: Double(composed(cells).engineByteCount) / Double(count)
    )
}

// MARK: - One change in the middle

/// Nanoseconds for one change in the middle of an N-row section, by the engine and by each
/// baseline (the diffs include building the new snapshot).
struct SingleChange {
    var engineInsert: Double
    var engineRemove: Double
    var engineHide: Double
    var hashDiffInsert: Double
    var hashDiffRemove: Double
    var trimmedDiffInsert: Double
    var myersInsert: Double?
    var indexedArrayInsert: Double
}

func singleChange(rows count: Int) -> SingleChange {
    let cells = (0..<count).map { _ in BenchCell() }
    let composition = composed(cells)
    let middle = count / 2
    let repeats = count >= 1_000_000 ? 3 : 5

    let batch = 200
    let anchors = (0..<batch).map { cells[middle - batch / 2 + $0] }
    let fresh = (0..<batch).map { _ in BenchCell() }
    var insert = Double.infinity
    var remove = Double.infinity
    var hide = Double.infinity
    for _ in 0..<5 {
        insert = min(
            insert,
            measure(operations: batch, repeats: 1) {
                for index in 0..<batch { blackHole(composition.insertCell(fresh[index], after: anchors[index])) }
            })
        remove = min(remove, measure(operations: batch, repeats: 1) { for cell in fresh { blackHole(composition.removeCell(cell)) } })
        hide = min(
            hide,
            measure(operations: 2 * batch, repeats: 1) {
                for cell in anchors { blackHole(composition.setCell(cell, hidden: true)) }
                for cell in anchors { blackHole(composition.setCell(cell, hidden: false)) }
            })
    }

    // The diffs are given the old and the new list, made before timing (the app's model made
    // them); a diff builds what it needs beyond that (the hash diff: the new snapshot's index).
    let identifiers = cells.map(ObjectIdentifier.init)
    let old = HashSnapshot(identifiers)
    let extra = BenchCell()
    var afterInsert = identifiers
    afterInsert.insert(ObjectIdentifier(extra), at: middle + 1)
    var afterRemove = identifiers
    afterRemove.remove(at: middle)
    let hashInsert = measure(operations: 1, repeats: repeats) {
        blackHole(old.difference(to: HashSnapshot(afterInsert)))
    }
    let hashRemove = measure(operations: 1, repeats: repeats) {
        blackHole(old.difference(to: HashSnapshot(afterRemove)))
    }
    let trimmed = measure(operations: 1, repeats: max(repeats, 9)) {
        blackHole(trimmedDifference(from: identifiers, to: afterInsert))
    }
    let myers: Double? =
        count > 100_000
        ? nil
        : measure(operations: 1, repeats: repeats) {
            blackHole(afterInsert.difference(from: identifiers))
        }
    var list = IndexedArray<BenchCell>()
    for cell in cells { list.append(cell) }
    let indexed = measure(operations: 2 * batch, repeats: 1) {
        for index in 0..<batch { blackHole(list.insert(fresh[index], after: anchors[index])) }
        for cell in fresh { blackHole(list.remove(cell)) }
    }
    return SingleChange(
        engineInsert: insert, engineRemove: remove, engineHide: hide, hashDiffInsert: hashInsert, hashDiffRemove: hashRemove,
        trimmedDiffInsert: trimmed, myersInsert: myers, indexedArrayInsert: indexed)
}

// MARK: - Bulk changes

/// A change of many rows at once, as the visible rows before and after (by index in the section).
struct BulkPattern {
    let name: String
    /// Whether each original row is visible before the change (`nil`: all are).
    let visibleBefore: ((Int) -> Bool)?
    let visibleAfter: (Int) -> Bool
    /// Removes rather than hides the rows that go.
    let removes: Bool
}

func bulkPatterns(rows count: Int) -> [BulkPattern] {
    var random = BenchRandom(state: 99)
    let half = (0..<count).map { _ in Bool.random(using: &random) }
    return [
        BulkPattern(name: "remove every other", visibleBefore: nil, visibleAfter: { $0 % 2 == 1 }, removes: true),
        BulkPattern(name: "hide every other", visibleBefore: nil, visibleAfter: { $0 % 2 == 1 }, removes: false),
        BulkPattern(name: "show every other", visibleBefore: { $0 % 2 == 1 }, visibleAfter: { _ in true }, removes: false),
        BulkPattern(name: "filter to 1 %", visibleBefore: nil, visibleAfter: { $0 % 100 == 0 }, removes: false),
        BulkPattern(name: "filter to 50 %", visibleBefore: nil, visibleAfter: { half[$0] }, removes: false),
    ]
}

/// Nanoseconds for a bulk change: the engine in one pass (`setCells(in:hidden:)` or
/// `removeCells(in:where:)`), one call per row in one `performBatch`, one call per row without a
/// batch (`nil` where that is too slow to measure), a hash diff of the snapshots, and an `Array`
/// + index rebuilt.
struct BulkChange {
    var engineOnePass: Double
    var engineBatch: Double
    var engineCalls: Double?
    var hashDiff: Double
    var indexedArray: Double
}

func bulkChange(_ pattern: BulkPattern, rows count: Int) -> BulkChange {
    let cells = (0..<count).map { BenchCell(index: $0) }
    let repeats = count >= 1_000_000 ? 3 : count >= 100_000 ? 5 : 9
    func setup() -> Composition<BenchCell, Never> {
        let composition = composed(cells)
        if let visibleBefore = pattern.visibleBefore {
            composition.performBatch {
                for (index, cell) in cells.enumerated() where !visibleBefore(index) { composition.setCell(cell, hidden: true) }
            }
        }
        return composition
    }
    func apply(_ composition: Composition<BenchCell, Never>) {
        let before = pattern.visibleBefore ?? { _ in true }
        for (index, cell) in cells.enumerated() where before(index) != pattern.visibleAfter(index) {
            if pattern.removes {
                blackHole(composition.removeCell(cell))
            } else {
                blackHole(composition.setCell(cell, hidden: !pattern.visibleAfter(index)))
            }
        }
    }
    let engineOnePass = measureOnce(repeats: repeats, setup: setup) { composition in
        let section = composition.sections[0]
        if pattern.removes {
            blackHole(composition.removeCells(in: section) { !pattern.visibleAfter($0.index) })
        } else {
            blackHole(composition.setCells(in: section) { !pattern.visibleAfter($0.index) })
        }
    }
    let engineBatch = measureOnce(repeats: repeats, setup: setup) { composition in
        blackHole(composition.performBatch { apply(composition) })
    }
    let engineCalls: Double? = count > 100_000 ? nil : measureOnce(repeats: min(repeats, 3), setup: setup) { apply($0) }

    let before = pattern.visibleBefore ?? { _ in true }
    let old = HashSnapshot(cells.indices.filter(before).map { ObjectIdentifier(cells[$0]) })
    let hashDiff = measure(operations: 1, repeats: repeats) {
        var new: [ObjectIdentifier] = []
        new.reserveCapacity(count)
        for (index, cell) in cells.enumerated() where pattern.visibleAfter(index) { new.append(ObjectIdentifier(cell)) }
        blackHole(old.difference(to: HashSnapshot(new)))
    }
    let indexedArray = measure(operations: 1, repeats: repeats) {
        blackHole(IndexedArray.rebuilt(from: cells, where: pattern.visibleAfter))
    }
    return BulkChange(
        engineOnePass: engineOnePass, engineBatch: engineBatch, engineCalls: engineCalls, hashDiff: hashDiff, indexedArray: indexedArray)
}

// MARK: - Memory under churn

/// The engine's bytes before and after `pairs` section insert/remove pairs (a cell in each).
func memoryUnderSectionChurn(pairs: Int) -> (before: Int, after: Int) {
    let composition = composed((0..<1_000).map { _ in BenchCell() })
    // Settle the arrays' capacities with a first few pairs.
    for _ in 0..<16 {
        composition.insertSection(at: 1)
        composition.appendCell(BenchCell(), to: composition.sections[1])
        composition.removeSection(composition.sections[1])
    }
    let before = composition.engineByteCount
    for _ in 0..<pairs {
        composition.insertSection(at: 1)
        composition.appendCell(BenchCell(), to: composition.sections[1])
        composition.removeSection(composition.sections[1])
    }
    return (before, composition.engineByteCount)
}

// MARK: - Per-row calls in a batch (goal)

/// The goal of issue 24 for per-row calls: removing every other row, and filtering to 1 % by
/// hiding, one call per row inside one `performBatch`, cost less than the hash diff of the same
/// change (hash diff ÷ batch > 1) at 10k, 100k and 1M rows. The two are measured alternately; the
/// batch's setup (a fresh composition) is not timed, nor the hash diff's old snapshot.
@MainActor
func perRowBatchGoals(_ report: GoalReport) {
    report.section("Per-row calls in one performBatch (hash diff ÷ batch; > 1: the batch is cheaper)")
    for count in [10_000, 100_000, 1_000_000] {
        let cells = (0..<count).map { BenchCell(index: $0) }
        let old = HashSnapshot(cells.map(ObjectIdentifier.init))
        for pattern in bulkPatterns(rows: count) where pattern.visibleBefore == nil && (pattern.removes || pattern.name == "filter to 1 %")
        {
            let changed = cells.filter { !pattern.visibleAfter($0.index) }
            let batch = {
                let composition = composed(cells)
                let elapsed = cpuNanoseconds {
                    blackHole(
                        composition.performBatch {
                            for cell in changed {
                                if pattern.removes { composition.removeCell(cell) } else { composition.setCell(cell, hidden: true) }
                            }
                        })
                }
                blackHole(composition)
                return elapsed
            }
            let hashDiff = {
                cpuNanoseconds {
                    var new: [ObjectIdentifier] = []
                    new.reserveCapacity(count)
                    for cell in cells where pattern.visibleAfter(cell.index) { new.append(ObjectIdentifier(cell)) }
                    blackHole(old.difference(to: HashSnapshot(new)))
                }
            }
            let large = count >= 1_000_000
            let figure = ratioRange(runs: large ? 3 : 5, rounds: large ? 2 : 3, baseline: batch, subject: hashDiff)
            report.check(
                "\(pattern.name), per-row calls in a batch, \(sizeName(count))", figure.ratio, goal: .above(1),
                detail: "ms: batch " + describe(figure.baseline.map { $0 / 1e6 }) + ", hash diff "
                    + describe(figure.subject.map { $0 / 1e6 }))
        }
    }
}
