import TestSupport
import Testing

@testable import ComposedTable

struct DisplayWidthTests {
    @Test func countsColumnsNotCharacters() {
        expectEqual(DisplayWidth.of("Wi-Fi"), 5)
        expectEqual(DisplayWidth.of("日本語"), 6)
        expectEqual(DisplayWidth.of("한국"), 4)
        expectEqual(DisplayWidth.of("🙂"), 2)
        expectEqual(DisplayWidth.of("👨‍👩‍👧"), 2, "a ZWJ sequence is one glyph")
        expectEqual(DisplayWidth.of("e\u{301}"), 1, "a combining accent takes no column")
        expectEqual(DisplayWidth.of("Ｑ"), 2, "fullwidth forms")
        expectEqual(DisplayWidth.of("❤️"), 2, "VS16 makes a symbol an emoji")
        expectEqual(DisplayWidth.of("\u{7}"), 0)
    }

    @Test func truncatesToAWidthWithAnEllipsis() {
        expectEqual(DisplayWidth.truncate("Notifications", to: 8), "Notific…")
        expectEqual(DisplayWidth.truncate("Wi-Fi", to: 5), "Wi-Fi")
        expectEqual(DisplayWidth.truncate("Wi-Fi", to: 1), "…")
        expectEqual(DisplayWidth.truncate("Ask to Join", to: 5), "Ask…", "no space before the ellipsis")
        #expect(DisplayWidth.truncate("Wi-Fi", to: 0).isEmpty)
        expectEqual(DisplayWidth.truncate("日本語テキスト", to: 6), "日本…", "a wide character never straddles the limit")
        expectEqual(DisplayWidth.truncate("日本語テキスト", to: 7), "日本語…")
        for width in 0...16 {
            #expect(DisplayWidth.of(DisplayWidth.truncate("Réseau 日本 🙂 mobile", to: width)) <= width)
        }
    }

    @Test func wrapsAtSpacesAndCutsLongWords() {
        #expect(
            DisplayWidth.wrap("Known networks are joined automatically.", to: 16) == ["Known networks", "are joined", "automatically."])
        expectEqual(DisplayWidth.wrap("abcdefghij", to: 4), ["abcd", "efgh", "ij"])
        expectEqual(DisplayWidth.wrap("one\n\ntwo", to: 10), ["one", "", "two"])
        expectEqual(DisplayWidth.wrap("日本語テキスト", to: 5), ["日本", "語テ", "キス", "ト"])
    }
}

struct ScreenBufferTests {
    @Test func drawsClippedAtTheRightEdgeAndNeverSplitsAWideCharacter() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 2))
        expectEqual(buffer.draw("abcdefgh", row: 0, column: 2), 6)
        expectEqual(buffer.draw("日本語", row: 1, column: 1), 5)
        expectEqual(buffer.text, "  abcd\n 日本")
        buffer.draw("x", row: 5, column: 0)  // off the grid: nothing
        expectEqual(buffer.text, "  abcd\n 日本")
    }

    @Test func stylesAndFramesOnlyRewriteChangedRows() {
        var first = ScreenBuffer(size: TerminalSize(columns: 4, rows: 3))
        first.draw("ab", row: 0, column: 0)
        first.draw("cd", row: 1, column: 0, style: .bold)
        var second = first
        second.addStyle(.reverse, row: 2, columns: 0..<10)
        expectEqual(second.style(atRow: 2, column: 3), .reverse)
        expectEqual(second.style(atRow: 1, column: 0), .bold)
        let frame = second.ansiFrame(after: first)
        expectEqual(frame, "\u{1B}[3;1H\u{1B}[0;7m    \u{1B}[0m", "only row 3 changed")
        #expect(first.ansiFrame(after: first).isEmpty)
        #expect(first.ansiFrame(after: nil).hasPrefix("\u{1B}[0m\u{1B}[2J"), "no previous frame: clear and draw all")
    }

    @Test func sizesAreReadAndValidated() {
        expectEqual(TerminalSize("60x20"), TerminalSize(columns: 60, rows: 20))
        expectEqual(TerminalSize("10X3"), TerminalSize(columns: 10, rows: 3))
        for bad in ["", "60", "60x", "x20", "0x5", "-1x5", "60x20x1", "abc", "2000x10"] {
            expectEqual(TerminalSize(bad), nil, "\(bad)")
        }
    }
}

struct KeyScriptTests {
    @Test func readsNamesCharactersTypingAndResizes() throws {
        let script = try KeyScript("down j enter type:Hi space shift-tab resize:30x8 q")
        #expect(
            script.steps == [
                .key(.down), .key(.character("j")), .key(.enter), .key(.character("H")), .key(.character("i")),
                .key(.character(" ")), .key(.shiftTab), .resize(TerminalSize(columns: 30, rows: 8)), .key(.character("q")),
            ])
        #expect(try KeyScript("").steps.isEmpty)
    }

    @Test func typingGoesThroughTheParserAndPastingIsOneKey() throws {
        #expect(
            try KeyScript("type:a👍🏽e\u{301}🇯🇵").steps == [
                .key(.character("a")), .key(.character("👍🏽")), .key(.character("e\u{301}")), .key(.character("🇯🇵")),
            ], "whole characters, as a terminal's bytes give them")
        try expectEqual(KeyScript("type:\u{1B}[A").steps, [.key(.up)], "the bytes of an arrow are the arrow")
        try expectEqual(KeyScript(#"paste:one\ntwo\sthree\t\\"#).steps, [.key(.paste("one\ntwo three\t\\"))])
        #expect(throws: KeyScript.ParseError.self) { try KeyScript(#"paste:a\x"#) }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript(#"paste:a\"#) }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("paste:") }
    }

    @Test func aKeysDescriptionIsItsScriptWord() throws {
        let keys: [Key] = [
            .down, .shiftTab, .character(" "), .character("é"), .character("👍🏽"), .paste("a b\n\\c\td"), .interrupt, .escape,
        ]
        try expectEqual(KeyScript(keys.map(\.description).joined(separator: " ")).steps, keys.map(KeyScript.Step.key))
    }

    @Test func namesTheWordItCannotRead() {
        #expect(throws: KeyScript.ParseError(word: "dwn", reason: "unknown key")) { try KeyScript("down dwn") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("resize:0x0") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript("type:") }
        expectEqual(String(describing: KeyScript.ParseError(word: "dwn", reason: "unknown key")), "unknown key \"dwn\" in the key script")
    }
}
