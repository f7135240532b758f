/// What a batch needs to combine its mutations into one update.
struct BatchRecorder {
    /// The visible layout when the batch began: section serials and, per section, cell identities.
    let sectionsBefore: [Int]
    let cellsBefore: [[ObjectIdentifier]]
    /// Cells removed at some point during the batch; if they are back, they moved.
    var removedCells: Set<ObjectIdentifier> = []
    /// The removed cells themselves, kept alive until the batch ends: a cell freed during the
    /// batch could leave its address (its identity) to a new cell, which would then look moved.
    var retainedCells: [AnyObject] = []
    var reconfiguredSections: Set<Int> = []
    /// Sections whose header or footer appeared or went: a reload when they are still shown.
    var supplementsAppearingOrGoing: Set<Int> = []
}

extension EngineState {
    mutating func beginBatch() {
        require(
            batch == nil, "ComposedTable: performBatch(_:) was called inside another performBatch(_:); put all the mutations in one batch.")
        let (sectionsBefore, cellsBefore) = visibleLayout()
        batch = BatchRecorder(sectionsBefore: sectionsBefore, cellsBefore: cellsBefore)
    }

    /// Ends the batch; returns its update and the cells it kept alive, which the caller releases
    /// once the engine's access has ended.
    mutating func endBatch() -> (update: TableUpdate, released: [AnyObject]) {
        let recorder = batch.unsafelyUnwrapped
        batch = nil
        return (combinedUpdate(from: recorder), recorder.retainedCells)
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
        let moved = recorder.removedCells

        // Where each moved cell was, for the ones that are back: a move, not a delete and an insert.
        var oldPathOfMoved: [ObjectIdentifier: RowPath] = [:]
        if !moved.isEmpty {
            for (oldIndex, cells) in recorder.cellsBefore.enumerated() {
                for (row, cell) in cells.enumerated() where moved.contains(cell) {
                    oldPathOfMoved[cell] = RowPath(section: oldIndex, row: row)
                }
            }
        }
        var update = TableUpdate.Lists()
        var deletedSectionSet = Set<Int>()
        for (oldIndex, serial) in recorder.sectionsBefore.enumerated() where newIndexBySerial[serial] == nil {
            update.deletedSections.append(oldIndex)
            deletedSectionSet.insert(oldIndex)
        }
        var movedAway = Set<ObjectIdentifier>()
        for (newIndex, serial) in sectionsAfter.enumerated() {
            let isInserted = !oldSerials.contains(serial)
            if isInserted { update.insertedSections.append(newIndex) }
            for (row, cell) in cellsAfter[newIndex].enumerated() {
                guard let from = oldPathOfMoved[cell] else { continue }
                if isInserted || deletedSectionSet.contains(from.section) {
                    // UIKit cannot move a row out of a deleted section or into an inserted one.
                    update.requiresReload = true
                    if !isInserted { update.insertedRows.append(RowPath(section: newIndex, row: row)) }
                    if !deletedSectionSet.contains(from.section) { update.deletedRows.append(from) }
                } else {
                    update.movedRows.append(RowMove(from: from, to: RowPath(section: newIndex, row: row)))
                }
                movedAway.insert(cell)
            }
        }
        for (oldIndex, serial) in recorder.sectionsBefore.enumerated() {
            guard let newIndex = newIndexBySerial[serial] else { continue }
            let before = recorder.cellsBefore[oldIndex]
            let after = cellsAfter[newIndex]
            let beforeSet = Set(before)
            let afterSet = Set(after)
            for (row, cell) in before.enumerated() {
                if !afterSet.contains(cell) && !movedAway.contains(cell) {
                    update.deletedRows.append(RowPath(section: oldIndex, row: row))
                }
            }
            for (row, cell) in after.enumerated() where !beforeSet.contains(cell) && !movedAway.contains(cell) {
                update.insertedRows.append(RowPath(section: newIndex, row: row))
            }
            if recorder.reconfiguredSections.contains(serial) {
                update.reconfiguredSections.append(oldIndex)
                if recorder.supplementsAppearingOrGoing.contains(serial) { update.requiresReload = true }
            }
        }
        // Rows and sections are appended out of order; the initializer sorts.
        return TableUpdate(
            deletedSections: update.deletedSections, insertedSections: update.insertedSections,
            reloadedSections: update.reloadedSections, deletedRows: update.deletedRows,
            insertedRows: update.insertedRows, reloadedRows: update.reloadedRows,
            movedRows: update.movedRows, reconfiguredSections: update.reconfiguredSections,
            requiresReload: update.requiresReload
        )
    }
}
