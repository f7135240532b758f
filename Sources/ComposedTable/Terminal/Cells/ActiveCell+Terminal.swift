#if !canImport(UIKit)
public import Foundation

/// The terminal's base of ``ActiveCell``: the initialisers' rules of a `UITableViewCell`, so that
/// a subclass written once compiles on both platforms. Not for subclassing: subclass
/// ``ActiveCell``.
@_documentation(visibility: internal)
@MainActor
open class ActiveCellBase {
    /// Creates the base; ``ActiveCell/init(key:value:style:action:)`` calls it.
    package init() {}

    /// A terminal has no storyboards or nibs: this initialiser exists so that a subclass with its
    /// own designated initialiser writes the same `required init?(coder:)` as on UIKit, and it
    /// always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }
}

extension ActiveCell {
    // MARK: - The platform's part of a change

    /// The key, value or image changed: the next frame draws it.
    func contentDidChange() {}

    /// The accessory, its text or the detail action changed: the next frame draws it.
    func accessoryDidChange() {}

    /// The content style or the validation message changed: the row's height may follow.
    func layoutDidChange() {
        controller?.core.rowContentDidChange(of: self)
    }

    /// Disabling a row that is being edited ends the edit, keeping what was typed.
    func enabledDidChange() {
        if !isEnabled, let controller, controller.editingCell === self { inPlace.commitEditing() }
    }

    /// How the row is edited in place and which keys it takes: the cell's own ``InPlaceEditing``
    /// when it has one, else a row that is not edited in place.
    var inPlace: any InPlaceEditing {
        (self as? any InPlaceEditing) ?? NotEditedInPlace()
    }

    /// Runs the ``detailAction`` when the row is enabled: the key `i`.
    ///
    /// - Returns: Whether the row has a detail action (the key was this row's).
    func performDetailAction() -> Bool {
        guard let detailAction else { return false }
        controller?.core.didTapDetailButton(of: self) { detailAction(self) }  // Core's policy: visible, enabled
        return true
    }
}

/// Which part of the key help applies to a row.
enum KeyHelpTopic: Hashable {
    /// A section header the cursor stops on (collapsible, or with an action): not a row's.
    case header
    /// A text field or text view row, not edited.
    case field
    /// A date picker or picker row, not edited.
    case choice
    /// A stepper or a slider.
    case value
    /// A segmented choice: a value that Enter also steps through.
    case segments

    /// Whether ←/→ change the row's value (a stepper, a slider, a segmented choice).
    var changesValue: Bool { self == .value || self == .segments }
    /// A grid of items with a cursor of its own.
    case grid
    /// A text field or text view being edited.
    case editingText
    /// A date picker or picker being edited.
    case editingChoice
    /// An alert over the screen (no row's: the alert's keys).
    case alert
    /// The search line being typed in (not a row's topic: the screen's).
    case searching
    /// An option of a multiple choice (`chooseMany`: the screen's topic).
    case multipleChoice
    /// A row held to be moved (the screen's move mode).
    case moving
    /// The screen in edit mode, no row held.
    case editMode
}
#endif
