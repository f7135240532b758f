extension TableController {
    // MARK: - Selection

    /// Whether a visible row highlights when touched and can be selected (``RowSelection``).
    package func canSelectRow(at path: RowPath) -> Bool {
        !isEditing && RowSelection.canSelect(composition.cell(at: path))
    }

    /// Runs a selected row's action when the policy allows, then deselects it (``RowSelection``).
    /// An action may hide, move or remove its own row.
    package func didSelectRow(at path: RowPath) {
        guard !isEditing else { return }  // no selection in edit mode
        let cell = composition.cell(at: path)
        let deselection = RowSelection.select(cell) { surface?.coverage ?? .none }
        switch deselection {
        case .now(let animated):
            deselect(cell, animated: animated)
        case .onReturn:
            pendingDeselection = cell
        }
    }

    /// Deselects a cell's row where it is now; nothing when it is hidden or gone (the table
    /// dropped its selection with the row).
    package func deselect(_ cell: Cell, animated: Bool) {
        guard isLoaded, let path = composition.rowPath(of: cell) else { return }
        surface?.deselectRow(at: path, animated: animated)
    }

    /// Reports that the screen will show (again): deselects the row that pushed the screen left;
    /// the first time, starts the load.
    package func viewWillAppear() {
        // A screen that left and is shown again (a menu keeps its screens) is back: it refreshes.
        hasLeft = false
        if let cell = pendingDeselection { deselect(cell, animated: true) }
        loadIfNeeded()
    }

    /// Reports UIKit's `viewIsAppearing(_:)` (laid out, before the transition): the first time,
    /// scrolls the ``initialRow`` on screen before the user sees it.
    package func viewIsAppearing() {
        revealInitialRowOnce()
    }

    /// Scrolls the initial row on screen once, unless it is the first row or already on screen.
    private func revealInitialRowOnce() {
        guard !hasAppeared, isLoaded, let surface, surface.isOnScreen else { return }
        hasAppeared = true
        guard let path = initialRow, path != composition.firstVisibleRow else { return }
        surface.prepareForUpdate()
        if !surface.isRowOnScreen(path) { surface.scrollRowOnScreen(path) }
    }

    /// Reports that the screen showed: the pending deselection is done, a field waiting for the
    /// screen takes focus, and an alert waiting for it shows.
    package func viewDidAppear() {
        revealInitialRowOnce()
        pendingDeselection = nil
        flushPendingFocus()
        alerts?.screenDidAppear()
    }

    // MARK: - Focus

    /// Gives text focus to a cell: scrolls its row on screen first, then focuses it. Waits for
    /// the open batch to replay, or for the screen to show.
    package func focus(_ cell: Cell) {
        guard composition.isFocusable(cell) else { return }
        guard batchDepth == 0, !isReplaying, isLoaded, let surface, surface.isOnScreen, let path = composition.rowPath(of: cell)
        else {
            pendingFocus = cell
            return
        }
        pendingFocus = nil
        if !surface.isRowOnScreen(path) { surface.scrollRowOnScreen(path) }
        surface.focus(cell, at: path)
    }

    /// Moves focus to the next field after a cell, or ends editing at the end of the chain.
    @discardableResult
    package func focusNext(after cell: Cell?) -> Bool {
        focusOrEndEditing(composition.focusableCell(after: cell))
    }

    /// Moves focus to the previous field before a cell, or ends editing at the start.
    @discardableResult
    package func focusPrevious(before cell: Cell?) -> Bool {
        focusOrEndEditing(composition.focusableCell(before: cell))
    }

    private func focusOrEndEditing(_ cell: Cell?) -> Bool {
        guard let cell else {
            surface?.endEditing()
            return false
        }
        focus(cell)
        return true
    }

    /// Whether a field follows a cell in the focus chain: a return key reads "Next", else "Done".
    package func hasFocusableCell(after cell: Cell) -> Bool {
        composition.focusableCell(after: cell) != nil
    }

    func flushPendingFocus() {
        guard let cell = pendingFocus, composition.contains(cell) else {
            pendingFocus = nil
            return
        }
        focus(cell)
    }
}

extension TableController {
    // MARK: - Where the user starts

    /// The row a screen starts on: ``startRow`` when it is set and its section shows a row there
    /// or after it; else its first checked option when every row with an action before it is an
    /// option too (a picker opens on the current choice, also below a slider), else the first row
    /// the user works with (``isTabStop(_:)``: a button, a switch, a stepper or slider, a field —
    /// a settings screen with a choice further down opens at its top), else its first row; `nil`
    /// when it shows no row.
    /// - Complexity: O(*n*) in the visible rows before the first lazy section in the worst case
    ///   (a list of options with none checked); O(log *n*) for ``startRow``; once per screen.
    package var initialRow: RowPath? {
        if let startRow, let path = startPath(startRow) { return path }
        var firstWorkedWith: RowPath?
        var path = composition.firstVisibleRow
        while let current = path {
            let cell = composition.cell(at: current)
            if let content = cell as? any RowContent, content.accessory == .checkmark { return current }
            if isTabStop(cell) {  // a row the user works with: a button, a switch, a slider, a field
                if firstWorkedWith == nil { firstWorkedWith = current }
                // A row with an action that is not an option: this is not a choice list, so start
                // at the top. (An input without one, a slider above the options, does not decide.)
                if RowSelection.canSelect(cell), !(cell is any CheckableRow) { return firstWorkedWith }
            }
            if composition.isLazy(visibleSection: current.section) { return firstWorkedWith ?? current }
            path = composition.row(after: current)
        }
        return firstWorkedWith ?? composition.firstVisibleRow
    }

    /// The shown row at or after a start row's index in its section, if any.
    private func startPath(_ start: (section: SectionID, index: Int)) -> RowPath? {
        guard composition.contains(section: start.section) else { return nil }
        if composition.isLazy(start.section) { return composition.firstShownRow(fromIndex: start.index, in: start.section) }
        // An eager section: its cells in order, hidden ones included, from the index on.
        guard let sectionIndex = composition.visibleIndex(of: start.section) else { return nil }
        let cells = composition.allCells(in: start.section)
        guard start.index >= 0, start.index < cells.count else { return nil }
        for cell in cells[start.index...] {
            if case .visible(let path) = composition.location(of: cell), path.section == sectionIndex { return path }
        }
        return nil
    }

    /// The next selectable row after a row, across sections (Tab after a form's last field).
    /// - Complexity: O(*d*) in the rows walked.
    package func selectableRow(after path: RowPath) -> RowPath? {
        firstRow(from: composition.row(after: path), step: composition.row(after:)) { RowSelection.canSelect($0) }
    }

    /// The previous row before a row that can be selected, across sections.
    /// - Complexity: O(*d*) in the rows walked.
    package func selectableRow(before path: RowPath) -> RowPath? {
        firstRow(from: composition.row(before: path), step: composition.row(before:)) { RowSelection.canSelect($0) }
    }

    /// The first row from `start` on, walking by `step`, whose cell passes `test`.
    private func firstRow(from start: RowPath?, step: (RowPath) -> RowPath?, where test: (Cell) -> Bool) -> RowPath? {
        var next = start
        while let current = next {
            if test(composition.cell(at: current)) { return current }
            next = step(current)
        }
        return nil
    }
}

extension TableController {
    // MARK: - Tab stops

    /// Whether Tab stops on a cell: an enabled row that takes focus, is an ``InputRow`` or has an
    /// action.
    package func isTabStop(_ cell: Cell) -> Bool {
        guard let row = cell as? any RowBehavior, row.isEnabled else { return false }
        return row.hasAction || row.takesTextFocus || cell is any InputRow
    }

    /// The next tab stop in visible order (from no row, the first); ``tabStop(before:)`` walks back.
    /// - Complexity: O(*d*) in the rows walked.
    package func tabStop(after path: RowPath?) -> RowPath? {
        firstRow(from: path.map(composition.row(after:)) ?? composition.firstVisibleRow, step: composition.row(after:), where: isTabStop)
    }

    /// The previous tab stop in visible order; from no row, the last.
    /// - Complexity: O(*d*) in the rows walked.
    package func tabStop(before path: RowPath?) -> RowPath? {
        firstRow(from: path.map(composition.row(before:)) ?? composition.lastVisibleRow, step: composition.row(before:), where: isTabStop)
    }
}

extension TableController {
    // MARK: - A row's second action

    /// Reports that the user asked for a row's second action — its detail (ⓘ) button on UIKit,
    /// the `i` key in a terminal — and runs it when the policy allows: the row is in this table,
    /// visible, and enabled (a disabled row's button does nothing, like its row).
    /// - Complexity: O(1), plus what `action` costs.
    @discardableResult
    package func didTapDetailButton(of cell: Cell, perform action: () -> Void) -> Bool {
        guard composition.rowPath(of: cell) != nil else { return false }
        if let row = cell as? any RowBehavior, !row.isEnabled { return false }
        action()
        return true
    }
}
