#if !canImport(UIKit)
/// How wide the terminal draws the grapheme clusters whose width differs between terminals:
/// the rules ``DisplayWidth`` counts with.
///
/// Terminals agree on most characters (one column; two for East Asian wide characters and
/// emoji) but not on five classes of clusters:
/// - an emoji with a skin-tone modifier (`👍🏽`): 2 columns where the terminal joins them, 4 in
///   tmux, which draws both;
/// - a ZWJ sequence (`👨‍👩‍👧`): its first emoji's width where the terminal joins it (tmux 3.3
///   does), or the sum of its emoji where it draws each;
/// - a flag (`🇯🇵`, two regional indicators): 2, or 4, or 1;
/// - a symbol made an emoji by VS16 (`❤️`): 2, or 1 where the terminal ignores the selector
///   (tmux 3.3);
/// - an East Asian ambiguous character (`·`, `①`, `…`, Greek and Cyrillic letters): 1, or 2 in
///   a terminal set up for a CJK locale.
///
/// The interactive loop asks the terminal once (``WidthProbe``) and runs the screens with the
/// answers as ``current``; without an answer the ``standard`` rules hold. Tests set the rules
/// with `WidthRules.$current.withValue(_:operation:)`.
package struct WidthRules: Hashable, Sendable {
    /// The columns of an emoji with a skin-tone modifier.
    package var emojiWithModifier: Int
    /// Whether a ZWJ sequence is drawn as one glyph (its first emoji's width) rather than each
    /// emoji apart.
    package var joinsZWJSequences: Bool
    /// The columns of a flag: a pair of regional indicators.
    package var flag: Int
    /// The columns of a one-column symbol followed by VS16 (U+FE0F).
    package var emojiVariation: Int
    /// The columns of an East Asian ambiguous character.
    package var ambiguous: Int
    /// Whether ``ambiguous`` was measured on the terminal: ambiguous characters are then drawn
    /// without re-positioning the cursor after each (see ``DisplayWidth/isUncertain(_:)``).
    package var isAmbiguousMeasured: Bool

    /// Creates rules.
    package init(
        emojiWithModifier: Int = 2, joinsZWJSequences: Bool = true, flag: Int = 2, emojiVariation: Int = 2, ambiguous: Int = 1,
        isAmbiguousMeasured: Bool = false
    ) {
        self.emojiWithModifier = emojiWithModifier
        self.joinsZWJSequences = joinsZWJSequences
        self.flag = flag
        self.emojiVariation = emojiVariation
        self.ambiguous = ambiguous
        self.isAmbiguousMeasured = isAmbiguousMeasured
    }

    /// The widths most terminals draw (and the package counted before it measured): every emoji
    /// cluster in two columns, ambiguous characters in one.
    package static let standard = WidthRules()

    /// The rules the screens of this task count with: those measured on the terminal inside the
    /// interactive loop, ``standard`` elsewhere.
    @TaskLocal package static var current = WidthRules.standard
}

extension WidthRules {
    /// A class of clusters whose width differs between terminals, with the sample the terminal
    /// is asked about.
    package enum Class: CaseIterable, Sendable {
        case emojiWithModifier, zwjSequence, flag, emojiVariation, ambiguous

        /// The cluster drawn to measure the class.
        package var sample: String {
            switch self {
            case .emojiWithModifier: "\u{1F44D}\u{1F3FD}"  // 👍🏽
            case .zwjSequence: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // 👨‍👩‍👧
            case .flag: "\u{1F1EF}\u{1F1F5}"  // 🇯🇵
            case .emojiVariation: "\u{2764}\u{FE0F}"  // ❤️
            case .ambiguous: "\u{B7}"  // ·
            }
        }
    }

    /// Rules from the columns a terminal drew each sample in; a class without a measure keeps
    /// its ``standard`` width.
    ///
    /// A ZWJ sequence is joined when its sample (three emoji) took at most 2 columns; any more
    /// counts each emoji apart, which over-counts rather than under-counts a terminal that does
    /// something in between. Widths are kept within 1...8.
    ///
    /// - Parameter measured: The columns of each measured class's ``Class/sample``.
    package init(measured: [Class: Int]) {
        self.init()
        func clamped(_ columns: Int) -> Int { min(8, max(1, columns)) }
        if let columns = measured[.emojiWithModifier] { emojiWithModifier = clamped(columns) }
        if let columns = measured[.zwjSequence] { joinsZWJSequences = columns <= 2 }
        if let columns = measured[.flag] { flag = clamped(columns) }
        if let columns = measured[.emojiVariation] { emojiVariation = clamped(columns) }
        if let columns = measured[.ambiguous] {
            ambiguous = min(2, clamped(columns))
            isAmbiguousMeasured = true
        }
    }
}

extension WidthRules {
    /// Whether a scalar is East Asian ambiguous (Unicode's EastAsianWidth.txt, A), marks and
    /// format characters left out (they take no column anyway).
    ///
    /// - Complexity: O(log *r*) in the number of ranges.
    static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0xA1 else { return false }
        var low = 0
        var high = ambiguousRanges.count
        while low < high {
            let middle = (low + high) / 2
            if ambiguousRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ambiguousRanges.count && ambiguousRanges[low].contains(value)
    }

    /// East Asian ambiguous ranges, in order (Unicode 14's EastAsianWidth.txt, A, without marks).
    private static let ambiguousRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA1, 0xA4...0xA4, 0xA7...0xA8, 0xAA...0xAA, 0xAE...0xAE, 0xB0...0xB4, 0xB6...0xBA, 0xBC...0xBF,
        0xC6...0xC6, 0xD0...0xD0, 0xD7...0xD8, 0xDE...0xE1, 0xE6...0xE6, 0xE8...0xEA, 0xEC...0xED, 0xF0...0xF0,
        0xF2...0xF3, 0xF7...0xFA, 0xFC...0xFC, 0xFE...0xFE, 0x101...0x101, 0x111...0x111, 0x113...0x113,
        0x11B...0x11B, 0x126...0x127, 0x12B...0x12B, 0x131...0x133, 0x138...0x138, 0x13F...0x142, 0x144...0x144,
        0x148...0x14B, 0x14D...0x14D, 0x152...0x153, 0x166...0x167, 0x16B...0x16B, 0x1CE...0x1CE, 0x1D0...0x1D0,
        0x1D2...0x1D2, 0x1D4...0x1D4, 0x1D6...0x1D6, 0x1D8...0x1D8, 0x1DA...0x1DA, 0x1DC...0x1DC, 0x251...0x251,
        0x261...0x261, 0x2C4...0x2C4, 0x2C7...0x2C7, 0x2C9...0x2CB, 0x2CD...0x2CD, 0x2D0...0x2D0, 0x2D8...0x2DB,
        0x2DD...0x2DD, 0x2DF...0x2DF, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C1, 0x3C3...0x3C9, 0x401...0x401,
        0x410...0x44F, 0x451...0x451, 0x2010...0x2010, 0x2013...0x2016, 0x2018...0x2019, 0x201C...0x201D,
        0x2020...0x2022, 0x2024...0x2027, 0x2030...0x2030, 0x2032...0x2033, 0x2035...0x2035, 0x203B...0x203B,
        0x203E...0x203E, 0x2074...0x2074, 0x207F...0x207F, 0x2081...0x2084, 0x20AC...0x20AC, 0x2103...0x2103,
        0x2105...0x2105, 0x2109...0x2109, 0x2113...0x2113, 0x2116...0x2116, 0x2121...0x2122, 0x2126...0x2126,
        0x212B...0x212B, 0x2153...0x2154, 0x215B...0x215E, 0x2160...0x216B, 0x2170...0x2179, 0x2189...0x2189,
        0x2190...0x2199, 0x21B8...0x21B9, 0x21D2...0x21D2, 0x21D4...0x21D4, 0x21E7...0x21E7, 0x2200...0x2200,
        0x2202...0x2203, 0x2207...0x2208, 0x220B...0x220B, 0x220F...0x220F, 0x2211...0x2211, 0x2215...0x2215,
        0x221A...0x221A, 0x221D...0x2220, 0x2223...0x2223, 0x2225...0x2225, 0x2227...0x222C, 0x222E...0x222E,
        0x2234...0x2237, 0x223C...0x223D, 0x2248...0x2248, 0x224C...0x224C, 0x2252...0x2252, 0x2260...0x2261,
        0x2264...0x2267, 0x226A...0x226B, 0x226E...0x226F, 0x2282...0x2283, 0x2286...0x2287, 0x2295...0x2295,
        0x2299...0x2299, 0x22A5...0x22A5, 0x22BF...0x22BF, 0x2312...0x2312, 0x2460...0x24E9, 0x24EB...0x254B,
        0x2550...0x2573, 0x2580...0x258F, 0x2592...0x2595, 0x25A0...0x25A1, 0x25A3...0x25A9, 0x25B2...0x25B3,
        0x25B6...0x25B7, 0x25BC...0x25BD, 0x25C0...0x25C1, 0x25C6...0x25C8, 0x25CB...0x25CB, 0x25CE...0x25D1,
        0x25E2...0x25E5, 0x25EF...0x25EF, 0x2605...0x2606, 0x2609...0x2609, 0x260E...0x260F, 0x261C...0x261C,
        0x261E...0x261E, 0x2640...0x2640, 0x2642...0x2642, 0x2660...0x2661, 0x2663...0x2665, 0x2667...0x266A,
        0x266C...0x266D, 0x266F...0x266F, 0x269E...0x269F, 0x26BF...0x26BF, 0x26C6...0x26CD, 0x26CF...0x26D3,
        0x26D5...0x26E1, 0x26E3...0x26E3, 0x26E8...0x26E9, 0x26EB...0x26F1, 0x26F4...0x26F4, 0x26F6...0x26F9,
        0x26FB...0x26FC, 0x26FE...0x26FF, 0x273D...0x273D, 0x2776...0x277F, 0x2B56...0x2B59, 0x3248...0x324F,
        0xE000...0xF8FF, 0xFFFD...0xFFFD, 0x1F100...0x1F10A, 0x1F110...0x1F12D, 0x1F130...0x1F169,
        0x1F170...0x1F18D, 0x1F18F...0x1F190, 0x1F19B...0x1F1AC, 0xF0000...0xFFFFD, 0x100000...0x10FFFD,
    ]
}
#endif
