#if canImport(UIKit)
public import UIKit

// UIKit's questions and events, forwarded to the controller core: the data source answers from
// the composition, every decision is the core's.
extension ComposedTableViewController {
    // MARK: - Lifecycle

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SupplementView.self, forHeaderFooterViewReuseIdentifier: SupplementView.reuseIdentifier)
        // A self-sizing row whose content view invalidates its intrinsic size is resized by UIKit
        // (WWDC22 "What's new in UIKit"): `HostingCell` relies on it. Set, not assumed.
        tableView.selfSizingInvalidation = .enabled
        core.viewDidLoad()
        installSearchController()  // compose() may have set a search
        installRefreshControl()  // … a refresh action, a table header, an empty state
        installTableHeader()
        updateEmptyState()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installSearchController()
        updateParentNavigationItem()  // items set in compose() or viewDidLoad()
        core.viewWillAppear()
    }

    /// In its window and laid out, before the transition (Apple back-deploys it to iOS 13 when
    /// built with the iOS 17 SDK): the first time, the initial row is scrolled on screen here, so
    /// the screen slides in showing it. `viewDidAppear(_:)` does it when this was not called.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        core.viewIsAppearing()
        alertSurface?.screenIsAppearing()  // a refresh started before the window shows
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        alertSurface?.presentPendingAlert()
        core.viewDidAppear()
        updateLeavingGuards()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        releasePopGesture()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped, or dismissed — alone, with its navigation controller, or with any container
        // above it (a SwiftUI hosting controller in a NavigationStack): gone for good.
        let leaves = sequence(first: self as UIViewController, next: \.parent).contains { $0.isMovingFromParent || $0.isBeingDismissed }
        if leaves { core.viewDidLeave() }
    }

    /// Removed from its container (popped, or `removeFromParent()`, which Apple documents calls
    /// this with `nil`): gone for good, also when `viewDidDisappear(_:)` did not tell (the
    /// screen was not on screen, or a container above it hid how it left). Core runs the leave
    /// handlers once, however often it hears of it.
    ///
    /// In a container that is not a navigation controller (a SwiftUI hosting controller), the
    /// screen's navigation item is mirrored to the container's, which the navigation bar shows
    /// (`updateParentNavigationItem()`).
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { core.viewDidLeave() } else { updateParentNavigationItem() }
    }

    /// Leaving a container: what the screen mirrored to the container's navigation item goes.
    open override func willMove(toParent parent: UIViewController?) {
        if parent == nil { clearParentNavigationItem() }
        super.willMove(toParent: parent)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        core.layoutDidChange(isScrolling: tableView.isDragging || tableView.isDecelerating)
        if let header = tableView.tableHeaderView as? ZoomHeaderView, header.bounds.width != tableView.bounds.width { installTableHeader() }
    }

    open override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        stretchTableHeader()
    }

    open override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { core.layoutDidChange(isScrolling: false) }
    }

    open override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        core.layoutDidChange(isScrolling: false)
    }

    open override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        core.layoutDidChange(isScrolling: false)
    }

    open override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        core.layoutDidChange(isScrolling: false)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Text size changes what self-sizing rows measure, and so the remainder; and the zoom
        // header's height (`ZoomHeaderView.restingHeight`).
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            core.rowContentDidChange()
            if isViewLoaded { installTableHeader() }
        }
    }

    // MARK: - Data source

    public override func numberOfSections(in tableView: UITableView) -> Int {
        core.numberOfSections
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        composition.numberOfRows(inSection: section)
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // While changes wait for a drag's drop, the table may ask (autoscrolling) for a row the
        // composition no longer has: a blank cell stands in until the held reload.
        guard hasRow(at: indexPath) else { return UITableViewCell() }
        return composition.cell(at: RowPath(indexPath))
    }

    /// Whether the composition has a visible row at an index path.
    private func hasRow(at indexPath: IndexPath) -> Bool {
        indexPath.section < composition.numberOfSections && indexPath.row < composition.numberOfRows(inSection: indexPath.section)
    }

    /// A row left the screen: Core lets go of its cell when its section remakes its rows (a
    /// choice screen's options) and nothing holds it. Heard on the next turn of the main queue,
    /// and only when the table does not show that instance again by then: UIKit also ends the
    /// display of rows a batch deleted (no longer in the composition: Core ignores them) and of
    /// rows a reload shows again.
    public override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard composition.isRemakable(cell) else { return }
        DispatchQueue.main.async { [weak self, weak cell] in
            guard let self, let cell, self.tableView.indexPath(for: cell) == nil else { return }
            self.core.rowDidLeaveScreen(cell, hasFocus: cell.firstResponderView != nil)
        }
    }

    public override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = supplementView(composition.header(inSection: section), isFooter: false)
        if let view = view as? SupplementView { configureHeader(view, inSection: section) }
        return view
    }

    /// Gives a header view Core's indicator and, when Core lets it be tapped, a tap that reports
    /// to Core (by section identity: the view may outlive its index).
    func configureHeader(_ view: SupplementView, inSection section: Int) {
        let id = composition.sectionID(atVisibleIndex: section)
        view.setIndicator(core.headerIndicator(inSection: section))
        view.onTap = core.canSelectHeader(inSection: section) ? { [weak self] in self?.headerTapped(id) } : nil
    }

    public override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementView(composition.footer(inSection: section), isFooter: true)
    }

    private func supplementView(_ supplement: SectionSupplement<UIView>?, isFooter: Bool) -> UIView? {
        guard let supplement else { return nil }
        let view =
            tableView.dequeueReusableHeaderFooterView(withIdentifier: SupplementView.reuseIdentifier) as? SupplementView
            ?? SupplementView(reuseIdentifier: SupplementView.reuseIdentifier)
        view.show(supplement, isFooter: isFooter, style: tableView.style)
        return view
    }

    // MARK: - Section index

    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        core.sectionIndexTitles
    }

    public override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        core.section(forSectionIndexTitle: title) ?? 0
    }

    // MARK: - Heights

    // `estimatedRowHeight` keeps its default, `automaticDimension`: with estimates on, UIKit asks
    // this only for rows about to show (a value of 0 would make it ask every row's height at load,
    // and so make every row of a lazy section). Never set it to 0.
    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard hasRow(at: indexPath) else { return UITableView.automaticDimension }  // see cellForRowAt
        return core.height(at: RowPath(indexPath)).map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    /// The row's height when it costs nothing to know (a fixed height, or a fraction of the
    /// visible height), so that the content size, the scroll indicator and `scrollToRow` are right
    /// before the row shows; `automaticDimension` — Apple's "no estimate" — for a row that sizes
    /// itself and for the remainder, which measures every other row (estimates must be cheap:
    /// UIKit asks them for every row at load).
    ///
    /// UIKit asks this for every row when it loads (that is what estimates are for: "using
    /// estimation allows you to defer some of the cost of geometry calculation from load time to
    /// scrolling time"), so a row of a lazy section, whose cell may not be made yet, is not asked
    /// (Core would make it): it has no estimate. A zero height has none either (an estimate is
    /// better left to UIKit than 0).
    public override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let path = RowPath(indexPath)
        guard hasRow(at: indexPath), !composition.isLazy(visibleSection: path.section),
            (composition.cell(at: path) as? ActiveCell)?.height.standaloneHeight(visibleHeight: 1) != nil,
            let height = core.height(at: path), height > 0
        else {
            return UITableView.automaticDimension
        }
        return CGFloat(height)
    }

    // MARK: - Selection

    public override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        core.canSelectRow(at: RowPath(indexPath))
    }

    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        core.canSelectRow(at: RowPath(indexPath)) ? indexPath : nil
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        core.didSelectRow(at: RowPath(indexPath))
    }

    public override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        // The detail (ⓘ) button: the row's `detailAction`, when the row is enabled.
        (composition.cell(at: RowPath(indexPath)) as? ActiveCell)?.performDetailAction()
    }
}

extension UIView {
    /// This view or the one inside it that is the first responder (has text focus), if any.
    ///
    /// - Complexity: O(*v*) in the views inside it.
    var firstResponderView: UIView? {
        isFirstResponder ? self : subviews.lazy.compactMap(\.firstResponderView).first
    }
}

#endif
