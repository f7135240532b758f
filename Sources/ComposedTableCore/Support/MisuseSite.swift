/// Where a misused value came from, as a misuse message starts: `StepperCell.number was set to`
/// or `StepperCell(key:number:in:step:onChange:) was given number`.
///
/// Both backends' cells pass one to Core's rules, so that a value is checked, and its message
/// worded, once for both.
///
/// ```swift
/// let site = MisuseSite.property("StepperCell", "number")
/// require(range.contains(number), "ComposedTable: \(site) \(number), outside its range.")
/// ```
package struct MisuseSite: Sendable, CustomStringConvertible {
    /// The words that start the message, after `ComposedTable: `.
    package let description: String

    /// A property set by code: `StepperCell.number was set to`.
    ///
    /// - Parameters:
    ///   - type: The type's name.
    ///   - property: The property's name.
    /// - Returns: The site.
    package static func property(_ type: String, _ property: String) -> MisuseSite {
        MisuseSite(description: "\(type).\(property) was set to")
    }

    /// An argument of an initialiser: `StepperCell(key:number:in:step:onChange:) was given number`.
    ///
    /// - Parameters:
    ///   - initializer: The initialiser's full name, with its type.
    ///   - argument: How the argument is named in the message (`number`, `the range`), or `""`
    ///     when the words that follow name it (`was given no segments`).
    /// - Returns: The site.
    package static func argument(_ initializer: String, _ argument: String) -> MisuseSite {
        MisuseSite(description: argument.isEmpty ? "\(initializer) was given" : "\(initializer) was given \(argument)")
    }
}
