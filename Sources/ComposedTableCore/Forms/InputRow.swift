/// A row that holds a value the user edits: a switch's `isOn`, a field's `text`, a stepper's
/// `number`, a picker's selection.
///
/// Every input cell of both backends adopts it, so that bindings, conditions and validation are
/// written once, in Core, for any input: they read and write ``input`` and listen to
/// ``inputObservers``.
///
/// ```swift
/// let wifi = SwitchCell(key: "Wi-Fi", isOn: true)
/// wifi.inputObservers.add { isOn, _ in status.value = isOn ? "On" : "Off" }
/// ```
@MainActor
public protocol InputRow: AnyObject {
    /// The type of the value the row edits.
    associatedtype Input

    /// The value the row edits, under one name for every input (a `SwitchCell`'s `isOn`,
    /// a `TextFieldCell`'s `text`). Setting it updates the row and notifies
    /// ``inputObservers`` (`byUser` false); it does not call the cell's `onChange`.
    var input: Input { get set }

    /// Called after every change of ``input``, by the user or by code.
    var inputObservers: InputObservers<Input> { get }
}

/// The observers of an ``InputRow``'s value: called, in the order they were added, after every
/// change of the value.
///
/// A cell owns its observers; an observer that needs the cell receives it from the caller's
/// context, never by a strong capture of the cell (that would be a retain cycle).
@MainActor
public final class InputObservers<Value> {
    /// An observer: the new value, and whether the user made the change (`false` when code set it).
    public typealias Observer = @MainActor (_ value: Value, _ byUser: Bool) -> Void

    private var observers: [(token: Int, observer: Observer)] = []
    private var nextToken = 0

    /// Creates an empty list of observers.
    public init() {}

    /// Adds an observer.
    ///
    /// - Parameter observer: Called after every change, with the new value and whether the user
    ///   made it.
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func add(_ observer: @escaping Observer) -> Int {
        nextToken += 1
        observers.append((nextToken, observer))
        return nextToken
    }

    /// Removes the observer a call to ``add(_:)`` returned the token of; an unknown token does nothing.
    ///
    /// - Parameter token: The token ``add(_:)`` returned.
    public func remove(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// Whether any observer is registered.
    public var isEmpty: Bool { observers.isEmpty && userChangeHandler == nil }

    /// Told of every change the user makes, after the observers: the screen that holds the row
    /// sets it, to learn of unsaved changes (`tracksUnsavedChanges`).
    package var userChangeHandler: (@MainActor () -> Void)?

    /// Calls every observer with a new value. Cells call it after their value changed.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - byUser: Whether the user made the change.
    /// - Complexity: O(*k*) in the number of observers, plus what they cost.
    public func notify(_ value: Value, byUser: Bool) {
        // A copy: an observer may add or remove observers.
        for entry in observers { entry.observer(value, byUser) }
        if byUser { userChangeHandler?() }
    }
}

/// A row of a form: `ActiveCell` on both backends adopts it, so that Core's validation and
/// conditions work on any row.
///
/// Core's validation sets ``validationMessage``; the backend draws it under the row (UIKit: a
/// line of red text that VoiceOver reads with the row; the terminal: a line below the row) and
/// the row's height follows. Conditions set ``isEnabled`` and hide or show the row through
/// ``formTable``.
@MainActor
public protocol FormRow: AnyObject {
    /// The message shown under the row, or `nil` for none.
    var validationMessage: String? { get set }
    /// Whether the row accepts interaction.
    var isEnabled: Bool { get set }
    /// The row's form bookkeeping (its validation rules, the conditions on it), kept by Core.
    var formState: FormRowState { get }
    /// The table that holds the row, or `nil` while it is in none.
    var formTable: (any FormTable)? { get }
}

/// A row that is one option of a choice and shows a checkmark when chosen: `OptionCell` on
/// both backends.
@MainActor
public protocol CheckableRow: AnyObject {
    /// Whether the option is chosen.
    var isChecked: Bool { get set }
}
