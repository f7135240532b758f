/// The controller core: the one state machine behind `ComposedTableViewController` on every
/// backend. A backend sets its ``surface`` and ``composer``, answers its data source from
/// ``composition`` and forwards its events.
@MainActor
package final class TableController<Cell: AnyObject, View> {
    /// The model: sections and live cells, headers and footers.
    package let composition = Composition<Cell, View>()

    /// The backend's table. The core keeps it; give it a weak or unowned reference back.
    package var surface: (any TableSurface<Cell>)?

    /// Builds the screen: the owner's `compose()`. Capture the owner `unowned` or `weak`.
    package var composer: (@MainActor () -> Void)?

    /// Whether the composer ran for the current content.
    package private(set) var hasComposed = false
    /// Whether the composer is running: changes go to the model only.
    package private(set) var isComposing = false
    /// Whether the view loaded: before that, changes go to the model only.
    package private(set) var isLoaded = false
    /// Whether a batch is replaying on the surface; no change may start until it ends.
    package private(set) var isReplaying = false
    /// Whether the table reloads, its layout included: heights are measured after it.
    private(set) var isReloading = false
    /// Whether changes are being collected by ``performBatch(animation:_:)``.
    package var isBatching: Bool { batchDepth > 0 }

    var batchDepth = 0
    /// Set when row heights must be measured again by the next replay.
    var needsHeightRefresh = false
    /// Set while a change waits for the user's move of a row to end: one reload shows it then.
    var reloadsAfterMove = false
    /// The cell whose row stays selected until this screen shows again.
    var pendingDeselection: Cell?
    /// The cell to focus once the table can show it.
    var pendingFocus: Cell?
    /// The row whose picker is open below it (``setExpanded(_:_:)``); one at most.
    package internal(set) weak var expandedRow: Cell?
    /// The remainder's heights, resolved for one content and one size.
    var resolvedRemainder: ResolvedRemainder?
    /// Whether a visible row depends on the visible height, cached until the content changes.
    var dependsOnVisibleHeight: Bool?
    /// The size heights were last resolved or laid out for.
    var lastMetrics: LayoutMetrics?
    /// The form bookkeeping (validation, conditions), made on first use: see ``formTableState``.
    var forms: FormTableState?
    /// What runs when the screen leaves for good (popped or dismissed): see ``onLeave(_:)``.
    var leaveHandlers: [@MainActor () -> Void] = []
    /// Whether the screen appeared before: the first time, it shows its initial row.
    var hasAppeared = false
    /// Whether leaving the screen would drop changes the user has not saved: every way out asks
    /// first (``confirmLeaving(_:askingOn:then:)``).
    package var hasUnsavedChanges = false {
        didSet {
            if hasUnsavedChanges != oldValue { surface?.unsavedChangesDidChange(hasUnsavedChanges) }
        }
    }
    /// Whether a change the user makes to a row's value sets ``hasUnsavedChanges`` (``userDidEdit()``).
    package var tracksUnsavedChanges = false
    /// Saves the screen's changes, offered as "Save" by the question asked before leaving; a
    /// throw keeps the screen, with the error shown.
    package var saveAction: (@MainActor () async throws -> Void)?
    /// Puts the model back when the user chooses *Discard* in the question before leaving: rows
    /// bound to a model wrote each change to it, so dropping the changes is the app's to do.
    package var discardAction: (@MainActor () -> Void)?
    /// The question this screen shows before screens leave, while it shows or saves.
    var leaveQuestion: LeaveQuestion?
    /// The screen's alerts, made on first use: see ``alertQueue``.
    var alerts: AlertQueue?
    /// The screen's search, when it has one: the backend shows a search field and reports what
    /// the user types to it.
    package var search: TableSearch?
    /// Where the screen starts (``initialRow``): a section and an index among its cells, hidden
    /// ones included (a lazy section: its cell closure's index); else the next shown row.
    package var startRow: (section: SectionID, index: Int)?
    /// What the screen shows when it has no row to show: see ``emptyContent``.
    package var emptyState: EmptyState?
    /// What refreshes the screen (pull to refresh, a key in a terminal): see ``beginRefresh()``.
    package var refreshAction: (@MainActor () async throws -> Void)?
    /// Whether a refresh is running: from ``beginRefresh()`` until its action returns.
    package internal(set) var isRefreshing = false
    var refreshTask: Task<Void, Never>?
    /// What loads the screen's content: see ``startLoading()``.
    package var loadAction: (@MainActor () async throws -> Void)?
    /// Whether the screen's content is loading: a load runs, or the screen said so
    /// (``setLoading(_:)``). While no row shows, the screen shows that it loads (``emptyContent``).
    package internal(set) var isLoading = false
    /// What makes this screen a choice screen (`choose`, `chooseMany`), while it is one.
    package internal(set) var choiceList: ChoiceList?
    /// What the last load threw, shown in place of the rows until a load starts again.
    package internal(set) var loadError: (any Error)?
    /// The running load, and the number of loads started (a load that ends after another
    /// started is not heard).
    var loadTask: Task<Void, Never>?
    var loadGeneration = 0
    /// Whether the screen still needs its first load: it does until a load ends uncancelled.
    var needsLoad = true
    /// Whether the screen left for good (``viewDidLeave()``).
    package internal(set) var hasLeft = false
    /// The sections whose header collapses and expands them.
    var collapsibleSections: Set<SectionID> = []
    /// What a tap on a section's header does, by section.
    var headerActions: [SectionID: @MainActor (SectionID) -> Void] = [:]
    /// Whether the table shows an index of its sections' initials: see ``sectionIndexTitles``.
    package var showsSectionIndex = false
    /// The block at the top of the screen: a zoom header on UIKit, a title block in a terminal.
    package var tableHeader: TableHeader?
    /// Where the user may move a movable row: ``ReorderScope/withinSection`` unless set.
    package var reorderScope = ReorderScope.withinSection
    /// Whether the screen is in edit mode, as the backend reports it; no row is selected meanwhile.
    package var isEditing = false
    /// Whether the screen offers edit mode with a button: UIKit's `editButtonItem` on the right
    /// of the navigation bar, a terminal's `e` key.
    package var showsEditButton = false
    /// Reports each row the user moved, once, with its old and new visible positions: UIKit's
    /// `moveRowAt`, or a drop in the terminal's move mode.
    package var onMoveRow: (@MainActor (_ cell: Cell, _ from: RowPath, _ to: RowPath) -> Void)?
    /// Removes a deleted row the way the backend's `removeCell` does (animated, its cell
    /// released); set by the backend.
    package var removeDeletedCell: (@MainActor (Cell) -> Void)?
    /// The rows whose deletion is being confirmed or committed.
    var deletionsInProgress: Set<ObjectIdentifier> = []
    /// The backend's per-cell release, run for each cell let go when its row left the screen.
    package var willDiscardCell: (@MainActor (Cell) -> Void)?

    /// Size changes smaller than this (in the backend's unit) do not re-measure rows.
    package static var heightTolerance: Double { 0.5 }

    package init() {}

    // MARK: - Composing and loading

    /// The number of visible sections: the table's first question. Composes first.
    /// - Complexity: O(1) once composed.
    package var numberOfSections: Int {
        composeIfNeeded()
        return composition.numberOfSections
    }

    /// Reports that the view loaded: composes if needed; from now on changes reach the table.
    package func viewDidLoad() {
        isLoaded = true
        composeIfNeeded()
    }

    package func composeIfNeeded() {
        guard !hasComposed else { return }
        runComposer()
    }

    /// Throws the content away, runs the composer again and reloads the table.
    package func recompose() {
        removeEverything()
        runComposer()
        reloadIfLoaded()
    }

    /// Removes every section and cell, and reloads the table.
    /// - Complexity: O(*n*) in the number of cells.
    package func reset() {
        removeEverything()
        reloadIfLoaded()
    }

    private func removeEverything() {
        require(
            batchDepth == 0,
            "ComposedTable: reset() or recompose() was called inside performBatch(_:); reset before or after the batch.")
        requireNotReplaying("reset()")
        pendingDeselection = nil
        pendingFocus = nil
        collapsibleSections.removeAll()
        headerActions.removeAll()
        composition.reset()
        contentDidChange()
        forms?.tableDidReset()
    }

    private func runComposer() {
        hasComposed = true
        isComposing = true
        defer {
            isComposing = false
            forms?.tableDidChange()
        }
        composer?()
    }

    private func reloadIfLoaded() {
        guard isLoaded, !isComposing else { return }
        reload()
    }

    // MARK: - Changing

    /// Changes the model and replays the change: the model only before the view loaded, while
    /// composing and inside a batch; a reload when the table is off screen; else one animated
    /// batch (or a reload when the update ``TableUpdate/requiresReload``).
    /// - Precondition: No batch is replaying (a change from a data-source callback).
    package func change(
        animation: TableAnimation = .automatic, method: StaticString = "a change", _ body: (Composition<Cell, View>) -> TableUpdate
    ) {
        requireNotReplaying(method)
        contentDidChange()
        // The form's validity follows the change, once it is whole.
        defer { if batchDepth == 0, !isComposing { forms?.tableDidChange() } }
        guard batchDepth == 0, !isComposing, isLoaded, let surface else {
            _ = body(composition)
            return
        }
        guard surface.isOnScreen else {
            _ = body(composition)
            reload()
            return
        }
        surface.prepareForUpdate()
        replay(body(composition), animation: animation)
    }

    /// Makes several changes as one: the outermost batch replays once, as one animation; a batch
    /// inside another one joins it.
    package func performBatch(animation: TableAnimation = .automatic, _ changes: () -> Void) {
        guard batchDepth == 0 else {
            changes()
            return
        }
        change(animation: animation, method: "performBatch(_:)") { composition in
            batchDepth += 1
            defer { batchDepth -= 1 }
            return composition.performBatch(changes)
        }
        flushPendingFocus()
    }

    /// The largest change animated as one batch, in ``TableUpdate/animatedChangeCount``; a larger
    /// one is a reload without animation.
    /// UIKit sets up an animation per row before the first frame: tens of thousands of rows freeze
    /// the screen for seconds, where a reload costs the rows on screen (live cells keep their state).
    package static var largestAnimatedChange: Int { 100 }

    /// Replays an update on the surface: a reload when UIKit could not animate it or when it is
    /// larger than ``largestAnimatedChange``, else one batch (also for an empty update when
    /// heights must be measured again). While a row on screen holds focus, a large change and a
    /// header or footer that appears or goes are a batch all the same: a reload takes the first
    /// responder's cell off the table, closing the keyboard; a batch keeps the live cell.
    func replay(_ update: TableUpdate, animation: TableAnimation) {
        guard let surface else { return }
        let isLarge = update.animatedChangeCount > Self.largestAnimatedChange
        let keepsFocus = (isLarge || update.reloadsOnlyForSupplements) && surface.focusedCell != nil  // asked only then
        let mustReload = update.requiresReload && !(keepsFocus && update.reloadsOnlyForSupplements) || isLarge && !keepsFocus
        if mustReload || reloadsAfterMove || surface.hasUncommittedUpdates && (!update.isEmpty || needsHeightRefresh) {
            needsHeightRefresh = false
            reload()
            return
        }
        guard !update.isEmpty || needsHeightRefresh else { return }
        needsHeightRefresh = false
        isReplaying = true
        surface.performBatch(update, animation: animation)
        isReplaying = false
        if needsHeightRefresh {
            // A height changed while the batch replayed (a cell laid out by it): measure again.
            needsHeightRefresh = false
            isReplaying = true
            surface.performBatch(.none, animation: animation)
            isReplaying = false
        }
    }

    private func requireNotReplaying(_ method: StaticString) {
        require(
            !isReplaying,
            "ComposedTable: \(method) was called while the table was replaying a change (from a data-source or delegate callback such as cellForRow or heightForRow); UIKit cannot start a change inside another. Make the change from an action, or after the current one, for example with Task { @MainActor in … }."
        )
    }

    /// Reloads the table, which clears its selection: no deselection is pending after it. A cell on
    /// screen that held focus (in a field of its own too) and still shows takes it back at once:
    /// the reload took it off the table (UIKit resigns the first responder); the user types on.
    func reload() {
        pendingDeselection = nil
        guard let surface else { return }
        // Not under the user's finger (UITableView.h: no `reloadData` while `hasUncommittedUpdates`).
        guard !surface.hasUncommittedUpdates else {
            if !reloadsAfterMove { surface.afterUserMove { [weak self] in if self?.reloadsAfterMove == true { self?.reload() } } }
            reloadsAfterMove = true
            return
        }
        reloadsAfterMove = false
        let focused = surface.focusedCell
        // The reload asks every height. Its layout may end the field's editing, whose handlers
        // change heights (a validation message): measured once it is over, not inside it.
        (isReloading, needsHeightRefresh) = (true, false)
        surface.reloadData()
        if let focused, let path = composition.rowPath(of: focused) {
            surface.prepareForUpdate()
            isReloading = false
            if !surface.isRowOnScreen(path) { surface.scrollRowOnScreen(path) }
            surface.focus(focused, at: path)
        }
        isReloading = false
        if needsHeightRefresh { refreshHeights() }
    }

    /// Forgets what depends on the content.
    func contentDidChange() {
        resolvedRemainder = nil
        dependsOnVisibleHeight = nil
    }
}

/// The size rows were laid out for.
struct LayoutMetrics: Hashable {
    var width: Double
    var visibleHeight: Double
}
