import ComposedTableCore
import TestSupport
import Testing

/// The filter's matching (`FuzzyMatch`): letters in order anywhere, ranked by closeness, and the
/// characters matched.
struct FuzzyMatchTests {
    private func match(_ query: String, _ title: String) -> (score: Int, characters: [Int])? {
        var folder = SearchText.Folder()
        return FuzzyMatch(title, folder: &folder).match(FuzzyMatch.query(query))
    }

    /// The titles that match, best first (then shorter, then in order), as the filter ranks them.
    private func ranked(_ query: String, _ titles: [String]) -> [String] {
        titles.indices.compactMap { index in match(query, titles[index]).map { (index, $0.score) } }
            .sorted { FuzzyMatch.ranks(($0.1, titles[$0.0].utf8.count, $0.0), before: ($1.1, titles[$1.0].utf8.count, $1.0)) }
            .map { titles[$0.0] }
    }

    @Test func theQuerysLettersInOrderAnywhereMatch() {
        expectEqual(match("fb", "FooBar")?.characters, [0, 3], "word starts: F and the capital B")
        #expect(match("bf", "FooBar") == nil, "out of order")
        #expect(match("xyz", "FooBar") == nil)
        expectEqual(match("", "FooBar")?.characters, [], "an empty query matches everything")
        expectEqual(match("new york", "America/New_York")?.characters, [8, 9, 10, 12, 13, 14, 15], "spaces do not count")
        expectEqual(match("e", "Café")?.characters, [3], "diacritics folded")
        expectEqual(match("strasse", "Straße")?.characters, [0, 1, 2, 3, 4, 5], "ß is ss: one character matched for both")
        expectEqual(match("日本", "東京/日本")?.characters, [3, 4])
    }

    /// fzf's terms: each word of the query matched on its own, in any order, the scores summed.
    @Test func eachWordIsATermInAnyOrder() {
        expectEqual(match("york new", "America/New_York")?.characters, [8, 9, 10, 12, 13, 14, 15])
        expectEqual(match("nwyk", "America/New_York")?.characters, [8, 10, 12, 15])
        #expect(match("york jersey", "America/New_York") == nil, "every term")
        expectEqual(match("new york", "New_York")!.score, match("new", "New_York")!.score + match("york", "New_York")!.score)
        let narrows = { (query: String, earlier: String) in FuzzyMatch.narrows(FuzzyMatch.query(query), FuzzyMatch.query(earlier)) }
        #expect(narrows("nwyk", "nwy") && narrows("new york", "yk") && narrows("ab cd", "cd") && !narrows("ab", "ba"))
    }

    @Test func closerMatchesRankFirst() {
        expectEqual(ranked("gre", ["Dark Green", "Green", "Grey", "Purple", "Tiger eye"]), ["Grey", "Green", "Dark Green", "Tiger eye"])
        #expect(
            ranked("main", ["Sources/Domain/Train.swift", "Sources/main.swift"]) == ["Sources/main.swift", "Sources/Domain/Train.swift"])
        expectEqual(ranked("tc", ["TextCell", "Static"]), ["TextCell", "Static"], "word starts beat a run inside a word")
        expectEqual(ranked("abc", ["a_b_c", "axxbxxc"]), ["a_b_c", "axxbxxc"], "word starts and short gaps")
    }

    @Test func theBestPlacementIsFoundNotTheFirst() {
        // The first "a" and "b" are far apart; the run "ab" at the end scores more.
        expectEqual(match("ab", "a---------ab")?.characters, [10, 11])
    }

    @Test func aVeryLongTitleIsPlacedWithoutScoringAndNeverStops() {
        let title = String(repeating: "x", count: 200_000) + "needle"
        expectEqual(match("needle", title)?.characters, Array(200_000..<200_006))
        expectEqual(match("needle\u{0}\u{FFFD}", "\u{0}\u{1B}[31mneedle")?.characters, Array(6..<12), "control bytes are separators")
    }

    /// A title of printable ASCII is read a byte at a time; the same title with a combining accent
    /// on its last letter (which folds away) is read a character at a time: they match alike.
    @Test func anASCIITitleMatchesAsItWouldCharacterByCharacter() {
        var generator = SplitMix64(seed: 0xA5C11)
        let alphabet = Array("abcXYZ019 _-./(),:;!?$+<=>^`|~@#%&*[]{}\"'\\")
        var folder = SearchText.Folder()
        for _ in 0..<300 {
            let length = Int.random(in: 1...24, using: &generator)
            let title = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }) + "q"
            let (fast, slow) = (FuzzyMatch(title, folder: &folder), FuzzyMatch(title + "\u{0301}", folder: &folder))
            for query in ["q", "aq", "x q", "b0", "zq", "c.q", "yq", "Yq", "9 q"] {
                let terms = FuzzyMatch.query(query)
                let (one, other) = (fast.match(terms), slow.match(terms))
                #expect(one?.score == other?.score && one?.characters == other?.characters, "\(title) for \(query)")
            }
        }
    }
}
