#if canImport(UIKit)
public import UIKit

/// UIKit's base of ``ComposedTableViewController``: a `UITableViewController` with the state only
/// UIKit's screen keeps. Not for subclassing: subclass ``ComposedTableViewController``.
@_documentation(visibility: internal)
@MainActor
open class ComposedTableViewControllerBase: UITableViewController {
    /// The search controller of the screen's search, and what reports its events to the core.
    var searchAdapter: SearchControllerAdapter?
    /// The core's surface, which presents alerts once no transition runs.
    weak var alertSurface: TableViewSurface?
    /// What asks before a sheet with unsaved changes is swiped down: the delegate of the sheet's
    /// presentation controller, which passes every other call to the delegate it had.
    var sheetGuard: SheetDismissalGuard?
    /// What the screen put in its container's navigation item while it is inside one that is
    /// not a navigation controller (SwiftUI's hosting controller).
    var parentItemMirror: ParentNavigationItemMirror?
    /// The bar button items the package last put in the navigation item (the Edit button and the
    /// bar buttons), per side: only those are replaced, never items the app set itself.
    var placedLeftItems: [UIBarButtonItem] = []
    var placedRightItems: [UIBarButtonItem] = []

    /// Creates the base with an inset grouped table.
    public init() {
        super.init(style: .insetGrouped)
    }

    /// Creates the base with a table of a style.
    ///
    /// - Parameter style: The table's style.
    public override init(style: UITableView.Style) {
        super.init(style: style)
    }

    /// Creates the base from a nib.
    ///
    /// - Parameters:
    ///   - nibName: The nib's name.
    ///   - bundle: The nib's bundle.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates the base from a storyboard.
    ///
    /// - Parameter coder: The storyboard's decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension TableAnimation {
    /// The core's animation for a `UITableView.RowAnimation`.
    init(_ animation: UITableView.RowAnimation) {
        self.init(rawValue: animation.rawValue)
    }
}
#endif
