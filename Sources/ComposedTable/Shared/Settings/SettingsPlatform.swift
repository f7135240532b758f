// The one platform-specific part of settings bundles: what only UIKit has a word for — the
// device's idiom, and a text field's capitalisation and correction. A terminal counts as a
// phone (`SupportedUserInterfaceIdioms`) and neither capitalises nor corrects what is typed.
#if canImport(UIKit)
import UIKit

/// `Pad` on an iPad, else `Phone`.
@MainActor func settingsIdiom() -> String {
    UIDevice.current.userInterfaceIdiom == .pad ? "Pad" : "Phone"
}

extension TextFieldCell {
    /// `AutocapitalizationType` and `AutocorrectionType` of a text field specifier.
    func applySettingsTextTraits(_ plist: [String: Any]) {
        let capitals: [String: UITextAutocapitalizationType] = ["None": .none, "Words": .words, "AllCharacters": .allCharacters]
        textField.autocapitalizationType = capitals[plist["AutocapitalizationType"] as? String ?? ""] ?? .sentences
        let corrections: [String: UITextAutocorrectionType] = ["No": .no, "Yes": .yes]
        textField.autocorrectionType = corrections[plist["AutocorrectionType"] as? String ?? ""] ?? .default
    }
}
#else
@MainActor func settingsIdiom() -> String { "Phone" }

extension TextFieldCell {
    func applySettingsTextTraits(_ plist: [String: Any]) {}
}
#endif
