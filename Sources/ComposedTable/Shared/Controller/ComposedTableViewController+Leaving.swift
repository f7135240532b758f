/// Unsaved changes, written once: a screen says it has changes the user has not saved, and every
/// way out asks first — decided by the package's core, shown as the screen's alert.
extension ComposedTableViewController {
    /// Whether leaving the screen now would drop changes the user has not saved. While it is
    /// `true`, every way out asks first — "Discard changes?", with *Save* (when ``onSave`` is
    /// set), *Discard* and *Cancel* (*Keep Editing* without Save):
    ///
    /// - **UIKit**: the back button, the interactive pop gesture (turned off while it is `true`,
    ///   so that a swipe cannot leave; the back button asks) and a sheet swiped down (the sheet
    ///   stays and asks), and `navigationController?.quit()`. Code that pops or dismisses does
    ///   not ask, nor does the back button's long-press menu (UIKit gives it no hook).
    /// - **Terminal**: ←, Esc and Backspace; `q`; Ctrl-C and SIGINT, and SIGTERM — a second one
    ///   while the question shows ends at once, so nobody is trapped; a presented screen closed
    ///   with Esc; and `quit()` from code. The end of input and SIGHUP cannot ask: the terminal is
    ///   gone.
    ///
    /// Set it when the user changes something and back to `false` once saved, or let the screen
    /// track the user's changes (``tracksUnsavedChanges``). *Save* and *Discard* set it to `false`.
    /// With several screens on the stack, each one with unsaved changes is asked about in turn,
    /// on the screen shown, the top one first.
    ///
    /// ```swift
    /// final class ProfileEditor: ComposedTableViewController {
    ///     override func compose() {
    ///         tracksUnsavedChanges = true
    ///         onSave = { [unowned self] in try await store.save(draft) }
    ///         addCell(TextFieldCell(key: "Name")).bind(to: draft, \.name)
    ///     }
    /// }
    /// ```
    public var hasUnsavedChanges: Bool {
        get { core.hasUnsavedChanges }
        set { core.hasUnsavedChanges = newValue }
    }

    /// Whether a change the user makes to any row's value on this screen — a switch toggled, a
    /// field typed in, a choice made — sets ``hasUnsavedChanges``. `false` by default: a screen
    /// whose changes apply at once (as in Settings) has nothing to save. Changes made by code do
    /// not count.
    ///
    /// - Complexity: Setting it is O(*n*) in the cells.
    public var tracksUnsavedChanges: Bool {
        get { core.tracksUnsavedChanges }
        set {
            guard newValue != core.tracksUnsavedChanges else { return }
            core.tracksUnsavedChanges = newValue
            for section in composition.sections {
                for cell in composition.allCells(in: section) {
                    if newValue {
                        watchUserChanges(of: cell)
                    } else {
                        (activeCell(cell) as? any InputRow)?.forgetUserChanges()
                    }
                }
            }
        }
    }

    /// Saves the screen's changes when the user chooses *Save* in the question asked before the
    /// screen leaves with unsaved changes; `nil` (the default) offers no Save, only *Discard* and
    /// *Keep Editing*.
    ///
    /// It runs once every visible row's rules pass (``validate()``): a failing rule shows its
    /// message under its row, nothing is saved, and the screen stays, with the message in an
    /// alert ("Could Not Save"). When it returns, the changes count as saved
    /// (``hasUnsavedChanges`` becomes `false`) and the screen leaves. When it throws, the screen
    /// stays, and the error's description shows in the same alert.
    public var onSave: (@MainActor () async throws -> Void)? {
        get { core.saveAction }
        set { core.saveAction = newValue }
    }

    /// Drops the screen's changes when the user chooses *Discard* in the question asked before
    /// the screen leaves with unsaved changes: put the model back as it was last saved. Rows
    /// bound to a model (`bind(to:_:)`) wrote each change to it as the user made it, so without
    /// this a discarded change stays in the model and shows when the screen opens again.
    ///
    /// ```swift
    /// onSave = { [unowned self] in settings.save() }
    /// onDiscard = { [unowned self] in
    ///     settings.revert()   // the values last saved
    ///     recompose()         // the rows show them again
    /// }
    /// ```
    ///
    /// It runs before the screen leaves; ``hasUnsavedChanges`` is `false` by then.
    public var onDiscard: (@MainActor () -> Void)? {
        get { core.discardAction }
        set { core.discardAction = newValue }
    }

    /// This screen, as Core's question before leaving names and asks about it.
    var leavingScreen: LeavingScreen<TableCell, SectionView> {
        LeavingScreen(core: core, title: title)
    }
}

extension InputRow {
    /// Tells a controller core of every change the user makes to this row.
    @MainActor
    func reportUserChanges(to core: TableController<TableCell, SectionView>) {
        inputObservers.userChangeHandler = { [weak core] in core?.userDidEdit() }
    }

    /// Stops telling a controller core of the user's changes.
    @MainActor
    func forgetUserChanges() {
        inputObservers.userChangeHandler = nil
    }
}
