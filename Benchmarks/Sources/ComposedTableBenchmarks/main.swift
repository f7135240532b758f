// The package's performance goals, each a figure a user feels against its limit, measured in
// one process with the thread's CPU time (README.md). From Benchmarks/:
// `swift run -c release ComposedTableBenchmarks goals [engine|growth|lazy|text|memory…]`.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

let usage = "usage: ComposedTableBenchmarks goals [" + GoalsSuite.groups.map(\.name).joined(separator: "|") + "…]"
var arguments = Array(CommandLine.arguments.dropFirst())
// Without arguments (`swift run`, which CI uses to build before it runs `goals`): the usage alone.
guard arguments.first == "goals" else {
    print(usage)
    exit(arguments.isEmpty ? 0 : 2)
}
arguments.removeFirst()
guard arguments.allSatisfy({ name in GoalsSuite.groups.contains { $0.name == name } }) else {
    print(usage)
    exit(2)
}
// CI prints the figures and does not gate on them: a shared machine's noise must not fail a build.
GoalsSuite.run(arguments)
exit(0)
