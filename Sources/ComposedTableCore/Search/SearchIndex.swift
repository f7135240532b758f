/// The titles of a long list, folded once, and which of them match each query as the user
/// types: the rows a search shows, section by section.
///
/// Give it the number of titles in each section and a closure that returns a title: a title is
/// read and folded (``SearchText``) when a search first reaches it, and kept. Each query returns,
/// for each section, the indices of the matching titles in ascending order — what
/// `setVisibleRows(_:in:)` takes — or `nil` for "show every row" when the query has no word.
/// A query that narrows a remembered one (each earlier word occurs in a new word: `"new y"` after
/// `"new"`) scans only its matches; going back to one (Backspace) scans nothing. The titles are
/// read once: when they change, make a new index.
///
/// - Complexity: A query costs O(*c* × *m*) in the length *c* of the candidates' titles and the
///   length *m* of the query. Memory: the folded titles, an offset per title, the results kept.
@MainActor
package final class SearchIndex {
    /// The number of titles in each section.
    package let counts: [Int]
    private let title: @MainActor (_ section: Int, _ index: Int) -> String

    /// Each section's folded titles, one after the other, as UTF-8, as far as a scan read them.
    private var keys: [[UInt8]]
    /// Where each folded title starts in its section's ``keys``, with one more at the end.
    private var starts: [[Int]]
    private var folder = SearchText.Folder()

    /// A query typed, what it matched, and how far it scanned: every row before `next`.
    private struct Step {
        let words: [[UInt8]]
        var matches: [[Int]]
        var next: (section: Int, row: Int)
    }

    /// The queries that led to the last one, each narrowing the one before.
    private var steps: [Step] = []
    /// How many queries ``steps`` keeps: enough for a query typed a letter at a time.
    static let maximumSteps = 32

    /// An index over sections of `counts` titles (none negative); `title(section, index)` is
    /// called once per row, when a search first reaches it. O(*s*) in the sections.
    package init(counts: [Int], title: @escaping @MainActor (_ section: Int, _ index: Int) -> String) {
        for (section, count) in counts.enumerated() {
            require(
                count >= 0,
                "ComposedTable: SearchIndex(counts:title:) was given \(count) titles for section \(section); a count cannot be negative.")
        }
        self.counts = counts
        self.title = title
        keys = counts.map { _ in [] }
        starts = counts.map { _ in [0] }
    }

    /// An index over one section of titles: `SearchIndex(["Red", "Blue"]).matches(for: "re")` is `[[0]]`.
    package convenience init(_ titles: [String]) {
        self.init(counts: [titles.count]) { _, index in titles[index] }
    }

    /// The rows whose folded title holds every word of the folded query (`"new yo"` finds
    /// `"America/New_York"`): per section, ascending; `nil` in each when the query has no word.
    package func matches(for query: String) -> [[Int]?] {
        matches(for: query) { _, _ in false }.rows
    }

    /// The rows that match a query among the titles scanned so far for it (see
    /// ``matches(for:)``), the scan going on in row order until `isEnough` (the matches found,
    /// the titles scanned by this call) or the last title; and whether it reached the last.
    package func matches(for query: String, until isEnough: (Int, Int) -> Bool) -> (rows: [[Int]?], isComplete: Bool) {
        let words = SearchText.wordBytes(query)
        guard !words.isEmpty else {
            steps.removeAll()
            return (counts.map { _ in nil }, true)
        }
        // Back to the newest query this one narrows (or equals).
        while let last = steps.last, !Self.narrows(words, last.words) { steps.removeLast() }
        if steps.last?.words != words {
            // It narrows that one: its matches that match, then the rows it has not scanned.
            let earlier = steps.last
            var matches = counts.map { _ in [Int]() }
            for (section, rows) in (earlier?.matches ?? []).enumerated() {
                let (keys, starts) = (keys[section], starts[section])
                for row in rows where Self.isMatch(keys, starts, row, words) { matches[section].append(row) }
            }
            if steps.count == Self.maximumSteps { steps.removeFirst() }
            steps.append(Step(words: words, matches: matches, next: earlier?.next ?? (0, 0)))
        }
        var step = steps.removeLast()
        scan(&step, until: isEnough)
        steps.append(step)
        return (step.matches, step.next.section == counts.count)
    }

    /// Scans on from where a step stopped, reading and folding titles met for the first time.
    private func scan(_ step: inout Step, until isEnough: (Int, Int) -> Bool) {
        var found = step.matches.reduce(0) { $0 + $1.count }
        var scanned = 0
        while step.next.section < counts.count {
            let section = step.next.section
            // The section's titles, taken out while they grow (so that they grow in place).
            var (keys, starts) = (self.keys[section], self.starts[section])
            (self.keys[section], self.starts[section]) = ([], [])
            while step.next.row < counts[section], !isEnough(found, scanned) {
                let row = step.next.row
                if starts.count == row + 1 {
                    folder.fold(title(section, row), into: &keys)
                    keys.append(0x20)  // words never hold a space: a match never runs into the next title
                    starts.append(keys.count)
                }
                if Self.isMatch(keys, starts, row, step.words) {
                    step.matches[section].append(row)
                    found += 1
                }
                step.next.row += 1
                scanned += 1
            }
            (self.keys[section], self.starts[section]) = (keys, starts)
            guard step.next.row == counts[section] else { break }
            step.next = (section + 1, 0)
        }
    }

    /// Whether a folded title (without its ending space) holds every word. Not isolated, nor are
    /// the scans' loops closures: the main actor's check on each call costs more than a match.
    nonisolated private static func isMatch(_ keys: [UInt8], _ starts: [Int], _ row: Int, _ words: [[UInt8]]) -> Bool {
        let key = keys[starts[row]..<(starts[row + 1] - 1)]
        return words.allSatisfy { SearchText.contains(key, $0) }
    }

    /// Whether a title that matches `words` matches `earlier` too: each earlier word occurs in
    /// one of the words.
    private static func narrows(_ words: [[UInt8]], _ earlier: [[UInt8]]) -> Bool {
        earlier.allSatisfy { old in words.contains { SearchText.contains($0[...], old) } }
    }
}
