/// The rules of a text field's text that both backends keep.
package enum TextInput {
    /// The bullet a secure text shows for each character.
    package static let bullet: Character = "•"

    /// A field's text as the row shows it outside the field (the plain-text rendering, a
    /// snapshot): a secure text as one bullet per character, so that a password never shows.
    package static func shown(_ text: String, isSecure: Bool) -> String {
        isSecure ? String(repeating: bullet, count: text.count) : text
    }
}
