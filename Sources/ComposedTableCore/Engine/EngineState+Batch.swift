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

extension EngineState {
    mutating func beginBatch() {
        precondition(
            batch == nil, "ComposedTable: performBatch(_:) was called inside another performBatch(_:); put all the mutations in one batch.")
        let (sectionsBefore, cellsBefore) = visibleLayout()
        batch = BatchRecorder(sectionsBefore: sectionsBefore, cellsBefore: cellsBefore)
    }

    mutating func endBatch() -> TableUpdate {
        let recorder = batch.unsafelyUnwrapped
        batch = nil
        return combinedUpdate(from: recorder)
    }

    /// The visible sections (by serial) and their visible cells (by identity).
    func visibleLayout() -> (sections: [Int], cells: [[ObjectIdentifier]]) {
        (visibleSerials, visibleSerials.map { visibleCells(ofSerial: $0).map(ObjectIdentifier.init) })
    }

    private func combinedUpdate(from recorder: BatchRecorder) -> TableUpdate {
        let (sectionsAfter, cellsAfter) = visibleLayout()
        var newIndexBySerial: [Int: Int] = [:]
        for (index, serial) in sectionsAfter.enumerated() { newIndexBySerial[serial] = index }
        let oldSerials = Set(recorder.sectionsBefore)

        var update = TableUpdate.Lists()
        for (index, serial) in sectionsAfter.enumerated() where !oldSerials.contains(serial) {
            update.insertedSections.append(index)
        }
        let moved = recorder.removedCells
        for (oldIndex, serial) in recorder.sectionsBefore.enumerated() {
            guard let newIndex = newIndexBySerial[serial] else {
                update.deletedSections.append(oldIndex)
                continue
            }
            let before = recorder.cellsBefore[oldIndex]
            let after = cellsAfter[newIndex]
            let beforeSet = Set(before)
            let afterSet = Set(after)
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
        // Sections are appended out of order (escalated reloads); the initializer sorts.
        return TableUpdate(
            deletedSections: update.deletedSections, insertedSections: update.insertedSections,
            reloadedSections: update.reloadedSections, deletedRows: update.deletedRows,
            insertedRows: update.insertedRows, reloadedRows: update.reloadedRows
        )
    }
}
