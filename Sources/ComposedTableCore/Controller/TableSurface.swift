/// What a backend gives the controller core: a table that can reload, replay one batch, deselect,
/// scroll, focus and measure — and decides nothing.
@MainActor
package protocol TableSurface<Cell>: AnyObject {
    associatedtype Cell: AnyObject

    /// Whether the table is on screen (in a window): changes then animate as one batch. When it
    /// is not, the core reloads instead.
    var isOnScreen: Bool { get }

    /// The height of the table's visible area (without bars, safe area and insets), in the
    /// backend's unit: points on UIKit, lines in a terminal.
    var visibleHeight: Double { get }

    /// The width rows are laid out at, in the backend's unit.
    var contentWidth: Double { get }

    /// What covers the table's screen right now: asked after a row's action ran, to decide when
    /// the row is deselected.
    var coverage: ScreenCoverage { get }

    /// Makes the table forget what it shows and ask its data source again, heights included.
    func reloadData()

    /// Brings the table up to date with its data source before the core changes the model (UIKit:
    /// a pending reload or layout happens now, so the next batch starts from the right counts).
    func prepareForUpdate()

    /// Replays one update as one animated batch, the model already changed. An empty update asks
    /// the table to measure its rows again, animated.
    func performBatch(_ update: TableUpdate, animation: TableAnimation)

    func deselectRow(at path: RowPath, animated: Bool)

    /// Whether a visible row is on screen, so that it can take focus.
    func isRowOnScreen(_ path: RowPath) -> Bool

    /// Scrolls a visible row on screen, at once.
    func scrollRowOnScreen(_ path: RowPath)

    /// Gives text focus to a cell that is on screen.
    func focus(_ cell: Cell, at path: RowPath)

    /// Ends text editing in the table: the end of the focus chain.
    func endEditing()

    /// The natural height of a visible cell at ``contentWidth``: what it would size itself to.
    func measureHeight(of cell: Cell, at path: RowPath) -> Double

    /// The height of everything in the visible area that is not a row: section headers and
    /// footers, the space between sections, a table header or footer.
    func heightOutsideRows() -> Double

    /// Shows an alert; the user's choice goes to ``AlertPresentation/choose(at:)``. Called for one
    /// alert at a time, while the table is on screen.
    func showAlert(_ presentation: AlertPresentation, anchor: Cell?)

    /// Takes an alert off the screen that code dismissed (``AlertPresentation/dismiss()``): the
    /// screen left while it showed.
    func hideAlert(_ presentation: AlertPresentation)

    /// Shows that a refresh runs, or that it ended (called even after the screen left).
    func refreshingDidChange(_ isRefreshing: Bool)

    /// Reports that ``TableController/emptyContent`` changed other than by a reload or a batch.
    func emptyContentDidChange()

    /// Whether an alert shown is still shown or on its way; `false` counts it as dismissed.
    func isAlertShown(_ presentation: AlertPresentation) -> Bool

    /// The screen's ``TableController/hasUnsavedChanges`` changed: UIKit asks before its back
    /// button, pop gesture and sheet swipe leave while it is `true`.
    func unsavedChangesDidChange(_ hasUnsavedChanges: Bool)

    /// Runs work once the user's move of a row is committed (UIKit must not see the table change
    /// inside `moveRowAt`: the next turn of the main queue) or, called during a move, once it ends.
    func afterUserMove(_ work: @escaping @MainActor () -> Void)

    /// Whether the user moves a row and has not dropped it (UIKit's `hasUncommittedUpdates`).
    var hasUncommittedUpdates: Bool { get }
    /// The cell on screen that holds text focus (UIKit: the first responder's), if any.
    var focusedCell: Cell? { get }

    /// The row the user is at (a terminal's cursor, UIKit's first row on screen), kept when the
    /// rows are made again.
    var currentRow: RowPath? { get }
}

extension TableSurface {
    /// A surface that shows no alerts: presenting one stops with a misuse message.
    package func showAlert(_ presentation: AlertPresentation, anchor: Cell?) {
        misuse("ComposedTable: this table's surface (\(Self.self)) cannot show alerts; implement showAlert(_:anchor:).")
    }

    /// A surface that shows no alerts has none to hide.
    package func hideAlert(_ presentation: AlertPresentation) {}

    /// A surface without a refresh indicator shows nothing.
    package func refreshingDidChange(_ isRefreshing: Bool) {}

    /// A surface that asks ``TableController/emptyContent`` when it draws needs no word.
    package func emptyContentDidChange() {}

    /// A surface whose alerts go only when the core says so: an alert shown is shown.
    package func isAlertShown(_ presentation: AlertPresentation) -> Bool { true }

    /// Does nothing: a terminal asks when a key leaves.
    package func unsavedChangesDidChange(_ hasUnsavedChanges: Bool) {}

    /// Runs the work at once: a surface whose moves are the core's own changes (a terminal's
    /// move mode) has nothing to commit after them.
    package func afterUserMove(_ work: @escaping @MainActor () -> Void) { work() }

    /// No row: the core starts where it would on a new screen.
    package var currentRow: RowPath? { nil }

    /// A surface whose moves are the core's own changes has none to wait for.
    package var hasUncommittedUpdates: Bool { false }
    /// A surface whose reload keeps focus (a terminal) reports none.
    package var focusedCell: Cell? { nil }
}

/// What covers a table's screen after a row's action: decides when the row is deselected.
package enum ScreenCoverage: Hashable, Sendable {
    /// Nothing: the screen is still on top.
    case none
    /// Another screen was pushed over it in a navigation stack; the user comes back to it.
    case pushed
    /// A screen was presented over it (a sheet, an alert, a popover).
    case presented
}
