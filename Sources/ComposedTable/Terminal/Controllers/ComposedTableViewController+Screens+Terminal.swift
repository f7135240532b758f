#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Empty state

    /// What the screen shows when it has no row to show: a title, a message and a button, drawn
    /// centred in the body; Enter runs the button.
    ///
    /// It shows whenever no row shows and no collapsed section's header does — after every change,
    /// searches and hidden sections included — and goes as soon as a row shows. A search that
    /// finds nothing says `No results for “query”` instead. Both are Core's decisions, the same
    /// on UIKit.
    ///
    /// ```swift
    /// emptyState = EmptyState(
    ///     title: "No Messages", message: "New mail shows here.", systemImage: "tray",
    ///     action: EmptyState.Action("Check Again") { [unowned self] in refresh() })
    /// ```
    public var emptyState: EmptyState? {
        get { core.emptyState }
        set { core.emptyState = newValue }
    }

    // MARK: - Refresh

    /// What refreshes the screen, or `nil` for nothing: `r` runs it (on any row but a text
    /// field's, where `r` is typed), and a `⟳ Refreshing…` line tops the body until it returns.
    ///
    /// A second `r` while it runs is ignored; leaving the screen cancels its task; an error it
    /// throws shows as an alert (`Couldn’t Refresh`). On UIKit, the same closure runs when the
    /// table is pulled down.
    ///
    /// ```swift
    /// refreshAction = { [unowned self] in
    ///     let messages = try await inbox.fetch()
    ///     show(messages)
    /// }
    /// ```
    public var refreshAction: (@MainActor () async throws -> Void)? {
        get { core.refreshAction }
        set { core.refreshAction = newValue }
    }

    /// Whether a refresh runs: from `r` (or ``refresh()``) until ``refreshAction`` returns.
    public var isRefreshing: Bool { core.isRefreshing }

    /// Refreshes the screen from code, as `r` does: runs ``refreshAction`` unless a refresh runs.
    ///
    /// - Returns: Whether a refresh started: `false` without an action, while one runs, or after
    ///   the screen left.
    @discardableResult
    public func refresh() -> Bool {
        loadIfNeeded()
        return core.beginRefresh()
    }

    // MARK: - Sections

    /// Collapses or expands a section: its rows hide (their cells keep their state), its header
    /// stays, with `▸` when collapsed and `▾` when expanded if the section is collapsible.
    ///
    /// - Parameters:
    ///   - section: A section of this table, not a lazy one.
    ///   - collapsed: Whether its rows are hidden.
    /// - Complexity: O(*n*) in the section's cells.
    public func setSection(_ section: SectionID, collapsed: Bool) {
        core.setSection(section, collapsed: collapsed)
    }

    /// Whether a section is collapsed.
    ///
    /// - Parameter section: A section of this table.
    public func isSectionCollapsed(_ section: SectionID) -> Bool {
        composition.isCollapsed(section)
    }

    /// Makes a section's header collapse and expand it: the cursor stops on the header line, and
    /// Enter toggles it.
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

    /// Sets what choosing a section's header does (Enter on its line, where the cursor now
    /// stops); a collapsible section collapses or expands first.
    ///
    /// - Parameters:
    ///   - action: Called with the section; `nil` removes it. Capture the screen `unowned`.
    ///   - section: A section of this table.
    public func setHeaderAction(_ action: (@MainActor (SectionID) -> Void)?, for section: SectionID) {
        core.setHeaderAction(action, for: section)
    }

    /// Whether the table shows an index of its sections' initials. A terminal shows none (the
    /// keys move a page at a time); the property is here so that a screen is written once.
    public var showsSectionIndex: Bool {
        get { core.showsSectionIndex }
        set { core.showsSectionIndex = newValue }
    }

    // MARK: - Table header

    /// The block at the top of the screen: in a terminal a title block — the title in bold and
    /// the subtitle dimmed, then a blank line — on the first lines of the body; on UIKit a zoom
    /// header that stretches when the table is pulled down.
    ///
    /// ```swift
    /// tableHeader = TableHeader(title: "Inbox", subtitle: "3 unread", systemImage: "tray")
    /// ```
    public var tableHeader: TableHeader? {
        get { core.tableHeader }
        set { core.tableHeader = newValue }
    }
}
#endif
