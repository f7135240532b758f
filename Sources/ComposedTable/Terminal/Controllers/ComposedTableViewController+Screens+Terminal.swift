#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - The platform's part of the screen's features

    /// Nothing to do: the next frame draws the empty state.
    func emptyStateDidChange() {}

    /// Nothing to do: `r` asks the core.
    func refreshActionDidChange() {}

    /// A refresh from code composes the screen first, as `r` on a shown screen would find it.
    func willRefreshFromCode() {
        loadIfNeeded()
    }

    /// Nothing to do: a terminal shows no section index.
    func sectionIndexDidChange() {}

    /// Nothing to do: the next frame draws the title block.
    func tableHeaderDidChange() {}
}
#endif
