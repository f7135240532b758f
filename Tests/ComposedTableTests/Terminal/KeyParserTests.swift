import TestSupport
import Testing

@testable import ComposedTable

struct KeyParserTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.parse(bytes) + parser.flush()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func readsArrowsControlKeysAndText() {
        expectEqual(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")), [.up, .down, .right, .left])
        expectEqual(keys(bytes("\u{1B}OA\u{1B}OB")), [.up, .down], "application cursor mode (SS3)")
        expectEqual(keys([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03]), [.enter, .enter, .tab, .backspace, .backspace, .interrupt])
        expectEqual(keys(bytes("\u{1B}[Z\u{1B}[3~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~")), [.shiftTab, .delete, .home, .end, .home, .end])
        expectEqual(keys(bytes("q j")), [.character("q"), .character(" "), .character("j")])
        expectEqual(keys(bytes("é日🙂")), [.character("é"), .character("日"), .character("🙂")])
    }

    @Test func altWithAnArrowIsTheMoveARowKeyAndOtherModifiersAreNot() throws {
        expectEqual(keys(bytes("\u{1B}[1;3A\u{1B}[1;3B\u{1B}[1;9A\u{1B}[1;9B")), [.altUp, .altDown, .altUp, .altDown])
        // Shift (2) and Ctrl (5) with an arrow are no key here: never taken as Alt.
        expectEqual(keys(bytes("\u{1B}[1;2A\u{1B}[1;5Bx")), [.character("x")])
        try expectEqual(KeyScript("alt-up alt-down").steps, [.key(.altUp), .key(.altDown)])
    }

    @Test func waitsForTheRestOfASplitSequence() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]).isEmpty)
        #expect(parser.hasPendingBytes && !parser.isInsideSequence, "a lone Escape waits the short pause")
        #expect(parser.parse([0x5B]).isEmpty)
        #expect(parser.isInsideSequence, "the start of a sequence waits the longer one")
        expectEqual(parser.parse([0x41, 0x71]), [.up], "q is held back: the next bytes may continue it")
        #expect(!parser.isInsideSequence)
        #expect(parser.hasPendingBytes)
        let emoji = bytes("🙂")
        #expect(parser.parse(emoji.prefix(2)).isEmpty, "half a scalar does not tell")
        expectEqual(parser.parse(emoji.dropFirst(2)), [.character("q")], "a scalar that starts a new character completes q")
        expectEqual(parser.flush(), [.character("🙂")], "and a pause completes the last one")
        #expect(!parser.hasPendingBytes)
    }

    @Test func aLoneEscapeIsTheEscapeKeyAfterAPause() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]).isEmpty)
        expectEqual(parser.flush(), [.escape])
        expectEqual(parser.parse([0x1B, 0x1B]), [.escape])
        expectEqual(parser.flush(), [.escape])
        #expect(parser.flush().isEmpty)
    }

    @Test func dropsUnknownAndMalformedSequencesWithoutLosingWhatFollows() throws {
        expectEqual(keys(bytes("\u{1B}[99;99Xa")), [.character("a")], "unknown CSI")
        expectEqual(keys(bytes("\u{1B}[1;5A")), [], "Ctrl-arrow is not a key here")
        expectEqual(keys(bytes("\u{1B}[12\u{07}b")), [.character("b")], "a control byte inside a sequence ends it")
        expectEqual(keys(bytes("\u{1B}xb")), [.alt("x"), .character("b")], "Esc then x in one burst (or Alt+x)")
        expectEqual(keys(bytes("\u{1B}\u{7F}")), [.alt("\u{7F}")], "Esc then Backspace in one burst: Alt-Backspace")
        expectEqual(keys(bytes("\u{1B}\u{9}")), [.escape, .tab], "Esc then another key that is not printable: both keys")
        expectEqual(keys(bytes("\u{1B}[" + String(repeating: "1", count: 40) + "Ac")), [.character("c")], "an overlong sequence")
        expectEqual(keys([0xFF, 0x61]), [.character("a")], "an invalid byte")
        expectEqual(keys([0xE6, 0x61]), [.character("a")], "a truncated UTF-8 character")
        expectEqual(keys([0x80, 0x62]), [.character("b")], "a stray continuation byte")
        expectEqual(keys([0x01, 0x05, 0x02]), [.home, .end], "Ctrl-A, Ctrl-E; other control bytes dropped")
        expectEqual(keys([0x0C, 0x61]), [.redraw, .character("a")], "Ctrl-L")
        #expect(try KeyScript("ctrl-l").steps == [.key(.redraw)] && Key.redraw.description == "ctrl-l")
        var parser = KeyParser()
        #expect(parser.parse(bytes("\u{1B}[12")).isEmpty)
        #expect(parser.flush().isEmpty, "an unfinished sequence is dropped at a pause, not typed")
    }

    @Test func chunkingNeverChangesTheKeys() {
        // Any byte stream, split anywhere, parses to the same keys as in one piece.
        let alphabet: [UInt8] = [
            0x1B, 0x5B, 0x4F, 0x41, 0x42, 0x5A, 0x7E, 0x33, 0x31, 0x3B, 0x61, 0x71, 0x0D, 0x7F, 0xE6, 0x97, 0xA5, 0xF0, 0x9F, 0x80, 0xFF,
            0x03,
        ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let stream = (0..<Int.random(in: 1...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            var whole = KeyParser()
            var expected = whole.parse(stream)
            var chunked = KeyParser()
            var actual: [Key] = []
            var rest = stream[...]
            while !rest.isEmpty {
                let length = Int.random(in: 1...rest.count, using: &generator)
                actual += chunked.parse(rest.prefix(length))
                rest = rest.dropFirst(length)
            }
            expected += whole.flush()
            actual += chunked.flush()
            expectEqual(actual, expected, "bytes \(stream)")
        }
    }

    @Test func chunkingNeverChangesTheKeysOfTextAndPastes() {
        // Pieces of clusters, paste markers, keys and bytes that break them, split anywhere.
        let tokens: [[UInt8]] =
            [
                "e", "\u{301}", "👍", "🏽", "🇯", "🇵", "\u{200D}", "👨", "\u{1100}", "\u{1161}", "日", "\u{FE0F}", "q", " ",
                "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[A", "\u{1B}", "\r", "\n", "\r\n", "\u{3}", "\u{85}",
            ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x9B]]
        var generator = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let stream = (0..<Int.random(in: 1...16, using: &generator)).flatMap { _ in tokens.randomElement(using: &generator)! }
            var whole = KeyParser()
            let expected = whole.parse(stream) + whole.flush()
            var chunked = KeyParser()
            var actual: [Key] = []
            var rest = stream[...]
            while !rest.isEmpty {
                let length = Int.random(in: 1...rest.count, using: &generator)
                actual += chunked.parse(rest.prefix(length))
                rest = rest.dropFirst(length)
            }
            actual += chunked.flush()
            expectEqual(actual, expected, "bytes \(stream)")
        }
    }

    // MARK: - Whole characters

    /// Texts whose characters are grapheme clusters of several scalars.
    static let clusterTexts = [
        "❤️", "👍🏽", "🇯🇵", "e\u{301}", "\u{1100}\u{1161}\u{11A8}", "👨‍👩‍👧", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "a👍🏽b🇯🇵🇫🇷c", "日本語", "e\u{301}\u{302}x", "\u{1100}\u{1161}\u{1100}",
    ]

    @Test(arguments: clusterTexts)
    func assemblesWholeGraphemeClustersWhereverTheBytesAreSplit(text: String) {
        let expected = text.map(Key.character)
        let stream = bytes(text)
        expectEqual(keys(stream), expected)
        for split in 0...stream.count {
            var parser = KeyParser()
            let actual = parser.parse(stream.prefix(split)) + parser.parse(stream.dropFirst(split)) + parser.flush()
            expectEqual(actual, expected, "split at byte \(split)")
        }
        var parser = KeyParser()
        var oneByOne: [Key] = []
        for byte in stream { oneByOne += parser.parse([byte]) }
        expectEqual(oneByOne + parser.flush(), expected, "one byte at a time")
    }

    @Test func holdsTheLastCharacterBackUntilTheNextScalarOrAPause() {
        var parser = KeyParser()
        #expect(parser.parse(bytes("e")).isEmpty)
        #expect(parser.parse(bytes("\u{301}")).isEmpty, "a combining mark in the next read continues it")
        expectEqual(parser.parse(bytes("x")), [.character("é")])
        expectEqual(parser.parse(bytes("👍")), [.character("x")])
        #expect(parser.parse(bytes("🏽")).isEmpty)
        expectEqual(parser.parse(bytes("\u{1B}[A")), [.character("👍🏽"), .up], "a key that is not text completes it")
        #expect(parser.parse(bytes("e")).isEmpty)
        expectEqual(parser.flush(), [.character("e")])
        #expect(parser.parse(bytes("\u{301}")).isEmpty)
        expectEqual(parser.flush(), [.character("\u{301}")], "after a pause a mark is a character of its own")
    }

    @Test func aClusterIsCutAfterThirtyTwoScalars() {
        let marks = String(repeating: "\u{301}", count: 40)
        let result = keys(bytes("e" + marks))
        expectEqual(result.count, 2)
        guard case .character(let first) = result.first else { return }
        expectEqual(first.unicodeScalars.count, KeyParser.maximumClusterLength)
    }

    @Test func neverMakesACharacterOfAControlCharacter() {
        // C1 controls encoded in UTF-8, C0 bytes without a key, DEL.
        let stream: [UInt8] = [0x61, 0xC2, 0x85, 0x62, 0xC2, 0x9B, 0x63, 0xC2, 0x80, 0x00, 0x1C, 0x07, 0x64, 0x9B, 0x65]
        expectEqual(keys(stream), [.character("a"), .character("b"), .character("c"), .character("d"), .character("e")])
        expectEqual(keys([0xC2, 0xA0]), [.character("\u{A0}")], "U+00A0, just after the C1 range, is text")
        expectEqual(keys([0xE0, 0x80, 0x80, 0x61]), [.character("a")], "an overlong encoding")
        expectEqual(keys([0xED, 0xA0, 0x80, 0x61]), [.character("a")], "a surrogate")
    }

    // MARK: - Bracketed paste

    @Test func ctrlCEndsAPasteWhoseEndMarkerNeverComes() {
        expectEqual(keys(bytes("\u{1B}[200~half a paste\u{3}q")), [.paste("half a paste"), .interrupt, .character("q")])
    }

    @Test func readsABracketedPasteAsOneKeyWhereverTheBytesAreSplit() {
        let stream = bytes("x\u{1B}[200~one\r\ntwo\rthree\nq\u{1B}[A\té👍🏽\u{1B}[201~\u{1B}[B")
        let expected: [Key] = [.character("x"), .paste("one\ntwo\nthree\nq\u{1B}[A\té👍🏽"), .down]
        expectEqual(keys(stream), expected, "Enter and arrows inside a paste are text; line breaks are \\n")
        for split in 0...stream.count {
            var parser = KeyParser()
            let actual = parser.parse(stream.prefix(split)) + parser.parse(stream.dropFirst(split)) + parser.flush()
            expectEqual(actual, expected, "split at byte \(split)")
        }
        var parser = KeyParser()
        var oneByOne: [Key] = []
        for byte in stream { oneByOne += parser.parse([byte]) }
        expectEqual(oneByOne + parser.flush(), expected, "one byte at a time")
        #expect(keys(bytes("\u{1B}[200~\u{1B}[201~")).isEmpty, "an empty paste is nothing")
        expectEqual(keys([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0xE6, 0x62, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]), [.paste("ab")])
        expectEqual(keys(bytes("\u{1B}[201~a")), [.character("a")], "an end marker outside a paste is dropped")
    }

    @Test func aPauseInAPasteHandsOverTheTextSoFarAndThePasteGoesOn() {
        var parser = KeyParser()
        #expect(parser.parse(bytes("\u{1B}[200~ab")).isEmpty)
        #expect(parser.isInPaste)
        #expect(parser.hasPendingBytes)
        expectEqual(parser.flush(), [.paste("ab")])
        #expect(parser.isInPaste, "the paste goes on")
        #expect(!parser.hasPendingBytes)
        #expect(parser.parse(bytes("c") + [0xC3]).isEmpty)
        expectEqual(parser.flush(), [.paste("c")], "half a character is kept for the next bytes")
        #expect(parser.parse([0xA9] + bytes("\r")).isEmpty)
        expectEqual(parser.flush(), [.paste("é\n")])
        #expect(parser.parse(bytes("\nq\u{1B}[20")).isEmpty)
        expectEqual(parser.flush(), [.paste("q")], "the line feed after the carriage return was the same break")
        #expect(parser.flush().isEmpty, "half an end marker is kept")
        expectEqual(parser.parse(bytes("1~q")), [])
        #expect(!parser.isInPaste)
        expectEqual(parser.flush(), [.character("q")], "after the paste, keys again")
    }
}
