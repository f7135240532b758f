import ComposedTable
import Foundation

/// One search keystroke over N titles: Core's `SearchIndex` against what a user would write
/// instead, `titles.filter { $0.localizedCaseInsensitiveContains(query) }` over every title at
/// every keystroke, in the same process.
///
/// The query is typed `y`, `yo`, `yor` (`york` for the backspaces). Keystrokes: the first
/// search (`y`, a new index: reading and folding every title included), narrowing (`yor` after
/// `y`, `yo`: a scan of `yo`'s matches), Backspace to a query typed before (`yo` after `yor`:
/// remembered), and Backspace to one not typed before (`yor` after a pasted `york`: a scan of
/// every title). Titles look like time zones and
/// places, one in five with diacritics (`Europe/Zürich_12`), so both folding paths run.
enum SearchBenchmark {
    struct Result {
        var rows: Int
        /// Nanoseconds: the baseline's filter, then the index, per keystroke.
        var filter: Double
        var prepare: Double
        var first: Double
        var narrow: Double
        var backspaceSeen: Double
        var backspaceUnseen: Double
        var matches: Int
    }

    static func titles(_ count: Int) -> [String] {
        let regions = ["America", "Europe", "Asia", "Africa", "Pacific", "Atlantic"]
        let places = [
            "New_York", "Los_Angeles", "Zürich", "São_Paulo", "Kraków", "Ürümqi", "Tokyo", "Berlin", "Yorkshire", "Reykjavík",
            "Montréal", "Auckland", "Lagos", "Oslo", "Yokohama", "Córdoba",
        ]
        return (0..<count).map { index in
            let place = places[(index &* 7 &+ index / 16) % places.count]
            return "\(regions[index % regions.count])/\(place)_\(index)"
        }
    }

    @MainActor
    static func run(rows: Int) -> Result {
        let titles = self.titles(rows)
        let rounds = rows >= 100_000 ? 5 : rows >= 10_000 ? 15 : 101
        var best = (
            filter: Double.infinity, prepare: Double.infinity, first: Double.infinity, narrow: Double.infinity,
            seen: Double.infinity, unseen: Double.infinity
        )
        let clock = ThreadCPUClock()
        func time(_ body: () -> Void) -> Double { nanoseconds(clock.measure(body)) }
        let prepared = SearchIndex(titles)
        prepared.prepare()
        var matches = 0
        for _ in 0..<rounds {
            // The baseline: every title, every keystroke.
            best.filter = min(best.filter, time { blackHole(titles.filter { $0.localizedCaseInsensitiveContains("yor") }) })
            let fresh = SearchIndex(titles)
            best.prepare = min(best.prepare, time { SearchIndex(titles).prepare() })
            best.first = min(best.first, time { blackHole(fresh.matches(for: "y")) })
            _ = prepared.matches(for: "")
            _ = prepared.matches(for: "y")
            _ = prepared.matches(for: "yo")
            var result: [[Int]?] = []
            best.narrow = min(best.narrow, time { result = prepared.matches(for: "yor") })
            matches = result[0]?.count ?? 0
            best.seen = min(best.seen, time { blackHole(prepared.matches(for: "yo")) })
            _ = prepared.matches(for: "")
            _ = prepared.matches(for: "york")  // pasted: no query before it to go back to
            best.unseen = min(best.unseen, time { blackHole(prepared.matches(for: "yor")) })
        }
        precondition(matches == titles.filter { $0.localizedCaseInsensitiveContains("yor") }.count, "the index and the baseline disagree")
        return Result(
            rows: rows, filter: best.filter, prepare: best.prepare, first: best.first, narrow: best.narrow, backspaceSeen: best.seen,
            backspaceUnseen: best.unseen, matches: matches)
    }

    @MainActor
    static func report(sizes: [Int] = [100, 10_000, 100_000]) {
        print("")
        print("Search: one keystroke over N titles (µs, best of several); baseline: filter { localizedCaseInsensitiveContains }")
        print("over every title; ratios are baseline ÷ index (higher is better)")
        print(
            pad("titles", 8) + pad("filter", 10) + pad("fold all", 10) + pad("1st key", 10) + pad("÷", 8) + pad("narrow", 10)
                + pad("÷", 8) + pad("⌫ seen", 10) + pad("÷", 10) + pad("⌫ new", 10) + pad("÷", 8) + pad("matches", 9))
        for rows in sizes {
            let result = run(rows: rows)
            func ratioText(_ value: Double) -> String { format(result.filter / value, digits: result.filter / value < 10 ? 1 : 0) + "×" }
            print(
                pad("\(rows)", 8) + microseconds(result.filter) + microseconds(result.prepare) + microseconds(result.first)
                    + pad(ratioText(result.first), 8) + microseconds(result.narrow) + pad(ratioText(result.narrow), 8)
                    + microseconds(result.backspaceSeen) + pad(ratioText(result.backspaceSeen), 10)
                    + microseconds(result.backspaceUnseen) + pad(ratioText(result.backspaceUnseen), 8) + pad("\(result.matches)", 9))
        }
        let ascii = (0..<10_000).map { "America/New_York_\($0)" }
        let accented = (0..<10_000).map { "Europe/Zürich_\($0)" }
        let clock = ThreadCPUClock()
        var asciiBest = Double.infinity
        var accentedBest = Double.infinity
        for _ in 0..<5 {
            asciiBest = min(asciiBest, nanoseconds(clock.measure { for title in ascii { blackHole(SearchText.fold(title)) } }))
            accentedBest = min(accentedBest, nanoseconds(clock.measure { for title in accented { blackHole(SearchText.fold(title)) } }))
        }
        print(
            "SearchText.fold(_:) of one title on its own (nothing kept from the last call): ASCII "
                + "\(format(asciiBest / 10_000, digits: 0)) ns, with diacritics \(format(accentedBest / 10_000, digits: 0)) ns")
    }
}
