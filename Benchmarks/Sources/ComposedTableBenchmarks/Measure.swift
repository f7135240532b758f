// Timing and formatting helpers of the benchmarks.
//
// Every figure is the CPU time of the calling thread (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`),
// not wall-clock time: on a machine shared with other work, a thread that is descheduled for a
// while is not charged for it, so runs swing much less (the kernel's work for the thread, page
// faults included, is charged). Figures are reported as ranges over runs, and a subject is
// compared with a baseline measured alternately with it in the same process.

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A cell stand-in: the engine only needs class identity.
final class BenchCell {
    /// The cell's row when the section was composed, for the bulk patterns' predicates.
    let index: Int

    init(index: Int = 0) {
        self.index = index
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The CPU time the calling thread has used, as a clock: what every benchmark measures with.
struct ThreadCPUClock {
    /// The thread's CPU time so far, in nanoseconds.
    ///
    /// - Complexity: O(1), one `clock_gettime` (a vDSO call or a short system call).
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The thread's CPU time spent in `body`.
    func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = Self.now()
        try body()
        return .nanoseconds(Int64(Self.now() &- start))
    }
}

/// The thread's CPU time spent in `body`, in nanoseconds.
func cpuNanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ThreadCPUClock.now()
    try body()
    return Double(ThreadCPUClock.now() &- start)
}

/// The fastest of several runs of `body`, in nanoseconds (of the thread's CPU time) per operation.
func measure(operations: Int, repeats: Int = 7, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        best = min(best, cpuNanoseconds(body))
    }
    return best / Double(operations)
}

/// A baseline and a subject, in nanoseconds (of the thread's CPU time) per operation, compared
/// robustly.
///
/// Each of `trials` trials alternates the two for `rounds` rounds and keeps the fastest run of
/// each, so that a burst of noise from the rest of the machine (another process, a frequency
/// change) hits both sides rather than one. The result is the trial with the median ratio: a
/// trial that fell entirely into a noisy phase of a shared machine (a neighbour evicting the last-
/// level cache, say) does not decide the figure.
func measure(
    operations: Int, trials: Int = 5, rounds: Int = 15, baseline: () -> Void, subject: () -> Void
) -> (baseline: Double, subject: Double) {
    var results: [(baseline: Double, subject: Double)] = []
    for _ in 0..<trials {
        var bestBaseline = Double.infinity
        var bestSubject = Double.infinity
        for _ in 0..<rounds {
            bestBaseline = min(bestBaseline, cpuNanoseconds(baseline))
            bestSubject = min(bestSubject, cpuNanoseconds(subject))
        }
        results.append((bestBaseline / Double(operations), bestSubject / Double(operations)))
    }
    results.sort { $0.subject / $0.baseline < $1.subject / $1.baseline }
    return results[results.count / 2]
}

// MARK: - Ranges over runs

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

/// `body` over `runs` runs, each the fastest of `repeats` repeats, in nanoseconds (of the
/// thread's CPU time) per operation: the range over the runs.
func measureRange(operations: Int, runs: Int = 5, repeats: Int = 5, _ body: () -> Void) -> FigureRange {
    FigureRange((0..<runs).map { _ in measure(operations: operations, repeats: repeats, body) })
}

/// A subject's cost divided by a baseline's, over `runs` runs: the range of the ratio.
///
/// Each run alternates the two for `rounds` rounds and keeps the cheapest round of each side; the
/// run's ratio is the subject's best ÷ the baseline's best. Each closure runs one round and
/// returns its cost per operation in nanoseconds (time only the part that is measured, with
/// ``cpuNanoseconds(_:)``, and leave setup and undoing outside), so that the two sides may count
/// operations differently (a cost per section at two sizes, say).
///
/// With a `budget` (seconds of the thread's CPU time), no further run starts once the runs so far
/// have used it: a figure that is slow today (a goal missed by far) still gets at least one run
/// and does not hold up the suite; the report says how many runs each figure had.
func ratioRange(runs: Int = 5, rounds: Int = 5, budget: Double? = nil, baseline: () -> Double, subject: () -> Double) -> (
    ratio: FigureRange, baseline: FigureRange, subject: FigureRange
) {
    var ratios: [Double] = []
    var baselines: [Double] = []
    var subjects: [Double] = []
    let start = ThreadCPUClock.now()
    for _ in 0..<runs {
        if let budget, !ratios.isEmpty, Double(ThreadCPUClock.now() &- start) > budget * 1e9 { break }
        var bestBaseline = Double.infinity
        var bestSubject = Double.infinity
        for _ in 0..<rounds {
            bestBaseline = min(bestBaseline, baseline())
            bestSubject = min(bestSubject, subject())
        }
        ratios.append(bestSubject / bestBaseline)
        baselines.append(bestBaseline)
        subjects.append(bestSubject)
    }
    return (FigureRange(ratios), FigureRange(baselines), FigureRange(subjects))
}

/// ``ratioRange(runs:rounds:baseline:subject:)`` for two bodies each timed whole, with the
/// number of operations each performs.
func ratioRange(
    runs: Int = 5, rounds: Int = 5, budget: Double? = nil, baselineOperations: Int, subjectOperations: Int, baseline: () -> Void,
    subject: () -> Void
) -> (ratio: FigureRange, baseline: FigureRange, subject: FigureRange) {
    ratioRange(
        runs: runs, rounds: rounds, budget: budget, baseline: { cpuNanoseconds(baseline) / Double(baselineOperations) },
        subject: { cpuNanoseconds(subject) / Double(subjectOperations) })
}

// MARK: - Formatting

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func format(_ value: Double, digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

/// A value with about three significant digits (at least two decimals below 1).
func formatSignificant(_ value: Double) -> String {
    let magnitude = abs(value)
    guard magnitude < 100 else { return "\(Int(value.rounded()))" }
    return format(value, digits: magnitude < 1 ? 3 : magnitude < 10 ? 2 : 1)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func milliseconds(_ nanoseconds: Double) -> String {
    let value = nanoseconds / 1e6
    return pad(format(value, digits: value < 1 ? 3 : value < 100 ? 1 : 0), 10)
}

extension String {
    /// The text padded with spaces on the right to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
