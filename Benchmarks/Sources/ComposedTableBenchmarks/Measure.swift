// How every figure is timed: the calling thread's CPU time (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`),
// not wall-clock time. On a machine shared with other work a thread is not charged for the time it
// waits to be scheduled; what the kernel does for it (page faults) is. What other processes do to
// the shared caches is not removed, so a subject and its baseline are measured in turn in the same
// process, each keeping its cheapest round, and every figure is a range over runs.

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The CPU time the calling thread has used so far, in nanoseconds.
///
/// - Complexity: O(1), one `clock_gettime` (a vDSO call or a short system call).
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// The thread's CPU time spent in `body`, in nanoseconds.
func cpuNanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUNanoseconds()
    try body()
    return Double(threadCPUNanoseconds() &- start)
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

// MARK: - Runs and rounds

/// A figure over several runs: the lowest, the highest and the median.
struct FigureRange {
    var min: Double
    var max: Double
    var median: Double
    /// The figure of each run, in the order measured.
    var runs: [Double]

    /// The range of `values` (one per run; at least one).
    init(_ values: [Double]) {
        precondition(!values.isEmpty, "FigureRange needs the figure of at least one run")
        let sorted = values.sorted()
        min = sorted[0]
        max = sorted[sorted.count - 1]
        median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        runs = values
    }

    /// Each run's figure transformed (a unit change, say); the median follows.
    func map(_ transform: (Double) -> Double) -> FigureRange { FigureRange(runs.map(transform)) }
}

/// The number of runs of every figure.
let runCount = 3

/// Named costs measured together over ``runCount`` runs of `rounds` rounds each: for each run,
/// each name's cheapest round, in nanoseconds.
///
/// A round (given its number, from 0) measures every figure once, in turn, so that a subject and
/// its baseline alternate and noise from the rest of the machine hits both; it records each cost
/// under a name. A name a round does not record keeps its cheapest cost of the other rounds.
///
/// ```swift
/// let runs = measureRuns(rounds: 5) { _, costs in
///     costs["diff"] = cpuNanoseconds { diff() }
///     costs["engine"] = cpuNanoseconds { engine() }
/// }
/// let ratio = FigureRange(runs.map { $0["engine"]! / $0["diff"]! })
/// ```
func measureRuns(rounds: Int, _ round: (_ number: Int, _ costs: inout [String: Double]) -> Void) -> [[String: Double]] {
    (0..<runCount).map { _ in
        var best: [String: Double] = [:]
        for number in 0..<rounds {
            var costs: [String: Double] = [:]
            round(number, &costs)
            best.merge(costs) { min($0, $1) }
        }
        return best
    }
}

/// A subject's cost ÷ a baseline's, the two measured in turn: the range of the ratio over runs,
/// and of each side. Each closure runs one round and returns its cost in nanoseconds (time only
/// what is measured and leave setup and undoing outside, with ``cpuNanoseconds(_:)``).
func ratioRange(rounds: Int, baseline: () -> Double, subject: () -> Double) -> (
    ratio: FigureRange, baseline: FigureRange, subject: FigureRange
) {
    let runs = measureRuns(rounds: rounds) { _, costs in
        costs["baseline"] = baseline()
        costs["subject"] = subject()
    }
    return (
        FigureRange(runs.map { $0["subject"]! / $0["baseline"]! }), FigureRange(runs.map { $0["baseline"]! }),
        FigureRange(runs.map { $0["subject"]! })
    )
}

/// The range over runs of a figure computed from each run's costs.
func figure(_ runs: [[String: Double]], _ value: ([String: Double]) -> Double) -> FigureRange {
    FigureRange(runs.map(value))
}

// MARK: - Formatting

/// A value with about three significant digits (at least two decimals below 1).
func formatSignificant(_ value: Double) -> String {
    let magnitude = abs(value)
    guard value.isFinite else { return "\(value)" }
    guard magnitude < 100 else { return "\(Int(value.rounded()))" }
    let digits = magnitude < 0.01 ? 4 : magnitude < 1 ? 3 : magnitude < 10 ? 2 : 1
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
}

/// A range as "median (min–max)".
func describe(_ range: FigureRange) -> String {
    formatSignificant(range.median) + " (" + formatSignificant(range.min) + "–" + formatSignificant(range.max) + ")"
}

/// A range of nanoseconds as microseconds, "median (min–max) µs".
func microseconds(_ range: FigureRange) -> String { describe(range.map { $0 / 1_000 }) + " µs" }

/// A range of nanoseconds as milliseconds, "median (min–max) ms".
func milliseconds(_ range: FigureRange) -> String { describe(range.map { $0 / 1e6 }) + " ms" }

/// A table size as printed in goal names: 1k, 10k, 100k, 1M.
func sizeName(_ count: Int) -> String {
    if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
    return "\(count)"
}

extension String {
    /// The text padded with spaces on the right to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The text padded with spaces on the left to `width` characters.
    func padded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
