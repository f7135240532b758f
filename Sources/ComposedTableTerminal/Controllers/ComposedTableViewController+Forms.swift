#if !canImport(UIKit)
public import ComposedTableCore

extension ComposedTableViewController {
    // MARK: - Forms

    /// Runs the rules of every visible row that has some, awaiting the asynchronous ones, shows
    /// or clears each row's message, and moves focus to the first failing row (or scrolls to
    /// it). Core's `TableController.validate()` decides; see it for the details.
    ///
    /// ```swift
    /// addCell(ButtonCell(title: "Create Account") { cell in
    ///     Task {
    ///         guard let failures = await cell.controller?.validate(), failures.isEmpty else { return }
    ///         // submit
    ///     }
    /// }).enabledWhenValid()
    /// ```
    ///
    /// - Returns: The failures in the table's order: each row, its message and where it is.
    /// - Complexity: O(*v* log *v*) in the validated rows, plus what their rules cost.
    public func validate() async -> [ValidationFailure] {
        await core.validate()
    }

    /// Whether every visible row with rules passes its synchronous rules; a table without rules
    /// is valid.
    ///
    /// - Complexity: O(1) after a change of a value.
    public var isValid: Bool { core.isValid }

    /// Called with the new ``isValid`` whenever it changes.
    public var onValidityChange: (@MainActor (Bool) -> Void)? {
        get { core.onValidityChange }
        set { core.onValidityChange = newValue }
    }

    /// Shows a section only while a predicate holds for a row's value: evaluated now, then after
    /// every change of the source, with the source's other dependents in one animated batch.
    ///
    /// ```swift
    /// let networks = addSection(header: "Networks")
    /// showSection(networks, when: wifi) { $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - source: The row whose value decides.
    ///   - predicate: Whether the section shows for a value of the source.
    /// - Complexity: O(1) to register; O(*d*) in the source's dependents per change.
    public func showSection<Source: InputRow>(
        _ section: SectionID, when source: Source, _ predicate: @escaping @MainActor (Source.Input) -> Bool
    ) {
        core.showSection(section, when: source, predicate)
    }

    /// Shows a section only while a Boolean property of an `Observable` model is true (without
    /// Observation — before iOS 17 and macOS 14 — it is evaluated once).
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - model: The model; held weakly.
    ///   - keyPath: The property that decides.
    public func showSection<Model: AnyObject>(_ section: SectionID, when model: Model, _ keyPath: KeyPath<Model, Bool>) {
        core.showSection(section, when: model, keyPath)
    }

    /// Adds a section of options of which the user chooses one — a radio group — each an
    /// ``OptionCell`` with a checkmark, and returns the group that holds the choice.
    ///
    /// The rows hold the group and the group holds its rows weakly, so no closure needs to
    /// capture either: `onChange` receives the group and the value chosen.
    ///
    /// ```swift
    /// addChoices(["Small", "Medium", "Large"], selection: "Medium", header: "Size") { group, size in
    ///     print("Size:", size)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - values: The options, in order; each once.
    ///   - selection: The option chosen at first, or `nil`.
    ///   - header: The new section's header, or `nil`.
    ///   - footer: The new section's footer, or `nil`.
    ///   - title: The key path of an option's text (`\.name`); `nil` shows `String(describing:)`.
    ///   - onChange: Called after the user chose an option, with the group and the option.
    /// - Returns: The group; its ``ChoiceGroup/selection`` is the choice.
    /// - Complexity: O(*n*) in the options.
    @discardableResult
    public func addChoices<Value: Hashable>(
        _ values: [Value], selection: Value?, header: String? = nil, footer: String? = nil,
        title: KeyPath<Value, String>? = nil,
        onChange: (@MainActor (ChoiceGroup<Value>, Value) -> Void)? = nil
    ) -> ChoiceGroup<Value> {
        addOptions(values, to: ChoiceGroup(selection: selection, onChange: onChange), header: header, footer: footer, title: title)
    }

    /// Adds a section of options of which the user chooses any number, each an ``OptionCell``
    /// that toggles its checkmark, and returns the group that holds the choice.
    ///
    /// ```swift
    /// addChoices(["Mail", "Messages", "Phone"], selections: ["Mail"], header: "Notify by") { group, _ in
    ///     print(group.selections)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - values: The options, in order; each once.
    ///   - selections: The options chosen at first.
    ///   - header: The new section's header, or `nil`.
    ///   - footer: The new section's footer, or `nil`.
    ///   - title: The key path of an option's text (`\.name`); `nil` shows `String(describing:)`.
    ///   - onChange: Called after the user toggled an option, with the group and the option.
    /// - Returns: The group; its ``ChoiceGroup/selections`` is the choice.
    /// - Complexity: O(*n*) in the options.
    @discardableResult
    public func addChoices<Value: Hashable>(
        _ values: [Value], selections: Set<Value>, header: String? = nil, footer: String? = nil,
        title: KeyPath<Value, String>? = nil,
        onChange: (@MainActor (ChoiceGroup<Value>, Value) -> Void)? = nil
    ) -> ChoiceGroup<Value> {
        addOptions(values, to: ChoiceGroup(selections: selections, onChange: onChange), header: header, footer: footer, title: title)
    }

    private func addOptions<Value: Hashable>(
        _ values: [Value], to group: ChoiceGroup<Value>, header: String?, footer: String?, title: KeyPath<Value, String>?
    ) -> ChoiceGroup<Value> {
        addSection(header: header, footer: footer)
        for value in values {
            let text = title.map { value[keyPath: $0] } ?? String(describing: value)
            let option = addCell(OptionCell(key: text) { [group] _ in group.toggle(value) })
            group.add(option, value: value)
        }
        return group
    }
}
#endif
