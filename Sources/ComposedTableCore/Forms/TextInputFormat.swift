/// How a text field formats its text as the user types: a phone number grouped as it is
/// typed, a card number in blocks of four.
///
/// The format is a function from the whole text to the text to show, applied after every edit
/// of the user's on both platforms (UIKit's text field and a terminal's line), before
/// `shouldChange` is asked. The caret stays among the same *significant* characters — digits,
/// for a ``pattern(_:)``; by default letters and digits — so separators the format adds or
/// removes do not move it among what the user typed (counted from the end when the format fills
/// from the right, as an amount does). Text set by code is shown as it is.
///
/// ```swift
/// let phone = addCell(TextFieldCell(key: "Phone", keyboardType: .phonePad))
/// phone.inputFormat = .pattern("(###) ###-####")
/// // typing 5551234567 shows (555) 123-4567
/// ```
///
/// A format should give its own output back unchanged (`format(format(x)) == format(x)`), as a
/// pattern does: UIKit may hand the formatted text to the field's rules again.
public struct TextInputFormat: Sendable {
    /// The text to show for a text.
    let transform: @Sendable (String) -> String
    /// The characters the caret counts to keep its place.
    let isSignificant: @Sendable (Character) -> Bool

    /// Creates a format from a function.
    ///
    /// ```swift
    /// let upper = TextInputFormat { $0.uppercased() }
    /// let card = TextInputFormat(significant: \.isNumber) { text in
    ///     let digits = text.filter(\.isNumber).prefix(16)
    ///     return stride(from: 0, to: digits.count, by: 4).map { start in
    ///         String(digits.dropFirst(start).prefix(4))
    ///     }.joined(separator: " ")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - significant: Whether a character is one of the user's (the caret stays after the
    ///     same count of them); letters and digits unless you say otherwise.
    ///   - format: The text to show for the text an edit gives.
    public init(
        significant: @escaping @Sendable (Character) -> Bool = { $0.isLetter || $0.isNumber },
        _ format: @escaping @Sendable (String) -> String
    ) {
        self.isSignificant = significant
        self.transform = format
    }

    /// A format that places the digits typed into a pattern: each `#` of the pattern takes the
    /// next digit, and every other character of it shows as it is, up to the last digit typed
    /// (so that Backspace removes a digit, not a separator). Everything that is not a digit is
    /// dropped. More digits than the pattern has `#`s — a pasted number with its country code, a
    /// digit typed into a full number — show as the digits alone, none lost, until the user takes
    /// the extra ones out (a validation rule can say the number is too long).
    ///
    /// ```swift
    /// TextInputFormat.pattern("(###) ###-####").format("5551234")       // "(555) 123-4"
    /// TextInputFormat.pattern("(###) ###-####").format("+1 555 123 4567") // "15551234567"
    /// TextInputFormat.pattern("#### #### #### ####")                    // a card number
    /// ```
    ///
    /// - Parameter pattern: The pattern: `#` for a digit, any other character as it is.
    /// - Returns: The format.
    public static func pattern(_ pattern: String) -> TextInputFormat {
        TextInputFormat(significant: isDigit) { text in
            var digits = text.filter(isDigit)[...]
            // Too many digits for the pattern: all of them, unformatted, rather than some dropped.
            guard digits.count <= pattern.reduce(0, { $0 + ($1 == "#" ? 1 : 0) }) else { return String(digits) }
            var result = ""
            for slot in pattern {
                guard let next = digits.first else { break }
                if slot == "#" {
                    result.append(next)
                    digits = digits.dropFirst()
                } else {
                    result.append(slot)
                }
            }
            return result
        }
    }

    /// The text this format shows for a text.
    ///
    /// - Parameter text: The text.
    /// - Returns: The formatted text.
    /// - Complexity: What the format costs; O(*n*) for a pattern.
    public func format(_ text: String) -> String {
        transform(text)
    }

    /// Formats the text an edit gave and places the caret among the same significant characters:
    /// counted from the end when the format changed them at the front (an amount that fills from
    /// the right adds or drops zeros there), else from the start (a pattern, a suffix).
    /// - Complexity: O(*n*) in the length of the texts, plus the format.
    package func apply(to text: String, caret: Int) -> (text: String, caret: Int) {
        let formatted = transform(text)
        let (typed, significant) = (text.filter(isSignificant), formatted.filter(isSignificant))
        let before = text.prefix(max(0, caret)).filter(isSignificant).count
        let kept = significant.hasSuffix(typed) || typed.hasSuffix(significant) ? max(0, significant.count - typed.count + before) : before
        guard kept > 0 else { return (formatted, 0) }
        var seen = 0
        var position = 0
        for character in formatted {
            position += 1
            if isSignificant(character) {
                seen += 1
                if seen == kept { return (formatted, position) }
            }
        }
        return (formatted, formatted.count)
    }

    /// Formats the text an edit gave, with the caret in UTF-16 units (UIKit's text positions).
    package func apply(to text: String, utf16Caret: Int) -> (text: String, utf16Caret: Int) {
        let index = String.Index(utf16Offset: min(max(0, utf16Caret), text.utf16.count), in: text)
        let caret = text.distance(from: text.startIndex, to: index)
        let (formatted, formattedCaret) = apply(to: text, caret: caret)
        let formattedIndex = formatted.index(formatted.startIndex, offsetBy: formattedCaret)
        return (formatted, formatted.utf16.distance(from: formatted.startIndex, to: formattedIndex))
    }
}

/// Whether a character is a decimal digit of any script (0–9, ۰–۹, ०–९, …): what a number pad
/// types in the user's locale. Not `五`, `½` or `²`, which are numbers but no decimal digits.
@Sendable func isDigit(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.numericType == .decimal
}

/// A text with its decimal digits of every script written 0–9, for reading it as a number.
/// - Complexity: O(*n*) in the length of the text.
func westernDigits(_ text: String) -> String {
    guard text.contains(where: { !$0.isASCII && isDigit($0) }) else { return text }
    return String(text.map { !$0.isASCII && isDigit($0) ? Character(String($0.wholeNumberValue!)) : $0 })
}
