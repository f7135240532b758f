/// The titles of a long list, folded once, and which of them match each query as the user
/// types: the rows a search shows, section by section.
///
/// Give it the number of titles in each section and a closure that returns a title. Nothing is
/// read until the first query with a word: then every title is folded once (``SearchText``) and
/// kept. Each query returns, for each section, the indices of the matching titles in ascending
/// order — what `setVisibleRows(_:in:)` takes — or `nil` for "show every row" when the query has
/// no word.
///
/// ```swift
/// let zones = TimeZone.knownTimeZoneIdentifiers
/// let section = addSection(count: zones.count) { OptionCell(key: zones[$0]) }
/// let index = SearchIndex(counts: [zones.count]) { _, row in zones[row] }
/// search = TableSearch(prompt: "Time zones") { [unowned self] query in
///     setVisibleRows(index.matches(for: query)[0], in: section)
/// }
/// ```
///
/// # Typing
/// The index remembers the queries that led to the current one. A query that narrows one of
/// them — each word of the earlier query occurs in a word of the new one: `"new y"` after
/// `"new"`, `"york new"` after `"yor"` — scans only that query's matches; one that goes back to
/// an earlier query (Backspace) returns its matches without scanning. So typing a query costs one
/// scan of the whole list for its first letter, then scans of fewer and fewer titles.
///
/// The titles are read once: when they change, make a new index.
///
/// - Complexity: Folding is O(*n*) in the total length of the titles, once. A query costs
///   O(*c* × *m*) in the length *c* of the candidates' titles (every title, or the matches of the
///   query it narrows) and the length *m* of the query; a query seen last in the chain typed,
///   O(*r*) in its results. Memory: the folded titles (about their UTF-8 length) and one offset per
///   title, plus the remembered results.
@MainActor
public final class SearchIndex {
    /// The number of titles in each section.
    public let counts: [Int]
    private let title: @MainActor (_ section: Int, _ index: Int) -> String

    /// The folded titles, one after the other, as UTF-8; empty until the first search.
    private var keys: [UInt8] = []
    /// Where each title's folded bytes start in ``keys``, per section, with one more at the end.
    private var starts: [[Int]] = []
    private var isFolded = false

    /// A query typed, and what it matched.
    private struct Step {
        let words: [[UInt8]]
        let matches: [[Int]]
    }

    /// The queries that led to the last one, each narrowing the one before.
    private var steps: [Step] = []
    /// How many queries ``steps`` keeps: enough for a query typed a letter at a time.
    static let maximumSteps = 32

    /// Creates an index over sections of titles; nothing is read until the first search.
    ///
    /// - Parameters:
    ///   - counts: The number of titles in each section.
    ///   - title: The title of a row: its section and its index within the section. Called once
    ///     per row, at the first search with a word.
    /// - Precondition: No count is negative.
    /// - Complexity: O(*s*) in the sections.
    public init(counts: [Int], title: @escaping @MainActor (_ section: Int, _ index: Int) -> String) {
        for (section, count) in counts.enumerated() {
            require(
                count >= 0,
                "ComposedTable: SearchIndex(counts:title:) was given \(count) titles for section \(section); a count cannot be negative.")
        }
        self.counts = counts
        self.title = title
    }

    /// Creates an index over one section of titles.
    ///
    /// ```swift
    /// let index = SearchIndex(["Red", "Green", "Blue"])
    /// index.matches(for: "re")   // [[0, 1]]
    /// ```
    ///
    /// - Parameter titles: The titles, in row order.
    /// - Complexity: O(1); the titles are folded at the first search.
    public convenience init(_ titles: [String]) {
        self.init(counts: [titles.count]) { _, index in titles[index] }
    }

    /// Whether the titles have been read and folded (the first search with a word does it).
    public var isPrepared: Bool { isFolded }

    /// The rows that match a query, section by section.
    ///
    /// A title matches when every word of the folded query occurs in its folded form
    /// (``SearchText``): `"new yo"` finds `"America/New_York"`.
    ///
    /// - Parameter query: The search text as typed.
    /// - Returns: One entry per section: the indices of its matching titles, ascending; or `nil`
    ///   in every entry when the query has no word (show every row).
    /// - Complexity: See the type's discussion: the first search folds every title; then the
    ///   titles scanned are those of the query this one narrows.
    public func matches(for query: String) -> [[Int]?] {
        let words = SearchText.wordBytes(query)
        guard !words.isEmpty else {
            steps.removeAll()
            return counts.map { _ in nil }
        }
        prepare()
        // Back to the newest query this one narrows (or equals).
        while let last = steps.last, !Self.narrows(words, last.words) { steps.removeLast() }
        if let last = steps.last, last.words == words { return last.matches }
        let matches = scan(words, among: steps.last?.matches)
        if steps.count == Self.maximumSteps { steps.removeFirst() }
        steps.append(Step(words: words, matches: matches))
        return matches
    }

    /// Reads and folds every title, once.
    ///
    /// - Complexity: O(*n*) in the total length of the titles.
    public func prepare() {
        guard !isFolded else { return }
        isFolded = true
        starts = counts.map { _ in [] }
        var folder = SearchText.Folder()
        for (section, count) in counts.enumerated() {
            var offsets: [Int] = []
            offsets.reserveCapacity(count + 1)
            for row in 0..<count {
                offsets.append(keys.count)
                folder.fold(title(section, row), into: &keys)
                keys.append(0x20)  // words never hold a space: a match never runs into the next title
            }
            offsets.append(keys.count)
            starts[section] = offsets
        }
    }

    /// Whether a title that matches `words` matches `earlier` too: each earlier word occurs in
    /// one of the words.
    private static func narrows(_ words: [[UInt8]], _ earlier: [[UInt8]]) -> Bool {
        earlier.allSatisfy { old in words.contains { SearchText.contains($0[...], old) } }
    }

    /// The rows among `candidates` (every row when `nil`) whose titles contain every word.
    private func scan(_ words: [[UInt8]], among candidates: [[Int]]?) -> [[Int]] {
        let keys = keys
        return counts.indices.map { section in
            let starts = starts[section]
            func isMatch(_ row: Int) -> Bool {
                // The title's bytes, without the space that ends them.
                let key = keys[starts[row]..<(starts[row + 1] - 1)]
                return words.allSatisfy { SearchText.contains(key, $0) }
            }
            return candidates?[section].filter(isMatch) ?? (0..<counts[section]).filter(isMatch)
        }
    }
}
