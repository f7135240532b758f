extension FormRow {
    /// Shows the row only while a predicate holds for another row's value: a proxy's address
    /// while its switch is on.
    ///
    /// The predicate runs now (while composing this changes the model only; on screen it
    /// animates), then after every change of the source's value. Every condition that depends on
    /// the source is evaluated together and what changes applies as one animated batch, at a
    /// cost proportional to the dependents of that source, never to the table.
    ///
    /// A row with several visibility conditions shows while all hold. A hidden row keeps its
    /// state and its value — and a hidden source keeps driving the rows that depend on it; to
    /// hide a chain, let the last rows' predicates test the first row's value too. The source
    /// keeps the row weakly: a row that is released or removed from its table is no longer
    /// updated.
    ///
    /// ```swift
    /// let proxy = addCell(SwitchCell(key: "Proxy"))
    /// addCell(TextFieldCell(key: "Host")).visible(when: proxy) { $0 }
    /// addCell(TextFieldCell(key: "Port")).visible(when: proxy) { $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - source: The row whose value decides; any row of any table.
    ///   - predicate: Whether the row shows for a value of the source.
    /// - Returns: The row, for chaining.
    /// - Precondition: The row is in a table (add it first: `addCell(_:)` returns it).
    /// - Complexity: O(1) to register; O(*d*) per change of the source, for its *d* dependents.
    @discardableResult
    public func visible<Source: InputRow>(when source: Source, _ predicate: @escaping @MainActor (Source.Input) -> Bool) -> Self {
        let table = requireTable("visible(when:_:)")
        let condition = Condition(effect: .visibility, row: tableRow, section: nil, holds: true)
        formState.visibilityConditions.append(condition)
        table.add(condition, source: source, predicate: predicate)
        return self
    }

    /// Enables the row only while a predicate holds for another row's value.
    ///
    /// The predicate runs now, then after every change of the source's value. A row with several
    /// enabled conditions (or ``enabledWhenValid()``) is enabled while all allow it; the
    /// conditions own the row's `isEnabled`. The row needs no table; when it is in one, a row
    /// removed from it is no longer updated.
    ///
    /// ```swift
    /// addCell(StepperCell(key: "Copies", number: 1, in: 1...10)).enabled(when: printSwitch) { $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - source: The row whose value decides.
    ///   - predicate: Whether the row is enabled for a value of the source.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(1) to register; O(*d*) per change of the source.
    @discardableResult
    public func enabled<Source: InputRow>(when source: Source, _ predicate: @escaping @MainActor (Source.Input) -> Bool) -> Self {
        let condition = Condition(effect: .enabled, row: tableRow, section: nil, holds: true)
        formState.enabledConditions.append(condition)
        if let table = formTable {
            table.formTableState.add(condition, source: source, predicate: predicate)
        } else {
            let entry = ConditionSource<Source.Input>(table: nil, source: source)
            entry.dependents.append((condition, predicate))
            source.inputObservers.add { [entry] value, _ in entry.valueDidChange(value) }
            condition.holds = predicate(source.rowInput)
            isEnabled = formState.isEnabledByConditions
        }
        return self
    }

    /// Shows the row only while a Boolean property of a model is true.
    ///
    /// Evaluated now; when the model is `@Observable` (the Observation module, macOS 14 /
    /// iOS 17 and later), again after each change of the property made anywhere — on the main
    /// actor, with the other model conditions that changed in the same turn, as one batch.
    /// Elsewhere it is evaluated once. The model is kept weakly.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Sync now")).visible(when: settings, \.isSyncEnabled)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object.
    ///   - keyPath: The property that decides.
    /// - Returns: The row, for chaining.
    /// - Precondition: The row is in a table.
    @discardableResult
    public func visible<Model: AnyObject>(when model: Model, _ keyPath: KeyPath<Model, Bool>) -> Self {
        let table = requireTable("visible(when:_:)")
        let condition = Condition(effect: .visibility, row: tableRow, section: nil, holds: true)
        formState.visibilityConditions.append(condition)
        track(condition, model: model, keyPath, table: table)
        return self
    }

    /// Enables the row only while a Boolean property of a model is true; followed like
    /// ``visible(when:_:)-(Model,_)`` follows it.
    ///
    /// - Parameters:
    ///   - model: The model object.
    ///   - keyPath: The property that decides.
    /// - Returns: The row, for chaining.
    @discardableResult
    public func enabled<Model: AnyObject>(when model: Model, _ keyPath: KeyPath<Model, Bool>) -> Self {
        let condition = Condition(effect: .enabled, row: tableRow, section: nil, holds: true)
        formState.enabledConditions.append(condition)
        track(condition, model: model, keyPath, table: formTable?.formTableState)
        return self
    }

    private func track<Model: AnyObject>(_ condition: Condition, model: Model, _ keyPath: KeyPath<Model, Bool>, table: FormTableState?) {
        let tracker = ModelConditionTracker(model: model, keyPath, condition: condition, table: table)
        formState.retained.append(tracker)
        guard let holds = tracker.evaluate() else { return }
        if let table {
            table.apply(condition, holds: holds)
        } else {
            condition.holds = holds
            isEnabled = formState.isEnabledByConditions
        }
    }

    private func requireTable(_ method: StaticString) -> FormTableState {
        guard let table = formTable else {
            misuse(
                "ComposedTable: \(method) was called on a row (\(Self.self)) that is in no table, so there is nothing to hide it from. Add the row first (addCell(_:) returns it: addCell(row).visible(when: …)), then give it conditions."
            )
        }
        return table.formTableState
    }
}

/// A form row that stands for a row of the table without being it: a ``ChoiceRow`` stands for its
/// cell. Conditions, validation and validity name the cell, which the table holds.
@MainActor
package protocol FormRowForwarding: AnyObject {
    /// The row of the table this one stands for; `nil` once it is gone.
    var forwardedRow: (any FormRow)? { get }
}

extension FormRow {
    /// The row the table holds for this one: itself, or the cell a ``ChoiceRow`` stands for.
    var tableRow: any FormRow { (self as? any FormRowForwarding)?.forwardedRow ?? self }
}
