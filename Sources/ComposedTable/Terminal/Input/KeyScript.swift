#if !canImport(UIKit)
/// Keys written as words, for scripted runs and tests: `"down down enter type:Alice esc"`.
///
/// Words are separated by spaces:
/// - key names: `up`, `down`, `left`, `right`, `home`, `end`, `pgup`, `pgdn`, `delete`, `enter`
///   (`return`), `tab`, `shift-tab`, `backspace`, `esc` (`escape`), `space`, `ctrl-c`, `ctrl-l`,
///   `f1`, and the editing keys `ctrl-u`, `ctrl-k`, `ctrl-w`, `ctrl-y`, `ctrl-_` (undo), `ctrl-^`
///   (redo), `ctrl-left`, `ctrl-right`, `alt-backspace` (the usage text of `TerminalApp.main` lists them);
/// - a single character stands for itself: `j`, `k`, `q`, `é`;
/// - `alt-` and a character is Alt and that key (Esc and the key in one burst): `alt-b`, `alt-q`;
/// - `type:TEXT` types TEXT as a terminal would send it: its UTF-8 bytes go through a
///   `KeyParser` (then a pause), so `type:👍🏽` is one key, as when typed (use `space` between
///   words);
/// - `paste:TEXT` pastes TEXT at once, as a terminal in bracketed paste mode does
///   (``Key/paste(_:)``); in TEXT, `\n` is a line break, `\t` a tab, `\s` a space and `\\` a
///   backslash;
/// - `resize:COLUMNSxROWS` resizes the terminal, as a window resize would;
/// - `click:ROW,COLUMN` clicks there (the left button pressed and released), `wheel-up:ROW,COLUMN`
///   and `wheel-down:ROW,COLUMN` turn the wheel there; the top left cell is `1,1`, as the terminal
///   counts (``MouseEvent``; `mouse-down:` and `mouse-up:` press and release alone).
public struct KeyScript: Hashable, Sendable {
    /// One step of a script.
    package enum Step: Hashable, Sendable {
        /// A key sent to the session.
        case key(Key)
        /// The terminal takes a new size.
        case resize(TerminalSize)
    }

    /// A word of the script that is not a key, with why.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The word.
        package var word: String
        /// What is wrong with it.
        package var reason: String

        /// `unknown key "dwn" in --keys: ...`
        public var description: String { "\(reason) \"\(word)\" in the key script" }
    }

    /// The steps, in order.
    package var steps: [Step]

    /// What a script's words can be, in one line, for a usage text or an error message:
    /// `key names (backspace, ctrl-c, …), a single character, type:TEXT, paste:TEXT, resize:COLUMNSxROWS`.
    package static var vocabulary: String {
        "key names (\(Key.names.keys.sorted().joined(separator: ", "))), a single character, "
            + "type:TEXT, paste:TEXT, resize:COLUMNSxROWS, click:ROW,COLUMN, wheel-up:ROW,COLUMN, wheel-down:ROW,COLUMN"
    }

    /// Creates a script from steps.
    package init(steps: [Step]) {
        self.steps = steps
    }

    /// Reads a script.
    ///
    /// - Parameter text: Words separated by spaces.
    /// - Throws: ``ParseError`` naming the first word that is not a key.
    public init(_ text: String) throws(ParseError) {
        var steps: [Step] = []
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if let key = Key.names[word.lowercased()] {
                steps.append(.key(key))
            } else if word.count == 1, let character = word.first {
                steps.append(.key(.character(character)))
            } else if word.count == 5, word.lowercased().hasPrefix("alt-"), let character = word.last {
                steps.append(.key(.alt(character)))  // as `Key.description` writes any Alt+key
            } else if word.hasPrefix("type:") {
                let text = word.dropFirst("type:".count)
                guard !text.isEmpty else { throw ParseError(word: word, reason: "nothing to type after") }
                var parser = KeyParser()
                steps += (parser.parse(text.utf8) + parser.flush()).map(Step.key)
            } else if word.hasPrefix("paste:") {
                let text = word.dropFirst("paste:".count)
                guard !text.isEmpty else { throw ParseError(word: word, reason: "nothing to paste after") }
                guard let pasted = Self.unescape(text) else {
                    throw ParseError(word: word, reason: "a backslash in pasted text starts \\n, \\t, \\s or \\\\, not")
                }
                steps.append(.key(.paste(pasted)))
            } else if word.hasPrefix("resize:") {
                guard let size = TerminalSize(String(word.dropFirst("resize:".count))) else {
                    throw ParseError(word: word, reason: "a size is COLUMNSxROWS, from 1x1 to 1000x1000, not")
                }
                steps.append(.resize(size))
            } else if let events = MouseEvent.events(scriptWord: word) {
                steps += events.map { .key(.mouse($0)) }
            } else {
                throw ParseError(word: word, reason: "unknown key")
            }
        }
        self.steps = steps
    }

    // MARK: - Escapes

    private static let escapes: [Character: Character] = ["n": "\n", "t": "\t", "s": " ", "\\": "\\"]

    /// Text with `\n`, `\t`, `\s` and `\\` read as a line break, a tab, a space and a backslash;
    /// `nil` for another backslash.
    static func unescape(_ text: Substring) -> String? {
        var result = ""
        var isEscaped = false
        for character in text {
            if isEscaped {
                guard let unescaped = escapes[character] else { return nil }
                result.append(unescaped)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else {
                result.append(character)
            }
        }
        return isEscaped ? nil : result
    }

    /// Text written so that ``unescape(_:)`` reads it back, as one word.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case " ": result += "\\s"
            default: result.append(character)
            }
        }
        return result
    }
}
#endif
