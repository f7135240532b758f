extension TableController {
    // MARK: - Empty state

    /// What the screen shows instead of rows, or `nil` while it has something to show.
    /// - Complexity: O(*s*) in the sections, plus O(*c*) in the collapsed ones.
    /// In order: `nil` while a row (or a collapsed header) shows; loading; the load error; no
    /// search results; the screen's ``emptyState``.
    package var emptyContent: EmptyContent? {
        guard composition.firstVisibleRow == nil, !composition.hasVisibleCollapsedSection else { return nil }
        if isLoading { return .loading }
        if let failure = loadFailureState { return .loadFailed(failure) }
        if let search, !search.query.isEmpty { return .noResults(TableSearch.noResultsMessage(for: search.query)) }
        return emptyState.map(EmptyContent.emptyState)
    }

    /// Runs the button of the empty state the screen shows (UIKit: a tap on it; a terminal:
    /// Enter).
    @discardableResult
    package func performEmptyStateAction() -> Bool {
        guard let action = emptyContent?.emptyState?.action else { return false }
        action.handler()
        return true
    }
}
