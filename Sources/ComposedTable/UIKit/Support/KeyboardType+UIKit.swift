#if canImport(UIKit)
import UIKit

extension KeyboardType {
    /// Core's keyboard kind of a UIKit keyboard type: the same case names, so the mapping is one
    /// to one (a kind newer than Core's list maps to `.default`, which filters nothing).
    ///
    /// - Parameter type: The text field's keyboard type.
    init(_ type: UIKeyboardType) {
        switch type {
        case .default: self = .default
        case .asciiCapable: self = .asciiCapable
        case .numbersAndPunctuation: self = .numbersAndPunctuation
        case .URL: self = .URL
        case .numberPad: self = .numberPad
        case .phonePad: self = .phonePad
        case .namePhonePad: self = .namePhonePad
        case .emailAddress: self = .emailAddress
        case .decimalPad: self = .decimalPad
        case .twitter: self = .twitter
        case .webSearch: self = .webSearch
        case .asciiCapableNumberPad: self = .asciiCapableNumberPad
        @unknown default: self = .default
        }
    }
}
#endif
