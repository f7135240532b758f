#if !canImport(UIKit)
/// A key press, as the terminal backend understands it.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// Arrow keys: ↑/↓ move the cursor, ← goes back (or moves the caret while editing).
    case up, down, left, right
    /// Caret movement and deletion while editing (Home/End also Ctrl-A/Ctrl-E).
    case home, end, delete
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Enter selects or ends editing; Tab and Shift-Tab move between fields; Backspace and Escape
    /// go back (or edit and cancel while editing).
    case enter, tab, shiftTab, backspace, escape
    /// Ctrl-C: quit.
    case interrupt
    /// Ctrl-L: draw the whole screen again (after something else wrote to the terminal). The
    /// interactive loop handles it; a screen never sees it.
    case redraw
    /// F1: the key help, also while a field is edited (where `?` is typed).
    case f1
    /// Alt+↑ and Alt+↓ (Option on a Mac): move the row under the cursor one place, as an editor
    /// moves a line — on any movable row, fields included, where `m` would be typed.
    case altUp, altDown
    /// A printable character, space included: one whole grapheme cluster (`"é"`, `"👍🏽"`,
    /// `"🇯🇵"`), never a part of one. `KeyParser` never makes one of a control character.
    case character(Character)
    /// Escape and a printable character in one burst: Alt+key, or Esc typed quickly before a key.
    ///
    /// A screen takes it as Esc then the key. While text is edited, Alt+B and Alt+F move the caret
    /// a word, Alt+D deletes the word after it and Alt+Backspace (`ESC DEL`, written
    /// `alt("\u{7F}")`) the word before it, as readline does; any other Alt+key does nothing
    /// there (it must not cancel the edit).
    case alt(Character)
    /// Ctrl and a key that has no key of its own, by the character it is written with: `"u"` for
    /// Ctrl-U.
    ///
    /// While text is edited, as readline does: Ctrl-U and Ctrl-K delete to the start and to the
    /// end of the line, Ctrl-W the word before the caret (back to a space), Ctrl-Y puts back what
    /// was deleted last; Ctrl-_ (`"_"`, also sent by Ctrl-/ and Ctrl-7) undoes and Ctrl-^ (`"^"`,
    /// Ctrl-6) redoes; Ctrl-D (`"d"`) answers a multi-line question (``TerminalApp/write(_:text:placeholder:)``).
    /// Elsewhere it does nothing. The parser makes one for those seven only;
    /// other control characters are dropped, and Ctrl-A, Ctrl-E, Ctrl-C, Ctrl-L, Tab, Enter and
    /// Backspace have keys of their own.
    case control(Character)
    /// Ctrl+← and Ctrl+→ (Alt+← and Alt+→ too): while text is edited, the caret moves to the
    /// start of the word before it, or to the end of the word after it. Elsewhere nothing.
    case wordLeft, wordRight
    /// Text pasted while the terminal's bracketed paste mode was on (`ESC [ 200 ~` … `ESC [ 201 ~`).
    ///
    /// The text is as pasted, with line breaks written `"\n"` (the terminal's `"\r"` and `"\r\n"`
    /// are turned into `"\n"`) and invalid UTF-8 left out; it may hold other control characters,
    /// which a text field drops. A paste is never taken as keys: a text field inserts it
    /// literally, other rows ignore it.
    case paste(String)
    /// A mouse button pressed or released, or the wheel turned, where the terminal reported it
    /// (see ``MouseEvent``): a click on a row selects it, the wheel scrolls the list.
    case mouse(MouseEvent)

    /// The names a key script uses, and ``description`` writes.
    static let names: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "delete": .delete, "pgup": .pageUp, "pgdn": .pageDown,
        "enter": .enter, "return": .enter, "tab": .tab, "shift-tab": .shiftTab,
        "backspace": .backspace, "esc": .escape, "escape": .escape,
        "ctrl-c": .interrupt, "ctrl-l": .redraw, "f1": .f1, "space": .character(" "),
        "alt-up": .altUp, "alt-down": .altDown,
        "ctrl-u": .control("u"), "ctrl-k": .control("k"), "ctrl-w": .control("w"), "ctrl-y": .control("y"), "ctrl-d": .control("d"),
        "ctrl-_": .control("_"), "ctrl-^": .control("^"), "ctrl-left": .wordLeft, "ctrl-right": .wordRight,
        "alt-b": .alt("b"), "alt-f": .alt("f"), "alt-d": .alt("d"), "alt-backspace": .alt("\u{7F}"),
    ]

    /// `down`, `shift-tab`, `space`, the character itself, or `paste:TEXT` (escaped as a
    /// ``KeyScript`` reads it).
    public var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .delete: "delete"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .enter: "enter"
        case .tab: "tab"
        case .shiftTab: "shift-tab"
        case .backspace: "backspace"
        case .escape: "esc"
        case .interrupt: "ctrl-c"
        case .redraw: "ctrl-l"
        case .f1: "f1"
        case .altUp: "alt-up"
        case .altDown: "alt-down"
        case .character(" "): "space"
        case .character(let character): String(character)
        case .alt("\u{7F}"): "alt-backspace"
        case .alt(let character): "alt-" + String(character)
        case .control(let character): "ctrl-" + String(character)
        case .wordLeft: "ctrl-left"
        case .wordRight: "ctrl-right"
        case .paste(let text): "paste:" + KeyScript.escape(text)
        case .mouse(let event): event.scriptWord
        }
    }
}
#endif
