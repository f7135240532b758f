#if canImport(UIKit)
public import UIKit

// UIKit's questions and events, forwarded to the controller core: the data source answers from
// the composition, every decision is the core's.
extension ComposedTableViewController {
    // MARK: - Lifecycle

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SupplementView.self, forHeaderFooterViewReuseIdentifier: SupplementView.reuseIdentifier)
        core.viewDidLoad()
        installSearchController()  // compose() may have set a search
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installSearchController()
        core.viewWillAppear()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        core.viewDidAppear()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped, or dismissed (alone or with its navigation controller): gone for good. Inside
        // a container (a SwiftUI hosting controller in a NavigationStack), the container is what
        // is popped.
        var screen: UIViewController = self
        while let parent = screen.parent, parent !== navigationController { screen = parent }
        if screen.isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true {
            core.viewDidLeave()
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        core.layoutDidChange(isScrolling: tableView.isDragging || tableView.isDecelerating)
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
        // Text size changes what self-sizing rows measure, and so the remainder.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            core.rowContentDidChange()
        }
    }

    // MARK: - Data source

    open override func numberOfSections(in tableView: UITableView) -> Int {
        core.numberOfSections
    }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        composition.numberOfRows(inSection: section)
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        composition.cell(at: RowPath(indexPath))
    }

    open override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementView(composition.header(inSection: section), isFooter: false)
    }

    open override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
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

    // MARK: - Heights

    // `estimatedRowHeight` keeps its default, `automaticDimension`: with estimates on, UIKit asks
    // this only for rows about to show (a value of 0 would make it ask every row's height at load,
    // and so make every row of a lazy section). Never set it to 0.
    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        core.height(at: RowPath(indexPath)).map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    // MARK: - Selection

    open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        core.canSelectRow(at: RowPath(indexPath))
    }

    open override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        core.canSelectRow(at: RowPath(indexPath)) ? indexPath : nil
    }

    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        core.didSelectRow(at: RowPath(indexPath))
    }

    open override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        // The detail (ⓘ) button: the row's `detailAction`, when the row is enabled.
        (composition.cell(at: RowPath(indexPath)) as? ActiveCell)?.performDetailAction()
    }
}

#endif
