#if !canImport(UIKit)
import ComposedTableCore

extension ComposedTableViewController {
    // MARK: - Type to jump

    /// Whether this screen's rows are options (`choose`, `chooseMany`): every letter and digit
    /// jumps there — `q`, `j` and `k` too, as ←/Esc, ↑/↓ and Ctrl-C do their work — but `r` on
    /// one that refreshes.
    var isChoiceList: Bool { core.choiceList != nil }

    /// Whether a character typed in the list jumps to a row: a letter or digit that is no key of
    /// this screen. On a choice screen every letter and digit (but `r` where it refreshes); on
    /// another, a letter that is no key of the screen (q, j, k, e, r, i, a, d, m, h, l and the bar
    /// buttons' keys are), and any capital letter (Shift+q jumps to a row starting with q).
    func jumps(on character: Character) -> Bool {
        guard character.isLetter || character.isNumber else { return false }
        if barButton(forKey: .character(character)) != nil { return false }
        if isChoiceList { return !(character == "r" && core.canRefresh) }
        return character.isUppercase || !BarButton.reservedKeys.contains(character)
    }

    /// A letter or digit typed in the list: the cursor goes to the next row (after it, wrapping
    /// round) whose title starts with it, case and diacritics ignored (`e` finds `Église`);
    /// typed again, it goes on to the next such row.
    ///
    /// - Returns: Whether the key was a jump (`nil` when the character is a key of the screen);
    ///   a jump with no row to go to does nothing.
    /// - Complexity: O(*n*) in the rows, at worst (each title folded once).
    func handleJump(_ key: Key) -> Bool? {
        guard case .character(let character) = key, jumps(on: character), cursorHeader == nil || cursorPath != nil else { return nil }
        let letter = SearchText.fold(String(character)).first
        guard let letter, composition.numberOfSections > 0 else { return true }
        if let list = core.choiceList, let found = jumpToOption(letter, in: list) { return found }
        let start = cursorPath
        var path = start.flatMap(composition.row(after:)) ?? composition.firstVisibleRow
        while let current = path {
            if SearchText.fold(composition.cell(at: current).key).first == letter {
                moveCursor(to: current)
                return true
            }
            if current == start { break }
            path = composition.row(after: current) ?? (start == nil ? nil : composition.firstVisibleRow)
        }
        return true
    }

    /// A jump on a choice screen, by the options' titles (Core's ``ChoiceList/nextOption``): no
    /// row is made, so a list of 100,000 costs its titles only.
    ///
    /// - Returns: `true` when the screen's options were searched; `nil` when it shows none (a
    ///   "No options" row).
    private func jumpToOption(_ letter: Character, in list: ChoiceList) -> Bool? {
        var current: OptionPlace?
        if let cell = cursorCell, let path = composition.rowPath(of: cell), composition.isLazy(visibleSection: path.section),
            let index = composition.index(of: cell)
        {
            current = OptionPlace(section: composition.sectionID(atVisibleIndex: path.section), index: index)
        }
        let shown: (OptionPlace) -> Bool = { [composition] place in composition.rowPath(ofIndex: place.index, in: place.section) != nil }
        let found = list.nextOption(letter, current, shown)
        guard let found else { return composition.numberOfSections > 0 && composition.isLazy(visibleSection: 0) ? true : nil }
        if let path = composition.rowPath(ofIndex: found.index, in: found.section) { moveCursor(to: path) }
        return true
    }
}
#endif
