#if !canImport(UIKit)
public import Foundation

/// The terminal's base of ``ComposedTableViewController``: the names of `UIViewController` that a
/// screen uses (``title``, ``navigationController``), the initialisers' rules of a
/// `UITableViewController` (so that a subclass written once compiles on both platforms), and the
/// terminal's state of a screen (cursor, scrolling, the row being edited). Not for subclassing:
/// subclass ``ComposedTableViewController``.
@_documentation(visibility: internal)
@MainActor
open class ComposedTableViewControllerBase {
    /// The title shown in the title bar and in the back hint of the screen pushed from this one.
    open var title: String?

    /// The navigation controller showing this controller; `nil` until it is pushed (or is a
    /// root). Weak: the navigation controller owns its controllers.
    public internal(set) weak var navigationController: NavigationController?

    /// This screen as the core's surface.
    var terminalSurface: TerminalSurface?
    /// The cell under the cursor, and where it was last seen (to land near it when it goes away).
    var cursorCell: ActiveCell?
    var cursorPath: RowPath?
    /// The section whose header line the cursor is on, when it is on one (a collapsible header,
    /// or one with an action); `cursorPath` then keeps the row to come back near.
    var cursorHeader: SectionID?
    /// The first item drawn at the top of the body.
    var scrollTop = ItemPosition(section: 0, index: 0)
    /// Whether the next layout centres the cursor's row when it has to scroll to it: a screen
    /// opening on its current option, a row Core reveals (``TerminalSurface``).
    var centresCursor = false
    /// The row being edited in place (a text field, text view, date picker or picker), if any.
    var editingCell: ActiveCell?
    /// The field whose editing just ended while the cursor stayed on it: Tab goes on from it.
    weak var lastEditedField: ActiveCell?
    /// Whether Esc while a row is edited also goes back: a one-field question (`TerminalApp.ask`)
    /// is cancelled by one Esc, as a prompt is.
    var leavesOnEscape = false
    /// A one-question screen's own keys, asked before the screen's and its rows'
    /// (`TerminalApp.write`'s Ctrl-D, `filter`'s ↑ ↓ and Enter): `true` when it took the key.
    var questionKeys: (@MainActor (Key) -> Bool)?
    /// A one-question screen's hint line, or `nil` for the screen's and its rows' hints.
    var questionHints: String?
    /// The size of the body at the last layout; the visible height rows are resolved for.
    var bodySize = TerminalSize(columns: 80, rows: 24)
    /// The visible rows drawn in the last frame.
    var drawnRows: ClosedRange<RowPath>?
    /// Whether the last frame left something below undrawn or cut: a row, a header, a footer.
    var isCutBelow = false
    /// What each screen line of the last frame's body shows, for the mouse: the items drawn with
    /// their lines, and the search line's row (see ``ComposedTableViewController/target(atLine:)``).
    var drawnLines = DrawnLines()
    /// The search line's text and caret while the user types in it (``TableSearch/isEditing``).
    var searchLine: LineEditor?
    /// The row move mode holds (`m`), if any.
    var pickedUpRow: PickedUpRow?
    /// When the loading line was first drawn, for its spinner's frame; `nil` while it is not.
    var loadingSince: ContinuousClock.Instant?
    /// The clock the loading line's spinner reads: the continuous clock, or a test's.
    package var spinnerClock: @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }

    /// Whether the screen is in edit mode, as UIKit's `isEditing`: movable rows are marked `≡`
    /// and ⏎ picks one up, `d` deletes, `e` or Esc leaves it. Setting it calls
    /// ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editMode }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves edit mode, as UIKit's `setEditing(_:animated:)`: leaving it drops a row
    /// that is held where it is. Override it to follow edit mode; call `super`.
    ///
    /// - Parameters:
    ///   - editing: Whether to enter edit mode.
    ///   - animated: Ignored: a terminal draws the next frame.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editMode = editing
        (self as? ComposedTableViewController)?.editModeDidChange(editing)
    }

    /// What ``isEditing`` reads.
    private var editMode = false

    /// Creates the base; ``ComposedTableViewController/init(title:)`` calls it.
    public init() {}

    /// A terminal has no storyboards: this initialiser exists so that a subclass with its own
    /// designated initialiser writes the same `required init?(coder:)` as on UIKit, and it always
    /// fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }
}
#endif
