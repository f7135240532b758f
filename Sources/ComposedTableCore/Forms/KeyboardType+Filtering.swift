import Foundation

extension KeyboardType {
    /// The part of an insertion (a typed character or a paste) that a field with this keyboard
    /// admits: what both backends put into the field.
    ///
    /// A numeric keyboard on a phone cannot type letters, but a paste, a hardware keyboard or a
    /// terminal can; this filter makes the numeric kinds mean the same everywhere:
    ///
    /// | Kind | Admitted |
    /// |---|---|
    /// | `numberPad` | the decimal digits of every script (0–9, ۰–۹, ०–९, …) |
    /// | `asciiCapableNumberPad` | the digits 0–9 |
    /// | `decimalPad` | the digits, and one decimal separator in the whole text |
    /// | `phonePad` | the digits and `+ * # ( ) -` and spaces |
    /// | `numbersAndPunctuation` | everything but letters |
    /// | `emailAddress`, `URL` | everything but whitespace |
    /// | the others | everything |
    ///
    /// For `decimalPad`, a `.` or a `,` (or the current locale's decimal separator) is taken as
    /// the decimal separator, whichever the keyboard or the user's habit offers, and is admitted
    /// as the current locale's separator, so that ``NumberFormat`` (whose default locale is the
    /// current one) parses the text; a second separator is dropped. A number pad types the digits
    /// of the user's locale (`UITextInputTraits`: "0-9, ۰-۹, ०-९"): they are admitted, and a
    /// number field reads them as their numbers.
    ///
    /// ```swift
    /// KeyboardType.decimalPad.admittedText("3,5x", into: "12")   // "3.5" in an English locale
    /// KeyboardType.numberPad.admittedText("4a2", into: "")       // "42"
    /// ```
    ///
    /// - Parameters:
    ///   - insertion: What the user typed or pasted.
    ///   - text: The field's text before the insertion (its selection removed).
    /// - Returns: `insertion` with what this keyboard does not admit removed.
    /// - Complexity: O(*m* + *n*) in the lengths of `insertion` and `text`.
    package func admittedText(_ insertion: String, into text: String) -> String {
        admittedText(insertion, into: text, decimalSeparator: Locale.autoupdatingCurrent.decimalSeparator ?? ".")
    }

    /// Whether a whole text is one a field with this keyboard could hold: nothing of it would be
    /// filtered out. UIKit checks a text committed from a multistage (Japanese, Chinese, Korean)
    /// composition with it, as such text never passes the per-edit filter.
    ///
    /// ```swift
    /// KeyboardType.numberPad.admits("42")    // true
    /// KeyboardType.numberPad.admits("四二")  // false
    /// ```
    ///
    /// - Parameter text: The whole text.
    /// - Complexity: O(*n*) in the length of the text.
    package func admits(_ text: String) -> Bool {
        admittedText(text, into: "") == text
    }

    /// Whether ``admittedText(_:into:)`` reads the field's text: only the decimal pad does (one
    /// separator in the whole text). A field with another keyboard passes an empty text and
    /// never builds its text for a key, so a key costs the same in a long text as in a short one.
    package var filtersByText: Bool { self == .decimalPad }

    /// ``admittedText(_:into:)`` with an explicit decimal separator, for tests.
    package func admittedText(_ insertion: String, into text: String, decimalSeparator: String) -> String {
        switch self {
        case .numberPad:
            return String(insertion.filter(isDigit))
        case .asciiCapableNumberPad:
            return String(insertion.filter { $0.isASCII && isDigit($0) })
        case .decimalPad:
            let separator = decimalSeparator.first ?? "."
            let isSeparator: (Character) -> Bool = { $0 == "." || $0 == "," || $0 == separator }
            var hasSeparator = text.contains(where: isSeparator)
            var result = ""
            for character in insertion {
                if isDigit(character) {
                    result.append(character)
                } else if isSeparator(character), !hasSeparator {
                    hasSeparator = true
                    result.append(separator)
                }
            }
            return result
        case .phonePad:
            return String(insertion.filter { isDigit($0) || "+*#()- ".contains($0) })
        case .numbersAndPunctuation:
            return String(insertion.filter { !$0.isLetter })
        case .emailAddress, .URL:
            return String(insertion.filter { !$0.isWhitespace })
        case .default, .asciiCapable, .namePhonePad, .twitter, .webSearch:
            return insertion
        }
    }
}
