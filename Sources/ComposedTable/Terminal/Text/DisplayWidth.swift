#if !canImport(UIKit)
/// How many terminal columns text takes, and how to cut it to fit.
///
/// A terminal draws most characters in one column, East Asian wide characters (CJK, Hangul,
/// fullwidth forms) and emoji in two, and combining marks and zero-width characters in none. The
/// width of a `Character` (a grapheme cluster) is the width of its widest scalar, except for the
/// clusters terminals disagree about — an emoji with a skin tone, a ZWJ sequence, a flag, a
/// symbol with VS16, an East Asian ambiguous character — which count as the current
/// ``WidthRules`` say: as the terminal measured them inside the interactive loop, one two-column
/// glyph (one column for an ambiguous character) by default.
///
/// ```swift
/// DisplayWidth.of("日本")                          // 4
/// DisplayWidth.truncate("Notifications", to: 8)   // "Notific…"
/// ```
package enum DisplayWidth {
    /// The number of columns a character takes: 0, 1 or 2 — up to 8 where the current
    /// ``WidthRules`` measured a cluster wider (tmux draws `👍🏽` in 4).
    ///
    /// - Complexity: O(*k*) in the number of scalars of the character.
    package static func of(_ character: Character) -> Int {
        if character.isASCII {
            return character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F ? 1 : 0 } ?? 1
        }
        let scalars = character.unicodeScalars
        guard scalars.contains(where: { $0.value == zeroWidthJoiner }) else { return width(of: scalars[...]) }
        // A ZWJ sequence: its first emoji where the terminal joins it, else each emoji apart.
        let rules = WidthRules.current
        var total = 0
        var start = scalars.startIndex
        while start < scalars.endIndex {
            let end = scalars[start...].firstIndex { $0.value == zeroWidthJoiner } ?? scalars.endIndex
            let width = width(of: scalars[start..<end])
            if rules.joinsZWJSequences, width > 0 { return width }
            total += width
            start = end < scalars.endIndex ? scalars.index(after: end) : end
        }
        return total
    }

    /// Whether terminals disagree about a character's width, so that the cursor is placed again
    /// after it when a frame is written: an emoji with a skin tone, a ZWJ sequence, a flag or a
    /// lone regional indicator, a symbol with VS16, and an East Asian ambiguous character unless
    /// the current ``WidthRules`` measured the terminal's width for those.
    ///
    /// - Complexity: O(*k*) in the number of scalars of the character.
    package static func isUncertain(_ character: Character) -> Bool {
        if character.isASCII { return false }
        let scalars = character.unicodeScalars
        for scalar in scalars {
            switch scalar.value {
            case zeroWidthJoiner, emojiVariationSelector, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return true
            default: continue
            }
        }
        guard let first = scalars.first, WidthRules.isAmbiguous(first) else { return false }
        return !WidthRules.current.isAmbiguousMeasured
    }

    /// The width of a cluster without a ZWJ, or of one part of a ZWJ sequence.
    private static func width(of scalars: some Collection<Unicode.Scalar>) -> Int {
        guard let first = scalars.first else { return 0 }
        var widest = 0
        var hasModifier = false
        var hasVariationSelector = false
        var indicators = 0
        for scalar in scalars {
            widest = max(widest, of(scalar))
            switch scalar.value {
            case 0x1F3FB...0x1F3FF: hasModifier = true
            case emojiVariationSelector: hasVariationSelector = true
            case 0x1F1E6...0x1F1FF: indicators += 1
            default: break
            }
        }
        if indicators >= 2 { return WidthRules.current.flag }
        if hasModifier, first.properties.isEmojiModifierBase {
            // Joined, one glyph; apart, the base at its own width and the skin tone after it.
            let measured = WidthRules.current.emojiWithModifier
            return measured <= 2 ? measured : of(first) + measured - 2
        }
        // A text-presentation symbol turned into an emoji by VS16 (U+FE0F).
        if widest == 1, hasVariationSelector { return WidthRules.current.emojiVariation }
        if widest == 1, WidthRules.isAmbiguous(first) { return WidthRules.current.ambiguous }
        return widest
    }

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let emojiVariationSelector: UInt32 = 0xFE0F

    /// The number of columns a string takes.
    ///
    /// - Complexity: O(*n*) in the length of the string.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Cuts text to at most a number of columns, ending it with "…" when something was cut.
    ///
    /// A wide character that would straddle the limit is dropped rather than split.
    ///
    /// - Parameters:
    ///   - text: The text; line breaks count as characters of width 0 — pass single lines.
    ///   - width: The number of columns available; 0 or less gives an empty string.
    /// - Returns: `text` when it fits, or its longest prefix that fits, without trailing spaces,
    ///   with "…" after it.
    /// - Complexity: O(*w*) in `width`, plus the characters of width 0 among the first ones: the
    ///   rest of a long text is not read.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        // The end of the longest prefix that leaves a column for the ellipsis.
        var cut = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            used += of(text[index])
            guard used <= width else {
                var result = String(text[..<cut])
                while result.last?.isWhitespace == true { result.removeLast() }  // "Ask…", not "Ask …"
                return result + "…"
            }
            text.formIndex(after: &index)
            if used <= width - 1 { cut = index }
        }
        return text
    }

    /// Breaks text into lines of at most a number of columns, at spaces where possible, keeping
    /// the text's own line breaks.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The number of columns per line; at least 1 is used.
    /// - Returns: The lines, at least one.
    /// - Complexity: O(*n*) in the length of the text.
    package static func wrap(_ text: String, to width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = of(word)
                let separator = line.isEmpty ? 0 : 1
                if lineWidth + separator + wordWidth <= width {
                    if separator == 1 { line += " " }
                    line += word
                    lineWidth += separator + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                // A word longer than a line is cut into line-sized pieces.
                for character in word {
                    let characterWidth = of(character)
                    if lineWidth + characterWidth > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        // Zero width space; Hangul medial vowels and final consonants (Jamo and Jamo Extended-B).
        if value == 0x200B || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F); the emoji
    /// among them (W since Unicode 9) are those with emoji presentation, tested apart, so that a
    /// text-presentation symbol of the emoji blocks (`🏳` U+1F3F3, `🌡` U+1F321) counts one
    /// column, as terminals draw it.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
#endif
