extension TableController {
    // MARK: - Rows off screen

    /// Reports that a row left the screen: a row of a lazy section that remakes its rows lets its
    /// cell go, unless ``mustKeep(_:)``; showing it again makes a new cell.
    /// - Complexity: O(1) amortized (O(*w*) in the alerts waiting, when any).
    @discardableResult
    package func rowDidLeaveScreen(_ cell: Cell, hasFocus: Bool = false) -> Bool {
        guard !hasFocus, composition.isRemakable(cell), !mustKeep(cell) else { return false }
        willDiscardCell?(cell)
        return composition.discardCell(cell)
    }

    /// Reports which rows a frame showed (a terminal, after drawing): the made cells of the
    /// sections that remake their rows that are not among them, nor held by the backend, are let
    /// go as by ``rowDidLeaveScreen(_:hasFocus:)``.
    /// - Complexity: O(*r*) in the made cells of those sections — about the rows on screen, as
    ///   each frame lets go of those it did not draw.
    @discardableResult
    package func rowsDidLeaveScreen(keepingShown shown: Set<ObjectIdentifier>, held: [Cell]) -> Int {
        guard batchDepth == 0 else { return 0 }
        var discarded = 0
        for cell in composition.remakableCells where !shown.contains(ObjectIdentifier(cell)) {
            guard !held.contains(where: { $0 === cell }), !mustKeep(cell) else { continue }
            willDiscardCell?(cell)
            if composition.discardCell(cell) { discarded += 1 }
        }
        return discarded
    }

    /// Whether the core still holds a cell whose row left the screen: a batch is open, or the cell
    /// waits for deselection or focus, is being deleted, or an alert points at it.
    /// - Complexity: O(1) (O(*w*) in the alerts waiting, when any).
    func mustKeep(_ cell: Cell) -> Bool {
        batchDepth > 0 || pendingDeselection === cell || pendingFocus === cell
            || deletionsInProgress.contains(ObjectIdentifier(cell)) || alerts?.holds(cell) == true
    }
}
