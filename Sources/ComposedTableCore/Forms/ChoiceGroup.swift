/// A radio group or a multiple choice: rows that show a checkmark (`OptionCell`), one per
/// value, and the selection they make together.
///
/// The group keeps its rows weakly and each row keeps the group (a ``FormRow`` holds it in its
/// form bookkeeping; the backends' option actions capture it), so however a
/// screen is written — the group in a local, each option's action using it — there is no
/// retain cycle: the group lives as long as one of its rows, and goes with them.
///
/// A tap on an option calls ``toggle(_:)`` (the backends' `addChoices` wires it); code sets
/// ``selection`` or ``selections``. The checkmarks follow either way; ``onChange`` runs after a
/// user's change only. The group is an ``InputRow`` of its selections, so rows can be bound to
/// it, validated against it, or shown by it:
///
/// ```swift
/// let size = ChoiceGroup<String>(selection: "M") { group, _ in summary.value = group.selection }
/// for value in ["S", "M", "L"] {
///     let option = addCell(OptionCell(key: value) { _ in size.toggle(value) })
///     size.add(option, value: value)
/// }
/// addCell(TextFieldCell(key: "Note")).visible(when: size) { $0.contains("L") }
/// ```
@MainActor
public final class ChoiceGroup<Value: Hashable>: InputBackedRow {
    /// Whether several values can be chosen (a multiple choice) rather than one (a radio group).
    package let allowsMultipleSelection: Bool
    /// Whether the user may end with nothing chosen: tapping the chosen option of a radio group
    /// unchooses it, and the last chosen option of a multiple choice can be unchosen.
    public var allowsEmptySelection: Bool
    /// Called after the user chose or unchose a value, with the group and that value; read
    /// ``selection`` or ``selections`` for the result.
    ///
    /// It may capture other rows of the table (a summary row), but not the group's own options —
    /// they hold the group, so that would be a cycle: reach them with ``row(for:)``.
    public var onChange: (@MainActor (_ group: ChoiceGroup<Value>, _ value: Value) -> Void)?
    /// Called after every change of ``selections``.
    public let inputObservers = InputObservers<Set<Value>>()

    /// The values of the group, in the order their rows were added.
    package private(set) var values: [Value] = []
    private var rows: [Value: WeakCheckable] = [:]
    private var chosen: Set<Value>

    /// Creates a radio group: one value chosen at most.
    ///
    /// - Parameters:
    ///   - selection: The value chosen at first, or `nil`.
    ///   - allowsEmptySelection: Whether tapping the chosen option unchooses it.
    ///   - onChange: Called after the user's change.
    public init(
        selection: Value? = nil, allowsEmptySelection: Bool = false,
        onChange: (@MainActor (_ group: ChoiceGroup<Value>, _ value: Value) -> Void)? = nil
    ) {
        allowsMultipleSelection = false
        self.allowsEmptySelection = allowsEmptySelection
        self.onChange = onChange
        chosen = selection.map { [$0] } ?? []
    }

    /// Creates a multiple choice: any number of values chosen.
    ///
    /// - Parameters:
    ///   - selections: The values chosen at first.
    ///   - allowsEmptySelection: Whether the last chosen value can be unchosen.
    ///   - onChange: Called after the user's change.
    public init(
        selections: Set<Value>, allowsEmptySelection: Bool = true,
        onChange: (@MainActor (_ group: ChoiceGroup<Value>, _ value: Value) -> Void)? = nil
    ) {
        allowsMultipleSelection = true
        self.allowsEmptySelection = allowsEmptySelection
        self.onChange = onChange
        chosen = selections
    }

    // MARK: - Rows

    /// Adds a row for a value: its checkmark shows whether the value is chosen, and the row
    /// keeps the group alive (when it is a ``FormRow``; otherwise keep the group yourself).
    ///
    /// - Parameters:
    ///   - row: A row not yet in the group.
    ///   - value: Its value, not yet in the group.
    /// - Complexity: O(1).
    package func add<Row: CheckableRow>(_ row: Row, value: Value) {
        require(
            rows[value] == nil,
            "ComposedTable: ChoiceGroup.add(_:value:) was given the value \(value), which the group already has; each value has one row.")
        require(
            !rows.values.contains { $0.row === row },
            "ComposedTable: ChoiceGroup.add(_:value:) was given a \(Row.self) that is already in the group, for the value \(value); each row has one value."
        )
        values.append(value)
        rows[value] = WeakCheckable(row: row)
        row.isChecked = chosen.contains(value)
        (row as? any FormRow)?.formState.retained.append(self)
    }

    /// The row of a value, while it exists.
    ///
    /// - Parameter value: A value of the group.
    package func row(for value: Value) -> (any CheckableRow)? { rows[value]?.row }

    // MARK: - The selection

    /// The chosen value of a radio group (of a multiple choice: the first chosen value in the
    /// rows' order), or `nil`. Setting it chooses only that value, without calling ``onChange``.
    ///
    /// - Precondition: A value set is a value of the group.
    public var selection: Value? {
        get {
            if !allowsMultipleSelection { return chosen.first }
            return values.first(where: chosen.contains)
        }
        set {
            if let newValue { requireValue(newValue, "selection") }
            setChosen(newValue.map { [$0] } ?? [], byUser: false)
        }
    }

    /// The chosen values. Setting them does not call ``onChange``.
    ///
    /// - Precondition: Every value set is a value of the group; a radio group gets one at most.
    public var selections: Set<Value> {
        get { chosen }
        set {
            for value in newValue { requireValue(value, "selections") }
            require(
                allowsMultipleSelection || newValue.count <= 1,
                "ComposedTable: ChoiceGroup.selections was given \(newValue.count) values for a radio group, which chooses one; create the group with init(selections:) for a multiple choice."
            )
            setChosen(newValue, byUser: false)
        }
    }

    /// The chosen values, as an ``InputRow``'s value: ``selections``.
    package var input: Set<Value> {
        get { selections }
        set { selections = newValue }
    }

    /// Chooses a value as the user does: a radio group's other value is unchosen. Calls
    /// ``onChange`` when the selection changed.
    ///
    /// - Parameter value: A value of the group.
    /// - Complexity: O(1) plus the rows whose checkmark changes.
    public func select(_ value: Value) {
        requireValue(value, "select(_:)")
        var new = allowsMultipleSelection ? chosen : []
        new.insert(value)
        userChose(new, value)
    }

    /// What a tap on a value's row does: a radio group chooses it (or unchooses it, when it is
    /// chosen and ``allowsEmptySelection``); a multiple choice chooses or unchooses it (the last
    /// one only when ``allowsEmptySelection``). Calls ``onChange`` when the selection changed.
    ///
    /// - Parameter value: A value of the group.
    /// - Complexity: O(1) plus the rows whose checkmark changes.
    public func toggle(_ value: Value) {
        requireValue(value, "toggle(_:)")
        guard chosen.contains(value) else { return select(value) }
        guard allowsEmptySelection || chosen.count > 1 else { return }
        var new = chosen
        new.remove(value)
        userChose(new, value)
    }

    private func userChose(_ new: Set<Value>, _ value: Value) {
        guard new != chosen else { return }
        setChosen(new, byUser: true)
        onChange?(self, value)
    }

    private func setChosen(_ new: Set<Value>, byUser: Bool) {
        guard new != chosen else { return }
        let old = chosen
        chosen = new
        for value in old.symmetricDifference(new) { rows[value]?.row?.isChecked = new.contains(value) }
        inputObservers.notify(new, byUser: byUser)
    }

    private func requireValue(_ value: Value, _ method: String) {
        require(
            rows[value] != nil,
            "ComposedTable: ChoiceGroup.\(method) was given the value \(value), which is not in the group (its values: \(values.map { "\($0)" }.joined(separator: ", "))). Add a row for it with add(_:value:) first."
        )
    }
}

struct WeakCheckable {
    weak var row: (any CheckableRow)?
}

extension ChoiceGroup {
    /// Binds a radio group to a model's property: the group checks the model's value now, and
    /// each choice the user makes is written back (with an `Observable` model, a change made
    /// elsewhere moves the checkmark).
    ///
    /// ```swift
    /// addChoices(["Light", "Dark", "Automatic"], selection: nil, header: "Appearance")
    ///     .bind(to: settings, \.appearance)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly.
    ///   - keyPath: The property, of the options' type.
    /// - Returns: The group, for chaining.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>) -> Self {
        let initial = model[keyPath: keyPath]
        return bind(
            to: model, keyPath, toInput: { [$0] },
            // A radio group always holds one choice after the user's; the model's value otherwise.
            toModel: { [weak model] choices in choices.first ?? model?[keyPath: keyPath] ?? initial })
    }
}
