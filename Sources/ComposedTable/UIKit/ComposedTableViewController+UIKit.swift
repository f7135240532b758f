#if canImport(UIKit)
public import UIKit

extension ComposedTableViewController {
    // MARK: - The UIKit surface

    /// Makes the table view the core's surface.
    func connectSurface() {
        let surface = TableViewSurface(controller: self)
        alertSurface = surface
        core.surface = surface
        // The core deselects, on return from a push, when the screen shows again.
        clearsSelectionOnViewWillAppear = false
    }

    /// Nothing to end before the cells go: UIKit's editors end with their cells.
    func willReleaseCells() {}

    /// Nothing to reset beyond the core: the table reloads.
    func didReset() {}

    /// The row as an ``ActiveCell``, when it is one (UIKit rows can be any cell).
    func activeCell(_ cell: UITableViewCell) -> ActiveCell? {
        cell as? ActiveCell
    }

    // MARK: - Building with views (UIKit only)

    /// Starts a new section with custom header and footer views; later cells go into it.
    /// (UIKit only.)
    ///
    /// - Parameters:
    ///   - headerView: The live header view, or `nil` for none.
    ///   - footerView: The live footer view, or `nil` for none.
    /// - Returns: The new section.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(headerView: UIView?, footerView: UIView? = nil) -> SectionID {
        addSection(supplementHeader: headerView.map(SectionSupplement.view), footer: footerView.map(SectionSupplement.view))
    }

    /// Sets a custom header view for the last section (creating the first section if there is
    /// none). (UIKit only.)
    ///
    /// - Parameter view: The live header view.
    public func setSectionHeader(_ view: UIView) {
        core.change(method: "setSectionHeader(_:)") { $0.setSectionHeader(.view(view)) }
    }

    /// Sets a custom footer view for the last section (creating the first section if there is
    /// none). (UIKit only.)
    ///
    /// - Parameter view: The live footer view.
    public func setSectionFooter(_ view: UIView) {
        core.change(method: "setSectionFooter(_:)") { $0.setSectionFooter(.view(view)) }
    }
}
#endif

#if canImport(UIKit)
extension ReadingViewController {
    /// UIKit scrolls through a tall cell: a paragraph is one cell.
    static var showsLongParagraphsInParts: Bool { false }
}
#endif
