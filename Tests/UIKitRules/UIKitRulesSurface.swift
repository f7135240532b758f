package import ComposedTableCore

/// A fake `UITableView` that keeps UIKit's rules, as a ``TableSurface``: the controller core is
/// tested against it on Linux.
///
/// Where it matters it behaves like the real table:
/// - It shows what it last loaded — row counts *and* which cell is on each row — and changes that
///   only by a reload (processed at the next layout, or when a batch starts: UIKit's
///   "a reload may occur") or by replaying a batch.
/// - Every batch, empty ones too, is checked with Core's validator against the counts it shows and
///   the data source's new counts; replayed on what it shows, it must give exactly the data
///   source's rows. A batch while one is open, while off screen, or that deletes and inserts (or
///   reloads) a live cell is a violation.
/// - It asks the height of every row at each reload and batch, as a table with self-sizing rows
///   does, and keeps them: on screen they must be the core's current heights.
/// - Of a lazy section it asks only for the rows on screen, cell and height, as UIKit does with
///   estimates on (a row UIKit never asked for matches whatever the data source makes there).
/// - It tracks the selected row through batches (deleted rows drop it, reloads clear it) and
///   records every deselection with the step it happened at.
/// - Focus may only go to a cell whose row it shows on screen.
/// - It keeps UIKit's time: a batch animates until the test ends it (``completeAnimations(_:)``),
///   the cells it deleted animating out until then; a live cell shown again meanwhile is
///   recorded (``reappearancesWhileAnimatingOut``). A batch or reload started during layout, or
///   inside `moveRowAt`, or a batch of more than ``TableController/largestAnimatedChange`` rows
///   (the package promises a reload, unless a row on screen holds focus) is a violation.
/// - A reload while a row on screen holds focus takes the first responder's cell off the table
///   (UIKit resigns it): unless the core gives focus back to that cell before the next
///   ``step``, batch, reload or ``checkConsistency()``, while its row still shows, the keyboard
///   closes — a violation (``violations`` lists it meanwhile). The field's editing ends inside the
///   reload's layout, where ``onEditingEndedByReload`` runs what the app would.
/// - While the user holds a row by its reorder control (``beginDrag(_:)``, until the drop or
///   ``cancelDrag()``) it `hasUncommittedUpdates`: a batch or reload then is a violation.
///
/// It can wrap another surface (a terminal screen), forwarding every primitive after checking it,
/// so that the same flows run on both.
@MainActor
package final class UIKitRulesSurface<Cell: AnyObject, View>: TableSurface {
    /// A deselection the core asked for.
    package struct Deselection: Hashable, Sendable {
        /// The step it happened at (see ``step``).
        package var step: Int
        /// The row.
        package var path: RowPath
        /// Whether it was animated.
        package var animated: Bool
        /// Whether the table was on screen.
        package var wasOnScreen: Bool
    }

    private weak var core: TableController<Cell, View>?
    private let wrapped: (any TableSurface<Cell>)?

    /// Every rule broken so far, in order; with the focus a reload took, if the core has not
    /// given it back (see the type's rules).
    package var violations: [String] { recordedViolations + (focusNotGivenBack.map { [$0] } ?? []) }
    private var recordedViolations: [String] = []
    /// Every deselection, in order.
    package private(set) var deselections: [Deselection] = []
    /// The number of batches replayed.
    package private(set) var batchCount = 0
    /// The number of reloads asked for.
    package private(set) var reloadCount = 0
    /// A counter the test advances between events, to time deselections.
    package var step = 0 {
        willSet { recordFocusNotGivenBack() }
    }

    /// What the table shows: the cells of each section, by identity.
    package private(set) var shownCells: [[ObjectIdentifier]] = []
    /// The heights it asked for, per shown row (`nil`: self-sizing, or a lazy row off screen that
    /// UIKit has not asked for).
    package private(set) var shownHeights: [[Double?]] = []
    /// Whether a reload is pending (processed at the next layout).
    package private(set) var needsReload = true
    /// The selected row, if any.
    package private(set) var selectedRow: RowPath?
    /// The cell with text focus, if any, on screen or not.
    package private(set) weak var cellWithFocus: Cell?
    /// The cell a reload took focus from, and its row then, until the core gives focus back.
    private weak var focusTakenByReload: Cell?
    /// The cell whose editing the reload's layout ends (see ``onEditingEndedByReload``).
    private weak var editingEndedByReload: Cell?
    /// What the app does when UIKit ends the editing of a field whose cell a reload takes off
    /// the table (`textFieldDidEndEditing`: a validation message, say): called inside the
    /// reload's layout, after the heights were asked, as UIKit does.
    package var onEditingEndedByReload: ((Cell) -> Void)?
    private var focusTakenAt = RowPath(section: 0, row: 0)
    private var isInBatch = false
    /// The cells the core let go of off screen (a section that remakes its rows): UIKit no longer
    /// holds them, and asks the data source for their rows when it shows them again — where the
    /// fake shows one, whatever the data source has there now is what it shows.
    private var letGo: Set<ObjectIdentifier> = []
    /// A stand-in for a lazy row whose cell UIKit never asked for (off screen, not made): like a
    /// cell let go, it matches whatever the data source makes there once the row shows.
    private final class Unasked {}
    /// The stand-ins, by lazy section and row index, each made once so that replays match.
    private var unasked: [SectionID: [Unasked]] = [:]
    private var unaskedIDs: Set<ObjectIdentifier> = []

    /// Whether the table is in a window (when it wraps no surface).
    package var isInWindow = false
    /// What covers the screen (when it wraps no surface).
    package var currentCoverage = ScreenCoverage.none
    /// The visible height: the wrapped surface's, else one the test sets.
    package var visibleHeight: Double {
        get { wrapped?.visibleHeight ?? ownVisibleHeight }
        set { ownVisibleHeight = newValue }
    }
    /// The content width: the wrapped surface's, else one the test sets.
    package var contentWidth: Double {
        get { wrapped?.contentWidth ?? ownContentWidth }
        set { ownContentWidth = newValue }
    }
    private var ownVisibleHeight: Double = 600
    private var ownContentWidth: Double = 320
    /// How many rows fit on screen.
    package var rowsOnScreen = 8
    /// The first row on screen, counted across sections.
    package private(set) var firstRowOnScreen = 0
    /// The natural height of a row that sizes itself.
    package var naturalHeight: (Cell) -> Double = { _ in 44 }
    /// Headers, footers and spacing.
    package var outsideRowsHeight: Double = 0

    /// Creates a fake table for a controller core and installs it as the core's surface.
    ///
    /// - Parameters:
    ///   - core: The controller core.
    ///   - wrapping: A surface to forward every primitive to (the core's current one, for a
    ///     terminal screen), or `nil`.
    package init(core: TableController<Cell, View>, wrapping: (any TableSurface<Cell>)? = nil) {
        self.core = core
        self.wrapped = wrapping
        core.surface = self
        // The cells the core lets go of, heard before the backend's own release.
        let release = core.willDiscardCell
        core.willDiscardCell = { [weak self] cell in
            self?.cellWillBeLetGo(cell)
            release?(cell)
        }
    }

    // MARK: - TableSurface

    /// The wrapped surface's answer, else whether the fake is in a window.
    package var isOnScreen: Bool { wrapped?.isOnScreen ?? isInWindow }

    /// The wrapped surface's answer, else ``currentCoverage``.
    package var coverage: ScreenCoverage { wrapped?.coverage ?? currentCoverage }

    /// Marks a reload pending (processed at the next layout) and clears the selection.
    package func reloadData() {
        if isInBatch { violate("reloadData() inside a batch") }
        if isMovingRow { violate("reloadData() while UIKit moves a row (moveRowAt): the row jumps") }
        if isDragInProgress { violate("reloadData() during an uncommitted move: the row under the user's finger goes") }
        recordFocusNotGivenBack()
        if let path = focusedRow {
            (focusTakenByReload, focusTakenAt, editingEndedByReload, cellWithFocus) = (cellWithFocus, path, cellWithFocus, nil)
        }
        if isInLayout { violate("reloadData() during layout (from heightForRowAt or cellForRowAt)") }
        reloadCount += 1
        needsReload = true
        selectedRow = nil
        updateShownContent()
        wrapped?.reloadData()
        if isOnScreen { layoutIfNeeded() }
    }

    /// Processes a pending reload, as `layoutIfNeeded()` does.
    package func prepareForUpdate() {
        layoutIfNeeded()
        wrapped?.prepareForUpdate()
    }

    /// Checks and replays one batch (see the type's rules).
    package func performBatch(_ update: TableUpdate, animation: TableAnimation) {
        guard let core else { return }
        recordFocusNotGivenBack()
        batchCount += 1
        if isInBatch { violate("a batch started while another was open: \(update)") }
        if isMovingRow {
            violate("a batch while UIKit moves a row (moveRowAt): a second animation of a row UIKit already moved: \(update)")
        }
        if !isOnScreen { violate("a batch while the table is not in a window (it should reload): \(update)") }
        if isDragInProgress { violate("a batch during an uncommitted move, under the user's finger: \(update)") }
        if isInLayout { violate("a batch started during layout (from heightForRowAt or cellForRowAt): \(update)") }
        if update.requiresReload, !update.reloadsOnlyForSupplements || focusedRow == nil {
            violate("a batch of an update that requires a reload (no row on screen holding focus): \(update)")
        }
        if update.animatedChangeCount > TableController<Cell, View>.largestAnimatedChange, focusedRow == nil {
            violate(
                "a batch of \(update.animatedChangeCount) changes, above the \(TableController<Cell, View>.largestAnimatedChange) the package promises to reload instead"
            )
        }
        // UIKit processes a pending reload when a batch starts, from the data source as it is now.
        if needsReload { sync() }
        isInBatch = true
        defer { isInBatch = false }
        let after = layout(of: core.composition)
        let before = shownCells
        // A header or footer that appears or goes, batched for a focused row: the lists are checked.
        var update = update
        if update.reloadsOnlyForSupplements { update.requiresReload = false }
        for violation in update.violations(rowCountsBefore: before.map(\.count), rowCountsAfter: after.map(\.count)) {
            violate("\(violation) — \(update)")
        }
        if !update.reloadedRows.isEmpty || !update.reloadedSections.isEmpty {
            violate("a live cell reloaded (the same instance animated out and in): \(update)")
        }
        if update.isValid(rowCountsBefore: before.map(\.count), rowCountsAfter: after.map(\.count)) {
            var deleted = Set(update.deletedRows.map { before[$0.section][$0.row] })
            for section in update.deletedSections { deleted.formUnion(before[section]) }
            var inserted = Set(update.insertedRows.map { after[$0.section][$0.row] })
            for section in update.insertedSections { inserted.formUnion(after[section]) }
            if !deleted.subtracting(unaskedIDs).isDisjoint(with: inserted) {
                violate("a live cell deleted and inserted in one batch: \(update)")
            }
            let replayed = Self.replay(update, on: before, after: after)
            if !Self.matches(replayed, after, wildcards: [letGo, unaskedIDs]) {
                violate("replaying \(update) does not give the data source's rows")
            }
            let shownAgain = inserted.union(update.movedRows.map { after[$0.to.section][$0.to.row] })
            recordReappearances(of: shownAgain, byReload: false)
            animationsInFlight.append(AnimationInFlight(step: step, cellsAnimatingOut: deleted))
            selectedRow = selectedRow.flatMap { path in
                let cell = before[path.section][path.row]
                if deleted.contains(cell) { return nil }
                return Self.path(of: cell, in: after)
            }
        }
        shownCells = after
        letGo.removeAll()
        askHeights()
        updateShownContent()
        wrapped?.performBatch(update, animation: animation)
    }

    /// Records a deselection.
    package func deselectRow(at path: RowPath, animated: Bool) {
        if isInBatch { violate("a deselection inside a batch") }
        if !isRowShown(path) { violate("deselecting row \(path), which the table does not show") }
        deselections.append(Deselection(step: step, path: path, animated: animated, wasOnScreen: isOnScreen))
        if selectedRow == path { selectedRow = nil }
        wrapped?.deselectRow(at: path, animated: animated)
    }

    /// Whether the row is shown and within the rows on screen.
    package func isRowOnScreen(_ path: RowPath) -> Bool {
        guard isOnScreen, !needsReload, isRowShown(path) else { return false }
        if let wrapped { return wrapped.isRowOnScreen(path) }
        let flat = flatIndex(of: path)
        return flat >= firstRowOnScreen && flat < firstRowOnScreen + rowsOnScreen
    }

    /// Scrolls so that the row is on screen; the rows that leave the screen end their display
    /// (see ``scroll(toFirstRow:)``).
    package func scrollRowOnScreen(_ path: RowPath) {
        layoutIfNeeded()
        if !isRowShown(path) { violate("scrolling to row \(path), which the table does not show") }
        let flat = flatIndex(of: path)
        var first = firstRowOnScreen
        if flat < first { first = flat }
        if flat >= first + rowsOnScreen { first = flat - rowsOnScreen + 1 }
        moveWindow(to: first)
        wrapped?.scrollRowOnScreen(path)
    }

    /// The user scrolls so that the rows on screen start at a row, counted across sections.
    ///
    /// Each row that leaves the screen ends its display (`tableView(_:didEndDisplaying:forRowAt:)`):
    /// the core hears of it (``TableController/rowDidLeaveScreen(_:hasFocus:)``) with whether the
    /// cell has focus, and may let go of its cell. Letting go must change nothing the table
    /// shows — no batch, no reload, the same rows — and the cell let go must be gone from the
    /// data source, the one with focus never let go. UIKit asks for a row let go again when it
    /// shows again; the fake, which keeps a cell for every row it asked for, asks at once.
    ///
    /// - Parameter first: The first row on screen (clamped to the rows shown).
    /// - Returns: The number of cells the core let go.
    @discardableResult
    package func scroll(toFirstRow first: Int) -> Int {
        layoutIfNeeded()
        let total = shownCells.reduce(0) { $0 + $1.count }
        return moveWindow(to: max(0, min(first, total - rowsOnScreen)))
    }

    /// Moves the rows on screen and ends the display of those that left; the number let go.
    @discardableResult
    private func moveWindow(to first: Int) -> Int {
        let total = shownCells.reduce(0) { $0 + $1.count }
        let old = firstRowOnScreen..<max(firstRowOnScreen, min(total, firstRowOnScreen + rowsOnScreen))
        let new = first..<(first + rowsOnScreen)
        firstRowOnScreen = first
        guard let core, !needsReload else { return 0 }
        let composition = core.composition
        let (batches, reloads, counts) = (batchCount, reloadCount, composition.rowCounts)
        var letGo = 0
        for flat in old where !new.contains(flat) {
            let path = path(ofFlatIndex: flat)
            // UIKit reports the instance it shows; the fake keeps identities, so it reports the
            // data source's cell when that is the one shown (else the core would ignore it).
            guard path.section < composition.numberOfSections, path.row < composition.numberOfRows(inSection: path.section) else {
                continue
            }
            let cell = composition.cell(at: path)
            guard ObjectIdentifier(cell) == shownCells[path.section][path.row] else { continue }
            let hasFocus = cellWithFocus === cell
            guard core.rowDidLeaveScreen(cell, hasFocus: hasFocus) else { continue }
            letGo += 1
            if hasFocus { violate("the cell with focus at \(path) was let go when its row left the screen") }
            if composition.contains(cell) { violate("a cell let go at \(path) is still in the data source") }
            let again = composition.cell(at: path)
            if again === cell { violate("row \(path) let go gives the same instance again") }
            shownCells[path.section][path.row] = ObjectIdentifier(again)
        }
        // The rows that come on screen: UIKit asks for the cells of those it never asked for.
        for flat in new where !old.contains(flat) && flat < total {
            let path = path(ofFlatIndex: flat)
            if unaskedIDs.contains(shownCells[path.section][path.row]) {
                shownCells[path.section][path.row] = ObjectIdentifier(composition.cell(at: path))
            }
        }
        if batchCount != batches || reloadCount != reloads || composition.rowCounts != counts {
            violate("letting go of the rows that left the screen changed the table: a batch, a reload or other row counts")
        }
        return letGo
    }

    /// Records focus; a violation unless the row is on screen.
    package func focus(_ cell: Cell, at path: RowPath) {
        if !isRowOnScreen(path) { violate("focus given to a cell that is not on screen (row \(path))") }
        if isRowShown(path), shownCells[path.section][path.row] != ObjectIdentifier(cell) {
            violate("focus given to a cell the table does not show at \(path)")
        }
        cellWithFocus = cell
        if focusTakenByReload === cell { focusTakenByReload = nil }
        wrapped?.focus(cell, at: path)
    }

    /// Drops focus.
    package func endEditing() {
        cellWithFocus = nil
        wrapped?.endEditing()
    }

    /// The wrapped surface's measure, else ``naturalHeight``.
    package func measureHeight(of cell: Cell, at path: RowPath) -> Double {
        wrapped?.measureHeight(of: cell, at: path) ?? naturalHeight(cell)
    }

    /// The wrapped surface's answer, else ``outsideRowsHeight``.
    package func heightOutsideRows() -> Double {
        wrapped?.heightOutsideRows() ?? outsideRowsHeight
    }

    // MARK: - Alerts

    /// The alert presented now (a `UIAlertController` over the table), if any.
    package private(set) var presentedAlert: AlertPresentation?
    /// Every alert presented, in order, with its anchor.
    package private(set) var presentedAlerts: [(alert: AlertPresentation, anchor: Cell?)] = []
    /// The alerts taken down by code.
    package private(set) var hiddenAlerts: [AlertPresentation] = []

    /// UIKit's rules: one presentation at a time ("already presenting"), from a view in a window,
    /// and a popover anchored on a cell the table shows.
    package func showAlert(_ presentation: AlertPresentation, anchor: Cell?) {
        if let presentedAlert, !presentedAlert.isResolved { violate("an alert presented while another is presented") }
        if !isOnScreen { violate("an alert presented from a view not in a window") }
        if let anchor, !shownCells.contains(where: { $0.contains(ObjectIdentifier(anchor)) }) {
            violate("an alert anchored on a cell the table does not show")
        }
        presentedAlert = presentation
        presentedAlerts.append((presentation, anchor))
        wrapped?.showAlert(presentation, anchor: anchor)
    }

    /// Records the dismissal; dismissing an alert that is not presented is a violation.
    package func hideAlert(_ presentation: AlertPresentation) {
        if presentedAlert !== presentation { violate("an alert dismissed that is not presented") }
        hiddenAlerts.append(presentation)
        presentedAlert = nil
        wrapped?.hideAlert(presentation)
    }

    /// Whether the alert is the one presented: UIKit's `presentingViewController != nil`.
    package func isAlertShown(_ presentation: AlertPresentation) -> Bool {
        wrapped?.isAlertShown(presentation) ?? (presentedAlert === presentation)
    }

    /// The alert goes away without any of its handlers, as when the sheet it was presented over is
    /// dismissed by someone else.
    package func alertVanishes() {
        presentedAlert = nil
    }

    /// What tapping an alert's button does: UIKit calls the action's handler.
    ///
    /// - Parameter index: The button, in the order the alert shows them.
    package func tapAlertAction(at index: Int) {
        guard let presentedAlert else { return violate("a tap on an alert that is not presented") }
        self.presentedAlert = nil
        presentedAlert.choose(at: index)
    }

    // MARK: - Leaving

    /// Whether UIKit's ways out are guarded, as the backend sets them from the core's
    /// `hasUnsavedChanges`: the back button's `backAction` asks, `isModalInPresentation` stops a
    /// sheet's swipe (its attempt asks), and the interactive pop gesture is off.
    package private(set) var guardsLeaving = false
    /// How often the screen left: popped by the back button, or its sheet dismissed.
    package private(set) var leaveCount = 0

    /// The backend follows the core: the guards go up or down with it.
    package func unsavedChangesDidChange(_ hasUnsavedChanges: Bool) {
        if isInBatch { violate("the back button changed inside a batch") }
        guardsLeaving = hasUnsavedChanges
        wrapped?.unsavedChangesDidChange(hasUnsavedChanges)
    }

    /// Whether the interactive pop gesture can begin: UIKit begins it only while it is enabled.
    package var popGestureBegins: Bool { !guardsLeaving }

    /// The user taps the back button: UIKit pops at once, or — with a `backAction` — calls it, and
    /// the backend asks the core's question and pops when the user lets it.
    package func tapBackButton() {
        guard let core else { return }
        guard guardsLeaving else { return leave(core) }
        TableController.confirmLeaving([LeavingScreen(core: core, title: nil)], askingOn: core) { [weak self, weak core] _ in
            guard let self, let core else { return }
            self.leave(core)
        }
    }

    /// The user swipes the sheet down: UIKit dismisses it, or — with `isModalInPresentation` —
    /// tells the presentation controller's delegate, and the backend asks, then dismisses.
    package func swipeSheetDown() {
        tapBackButton()  // the same rule: one screen, asked about on itself
    }

    private func leave(_ core: TableController<Cell, View>) {
        leaveCount += 1
        isInWindow = false
        core.viewDidLeave()
    }

    // MARK: - Refresh control

    /// Whether the refresh control spins.
    package private(set) var isRefreshControlSpinning = false
    /// Every change of the refresh control, in order: `true` begin, `false` end, with the step.
    package private(set) var refreshEvents: [(step: Int, isRefreshing: Bool)] = []

    /// UIKit's refresh control: `beginRefreshing()` (unless the user's pull already spins it) and
    /// `endRefreshing()`; ending a control that does not spin means the timing is wrong.
    package func refreshingDidChange(_ isRefreshing: Bool) {
        if isInBatch { violate("the refresh control changed inside a batch") }
        if !isRefreshing, !isRefreshControlSpinning { violate("endRefreshing() on a refresh control that does not spin") }
        isRefreshControlSpinning = isRefreshing
        refreshEvents.append((step, isRefreshing))
        wrapped?.refreshingDidChange(isRefreshing)
    }

    /// The user pulls the table down: the control starts spinning by itself, then sends
    /// `valueChanged`, which the backend reports to the core.
    package func pullToRefresh() {
        guard isOnScreen else { return violate("a pull on a table that is not in a window") }
        isRefreshControlSpinning = true
        refreshEvents.append((step, true))
        core?.userDidPullToRefresh()
    }

    // MARK: - What shows in place of the rows

    /// What UIKit shows over (or behind) the table: the rows, or the content-unavailable
    /// configuration the backend sets from the core's ``TableController/emptyContent``.
    package enum ShownContent: Hashable, Sendable {
        /// The rows (no configuration).
        case rows
        /// `UIContentUnavailableConfiguration.loading()` (an activity indicator on iOS 16).
        case loading
        /// A load's error: its title, message and button.
        case loadFailed(title: String, message: String?, button: String?)
        /// The screen's empty state: its title and button.
        case empty(title: String, button: String?)
        /// A search's "no results" label.
        case noResults(String)
    }

    /// What shows in place of the rows now, as the backend last set it.
    package private(set) var shownContent = ShownContent.rows
    /// Every change of ``shownContent``, in order.
    package private(set) var shownContentHistory: [ShownContent] = []

    /// What the backend shows for the core's empty content.
    private static func content(for empty: EmptyContent?) -> ShownContent {
        switch empty {
        case nil: .rows
        case .loading?: .loading
        case .loadFailed(let state)?: .loadFailed(title: state.title, message: state.message, button: state.action?.title)
        case .emptyState(let state)?: .empty(title: state.title, button: state.action?.title)
        case .noResults(let message)?: .noResults(message)
        }
    }

    /// Sets what shows in place of the rows from the core, as the backend's `updateEmptyState()`
    /// does after a reload, a batch, or the core's word.
    private func updateShownContent() {
        guard let core else { return }
        let content = Self.content(for: core.emptyContent)
        guard content != shownContent else { return }
        shownContent = content
        shownContentHistory.append(content)
    }

    /// The core says what shows in place of the rows changed (a load started or ended): the
    /// backend updates its configuration — never inside a batch.
    package func emptyContentDidChange() {
        if isInBatch { violate("the content-unavailable configuration changed inside a batch") }
        updateShownContent()
        wrapped?.emptyContentDidChange()
    }

    /// The user taps the button of the content-unavailable configuration (an empty state's, or
    /// Retry): its primary action runs.
    package func tapContentUnavailableButton() {
        guard isOnScreen else { return violate("a tap on a button of a table that is not in a window") }
        switch shownContent {
        case .loadFailed(_, _, .some), .empty(_, .some):
            core?.performEmptyStateAction()
        default:
            violate("a tap on the content-unavailable button while none shows (\(shownContent))")
        }
    }

    // MARK: - Time

    /// A batch UIKit still animates (`performBatchUpdates` has not called its completion): the
    /// cells it deleted are animating out until then.
    package struct AnimationInFlight {
        /// The step the batch started at.
        package var step: Int
        /// The cells the batch deleted, still on screen as they fade or slide out.
        package var cellsAnimatingOut: Set<ObjectIdentifier>
    }

    /// A live cell shown again while a batch still animates it out: the same instance UIKit
    /// holds for a delete animation is returned by `cellForRowAt` for another row. Whether UIKit
    /// then detaches it when the delete animation ends (a blank row) is not documented; the
    /// simulator's real-table tests tell. Recorded, not a violation: the package does not promise
    /// to avoid it (a double toggle of a switch that hides rows does it).
    package struct Reappearance: Hashable, Sendable {
        /// The step it happened at.
        package var step: Int
        /// The cell.
        package var cell: ObjectIdentifier
        /// Whether a reload showed it (else a batch inserted or moved it).
        package var byReload: Bool
    }

    /// The batches UIKit still animates, oldest first.
    package private(set) var animationsInFlight: [AnimationInFlight] = []
    /// Every live cell shown again while it animated out, in order.
    package private(set) var reappearancesWhileAnimatingOut: [Reappearance] = []
    /// Whether UIKit is laying out: a reload processed, heights asked. A change then is a
    /// violation.
    private var isInLayout = false

    /// UIKit ends the oldest animations, as time passes: their completions run in the order the
    /// batches started.
    ///
    /// - Parameter count: How many to end; `nil` ends every one.
    package func completeAnimations(_ count: Int? = nil) {
        let ending = min(count ?? animationsInFlight.count, animationsInFlight.count)
        animationsInFlight.removeFirst(ending)
    }

    private func recordReappearances(of cells: Set<ObjectIdentifier>, byReload: Bool) {
        guard !cells.isEmpty else { return }
        for animation in animationsInFlight {
            for cell in animation.cellsAnimatingOut.intersection(cells) {
                reappearancesWhileAnimatingOut.append(Reappearance(step: step, cell: cell, byReload: byReload))
            }
        }
    }

    // MARK: - Driving it like UIKit

    /// What the run loop does between events: a pending reload is processed when the table is in
    /// a window.
    package func layoutIfNeeded() {
        if needsReload, isOnScreen { sync() }
    }

    /// The user taps a row the table shows: it highlights and is selected only when the core
    /// allows, and the core hears of it.
    ///
    /// - Parameter path: A row the table shows.
    package func tap(_ path: RowPath) {
        guard let core else { return }
        layoutIfNeeded()
        guard isOnScreen, isRowShown(path) else {
            violate("tapped row \(path), which the table does not show")
            return
        }
        let composition = core.composition
        guard path.section < composition.numberOfSections, path.row < composition.numberOfRows(inSection: path.section),
            shows(ObjectIdentifier(composition.cell(at: path)), at: path)
        else {
            violate("the table shows row \(path) but the data source has another cell there: the last change was not replayed")
            return
        }
        guard core.canSelectRow(at: path) else { return }
        selectedRow = path
        core.didSelectRow(at: path)
    }

    /// The screen comes back after a push was popped: will appear, in the window, laid out, did
    /// appear.
    package func returnFromPush() {
        currentCoverage = .none
        core?.viewWillAppear()
        isInWindow = true
        layoutIfNeeded()
        core?.viewIsAppearing()
        core?.viewDidAppear()
    }

    /// The screen first shows: loads if needed, will appear, in the window and laid out (is
    /// appearing), did appear.
    package func appear() {
        if core?.isLoaded == false { core?.viewDidLoad() }
        core?.viewWillAppear()
        isInWindow = true
        layoutIfNeeded()
        core?.viewIsAppearing()
        core?.viewDidAppear()
    }

    /// The screen is covered by a push and leaves the window.
    package func coverByPush() {
        currentCoverage = .pushed
        isInWindow = false
    }

    /// The table's size changes (rotation, a bar, split view).
    package func resize(visibleHeight: Double, isScrolling: Bool = false) {
        self.visibleHeight = visibleHeight
        core?.layoutDidChange(isScrolling: isScrolling)
    }

    /// Checks what must hold between events: on screen, the table shows the data source's rows,
    /// at the core's heights.
    package func checkConsistency() {
        guard let core else { return }
        recordFocusNotGivenBack()
        if isRefreshControlSpinning != core.isRefreshing {
            violate(
                "the refresh control \(isRefreshControlSpinning ? "spins" : "does not spin") while the core \(core.isRefreshing ? "refreshes" : "does not refresh")"
            )
        }
        guard isOnScreen, !needsReload else { return }
        let expected = Self.content(for: core.emptyContent)
        if expected != shownContent {
            violate("in place of the rows the table shows \(shownContent), the core says \(expected): a change was not shown")
        }
        let model = layout(of: core.composition)
        if !showsRemade(model) {
            violate("on screen, the table shows rows the data source no longer has")
        } else {
            for (section, rows) in shownCells.enumerated() {
                for row in rows.indices where !unaskedIDs.contains(rows[row]) {
                    let path = RowPath(section: section, row: row)
                    let current = core.height(at: path)
                    let shown = shownHeights[section][row]
                    if !Self.same(current, shown) {
                        violate("row \(path) shows height \(String(describing: shown)), the core says \(String(describing: current))")
                        return
                    }
                }
            }
        }
    }

    // MARK: - Edit mode, moves and deletes

    /// Whether the table is in edit mode: `UITableViewController` sets its table's editing from
    /// the controller's `setEditing(_:animated:)` (the Edit button, a terminal's `e`), which the
    /// backend reports to the core.
    package var isEditing: Bool { core?.isEditing ?? false }
    /// Whether UIKit is inside `moveRowAt`: the row is already where the user dropped it.
    private var isMovingRow = false
    /// Whether the user holds a row by its reorder control and has not dropped it.
    package private(set) var isDragInProgress = false

    /// UIKit's `hasUncommittedUpdates`: a move in progress.
    package var hasUncommittedUpdates: Bool { isDragInProgress || isMovingRow }

    /// The cell on screen that has focus, if any.
    package var focusedCell: Cell? { focusedRow == nil ? nil : cellWithFocus }

    /// The row on screen whose cell has focus, if any.
    package var focusedRow: RowPath? {
        guard let cellWithFocus, let path = Self.path(of: ObjectIdentifier(cellWithFocus), in: shownCells) else { return nil }
        return isRowOnScreen(path) ? path : nil
    }

    /// The cell the user holds (``beginDrag(_:)``).
    private var draggedCell: Cell?

    /// The user lifts a row by its reorder control: the move is uncommitted until
    /// ``dragRow(from:to:)`` drops it or ``cancelDrag()`` puts it back.
    package func beginDrag(_ source: RowPath) {
        guard let core else { return }
        layoutIfNeeded()
        if !isEditing { violate("a drag began outside edit mode") }
        if !isRowShown(source) || !core.canMoveRow(at: source) { return violate("a drag of row \(source), which has no reorder control") }
        draggedCell = core.composition.cell(at: source)
        isDragInProgress = true
    }

    /// The user puts the row back where it was: UIKit calls no `moveRowAt`; what the core put off
    /// until the move ended runs on the next turn (the backend looks again once the table has no
    /// uncommitted updates).
    package func cancelDrag() {
        isDragInProgress = false
        draggedCell = nil
        runWorkAfterMove()
    }

    /// Turns edit mode on or off, as `setEditing(_:animated:)` does.
    package func setEditing(_ editing: Bool) {
        core?.isEditing = editing
    }

    /// The user drags a row in edit mode and drops it: UIKit's rules — only in edit mode, only a
    /// row whose `canMoveRowAt` is true; the drop lands where `targetIndexPathForMoveFromRowAt`
    /// says; UIKit moves the row on screen itself, then calls `moveRowAt`, during which no batch
    /// or reload may run; afterwards the data source must give what the table shows.
    ///
    /// - Parameters:
    ///   - source: A row the table shows.
    ///   - proposed: Where the user drops it, in the coordinates after it left its place.
    /// - Returns: Where it landed, or `nil` when UIKit did not let it move.
    @discardableResult
    package func dragRow(from source: RowPath, to proposed: RowPath) -> RowPath? {
        guard let core else { return nil }
        layoutIfNeeded()
        guard isEditing else {
            violate("dragged row \(source) outside edit mode")
            return nil
        }
        guard isRowShown(source) else {
            violate("dragged row \(source), which the table does not show")
            return nil
        }
        // The cell held since the drag began; else lifted now, the table showing the model's rows.
        let held = draggedCell ?? core.composition.cell(at: source)
        guard draggedCell != nil || core.canMoveRow(at: source) else { return nil }  // no reorder control
        let destination = core.targetRow(forMoveFrom: source, proposed: proposed)
        var sections = shownCells
        let cell = sections[source.section].remove(at: source.row)
        guard destination.section < sections.count, destination.row <= sections[destination.section].count else {
            violate("targetIndexPathForMoveFromRowAt gave \(destination), outside the table")
            return nil
        }
        // The rows changed under the drag (the core put a change off): the data source gives
        // other rows than the table shows until the core's reload.
        let changedUnderDrag = !Self.matches(shownCells, layout(of: core.composition), wildcards: [letGo, unaskedIDs])
        sections[destination.section].insert(cell, at: destination.row)
        shownCells = sections
        guard destination != source else {  // UIKit calls no moveRowAt
            cancelDrag()
            return destination
        }
        isMovingRow = true
        core.rowDidMove(from: source, to: destination, cell: held)
        isMovingRow = false
        isDragInProgress = false
        draggedCell = nil
        askHeights()
        if !changedUnderDrag, !showsRemade(layout(of: core.composition)) {
            violate("after moveRowAt(\(source), \(destination)) the data source does not give the rows the table shows")
        }
        runWorkAfterMove()
        return destination
    }

    /// The main queue's next turn: what the core put off until the move was committed.
    private func runWorkAfterMove() {
        let work = workAfterMove
        workAfterMove.removeAll()
        for item in work { item() }
    }

    /// What the core put off until the user's move is committed, run on the next turn.
    private var workAfterMove: [@MainActor () -> Void] = []

    /// Keeps the work for the turn after the move (UIKit: `DispatchQueue.main.async`), or for the
    /// end of a drag in progress (dropped or put back); outside both it is a violation: the core
    /// has no reason to wait then.
    package func afterUserMove(_ work: @escaping @MainActor () -> Void) {
        if !isMovingRow, !isDragInProgress { violate("afterUserMove(_:) outside moveRowAt and outside a move") }
        workAfterMove.append(work)
    }

    /// The swipe actions UIKit would show for a row, from the core (`nil` when `canEditRowAt` is
    /// false: no swipe at all).
    package func swipe(_ path: RowPath, edge: SwipeEdge) -> SwipeActions? {
        guard let core else { return nil }
        guard isRowShown(path) else {
            violate("swiped row \(path), which the table does not show")
            return nil
        }
        guard core.canEditRow(at: path) else { return nil }
        return core.swipeActions(at: path, edge: edge)
    }

    /// The number of times each swipe action's completion handler was called, by title.
    package private(set) var swipeCompletions: [(title: String, performed: Bool)] = []

    /// Taps a swipe action: UIKit calls its handler, which must call the completion handler once.
    package func tapSwipeAction(_ action: BoundRowAction) async {
        let performed = await action.perform()
        swipeCompletions.append((action.title, performed))
    }

    /// Taps edit mode's delete button (the red minus, then Delete): UIKit calls
    /// `commit editingStyle` for a row whose editing style is `.delete`, in edit mode only.
    package func tapDeleteControl(_ path: RowPath) async -> Bool {
        guard let core else { return false }
        guard isEditing else {
            violate("tapped the delete control of \(path) outside edit mode")
            return false
        }
        guard core.isDeletableRow(at: path) else {
            violate("tapped the delete control of \(path), whose editing style is not .delete")
            return false
        }
        return await core.deleteRow(core.composition.cell(at: path))
    }

    // MARK: - Internals

    private func sync() {
        guard let core else { return }
        needsReload = false
        isInLayout = true
        shownCells = layout(of: core.composition)
        letGo.removeAll()
        recordReappearances(of: Set(shownCells.joined()), byReload: true)
        askHeights()
        if let cell = editingEndedByReload {
            editingEndedByReload = nil
            onEditingEndedByReload?(cell)
        }
        isInLayout = false
        updateShownContent()
        let total = shownCells.reduce(0) { $0 + $1.count }
        firstRowOnScreen = min(firstRowOnScreen, max(0, total - rowsOnScreen))
    }

    private func askHeights() {
        guard let core else { return }
        let wasInLayout = isInLayout
        isInLayout = true
        defer { isInLayout = wasInLayout }
        // With estimates on, UIKit asks the height of a row about to show, not of a stand-in's.
        shownHeights = shownCells.enumerated().map { section, rows in
            rows.indices.map { unaskedIDs.contains(rows[$0]) ? nil : core.height(at: RowPath(section: section, row: $0)) }
        }
    }

    /// The rows by identity as UIKit knows them: an eager section's cells; in a lazy section the
    /// cells made, the rows on screen asked for (`cellForRowAt`), and a stand-in for the others
    /// (UIKit never asks for a row off screen).
    private func layout(of composition: Composition<Cell, View>) -> [[ObjectIdentifier]] {
        var flat = 0
        return (0..<composition.numberOfSections).map { section in
            defer { flat += composition.numberOfRows(inSection: section) }
            guard composition.isLazy(visibleSection: section) else {
                return composition.cells(inSection: section).map(ObjectIdentifier.init)
            }
            let id = composition.sectionID(atVisibleIndex: section)
            return composition.madeRows(inLazySection: section).enumerated().map { row, made in
                if let cell = made.cell { return ObjectIdentifier(cell) }
                if wrapped == nil, flat + row >= firstRowOnScreen, flat + row < firstRowOnScreen + rowsOnScreen {
                    return ObjectIdentifier(composition.cell(at: RowPath(section: section, row: row)))
                }
                return standIn(for: made.index, in: id, count: composition.rowCount(in: id))
            }
        }
    }

    /// The stand-in of a lazy row that UIKit never asked for.
    private func standIn(for index: Int, in section: SectionID, count: Int) -> ObjectIdentifier {
        if unasked[section] == nil {
            unasked[section] = (0..<count).map { _ in Unasked() }
            unaskedIDs.formUnion(unasked[section]!.map(ObjectIdentifier.init))
        }
        return ObjectIdentifier(unasked[section]![index])
    }

    private func isRowShown(_ path: RowPath) -> Bool {
        path.section >= 0 && path.section < shownCells.count && path.row >= 0 && path.row < shownCells[path.section].count
    }

    /// Hears that the core lets go of a cell: a violation when its row is on screen or it has
    /// focus (UIKit still shows it).
    private func cellWillBeLetGo(_ cell: Cell) {
        guard let core else { return }
        if cellWithFocus === cell { violate("the cell with focus was let go") }
        if let path = core.composition.rowPath(of: cell), !needsReload, isRowShown(path), isRowOnScreen(path) {
            violate("the cell of row \(path) was let go while the row is on screen")
        }
        letGo.insert(ObjectIdentifier(cell))
    }

    /// Whether the table shows a cell at a row: that one, or a cell let go there (the table asks
    /// for the row again: it then shows this one).
    private func shows(_ cell: ObjectIdentifier, at path: RowPath) -> Bool {
        let shown = shownCells[path.section][path.row]
        guard shown != cell else { return true }
        guard letGo.contains(shown) || unaskedIDs.contains(shown) else { return false }
        shownCells[path.section][path.row] = cell
        return true
    }

    /// Whether the table shows the data source's rows, the rows whose cells were let go showing
    /// what the data source has there now; if so, it shows those from now on.
    private func showsRemade(_ model: [[ObjectIdentifier]]) -> Bool {
        guard Self.matches(shownCells, model, wildcards: [letGo, unaskedIDs]) else { return false }
        // A row UIKit had not asked for that is made now: UIKit asks its height as it shows.
        for (section, rows) in shownCells.enumerated() {
            for row in rows.indices where unaskedIDs.contains(rows[row]) && !unaskedIDs.contains(model[section][row]) {
                shownHeights[section][row] = core?.height(at: RowPath(section: section, row: row))
            }
        }
        shownCells = model
        letGo.removeAll()
        return true
    }

    /// Whether two layouts are the same, a cell let go or a stand-in in `shown` matching any.
    private static func matches(_ shown: [[ObjectIdentifier]], _ model: [[ObjectIdentifier]], wildcards: [Set<ObjectIdentifier>]) -> Bool {
        if shown == model { return true }
        guard shown.count == model.count else { return false }
        for (shownRows, modelRows) in zip(shown, model) {
            guard shownRows.count == modelRows.count else { return false }
            for (a, b) in zip(shownRows, modelRows) where a != b && !wildcards.contains(where: { $0.contains(a) }) { return false }
        }
        return true
    }

    private func path(ofFlatIndex flat: Int) -> RowPath {
        var rest = flat
        for (section, rows) in shownCells.enumerated() {
            if rest < rows.count { return RowPath(section: section, row: rest) }
            rest -= rows.count
        }
        return RowPath(section: shownCells.count, row: rest)
    }

    /// The row the user is at: the wrapped surface's (a terminal's cursor), else the first row
    /// on screen, as UIKit's `indexPathsForVisibleRows.first`.
    package var currentRow: RowPath? {
        if let wrapped { return wrapped.currentRow }
        guard isOnScreen, !needsReload else { return nil }
        var remaining = firstRowOnScreen
        for (section, rows) in shownCells.enumerated() {
            if remaining < rows.count { return RowPath(section: section, row: remaining) }
            remaining -= rows.count
        }
        return nil
    }

    private func flatIndex(of path: RowPath) -> Int {
        shownCells.prefix(path.section).reduce(0) { $0 + $1.count } + path.row
    }

    private func violate(_ message: String) {
        recordedViolations.append("step \(step): \(message)")
    }

    /// The violation of a reload that took focus from a row that still shows, the core not
    /// having given it back.
    private var focusNotGivenBack: String? {
        guard let cell = focusTakenByReload, core?.composition.rowPath(of: cell) != nil else { return nil }
        return "step \(step): reloadData() while row \(focusTakenAt), on screen, held focus, and focus did not come back to its cell, "
            + "which still shows: the keyboard closes"
    }

    private func recordFocusNotGivenBack() {
        if let message = focusNotGivenBack { recordedViolations.append(message) }
        focusTakenByReload = nil
    }

    /// Records a rule a test found broken, with the current step.
    ///
    /// - Parameter message: What is wrong.
    package func recordViolation(_ message: String) {
        violate(message)
    }

    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) < 0.001
        default: false
        }
    }

    private static func path(of cell: ObjectIdentifier, in layout: [[ObjectIdentifier]]) -> RowPath? {
        for (section, rows) in layout.enumerated() {
            if let row = rows.firstIndex(of: cell) { return RowPath(section: section, row: row) }
        }
        return nil
    }

    /// Replays an update the way UIKit does: deletions and move sources in old coordinates, then
    /// insertions and move destinations in new ones.
    static func replay(_ update: TableUpdate, on old: [[ObjectIdentifier]], after: [[ObjectIdentifier]]) -> [[ObjectIdentifier]] {
        var sections = old
        var moved: [RowPath: ObjectIdentifier] = [:]
        for move in update.movedRows { moved[move.to] = old[move.from.section][move.from.row] }
        for path in (update.deletedRows + update.movedRows.map(\.from)).sorted().reversed() {
            sections[path.section].remove(at: path.row)
        }
        for index in update.deletedSections.reversed() { sections.remove(at: index) }
        for index in update.insertedSections { sections.insert(after[index], at: index) }
        for path in (update.insertedRows + update.movedRows.map(\.to)).sorted() {
            sections[path.section].insert(moved[path] ?? after[path.section][path.row], at: path.row)
        }
        return sections
    }
}
