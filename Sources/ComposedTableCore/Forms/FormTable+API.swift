extension FormTable {
    // MARK: - Validation

    /// Runs the rules of every visible row that has some (``InputRow/validate(_:on:reporting:)``),
    /// awaiting the asynchronous ones, and shows or clears each row's message. Then the first
    /// failing row takes focus when it can (a text field), or else is scrolled on screen.
    ///
    /// Rows run one after another in the table's order; hidden rows and rows of hidden sections
    /// are skipped.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Sign up") { cell in
    ///     Task {
    ///         guard let failures = await cell.controller?.validate(), failures.isEmpty else { return }
    ///         submit()
    ///     }
    /// }).enabledWhenValid()
    /// ```
    ///
    /// - Returns: The failures in the table's order: each row, its message and where it is.
    /// - Complexity: O(*v* log *v*) in the validated rows, plus what their rules cost.
    package func validate() async -> [ValidationFailure] {
        await formTableState.validateAll()
    }

    /// Whether every visible row with rules passes its synchronous rules (asynchronous rules
    /// count in ``validate()`` only). A table without rules is valid.
    ///
    /// - Complexity: O(1): a change of a value or of the table updates the count of failing
    ///   visible rows from the rows it touched (a whole section's failing rows when a section is
    ///   hidden, shown or removed).
    package var isValid: Bool {
        formTableState.isValid
    }

    /// Called with the new ``isValid`` whenever it changes: after a value changes, or after a
    /// change of the table (a failing row hidden or shown) once the batch or the composition
    /// ends.
    package var onValidityChange: (@MainActor (Bool) -> Void)? {
        get { formTableState.onValidityChange }
        set { formTableState.onValidityChange = newValue }
    }

    // MARK: - Section conditions

    /// Shows a section only while a predicate holds for a row's value: evaluated now, then after
    /// every change of the source, with the source's other dependents in one batch.
    ///
    /// A section with several conditions shows while all hold; its rows keep their own
    /// conditions. The source keeps the condition only while this table holds its content
    /// (`reset()` and `recompose()` drop it).
    ///
    /// ```swift
    /// let custom = addSection(header: "Custom server")
    /// showSection(custom, when: serverPicker) { $0 == [2] }  // a PickerCell: its wheels' indices
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - source: The row whose value decides.
    ///   - predicate: Whether the section shows for a value of the source.
    /// - Complexity: O(1) to register; O(*d*) per change of the source.
    package func showSection<Source: InputRow>(
        _ section: SectionID, when source: Source, _ predicate: @escaping @MainActor (Source.Input) -> Bool
    ) {
        let state = formTableState
        state.add(state.sectionCondition(on: section), source: source, predicate: predicate)
    }

    /// Shows a section only while a Boolean property of a model is true; followed when the model
    /// is `@Observable`, like ``FormRow/visible(when:_:)-(Model,_)``.
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - model: The model object, kept weakly.
    ///   - keyPath: The property that decides.
    package func showSection<Model: AnyObject>(_ section: SectionID, when model: Model, _ keyPath: KeyPath<Model, Bool>) {
        let state = formTableState
        let condition = state.sectionCondition(on: section)
        let tracker = ModelConditionTracker(model: model, keyPath, condition: condition, table: state)
        state.retainedTrackers.append(tracker)
        if let holds = tracker.evaluate() { state.apply(condition, holds: holds) }
    }
}

extension FormTableState {
    /// A new condition on a section's visibility, listed with its others.
    /// - Precondition: The section is in this table.
    func sectionCondition(on section: SectionID) -> Condition {
        require(
            host?.formContainsSection(section) ?? false,
            "ComposedTable: showSection(_:when:_:) was given \(section), which is not in this table: pass a section that addSection(header:footer:) of this screen returned."
        )
        let condition = Condition(effect: .visibility, row: nil, section: section, holds: true)
        sectionConditions[section, default: []].append(condition)
        return condition
    }
}
