import Foundation

extension ValidationRule where Value == String {
    /// The text has something other than whitespace.
    ///
    /// - Parameter message: The message; by default "Required."
    /// - Complexity: O(*n*) in the length of the text, at most.
    public static func required(_ message: String = "Required.") -> Self {
        .custom(message) { text in text.contains { !$0.isWhitespace } }
    }

    /// The text has a number of characters in a range.
    ///
    /// An empty text passes (an optional field is checked only when filled); put
    /// `required(_:)` first when a value is needed.
    ///
    /// ```swift
    /// password.validate(.required(), .length(8...))
    /// ```
    ///
    /// - Parameters:
    ///   - range: The allowed numbers of characters (`8...`, `2...40`, `..<140`).
    ///   - message: The message; by default one that states the range ("At least 8 characters.").
    /// - Complexity: O(*n*) in the length of the text.
    public static func length(_ range: some RangeExpression<Int> & Sendable, _ message: String? = nil) -> Self {
        let message = message ?? Self.lengthMessage(range)
        return .custom(message) { text in text.isEmpty || range.contains(text.count) }
    }

    private static func lengthMessage(_ range: some RangeExpression<Int>) -> String {
        func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }
        switch range {
        case let range as ClosedRange<Int>: return "Between \(range.lowerBound) and \(characters(range.upperBound))."
        case let range as Range<Int>: return "Between \(range.lowerBound) and \(characters(range.upperBound - 1))."
        case let range as PartialRangeFrom<Int>: return "At least \(characters(range.lowerBound))."
        case let range as PartialRangeThrough<Int>: return "At most \(characters(range.upperBound))."
        case let range as PartialRangeUpTo<Int>: return "At most \(characters(range.upperBound - 1))."
        default: return "Wrong length."
        }
    }

    /// The whole text matches a regular expression.
    ///
    /// An empty text passes (an optional field is checked only when filled); put
    /// `required(_:)` first when a value is needed.
    ///
    /// ```swift
    /// postcode.validate(.pattern("[0-9]{5}", "Five digits."))
    /// ```
    ///
    /// - Parameters:
    ///   - regex: A regular expression in Swift `Regex` syntax, which must match the whole text.
    ///   - message: The message; by default "Invalid format."
    /// - Precondition: `regex` is a valid regular expression.
    /// - Complexity: The expression's matching cost, each time the rule runs.
    public static func pattern(_ regex: String, _ message: String = "Invalid format.") -> Self {
        let expression: Regex<AnyRegexOutput>
        do {
            expression = try Regex(regex)
        } catch {
            misuse("ComposedTable: ValidationRule.pattern(_:_:) was given \"\(regex)\", which is not a regular expression: \(error).")
        }
        return .custom(message) { text in text.isEmpty || text.wholeMatch(of: expression) != nil }
    }

    /// The text is an e-mail address: something, an `@`, a domain with a dot, no spaces.
    ///
    /// An empty text passes (an optional field is checked only when filled); put
    /// `required(_:)` first when a value is needed.
    ///
    /// - Parameter message: The message; by default "Enter a valid e-mail address."
    public static func email(_ message: String = "Enter a valid e-mail address.") -> Self {
        .pattern(#"[^@\s]+@[^@\s.]+(\.[^@\s.]+)+"#, message)
    }

    /// The text reads as a number (in a format) in a range.
    ///
    /// An empty text passes (an optional field is checked only when filled); put
    /// `required(_:)` first when a value is needed.
    ///
    /// ```swift
    /// weight.validate(.number(in: 20...300, format: .decimal(fractionDigits: 1).suffix(" kg")))
    /// ```
    ///
    /// - Parameters:
    ///   - range: The allowed numbers.
    ///   - format: How the text reads, ``NumberFormat/number`` by default.
    ///   - message: The message; by default "Enter a number between *lower* and *upper*."
    public static func number(in range: ClosedRange<Double>, format: NumberFormat = .number, _ message: String? = nil) -> Self {
        let message =
            message ?? "Enter a number between \(NumberText.text(of: range.lowerBound)) and \(NumberText.text(of: range.upperBound))."
        return .custom(message) { text in
            guard !text.isEmpty else { return true }
            return format.number(from: text).map(range.contains) ?? false
        }
    }

    /// The text is a whole number in a range.
    ///
    /// An empty text passes (an optional field is checked only when filled); put
    /// `required(_:)` first when a value is needed.
    ///
    /// - Parameters:
    ///   - range: The allowed numbers.
    ///   - message: The message; by default "Enter a whole number between *lower* and *upper*."
    public static func integer(in range: ClosedRange<Int>, _ message: String? = nil) -> Self {
        let message = message ?? "Enter a whole number between \(range.lowerBound) and \(range.upperBound)."
        return .custom(message) { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return true }
            return Int(trimmed).map(range.contains) ?? false
        }
    }
}
