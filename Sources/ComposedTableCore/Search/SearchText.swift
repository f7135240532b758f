import Foundation

/// How search text is compared: folded — case, width and diacritics dropped, letters spelled out
/// (`ß` ~ `ss`), each run of separators one space, one separator between digits dropped (`50,000`
/// ~ `50000`) — then a title matches when the letters of every query word are in it in order
/// (``FuzzyMatch``'s terms); an empty query matches everything.
package enum SearchText {
    /// The folded form of a text, words separated by one space. O(*n*) in its length.
    package static func fold(_ text: String) -> String { String(decoding: foldedBytes(text), as: UTF8.self) }

    /// Whether the letters of every folded word of the query are in the folded title in order.
    /// O(*n* × *w*) in the title's length and the words.
    package static func matches(_ title: String, query: String) -> Bool {
        let key = foldedBytes(title)
        return wordBytes(query).allSatisfy { contains(key[...], inOrder: $0) }
    }

    // MARK: - Bytes

    /// The folded text as UTF-8.
    static func foldedBytes(_ text: String) -> [UInt8] {
        var (folder, output) = (Folder(), [UInt8]())
        folder.fold(text, into: &output)
        return output
    }

    /// The folded words of a query as UTF-8.
    static func wordBytes(_ query: String) -> [[UInt8]] { foldedBytes(query).split(separator: 0x20).map(Array.init) }

    /// Folds texts into UTF-8: ASCII by a table, another scalar as Foundation folds it, asked
    /// once per distinct scalar (a list of titles in one script asks a few dozen times).
    package struct Folder {
        /// What each non-ASCII scalar seen folds to: UTF-8, a space (0x20) for a separator.
        private var known: [UInt32: [UInt8]] = [:]
        package init() {}

        /// Appends the folded form of a text: words separated by one space, none at either end.
        /// - Complexity: O(*n*) in the length of the text, plus one Foundation call per scalar
        ///   not seen before.
        package mutating func fold(_ text: String, into output: inout [UInt8]) {
            let start = output.count
            // The separators since the last word byte: one that is not a plain space, between two
            // digits, is dropped (a number's grouping).
            var separators = 0
            var joins = true
            @inline(__always)
            func append(_ byte: UInt8) {
                if separators > 0, output.count > start {
                    let isGrouping = separators == 1 && joins && Self.isDigit(byte) && Self.isDigit(output[output.count - 1])
                    if !isGrouping { output.append(0x20) }
                }
                (separators, joins) = (0, true)
                output.append(byte)
            }
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value >= 0x80 {
                    for byte in known[value] ?? learn(scalar) { if byte == 0x20 { separators += 1 } else { append(byte) } }
                } else if SearchText.asciiFolding[Int(value)] != 0 {
                    append(SearchText.asciiFolding[Int(value)])
                } else {
                    separators += 1
                    if value <= 0x20 { joins = false }  // a plain space, tab or line break keeps numbers apart
                }
            }
        }

        /// Whether a folded byte is an ASCII digit (full-width digits fold to them).
        @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        private mutating func learn(_ scalar: Unicode.Scalar) -> [UInt8] {
            // A combining diacritic on its own (a decomposed `é`): dropped, as Foundation drops it
            // from a letter it folds whole. Other marks (Devanagari vowel signs, viramas) stay.
            switch scalar.value {
            case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
                known[scalar.value] = []
                return []
            default:
                break
            }
            let folded = String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            var bytes: [UInt8] = []
            for scalar in folded.unicodeScalars {
                if let replacement = SearchText.spelledOut[scalar] {
                    bytes += replacement.utf8
                } else if scalar.value < 0x80 {
                    let byte = SearchText.asciiFolding[Int(scalar.value)]
                    bytes.append(byte == 0 ? 0x20 : byte)
                } else if SearchText.isWordScalar(scalar) {
                    bytes += String(scalar).utf8
                } else {
                    bytes.append(0x20)
                }
            }
            known[scalar.value] = bytes
            return bytes
        }
    }

    /// ASCII folded: a lowercase letter or a digit, else 0 (a separator).
    static let asciiFolding: [UInt8] = (0..<128).map { byte -> UInt8 in
        switch byte {
        case 0x61...0x7A, 0x30...0x39: UInt8(byte)
        case 0x41...0x5A: UInt8(byte + 0x20)
        default: 0
        }
    }

    /// Whether a scalar belongs to a word: a letter, a digit or a mark.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
            || [.nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber].contains(
                properties.generalCategory)
    }

    /// The plain Latin spelling of a (case-folded) letter that has no decomposition.
    static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]

    /// Whether `word`'s bytes occur in `text` in order, not necessarily together (a term of
    /// ``FuzzyMatch``).
    static func contains(_ text: ArraySlice<UInt8>, inOrder word: [UInt8]) -> Bool {
        var rest = word[...]
        for byte in text where byte == rest.first { rest.removeFirst() }
        return rest.isEmpty
    }
}
