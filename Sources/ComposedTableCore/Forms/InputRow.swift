/// A row that holds a value the user edits: a switch's `isOn`, a field's `text`, a stepper's
/// `number`, a picker's selection.
///
/// Every input cell of both backends adopts it, so that bindings, conditions and validation are
/// written once, in Core, for any input: they listen to ``inputObservers``. The package's rows
/// adopt it; a type of an app's cannot (bindings need the row's value, which only they give).
///
/// ```swift
/// let wifi = SwitchCell(key: "Wi-Fi", isOn: true)
/// wifi.inputObservers.add { isOn, _ in status.value = isOn ? "On" : "Off" }
/// ```
@MainActor
public protocol InputRow: AnyObject {
    /// The type of the value the row edits.
    associatedtype Input

    /// Called after every change of the row's value, by the user or by code.
    var inputObservers: InputObservers<Input> { get }
}

/// An input row of the package: one whose value Core's bindings, conditions and validation read
/// and write. Every input cell and the choice rows adopt it.
@MainActor
package protocol InputBackedRow: InputRow {
    /// The value the row edits, under one name for every input (a `SwitchCell`'s `isOn`,
    /// a `TextFieldCell`'s `text`). Setting it updates the row and notifies
    /// ``InputRow/inputObservers`` (`byUser` false); it does not call the cell's `onChange`.
    var input: Input { get set }
}

extension InputRow {
    /// The row as an input row of the package, which every input row is.
    private var backedInputRow: any InputBackedRow {
        guard let row = self as? any InputBackedRow else {
            misuse(
                "ComposedTable: \(Self.self) adopts InputRow but is no row of the package: bindings, conditions and rules work on the package's input rows only."
            )
        }
        return row
    }

    /// The row's value (`InputBackedRow.input`), for Core's bindings, conditions and rules.
    package var rowInput: Input {
        get { readInput(of: backedInputRow, as: Input.self) }
        set { writeInput(newValue, to: backedInputRow) }
    }
}

/// The value of an input row of the package, as the type its `InputRow` conformance names.
@MainActor
private func readInput<Row: InputBackedRow, Value>(of row: Row, as _: Value.Type) -> Value {
    // The same type: `Row` is the row's own type, whose `Input` is `Value`.
    row.input as! Value
}

/// Sets the value of an input row of the package.
@MainActor
private func writeInput<Row: InputBackedRow, Value>(_ value: Value, to row: Row) {
    row.input = value as! Row.Input
}

/// The observers of an ``InputRow``'s value: called, in the order they were added, after every
/// change of the value.
///
/// A cell owns its observers; an observer that needs the cell receives it from the caller's
/// context, never by a strong capture of the cell (that would be a retain cycle).
@MainActor
public final class InputObservers<Value> {
    /// An observer: the new value, and whether the user made the change (`false` when code set it).
    package typealias Observer = @MainActor (_ value: Value, _ byUser: Bool) -> Void

    private var observers: [(token: Int, observer: Observer)] = []
    private var nextToken = 0

    /// Creates an empty list of observers.
    package init() {}

    /// Adds an observer.
    ///
    /// - Parameter observer: Called after every change, with the new value and whether the user
    ///   made it.
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func add(_ observer: @escaping @MainActor (_ value: Value, _ byUser: Bool) -> Void) -> Int {
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
    package var isEmpty: Bool { observers.isEmpty && userChangeHandler == nil }

    /// Told of every change the user makes, after the observers: the screen that holds the row
    /// sets it, to learn of unsaved changes (`tracksUnsavedChanges`).
    package var userChangeHandler: (@MainActor () -> Void)?

    /// Calls every observer with a new value. Cells call it after their value changed.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - byUser: Whether the user made the change.
    /// - Complexity: O(*k*) in the number of observers, plus what they cost.
    package func notify(_ value: Value, byUser: Bool) {
        // A copy: an observer may add or remove observers.
        for entry in observers { entry.observer(value, byUser) }
        if byUser { userChangeHandler?() }
    }
}

/// A row of a form: every cell (`ActiveCell` and its subclasses) and every choice row.
///
/// Rules (`validate(_:on:reporting:)`) set ``validationMessage``; the backend draws it under the
/// row (UIKit: a line of red text that VoiceOver reads with the row; the terminal: a line below
/// the row) and the row's height follows. Conditions (``visible(when:_:)-(Source,_)``,
/// ``enabled(when:_:)-(Source,_)``) hide or show the row and set ``isEnabled``.
///
/// The package's rows adopt it; a type of an app's cannot (its rows have no form bookkeeping).
@MainActor
public protocol FormRow: AnyObject {
    /// The message shown under the row, or `nil` for none.
    var validationMessage: String? { get set }
    /// Whether the row accepts interaction.
    var isEnabled: Bool { get set }
}

/// A form row of the package: one with form bookkeeping, which Core's conditions and validation
/// read and write. `ActiveCell` and ``ChoiceRow`` adopt it.
@MainActor
package protocol FormBackedRow: FormRow {
    /// The row's form bookkeeping (its validation rules, the conditions on it), kept by Core.
    var formRowState: FormRowState { get }
    /// The table that holds the row, or `nil` while it is in none.
    var formRowTable: (any FormTable)? { get }
}

extension FormRow {
    /// The row as a row of the package, which every form row is.
    private var backed: any FormBackedRow {
        guard let row = self as? any FormBackedRow else {
            misuse(
                "ComposedTable: \(Self.self) adopts FormRow but is no row of the package: conditions and rules work on ActiveCell, its subclasses and choice rows only."
            )
        }
        return row
    }

    /// The row's form bookkeeping (its validation rules, the conditions on it), kept by Core.
    package var formState: FormRowState { backed.formRowState }

    /// The table that holds the row, or `nil` while it is in none.
    package var formTable: (any FormTable)? { backed.formRowTable }
}

/// A row that is one option of a choice and shows a checkmark when chosen: `OptionCell` on
/// both backends.
@MainActor
package protocol CheckableRow: AnyObject {
    /// Whether the option is chosen.
    var isChecked: Bool { get set }
}
