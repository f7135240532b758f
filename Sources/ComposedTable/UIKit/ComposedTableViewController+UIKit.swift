#if canImport(UIKit)
public import UIKit

/// A table view controller built inline, one live cell at a time.
///
/// Add sections and cells with ``addSection(header:footer:)`` and ``addCell(_:)`` — from a closure
/// for a throwaway screen, or in ``compose()`` of a subclass for a screen with a name. Cells are
/// never reused: each instance you add is the row, keeps its state while it scrolls away, and can
/// be kept in a property and changed at any time.
///
/// ```swift
/// final class SettingsViewController: ComposedTableViewController {
///     override func compose() {
///         title = "Settings"
///         addSection(header: "Network", footer: "Changes apply at once.")
///         let proxy = ActiveCell(key: "Proxy", value: "proxy.example.com")
///         addCell(SwitchCell(key: "Use proxy", isOn: true) { cell, isOn in
///             cell.controller?.setCell(proxy, hidden: !isOn)   // no `self`: see "Retain cycles"
///         })
///         addCell(proxy)
///     }
/// }
/// ```
///
/// Once the table is on screen, ``insertCell(_:after:animation:)``, ``removeCell(_:animation:)``,
/// ``setCell(_:hidden:animation:)`` and the section methods animate through one
/// `performBatchUpdates(_:completion:)` each (``performBatch(animation:_:)`` groups several);
/// before the view loads they change the model only, and while the table is not in a window they
/// reload. Every decision — what the change is, which rows can be selected, how tall rows are,
/// when a row is deselected, which field takes focus — comes from `ComposedTableCore`'s
/// `TableController`; this class forwards UIKit's events to it and replays its decisions through
/// a `TableSurface` over its table.
///
/// # Retain cycles
/// The controller owns its cells; a cell refers back to its controller weakly
/// (``ActiveCell/controller``); an action receives its cell. So an action never needs to capture
/// the controller or the cell. The one rule: when an action captures an object that itself owns
/// the controller (a parent controller, a coordinator), capture it `weak`. Capturing `self` inside
/// ``compose()`` of a subclass, as above, is a cycle (controller → cell → action → controller):
/// write `[unowned self]` or reach the controller through `cell.controller`.
@MainActor
open class ComposedTableViewController: UITableViewController {
    /// The controller core: the composition and every decision about it (Core's
    /// `TableController`), shared with the terminal backend.
    let core = TableController<UITableViewCell, UIView>()
    /// The model: sections and live cells, headers and footers.
    var composition: Composition<UITableViewCell, UIView> { core.composition }
    /// The search controller of the screen's search, and what reports its events to the core.
    var searchAdapter: SearchControllerAdapter?
    /// The core's surface, which presents alerts once no transition runs.
    private(set) weak var alertSurface: TableViewSurface?
    /// What ``onMoveRow`` was set to.
    var moveRowHandler: (@MainActor (_ cell: ActiveCell, _ from: RowPath, _ to: RowPath) -> Void)?

    // MARK: - Creating

    /// Creates a controller with a table of the given style.
    ///
    /// - Parameter style: The table's style; ``init()`` gives inset grouped, like Settings.
    public override init(style: UITableView.Style) {
        super.init(style: style)
        connectCore()
    }

    /// Creates a controller with an inset grouped table.
    ///
    /// `SettingsViewController()` lands here, as does a subclass that declares no initialiser.
    public convenience init() {
        self.init(style: .insetGrouped)
    }

    /// Creates a controller with a title, for a screen built from the outside.
    ///
    /// ```swift
    /// let picker = ComposedTableViewController(title: "Colour")
    /// picker.addCell(OptionCell(key: "Red", isChecked: true))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The navigation title.
    ///   - style: The table's style; inset grouped unless you say otherwise.
    public convenience init(title: String, style: UITableView.Style = .insetGrouped) {
        self.init(style: style)
        self.title = title
    }

    /// Creates a controller from a nib; the table is the nib's.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        connectCore()
    }

    /// Creates a controller from a storyboard. ``compose()`` runs when the view loads, as for a
    /// controller created in code.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectCore()
    }

    private func connectCore() {
        let surface = TableViewSurface(controller: self)
        alertSurface = surface
        core.surface = surface
        core.composer = { [unowned self] in self.compose() }
        core.removeDeletedCell = { [unowned self] in self.removeCell($0) }
        // The core deselects, on return from a push, when the screen shows again.
        clearsSelectionOnViewWillAppear = false
    }

    // MARK: - Composing

    /// Builds the screen: override it and call ``addSection(header:footer:)`` and ``addCell(_:)``.
    ///
    /// Called once, when the view loads (in `super.viewDidLoad()`, so a subclass's `viewDidLoad`
    /// sees the rows), or earlier if the table asks for data first — for a controller made in
    /// code or by a storyboard. Cells added from outside before that come first. The view is
    /// loaded while it runs, so `tableView` can be configured here. The default implementation
    /// does nothing.
    open func compose() {}

    /// Throws the content away, calls ``compose()`` again and reloads the table.
    public func recompose() {
        releaseCells()
        core.recompose()
    }

    // MARK: - Building

    /// Starts a new section with text header and footer; later cells go into it.
    ///
    /// A first section exists implicitly: a screen with one section never calls this.
    ///
    /// - Parameters:
    ///   - header: The header text, or `nil` for none.
    ///   - footer: The footer text, or `nil` for none.
    /// - Returns: The new section, to hide or remove it later.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(header: String? = nil, footer: String? = nil) -> SectionID {
        addSection(header: header.map(SectionSupplement.title), footer: footer.map(SectionSupplement.title))
    }

    /// Starts a new section with custom header and footer views; later cells go into it.
    ///
    /// - Parameters:
    ///   - headerView: The live header view, or `nil` for none.
    ///   - footerView: The live footer view, or `nil` for none.
    /// - Returns: The new section.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(headerView: UIView?, footerView: UIView? = nil) -> SectionID {
        addSection(header: headerView.map(SectionSupplement.view), footer: footerView.map(SectionSupplement.view))
    }

    private func addSection(header: SectionSupplement<UIView>?, footer: SectionSupplement<UIView>?) -> SectionID {
        core.change(method: "addSection(header:footer:)") { $0.addSection(header: header, footer: footer) }
        guard let section = composition.lastSection else { misuse("ComposedTable: addSection created no section.") }
        return section
    }

    /// Sets the header text of the last section (creating the first section if there is none).
    ///
    /// - Parameter title: The header text, or `nil` for none.
    public func setSectionHeader(_ title: String?) {
        core.change(method: "setSectionHeader(_:)") { $0.setSectionHeader(title.map(SectionSupplement.title)) }
    }

    /// Sets a custom header view for the last section (creating the first section if there is none).
    ///
    /// - Parameter view: The live header view.
    public func setSectionHeader(_ view: UIView) {
        core.change(method: "setSectionHeader(_:)") { $0.setSectionHeader(.view(view)) }
    }

    /// Sets the footer text of the last section (creating the first section if there is none).
    ///
    /// - Parameter title: The footer text, or `nil` for none.
    public func setSectionFooter(_ title: String?) {
        core.change(method: "setSectionFooter(_:)") { $0.setSectionFooter(title.map(SectionSupplement.title)) }
    }

    /// Sets a custom footer view for the last section (creating the first section if there is none).
    ///
    /// - Parameter view: The live footer view.
    public func setSectionFooter(_ view: UIView) {
        core.change(method: "setSectionFooter(_:)") { $0.setSectionFooter(.view(view)) }
    }

    /// Appends a cell to the last section (creating the first section if there is none).
    ///
    /// Any `UITableViewCell` can be added; an ``ActiveCell`` gets its action, enabled state and
    /// height, and a weak reference back to this controller.
    ///
    /// ```swift
    /// let name = addCell(ActiveCell(key: "Name", value: "Stephan"))
    /// name.value = "Stephan M."   // the row updates; no reload
    /// ```
    ///
    /// - Parameter cell: A cell that is in no composed table yet.
    /// - Returns: The cell, to keep a reference.
    /// - Precondition: `cell` is not in this or another composed table.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addCell<Cell: UITableViewCell>(_ cell: Cell) -> Cell {
        adopt(cell, in: "addCell(_:)")
        core.change(method: "addCell(_:)") { $0.addCell(cell) }
        return cell
    }

    /// Removes every section and cell; the table shows nothing until you add again.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public func reset() {
        releaseCells()
        core.reset()
    }

    private func releaseCells() {
        for section in composition.sections {
            for cell in composition.allCells(in: section) { release(cell) }
        }
    }

    // MARK: - Ownership

    /// Links an ``ActiveCell`` to this controller, refusing a cell another table holds.
    func adopt(_ cell: UITableViewCell, in method: String) {
        guard let cell = cell as? ActiveCell else { return }
        require(
            cell.controller == nil || cell.controller === self,
            "ComposedTable: \(method) was given an ActiveCell that another ComposedTableViewController holds; "
                + "a cell is a live row of one table. Remove it there first, or create a new cell.")
        cell.controller = self
    }

    /// Unlinks a removed cell from this controller.
    func release(_ cell: UITableViewCell) {
        (cell as? ActiveCell)?.controller = nil
    }
}

extension TableAnimation {
    /// The core's animation for a `UITableView.RowAnimation`.
    init(_ animation: UITableView.RowAnimation) {
        self.init(rawValue: animation.rawValue)
    }
}
#endif
