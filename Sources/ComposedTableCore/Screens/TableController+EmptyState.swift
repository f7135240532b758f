extension TableController {
    // MARK: - Empty state

    /// What the screen shows instead of rows, or `nil` while it has something to show.
    ///
    /// One rule for both messages a screen can show in place of its rows:
    /// - While the table shows a row, or the header of a collapsed section (which opens it),
    ///   nothing: `nil`.
    /// - Else, while the content loads (``isLoading``): ``EmptyContent/loading`` — the rows are
    ///   on their way, so "nothing here" would not be true.
    /// - Else, when the last load failed: ``EmptyContent/loadFailed(_:)``, its error and a Retry
    ///   button.
    /// - Else, when a search query filtered the rows out: ``EmptyContent/noResults(_:)``, the
    ///   search's `No results for “query”` — what the user typed explains the emptiness, and the
    ///   screen's own empty state (its "nothing here" and its button) would not be true.
    /// - Else the screen's ``emptyState``, when it has one.
    ///
    /// Backends ask after every reload and replayed change, so it follows every change: rows
    /// added or removed, hidden sections, searches.
    ///
    /// ```swift
    /// switch core.emptyContent {
    /// case .noResults(let message)?: showLabel(message)
    /// case .loading?: showSpinner()
    /// case .emptyState(let state)?, .loadFailed(let state)?: showEmptyState(state)
    /// case nil: hideEmptyState()
    /// }
    /// ```
    ///
    /// - Complexity: O(*s*) in the sections, plus O(*c*) in the collapsed ones.
    package var emptyContent: EmptyContent? {
        guard composition.firstVisibleRow == nil, !composition.hasVisibleCollapsedSection else { return nil }
        if isLoading { return .loading }
        if let failure = loadFailureState { return .loadFailed(failure) }
        if let search, !search.query.isEmpty { return .noResults(TableSearch.noResultsMessage(for: search.query)) }
        return emptyState.map(EmptyContent.emptyState)
    }

    /// Runs the button of the empty state the screen shows (UIKit: a tap on it; a terminal:
    /// Enter).
    ///
    /// - Returns: Whether a button ran: `false` when no empty state shows, or it has no button.
    @discardableResult
    package func performEmptyStateAction() -> Bool {
        guard let action = emptyContent?.emptyState?.action else { return false }
        action.handler()
        return true
    }
}
