// Benchmarks of the composition engine against what a user would write instead, side by side in
// one process, timed by the thread's CPU time (`Measure.swift`) (`EngineBenchmark.swift`, `Baselines.swift`), and of text input and the screen in
// the terminal backend (`PasteBenchmark.swift`, `ScreenBenchmark.swift`). Run with
// `swift run -c release ComposedTableBenchmarks` in Benchmarks/; with `compose [rows…]` it runs only the
// compose-and-lookup suite (at the given sizes, or all four); with `conditions`, the condition suite.
import ComposedTable
import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
// `ComposedTableBenchmarks goals [group…]`: every goal figure of issue 24 with pass/fail
// (`GoalsSuite.swift`; groups: sections, frames, choices, batch, memory).
#if !canImport(UIKit)
if arguments.first == "goals" {
    GoalsSuite.run(Array(arguments.dropFirst()))
    exit(0)
}
#endif
// `memory-rss engine|array <rows>`: the child process of the memory goal (`RowMemoryBenchmark.swift`).
if arguments.first == "memory-rss" {
    RowMemoryBenchmark.child(
        structure: arguments.dropFirst().first ?? "engine", rows: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000_000)
    exit(0)
}
// `ComposedTableBenchmarks conditions` runs the condition suite alone (`ConditionBenchmark.swift`).
if CommandLine.arguments.dropFirst().first == "conditions" {
    ConditionBenchmark.run()
    exit(0)
}
// `ComposedTableBenchmarks forms`: table changes with many failing fields, building forms, condition
// flips (`FormBenchmark.swift`).
if arguments.first == "forms" {
    FormBenchmark.run()
    exit(0)
}
// `ComposedTableBenchmarks text`: typing with an onChange in fields and text views (`TextBenchmark.swift`).
if arguments.first == "profile-text-view" {
    // `ComposedTableBenchmarks profile-text-view [lines] [first]`, for `perf record`: 400,000 keys
    // (a character, then Backspace) on the last line (or the first) of a text view of N lines
    // (default 100,000) with an edit observer; prints the CPU time per key.
    MainActor.assumeIsolated {
        let lines = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
        let (session, _) = TextBenchmark.viewSession(lines, observer: .edits)
        session.send(.enter)
        if arguments.dropFirst(2).first == "first" {
            for _ in 0..<(lines + 40) { session.send(.up) }
        }
        let keys = 400_000
        let time = cpuNanoseconds {
            for index in 0..<keys { session.send(index % 2 == 1 ? .backspace : .character("x")) }
        }
        print("\(format(time / Double(keys), digits: 0)) ns per key")
    }
    exit(0)
}

if arguments.first == "text" {
    TextBenchmark.run()
    exit(0)
}
// `ComposedTableBenchmarks batch-crossover`: batches of k changes in one section, one by one and
// in one pass (`BatchCrossoverBenchmark.swift`).
if arguments.first == "batch-crossover" {
    BatchCrossoverBenchmark.run()
    exit(0)
}
// `ComposedTableBenchmarks batch-rows [rows…]`: one call per row in a batch vs the hash diff (`BatchCrossoverBenchmark.swift`).
if arguments.first == "batch-rows" {
    PerRowBatchBenchmark.run(
        sizes: arguments.dropFirst().compactMap { Int($0) }.isEmpty
            ? [10_000, 100_000, 1_000_000] : arguments.dropFirst().compactMap { Int($0) })
    exit(0)
}
#if canImport(Glibc)
// `ComposedTableBenchmarks engine-memory [rows…]`: peak RSS per row, engine vs Array (`MemoryBenchmark.swift`).
if arguments.first == "engine-memory" {
    EngineMemoryBenchmark.run(arguments: Array(arguments.dropFirst()))
    exit(0)
}
#endif
// `ComposedTableBenchmarks choices`: choice screens at 100, 10,000 and 100,000 options
// (`ChoiceBenchmark.swift`).
if arguments.first == "choices" {
    ChoiceBenchmark.run()
    exit(0)
}
// `ComposedTableBenchmarks memory`: the memory a 100,000-option list holds after scrolling it end
// to end, rows let go or kept (`MemoryBenchmark.swift`).
if arguments.first == "memory" {
    MainActor.assumeIsolated { MemoryBenchmark.run() }
    exit(0)
}
// `profile-choices`: opens a 100,000-option choice screen on its last option, 300 times.
if arguments.first == "profile-choices" {
    ChoiceBenchmark.profileOpen()
    exit(0)
}
// `ComposedTableBenchmarks lazy [rows…]`: lazy sections against an eager Array
// (`LazyBenchmark.swift`).
if arguments.first == "lazy" {
    let rows = arguments.dropFirst().compactMap { Int($0) }
    MainActor.assumeIsolated { LazyBenchmark.run(sizes: rows.isEmpty ? [100, 10_000, 100_000, 1_000_000] : rows) }
    exit(0)
}
// `profile-fold`: folds 100,000 titles for a first search, 40 times, for a profiler; prints the
// best time per title.
if arguments.first == "profile-fold" {
    let titles = SearchBenchmark.titles(100_000)
    let clock = ThreadCPUClock()
    var best = Double.infinity
    for _ in 0..<40 {
        let elapsed = clock.measure { MainActor.assumeIsolated { SearchIndex(titles).prepare() } }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds * 1e9 / 100_000)
    }
    print("ns per title, best of 40: \(best)")
    exit(0)
}
// `profile-bursts [rows] [rounds]`: bursts of 127 edits over `rows` rows (10,000 by default),
// each followed by 1,000 timed `location(of:)` lookups, `rounds` times (2,000), for a profiler.
if arguments.first == "profile-bursts" {
    FrameBenchmark.profileBursts(
        rows: arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000, rounds: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 2_000)
    exit(0)
}
// `ComposedTableBenchmarks search`: one search keystroke over 100, 10k and 100k titles (`SearchBenchmark.swift`).
if arguments.first == "search" {
    SearchBenchmark.report()
    exit(0)
}
let composeOnly = arguments.first == "compose"
// `ComposedTableBenchmarks bulk [rows…]`: only the bulk-change table.
let bulkOnly = arguments.first == "bulk"
let requestedSizes = arguments.dropFirst().compactMap { Int($0) }
// `profile-compose [rows] [array]`: composes `rows` cells (10,000 by default) over and over,
// 50 million cells in all, for a profiler (`perf record`, `perf stat`); `array` runs the
// `Array` + `Dictionary` baseline instead. Prints nanoseconds per cell, averaged.
if arguments.first == "profile-compose" {
    let rows = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
    let isBaseline = arguments.dropFirst(2).first == "array"
    let cells = (0..<rows).map { _ in BenchCell() }
    let rounds = max(1, 50_000_000 / rows)
    let elapsed = ThreadCPUClock().measure {
        for _ in 0..<rounds {
            if isBaseline {
                var list = IndexedArray<BenchCell>()
                for cell in cells { list.append(cell) }
                blackHole(list)
            } else {
                blackHole(composed(cells))
            }
        }
    }
    print(format(nanoseconds(elapsed) / Double(rounds * rows)))
    exit(0)
}
let sizes = (composeOnly || bulkOnly) && !requestedSizes.isEmpty ? requestedSizes : [1_000, 10_000, 100_000, 1_000_000]

func ratio(_ value: Double) -> String { pad(format(value, digits: value < 10 ? 2 : 0) + "×", 9) }
func microseconds(_ nanoseconds: Double) -> String {
    let value = nanoseconds / 1_000
    return pad(format(value, digits: value < 10 ? 2 : value < 100 ? 1 : 0), 10)
}

/// Prints the bulk-change table at `sizes`; returns whether the one pass, and the per-row calls in
/// one batch, beat the hash diff everywhere.
func runBulkTable(sizes: [Int]) -> (onePass: Bool, batch: Bool) {
    var bulkWins = true
    var batchWins = true
    print("")
    print("Bulk changes of one N-row section (ms): the engine in one pass (setCells(in:hidden:) or")
    print("removeCells(in:where:)), one call per row in one performBatch, one call per row without a batch;")
    print("a hash diff of the snapshots (new snapshot built); an Array + Dictionary index rebuilt")
    print(
        pad("rows", 9) + "  " + "pattern".padding(20) + pad("one pass", 10) + pad("batch", 10) + pad("calls", 10)
            + pad("hash diff", 11) + pad("Array+ix", 10) + pad("hash÷pass", 11) + pad("hash÷batch", 12))
    for count in sizes {
        for pattern in bulkPatterns(rows: count) {
            let result = bulkChange(pattern, rows: count)
            bulkWins = bulkWins && result.engineOnePass < result.hashDiff
            batchWins = batchWins && result.engineBatch < result.hashDiff
            print(
                pad("\(count)", 9) + "  " + pattern.name.padding(20) + milliseconds(result.engineOnePass)
                    + milliseconds(result.engineBatch)
                    + (result.engineCalls.map(milliseconds) ?? pad("—", 10)) + pad(milliseconds(result.hashDiff), 11)
                    + milliseconds(result.indexedArray) + pad(format(result.hashDiff / result.engineOnePass, digits: 1) + "×", 11)
                    + pad(format(result.hashDiff / result.engineBatch, digits: 1) + "×", 12))
        }
    }
    return (bulkWins, batchWins)
}

if bulkOnly {
    _ = runBulkTable(sizes: sizes)
    exit(0)
}

print("ComposedTableCore benchmark — every baseline measured in this run, release build")
print("")
print("Compose N rows (ns per row) and lookup of random cells after 1,037 random mutations (ns)")
print(
    pad("rows", 9) + pad("Array", 8) + pad("Array+ix", 10) + pad("engine", 8) + pad("÷Arr+ix", 9) + pad("Dict", 7)
        + pad("lookup", 8) + pad("÷Dict", 8) + pad("1st pass", 10) + pad("÷Dict", 8) + pad("B/cell", 8))
var composeResults: [(Int, ComposeAndLookup)] = []
for count in sizes {
    let result = composeAndLookup(rows: count)
    composeResults.append((count, result))
    print(
        pad("\(count)", 9) + pad(format(result.arrayAppend, digits: 1), 8) + pad(format(result.arrayAndIndex, digits: 1), 10)
            + pad(format(result.compose, digits: 1), 8) + ratio(result.compose / result.arrayAndIndex)
            + pad(format(result.dictionaryLookup, digits: 1), 7) + pad(format(result.lookup, digits: 1), 8)
            + ratio(result.lookup / result.dictionaryLookup) + pad(format(result.firstPassLookup, digits: 1), 10)
            + ratio(result.firstPassLookup / result.firstPassDictionary) + pad(format(result.bytesPerCell, digits: 1), 8))
}
if composeOnly { exit(0) }

print("")
print("One change in the middle of an N-row section (µs): engine vs hash diff (new snapshot built),")
print("prefix/suffix trim + hash diff of the middle, Myers difference(from:), Array + Dictionary index kept up to date")
print(
    pad("rows", 9) + pad("insert", 10) + pad("remove", 10) + pad("hide", 10) + pad("hash ins", 10) + pad("hash rem", 10)
        + pad("trimmed", 10) + pad("Myers", 10) + pad("Array+ix", 10) + pad("hash÷ins", 10) + pad("hash÷rem", 10)
        + pad("hash÷hide", 10) + pad("trim÷ins", 10))
var singleResults: [(Int, SingleChange)] = []
for count in sizes {
    let result = singleChange(rows: count)
    singleResults.append((count, result))
    print(
        pad("\(count)", 9) + microseconds(result.engineInsert) + microseconds(result.engineRemove)
            + microseconds(result.engineHide) + microseconds(result.hashDiffInsert) + microseconds(result.hashDiffRemove)
            + microseconds(result.trimmedDiffInsert) + (result.myersInsert.map(microseconds) ?? pad("—", 10))
            + microseconds(result.indexedArrayInsert) + pad(format(result.hashDiffInsert / result.engineInsert, digits: 0) + "×", 10)
            + pad(format(result.hashDiffRemove / result.engineRemove, digits: 0) + "×", 10)
            + pad(format(result.hashDiffRemove / result.engineHide, digits: 0) + "×", 10)
            + pad(format(result.trimmedDiffInsert / result.engineInsert, digits: 1) + "×", 10))
}

let bulkWins = runBulkTable(sizes: sizes)

let churn = memoryUnderSectionChurn(pairs: 1_000_000)
print("")
print("Engine bytes with 1,000 rows before and after 1,000,000 section insert/remove pairs: \(churn.before) → \(churn.after)")

let at10k = singleResults.first { $0.0 == 10_000 }.map(\.1)!
let checks: [(String, Bool)] = [
    ("every bulk pattern at every size: the engine's one pass costs less than the hash diff", bulkWins.onePass),
    ("every bulk pattern at every size: one call per row in one batch costs less than the hash diff", bulkWins.batch),
    (
        "one change in the middle of 10k rows ≥ 100× cheaper than the hash diff",
        min(
            at10k.hashDiffInsert / at10k.engineInsert, at10k.hashDiffRemove / at10k.engineRemove,
            at10k.hashDiffRemove / at10k.engineHide) >= 100
    ),
    ("lookup after random mutations ≤ 3× Dictionary at every size", composeResults.allSatisfy { $0.1.lookup / $0.1.dictionaryLookup <= 3 }),
    ("compose ≤ 1.2× Array + Dictionary index at every size", composeResults.allSatisfy { $0.1.compose / $0.1.arrayAndIndex <= 1.2 }),
    ("engine memory flat under 1,000,000 section insert/remove pairs", churn.after == churn.before),
]
print("")
for (name, passed) in checks { print((passed ? "met:    " : "MISSED: ") + name) }

ConditionBenchmark.run()

#if !canImport(UIKit)
let paste = PasteBenchmark.run()
let pasteMilliseconds = nanoseconds(paste.paste) / 1e6
print("")
print("Text input: 100,000 characters into a text field through KeyParser and TerminalSession")
print("  as one bracketed paste: \(format(pasteMilliseconds)) ms (target < 1,000 ms)")
print("  typed as keys:          \(format(nanoseconds(paste.typed) / 1e6)) ms")
print((pasteMilliseconds < 1_000 ? "met:    " : "MISSED: ") + "paste of 100,000 characters under 1 s")
let pasteAtStart = PasteBenchmark.runAtStart()
print("At the start of a field holding 100,000 characters (caret moved there with Home):")
print("  100,000 characters as one bracketed paste: \(format(nanoseconds(pasteAtStart.paste) / 1e6)) ms")
print(
    "  300 characters typed as keys:              \(format(nanoseconds(pasteAtStart.typed) / 1e6)) ms"
        + " (\(format(nanoseconds(pasteAtStart.typed) / 300 / 1e3)) µs per key)")

let small = ScreenBenchmark.run(rows: 100)
let large = ScreenBenchmark.run(rows: 1_000_000)
print("")
print("Terminal screen, every fourth row hidden: Tab (field to field) and a frame (80×24)")
print("      rows      ns/tab   ns/frame")
print("       100  \(pad(format(small.tab, digits: 0), 10))  \(pad(format(small.frame, digits: 0), 9))")
print("   1000000  \(pad(format(large.tab, digits: 0), 10))  \(pad(format(large.frame, digits: 0), 9))")
print("  1M ÷ 100: \(pad(format(large.tab / small.tab), 9))×  \(pad(format(large.frame / small.frame), 8))×")
let flat = large.tab / small.tab <= 3 && large.frame / small.frame <= 3
print((flat ? "met:    " : "MISSED: ") + "Tab and a frame cost the same at 100 and 1M rows (within 3×)")
#endif
