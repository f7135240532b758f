// The benchmarks of issue 34's goals, each a figure a user feels against its limit, measured in
// one process with the thread's CPU time (README.md). From Benchmarks/:
// `swift run -c release ComposedTableBenchmarks [goals] [engine|growth|lazy|text|memory…]`.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "goals" { arguments.removeFirst() }
let unknown = arguments.filter { name in !GoalsSuite.groups.contains { $0.name == name } }
guard unknown.isEmpty else {
    print("usage: ComposedTableBenchmarks [goals] [" + GoalsSuite.groups.map(\.name).joined(separator: "|") + "…]")
    exit(2)
}
// CI prints the figures and does not gate on them: a shared machine's noise must not fail a build.
GoalsSuite.run(arguments)
exit(0)
