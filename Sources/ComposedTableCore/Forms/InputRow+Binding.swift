extension InputRow where Input: Equatable {
    /// Binds the row to a property of a model: the row shows the model's value now, and each
    /// change of the row's value is written back.
    ///
    /// When the model is `@Observable` (the Observation module, macOS 14 / iOS 17 and later), a
    /// change of the property made anywhere else shows in the row too, on the main actor. A
    /// value is written or shown only when it differs, so the two never loop. The binding holds
    /// the model and the row weakly: the model is not kept alive by its rows (a screen may bind
    /// to its own properties), so keep the model alive as long as the screen.
    ///
    /// ```swift
    /// @Observable final class Settings { var isWiFiOn = true; var name = "" }
    /// addCell(SwitchCell(key: "Wi-Fi")).bind(to: settings, \.isWiFiOn)
    /// addCell(TextFieldCell(key: "Name")).bind(to: settings, \.name)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object.
    ///   - keyPath: The property, of the row's value type.
    /// - Returns: The row, for chaining.
    /// - Complexity: O(1) per change, either way.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Input>) -> Self {
        bind(to: model, keyPath, toInput: { $0 }, toModel: { $0 })
    }

    /// Binds the row to a property of another type, converting both ways: a text field to a
    /// number, a picker's index to an enumeration.
    ///
    /// ```swift
    /// addCell(TextFieldCell(key: "Age")).bind(to: person, \.age, toInput: { "\($0)" }, toModel: { Int($0) ?? 0 })
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object.
    ///   - keyPath: The property.
    ///   - toInput: The row's value for a value of the property.
    ///   - toModel: The property's value for a value of the row.
    /// - Returns: The row, for chaining.
    @discardableResult
    public func bind<Model: AnyObject, Value: Equatable>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>,
        toInput: @escaping @MainActor (Value) -> Input, toModel: @escaping @MainActor (Input) -> Value
    ) -> Self {
        let show: @MainActor (Self, Value) -> Void = { row, value in
            let input = toInput(value)
            if row.rowInput != input { row.rowInput = input }
        }
        let binding = ModelBinding(row: self, model: model, keyPath: keyPath, read: { toModel($0.rowInput) }, write: show)
        binding.show()
        // The row owns the observer, the observer the binding; the binding points back weakly.
        inputObservers.add { [binding] _, _ in binding.writeBack() }
        return self
    }
}

/// A row whose value is a number on a scale — `StepperCell`, `SliderCell` — which can also be
/// bound to a whole-number property (their `bind(to:_:)`, through ``bindWholeNumber(to:_:)``).
///
/// Only such rows bind an `Int` property as a number: a choice among numbers
/// (`addChoice("Every", from: [5, 15, 60], …)`) binds its options' own type.
@MainActor
package protocol NumberScaleRow: InputBackedRow where Input == Double {}

extension NumberScaleRow {
    /// Binds a number row (a stepper, a slider) to a whole-number property: the row shows the
    /// count, and its value is written back rounded to the nearest whole number. The row then
    /// steps by whole numbers (a step of 1, unless it has a whole step), so that it shows what
    /// the model holds; a slider's range must start at a whole number.
    ///
    /// ```swift
    /// addCell(StepperCell(key: "Copies", number: 1, in: 1...10)).bind(to: job, \.copies)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object.
    ///   - keyPath: The `Int` property.
    /// - Returns: The row, for chaining.
    @discardableResult
    package func bindWholeNumber<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int>) -> Self {
        // The row steps by whole numbers, so that it shows what the model holds.
        (self as? any WholeNumberStepping)?.stepByWholeNumbers()
        return bind(to: model, keyPath, toInput: { Double($0) }, toModel: { Int($0.rounded()) })
    }
}

/// A number row that can be made to hold whole numbers only (a stepper, a slider): a binding to a
/// whole-number property asks it to, through Core's ``SteppedNumber/stepByWholeNumbers()``.
@MainActor
package protocol WholeNumberStepping: AnyObject {
    /// Holds whole numbers only from now on.
    func stepByWholeNumbers()
}

extension InputRow {
    /// Binds the row to a property through accessors of the row's own (a picker's chosen option,
    /// a date row's optional date): the row shows the model's value now and each of its changes
    /// (when the model is `@Observable`), and every change of the row — its observers are told of
    /// each — writes the accessor's value back, when it differs.
    @discardableResult
    package func bind<Model: AnyObject, Value: Equatable>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>, read: @escaping @MainActor (Self) -> Value?,
        write: @escaping @MainActor (Self, Value) -> Void
    ) -> Self {
        let binding = ModelBinding(row: self, model: model, keyPath: keyPath, read: read) { row, value in
            if read(row) != value { write(row, value) }
        }
        binding.show()
        inputObservers.add { [binding] _, _ in binding.writeBack() }
        return self
    }
}

/// A row bound to a model's property: writes the row's value to the model after each change,
/// and shows the model's observed changes in the row.
@MainActor
final class ModelBinding<Row: AnyObject, Model: AnyObject, Value: Equatable> {
    weak var row: Row?
    weak var model: Model?
    let keyPath: ReferenceWritableKeyPath<Model, Value>
    /// The row's value, as the property holds it (`nil`: none the property can take).
    let read: @MainActor (Row) -> Value?
    /// Shows a value of the property in the row, when the row shows another.
    let write: @MainActor (Row, Value) -> Void

    init(
        row: Row, model: Model, keyPath: ReferenceWritableKeyPath<Model, Value>, read: @escaping @MainActor (Row) -> Value?,
        write: @escaping @MainActor (Row, Value) -> Void
    ) {
        self.row = row
        self.model = model
        self.keyPath = keyPath
        self.read = read
        self.write = write
    }

    /// Shows the model's value in the row, and follows the next change of it.
    func show() {
        guard let model, row != nil else { return }
        let value = observing({ model[keyPath: keyPath] }, onChange: { [weak self] in self?.show() })
        if let row { write(row, value) }
    }

    /// Writes the row's value to the model, when it differs.
    func writeBack() {
        guard let model, let row, let value = read(row) else { return }
        if model[keyPath: keyPath] != value { model[keyPath: keyPath] = value }
    }
}
