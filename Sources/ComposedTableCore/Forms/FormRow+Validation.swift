extension InputRow where Self: FormRow {
    /// Gives the row rules for its value: they run when the trigger says, and in the table's
    /// `validate()`; the first failing rule's message shows under the row (or every failing
    /// rule's, one per line, with `reporting: .everyFailure`).
    ///
    /// Synchronous rules run first, in order, then asynchronous ones. Once a message shows,
    /// every change of the value runs the rules again, so a fixed mistake stops showing while
    /// the user types. The row counts in the table's `isValid` while it is visible (hidden rows
    /// and rows in hidden sections do not count). Calling it again adds rules; a trigger given
    /// again replaces the row's trigger.
    ///
    /// ```swift
    /// let email = addCell(TextFieldCell(key: "E-mail", keyboardType: .emailAddress))
    /// email.validate(.required(), .email(), on: .endEditing)
    /// ```
    ///
    /// - Parameters:
    ///   - rules: The rules, in order.
    ///   - trigger: When the rules run on their own; `nil` for the default — ``ValidationTrigger/endEditing``
    ///     for text (`String` input), ``ValidationTrigger/change`` for every other input (a
    ///     choice of strings included).
    ///   - reporting: Which failing rules' messages show: `nil` keeps what the row has, at first
    ///     ``ValidationReporting/firstFailure``; ``ValidationReporting/everyFailure`` shows each
    ///     failing rule's message on a line of its own.
    /// - Returns: The row, for chaining.
    /// - Precondition: The row is in a table (add it first: `addCell(_:)` returns it).
    /// - Complexity: O(*r*) in the rules, to check the current value.
    @discardableResult
    public func validate(
        _ rules: ValidationRule<Input>..., on trigger: ValidationTrigger? = nil, reporting: ValidationReporting? = nil
    ) -> Self {
        guard let table = formTable else {
            misuse(
                "ComposedTable: validate(_:on:) was called on a row (\(Self.self)) that is in no table. Add the row first (addCell(_:) returns it: addCell(row).validate(…)), then give it rules."
            )
        }
        if let validation = formState.validation {
            guard let list = validation.rules as? RuleList<Input> else {
                misuse("ComposedTable: validate(_:on:) was given rules of another value type for a \(Self.self).")
            }
            list.rules += rules
            if let trigger { validation.trigger = trigger }
            if let reporting { list.reporting = reporting }
            validation.updatePasses()
            table.formTableState.register(validation)
            return self
        }
        let list = RuleList<Input>()
        list.rules = rules
        list.reporting = reporting ?? .firstFailure
        let validation = RowValidation(
            row: tableRow, rules: list,
            trigger: trigger ?? (Input.self == String.self && !(self is any FormRowForwarding) ? .endEditing : .change),
            syncMessage: { [weak self, list] in
                guard let self else { return nil }
                let value = self.rowInput
                var messages: [String] = []
                for rule in list.rules {
                    guard case .sync(let isValid) = rule.check, !isValid(value) else { continue }
                    if list.reporting == .firstFailure { return rule.message }
                    messages.append(rule.message)
                }
                return messages.isEmpty ? nil : messages.joined(separator: "\n")
            },
            asyncWork: { [weak self, list] in
                guard let self else { return nil }
                let checks = list.rules.compactMap { rule -> (String, @MainActor (Input) async -> Bool)? in
                    if case .async(let isValid) = rule.check { return (rule.message, isValid) }
                    return nil
                }
                guard !checks.isEmpty else { return nil }
                let value = self.rowInput
                let reportsEvery = list.reporting == .everyFailure
                return {
                    var messages: [String] = []
                    for (message, isValid) in checks {
                        if Task.isCancelled { return nil }
                        guard await !isValid(value) else { continue }
                        if !reportsEvery { return message }
                        messages.append(message)
                    }
                    return messages.isEmpty ? nil : messages.joined(separator: "\n")
                }
            })
        formState.validation = validation
        inputObservers.add { [weak self] _, byUser in self?.formState.validation?.valueDidChange(byUser: byUser) }
        table.formTableState.register(validation)
        return self
    }
}

extension FormRow {
    /// Enables the row only while its table is valid: a submit button that cannot be tapped
    /// until every visible row passes its rules.
    ///
    /// The row follows the table's `isValid` (synchronous rules of visible rows); conditions
    /// from `enabled(when:_:)` still apply (the row is enabled when both allow it).
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Create account") { cell in … }).enabledWhenValid()
    /// ```
    ///
    /// - Returns: The row, for chaining.
    /// - Precondition: The row is in a table.
    /// - Complexity: O(1), and O(1) per change of the table's validity.
    @discardableResult
    public func enabledWhenValid() -> Self {
        guard let table = formTable else {
            misuse(
                "ComposedTable: enabledWhenValid() was called on a row (\(Self.self)) that is in no table, so there is no form whose validity it could follow. Add the row first (addCell(_:) returns it: addCell(row).enabledWhenValid())."
            )
        }
        table.formTableState.follow(tableRow)
        return self
    }
}
