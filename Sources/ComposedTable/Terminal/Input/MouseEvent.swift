#if !canImport(UIKit)
/// A mouse event a terminal reported: a button pressed or released, or the wheel turned, at a
/// cell of the screen.
///
/// The terminal reports the mouse once the screens show (SGR reporting, `ESC [ ? 1000 h` and
/// `ESC [ ? 1006 h`), unless the environment sets `COMPOSEDTABLE_MOUSE=0`; `KeyParser` reads
/// `ESC [ < b ; x ; y M` (a press) and `… m` (a release) into a ``Key/mouse(_:)``. A click acts
/// when the button is pressed; its release does nothing. Holding Shift while dragging still
/// selects text in xterm, tmux and iTerm2: the terminal keeps those events for itself.
///
/// A key script writes them `click:ROW,COLUMN` (a press and a release of the left button),
/// `wheel-up:ROW,COLUMN` and `wheel-down:ROW,COLUMN`, with the terminal's numbering: the top
/// left cell is `1,1`.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    package enum Action: Hashable, Sendable {
        /// A button went down: 0 is the left one, 1 the middle one, 2 the right one.
        case press(button: Int)
        /// A button went up.
        case release(button: Int)
        /// The wheel turned away from the user (the list scrolls up) or towards them.
        case wheelUp, wheelDown
    }

    /// What happened.
    package var action: Action
    /// The screen row, from 0 at the top.
    package var row: Int
    /// The screen column, from 0 at the left.
    package var column: Int

    /// An event at a cell of the screen, counted from 0.
    package init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }

    /// Whether this is a press of the left button: a click, which acts.
    package var isClick: Bool { action == .press(button: 0) }

    /// The event as a key script writes it, with the terminal's numbering from 1:
    /// `mouse-down:3,10`, `mouse-up:3,10`, `wheel-up:3,10` (`mouse-down-2:…` for the right
    /// button).
    var scriptWord: String {
        let place = "\(row + 1),\(column + 1)"
        switch action {
        case .press(let button): return (button == 0 ? "mouse-down:" : "mouse-down-\(button):") + place
        case .release(let button): return (button == 0 ? "mouse-up:" : "mouse-up-\(button):") + place
        case .wheelUp: return "wheel-up:" + place
        case .wheelDown: return "wheel-down:" + place
        }
    }

    /// The events a key script word stands for: `click:ROW,COLUMN` is a press and a release of
    /// the left button; `nil` when the word is no mouse word, or its place is not two numbers
    /// from 1 to 10,000.
    static func events(scriptWord word: String) -> [MouseEvent]? {
        guard let colon = word.firstIndex(of: ":") else { return nil }
        let name = word[..<colon].lowercased()
        let numbers = word[word.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 2, let row = numbers[0], let column = numbers[1], (1...10_000).contains(row),
            (1...10_000).contains(column)
        else { return nil }
        let at = { (action: Action) in MouseEvent(action, row: row - 1, column: column - 1) }
        switch name {
        case "click": return [at(.press(button: 0)), at(.release(button: 0))]
        case "mouse-down": return [at(.press(button: 0))]
        case "mouse-up": return [at(.release(button: 0))]
        case "mouse-down-1", "mouse-down-2": return [at(.press(button: name == "mouse-down-1" ? 1 : 2))]
        case "mouse-up-1", "mouse-up-2": return [at(.release(button: name == "mouse-up-1" ? 1 : 2))]
        case "wheel-up": return [at(.wheelUp)]
        case "wheel-down": return [at(.wheelDown)]
        default: return nil
        }
    }

    /// Reads an SGR report's parameters and final byte: `<b;x;y` then `M` (press) or `m`
    /// (release). The button number's low bits are the button (3 for none), 4, 8 and 16 are
    /// Shift, Alt and Ctrl (ignored), 32 a motion, 64 the wheel. `nil` for anything else — a
    /// motion, a horizontal wheel, numbers out of range: no event.
    static func sgr(parameters: String, isRelease: Bool) -> MouseEvent? {
        guard parameters.first == "<" else { return nil }
        let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ $0.count <= 5 }), let code = Int(fields[0]), let x = Int(fields[1]),
            let y = Int(fields[2]), x >= 1, y >= 1, code >= 0
        else { return nil }
        guard code & 32 == 0 else { return nil }  // a motion: not reported unless asked for
        let button = code & 3
        let action: Action
        if code & 64 != 0 {
            guard !isRelease, button <= 1 else { return nil }  // 66 and 67: the wheel tilted sideways
            action = button == 0 ? .wheelUp : .wheelDown
        } else if code & 128 != 0 || button == 3 {
            return nil  // extra buttons, or a release without its button
        } else {
            action = isRelease ? .release(button: button) : .press(button: button)
        }
        return MouseEvent(action, row: y - 1, column: x - 1)
    }
}
#endif
