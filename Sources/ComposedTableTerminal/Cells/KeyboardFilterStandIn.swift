#if !canImport(UIKit)
// STAND-IN, to replace at merge: the lead replaces the two calls of this function (in
// `TextFieldCell.admittedKey(_:)`) with Core's `keyboardType.admittedText(insertion, into: text)`
// and deletes this file.

/// What of an insertion a field of a keyboard kind takes: numeric kinds filter, the others take
/// everything.
///
/// - `numberPad`, `asciiCapableNumberPad`: the digits 0–9.
/// - `decimalPad`: the digits, and one decimal separator (`.` or `,`) when the text has none yet.
/// - `phonePad`: the digits and `+ * #`.
/// - Other kinds: the insertion unchanged.
///
/// - Parameters:
///   - insertion: A typed character or a pasted text.
///   - text: The field's text before the insertion.
///   - kind: The field's keyboard kind.
/// - Returns: The characters of `insertion` the field takes, in order.
func admitted(_ insertion: String, into text: String, kind: KeyboardType) -> String {
    switch kind {
    case .numberPad, .asciiCapableNumberPad:
        return String(insertion.filter { isDigit($0) })
    case .decimalPad:
        var hasSeparator = text.contains(".") || text.contains(",")
        var result = ""
        for character in insertion {
            if isDigit(character) {
                result.append(character)
            } else if character == "." || character == ",", !hasSeparator {
                hasSeparator = true
                result.append(character)
            }
        }
        return result
    case .phonePad:
        return String(insertion.filter { isDigit($0) || "+*#".contains($0) })
    default:
        return insertion
    }
}

/// Whether a character is one of the ASCII digits 0–9 (not `1️⃣`, not `٣`).
private func isDigit(_ character: Character) -> Bool {
    character.asciiValue.map { (0x30...0x39).contains($0) } ?? false
}
#endif
