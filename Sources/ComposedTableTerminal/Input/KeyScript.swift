#if !canImport(UIKit)
/// Keys written as words, for scripted runs and tests: `"down down enter type:Alice esc"`.
///
/// Words are separated by spaces:
/// - key names: `up`, `down`, `left`, `right`, `home`, `end`, `delete`, `enter` (`return`), `tab`,
///   `shift-tab`, `backspace`, `esc` (`escape`), `space`, `ctrl-c`;
/// - a single character stands for itself: `j`, `k`, `q`;
/// - `type:TEXT` types each character of TEXT (use `space` between words);
/// - `resize:COLUMNSxROWS` resizes the terminal, as a window resize would.
public struct KeyScript: Hashable, Sendable {
    /// One step of a script.
    public enum Step: Hashable, Sendable {
        case key(Key)
        case resize(TerminalSize)
    }

    /// A word of the script that is not a key, with why.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The word.
        public var word: String
        /// What is wrong with it.
        public var reason: String

        /// `unknown key "dwn" in --keys: ...`
        public var description: String { "\(reason) \"\(word)\" in the key script" }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a script from steps.
    public init(steps: [Step]) {
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
            } else if word.hasPrefix("type:") {
                let text = word.dropFirst("type:".count)
                guard !text.isEmpty else { throw ParseError(word: word, reason: "nothing to type after") }
                steps += text.map { .key(.character($0)) }
            } else if word.hasPrefix("resize:") {
                guard let size = TerminalSize(String(word.dropFirst("resize:".count))) else {
                    throw ParseError(word: word, reason: "a size is COLUMNSxROWS, from 1x1 to 1000x1000, not")
                }
                steps.append(.resize(size))
            } else {
                throw ParseError(word: word, reason: "unknown key")
            }
        }
        self.steps = steps
    }
}
#endif
