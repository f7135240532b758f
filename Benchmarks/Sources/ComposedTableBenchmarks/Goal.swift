// The goals as they are checked and printed: each a figure over runs, a limit, met or MISSED.

/// One goal checked: a name, the figure over runs and the most it may be.
///
/// **The rule of pass and fail:** a goal is met when the *median* of its runs is at most the
/// limit. Each run keeps the cheapest round of each side (``measureRuns(rounds:_:combine:)``), so
/// one noisy round does not decide; the line also prints the range (min–max) and the worst run,
/// and says when the worst run misses although the median meets the goal.
struct Goal {
    var name: String
    var figure: FigureRange
    var limit: Double
    /// The figure's unit as printed after each value: "×", " ms", " B".
    var unit: String

    /// Whether the goal is met: the median of the runs is at most the limit.
    var isMet: Bool { figure.median <= limit }
    /// Whether the worst run meets the goal too.
    var isMetByEveryRun: Bool { figure.max <= limit }
}

/// Goals as they are measured: prints each as it comes, and a summary at the end.
///
/// ```swift
/// report.section("Lazy sections")
/// report.check("open on the last option, 100k ÷ 100", ratio, atMost: 2)
/// ```
@MainActor
final class GoalReport {
    private(set) var goals: [Goal] = []
    /// The figures not measured, and why.
    private(set) var skipped: [String] = []

    /// Starts a group of goals: a heading line.
    func section(_ title: String) {
        print("")
        print(title)
    }

    /// Records a goal and prints its line: the median, the range and the worst run, the goal, and
    /// met or MISSED (on the median); then `detail` (the two sides of a ratio, say), if any.
    func check(_ name: String, _ figure: FigureRange, atMost limit: Double, unit: String = "×", detail: String? = nil) {
        let goal = Goal(name: name, figure: figure, limit: limit, unit: unit)
        goals.append(goal)
        let range = "(" + formatSignificant(figure.min) + "–" + formatSignificant(figure.max) + ")"
        let verdict = goal.isMet ? (goal.isMetByEveryRun ? "met" : "met (worst run misses)") : "MISSED"
        print(
            "  " + name.padding(62) + (formatSignificant(figure.median) + unit).padded(10) + range.padded(18) + "  ≤ "
                + (formatSignificant(limit) + unit).padding(7) + "  " + verdict)
        if let detail { print("      " + detail) }
    }

    /// Records and prints figures not measured, and why; the summary lists them.
    func skip(_ reason: String) {
        skipped.append(reason)
        print("  SKIPPED: " + reason)
    }

    /// Prints the summary: `goals: N met, M missed`, the missed ones and the skipped figures.
    func summarize() {
        let missed = goals.filter { !$0.isMet }
        print("")
        print("goals: \(goals.count - missed.count) met, \(missed.count) missed" + (skipped.isEmpty ? "" : ", \(skipped.count) skipped"))
        for reason in skipped { print("  skipped: " + reason) }
        for goal in missed {
            print(
                "  missed: \(goal.name): \(formatSignificant(goal.figure.median))\(goal.unit), goal ≤ \(formatSignificant(goal.limit))\(goal.unit)"
            )
        }
    }
}
