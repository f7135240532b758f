/// The titles of a long list, folded once (``SearchText``) when a search first reaches them, and
/// which match each query as the user types, as fzf matches and ranks them (``FuzzyMatch``, which
/// reads a match's title again): per section, the rows to show (`setVisibleRows(_:in:)`). A query
/// that narrows a remembered one (`"nwy"` after `"ny"`) checks only its matches; going back to
/// one checks nothing. When the titles change, make a new index.
///
/// - Complexity: A query costs O(*c* × *m*) in the length *c* of the candidates' titles and the
///   length *m* of the query, plus ``FuzzyMatch``'s score of each match. Memory: the folded
///   titles, an offset per title, the results kept.
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

    /// A query typed, what it matched (ascending, ranked), what it has yet to check of the matches
    /// of the query it narrows, and how far it scanned: every row before `next`.
    private struct Step {
        typealias Match = (row: Int, score: Int, length: Int)
        let terms: [[UInt8]]
        var matches: [[Match]]
        var pending: [ArraySlice<Int>]
        var next: (section: Int, row: Int)
    }

    /// The queries that led to the last one, each narrowing the one before.
    private var steps: [Step] = []
    /// How many queries ``steps`` keeps: enough for a query typed a letter at a time.
    static let maximumSteps = 32

    /// An index over sections of `counts` titles (none negative). O(*s*) in the sections.
    package init(counts: [Int], title: @escaping @MainActor (_ section: Int, _ index: Int) -> String) {
        for (section, count) in counts.enumerated() {
            require(
                count >= 0,
                "ComposedTable: SearchIndex(counts:title:) was given \(count) titles for section \(section); a count cannot be negative.")
        }
        (self.counts, self.title) = (counts, title)
        (keys, starts) = (counts.map { _ in [] }, counts.map { _ in [0] })
    }

    /// An index over one section of titles: `SearchIndex(["Red", "Blue"]).matches(for: "re")` is `[[0]]`.
    package convenience init(_ titles: [String]) {
        self.init(counts: [titles.count]) { _, index in titles[index] }
    }

    /// The rows whose folded title holds the letters of each word of the query in order (`"nwyk"`
    /// finds `"America/New_York"`): per section, ascending or best first; `nil` for no word.
    package func matches(for query: String, ranked: Bool = false) -> [[Int]?] {
        matches(for: query, ranked: ranked) { _, _ in false }.rows
    }

    /// The rows that match a query among the titles checked so far for it, the check going on
    /// until `isEnough` (the matches found, the titles checked by this call); and whether it ended.
    package func matches(for query: String, ranked: Bool = false, until isEnough: (Int, Int) -> Bool) -> (
        rows: [[Int]?], isComplete: Bool
    ) {
        let terms = FuzzyMatch.query(query)
        guard !terms.isEmpty else {
            steps.removeAll()
            return (counts.map { _ in nil }, true)
        }
        // Back to the newest query this one narrows (or equals); a step that checks its matches.
        while let last = steps.last, !FuzzyMatch.narrows(terms, last.terms) { steps.removeLast() }
        if steps.last?.terms != terms {
            let earlier = steps.last
            let pending = counts.indices.map { s in earlier.map { ($0.matches[s].map(\.row) + $0.pending[s])[...] } ?? [] }
            if steps.count == Self.maximumSteps { steps.removeFirst() }
            steps.append(Step(terms: terms, matches: counts.map { _ in [] }, pending: pending, next: earlier?.next ?? (0, 0)))
        }
        var step = steps.removeLast()
        scan(&step, until: isEnough)
        steps.append(step)
        let rank: (Step.Match, Step.Match) -> Bool = {
            FuzzyMatch.ranks(($0.score, $0.length, $0.row), before: ($1.score, $1.length, $1.row))
        }
        let rows = step.matches.map { (ranked ? $0.sorted(by: rank) : $0).map(\.row) }
        return (rows, step.next.section == counts.count && step.pending.allSatisfy(\.isEmpty))
    }

    /// Checks on from where a step stopped: the matches of the query it narrows, then the rows
    /// not scanned yet, reading and folding titles met for the first time.
    private func scan(_ step: inout Step, until isEnough: (Int, Int) -> Bool) {
        var (found, scanned) = (step.matches.reduce(0) { $0 + $1.count }, 0)
        for section in step.pending.indices {
            while let row = step.pending[section].first, !isEnough(found, scanned) {
                (step.pending[section], scanned) = (step.pending[section].dropFirst(), scanned + 1)
                if Self.isMatch(keys[section], starts[section], row, step.terms), let match = rank(section, row, step.terms) {
                    step.matches[section].append(match)
                    found += 1
                }
            }
        }
        guard step.pending.allSatisfy(\.isEmpty) else { return }
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
                if Self.isMatch(keys, starts, row, step.terms), let match = rank(section, row, step.terms) {
                    step.matches[section].append(match)
                    found += 1
                }
                (step.next.row, scanned) = (step.next.row + 1, scanned + 1)
            }
            (self.keys[section], self.starts[section]) = (keys, starts)
            guard step.next.row == counts[section] else { break }
            step.next = (section + 1, 0)
        }
    }

    /// A matching title's score (``FuzzyMatch``, from its title read again) and its length.
    private func rank(_ section: Int, _ row: Int, _ terms: [[UInt8]]) -> Step.Match? {
        let title = title(section, row)
        return FuzzyMatch(title, folder: &folder).match(terms).map { (row, $0.score, title.utf8.count) }
    }

    /// Whether a folded title holds the letters of every term in order. Not isolated, nor are the
    /// scans' loops closures: the main actor's check on each call costs more than a match.
    nonisolated private static func isMatch(_ keys: [UInt8], _ starts: [Int], _ row: Int, _ terms: [[UInt8]]) -> Bool {
        let key = keys[starts[row]..<(starts[row + 1] - 1)]
        return terms.allSatisfy { SearchText.contains(key, inOrder: $0) }
    }
}
