// Where a batch's changes in one section stop being cheaper one by one than in one pass: the
// figures behind `EngineState.appliesChangeByChange`. Run alone with
// `swift run -c release ComposedTableBenchmarks batch-crossover`.
import ComposedTable

enum BatchCrossoverBenchmark {
    /// Nanoseconds per batch of `changes` changes spread evenly through a section of `rows` rows,
    /// in one pass and one by one, measured side by side. `moves` removes each changed cell and
    /// inserts it back after the next one; otherwise each is hidden (and shown by the next batch).
    static func compare(rows: Int, changes: Int, moves: Bool) -> (onePass: Double, oneByOne: Double) {
        let cells = (0..<rows).map { BenchCell(index: $0) }
        let step = max(1, rows / changes)
        let changed = Array(stride(from: 0, to: rows - 1, by: step).prefix(changes))
        func make(_ policy: BatchPolicy) -> (Composition<BenchCell, Never>, () -> Void) {
            let composition = composed(cells)
            composition.batchPolicy = policy
            var hidden = false
            let body = {
                hidden.toggle()
                blackHole(
                    composition.performBatch {
                        for index in changed {
                            if moves {
                                composition.removeCell(cells[index])
                                composition.insertCell(cells[index], after: cells[index + 1])
                            } else {
                                composition.setCell(cells[index], hidden: hidden)
                            }
                        }
                    })
            }
            return (composition, body)
        }
        // Moves change the order for good; the next batch moves the cells on, which costs the same.
        let (onePass, onePassBody) = make(.onePass)
        let (oneByOne, oneByOneBody) = make(.changeByChange)
        let result = measure(operations: 1, trials: 3, rounds: rows >= 1_000_000 ? 3 : 9, baseline: onePassBody, subject: oneByOneBody)
        withExtendedLifetime((onePass, oneByOne)) {}
        return (result.baseline, result.subject)
    }

    static func run() {
        print("Batch of k changes in one N-row section (µs per batch): one pass ÷ one by one (> 1: one by one wins)")
        for moves in [false, true] {
            print(moves ? "  moves (remove, insert after the next cell):" : "  hides and shows:")
            let counts = [1, 4, 16, 64, 256, 1_024, 4_096]
            print("  " + pad("N", 9) + counts.map { pad("k=\($0)", 22) }.joined())
            for rows in [1_000, 10_000, 100_000, 1_000_000] {
                var line = "  " + pad("\(rows)", 9)
                for changes in counts where changes <= rows / 2 {
                    let (onePass, oneByOne) = compare(rows: rows, changes: changes, moves: moves)
                    line += pad(
                        "\(format(onePass / 1_000, digits: 1))/\(format(oneByOne / 1_000, digits: 1)) \(format(onePass / oneByOne))×", 22)
                }
                print(line)
            }
        }
    }
}

/// One call per row inside one `performBatch` against a hash diff of the snapshots (new snapshot
/// built, as in the bulk table): the per-row calls' goal is to cost less than the diff. Run with
/// `swift run -c release ComposedTableBenchmarks batch-rows [rows…]` (10k, 100k and 1M rows by
/// default).
enum PerRowBatchBenchmark {
    struct Pattern: Sendable {
        let name: String
        let isKept: @Sendable (Int) -> Bool
        let removes: Bool
    }

    static let patterns = [
        Pattern(name: "remove every other", isKept: { $0 % 2 == 1 }, removes: true),
        Pattern(name: "remove to 1 %", isKept: { $0 % 100 == 0 }, removes: true),
        Pattern(name: "hide to 1 % (filter)", isKept: { $0 % 100 == 0 }, removes: false),
    ]

    /// Nanoseconds of the batch and of the hash diff, each the fastest of its runs, alternated.
    static func compare(_ pattern: Pattern, rows count: Int) -> (batch: Double, hashDiff: Double) {
        let cells = (0..<count).map { BenchCell(index: $0) }
        let repeats = count >= 1_000_000 ? 3 : count >= 100_000 ? 5 : 9
        let old = HashSnapshot(cells.map { ObjectIdentifier($0) })
        var batch = Double.infinity
        var hashDiff = Double.infinity
        for _ in 0..<repeats {
            batch = min(
                batch,
                measureOnce(repeats: 1, setup: { composed(cells) }) { composition in
                    blackHole(
                        composition.performBatch {
                            for cell in cells where !pattern.isKept(cell.index) {
                                if pattern.removes {
                                    composition.removeCell(cell)
                                } else {
                                    composition.setCell(cell, hidden: true)
                                }
                            }
                        })
                })
            hashDiff = min(
                hashDiff,
                measure(operations: 1, repeats: 1) {
                    var new: [ObjectIdentifier] = []
                    new.reserveCapacity(count)
                    for cell in cells where pattern.isKept(cell.index) { new.append(ObjectIdentifier(cell)) }
                    blackHole(old.difference(to: HashSnapshot(new)))
                })
        }
        return (batch, hashDiff)
    }

    /// Prints the table and whether every batch beat the diff.
    static func run(sizes: [Int]) {
        print("One call per row in one performBatch vs a hash diff of the snapshots (ms); goal: hash ÷ batch > 1")
        print(pad("rows", 9) + "  " + "pattern".padding(22) + pad("batch", 10) + pad("hash diff", 11) + pad("hash÷batch", 12))
        var met = true
        for count in sizes {
            for pattern in patterns {
                let (batch, hashDiff) = compare(pattern, rows: count)
                met = met && hashDiff > batch
                print(
                    pad("\(count)", 9) + "  " + pattern.name.padding(22) + milliseconds(batch) + pad(milliseconds(hashDiff), 11)
                        + pad(format(hashDiff / batch, digits: 2) + "×", 12))
            }
        }
        print((met ? "met:    " : "MISSED: ") + "one call per row in a batch costs less than the hash diff, every pattern and size")
    }
}
