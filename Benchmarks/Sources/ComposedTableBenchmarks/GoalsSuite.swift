#if !canImport(UIKit)
// `ComposedTableBenchmarks goals [group…]`: every goal figure of issue 24, each with its goal
// beside it and met or MISSED, and a summary line `goals: N met, M missed`.

/// The goals suite: each group measures its figures and adds them to one ``GoalReport``.
@MainActor
enum GoalsSuite {
    /// The groups in the order they run, by the name that selects one on the command line. A
    /// suite of another file adds one line here: `("forms", FormBenchmark.goals)`.
    static let groups: [(name: String, run: @MainActor (GoalReport) -> Void)] = [
        ("sections", SectionBenchmark.goals),
        ("frames", FrameBenchmark.goals),
        ("choices", ChoiceBenchmark.goals),
        ("batch", perRowBatchGoals),
        ("memory", RowMemoryBenchmark.goals),
        ("forms", FormBenchmark.goals),
        ("text", TextBenchmark.goals),
    ]

    /// Runs the groups named in `selected` (all when empty) and prints the summary.
    static func run(_ selected: [String]) {
        print("Goals of issue 24 — release build, the thread's CPU time; each figure is the median of its runs,")
        print("with the range (min–max) over the runs; a goal is met when the median meets it.")
        let report = GoalReport()
        for group in groups where selected.isEmpty || selected.contains(group.name) {
            group.run(report)
        }
        report.summarize()
    }
}
#endif
