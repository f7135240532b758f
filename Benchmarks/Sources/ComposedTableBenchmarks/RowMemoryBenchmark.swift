// The memory goal of issue 24: the engine's bytes per row at 1,000,000 rows by peak resident
// memory, beside an `Array` of the same objects.
import ComposedTable
import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Peak resident memory per row, measured in a fresh child process for each figure
/// (`ComposedTableBenchmarks memory-rss engine|array <rows>`): the child makes the cells, runs
/// the structure once on 1,000 other cells (``warmUp(_:)``), reads its peak resident set
/// (`VmHWM` on Linux, `ru_maxrss` on Darwin), then composes them (or appends them to an `Array`)
/// and reads the peak again. The difference ÷ rows is what the structure costs at its worst
/// moment, the transient copies of growing arrays included; the cells themselves are not
/// counted, nor the structure's code.
enum RowMemoryBenchmark {
    /// The peak resident set of this process so far, in bytes: on Linux the kernel's `VmHWM` of
    /// this process's memory (from `/proc/self/status`), on Darwin `getrusage`'s `ru_maxrss`.
    /// (Linux's `ru_maxrss` is not used: it carries over an `exec`, so a child started by a large
    /// parent reports the parent's peak.)
    static func peakResidentBytes() -> Int {
        #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes
        #else
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1_024
        #endif
    }

    /// Runs a structure once on 1,000 cells and drops it, so that its code is resident before the
    /// measure: the first compose faults in about 1.5 MB of code pages, which is no memory per
    /// row (1.9 MB over the data at 100k rows, 1.6 MB at 2M), yet 1.5 B per row at 1M.
    static func warmUp(_ structure: String) {
        let cells = (0..<1_000).map { BenchCell(index: $0) }
        if structure == "array" {
            var array: [BenchCell] = []
            for cell in cells { array.append(cell) }
            blackHole(array)
        } else {
            blackHole(composed(cells))
        }
    }

    /// The child's work: prints the bytes the structure added to the peak resident set.
    static func child(structure: String, rows: Int) {
        let cells = (0..<rows).map { BenchCell(index: $0) }
        warmUp(structure)
        let before = peakResidentBytes()
        if structure == "array" {
            var array: [BenchCell] = []
            for cell in cells { array.append(cell) }
            blackHole(array)
        } else {
            blackHole(composed(cells))
        }
        print(peakResidentBytes() - before)
        withExtendedLifetime(cells) {}
    }

    /// Bytes per row of `structure` at `rows`, from a child process; `nil` if it failed.
    static func bytesPerRow(structure: String, rows: Int) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["memory-rss", structure, "\(rows)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int(text).map { Double($0) / Double(rows) }
    }

    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Memory (peak resident set of a child process per run, cells not counted)")
        let rows = 1_000_000
        var engine: [Double] = []
        var array: [Double] = []
        for _ in 0..<3 {
            if let bytes = bytesPerRow(structure: "engine", rows: rows) { engine.append(bytes) }
            if let bytes = bytesPerRow(structure: "array", rows: rows) { array.append(bytes) }
        }
        guard !engine.isEmpty, !array.isEmpty else {
            print("  memory: the child process could not run (\(CommandLine.arguments[0]))")
            return
        }
        report.check(
            "engine bytes per row, 1M rows (peak RSS)", FigureRange(engine), goal: .atMost(32), unit: " B",
            detail: "an Array of the same objects: " + describe(FigureRange(array)) + " B per row")
    }
}
