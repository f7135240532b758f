extension FormTableState {
    // MARK: - Validated rows

    /// Adds a row with rules to the table's count.
    func register(_ validation: RowValidation) {
        guard let row = validation.row else { return }
        validation.table = self
        let id = ObjectIdentifier(row)
        validatedRows[id] = WeakRow(row: row)
        if !validation.passes, failingRows[id] == nil { self.row(row, passesDidChange: false) }
    }

    /// A validated row's synchronous rules started or stopped passing.
    ///
    /// - Complexity: O(1).
    func row(_ row: any FormRow, passesDidChange passes: Bool) {
        let id = ObjectIdentifier(row)
        guard validatedRows[id] != nil else { return }
        if passes {
            guard failingRows.removeValue(forKey: id) != nil else { return }
        } else {
            guard failingRows[id] == nil else { return }
            failingRows[id] = WeakRow(row: row)
        }
        if !needsRecount, host?.formRowPath(of: row) != nil {
            visibleFailingCount += passes ? -1 : 1
        }
        validityMayHaveChanged()
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
            guard let validation = row.formState.validation,
                let message = await validation.runToCompletion()
            else { continue }
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
