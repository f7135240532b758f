// The goals of issue 24, each a figure with its goal beside it and pass/fail.

/// What a figure must meet.
enum GoalRule {
    /// At most this value (a ratio "≤ 3×", bytes "≤ 32 B").
    case atMost(Double)
    /// Below this value ("< 1×").
    case below(Double)
    /// Above this value ("> 1×").
    case above(Double)

    /// Whether `value` meets the rule.
    func holds(for value: Double) -> Bool {
        switch self {
        case .atMost(let limit): value <= limit
        case .below(let limit): value < limit
        case .above(let limit): value > limit
        }
    }

    /// The worse end of a range for this rule: the highest for an upper bound, the lowest for a
    /// lower bound.
    func worst(of range: FigureRange) -> Double {
        switch self {
        case .atMost, .below: range.max
        case .above: range.min
        }
    }

    /// The rule as printed, with the figure's unit ("≤ 3×").
    func description(unit: String) -> String {
        switch self {
        case .atMost(let limit): "≤ \(formatSignificant(limit))\(unit)"
        case .below(let limit): "< \(formatSignificant(limit))\(unit)"
        case .above(let limit): "> \(formatSignificant(limit))\(unit)"
        }
    }
}

/// One goal checked: a name, the figure over runs and the rule it must meet.
///
/// **The rule of pass and fail:** a goal is met when the *median* of its runs meets the rule.
/// Each run of a ratio alternates subject and baseline in the same process and keeps the
/// cheapest round of each (``ratioRange(runs:rounds:baseline:subject:)``), so one noisy run does
/// not decide; the report also prints the range (min–max) and says whether the worst run meets
/// the rule too.
struct Goal {
    var name: String
    var figure: FigureRange
    var rule: GoalRule
    /// The figure's unit as printed after each value: "×", " B".
    var unit: String
    /// What the figure was measured from, printed under it (the two sides of a ratio, say).
    var detail: String?

    /// Whether the goal is met: the median of the runs meets the rule.
    var isMet: Bool { rule.holds(for: figure.median) }
    /// Whether the worst run meets the rule too.
    var isMetByEveryRun: Bool { rule.holds(for: rule.worst(of: figure)) }
}

/// Goals as they are measured: prints each as it comes and a summary at the end.
///
/// A suite adds its goals with ``check(_:_:goal:unit:detail:)``:
///
/// ```swift
/// static func goals(_ report: GoalReport) {
///     let ratio = ratioRange(…)
///     report.check("cell(at:) ÷ Dictionary, 1M rows", ratio.ratio, goal: .atMost(3))
/// }
/// ```
@MainActor
final class GoalReport {
    private(set) var goals: [Goal] = []
    private var group: String?

    init() {}

    /// Starts a group of goals (a heading line), e.g. "Sections".
    func section(_ title: String) {
        group = title
        print("")
        print(title)
    }

    /// Records a goal and prints its line: the figure's median and range, the goal, and met or
    /// MISSED (on the median), with the worst run when that misses.
    @discardableResult
    func check(_ name: String, _ figure: FigureRange, goal rule: GoalRule, unit: String = "×", detail: String? = nil) -> Goal {
        let goal = Goal(name: name, figure: figure, rule: rule, unit: unit, detail: detail)
        goals.append(goal)
        let value = formatSignificant(figure.median) + unit
        let runs = figure.runs.count
        let range =
            formatSignificant(figure.min) + "–" + formatSignificant(figure.max) + unit + (runs == 1 ? ", 1 run" : ", \(runs) runs")
        let verdict =
            goal.isMet
            ? (goal.isMetByEveryRun ? "met" : "met (median; worst run \(formatSignificant(rule.worst(of: figure)))\(unit) misses)")
            : "MISSED"
        print(
            "  " + name.padding(56) + pad(value, 10) + pad("(" + range + ")", 28) + "  goal " + rule.description(unit: unit).padding(8)
                + "  " + verdict)
        if let detail { print("      " + detail) }
        return goal
    }

    /// Prints the summary line: `goals: N met, M missed`, and the missed ones' names.
    func summarize() {
        let missed = goals.filter { !$0.isMet }
        print("")
        print("goals: \(goals.count - missed.count) met, \(missed.count) missed")
        for goal in missed {
            print(
                "  missed: \(goal.name): \(formatSignificant(goal.figure.median))\(goal.unit), goal \(goal.rule.description(unit: goal.unit))"
            )
        }
    }
}

/// A range as "median (min–max)".
func describe(_ range: FigureRange) -> String {
    formatSignificant(range.median) + " (" + formatSignificant(range.min) + "–" + formatSignificant(range.max) + ")"
}

/// A table size as printed in goal names: 1k, 10k, 100k, 1M.
func sizeName(_ count: Int) -> String {
    if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
    return "\(count)"
}
