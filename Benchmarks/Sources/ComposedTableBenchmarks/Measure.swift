// Timing and formatting helpers of the benchmarks.

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

/// The fastest of several runs of `body`, in nanoseconds per operation.
func measure(operations: Int, repeats: Int = 7, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    for _ in 0..<repeats {
        best = min(best, clock.measure(body))
    }
    return nanoseconds(best) / Double(operations)
}

/// A baseline and a subject, in nanoseconds per operation, compared robustly.
///
/// Each of `trials` trials alternates the two for `rounds` rounds and keeps the fastest run of
/// each, so that a burst of noise from the rest of the machine (another process, a frequency
/// change) hits both sides rather than one. The result is the trial with the median ratio: a
/// trial that fell entirely into a noisy phase of a shared machine (a neighbour evicting the last-
/// level cache, say) does not decide the figure.
func measure(
    operations: Int, trials: Int = 5, rounds: Int = 15, baseline: () -> Void, subject: () -> Void
) -> (baseline: Double, subject: Double) {
    let clock = ContinuousClock()
    var results: [(baseline: Double, subject: Double)] = []
    for _ in 0..<trials {
        var bestBaseline = Duration.seconds(1_000)
        var bestSubject = Duration.seconds(1_000)
        for _ in 0..<rounds {
            bestBaseline = min(bestBaseline, clock.measure(baseline))
            bestSubject = min(bestSubject, clock.measure(subject))
        }
        results.append((nanoseconds(bestBaseline) / Double(operations), nanoseconds(bestSubject) / Double(operations)))
    }
    results.sort { $0.subject / $0.baseline < $1.subject / $1.baseline }
    return results[results.count / 2]
}

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
