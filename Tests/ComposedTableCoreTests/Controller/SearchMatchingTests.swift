import ComposedTableCore
import Foundation
import TestSupport
import Testing
import UIKitRules

/// Folding and matching (`SearchText`), the index that types incrementally (`SearchIndex`), and
/// the search field's state and the controller's part (`TableSearch`, `TableController`).
@MainActor
struct SearchMatchingTests {
    // MARK: - Folding

    @Test(arguments: [
        ("America/New_York", "america new york"),
        ("  Région: Île-de-France ", "region ile de france"),
        ("Ünïcödé", "unicode"),
        ("e\u{301}te\u{301}", "ete"),  // decomposed marks fold as precomposed ones do
        ("Straße", "strasse"),
        ("STRASSE", "strasse"),
        ("ẞ", "ss"),
        ("Łódź", "lodz"),
        ("Ærøskøbing", "aeroskobing"),
        ("Œuvre", "oeuvre"),
        ("Þórshöfn", "thorshofn"),
        ("Đà Nẵng", "da nang"),
        ("İstanbul", "istanbul"),
        ("ﬁle", "file"),
        ("Ｆｕｌｌ", "full"),
        ("日本/東京", "日本 東京"),
        ("नमस्ते", "नमस्ते"),  // marks are part of the word
        ("Ελλάδα", "ελλαδα"),
        ("👍🏽 Thumbs-up!", "thumbs up"),
        ("---", ""),
        ("", ""),
        ("GMT+01:00", "gmt 0100"),
        ("Option 50,000", "option 50000"),  // one separator between digits is a number's grouping
        ("1.5", "15"),
        ("50\u{00A0}000 and 50’000", "50000 and 50000"),  // a no-break space, an apostrophe
        ("２，５", "25"),  // full-width digits and comma
        ("2 3", "2 3"),  // a plain space keeps numbers apart
        ("5, 2019", "5 2019"),  // so do two separators
        ("A1-B2", "a1 b2"),  // between a digit and a letter: a word break
    ])
    func folding(_ text: String, _ folded: String) {
        expectEqual(SearchText.fold(text), folded)
    }

    /// Folding scalar by scalar (each scalar asked of Foundation once) gives what Foundation's
    /// folding of the whole text, then the same separators and spellings, gives — on every time
    /// zone and on country names in seven languages of Latin, Greek and Cyrillic letters. (In
    /// Devanagari, Foundation keeps or drops a nukta depending on its neighbours; there each
    /// scalar folds on its own, the same in a title and in a query.) For those and Japanese and
    /// Hindi names too: folding is idempotent, and a title is found by its own text.
    @Test func foldingScalarByScalarEqualsFoldingTheWholeText() {
        func reference(_ text: String) -> String {
            let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            let spelled: [Unicode.Scalar: String] = [
                "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
            ]
            var words: [String] = []
            var word = ""
            // The separators after the last word, and whether one was a plain space: one other
            // separator between two digits is dropped.
            var separators: [Unicode.Scalar] = []
            for scalar in folded.unicodeScalars {
                let properties = scalar.properties
                let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
                if let spelling = spelled[scalar] {
                    word += spelling
                } else if properties.isAlphabetic || properties.numericType != nil || isMark {
                    if !separators.isEmpty {
                        let joins =
                            separators.count == 1 && separators[0].value > 0x20 && ("0"..."9").contains(scalar)
                            && words.last?.unicodeScalars.last.map { ("0"..."9").contains($0) } == true && word.isEmpty
                        if joins { word = words.removeLast() }
                        separators = []
                    }
                    word.unicodeScalars.append(scalar)
                } else {
                    if !word.isEmpty {
                        words.append(word)
                        word = ""
                    }
                    if !words.isEmpty { separators.append(scalar) }
                }
            }
            if !word.isEmpty { words.append(word) }
            return words.joined(separator: " ")
        }
        func names(in language: String) -> [String] {
            let locale = Locale(identifier: language)
            return Locale.Region.isoRegions.compactMap { locale.localizedString(forRegionCode: $0.identifier) }
        }
        let texts = TimeZone.knownTimeZoneIdentifiers + ["de", "fr", "pl", "tr", "vi", "ru", "el"].flatMap(names(in:))
        #expect(texts.count > 1_000)
        let mismatches = texts.filter { SearchText.fold($0) != reference($0) }
        expectEqual(mismatches, [], "\(mismatches.prefix(5).map { ($0, SearchText.fold($0), reference($0)) })")
        let everything = texts + names(in: "ja") + names(in: "hi")
        expectEqual(everything.filter { SearchText.fold(SearchText.fold($0)) != SearchText.fold($0) }, [])
        let index = SearchIndex(everything)
        for row in stride(from: 0, to: everything.count, by: 37) {
            expectEqual(index.matches(for: everything[row])[0]?.contains(row), true, "\(everything[row])")
        }
    }

    @Test func aQuerysWordsAreFoldedAndSplitOnSeparators() {
        let words = { (query: String) in FuzzyMatch.query(query).map { String(decoding: $0, as: UTF8.self) } }
        expectEqual(words("New_Yo "), ["new", "yo"])
        expectEqual(words("  "), [])
        expectEqual(words("São/PAULO"), ["sao", "paulo"])
    }

    @Test func aNumberIsFoundHoweverItIsGrouped() {
        #expect(SearchText.matches("Option 50,000", query: "50000"))
        #expect(SearchText.matches("Option 50,000", query: "50,000") && SearchText.matches("Option 50000", query: "50,000"))
        #expect(SearchText.matches("Option 50,000", query: "0,0"), "both sides fold the same way")
        #expect(SearchText.matches("Version 1.5", query: "1.5") && SearchText.matches("Version 1.5", query: "15"))
        #expect(!SearchText.matches("Version 1.5", query: "1 6"))
        #expect(SearchText.matches("Rows 2 and 3", query: "3 2"), "typed with a space: two numbers, in any order")
        func grouped(_ number: Int) -> String {
            number < 1000 ? "\(number)" : grouped(number / 1000) + "," + String(String(number % 1000 + 1000).dropFirst())
        }
        #expect(grouped(1_234) == "1,234" && grouped(100_000) == "100,000")
        let titles = (45_000..<55_001).map { "Option \(grouped($0))" }
        expectEqual(titles[5_000], "Option 50,000")
        let index = SearchIndex(titles)
        expectEqual(index.matches(for: "50000")[0], [5_000], "50,000 and nothing else has 50000")
        for query in ["5", "50", "50,", "50,0", "50,00", "50,000"] {
            expectEqual(index.matches(for: query)[0], titles.indices.filter { SearchText.matches(titles[$0], query: query) }, "\(query)")
        }
    }

    @Test func everyWordOfTheQueryHasItsLettersInOrderInTheTitleWordsInAnyOrder() {
        #expect(SearchText.matches("America/New_York", query: "new yo"))
        #expect(SearchText.matches("America/New_York", query: "york new"))
        #expect(SearchText.matches("America/New_York", query: "ew_yor"), "a substring, not only a word's start")
        #expect(SearchText.matches("America/New_York", query: "nwyk"), "letters in order anywhere, as fzf")
        #expect(SearchText.matches("America/New_York", query: "newyork"), "across the title's words")
        #expect(!SearchText.matches("America/New_York", query: "yorknew"), "a word's letters in order")
        #expect(!SearchText.matches("America/New_York", query: "new jersey"), "every word")
        #expect(SearchText.matches("Europe/Zürich", query: "ZUR eu"))
        #expect(SearchText.matches("Straße", query: "strasse") && SearchText.matches("STRASSE", query: "straße"))
        #expect(SearchText.matches("Anything", query: " - "), "a query without a word matches everything")
        #expect(!SearchText.matches("ab", query: "b a c"))
    }

    // MARK: - The index

    @Test func titlesAreReadOnceAtTheFirstSearchWithAWord() {
        var reads = 0
        let titles = ["Red", "Green", "Blue", "Dark Red"]
        let index = SearchIndex(counts: [titles.count]) { _, row in
            reads += 1
            return titles[row]
        }
        #expect(index.matches(for: "") == [nil] && index.matches(for: " ") == [nil], "no word: every row, nothing read")
        expectEqual(reads, 0)
        expectEqual(index.matches(for: "red"), [[0, 3]])
        expectEqual(reads, 4 + 2, "every title read once to fold it, and a match once more to score it")
        expectEqual(index.matches(for: "e"), [[0, 1, 2, 3]])
        expectEqual(index.matches(for: "bl"), [[2]])
        expectEqual(reads, 6 + 4 + 1, "folded titles are kept: only matches are read again")
    }

    /// A scan stopped when asked goes on where it stopped, for the query itself, one that
    /// narrows it or one typed again after Backspace; the answers end as a fresh index's.
    @Test func aScanStopsWhenAskedAndGoesOnWhereItStopped() {
        let sections = [(0..<600).map { "Option \($0)" }, [], (600..<1_000).map { "Option \($0)" }]
        var reads = 0
        let index = SearchIndex(counts: sections.map(\.count)) { section, row in
            reads += 1
            return sections[section][row]
        }
        let first = index.matches(for: "9") { found, _ in found >= 5 }
        #expect(first.rows == [[9, 19, 29, 39, 49], [], []] && !first.isComplete && reads == 50 + 5)
        let narrowed = index.matches(for: "99") { _, scanned in scanned >= 100 }
        #expect(narrowed.rows == [[99], [], []] && !narrowed.isComplete, "its 5 matches, then 95 more titles")
        expectEqual(reads, 55 + 95 + 1)
        let fresh = SearchIndex(counts: sections.map(\.count)) { sections[$0][$1] }
        let back = index.matches(for: "9") { _, _ in false }
        let nines = (0..<1_000).filter { String($0).contains("9") }.count
        #expect(back.isComplete && back.rows == fresh.matches(for: "9") && reads == 1_000 + nines + 1, "each match of 9 scored once")
        expectEqual(index.matches(for: "99"), fresh.matches(for: "99"))
        expectEqual(index.matches(for: "99 6"), [[], [], [99, 369, 396]], "699, 969 and 996: each term's digits in order")
    }

    @Test func sectionsAnswerSeparatelyInAscendingOrder() {
        let sections = [["Paris", "Lyon", "Marseille"], [], ["Parma", "Roma", "Napoli"]]
        let index = SearchIndex(counts: sections.map(\.count)) { sections[$0][$1] }
        expectEqual(index.matches(for: "par"), [[0], [], [0]])
        expectEqual(index.matches(for: "a"), [[0, 2], [], [0, 1, 2]])
        expectEqual(index.matches(for: ""), [nil, nil, nil])
        expectEqual(index.matches(for: "zz"), [[], [], []])
    }

    /// Typing, backspacing, replacing and pasting at random: the incremental answers (narrowing
    /// the last results, going back to a remembered query) equal a fresh index's and a title by
    /// title check's.
    @Test func incrementalAnswersEqualAFullRecomputeOnRandomQueries() {
        var generator = SplitMix64(seed: 0x5EA2C4)
        let alphabet = Array("aeinorstuyz éüß_/ -")
        let words = ["new", "york", "san", "são", "zürich", "strasse", "saint", "tokyo", "yorkshire", "ny"]
        let titles = (0..<400).map { _ in
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: ["/", "_", " ", "-"].randomElement(using: &generator)!)
        }
        let sections = [Array(titles[..<150]), Array(titles[150...])]
        let index = SearchIndex(counts: sections.map(\.count)) { sections[$0][$1] }
        var query = ""
        for step in 0..<FuzzCount.scaled(150, full: 2_000) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6: query.append(alphabet.randomElement(using: &generator)!)
            case 6..<9: if !query.isEmpty { query.removeLast() }
            default: query = String((words.randomElement(using: &generator)!).prefix(Int.random(in: 1...4, using: &generator)))
            }
            let expected: [[Int]?] =
                FuzzyMatch.query(query).isEmpty
                ? [nil, nil]
                : sections.map { section in section.indices.filter { SearchText.matches(section[$0], query: query) } }
            let answer = index.matches(for: query)
            expectEqual(answer, expected, "step \(step), query \"\(query)\"")
            if answer != expected { return }
            expectEqual(answer, SearchIndex(counts: sections.map(\.count)) { sections[$0][$1] }.matches(for: query))
        }
    }

    @Test func aNegativeCountTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = SearchIndex(counts: [3, -1]) { _, _ in "" } }
        }
        expectMisuse(result, "ComposedTable: SearchIndex(counts:title:) was given -1 titles for section 1; a count cannot be negative.")
    }

    // MARK: - The field and the controller

    @Test func theFieldShowsWhileEditedOrWhileAQueryFilters() {
        var reported: [String] = []
        let search = TableSearch(prompt: "Zones") { reported.append($0) }
        #expect(!search.isFieldShown && !search.isEditing)
        search.beginEditing()
        #expect(search.isFieldShown)
        search.update("ber")
        search.update("ber")
        search.endEditing()
        #expect(search.isFieldShown && !search.isEditing && search.query == "ber", "back in the list, the filter stays")
        search.beginEditing()
        search.cancel()
        #expect(!search.isFieldShown && search.query == "")
        search.cancel()
        expectEqual(reported, ["ber", ""], "the same text is reported once; cancelling an empty query reports nothing")
        expectEqual(TableSearch.noResultsMessage(for: "mars"), "No results for “mars”")
    }

    /// A list of options filtered by its search, through the UIKit-rules fake.
    @Test func aSearchFiltersInOneValidBatchAndShowsItsFirstSelectableResult() {
        let core = TableController<Row, Never>()
        let fake = UIKitRulesSurface(core: core)
        fake.rowsOnScreen = 3
        let titles = (0..<40).map { "Option \($0)" } + ["Zürich (closed)", "Zug"]
        let options = titles.map { title in Row(title, action: { _ in }) }
        options[40].isEnabled = false
        core.composer = { [unowned core] in
            core.change { $0.addSection(header: "Cities") }
            for option in options { core.change { $0.addCell(option) } }
        }
        let index = SearchIndex(titles)
        core.search = TableSearch { [unowned core] query in
            let shown = index.matches(for: query)[0].map(Set.init)
            let section = core.composition.lastSection!
            core.change { $0.setCells(in: section, hidden: { cell in !(shown?.contains(options.firstIndex { $0 === cell }!) ?? true) }) }
        }
        fake.appear()
        fake.scrollRowOnScreen(RowPath(section: 0, row: 39))
        expectEqual(fake.firstRowOnScreen, 37)
        core.searchTextDidChange("zu")
        expectEqual(core.composition.cells(inSection: 0).map(\.key), ["Zürich (closed)", "Zug"])
        expectEqual(fake.batchCount, 1, "one batch")
        expectEqual(fake.firstRowOnScreen, 1, "the first option that can be selected is scrolled on screen")
        expectEqual(core.emptyContent?.noResultsMessage, nil)
        core.searchTextDidChange("zux")
        #expect(core.emptyContent?.noResultsMessage == "No results for “zux”" && core.composition.numberOfRows(inSection: 0) == 0)
        core.searchTextDidChange("3")
        #expect(fake.firstRowOnScreen == 0 && core.emptyContent?.noResultsMessage == nil)
        fake.scrollRowOnScreen(RowPath(section: 0, row: 3))
        core.searchTextDidChange("")
        #expect(core.composition.numberOfRows(inSection: 0) == 42 && core.search?.query == "")
        expectEqual(fake.firstRowOnScreen, 1, "an empty query moves nothing")
        expectEqual(fake.batchCount, 4)
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }
}
