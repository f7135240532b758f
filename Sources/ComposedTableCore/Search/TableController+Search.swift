extension TableController {
    // MARK: - Search

    /// Reports a change of the search field's text (``TableSearch/update(_:)``): the screen
    /// filters, then the results show from their top — the first row that can be selected (else
    /// the first row) is scrolled on screen, which in a terminal puts the cursor on it. When the
    /// query becomes empty, nothing moves: the row the user was on stays where it is.
    /// - Complexity: The screen's `onChange`, plus O(*d*) in the rows walked to a selectable one.
    package func searchTextDidChange(_ text: String) {
        guard let search, text != search.query else { return }
        search.update(text)
        guard !search.query.isEmpty, isLoaded, !isBatching, !isReplaying, let surface, surface.isOnScreen,
            let first = composition.firstVisibleRow
        else { return }
        let target = RowSelection.canSelect(composition.cell(at: first)) ? first : selectableRow(after: first) ?? first
        surface.scrollRowOnScreen(target)
    }
}
