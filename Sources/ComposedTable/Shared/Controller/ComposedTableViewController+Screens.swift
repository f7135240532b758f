extension ComposedTableViewController {
    // MARK: - Empty state

    /// What the screen shows when it has no row to show: a title, a message, an SF Symbol and a
    /// button.
    ///
    /// It shows whenever no row shows and no collapsed section's header does — after every change,
    /// searches and hidden sections included — and goes as soon as a row shows. A search that
    /// finds nothing says `No results for “query”` instead. Both are decided once, for both
    /// platforms. On UIKit it is a `UIContentUnavailableConfiguration` on iOS 17 and later, a view
    /// of the same parts behind the table on iOS 16; a terminal draws it centred in the body, and
    /// Enter runs the button.
    ///
    /// ```swift
    /// emptyState = EmptyState(
    ///     title: "No Messages", message: "New mail shows here.", systemImage: "tray",
    ///     action: EmptyState.Action("Check Again") { [unowned self] in refresh() })
    /// ```
    public var emptyState: EmptyState? {
        get { core.emptyState }
        set {
            core.emptyState = newValue
            emptyStateDidChange()
        }
    }

    // MARK: - Loading

    /// What loads the screen's content, or `nil` for a screen whose rows are there at once.
    ///
    /// The closure runs when the screen first appears, again on refresh — a pull on UIKit, `r`
    /// in a terminal, ``refresh()`` — when the screen has no ``refreshAction``, and when the user
    /// chooses Retry after it failed. While it runs and no row shows, the screen shows that it
    /// loads instead of its ``emptyState``: UIKit's loading configuration
    /// (`UIContentUnavailableConfiguration.loading()`) on iOS 17 and later, an activity
    /// indicator on iOS 16, and a `Loading…` line with a spinner in a terminal. Rows the closure
    /// adds show as they come; when it returns with none, the empty state shows.
    ///
    /// An error it throws shows in place of the rows — `Couldn’t Load`, the error's
    /// `LocalizedError.errorDescription` (or its description) and a Retry button (Enter in a
    /// terminal) that runs the closure again; when rows show, it shows as an alert. Leaving the
    /// screen cancels its task (the closure sees `Task.isCancelled`; what it throws then is not
    /// shown), and a screen shown again loads again unless a load had ended.
    ///
    /// ```swift
    /// override func compose() {
    ///     emptyState = EmptyState(title: "No Plugins", systemImage: "puzzlepiece")
    ///     loadAction = { [unowned self] in
    ///         let plugins = try await registry.plugins()
    ///         addSection(header: "Installed")
    ///         for plugin in plugins { addCell(ActiveCell(key: plugin.name, value: plugin.version)) }
    ///     }
    /// }
    /// ```
    ///
    /// One load runs at a time: a Retry or refresh while one runs starts none. Capture the screen
    /// `unowned` or `weak`: the screen keeps the closure.
    public var loadAction: (@MainActor () async throws -> Void)? {
        get { core.loadAction }
        set {
            core.loadAction = newValue
            refreshActionDidChange()
            core.loadActionDidChange()
        }
    }

    /// Whether the screen's content is loading: while ``loadAction`` runs, or while you say so.
    ///
    /// Set it for rows that arrive another way (a task of your own, a delegate): while it is
    /// `true` and no row shows, the screen shows that it loads instead of its ``emptyState``;
    /// set it back to `false` when they came (or did not: the empty state shows). Setting it to
    /// `true` takes a load's error off the screen.
    ///
    /// ```swift
    /// isLoading = true
    /// Task { [weak self] in
    ///     let plugins = await registry.plugins()
    ///     self?.show(plugins)
    ///     self?.isLoading = false
    /// }
    /// ```
    ///
    /// - Complexity: O(1); the screen updates what it shows in place of its rows.
    public var isLoading: Bool {
        get { core.isLoading }
        set { core.setLoading(newValue) }
    }

    // MARK: - Refresh

    /// What refreshes the screen, or `nil` for nothing.
    ///
    /// On UIKit the table then has a `UIRefreshControl` (pull to refresh), which spins until the
    /// closure returns; in a terminal `r` runs it (on any row but a text field's, where `r` is
    /// typed), and a `⟳ Refreshing…` line tops the body until it returns. A second pull or `r`
    /// while it runs is ignored; leaving the screen cancels its task; an error it throws shows as
    /// an alert (`Couldn’t Refresh`). A screen without one refreshes by running its
    /// ``loadAction`` again.
    ///
    /// ```swift
    /// refreshAction = { [unowned self] in
    ///     let messages = try await inbox.fetch()
    ///     show(messages)
    /// }
    /// ```
    public var refreshAction: (@MainActor () async throws -> Void)? {
        get { core.refreshAction }
        set {
            core.refreshAction = newValue
            refreshActionDidChange()
        }
    }

    /// Whether a refresh runs: from a pull or `r` (or ``refresh()``) until ``refreshAction``
    /// returns.
    public var isRefreshing: Bool { core.isRefreshing }

    /// Refreshes the screen from code, as a pull or `r` does: runs ``refreshAction`` (else
    /// ``loadAction``) unless a refresh runs (UIKit shows the refresh control spinning
    /// meanwhile).
    ///
    /// - Returns: Whether a refresh started: `false` without an action, while one runs (or, for
    ///   the load, while it runs), before the view loaded (UIKit), or after the screen left.
    @discardableResult
    public func refresh() -> Bool {
        willRefreshFromCode()
        return core.beginRefresh()
    }

    // MARK: - Sections

    /// Collapses or expands a section, animated when the table is on screen: its rows hide (their
    /// cells keep their state), its header stays, with a chevron (`▸`/`▾` in a terminal) if the
    /// section is collapsible.
    ///
    /// - Parameters:
    ///   - section: A section of this table, not a lazy one.
    ///   - collapsed: Whether its rows are hidden.
    ///   - animation: The row animation on UIKit; `.automatic` unless you say otherwise.
    /// - Complexity: O(*n*) in the section's cells.
    public func setSection(_ section: SectionID, collapsed: Bool, animation: TableAnimation = .automatic) {
        core.setSection(section, collapsed: collapsed, animation: animation)
    }

    /// Whether a section is collapsed.
    ///
    /// - Parameter section: A section of this table.
    public func isSectionCollapsed(_ section: SectionID) -> Bool {
        composition.isCollapsed(section)
    }

    /// Makes a section's header collapse and expand it — a tap on UIKit; in a terminal the cursor
    /// stops on the header line and Enter toggles it — with a chevron that points right when it
    /// is collapsed and down when it is not.
    ///
    /// ```swift
    /// let archive = addSection(header: "Archive")
    /// setSection(archive, collapsible: true)
    /// setSection(archive, collapsed: true)   // starts closed
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this table, with a header.
    ///   - collapsible: Whether the header collapses it; making a collapsed section not
    ///     collapsible expands it.
    public func setSection(_ section: SectionID, collapsible: Bool) {
        core.setSection(section, collapsible: collapsible)
    }

    /// Sets what choosing a section's header does (a tap; Enter on its line in a terminal, where
    /// the cursor then stops); a collapsible section collapses or expands first.
    ///
    /// - Parameters:
    ///   - action: Called with the section; `nil` removes it. Capture the screen `unowned`.
    ///   - section: A section of this table.
    public func setHeaderAction(_ action: (@MainActor (SectionID) -> Void)?, for section: SectionID) {
        core.setHeaderAction(action, for: section)
    }

    /// Whether the table shows an index of its sections' initials down its side (UIKit's
    /// `sectionIndexTitles`): the first letter of each section's header title, each once; a tap
    /// scrolls to the first section with it. A terminal shows none (its keys move a page at a
    /// time).
    public var showsSectionIndex: Bool {
        get { core.showsSectionIndex }
        set {
            core.showsSectionIndex = newValue
            sectionIndexDidChange()
        }
    }

    // MARK: - Table header

    /// The block at the top of the screen. On UIKit a zoom header — a large symbol, the title and
    /// the subtitle over a tinted background that stretches when the table is pulled down — as
    /// the table's header view; in a terminal a title block — the title in bold and the subtitle
    /// dimmed, then a blank line — on the first lines of the body.
    ///
    /// ```swift
    /// tableHeader = TableHeader(title: "Inbox", subtitle: "3 unread", systemImage: "tray")
    /// ```
    public var tableHeader: TableHeader? {
        get { core.tableHeader }
        set {
            core.tableHeader = newValue
            tableHeaderDidChange()
        }
    }
}
