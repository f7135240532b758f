/// When a row's rules run on their own and their message shows.
///
/// Whatever the trigger, the table's `validate()` runs every rule, and once a message shows,
/// every change of the value runs the rules again, so that a fixed mistake stops showing while
/// the user types.
public enum ValidationTrigger: Hashable, Sendable {
    /// After each change of the value: the default for every input but text.
    case change
    /// When the user finishes editing the row (leaves the field): the default for text, so
    /// that a half-typed e-mail address is not called wrong.
    case endEditing
    /// Only when the form is submitted (the table's `validate()`).
    case submit
    /// When the user first finishes editing the row, then after every change: a half-typed
    /// entry is not called wrong, but once the user has left the field a change they make there
    /// is checked as they type (and a fixed mistake, or a new one, shows at once). A row that is
    /// never edited as text (a switch, a choice) checks on `validate()` only.
    ///
    /// ```swift
    /// password.validate(.length(8...), on: .endEditingThenChange)
    /// ```
    case endEditingThenChange
}

/// Which messages of a row's failing rules show under it.
public enum ValidationReporting: Hashable, Sendable {
    /// The first failing rule's message (the default).
    case firstFailure
    /// The message of every failing rule, one per line: `validationMessage` holds them
    /// separated by `"\n"`, and `validationMessages` lists them. Asynchronous rules run, all of
    /// them, only when every synchronous rule passes.
    ///
    /// ```swift
    /// password.validate(
    ///     .length(8...), .custom("Include a digit.") { $0.contains(where: \.isNumber) },
    ///     on: .change, reporting: .everyFailure)
    /// ```
    case everyFailure
}

/// A row that did not pass its rules: what the table's `validate()` returns.
@MainActor
public struct ValidationFailure {
    /// The row, a cell of the table.
    public let row: AnyObject
    /// The message of the first rule it failed, now shown under it (every failing rule's, one
    /// per line, for a row validated with ``ValidationReporting/everyFailure``).
    public let message: String
    /// Where the row is.
    public let path: RowPath

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - message: The message.
    ///   - path: Its row path.
    package init(row: AnyObject, message: String, path: RowPath) {
        self.row = row
        self.message = message
        self.path = path
    }
}
