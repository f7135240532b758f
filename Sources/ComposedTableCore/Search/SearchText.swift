import Foundation

/// How search text is compared: folded to a plain form in which case, diacritics and
/// punctuation no longer count, then matched word by word.
/// Folding drops case, width and diacritics, spells out letters (`ß` ~ `ss`), makes each run of
/// separators one space and drops one separator between digits (`50,000` ~ `50000`). A title
/// matches when every query word occurs anywhere in it; an empty query matches everything.
package enum SearchText {
    /// The folded form of a text, words separated by one space. O(*n*) in its length.
    package static func fold(_ text: String) -> String {
        String(decoding: foldedBytes(text), as: UTF8.self)
    }

    /// The words of a query, folded: what every matching title contains. O(*n*).
    package static func words(_ query: String) -> [String] {
        fold(query).split(separator: " ").map(String.init)
    }

    /// Whether every folded word of the query occurs in the folded title. O(*n* × *m*).
    package static func matches(_ title: String, query: String) -> Bool {
        let key = foldedBytes(title)
        return wordBytes(query).allSatisfy { contains(key[...], $0) }
    }

    // MARK: - Bytes

    /// The folded text as UTF-8.
    static func foldedBytes(_ text: String) -> [UInt8] {
        var (folder, output) = (Folder(), [UInt8]())
        folder.fold(text, into: &output)
        return output
    }

    /// The folded words of a query as UTF-8.
    static func wordBytes(_ query: String) -> [[UInt8]] {
        foldedBytes(query).split(separator: 0x20).map(Array.init)
    }

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
                separators = 0
                joins = true
                output.append(byte)
            }
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    let byte = SearchText.asciiFolding[Int(value)]
                    if byte == 0 {
                        separators += 1
                        // A plain space, tab or line break keeps numbers apart.
                        if value <= 0x20 { joins = false }
                    } else {
                        append(byte)
                    }
                    continue
                }
                let bytes = known[value] ?? learn(scalar)
                for byte in bytes {
                    if byte == 0x20 {
                        separators += 1
                    } else {
                        append(byte)
                    }
                }
            }
        }

        /// Whether a folded byte is an ASCII digit (full-width digits fold to them).
        @inline(__always)
        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= 0x30 && byte <= 0x39
        }

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
                if let replacement = SearchText.spelledOut(scalar) {
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
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// The plain Latin spelling of a (case-folded) letter that has no decomposition.
    static func spelledOut(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "ß": "ss"
        case "æ": "ae"
        case "œ": "oe"
        case "ø": "o"
        case "ł": "l"
        case "đ", "ð": "d"
        case "þ": "th"
        case "ı": "i"
        default: nil
        }
    }

    /// Whether `word` occurs in `text`, as bytes.
    static func contains(_ text: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        var start = text.startIndex
        while start <= text.endIndex - word.count {
            if text[start] == first, text[start..<(start + word.count)].elementsEqual(word) { return true }
            start += 1
        }
        return false
    }
}
