extension ComposedTableViewController {
    // MARK: - Search

    /// The screen's search, or `nil` for none; each change of its text reaches the search's
    /// `onChange`, which filters the rows (with ``setVisibleRows(_:in:)``, say).
    ///
    /// ```swift
    /// let index = SearchIndex(colours)
    /// let section = addSection(count: colours.count) { OptionCell(key: colours[$0]) }
    /// search = TableSearch(prompt: "Colours") { [unowned self] query in
    ///     setVisibleRows(index.matches(for: query)[0], in: section)
    /// }
    /// ```
    ///
    /// What each event means — beginning to edit, ending and keeping the filter, cancelling —
    /// is `TableSearch`'s, the same on both platforms; the results show from their first row that
    /// can be selected, and when a query leaves no row, the screen says `No results for “query”`.
    ///
    /// - On UIKit the navigation bar shows a search field (a `UISearchController` in
    ///   `navigationItem.searchController`, always shown, over the table itself without dimming
    ///   it): the bar taking the keyboard begins editing, losing it (the keyboard's Search button)
    ///   ends editing and keeps the filter, Cancel clears the query. The screen must be in a
    ///   `UINavigationController` for the search bar to show.
    /// - In a terminal `/` opens a search line at the top of the body (or edits it again); typing
    ///   and pasting edit it (←/→, Home/End, Backspace and Delete as in a text field); Enter or ↓
    ///   go to the list and keep the filter; Esc clears the query and closes the line (in the list
    ///   too, while a query filters it); Backspace on an empty line does nothing, so that a held
    ///   Backspace stops there rather than close the line and go on to leave the screen. The line
    ///   stays shown while its query is not empty.
    public var search: TableSearch? {
        get { core.search }
        set {
            core.search = newValue
            searchDidChange()
        }
    }
}
