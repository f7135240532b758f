import ComposedTableCore
import TestSupport
import Testing

/// `TextEdit`: applying an edit, the edit between two texts (on scalar boundaries), and misuse.
struct TextEditTests {
    @Test func anEditAppliedReplacesItsBytes() {
        var text = "wörd 日本"
        TextEdit(range: 0..<0, replacement: "¡").apply(to: &text)
        expectEqual(text, "¡wörd 日本")
        TextEdit(range: 2..<3, replacement: "W").apply(to: &text)  // "¡" is 2 bytes
        expectEqual(text, "¡Wörd 日本")
        TextEdit(range: 8..<11, replacement: "").apply(to: &text)  // "日"
        expectEqual(text, "¡Wörd 本")
        TextEdit(range: text.utf8.count..<text.utf8.count, replacement: "👍🏽").apply(to: &text)
        expectEqual(text, "¡Wörd 本👍🏽")
    }

    @Test func theEditBetweenTwoTextsIsWhatLiesBetweenTheirCommonEnds() {
        expectEqual(TextEdit(from: "same", to: "same"), nil)
        // Canonically equivalent (`==`) but not the same bytes: an edit.
        expectEqual(TextEdit(from: "\u{E9}", to: "e\u{301}"), TextEdit(range: 0..<2, replacement: "e\u{301}"))
        expectEqual(TextEdit(from: "hello", to: "help"), TextEdit(range: 3..<5, replacement: "p"))
        expectEqual(TextEdit(from: "", to: "new"), TextEdit(range: 0..<0, replacement: "new"))
        expectEqual(TextEdit(from: "gone", to: ""), TextEdit(range: 0..<4, replacement: ""))
        // é (C3 A9) and è (C3 A8) share their first byte: the edit starts at the scalar.
        expectEqual(TextEdit(from: "café", to: "cafè"), TextEdit(range: 3..<5, replacement: "è"))
        // 日 (E6 97 A5) and 旦 (E6 97 A6) too, at the end; 本 and 木 share none at the start.
        expectEqual(TextEdit(from: "日x", to: "旦x"), TextEdit(range: 0..<3, replacement: "旦"))
        // A common end inside a scalar: ä (C3 A4) against ¤ (C2 A4).
        expectEqual(TextEdit(from: "aä", to: "a¤"), TextEdit(range: 1..<3, replacement: "¤"))
        // Canonically equivalent texts are `==` but not the same bytes: an edit.
        expectEqual(TextEdit(from: "\u{E9}", to: "e\u{301}"), TextEdit(range: 0..<2, replacement: "e\u{301}"))
        // A combining accent typed after its letter is an edit of the accent alone.
        expectEqual(TextEdit(from: "e", to: "e\u{301}"), TextEdit(range: 1..<1, replacement: "\u{301}"))
    }

    @Test func theEditBetweenRandomTextsMakesOneTheOther() {
        var generator = SplitMix64(seed: 24)
        let pieces = ["a", "é", "e\u{301}", "日", "👍🏽", "🇯🇵", " ", "ä", "¤", "\n"]
        func random() -> String {
            (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<2_000 {
            let (old, new) = (random(), random())
            guard let edit = TextEdit(from: old, to: new) else {
                #expect(old.utf8.elementsEqual(new.utf8))
                continue
            }
            var text = old
            edit.apply(to: &text)
            expectEqual(text, new, "\(old.debugDescription) → \(new.debugDescription) by \(edit)")
            #expect(text.utf8.elementsEqual(new.utf8))
        }
    }

    @Test func anEditOutsideTheTextOrInsideAScalarTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var text = "abc"
            TextEdit(range: 2..<5, replacement: "").apply(to: &text)
        }
        expectMisuse(result, "ComposedTable: TextEdit.apply(to:): the range 2..<5 is outside the text's 3 UTF-8 bytes")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var text = "日本"
            TextEdit(range: 1..<3, replacement: "x").apply(to: &text)
        }
        expectMisuse(result, "ComposedTable: TextEdit.apply(to:): the range 1..<3 splits a Unicode scalar of the text")
    }
}
