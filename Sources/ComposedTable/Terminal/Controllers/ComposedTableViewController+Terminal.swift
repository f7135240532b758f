#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - The terminal surface

    /// Makes this screen the core's surface.
    func connectSurface() {
        let surface = TerminalSurface(controller: self)
        terminalSurface = surface
        core.surface = surface
    }

    /// Ends the edit in place before the cells go, keeping what was typed.
    func willReleaseCells() {
        editingCell?.inPlace.commitEditing()
    }

    /// The screen starts over: the cursor goes to the first row added next.
    func didReset() {
        cursorCell = nil
        cursorPath = nil
        cursorHeader = nil
        scrollTop = ItemPosition(section: 0, index: 0)
    }

    /// The row as an ``ActiveCell``: every terminal row is one.
    func activeCell(_ cell: ActiveCell) -> ActiveCell? {
        cell
    }

    /// Loads the screen the first time it is used: ``compose()`` runs, unless it already did.
    func loadIfNeeded() {
        if !core.isLoaded { core.viewDidLoad() }
    }

    /// Puts the cursor back on a visible row and ends editing in a field that went away: what the
    /// terminal does when the table reloads or replays a change.
    func contentDidChange() {
        if let editingCell, composition.rowPath(of: editingCell) == nil {
            editingCell.inPlace.commitEditing()
        }
        // A screen with no cursor yet (new, or reset) places it when it is drawn, once its rows
        // are there: on Core's initial row.
        if cursorCell != nil || cursorPath != nil { settleCursor() }
    }
}
#endif

#if !canImport(UIKit)
extension ReadingViewController {
    /// A terminal scrolls by rows: a long paragraph shows in parts that each fit a screen.
    static var showsLongParagraphsInParts: Bool { true }
}
#endif
