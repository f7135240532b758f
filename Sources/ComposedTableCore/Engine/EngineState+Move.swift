/// Where ``EngineState/moveCell(_:to:method:)`` puts a cell.
enum MoveDestination {
    /// Right after a cell of the composition.
    case after(AnyObject)
    /// Right before a cell of the composition.
    case before(AnyObject)
    /// At the end of a section (by serial).
    case end(ofSerial: Int)
}

extension EngineState {
    // MARK: - Moving

    /// Moves a cell: a removal and an insertion of the same instance in one batch (the running one,
    /// or one of its own), which the combined update reports as a move — never as a deletion and
    /// an insertion of a live cell. A hidden cell stays hidden and moves no row.
    ///
    /// Built from the batch's own removal and insertion, so that the single mutations' paths are
    /// untouched; checked before anything changes, so that a misuse names the move.
    ///
    /// - Returns: The update (empty inside a running batch, or when the cell is already there) and
    ///   the cells a batch of its own kept alive, for the caller to release after the access.
    mutating func moveCell(
        _ cell: AnyObject, to destination: MoveDestination, method: StaticString
    ) -> (update: TableUpdate, released: [AnyObject]) {
        let slotIndex = slotIndex(of: cell, in: method)
        let serial = Int(slots[slotIndex].section)
        if sectionsBySerial[serial].isLazy { lazyRowMutationFailure(serial: serial, method: method) }
        switch destination {
        case .after(let anchor), .before(let anchor):
            require(
                anchor !== cell,
                "ComposedTable: \(method) was given \(describe(cell)) as both the cell to move and its anchor. Name the cell it should follow or precede, another cell of this composition."
            )
            let anchorSerial = Int(slots[self.slotIndex(of: anchor, in: method)].section)
            if sectionsBySerial[anchorSerial].isLazy { lazyRowMutationFailure(serial: anchorSerial, method: method) }
        case .end(let target):
            if sectionsBySerial[target].isLazy { Self.lazyAppendFailure(section: sectionsBySerial[target].id, method: method) }
        }
        let wasHidden = slots[slotIndex].isHidden
        let ownsBatch = !isBatching
        if ownsBatch { beginBatch() }
        _ = removeInBatch(cell, method: method)
        switch destination {
        case .after(let anchor): _ = insertInBatch(cell, anchor: anchor, isAfter: true, method: method)
        case .before(let anchor): _ = insertInBatch(cell, anchor: anchor, isAfter: false, method: method)
        case .end(let target): _ = appendInBatch(cell, toSerial: target, method: method)
        }
        if wasHidden { _ = setCellInBatch(cell, hidden: true) }
        guard ownsBatch else { return (.none, []) }
        let (update, released) = endBatch()
        // A cell put back where it was: one move onto its own row, which is no change.
        if update.movedRows.count == 1, update.movedRows[0].from == update.movedRows[0].to,
            update == TableUpdate(movedRows: update.movedRows)
        {
            return (.none, released)
        }
        return (update, released)
    }
}
