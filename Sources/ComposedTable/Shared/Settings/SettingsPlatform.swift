// The one platform-specific part of settings bundles: what only UIKit has a word for — the
// device's idiom, a text field's capitalisation and correction, and the app becoming active
// again (after the Settings app changed the defaults, which posts no didChangeNotification in
// the app). A terminal counts as a phone (`SupportedUserInterfaceIdioms`), neither capitalises
// nor corrects what is typed, and has no other app to come back from.
#if canImport(UIKit)
import UIKit

/// What makes a settings screen show the defaults again.
let settingsChangeNotifications = [UserDefaults.didChangeNotification, UIApplication.didBecomeActiveNotification]

/// `Pad` on an iPad, else `Phone`.
@MainActor func settingsIdiom() -> String {
    UIDevice.current.userInterfaceIdiom == .pad ? "Pad" : "Phone"
}

extension TextFieldCell {
    /// `AutocapitalizationType` and `AutocorrectionType` of a text field specifier.
    func applySettingsTextTraits(_ plist: [String: Any]) {
        // Apple's *Text Field Element*: without the key, no capitalization (not UIKit's sentences).
        let capitals: [String: UITextAutocapitalizationType] = ["Sentences": .sentences, "Words": .words, "AllCharacters": .allCharacters]
        textField.autocapitalizationType = capitals[plist["AutocapitalizationType"] as? String ?? ""] ?? .none
        let corrections: [String: UITextAutocorrectionType] = ["No": .no, "Yes": .yes]
        textField.autocorrectionType = corrections[plist["AutocorrectionType"] as? String ?? ""] ?? .default
    }
}
#else
import Foundation

let settingsChangeNotifications = [UserDefaults.didChangeNotification]

@MainActor func settingsIdiom() -> String { "Phone" }

extension TextFieldCell {
    func applySettingsTextTraits(_ plist: [String: Any]) {}
}
#endif
