#if !canImport(UIKit)
// A terminal draws a screen's bar buttons in its title line, `+ Add` and `s Save`, and runs each
// on its key; `?` lists them.

extension ComposedTableViewController {
    /// The bar buttons, leading first, with the key each takes: its own, else the first letter of
    /// its title that no other key of the screen uses, else a digit.
    var barButtonKeys: [(button: BarButton, key: Character)] {
        let buttons = leadingBarButtons + trailingBarButtons
        var used = Set(buttons.compactMap(\.key))
        return buttons.map { button in
            if let key = button.key { return (button, key) }
            let letters = button.title.lowercased().filter { $0.isLetter || $0.isNumber }
            let key =
                letters.first { !BarButton.reservedKeys.contains($0) && !used.contains($0) }
                ?? "123456789".first { !used.contains($0) } ?? "0"
            used.insert(key)
            return (button, key)
        }
    }

    /// The bar button a key runs, or `nil`.
    func barButton(forKey key: Key) -> BarButton? {
        guard case .character(let character) = key else { return nil }
        return barButtonKeys.first { $0.key == character }?.button
    }

    /// The bar button a key with Alt runs where letters type — a field under the cursor, or one
    /// being edited (Alt-b, -f, -d and -⌫ stay the editor's word moves there); elsewhere a
    /// button's key alone runs it, and Alt+key is Esc then the key.
    func barButton(forAltKey key: Key) -> BarButton? {
        guard case .alt(let character) = key else { return nil }
        let typesLetters = editingCell.map { !$0.inPlace.editsText || !Self.readlineAltCharacters.contains(character) }
        guard typesLetters ?? (fieldUnderCursor?.inPlace.editsOnTyping == true) else { return nil }
        return barButtonKeys.first { $0.key == character }?.button
    }

    /// The hint for the bar buttons where letters type: ` · alt-s Save` for one, ` · alt-key
    /// buttons` for several (the title line shows their keys).
    var altBarButtonHints: String {
        let keyed = barButtonKeys
        guard let first = keyed.first else { return "" }
        return keyed.count == 1 ? " · alt-\(first.key) \(first.button.title)" : " · alt-key buttons"
    }

    /// The bar changed: the next frame draws it.
    func barButtonsDidChange() {}

    /// A button as the title line shows it — its key, then its title — and its width.
    static func titleLineText(of button: BarButton, key: Character) -> String {
        "\(key) \(button.title)"
    }

    /// How the title line draws a button: dim when disabled, bold when prominent, red (bold
    /// without colours) when destructive.
    static func titleLineStyle(of button: BarButton) -> TextStyle {
        guard button.isEnabled else { return .dim }
        switch button.style {
        case .plain: return []
        case .prominent: return .bold
        case .destructive: return TextStyle.drawsColors ? .red : .bold
        }
    }
}
#endif
