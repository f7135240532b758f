#if !canImport(UIKit)
/// The state of one line being edited: the characters and the caret.
struct LineEditor: Hashable, Sendable {
    /// The text as it was when editing began, restored by Escape.
    let original: String
    private(set) var characters: [Character]
    /// The caret, between characters: `0...characters.count`.
    private(set) var caret: Int

    init(text: String) {
        original = text
        characters = Array(text)
        caret = characters.count
    }

    var text: String { String(characters) }

    /// Applies an editing key.
    ///
    /// - Returns: Whether the key was an editing key (consumed).
    mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            characters.insert(character, at: caret)
            caret += 1
        case .backspace:
            if caret > 0 {
                characters.remove(at: caret - 1)
                caret -= 1
            }
        case .delete:
            if caret < characters.count { characters.remove(at: caret) }
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(characters.count, caret + 1)
        case .home: caret = 0
        case .end: caret = characters.count
        default: return false
        }
        return true
    }
}
#endif
