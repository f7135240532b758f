// The memory goal: the engine's bytes per eager row at 1,000,000 rows (`engineByteCount`),
// beside what a minimal cell object alone takes on the heap.
import ComposedTable
import HeapStatistics

/// The smallest cell there is: an object and nothing in it.
final class MinimalCell {}

@MainActor
enum MemoryBenchmark {
    /// Heap bytes per ``MinimalCell`` (the array that holds them made before counting); 0 where
    /// the heap's statistics are not known.
    static func minimalCellBytes(_ count: Int) -> Double {
        var cells: [MinimalCell] = []
        cells.reserveCapacity(count)
        let before = heap_statistics_bytes_in_use()
        for _ in 0..<count { cells.append(MinimalCell()) }
        let after = heap_statistics_bytes_in_use()
        blackHole(cells)
        return Double(after &- before) / Double(count)
    }

    static func goals(_ report: GoalReport) {
        report.section("Memory")
        let rows = 1_000_000
        let cells = benchCells(rows)
        let engine = FigureRange((0..<runCount).map { _ in Double(composed(cells).engineByteCount) / Double(rows) })
        report.check(
            "engine bytes per eager row, 1M rows (engineByteCount)", engine, atMost: 64, unit: " B",
            detail: "a minimal cell object alone: " + formatSignificant(minimalCellBytes(rows)) + " B on the heap")
    }
}
