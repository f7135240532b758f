// `ComposedTableBenchmarks goals [group…]`: every performance goal, each with its figure, its
// limit and met or MISSED, and a summary line `goals: N met, M missed`.
@MainActor
enum GoalsSuite {
    /// The groups in the order they run, by the name that selects one on the command line.
    static let groups: [(name: String, run: @MainActor (GoalReport) -> Void)] = [
        ("engine", EngineBenchmark.goals),
        ("growth", GrowthBenchmark.goals),
        ("lazy", ChoiceBenchmark.goals),
        ("text", TextBenchmark.goals),
        ("memory", MemoryBenchmark.goals),
    ]

    /// Runs the groups named in `selected` (all when empty) and prints the summary and the CPU
    /// time the run took.
    static func run(_ selected: [String]) {
        print("Performance goals — the thread's CPU time; each figure: median over \(runCount) runs (min–max),")
        print("each run the cheapest of its rounds; met when the median is within the limit.")
        let start = threadCPUNanoseconds()
        let report = GoalReport()
        for group in groups where selected.isEmpty || selected.contains(group.name) {
            group.run(report)
        }
        report.summarize()
        print("CPU time: \(formatSignificant(Double(threadCPUNanoseconds() - start) / 1e9)) s")
    }
}
