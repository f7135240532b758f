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
}

/// A row that did not pass its rules: what the table's `validate()` returns.
@MainActor
public struct ValidationFailure {
    /// The row, a cell of the table.
    public let row: AnyObject
    /// The message of the first rule it failed, now shown under it.
    public let message: String
    /// Where the row is.
    public let path: RowPath

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - message: The message.
    ///   - path: Its row path.
    public init(row: AnyObject, message: String, path: RowPath) {
        self.row = row
        self.message = message
        self.path = path
    }
}
