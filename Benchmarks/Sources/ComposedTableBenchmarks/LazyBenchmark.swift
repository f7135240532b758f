#if !canImport(UIKit)
import ComposedTable

/// Lazy sections (`addSection(header:footer:count:cell:)`) against an eager `Array` of cells, in
/// one process: opening a screen (the section and the first 80×24 frame) and filtering it
/// (`setVisibleRows(_:in:)` to every hundredth row, then back to all). Each figure is the range
/// over three runs; a run keeps the fastest of its repeats.
enum LazyBenchmark {
    struct Figures {
        var lazyOpen: Double
        var eagerOpen: Double
        var lazyNarrow: Double
        var lazyWiden: Double
        var arrayNarrow: Double
        var arrayWiden: Double
    }

    @MainActor
    static func run(sizes: [Int]) {
        print("Lazy sections: open = add a section of N rows + the first 80×24 terminal frame; filter = show")
        print("every 100th row (narrow), then all rows (widen). Eager baseline: an Array of N cells added")
        print("one by one (open), filtered into a new Array and copied back (filter). Range over 3 runs, µs.")
        print(
            pad("rows", 9) + pad("lazy open", 18) + pad("eager open", 22) + pad("eager÷lazy", 18) + pad("lazy narrow", 16)
                + pad("lazy widen", 16) + pad("Array narrow", 16) + pad("Array widen", 16))
        for count in sizes {
            let runs = (0..<3).map { _ in once(count) }
            func range(_ key: (Figures) -> Double) -> String {
                let values = runs.map(key)
                return format(values.min()! / 1_000, digits: 1) + "–" + format(values.max()! / 1_000, digits: 1)
            }
            let ratios = runs.map { $0.eagerOpen / $0.lazyOpen }
            print(
                pad("\(count)", 9) + pad(range(\.lazyOpen), 18) + pad(range(\.eagerOpen), 22)
                    + pad(format(ratios.min()!, digits: 0) + "–" + format(ratios.max()!, digits: 0) + "×", 18)
                    + pad(range(\.lazyNarrow), 16) + pad(range(\.lazyWiden), 16) + pad(range(\.arrayNarrow), 16)
                    + pad(range(\.arrayWiden), 16))
        }
    }

    @MainActor
    private static func once(_ count: Int) -> Figures {
        let repeats = count >= 1_000_000 ? 1 : 3
        let lazyOpen = measure(operations: 1, repeats: repeats) {
            let screen = ComposedTableViewController(title: "Zones")
            screen.addSection(header: "All", count: count) { OptionCell(key: "Zone \($0)") }
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
            blackHole(session.screen)
        }
        let eagerOpen = measure(operations: 1, repeats: repeats) {
            let cells = (0..<count).map { OptionCell(key: "Zone \($0)") }
            let screen = ComposedTableViewController(title: "Zones")
            screen.addSection(header: "All")
            for cell in cells { screen.addCell(cell) }
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
            blackHole(session.screen)
        }
        let narrow = Array(stride(from: 0, to: count, by: 100))
        let composition = Composition<BenchCell, Never>()
        composition.addSection(count: count) { _ in BenchCell() }
        let section = composition.lastSection!
        var lazyNarrow = Double.infinity
        var lazyWiden = Double.infinity
        for _ in 0..<repeats + 2 {
            lazyNarrow = min(lazyNarrow, measure(operations: 1, repeats: 1) { blackHole(composition.setVisibleRows(narrow, in: section)) })
            lazyWiden = min(lazyWiden, measure(operations: 1, repeats: 1) { blackHole(composition.setVisibleRows(nil, in: section)) })
        }
        let all = (0..<count).map { _ in BenchCell() }
        var shown = all
        var arrayNarrow = Double.infinity
        var arrayWiden = Double.infinity
        for _ in 0..<repeats + 2 {
            arrayNarrow = min(
                arrayNarrow,
                measure(operations: 1, repeats: 1) {
                    shown = all.indices.filter { $0 % 100 == 0 }.map { all[$0] }
                    blackHole(shown)
                })
            arrayWiden = min(
                arrayWiden,
                measure(operations: 1, repeats: 1) {
                    shown = Array(all)
                    shown.append(BenchCell())
                    blackHole(shown)
                })
        }
        return Figures(
            lazyOpen: lazyOpen, eagerOpen: eagerOpen, lazyNarrow: lazyNarrow, lazyWiden: lazyWiden, arrayNarrow: arrayNarrow,
            arrayWiden: arrayWiden)
    }
}
#endif
