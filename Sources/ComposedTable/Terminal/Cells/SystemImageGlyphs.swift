#if !canImport(UIKit)
/// The one-column glyphs the terminal draws for SF Symbol names (``ActiveCell/systemImage``).
///
/// A name is looked up whole (`"bell.fill"`), then by its first part (`"bell"`); an unknown
/// name draws `•`. Every glyph is one column wide in a terminal, so the keys of rows with
/// images line up.
enum SystemImageGlyphs {
    /// The glyph of each known name.
    static let table: [String: Character] = [
        "wifi": "≋", "antenna.radiowaves.left.and.right": "≋", "airplane": "✈", "bluetooth": "ᛒ",
        "bell": "♪", "speaker": "♪", "speaker.wave.1": "♫", "speaker.wave.2": "♫", "speaker.wave.3": "♫",
        "music.note": "♬", "gear": "⚙", "gearshape": "⚙",
        "person": "☺", "person.crop.circle": "☺", "envelope": "✉", "phone": "☎", "star": "★",
        "heart": "♥", "moon": "☾", "sun.max": "☀", "lock": "⚿", "key": "⚷", "house": "⌂",
        "magnifyingglass": "⌕", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "checkmark": "✓",
        "xmark": "✗", "calendar": "▦", "clock": "◷", "plus": "+", "minus": "−", "trash": "✗",
        "globe": "◍", "location": "➤", "photo": "▣", "doc": "▤", "folder": "▭", "paperplane": "➢",
        "flag": "⚑", "tray": "⊔", "archivebox": "⊔", "bolt": "ϟ", "battery.100": "▮", "eye": "◉", "pencil": "✎",
    ]

    /// The glyph for a symbol name: the table's, by the whole name or its first dotted part,
    /// else `•`.
    ///
    /// - Parameter name: An SF Symbol name, such as `"wifi"` or `"bell.badge.fill"`.
    static func glyph(for name: String) -> Character {
        if let glyph = table[name] { return glyph }
        var trimmed = name
        for suffix in [".fill", ".circle", ".square"] where trimmed.hasSuffix(suffix) {
            trimmed.removeLast(suffix.count)
        }
        if let glyph = table[trimmed] { return glyph }
        if let first = name.split(separator: ".").first, let glyph = table[String(first)] { return glyph }
        return "•"
    }
}
#endif
