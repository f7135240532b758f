#if canImport(UIKit)
import UIKit
import ComposedTableCore

extension ComposedTableViewController {
    // MARK: - Search

    /// ``search`` changed: the navigation item's search controller follows, once the view is loaded.
    func searchDidChange() {
        if isViewLoaded { installSearchController() }
    }

    /// Puts the search controller of ``search`` in the navigation item, or takes it away.
    func installSearchController() {
        guard let search = core.search else {
            if let searchAdapter {
                searchAdapter.deactivate()
                navigationItem.searchController = nil
                self.searchAdapter = nil
                definesPresentationContext = false
                updateEmptyState()
                updateParentNavigationItem()
                layoutNavigationBarIfVisible()
            }
            return
        }
        if let searchAdapter, searchAdapter.search === search {
            searchAdapter.searchController.searchBar.placeholder = search.prompt
            return
        }
        // A search controller replaced while active would stay presented, its bar gone.
        searchAdapter?.deactivate()
        let adapter = SearchControllerAdapter(controller: self, search: search)
        searchAdapter = adapter
        navigationItem.searchController = adapter.searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        // A screen pushed from a search result covers the search bar too.
        definesPresentationContext = true
        updateParentNavigationItem()
        layoutNavigationBarIfVisible()
    }

    /// A search bar added or removed while the screen shows appears or goes at once: the
    /// navigation bar otherwise keeps its height until its next layout (UIKit reads
    /// `navigationItem.searchController` when the item is pushed; a change afterwards is not
    /// documented to lay the bar out again).
    private func layoutNavigationBarIfVisible() {
        guard isViewLoaded, view.window != nil, let navigationView = navigationController?.view else { return }
        navigationView.setNeedsLayout()
        navigationView.layoutIfNeeded()
    }

}

/// The search controller of a screen's search, and the object that reports its events to the
/// core: the text (`UISearchResultsUpdating`), the keyboard and Cancel (`UISearchBarDelegate`).
@MainActor
final class SearchControllerAdapter: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    /// The search this adapter shows, to tell when the screen's search is replaced.
    private(set) weak var search: TableSearch?
    private unowned let controller: ComposedTableViewController

    init(controller: ComposedTableViewController, search: TableSearch) {
        self.controller = controller
        self.search = search
        super.init()
        // The results are the table itself: no results controller, nothing dimmed over it.
        searchController.searchResultsUpdater = self  // weak: the controller keeps the adapter
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.delegate = self
        searchController.searchBar.placeholder = search.prompt
        searchController.searchBar.text = search.query
    }

    /// Ends the search interface before the search controller is removed or replaced: one taken
    /// away while active stays presented over the screen (Apple documents `isActive` as the
    /// presented state, not what removing an active one does; deactivating first is safe). The
    /// core's query is kept: its search was replaced or removed by code, not cancelled.
    func deactivate() {
        guard searchController.isActive else { return }
        searchController.searchBar.delegate = nil
        searchController.searchResultsUpdater = nil
        searchController.isActive = false
    }

    /// Called when the bar takes the keyboard and after every change of its text.
    func updateSearchResults(for searchController: UISearchController) {
        controller.core.searchTextDidChange(searchController.searchBar.text ?? "")
        controller.updateEmptyState()
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        controller.core.search?.beginEditing()
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        controller.core.search?.endEditing()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()  // to the list, the filter kept
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        controller.core.search?.cancel()
        controller.updateEmptyState()
    }
}

/// The table's background while a search finds nothing.
final class NoResultsLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
        textColor = .secondaryLabel
        textAlignment = .center
        numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
#endif
