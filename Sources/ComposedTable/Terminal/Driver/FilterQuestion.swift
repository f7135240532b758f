#if !canImport(UIKit)
import ComposedTableCore

/// The screen of `TerminalApp.filter`: a query field, edited from the start, over the best
/// matches of the options for it, best first (Core's ``FuzzyMatch``), the matched characters
/// highlighted. ↑ ↓ (PgUp PgDn) move the selection, Enter picks it; every other key edits the
/// query. `TerminalApp.choosePath` replaces its options as folders open, and adds keys;
/// `TerminalApp.filter` adds the lines of standard input as they arrive.
@MainActor
final class FilterQuestion {
    /// The most matches shown at once.
    static let shownMatches = 8

    /// The screen, which keeps this question through its keys (the navigation keeps the screen).
    private unowned let screen: ComposedTableViewController
    let field: TextFieldCell
    private(set) var options: [String]
    private let rows: [FilterRow]
    /// Each option folded for matching, made when a query first reaches it.
    private var matchers: [FuzzyMatch?]
    private var folder = SearchText.Folder()
    /// The last query (its words) and the options it matched, best first, with their scores
    /// (none for an empty query).
    private var query: [[UInt8]] = []
    private var ranked: [Int]
    private var scores: [Int] = []
    /// The selected match (in ``ranked``) and the first one shown.
    private var selected = 0
    private var first = 0
    /// What picking an option (its index) does: the question's answer.
    private let pick: @MainActor (Int) -> Void
    /// Keys handled before the filter's own; `true` when handled.
    var keys: (@MainActor (Key) -> Bool)?
    /// The hints after the count of matches, and a message shown in place of that count.
    var keyHints = "↑↓ move · ⏎ pick · esc cancel"
    var message: String?
    /// Whether more options are coming: the hints say how many came so far.
    var isLoading = false {
        didSet { addArrived() }
    }
    /// Options that arrived, which join the others a twentieth of a second after the first of
    /// them: a stream of small reads costs a merge every 50 ms, not one a read.
    private var arrived: [String] = []
    /// Counts the option lists, so that folding stops when they are replaced.
    private var generation = 0
    /// The options folded in the background so far, and whether a task is folding the rest.
    private var folded = 0
    private var isFolding = false

    /// Makes `screen` the filter's: a query field and rows for the matches (`rowCount` rows, or
    /// as many as the options up to ``shownMatches``).
    init(
        on screen: ComposedTableViewController, options: [String], placeholder: String?, rowCount: Int? = nil,
        pick: @escaping @MainActor (Int) -> Void
    ) {
        self.options = options
        self.pick = pick
        matchers = Array(repeating: nil, count: options.count)
        ranked = Array(options.indices)
        self.screen = screen
        screen.leavesOnEscape = true
        field = TextFieldCell(key: "", text: "", placeholder: placeholder ?? "Type to filter")
        screen.addCell(field)
        rows = (0..<(rowCount ?? min(Self.shownMatches, options.count))).map { _ in FilterRow() }
        for row in rows { screen.addCell(row) }
        screen.questionKeys = { [self] key in handle(key) }
        field.onChange = { [weak self] _, text in self?.update(text) }
        show()
        foldInBackground()
    }

    /// The option selected, or `nil` when nothing matches.
    var selectedOption: Int? { ranked.indices.contains(selected) ? ranked[selected] : nil }

    /// Shows other options, the query emptied.
    func replace(_ options: [String]) {
        generation += 1
        (folded, isFolding) = (0, false)
        self.options = options
        matchers = Array(repeating: nil, count: options.count)
        field.text = ""
        query = []
        ranked = Array(options.indices)
        selected = 0
        first = 0
        show()
        foldInBackground()
    }

    /// Adds options after the others, in 50 ms (at once when the loading ends): those that match
    /// the query join the matches in their rank, and the option selected stays selected.
    ///
    /// - Complexity: O(*k* × *n* × *m*) to match the *k* new options, plus O(*r* + *k* log *k*)
    ///   to sort them and merge them with the *r* matches.
    func append(_ more: [String]) {
        guard !more.isEmpty else { return }
        if arrived.isEmpty {
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: .milliseconds(50))
                self?.addArrived()
            }
        }
        arrived += more
    }

    private func addArrived() {
        guard !arrived.isEmpty else {
            show()
            return
        }
        let more = arrived
        arrived = []
        let start = options.count
        let selectedOption = self.selectedOption
        options += more
        matchers += Array(repeating: nil, count: more.count)
        if query.isEmpty {
            ranked += start..<options.count
        } else {
            // Both runs are sorted already: the sort (which finds runs) merges them.
            let old = ranked.indices.map { (index: ranked[$0], score: scores[$0], length: options[ranked[$0]].utf8.count) }
            let merged = (old + matches(among: start..<options.count)).sorted(by: Self.precedes)
            ranked = merged.map(\.index)
            scores = merged.map(\.score)
        }
        if let selectedOption { selected = ranked.firstIndex(of: selectedOption) ?? selected }
        show()
        foldInBackground()
    }

    private func foldInBackground() {
        guard !isFolding else { return }  // the task folds the options added too
        isFolding = true
        let generation = self.generation
        // The options are folded a thousand at a time while the user reads them, between the
        // loop's turns: the first key then ranks without folding them all (a second for 200,000).
        // One task: a key waits for a thousand at most, however many arrive.
        Task { @MainActor [weak self] in
            while true {
                await Task.yield()
                guard let self, self.generation == generation else { return }
                guard folded < options.count else {
                    isFolding = false
                    return
                }
                let end = min(folded + 1_000, options.count)
                for index in folded..<end { _ = matcher(index) }
                folded = end
            }
        }
    }

    /// ↑ ↓ PgUp PgDn move the selection, Enter picks it; `false` for the keys of the query.
    private func handle(_ key: Key) -> Bool {
        if let keys, keys(key) { return true }
        switch key {
        case .up, .down, .pageUp, .pageDown:
            let step = key == .up ? -1 : key == .down ? 1 : (key == .pageUp ? -1 : 1) * rows.count
            selected = max(0, min(ranked.count - 1, selected + step))
            show()
        case .enter:
            if let selectedOption { pick(selectedOption) }
        case .tab, .shiftTab:
            break  // the query keeps the keys: there is no other field
        default:
            return false
        }
        return true
    }

    /// Ranks the options for a query as a choice screen's search does (``FuzzyMatch``): best score
    /// first, then the shorter, then in their order. A query that narrows the last one ranks only
    /// what that one matched.
    ///
    /// - Complexity: O(*c* × *n* × *m*) in the candidates, their length and the query's, plus
    ///   O(*c* log *c*) to sort them.
    private func update(_ text: String) {
        let query = FuzzyMatch.query(text)
        let candidates = FuzzyMatch.narrows(query, self.query) && !self.query.isEmpty ? ranked : Array(options.indices)
        self.query = query
        let found = query.isEmpty ? [] : matches(among: candidates)
        ranked = query.isEmpty ? Array(options.indices) : found.map(\.index)
        scores = found.map(\.score)
        selected = 0
        show()
    }

    private typealias Match = (index: Int, score: Int, length: Int)

    /// Whether a match ranks before another (Core's order: the better score, then the shorter,
    /// then the first).
    private static func precedes(_ one: Match, _ other: Match) -> Bool {
        FuzzyMatch.ranks((one.score, one.length, one.index), before: (other.score, other.length, other.index))
    }

    /// The candidates that match the query, best first.
    private func matches(among candidates: some Sequence<Int>) -> [Match] {
        var matches: [Match] = []
        for index in candidates {
            if let score = matcher(index).match(query)?.score { matches.append((index, score, options[index].utf8.count)) }
        }
        return matches.sorted(by: Self.precedes)
    }

    private func matcher(_ index: Int) -> FuzzyMatch {
        if let matcher = matchers[index] { return matcher }
        let matcher = FuzzyMatch(options[index], folder: &folder)
        matchers[index] = matcher
        return matcher
    }

    /// Shows the matches around the selection, and how many there are in the hints.
    private func show() {
        first = min(max(first, selected - rows.count + 1), selected)
        for (offset, row) in rows.enumerated() {
            let position = first + offset
            let isShown = ranked.indices.contains(position)
            if isShown {
                let index = ranked[position]
                row.show(options[index], matched: matcher(index).match(query)?.characters ?? [], isSelected: position == selected)
            }
            if row.isHiddenMatch == isShown {
                row.isHiddenMatch = !isShown
                screen.setCell(row, hidden: !isShown)
            }
        }
        let (matches, lines) = (NavigationController.grouped(ranked.count), NavigationController.grouped(options.count))
        let count = "\(matches)/\(lines)" + (isLoading ? " · loading…" : "")
        screen.questionHints = (message ?? count) + " · " + keyHints
    }
}

/// A match of a filter: the option, its matched characters bold in the accent colour, the whole
/// line in reverse video when it is selected.
@MainActor
final class FilterRow: ActiveCell, TerminalCell {
    private var matched: Set<Int> = []
    private var isSelected = false
    /// Whether the row is hidden: there are fewer matches than rows.
    var isHiddenMatch = false

    init() { super.init(key: "") }

    required init?(coder: NSCoder) { nil }

    func show(_ title: String, matched: [Int], isSelected: Bool) {
        self.matched = Set(matched)
        self.isSelected = isSelected
        key = title  // the next frame draws it
    }

    func terminalLineCount(width: Int) -> Int { 1 }

    /// Draws the option, cut at the end — or, when its last match would not show so, at the
    /// start: its end (`…App/main.swift`) when every match shows there, else from its last match.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let base: TextStyle = isSelected ? .reverse : []
        let characters = Array(key)
        var start = 0
        let widthOf: (ArraySlice<Character>) -> Int = { $0.reduce(0) { $0 + DisplayWidth.of($1) } }
        if DisplayWidth.of(key) > width, let last = matched.max(), 1 + widthOf(characters[...last]) > width {
            // A short rest after the last match shows whole; a long one is cut after it.
            let end = widthOf(characters[(last + 1)...]) < width / 2 ? characters.count - 1 : last
            var used = 1 + (end < characters.count - 1 ? 1 : 0) + widthOf(characters[...end])
            while used > width, start < end {
                used -= DisplayWidth.of(characters[start])
                start += 1
            }
        }
        var column = origin.column
        if start > 0 { column = buffer.draw("…", row: origin.row, column: column, style: base) }
        let rest = String(characters[min(start, characters.count)...])
        for (offset, character) in DisplayWidth.truncate(rest, to: origin.column + width - column).enumerated() {
            let isMatch = matched.contains(start + offset) && !(character == "…" && characters.count - start > offset + 1)
            column = buffer.draw(String(character), row: origin.row, column: column, style: isMatch ? base.union([.bold, .accent]) : base)
        }
        if isSelected {
            buffer.draw(String(repeating: " ", count: max(0, origin.column + width - column)), row: origin.row, column: column, style: base)
        }
    }
}
#endif
