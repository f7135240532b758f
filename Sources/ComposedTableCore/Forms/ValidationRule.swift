/// A rule a row's value must follow, with the message shown under the row when it does not.
///
/// Give rules to a row with ``InputRow/validate(_:on:reporting:)``; they run on its value when the
/// ``ValidationTrigger`` says, and in the table's `validate()`. Rules run in order, synchronous
/// ones first; the first that fails gives the message.
///
/// Empty text passes every rule but `required(_:)`, so that an optional field is checked
/// only once something is typed: write `.required()` first when the field must be filled.
///
/// ```swift
/// addCell(TextFieldCell(key: "E-mail", placeholder: "you@example.com"))
///     .validate(.required(), .email())
/// addCell(TextFieldCell(key: "Age", keyboardType: .numberPad))
///     .validate(.integer(in: 18...130, "You must be 18 or older."))
/// addCell(TextFieldCell(key: "User name"))
///     .validate(.async("This name is taken.") { name in await server.isAvailable(name) })
/// ```
public struct ValidationRule<Value> {
    /// What a rule checks: at once, or after awaiting.
    enum Check {
        case sync(@MainActor (Value) -> Bool)
        case async(@MainActor (Value) async -> Bool)
    }

    /// The message shown under the row when the rule fails.
    public var message: String
    let check: Check

    init(message: String, check: Check) {
        self.message = message
        self.check = check
    }

    /// A rule from a test of the value.
    ///
    /// ```swift
    /// password2.validate(.custom("The passwords differ.") { [weak password] text in text == password?.text })
    /// ```
    ///
    /// - Parameters:
    ///   - message: The message when the test fails.
    ///   - isValid: Whether a value passes.
    /// - Complexity: What `isValid` costs, each time the rule runs.
    public static func custom(_ message: String = "Invalid value.", _ isValid: @escaping @MainActor (Value) -> Bool) -> Self {
        ValidationRule(message: message, check: .sync(isValid))
    }

    /// A rule from an asynchronous test of the value, such as a question to a server.
    ///
    /// A newer run of the row's rules (the value changed again) cancels the task of an older one
    /// and ignores its result, so a late answer never shows a stale message. An asynchronous rule
    /// does not count in the table's `isValid` (which must answer at once); `validate()` awaits it.
    ///
    /// ```swift
    /// username.validate(.async("This name is taken.") { name in await api.isFree(name) })
    /// ```
    ///
    /// - Parameters:
    ///   - message: The message when the test fails.
    ///   - isValid: Whether a value passes; check `Task.isCancelled` to stop early.
    public static func async(_ message: String = "Invalid value.", _ isValid: @escaping @MainActor (Value) async -> Bool) -> Self {
        ValidationRule(message: message, check: .async(isValid))
    }
}

extension ValidationRule where Value: Comparable & Sendable {
    /// The value lies in a range (a stepper's or slider's number, a date).
    ///
    /// - Parameters:
    ///   - range: The allowed values.
    ///   - message: The message; by default "Must be between *lower* and *upper*."
    public static func range(_ range: ClosedRange<Value>, _ message: String? = nil) -> Self {
        .custom(message ?? "Must be between \(range.lowerBound) and \(range.upperBound).") { range.contains($0) }
    }
}

extension ValidationRule where Value == Bool {
    /// The switch is on: "accept the terms".
    ///
    /// - Parameter message: The message; by default "Required."
    public static func required(_ message: String = "Required.") -> Self {
        .custom(message) { $0 }
    }
}

extension ValidationRule {
    /// The optional value is set (a choice made, a date picked).
    ///
    /// - Parameter message: The message; by default "Required."
    public static func required<Wrapped>(_ message: String = "Required.") -> Self where Value == Wrapped? {
        .custom(message) { $0 != nil }
    }
}
