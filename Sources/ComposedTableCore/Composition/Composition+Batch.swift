/// What a batch needs to combine its mutations into one update.
struct BatchRecorder {
    /// The visible layout when the batch began: section serials and, per section, cell identities.
    let sectionsBefore: [Int]
    let cellsBefore: [[ObjectIdentifier]]
    /// Cells removed at some point during the batch; if they are back, they moved.
    var removedCells: Set<ObjectIdentifier> = []
    var reloadedCells: Set<ObjectIdentifier> = []
    var reloadedSections: Set<Int> = []
}

extension Composition {
    /// Applies several mutations as one change and returns the single update that describes it.
    ///
    /// Inside `body`, call any mutation of this composition; their individual results describe
    /// intermediate steps and can be ignored. The combined update is in batch-update terms: a
    /// backend replays it in one animated `performBatchUpdates`.
    ///
    /// ```swift
    /// let update = composition.performBatch {
    ///     composition.setCell(proxyHostCell, hidden: !isOn)
    ///     composition.setCell(proxyPortCell, hidden: !isOn)
    /// }
    /// ```
    ///
    /// A cell removed and inserted again in the same batch is reported as deleted at its old row
    /// and inserted at its new one. A section whose header or footer changed and whose rows also
    /// changed is reported as deleted and inserted, since UIKit cannot reload a section and change
    /// its rows in one batch.
    ///
    /// - Parameter body: The mutations to apply.
    /// - Returns: The combined visible change.
    /// - Precondition: Batches do not nest, and `reset()` is not called inside one.
    /// - Complexity: O(*n*) in the number of visible rows, plus the mutations themselves.
    @discardableResult
    public func performBatch(_ body: () throws -> Void) rethrows -> TableUpdate {
        precondition(batch == nil, "ComposedTable: performBatch(_:) was called inside another performBatch(_:); put all the mutations in one batch.")
        let (sectionsBefore, cellsBefore) = visibleLayout()
        batch = BatchRecorder(sectionsBefore: sectionsBefore, cellsBefore: cellsBefore)
        defer { batch = nil }
        try body()
        return combinedUpdate(from: batch.unsafelyUnwrapped)
    }

    /// The visible sections (by serial) and their visible cells (by identity).
    func visibleLayout() -> (sections: [Int], cells: [[ObjectIdentifier]]) {
        let sections = visibleSections.map(\.id.serial)
        let cells = visibleSections.indices.map { self.cells(inSection: $0).map(ObjectIdentifier.init) }
        return (sections, cells)
    }

    private func combinedUpdate(from recorder: BatchRecorder) -> TableUpdate {
        let (sectionsAfter, cellsAfter) = visibleLayout()
        var newIndexBySerial: [Int: Int] = [:]
        for (index, serial) in sectionsAfter.enumerated() { newIndexBySerial[serial] = index }
        let oldSerials = Set(recorder.sectionsBefore)

        var update = TableUpdate()
        for (index, serial) in sectionsAfter.enumerated() where !oldSerials.contains(serial) {
            update.insertedSections.append(index)
        }
        for (oldIndex, serial) in recorder.sectionsBefore.enumerated() {
            guard let newIndex = newIndexBySerial[serial] else {
                update.deletedSections.append(oldIndex)
                continue
            }
            let before = recorder.cellsBefore[oldIndex]
            let after = cellsAfter[newIndex]
            let beforeSet = Set(before)
            let afterSet = Set(after)
            let moved = recorder.removedCells
            var deleted: [RowPath] = []
            var inserted: [RowPath] = []
            var reloaded: [RowPath] = []
            for (row, cell) in before.enumerated() {
                if !afterSet.contains(cell) || moved.contains(cell) {
                    deleted.append(RowPath(section: oldIndex, row: row))
                } else if recorder.reloadedCells.contains(cell) {
                    reloaded.append(RowPath(section: oldIndex, row: row))
                }
            }
            for (row, cell) in after.enumerated() where !beforeSet.contains(cell) || moved.contains(cell) {
                inserted.append(RowPath(section: newIndex, row: row))
            }
            if recorder.reloadedSections.contains(serial) {
                if deleted.isEmpty && inserted.isEmpty {
                    update.reloadedSections.append(oldIndex)
                } else {
                    update.deletedSections.append(oldIndex)
                    update.insertedSections.append(newIndex)
                }
                continue
            }
            update.deletedRows += deleted
            update.insertedRows += inserted
            update.reloadedRows += reloaded
        }
        return TableUpdate(
            deletedSections: update.deletedSections, insertedSections: update.insertedSections,
            reloadedSections: update.reloadedSections, deletedRows: update.deletedRows,
            insertedRows: update.insertedRows, reloadedRows: update.reloadedRows
        )
    }
}
