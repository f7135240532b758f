/// A screen that adds sections of options: both backends' `ComposedTableViewController` adopt
/// it, and gain ``addChoices(_:selection:header:footer:title:onChange:)`` and
/// ``addChoices(_:selections:header:footer:title:onChange:)`` from Core — one implementation of
/// radio groups and multiple choice for both.
@MainActor
public protocol ChoiceScreen: FormTable {
    /// The backend's option row (`OptionCell`).
    associatedtype Option: CheckableRow

    /// Starts a new section; later rows go into it.
    ///
    /// - Parameters:
    ///   - header: The section's header, or `nil`.
    ///   - footer: The section's footer, or `nil`.
    /// - Returns: The new section.
    @discardableResult
    func addSection(header: String?, footer: String?) -> SectionID

    /// Adds an option row (`OptionCell`) to the last section.
    ///
    /// - Parameters:
    ///   - title: The option's text.
    ///   - action: What selecting the option does.
    /// - Returns: The new row.
    @discardableResult
    func addOption(_ title: String, action: @escaping @MainActor () -> Void) -> Option
}

extension ChoiceScreen {
    /// Adds a section of options of which the user chooses one — a radio group — each an
    /// `OptionCell` with a checkmark, and returns the group that holds the choice.
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

    /// Adds a section of options of which the user chooses any number, each an `OptionCell`
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
            // The option holds the group; the group holds its options weakly: no cycle.
            group.add(addOption(text) { [group] in group.toggle(value) }, value: value)
        }
        return group
    }
}
