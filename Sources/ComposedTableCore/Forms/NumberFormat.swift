public import Foundation

/// How a number shows as text in a field or a row, and how that text reads back: a plain
/// number, an integer, a fixed number of decimals, an amount of money, a percentage, or
/// scientific notation, with an optional prefix and suffix (or a unit of measure), in a locale.
///
/// Formatting uses Foundation's `FormatStyle`s (`FloatingPointFormatStyle` and its `Currency` and
/// `Percent` styles), on every platform. Reading is lenient, so that what a user types reads back
/// whether or not it has the prefix, the suffix, grouping separators or the currency symbol: the
/// two round-trip.
///
/// ```swift
/// let price = NumberFormat.currency(code: "EUR").locale(Locale(identifier: "de_DE"))
/// price.string(from: 1234.5)          // "1.234,50 €"
/// price.number(from: "1.234,50 €")    // 1234.5
/// price.number(from: "1234,5")        // 1234.5
///
/// let weight = NumberFormat.decimal(fractionDigits: 1).suffix(" kg")
/// weight.string(from: 72.25)          // "72.3 kg" (in English)
///
/// NumberFormat.percent.number(from: "12 %")   // 0.12
/// ```
public struct NumberFormat: Hashable, Sendable {
    /// The kind of number.
    public enum Style: Hashable, Sendable {
        /// A number with the locale's grouping and as many decimals as it has (up to six).
        case number
        /// A whole number: formatting rounds to no decimals.
        case integer
        /// A number with exactly this many decimals.
        case decimal(fractionDigits: Int)
        /// An amount of money in a currency (an ISO 4217 code such as `"EUR"`), with the locale's
        /// symbol and decimals.
        case currency(code: String)
        /// A fraction shown as a percentage: `0.12` is "12%".
        case percent
        /// Scientific notation, with up to six significant decimals: 1234.5 is "1.2345E3" in
        /// English. Reading also accepts a plain number ("1234.5").
        case scientific
    }

    /// The kind of number.
    public var style: Style
    /// Text shown before the number; reading accepts the text with or without it.
    public var prefix: String
    /// Text shown after the number; reading accepts the text with or without it.
    public var suffix: String
    /// The locale of separators, symbols and digits; the user's current locale by default.
    public var locale: Locale

    /// Creates a format.
    ///
    /// - Parameters:
    ///   - style: The kind of number.
    ///   - prefix: Text before the number.
    ///   - suffix: Text after the number.
    ///   - locale: The locale; the user's current one by default.
    public init(_ style: Style, prefix: String = "", suffix: String = "", locale: Locale = .autoupdatingCurrent) {
        self.style = style
        self.prefix = prefix
        self.suffix = suffix
        self.locale = locale
    }

    /// A plain number: "1,234.5".
    public static var number: NumberFormat { NumberFormat(.number) }
    /// A whole number: "1,235" for 1234.5.
    public static var integer: NumberFormat { NumberFormat(.integer) }
    /// A percentage: "12%" for 0.12.
    public static var percent: NumberFormat { NumberFormat(.percent) }
    /// Scientific notation: "1.2345E3" for 1234.5.
    public static var scientific: NumberFormat { NumberFormat(.scientific) }

    /// A number with a fixed number of decimals.
    ///
    /// - Parameter fractionDigits: The number of decimals, 0 or more.
    public static func decimal(fractionDigits: Int) -> NumberFormat {
        require(
            fractionDigits >= 0,
            "ComposedTable: NumberFormat.decimal(fractionDigits:) was given \(fractionDigits); the number of decimals is 0 or more.")
        return NumberFormat(.decimal(fractionDigits: fractionDigits))
    }

    /// An amount of money.
    ///
    /// - Parameter code: The currency's ISO 4217 code, such as `"USD"` or `"EUR"`.
    public static func currency(code: String) -> NumberFormat { NumberFormat(.currency(code: code)) }

    /// This format with a prefix.
    ///
    /// - Parameter prefix: Text shown before the number.
    public func prefix(_ prefix: String) -> NumberFormat {
        var copy = self
        copy.prefix = prefix
        return copy
    }

    /// This format with a suffix.
    ///
    /// - Parameter suffix: Text shown after the number, such as `" kg"`.
    public func suffix(_ suffix: String) -> NumberFormat {
        var copy = self
        copy.suffix = suffix
        return copy
    }

    /// This format with a unit of measure after the number — its symbol, as "12.5 km" — which
    /// reading accepts or leaves out.
    ///
    /// ```swift
    /// let distance = NumberFormat.decimal(fractionDigits: 1).unit(UnitLength.kilometers)
    /// distance.string(from: 12.53)   // "12.5 km"
    /// distance.number(from: "12,5")  // 12.5 in French; "12.5 km" and "12.5" in English
    /// ```
    ///
    /// - Parameter unit: The unit, such as `UnitMass.kilograms` or `UnitSpeed.kilometersPerHour`.
    public func unit(_ unit: Unit) -> NumberFormat {
        suffix(" " + unit.symbol)
    }

    /// This format in another locale.
    ///
    /// - Parameter locale: The locale of separators and symbols.
    public func locale(_ locale: Locale) -> NumberFormat {
        var copy = self
        copy.locale = locale
        return copy
    }

    // MARK: - Formatting

    /// The text of a number: the prefix, the number in the style and locale, the suffix.
    /// Rounding is half away from zero (2.5 shows as "3").
    ///
    /// - Parameter number: The number (a fraction for ``Style/percent``).
    /// - Returns: The text to show.
    /// - Complexity: O(1) for numbers of bounded size.
    public func string(from number: Double) -> String {
        prefix + formatted(number) + suffix
    }

    private func formatted(_ number: Double) -> String {
        // Half away from zero, as people round ("2.5" is "3"), not Foundation's default half-even.
        let plain = FloatingPointFormatStyle<Double>(locale: locale).rounded(rule: .toNearestOrAwayFromZero)
        switch style {
        case .number:
            return number.formatted(plain.precision(.fractionLength(0...6)))
        case .integer:
            return number.formatted(plain.precision(.fractionLength(0)))
        case .decimal(let digits):
            return number.formatted(plain.precision(.fractionLength(digits)))
        case .currency(let code):
            return number.formatted(
                FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).rounded(rule: .toNearestOrAwayFromZero))
        case .percent:
            return number.formatted(FloatingPointFormatStyle<Double>.Percent(locale: locale).rounded(rule: .toNearestOrAwayFromZero))
        case .scientific:
            return number.formatted(plain.notation(.scientific).precision(.fractionLength(0...6)))
        }
    }

    // MARK: - Reading

    /// The number a text reads as, or `nil` when it is no number.
    ///
    /// The text may have the prefix and the suffix or not, grouping separators or not (any
    /// whitespace counts as grouping, so "1 234,5" reads in French whatever space was typed),
    /// the currency symbol or not; a percentage reads as a fraction ("12 %" and "12" are 0.12).
    /// Leading and trailing whitespace is ignored; digits of any script read as 0–9 ("۱۲" is 12).
    ///
    /// - Parameter text: What the user typed, or what ``string(from:)`` made.
    /// - Returns: The number, or `nil`.
    /// - Complexity: O(*n*) in the length of the text.
    public func number(from text: String) -> Double? {
        var text = westernDigits(text).trimmingCharacters(in: .whitespacesAndNewlines)
        if !prefix.isEmpty, text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        } else if let trimmed = prefix.trimmed, !trimmed.isEmpty, text.hasPrefix(trimmed) {
            text.removeFirst(trimmed.count)
        }
        if !suffix.isEmpty, text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
        } else if let trimmed = suffix.trimmed, !trimmed.isEmpty, text.hasSuffix(trimmed) {
            text.removeLast(trimmed.count)
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        switch style {
        case .currency(let code):
            let currency = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let value = try? currency.parseStrategy.parse(text) { return value }
            return plainNumber(from: text, removing: [currencySymbol(code: code), code])
        case .percent:
            if let value = try? FloatingPointFormatStyle<Double>.Percent(locale: locale).parseStrategy.parse(text) {
                return value
            }
            return plainNumber(from: text, removing: ["%", "٪", "％"]).map { $0 / 100 }
        case .scientific:
            let scientific = FloatingPointFormatStyle<Double>(locale: locale).notation(.scientific)
            if let value = try? scientific.parseStrategy.parse(text) { return value }
            return plainNumber(from: text, removing: [])
        case .number, .integer, .decimal:
            return plainNumber(from: text, removing: [])
        }
    }

    /// Reads a plain number after removing symbols, whitespace and grouping separators.
    private func plainNumber(from text: String, removing symbols: [String]) -> Double? {
        var text = text
        for symbol in symbols where !symbol.isEmpty {
            text = text.replacingOccurrences(of: symbol, with: "")
        }
        let grouping = locale.groupingSeparator ?? ","
        let decimal = locale.decimalSeparator ?? "."
        var cleaned = ""
        for character in text where !character.isWhitespace && String(character) != grouping {
            cleaned.append(character)
        }
        guard !cleaned.isEmpty else { return nil }
        if let value = try? FloatingPointFormatStyle<Double>(locale: locale).parseStrategy.parse(cleaned) {
            return value
        }
        // A last resort for a locale Foundation reads strictly: the POSIX spelling.
        return Double(cleaned.replacingOccurrences(of: decimal, with: "."))
    }

    private func currencySymbol(code: String) -> String {
        let sample = 0.0.formatted(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale))
        return String(sample.filter { !$0.isNumber && !$0.isWhitespace && !",.'’".contains($0) })
    }
}

extension String {
    /// The text without surrounding whitespace, or `nil` when that changes nothing.
    fileprivate var trimmed: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed == self ? nil : trimmed
    }
}

extension NumberFormat {
    /// The text a number field shows once editing ends: the number the text reads as, written in
    /// this format (`"1234.5"` becomes `"€1,234.50"` for euros in English), or `nil` to leave the
    /// text as it is — it is empty, or reads as no number (a validation rule says so).
    ///
    /// Both backends' `TextFieldCell` call it when editing ends, when the field has a
    /// `numberFormat`.
    ///
    /// - Parameter text: The field's text.
    /// - Returns: The formatted text, or `nil`.
    /// - Complexity: O(*n*) in the length of the text.
    package func normalized(_ text: String) -> String? {
        number(from: text).map(string(from:))
    }
}

extension InputRow where Input == String {
    /// Binds a text field to a number property through a format: the field shows the number
    /// formatted, and each change that reads as a number is written back (text that reads as no
    /// number leaves the property as it was; a validation rule can say why). Give the field the
    /// same `numberFormat` for its text to be formatted when editing ends.
    ///
    /// ```swift
    /// let price = addCell(TextFieldCell(key: "Price", keyboardType: .decimalPad))
    /// price.numberFormat = .currency(code: "EUR")
    /// price.bind(to: item, \.price, format: .currency(code: "EUR"))
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object; held weakly.
    ///   - keyPath: The number property.
    ///   - format: How the number is written and read.
    /// - Returns: The row, for chaining.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Double>, format: NumberFormat) -> Self {
        bind(
            to: model, keyPath, toInput: { format.string(from: $0) },
            toModel: { [weak model] text in format.number(from: text) ?? model?[keyPath: keyPath] ?? 0 })
    }
}
