extension TextFieldCell {
    /// Binds the field to a whole-number property (a port, an age): the field shows the number
    /// — in ``numberFormat`` when it has one, else as digits only (`8080`) — and each change
    /// that reads as a whole number is written back.
    ///
    /// Text that reads as no whole number (`"80a"`, `"12.5"`, empty) leaves the property as it
    /// was; in a table the field shows "Enter a whole number." under it (when editing ends, or as
    /// its `validate(_:on:reporting:)` trigger says) and the table is not valid until it is
    /// fixed. Nothing traps. Add `.integer(in:)` for a range.
    ///
    /// ```swift
    /// addCell(TextFieldCell(key: "Port", keyboardType: .numberPad)).bind(to: server, \.port)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object, held weakly.
    ///   - keyPath: The `Int` property.
    /// - Returns: The field, for chaining.
    /// - Complexity: O(*n*) per change, in the length of the text.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int>) -> Self {
        bindNumber(
            to: model, keyPath, format: { [weak self] in self?.numberFormat }, isWhole: true, number: { Double($0) },
            value: { Int(exactly: $0) }, emptyValue: nil, placeholderValue: 0)
    }

    /// Binds the field to an optional whole-number property: as
    /// ``bind(to:_:)-(Model,ReferenceWritableKeyPath<Model,Int>)``, and empty text writes `nil`
    /// (`nil` shows as an empty field).
    ///
    /// ```swift
    /// addCell(TextFieldCell(key: "Age", placeholder: "optional", keyboardType: .numberPad)).bind(to: person, \.age)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object, held weakly.
    ///   - keyPath: The `Int?` property.
    /// - Returns: The field, for chaining.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int?>) -> Self {
        bindNumber(
            to: model, keyPath, format: { [weak self] in self?.numberFormat }, isWhole: true, number: { $0.map(Double.init) },
            value: { Int(exactly: $0) }, emptyValue: .some(nil), placeholderValue: nil)
    }

    /// Binds the field to a number property: the field shows the number — in ``numberFormat``
    /// when it has one, else plainly (`2.5`) — and each change that reads as a number is written
    /// back.
    ///
    /// Text that reads as no number (`"2.5x"`, empty) leaves the property as it was; in a table
    /// the field shows "Enter a number." under it and the table is not valid until it is fixed.
    /// Add `.number(in:format:)` for a range.
    ///
    /// ```swift
    /// let weight = addCell(TextFieldCell(key: "Weight", keyboardType: .decimalPad))
    /// weight.numberFormat = .decimal(fractionDigits: 1).suffix(" kg")
    /// weight.bind(to: person, \.weight)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object, held weakly.
    ///   - keyPath: The `Double` property.
    /// - Returns: The field, for chaining.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Double>) -> Self {
        bindNumber(
            to: model, keyPath, format: { [weak self] in self?.numberFormat }, isWhole: false, number: { $0 },
            value: { $0 }, emptyValue: nil, placeholderValue: 0)
    }

    /// Binds the field to an optional number property: as
    /// ``bind(to:_:)-(Model,ReferenceWritableKeyPath<Model,Double>)``, and empty text writes `nil`
    /// (`nil` shows as an empty field).
    ///
    /// - Parameters:
    ///   - model: The model object, held weakly.
    ///   - keyPath: The `Double?` property.
    /// - Returns: The field, for chaining.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Double?>) -> Self {
        bindNumber(
            to: model, keyPath, format: { [weak self] in self?.numberFormat }, isWhole: false, number: { $0 },
            value: { $0 }, emptyValue: .some(nil), placeholderValue: nil)
    }
}
