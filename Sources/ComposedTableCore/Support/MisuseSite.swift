/// Where a misused value came from, as a misuse message starts: `StepperCell.number was set to`
/// or `StepperCell(key:number:in:step:onChange:) was given number`.
package struct MisuseSite: Sendable, CustomStringConvertible {
    /// The words that start the message, after `ComposedTable: `.
    package let description: String

    /// A property set by code: `StepperCell.number was set to`.
    package static func property(_ type: String, _ property: String) -> MisuseSite {
        MisuseSite(description: "\(type).\(property) was set to")
    }

    /// An argument of an initialiser: `StepperCell(key:number:in:step:onChange:) was given number`.
    package static func argument(_ initializer: String, _ argument: String) -> MisuseSite {
        MisuseSite(description: argument.isEmpty ? "\(initializer) was given" : "\(initializer) was given \(argument)")
    }
}
