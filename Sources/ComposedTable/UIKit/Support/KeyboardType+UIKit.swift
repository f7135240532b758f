#if canImport(UIKit)
import UIKit

extension UIKeyboardType {
    /// The UIKit keyboard type of Core's keyboard kind (a ``TextFieldCell``'s `keyboardType`,
    /// which its text field follows): the same case names, so the mapping is one to one.
    ///
    /// - Parameter kind: The cell's keyboard kind.
    init(_ kind: KeyboardType) {
        switch kind {
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
        }
    }
}
#endif
