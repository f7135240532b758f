extension FormTableState {
    /// The dependents of a source in this table, created (with the source's one observer) on
    /// the first condition.
    func conditionSource<Source: InputRow>(for source: Source) -> ConditionSource<Source.Input> {
        let id = ObjectIdentifier(source)
        if let existing = conditionSources[id]?.entry as? ConditionSource<Source.Input>, existing.source === source {
            return existing
        }
        let entry = ConditionSource<Source.Input>(table: self, source: source)
        // The source owns its observer, the observer the entry; the table only points at it.
        source.inputObservers.add { [entry] value, _ in entry.valueDidChange(value) }
        conditionSources[id] = WeakConditionSource(entry: entry)
        return entry
    }

    /// Adds a condition on a row or section to a source's dependents and applies it now.
    func add<Source: InputRow>(_ condition: Condition, source: Source, predicate: @escaping @MainActor (Source.Input) -> Bool) {
        conditionSource(for: source).dependents.append((condition, predicate))
        apply(condition, holds: predicate(source.rowInput))
    }

    /// Applies a condition's answer now (one batch when it hides or shows).
    func apply(_ condition: Condition, holds: Bool) {
        var changes = ConditionChanges()
        // A new condition counts even when it agrees with the default.
        condition.holds = !holds
        changes.evaluate(condition, holds: holds)
        changes.apply(in: self)
    }

    /// Whether every condition on a section holds.
    func isShownByConditions(_ section: SectionID) -> Bool {
        sectionConditions[section, default: []].allSatisfy(\.holds)
    }
}
