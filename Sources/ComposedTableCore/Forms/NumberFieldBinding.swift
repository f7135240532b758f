import Foundation

/// How a text field bound to a number property (`Int`, `Int?`, `Double`, `Double?`) shows the
/// number and reads its text, decided once for both backends.
package enum NumberField {
    /// What a field's text reads as.
    package enum Reading: Equatable, Sendable {
        /// Nothing but whitespace.
        case empty
        /// A number (a whole one, for a whole-number binding).
        case number(Double)
        /// Text that is no number, or not a whole one for a whole-number binding.
        case notANumber
    }

    /// The text a bound field shows for a number.
    package static func text(of number: Double, format: NumberFormat?, isWhole: Bool) -> String {
        if let format { return format.string(from: number) }
        if isWhole, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return NumberText.text(of: number)
    }

    /// What a bound field's text reads as.
    /// - Complexity: O(*n*) in the length of the text.
    package static func read(_ text: String, format: NumberFormat?, isWhole: Bool) -> Reading {
        guard text.contains(where: { !$0.isWhitespace }) else { return .empty }
        guard let number = strictNumber(from: text, format: format), number.isFinite else { return .notANumber }
        if isWhole, number != number.rounded() || abs(number) >= 9.0e15 { return .notANumber }
        return .number(number)
    }

    /// The number a text reads as, refusing letters the format does not write (Foundation's
    /// parsing would read `"443a"` as 443): without a format, digits, a sign, the decimal
    /// separator and grouping only.
    private static func strictNumber(from text: String, format: NumberFormat?) -> Double? {
        let text = westernDigits(text)
        guard let format else {
            let locale = NumberFormat.number.locale
            let grouping = locale.groupingSeparator ?? ","
            let decimal = locale.decimalSeparator ?? "."
            var cleaned = ""
            for character in text where !character.isWhitespace && String(character) != grouping {
                cleaned.append(String(character) == decimal ? "." : character)
            }
            return Double(cleaned)
        }
        let written = Set(format.string(from: -1234.5) + format.prefix + format.suffix)
        guard text.allSatisfy({ !$0.isLetter || written.contains($0) }) else { return nil }
        return format.number(from: text)
    }

    /// The message under a bound field whose text reads as no number.
    package static func message(isWhole: Bool) -> String {
        isWhole ? "Enter a whole number." : "Enter a number."
    }
}

extension InputRow where Input == String, Self: FormRow {
    /// Binds a text row to a number property, reading and writing through ``NumberField``: the
    /// row shows the model's number; a change that reads as a number is written, empty text
    /// writes `emptyValue` when there is one (an optional property's `nil`), and any other text
    /// leaves the model as it is. In a table, the row gets a rule with the message that says so
    /// (its trigger is the row's, by default the end of editing).
    @discardableResult
    package func bindNumber<Model: AnyObject, Value: Equatable>(
        to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>,
        format: @escaping @MainActor () -> NumberFormat?, isWhole: Bool,
        number: @escaping @MainActor (Value) -> Double?, value: @escaping @MainActor (Double) -> Value?,
        emptyValue: Value?, placeholderValue: Value
    ) -> Self {
        bind(
            to: model, keyPath,
            toInput: { current in number(current).map { NumberField.text(of: $0, format: format(), isWhole: isWhole) } ?? "" },
            toModel: { [weak model] text in
                let current = model?[keyPath: keyPath] ?? placeholderValue
                switch NumberField.read(text, format: format(), isWhole: isWhole) {
                case .empty:
                    if case .some(let empty) = emptyValue { return empty }
                    return current
                case .number(let read): return value(read) ?? current
                case .notANumber: return current
                }
            })
        if formTable != nil {
            let canBeEmpty = emptyValue != nil
            validate(
                .custom(NumberField.message(isWhole: isWhole)) { text in
                    switch NumberField.read(text, format: format(), isWhole: isWhole) {
                    case .empty: return canBeEmpty
                    case .number(let read): return value(read) != nil
                    case .notANumber: return false
                    }
                })
        }
        return self
    }
}
