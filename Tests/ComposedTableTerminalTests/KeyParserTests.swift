import Testing

@testable import ComposedTableTerminal

struct KeyParserTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.parse(bytes) + parser.flush()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func readsArrowsControlKeysAndText() {
        #expect(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}OA\u{1B}OB")) == [.up, .down], "application cursor mode (SS3)")
        #expect(keys([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03]) == [.enter, .enter, .tab, .backspace, .backspace, .interrupt])
        #expect(keys(bytes("\u{1B}[Z\u{1B}[3~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~")) == [.shiftTab, .delete, .home, .end, .home, .end])
        #expect(keys(bytes("q j")) == [.character("q"), .character(" "), .character("j")])
        #expect(keys(bytes("é日🙂")) == [.character("é"), .character("日"), .character("🙂")])
    }

    @Test func waitsForTheRestOfASplitSequence() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]).isEmpty)
        #expect(parser.hasPendingBytes)
        #expect(parser.parse([0x5B]).isEmpty)
        #expect(parser.parse([0x41, 0x71]) == [.up, .character("q")])
        #expect(!parser.hasPendingBytes)
        let emoji = bytes("🙂")
        #expect(parser.parse(emoji.prefix(2)).isEmpty)
        #expect(parser.parse(emoji.dropFirst(2)) == [.character("🙂")])
    }

    @Test func aLoneEscapeIsTheEscapeKeyAfterAPause() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]).isEmpty)
        #expect(parser.flush() == [.escape])
        #expect(parser.parse([0x1B, 0x1B]) == [.escape])
        #expect(parser.flush() == [.escape])
        #expect(parser.flush().isEmpty)
    }

    @Test func dropsUnknownAndMalformedSequencesWithoutLosingWhatFollows() {
        #expect(keys(bytes("\u{1B}[99;99Xa")) == [.character("a")], "unknown CSI")
        #expect(keys(bytes("\u{1B}[1;5A")) == [], "Ctrl-arrow is not a key here")
        #expect(keys(bytes("\u{1B}[12\u{07}b")) == [.character("b")], "a control byte inside a sequence ends it")
        #expect(keys(bytes("\u{1B}xb")) == [.character("b")], "Alt+x")
        #expect(keys(bytes("\u{1B}[" + String(repeating: "1", count: 40) + "Ac")) == [.character("c")], "an overlong sequence")
        #expect(keys([0xFF, 0x61]) == [.character("a")], "an invalid byte")
        #expect(keys([0xE6, 0x61]) == [.character("a")], "a truncated UTF-8 character")
        #expect(keys([0x80, 0x62]) == [.character("b")], "a stray continuation byte")
        #expect(keys([0x01, 0x05, 0x02]) == [.home, .end], "Ctrl-A, Ctrl-E; other control bytes dropped")
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
            #expect(actual == expected, "bytes \(stream)")
        }
    }
}

/// A small reproducible PRNG.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
