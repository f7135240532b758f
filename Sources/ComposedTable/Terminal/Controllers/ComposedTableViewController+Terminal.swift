#if !canImport(UIKit)
/// A table screen built inline, one live cell at a time, drawn in a terminal.
///
/// The terminal twin of the UIKit `ComposedTableViewController`, with the same names: add
/// sections and cells with ``addSection(header:footer:)`` and ``addCell(_:)`` — from a closure for
/// a throwaway screen, or in ``compose()`` of a subclass for a screen with a name. Push it on a
/// ``NavigationController`` and run it with ``TerminalApp``, or drive it from tests with a
/// ``TerminalSession``.
///
/// ```swift
/// final class SettingsViewController: ComposedTableViewController {
///     override func compose() {
///         title = "Settings"
///         addSection(header: "Network", footer: "Changes apply at once.")
///         let proxy = ActiveCell(key: "Proxy", value: "proxy.example.com")
///         addCell(SwitchCell(key: "Use proxy", isOn: true) { cell, isOn in
///             cell.controller?.setCell(proxy, hidden: !isOn)
///         })
///         addCell(proxy)
///     }
/// }
/// ```
///
/// Keys: ↑/↓ (or k/j) move the cursor, Enter or Space select the row under it (run its action,
/// toggle a switch, edit a text field), Tab and Shift-Tab move between text fields. On a text
/// field row, typing or pasting starts editing and goes into the field (there `j`, `k`, `q` and
/// Space are text); a paste on any other row is ignored. The navigation controller handles going
/// back and quitting. Which rows can be selected, what
/// selecting does, heights and the focus chain are decided by `ComposedTableCore`.
///
/// # Retain cycles
/// The controller owns its cells; a cell refers back to it weakly (``ActiveCell/controller``); an
/// action receives its cell. Capture an object that owns the controller `weak` in an action, and
/// do not capture `self` in ``compose()`` (reach the controller through `cell.controller`).
@MainActor
open class ComposedTableViewController {
    /// The controller core: the composition and every decision about it (Core's
    /// `TableController`), shared with the UIKit backend.
    package let core = TableController<ActiveCell, Never>()
    /// The model: sections and live cells, headers and footers (titles only in a terminal).
    var composition: Composition<ActiveCell, Never> { core.composition }
    /// This screen as the core's surface.
    private var terminalSurface: TerminalSurface?

    /// The cell under the cursor, and where it was last seen (to land near it when it goes away).
    var cursorCell: ActiveCell?
    var cursorPath: RowPath?
    /// The section whose header line the cursor is on, when it is on one (a collapsible header,
    /// or one with an action); `cursorPath` then keeps the row to come back near.
    var cursorHeader: SectionID?
    /// The first item drawn at the top of the body.
    var scrollTop = ItemPosition(section: 0, index: 0)
    /// The row being edited in place (a text field, text view, date picker or picker), if any.
    var editingCell: ActiveCell?
    /// The field whose editing just ended while the cursor stayed on it: Tab goes on from it.
    weak var lastEditedField: ActiveCell?
    /// The size of the body at the last layout; the visible height rows are resolved for.
    var bodySize = TerminalSize(columns: 80, rows: 24)
    /// The visible rows drawn in the last frame.
    var drawnRows: ClosedRange<RowPath>?
    /// Whether the last frame left something below undrawn or cut: a row, a header, a footer.
    var isCutBelow = false
    /// The search line's text and caret while the user types in it (``TableSearch/isEditing``).
    var searchLine: LineEditor?

    /// The title shown in the title bar and in the back hint of the screen pushed from this one.
    open var title: String?

    /// The navigation controller showing this controller; `nil` until it is pushed (or is a
    /// root). Weak: the navigation controller owns its controllers.
    public internal(set) weak var navigationController: NavigationController?

    /// Creates a controller with no title.
    public init() {
        let surface = TerminalSurface(controller: self)
        terminalSurface = surface
        core.surface = surface
        core.composer = { [unowned self] in self.compose() }
        core.removeDeletedCell = { [weak self] in self?.removeCell($0) }
    }

    /// Creates a controller with a title, for a screen built from the outside.
    ///
    /// ```swift
    /// let picker = ComposedTableViewController(title: "Colour")
    /// picker.addCell(OptionCell(key: "Red", isChecked: true))
    /// ```
    ///
    /// - Parameter title: The title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    // MARK: - Composing

    /// Builds the screen: override it and call ``addSection(header:footer:)`` and ``addCell(_:)``.
    ///
    /// Called once, before the screen is first drawn or given a key. Cells added from outside
    /// before that come first. The default implementation does nothing.
    open func compose() {}

    /// Throws the content away and calls ``compose()`` again.
    public func recompose() {
        releaseCells()
        core.recompose()
    }

    /// Loads the screen the first time it is used: ``compose()`` runs, unless it already did.
    func loadIfNeeded() {
        if !core.isLoaded { core.viewDidLoad() }
    }

    // MARK: - Building

    /// Starts a new section; later cells go into it.
    ///
    /// A first section exists implicitly: a screen with one section never calls this.
    ///
    /// - Parameters:
    ///   - header: The header text, or `nil` for none.
    ///   - footer: The footer text, or `nil` for none; wrapped to the width.
    /// - Returns: The new section, to hide or remove it later.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(header: String? = nil, footer: String? = nil) -> SectionID {
        core.change(method: "addSection(header:footer:)") {
            $0.addSection(header: header.map(SectionSupplement.title), footer: footer.map(SectionSupplement.title))
        }
        guard let section = composition.lastSection else { misuse("ComposedTable: addSection created no section.") }
        return section
    }

    /// Sets the header text of the last section (creating the first section if there is none).
    ///
    /// - Parameter title: The header text, or `nil` for none.
    public func setSectionHeader(_ title: String?) {
        core.change(method: "setSectionHeader(_:)") { $0.setSectionHeader(title.map(SectionSupplement.title)) }
    }

    /// Sets the footer text of the last section (creating the first section if there is none).
    ///
    /// - Parameter title: The footer text, or `nil` for none.
    public func setSectionFooter(_ title: String?) {
        core.change(method: "setSectionFooter(_:)") { $0.setSectionFooter(title.map(SectionSupplement.title)) }
    }

    /// Appends a cell to the last section (creating the first section if there is none).
    ///
    /// - Parameter cell: A cell that is in no composed table yet.
    /// - Returns: The cell, to keep a reference.
    /// - Precondition: `cell` is not in this or another composed table.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addCell<Cell: ActiveCell>(_ cell: Cell) -> Cell {
        adopt(cell, in: "addCell(_:)")
        core.change(method: "addCell(_:)") { $0.addCell(cell) }
        return cell
    }

    /// Removes every section and cell. The screen starts over: the cursor goes to the first row
    /// added next (or the checked option of a choice list), as on a new screen.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public func reset() {
        releaseCells()
        core.reset()
        cursorCell = nil
        cursorPath = nil
        cursorHeader = nil
        scrollTop = ItemPosition(section: 0, index: 0)
    }

    private func releaseCells() {
        editingCell?.commitEditing()
        for section in composition.sections {
            for cell in composition.allCells(in: section) { cell.controller = nil }
        }
    }

    // MARK: - Ownership

    /// Links a cell to this controller, refusing a cell another table holds.
    func adopt(_ cell: ActiveCell, in method: String) {
        require(
            cell.controller == nil || cell.controller === self,
            "ComposedTable: \(method) was given an ActiveCell that another ComposedTableViewController holds; "
                + "a cell is a live row of one table. Remove it there first, or create a new cell.")
        cell.controller = self
    }

    /// Puts the cursor back on a visible row and ends editing in a field that went away: what the
    /// terminal does when the table reloads or replays a change.
    func contentDidChange() {
        if let editingCell, composition.rowPath(of: editingCell) == nil {
            editingCell.commitEditing()
        }
        // A screen with no cursor yet (new, or reset) places it when it is drawn, once its rows
        // are there: on Core's initial row.
        if cursorCell != nil || cursorPath != nil { settleCursor() }
    }
}
#endif
