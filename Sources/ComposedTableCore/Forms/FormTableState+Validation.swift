extension FormTableState {
    // MARK: - Validated rows

    /// Adds a row with rules to the table's count, in O(1).
    func register(_ validation: RowValidation) {
        guard let row = validation.row else { return }
        validation.table = self
        let id = ObjectIdentifier(row)
        if let known = validatedRows[id], known.row !== row {
            // A row that is gone left its entry, and a new row has its address.
            forgetFailing(id)
        }
        validatedRows[id] = WeakRow(row: row)
        host?.formNoteChanges(into: changeLog)
        if !validation.passes, failingRows[id] == nil { self.row(row, passesDidChange: false) }
    }

    /// A validated row's synchronous rules started or stopped passing, in O(1).
    func row(_ row: any FormRow, passesDidChange passes: Bool) {
        let id = ObjectIdentifier(row)
        guard validatedRows[id] != nil else { return }
        if passes {
            guard failingRows[id] != nil else { return }
            forgetFailing(id)
        } else {
            guard failingRows[id] == nil else { return }
            failingRows[id] = FailingRow(row: row)
            place(id)
        }
        validityMayHaveChanged()
    }

    // MARK: - Counting from what changed

    /// Updates the count of visible failing rows from the cells and sections noted since the
    /// last call. O(*c*) in the cells noted plus O(*f*) per section noted, never the table.
    func applyNotedChanges() {
        guard !changeLog.isEmpty else { return }
        let (cells, sections) = changeLog.take()
        guard !failingRows.isEmpty else { return }
        for id in cells where failingRows[id] != nil { place(id) }
        var seen = Set<SectionID>()
        for section in sections where seen.insert(section).inserted {
            // Taken out, so that each row goes back under the section it is in now.
            guard let ids = failingRowsBySection.removeValue(forKey: section) else { continue }
            for id in ids {
                failingRows[id]?.section = nil
                place(id)
            }
        }
    }

    /// Looks up where a failing row is now, and counts it when it shows, in O(1).
    private func place(_ id: ObjectIdentifier) {
        // In place: a copy of the entry would copy its weak reference, twice.
        guard let index = failingRows.index(forKey: id) else { return }
        rowEvaluations += 1
        guard let row = failingRows.values[index].row else {
            // Gone: it no longer counts, and its rules with it.
            forgetFailing(id)
            if validatedRows[id]?.row == nil { validatedRows[id] = nil }
            return
        }
        let place = host?.formPlace(of: row)
        let section = failingRows.values[index].section
        if place?.section != section {
            if let section { unindex(id, from: section) }
            if let new = place?.section { failingRowsBySection[new, default: []].insert(id) }
            failingRows.values[index].section = place?.section
        }
        let counts = place?.isVisible ?? false
        if counts != failingRows.values[index].isCounted {
            visibleFailingCount += counts ? 1 : -1
            failingRows.values[index].isCounted = counts
        }
    }

    /// Drops a row from the failing rows and from the count.
    private func forgetFailing(_ id: ObjectIdentifier) {
        guard let entry = failingRows.removeValue(forKey: id) else { return }
        if let section = entry.section { unindex(id, from: section) }
        if entry.isCounted { visibleFailingCount -= 1 }
    }

    private func unindex(_ id: ObjectIdentifier, from section: SectionID) {
        guard var ids = failingRowsBySection.removeValue(forKey: section) else { return }
        ids.remove(id)
        if !ids.isEmpty { failingRowsBySection[section] = ids }
    }

    /// The visible failing rows counted from scratch: every validated row looked up. For tests,
    /// which compare it with ``isValid``'s count after random changes.
    /// - Complexity: O(*v*) in the validated rows.
    package var visibleFailingRowsRecounted: Int {
        guard let host else { return 0 }
        var count = 0
        for entry in validatedRows.values {
            guard let row = entry.row, let validation = row.formState.validation, !validation.passes else { continue }
            if host.formRowPath(of: row) != nil { count += 1 }
        }
        return count
    }

    /// The visible failing rows as the table keeps them, its noted changes applied first. For
    /// tests.
    package var visibleFailingRowCount: Int {
        applyNotedChanges()
        return visibleFailingCount
    }

    /// Reports a change of ``isValid`` to the rows that follow it and to ``onValidityChange``,
    /// unless the table is composing or in a batch (it reports after).
    func validityMayHaveChanged() {
        guard host?.formIsChanging != true else { return }
        let isValid = isValid
        guard isValid != reportedValidity else { return }
        reportedValidity = isValid
        for (id, entry) in validityFollowers {
            guard let row = entry.row else {
                validityFollowers[id] = nil
                continue
            }
            row.isEnabled = row.formState.isEnabledByConditions
        }
        onValidityChange?(isValid)
    }

    /// Makes a row follow the table's validity: enabled only while it is valid.
    func follow(_ row: any FormRow) {
        validityFollowers[ObjectIdentifier(row)] = WeakRow(row: row)
        row.formState.validityTable = self
        row.isEnabled = row.formState.isEnabledByConditions
    }

    // MARK: - Submitting

    /// Runs every rule of the visible validated rows, in the table's order, and reveals the
    /// first failing row.
    func validateAll() async -> [ValidationFailure] {
        guard let host else { return [] }
        var rows: [(path: RowPath, row: any FormRow)] = []
        for (id, entry) in validatedRows {
            guard let row = entry.row else {
                validatedRows[id] = nil
                continue
            }
            if let path = host.formRowPath(of: row) { rows.append((path, row)) }
        }
        rows.sort { $0.path < $1.path }
        var failures: [ValidationFailure] = []
        for (path, row) in rows {
            guard let validation = row.formState.validation, let message = await validation.runToCompletion() else { continue }
            // The table may have changed while a rule awaited: report where the row is now.
            let current = self.host?.formRowPath(of: row) ?? path
            failures.append(ValidationFailure(row: row, message: message, path: current))
        }
        failures.sort { $0.path < $1.path }
        if let first = failures.first, self.host?.formRowPath(of: first.row) != nil {
            self.host?.formReveal(first.row)
        }
        return failures
    }
}
