/// What the engine needs to know about an interactive row.
@MainActor
package protocol RowBehavior: AnyObject {
    /// Whether the row accepts interaction. A disabled row never highlights and never runs its
    /// action.
    var isEnabled: Bool { get }
    /// Whether the row has an action to run when selected.
    var hasAction: Bool { get }
    /// How tall the row is.
    var height: RowHeight { get }
    /// Whether the row edits text and belongs in the focus chain (next / previous field).
    var takesTextFocus: Bool { get }
    /// Runs the row's action. Called by ``RowSelection`` only, after it checked the rules.
    func performAction()
}

/// The accessory a row shows at its trailing edge.
public enum RowAccessory: Hashable, Sendable {
    /// No accessory.
    case none
    /// A chevron: selecting the row opens another screen.
    case disclosureIndicator
    /// A checkmark: the row is the chosen option.
    case checkmark
    /// A switch, on or off.
    case toggle(isOn: Bool)
}

/// The text of a row, for the plain-text rendering and the terminal backend.
@MainActor
package protocol RowContent: AnyObject {
    /// The primary text.
    var key: String { get }
    /// The secondary text, or `nil` for none.
    var value: String? { get }
    /// The trailing accessory.
    var accessory: RowAccessory { get }
}
