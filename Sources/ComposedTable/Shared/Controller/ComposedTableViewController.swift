public import Foundation

/// A table screen built inline, one live cell at a time: a `UITableViewController` on iOS, an
/// interactive, keyboard-driven table in a terminal.
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
/// ``setCell(_:hidden:animation:)`` and the section methods animate (on UIKit through one
/// `performBatchUpdates(_:completion:)` each; ``performBatch(animation:_:)`` groups several);
/// before the screen loads they change the model only. Every decision — what the change is,
/// which rows can be selected, how tall rows are, when a row is deselected, which field takes
/// focus — is made once, by the package's controller core, for both platforms.
///
/// On iOS push it like any view controller. In a terminal push it on a ``NavigationController``
/// and run it with ``TerminalApp``, or drive it from tests with a ``TerminalSession``: ↑/↓ (or
/// k/j) move the cursor, Enter or Space select the row under it, Tab and Shift-Tab move between
/// fields, ← or Esc go back, `?` lists the keys.
///
/// # Initialisers
/// ``init(title:)`` is the designated initialiser on both platforms, and ``init(coder:)`` is
/// required on both: a subclass with its own designated initialiser calls `super.init(title:)`
/// (or `super.init()` for no title) and writes `required init?(coder: NSCoder)` — the same code
/// compiles for iOS and a terminal (where a coder never creates a screen).
///
/// ```swift
/// final class AccountViewController: ComposedTableViewController {
///     let account: Account
///
///     init(account: Account) {
///         self.account = account
///         super.init(title: account.name)
///     }
///
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
///
/// # Retain cycles
/// The controller owns its cells; a cell refers back to its controller weakly
/// (``ActiveCell/controller``); an action receives its cell. So an action never needs to capture
/// the controller or the cell. The one rule: when an action captures an object that itself owns
/// the controller (a parent controller, a coordinator), capture it `weak`. Capturing `self` inside
/// ``compose()`` of a subclass, as above, is a cycle (controller → cell → action → controller):
/// write `[unowned self]` or reach the controller through `cell.controller`.
@MainActor
open class ComposedTableViewController: ComposedTableViewControllerBase {
    /// The controller core: the composition and every decision about it, shared by both
    /// platforms.
    package let core = TableController<TableCell, SectionView>()
    /// The model: sections and live cells, headers and footers.
    var composition: Composition<TableCell, SectionView> { core.composition }
    /// What ``onMoveRow`` was set to.
    var moveRowHandler: (@MainActor (_ cell: ActiveCell, _ from: RowPath, _ to: RowPath) -> Void)?

    // MARK: - Bar buttons (stored, so in the class body)

    /// The buttons at the trailing end of the navigation bar, in reading order: Add, Save, Done.
    ///
    /// UIKit shows them in the navigation item's right items (with the Edit button of
    /// ``showsEditButton`` at the edge); a terminal at the right of the title line, each with its
    /// key. Setting the array, or a button's properties, updates the bar.
    ///
    /// ```swift
    /// trailingBarButtons = [.add { button in (button.controller as? GroceryList)?.addItem() }]
    /// ```
    public var trailingBarButtons: [BarButton] = [] {
        didSet { adoptBarButtons(trailingBarButtons, replacing: oldValue) }
    }

    /// The buttons at the leading end of the navigation bar, in reading order, after the back
    /// button: Cancel on a screen presented to edit.
    ///
    /// UIKit shows them in the navigation item's left items, beside the back button; a terminal
    /// after the back label of the title line, each with its key.
    ///
    /// ```swift
    /// leadingBarButtons = [BarButton("Cancel") { button in button.controller?.dismiss(animated: true) }]
    /// ```
    public var leadingBarButtons: [BarButton] = [] {
        didSet { adoptBarButtons(leadingBarButtons, replacing: oldValue) }
    }

    // MARK: - Creating

    /// Creates a controller, with a title for a screen built from the outside.
    ///
    /// On UIKit the table is inset grouped, like Settings.
    ///
    /// ```swift
    /// let picker = ComposedTableViewController(title: "Colour")
    /// picker.addCell(OptionCell(key: "Red", isChecked: true))
    /// ```
    ///
    /// - Parameter title: The navigation title, or `nil` for none.
    public init(title: String? = nil) {
        super.init()
        self.title = title
        connectCore()
    }

    #if canImport(UIKit)
    /// Creates a controller with no title: `ComposedTableViewController()`, a subclass that
    /// declares no initialiser, and Objective-C's `-init`. (UIKit only: in a terminal, `init()`
    /// and `super.init()` are ``init(title:)`` with no title.)
    public override convenience init() {
        self.init(title: nil)
    }
    #endif
    // No `init()` in a terminal: `ComposedTableViewController()` and a subclass's
    // `super.init()` are `init(title:)`'s default. An `override convenience init()` there (as on
    // UIKit) let `super.init()` from a subclass's designated initialiser type-check, but a native
    // Swift class's convenience initialiser has no initialising entry point for a subclass to
    // call, so the build failed to link. On UIKit the class descends from NSObject: `super.init()`
    // sends `-init`, which UIKit's convenience initialiser implements, so it links and works.
    // (A designated `init()` would link, but would make a subclass's own `init()` write
    // `override`.)

    /// Creates a controller from a storyboard on UIKit, where ``compose()`` runs when the view
    /// loads, as for a controller created in code. In a terminal there are no storyboards: it
    /// returns `nil`.
    ///
    /// - Parameter coder: The storyboard's decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectCore()
    }

    #if canImport(UIKit)
    // UIKit only, marked: the initialisers of a `UITableViewController` that a terminal has no
    // meaning for (designated initialisers cannot live in an extension).

    /// Creates a controller with a table of the given style. (UIKit only.)
    ///
    /// - Parameters:
    ///   - title: The navigation title, or `nil` for none.
    ///   - style: The table's style.
    public init(title: String? = nil, style: UITableView.Style) {
        super.init(style: style)
        self.title = title
        connectCore()
    }

    /// Creates a controller with a table of the given style and no title. (UIKit only.)
    ///
    /// - Parameter style: The table's style.
    public override convenience init(style: UITableView.Style) {
        self.init(title: nil, style: style)
    }

    /// Creates a controller from a nib; the table is the nib's. (UIKit only.)
    ///
    /// - Parameters:
    ///   - nibName: The nib's name.
    ///   - bundle: The nib's bundle.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        connectCore()
    }
    #endif

    // A task awaiting this screen's alert holds the core, not the screen: on release, end what it
    // awaits, on the main actor — at once where the compiler has isolated deinit (SE-0371) and the
    // runtime it needs (not iOS 16's), else at once on the main thread (where UIKit releases its
    // view controllers) or in a task.
    #if compiler(>=6.2) && !canImport(UIKit)
    isolated deinit {
        core.screenWasReleased()
    }
    #else
    deinit {
        let core = core
        if Thread.isMainThread {
            MainActor.assumeIsolated { core.screenWasReleased() }
        } else {
            Task { @MainActor in core.screenWasReleased() }
        }
    }
    #endif

    private func connectCore() {
        // Once, whichever initialiser UIKit routes through (`-initWithStyle:` may send
        // `-initWithNibName:bundle:` to `self`).
        guard core.surface == nil else { return }
        connectSurface()
        core.composer = { [unowned self] in self.composeScreen() }
        core.removeDeletedCell = { [weak self] in self?.removeCell($0) }
        // A row of a section that remakes its rows, let go off screen: released like a removed cell.
        core.willDiscardCell = { [weak self] cell in
            self?.willRemove([cell])
            self?.release(cell)
        }
    }

    // MARK: - Composing

    /// Builds the screen: override it and call ``addSection(header:footer:)`` and ``addCell(_:)``.
    ///
    /// Called once, before the screen is first shown (on UIKit when the view loads, in
    /// `super.viewDidLoad()`, so a subclass's `viewDidLoad` sees the rows; in a terminal before
    /// the screen is first drawn or given a key). Cells added from outside before that come
    /// first. The default implementation does nothing.
    open func compose() {}

    /// Builds the screen when the core asks: ``compose()``, or what a screen of the package builds
    /// in its place (a text screen's paragraphs).
    package func composeScreen() {
        compose()
    }

    /// Throws the content away, calls ``compose()`` again and shows the result.
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
    ///   - footer: The footer text, or `nil` for none; a terminal wraps it to the width.
    /// - Returns: The new section, to hide or remove it later.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(header: String? = nil, footer: String? = nil) -> SectionID {
        addSection(supplementHeader: header.map(SectionSupplement.title), footer: footer.map(SectionSupplement.title))
    }

    /// Starts a new section whose header or footer shows a picture before its text; later cells
    /// go into it.
    ///
    /// UIKit draws the picture in the header's style, scaled with its text (in its `RowImage.tint`,
    /// else the text's colour); a terminal draws its glyph and a space before the text.
    ///
    /// ```swift
    /// addSection(header: "Sound", headerImage: .symbol("speaker.wave.2"))
    /// addSection(header: nil, headerImage: nil, footer: "Locked by your administrator.", footerImage: .symbol("lock"))
    /// ```
    ///
    /// - Parameters:
    ///   - header: The header text, or `nil` for none (a picture without text shows nothing).
    ///   - headerImage: The picture before the header text, or `nil` for none.
    ///   - footer: The footer text, or `nil` for none; a terminal wraps it to the width.
    ///   - footerImage: The picture before the footer text, or `nil` for none.
    /// - Returns: The new section, to hide or remove it later.
    /// - Complexity: Amortized O(1).
    @discardableResult
    public func addSection(header: String?, headerImage: RowImage?, footer: String? = nil, footerImage: RowImage? = nil) -> SectionID {
        addSection(
            supplementHeader: header.map { SectionSupplement.title($0, image: headerImage) },
            footer: footer.map { SectionSupplement.title($0, image: footerImage) })
    }

    /// Starts a section with the header and footer of the core's model.
    func addSection(supplementHeader header: SectionSupplement<SectionView>?, footer: SectionSupplement<SectionView>?) -> SectionID {
        core.change(method: "addSection(header:footer:)") { $0.addSection(header: header, footer: footer) }
        guard let section = composition.lastSection else { misuse("ComposedTable: addSection created no section.") }
        return section
    }

    /// Sets the header text of the last section, and the picture before it (creating the first
    /// section if there is none).
    ///
    /// ```swift
    /// setSectionHeader("Notifications", image: .symbol("bell.badge", tint: .red))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The header text, or `nil` for none.
    ///   - image: The picture before it, or `nil` for none.
    public func setSectionHeader(_ title: String?, image: RowImage? = nil) {
        core.change(method: image == nil ? "setSectionHeader(_:)" : "setSectionHeader(_:image:)") {
            $0.setSectionHeader(title.map { SectionSupplement.title($0, image: image) })
        }
    }

    /// Sets the footer text of the last section, and the picture before it (creating the first
    /// section if there is none).
    ///
    /// - Parameters:
    ///   - title: The footer text, or `nil` for none.
    ///   - image: The picture before it, or `nil` for none.
    public func setSectionFooter(_ title: String?, image: RowImage? = nil) {
        core.change(method: image == nil ? "setSectionFooter(_:)" : "setSectionFooter(_:image:)") {
            $0.setSectionFooter(title.map { SectionSupplement.title($0, image: image) })
        }
    }

    /// Appends a cell to the last section (creating the first section if there is none).
    ///
    /// An ``ActiveCell`` gets its action, enabled state and height, and a weak reference back to
    /// this controller. (UIKit takes any `UITableViewCell`: see ``TableCell``.)
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
    public func addCell<Cell: TableCell>(_ cell: Cell) -> Cell {
        adopt(cell, in: "addCell(_:)")
        core.change(method: "addCell(_:)") { $0.addCell(cell) }
        return cell
    }

    /// Removes every section and cell; the screen shows nothing until you add again. In a
    /// terminal the cursor goes to the first row added next (or the checked option of a choice
    /// list), as on a new screen.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public func reset() {
        releaseCells()
        core.reset()
        didReset()
    }

    private func releaseCells() {
        willReleaseCells()
        for section in composition.sections {
            for cell in composition.allCells(in: section) { release(cell) }
        }
    }

    // MARK: - Ownership

    /// Links an ``ActiveCell`` to this controller, refusing a cell another table holds.
    func adopt(_ cell: TableCell, in method: String) {
        guard let cell = activeCell(cell) else { return }
        require(
            cell.controller == nil || cell.controller === self,
            "ComposedTable: \(method) was given an ActiveCell that another ComposedTableViewController holds; "
                + "a cell is a live row of one table. Remove it there first, or create a new cell.")
        cell.controller = self
        if core.tracksUnsavedChanges { watchUserChanges(of: cell) }
    }

    /// Unlinks a removed cell from this controller.
    func release(_ cell: TableCell) {
        guard let cell = activeCell(cell) else { return }
        // An open picker row that leaves closes first: its table forgets it, and it opens again
        // wherever it is added next.
        if core.expandedRow === cell { core.setExpanded(cell, false) }
        cell.controller = nil
        (cell as? any InputRow)?.forgetUserChanges()
    }

    /// Lets an input row tell the core of the changes the user makes (``tracksUnsavedChanges``).
    func watchUserChanges(of cell: TableCell) {
        (activeCell(cell) as? any InputRow)?.reportUserChanges(to: core)
    }
}
