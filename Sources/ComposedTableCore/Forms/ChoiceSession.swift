/// Where a choice screen's options come from.
enum ChoiceSource<Value: Hashable> {
    case sections([ChoiceSection<Value>])
    case loading(@MainActor () async throws -> [ChoiceSection<Value>])
}

/// What a backend knows of a choice screen (``TableController/choiceList``): its rows are
/// options, so a terminal lets every letter jump to one; a multiple choice can be cancelled.
@MainActor
package struct ChoiceList {
    /// Whether the user checks any number of options (`chooseMany`).
    package var allowsMultipleSelection: Bool
    /// Leaves a multiple choice with what was checked when it opened: the caller hears that
    /// nothing changed (`chooseMany`'s closure is not called; its `async` form returns the
    /// selections it was given). A terminal's Esc.
    package var cancel: @MainActor () -> Void
    /// The next option after one (wrapping round) whose title, folded as a search folds it,
    /// starts with a folded letter and that the predicate says is shown; `nil` for none. Reads
    /// the titles, not the rows: no row is made.
    package var nextOption: @MainActor (Character, OptionPlace?, (OptionPlace) -> Bool) -> OptionPlace?
}

/// An option of a choice screen: its section, and its index among the section's options.
package struct OptionPlace: Hashable, Sendable {
    package var section: SectionID
    package var index: Int

    package init(section: SectionID, index: Int) {
        self.section = section
        self.index = index
    }
}

/// How a choice screen ended.
enum ChoiceOutcome<Value: Hashable> {
    /// A single choice: the option picked.
    case chosen(Value)
    /// A multiple choice: the options checked when the screen left.
    case checked(Set<Value>)
    /// A single choice the user went back from, or a multiple choice the user cancelled.
    case cancelled
}

/// One choice screen while it shows: its options, what is checked, its search and loading, and
/// the one answer it gives.
@MainActor
final class ChoiceSession<Value: Hashable, Screen: ChoiceScreen> where Screen.Screen == Screen {
    /// More options than this make a screen searchable by default.
    static var searchThreshold: Int { 20 }

    let style: ChoiceStyle<Value>
    private(set) var selections: Set<Value>
    private weak var screen: Screen?
    private var finish: (@MainActor (ChoiceOutcome<Value>) -> Void)?
    /// The options shown, and their sections in the screen.
    private var sections: [ChoiceSection<Value>] = []
    private var sectionIDs: [SectionID] = []
    private var search: SearchIndex?
    /// The terms of the search's query (``FuzzyMatch``), whose matched characters options highlight.
    private var (terms, folder): ([[UInt8]], SearchText.Folder) = ([], SearchText.Folder())
    /// The option row that shows the check of a single choice that stays open, when it is made:
    /// the next choice unchecks it.
    private weak var checkedOption: Screen.Option?

    init(
        style: ChoiceStyle<Value>, selections: Set<Value>, screen: Screen,
        finish: @escaping @MainActor (ChoiceOutcome<Value>) -> Void
    ) {
        self.style = style
        self.selections = selections
        self.screen = screen
        self.finish = finish
    }

    /// Fills the screen (or starts loading) and answers when it leaves.
    func start(_ source: ChoiceSource<Value>) {
        guard let screen else { return }
        screen.formTableState.host?.formOnLeave { [self] in didLeave() }
        screen.formTableState.host?.formChoiceList = ChoiceList(
            allowsMultipleSelection: style.allowsMultipleSelection, cancel: { [weak self] in self?.cancel() },
            nextOption: { [weak self] letter, after, isShown in
                self?.nextOption(startingWith: letter, after: after, isShown: isShown)
            })
        if style.allowsMultipleSelection {
            screen.showDoneButton { [weak screen] in
                if let screen { screen.popScreen(screen) }
            }
        }
        switch source {
        case .sections(let sections): show(sections)
        case .loading(let load): self.load(load)
        }
    }

    // MARK: - Answering

    private func resolve(_ outcome: ChoiceOutcome<Value>) {
        guard let finish else { return }
        self.finish = nil
        finish(outcome)
    }

    /// See ``ChoiceList/nextOption``.
    /// - Complexity: O(*n*) in the options, at worst: each title folded once.
    private func nextOption(
        startingWith letter: Character, after current: OptionPlace?, isShown: (OptionPlace) -> Bool
    ) -> OptionPlace? {
        let total = sections.reduce(0) { $0 + $1.options.count }
        guard total > 0, sectionIDs.count == sections.count else { return nil }
        var section = current.flatMap { sectionIDs.firstIndex(of: $0.section) } ?? 0
        var index = current.map(\.index) ?? -1
        for _ in 0..<total {
            index += 1
            while index >= sections[section].options.count { (section, index) = ((section + 1) % sections.count, 0) }
            let title = style.optionTitle(sections[section].options[index])
            let place = OptionPlace(section: sectionIDs[section], index: index)
            if SearchText.fold(title).first == letter, isShown(place) { return place }
        }
        return nil
    }

    /// Cancels a multiple choice: it answers that nothing changed, then its screen leaves.
    private func cancel() {
        guard style.allowsMultipleSelection, finish != nil, let screen else { return }
        resolve(.cancelled)
        screen.popScreen(screen)
    }

    private func didLeave() {
        resolve(style.allowsMultipleSelection ? .checked(selections) : .cancelled)
    }

    private func didSelect(_ value: Value, option: Screen.Option) {
        if style.allowsMultipleSelection {
            if selections.remove(value) == nil { selections.insert(value) }
            option.isChecked = selections.contains(value)
            return
        }
        guard finish != nil, let screen else { return }
        guard style.popsOnChoice else {
            // The screen stays: the check moves to the option, and each choice is told.
            if checkedOption !== option { checkedOption?.isChecked = false }
            selections = [value]
            option.isChecked = true
            checkedOption = option
            style.onEachChoice?(value)
            return
        }
        option.isChecked = true
        resolve(.chosen(value))
        screen.popScreen(screen)
    }

    // MARK: - Options

    private func show(_ sections: [ChoiceSection<Value>]) {
        guard let screen else { return }
        // Options shown again (a refresh): the user stays on the option they were at.
        let current = currentOption()
        screen.reset()
        screen.formTableState.host?.formSearch = nil
        self.sections = sections
        (sectionIDs, search, terms) = ([], nil, [])
        let total = sections.reduce(0) { $0 + $1.options.count }
        guard total > 0 else {
            screen.addSection(header: nil, footer: nil)
            screen.addValueRow("No options", value: nil, showsDisclosure: false, action: nil)
            return
        }
        for (sectionIndex, section) in sections.enumerated() {
            let id = screen.addOptionSection(header: section.header, footer: section.footer, count: section.options.count) {
                [unowned screen, self] index in
                let value = self.sections[sectionIndex].options[index]
                let (isChecked, title) = (self.selections.contains(value), self.style.optionTitle(value))
                let option = screen.makeOption(
                    title, subtitle: self.style.optionSubtitle?(value), isChecked: isChecked,
                    isEnabled: self.style.isEnabled?(value) ?? true,
                    matched: self.matched(title)
                ) { [self] option in self.didSelect(value, option: option) }
                if isChecked, !self.style.allowsMultipleSelection { self.checkedOption = option }
                return option
            }
            sectionIDs.append(id)
        }
        if current.map({ value in start { Self.index(of: value, in: $0) } }) != true { startOnSelection() }
        if style.searchable ?? (total > Self.searchThreshold) {
            screen.formTableState.host?.formSearch = TableSearch(prompt: "Search") { [self] in filter(by: $0) }
        }
    }

    /// The option the user is at, when options show.
    private func currentOption() -> Value? {
        guard let (section, index) = screen?.formTableState.host?.formCurrentRow,
            let sectionIndex = sectionIDs.firstIndex(of: section), index < sections[sectionIndex].options.count
        else { return nil }
        return sections[sectionIndex].options[index]
    }

    /// Starts the screen on the first option a section's search finds, when one does.
    private func start(at search: ([Value]) -> Int?) -> Bool {
        guard let host = screen?.formTableState.host else { return false }
        for (sectionIndex, section) in sections.enumerated() {
            guard let index = search(section.options) else { continue }
            host.formStart(atRow: index, in: sectionIDs[sectionIndex])
            return true
        }
        return false
    }

    /// Opens on the (first) checked option: a linear scan, as any picker pays; one current value
    /// (a single choice) is compared, which costs less than hashing each option.
    private func startOnSelection() {
        let only = selections.count == 1 ? selections.first : nil
        _ = start { options in only.map { Self.index(of: $0, in: options) } ?? options.firstIndex(where: selections.contains) }
    }

    /// The first index of a value. This generic class is not specialised, so `firstIndex(of:)`
    /// compares through witness tables (~25 ns an option); strings and integers as themselves (~3 ns).
    static func index(of value: Value, in options: [Value]) -> Int? {
        // A cast to the array's own type costs nothing; to another type, a cast of each element.
        if Value.self == String.self, let strings = options as Any as? [String], let string = value as? String {
            return strings.firstIndex(of: string)
        }
        if Value.self == Int.self, let integers = options as Any as? [Int], let integer = value as? Int {
            return integers.firstIndex(of: integer)
        }
        return options.firstIndex(of: value)
    }

    // MARK: - Search

    /// Filters as fzf does (``FuzzyMatch``): a key shows a screenful of matches at once, best first
    /// (past 2,000 options, those found, one at least), then the check goes on in the main actor's
    /// next turns while the query stays, ranking what it found; the matched characters highlighted.
    private func filter(by query: String, goingOn: Bool = false) {
        let search =
            search
            ?? SearchIndex(counts: sections.map(\.options.count)) { [sections, style] in style.optionTitle(sections[$0].options[$1]) }
        guard let host = screen?.formTableState.host else { return }
        self.search = search
        if !goingOn {
            terms = FuzzyMatch.query(query)
            screen?.highlightOptions { matched($0) }
        }
        let (matches, isComplete) = search.matches(for: query, ranked: true) { found, scanned in
            goingOn ? scanned >= 10_000 : found >= 64 || (found > 0 && scanned >= 2_000)
        }
        host.formSetVisibleRows(Array(zip(sectionIDs, matches).map { (section: $0.0, rows: $0.1) }))
        guard !isComplete else { return }
        Task { @MainActor [weak self] in
            guard let self, self.screen?.formTableState.host?.formSearch?.query == query else { return }
            self.filter(by: query, goingOn: true)
        }
    }

    /// The characters of a title the query matched; none without one.
    private func matched(_ title: String) -> [Int] {
        terms.isEmpty ? [] : FuzzyMatch(title, folder: &folder).match(terms)?.characters ?? []
    }

    // MARK: - Loading

    /// Loads the options (Core's one loading flow: `Loading…`, its error and Retry when it throws,
    /// again on refresh; leaving cancels it), then shows them.
    private func load(_ load: @escaping @MainActor () async throws -> [ChoiceSection<Value>]) {
        screen?.loadAction = { [weak self] in
            let sections = try await load()
            guard !Task.isCancelled else { return }
            self?.show(sections)
        }
    }
}
