#if canImport(UIKit)
import Foundation

// STAND-IN, to replace at merge: Core's `KeyboardType.admittedText(_:into:)` (the Core helper's
// branch) decides what a numeric keyboard admits. Replace the one call in `TextFieldCell`
// (`admitted(_:into:kind:)`) with `kind.admittedText(insertion, into: text)` and delete this file.

/// The part of an insertion a field of a keyboard kind admits (a stand-in for Core's rule).
///
/// Number pads admit digits; the decimal pad also one decimal separator (`.` or `,`); the phone
/// pad digits and `+ * # ( ) -` and spaces; other kinds admit everything.
///
/// - Parameters:
///   - insertion: What the user typed or pasted.
///   - text: The text it goes into (without the replaced range).
///   - kind: The field's keyboard kind.
/// - Returns: The admitted characters of `insertion`, in order.
func admitted(_ insertion: String, into text: String, kind: KeyboardType) -> String {
    switch kind {
    case .numberPad, .asciiCapableNumberPad:
        return String(insertion.filter { $0.isASCII && $0.isNumber })
    case .decimalPad:
        var hasSeparator = text.contains { $0 == "." || $0 == "," }
        var result = ""
        for character in insertion {
            if character.isASCII && character.isNumber {
                result.append(character)
            } else if character == "." || character == ",", !hasSeparator {
                hasSeparator = true
                result.append(character)
            }
        }
        return result
    case .phonePad:
        return String(insertion.filter { ($0.isASCII && $0.isNumber) || "+*#()- ".contains($0) })
    default:
        return insertion
    }
}
#endif
