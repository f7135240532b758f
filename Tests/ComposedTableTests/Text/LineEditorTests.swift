import TestSupport
import Testing

@testable import ComposedTable

struct LineEditorTests {
    /// An editor after some keys.
    private func editor(_ text: String = "", _ keys: Key...) -> LineEditor {
        var editor = LineEditor(text: text)
        for key in keys { _ = editor.apply(key) }
        return editor
    }

    @Test func movesAndDeletesWholeCharacters() {
        var line = editor("a👍🏽🇯🇵e\u{301}")
        expectEqual(line.count, 4)
        expectEqual(line.caret, 4)
        expectEqual(line.apply(.backspace), .changed)
        expectEqual(line.text, "a👍🏽🇯🇵", "the accent goes with its letter")
        expectEqual(line.apply(.left), .unchanged)
        expectEqual(line.caret, 2)
        expectEqual(line.apply(.delete), .changed)
        expectEqual(line.text, "a👍🏽")
        expectEqual(line.apply(.home), .unchanged)
        expectEqual(line.apply(.character("日")), .changed)
        expectEqual(line.text, "日a👍🏽")
        expectEqual(line.caret, 1)
        expectEqual(line.apply(.end), .unchanged)
        expectEqual(line.caret, 3)
        expectEqual(line.apply(.right), .unchanged, "at the end: nothing")
        expectEqual(line.caret, 3)
        expectEqual(line.characters, ["日", "a", "👍🏽"])
        expectEqual(line.apply(.up), nil, "not an editing key")
    }

    @Test func deletingAtTheEdgesChangesNothing() {
        var line = editor("ab", .home)
        expectEqual(line.apply(.backspace), .unchanged)
        expectEqual(line.apply(.end), .unchanged)
        expectEqual(line.apply(.delete), .unchanged)
        expectEqual(line.text, "ab")
        expectEqual(line.original, "ab")
    }

    @Test func charactersThatJoinTheirNeighbourBecomeOne() {
        expectEqual(editor("", .character("e"), .character("\u{301}")).characters, ["e\u{301}"])
        expectEqual(editor("", .character("👍"), .character("🏽")).characters, ["👍🏽"])
        expectEqual(editor("", .character("🇯"), .character("🇵")).characters, ["🇯🇵"])
        #expect(
            editor("", .character("\u{1100}"), .character("\u{1161}"), .character("\u{11A8}")).characters == ["\u{1100}\u{1161}\u{11A8}"])
        expectEqual(editor("", .character("👨"), .character("\u{200D}"), .character("👩")).characters, ["👨‍👩"])
        let before = editor("\u{301}x", .home, .character("e"))
        expectEqual(before.characters, ["e\u{301}", "x"], "a letter typed before a lone mark takes it")
        expectEqual(before.caret, 1)
        let apart = editor("\u{1100}x\u{1161}", .left, .backspace)
        expectEqual(apart.characters, ["\u{1100}\u{1161}"], "a deletion that brings a consonant and a vowel together joins them")
        expectEqual(apart.caret, 1)
        expectEqual(editor("", .character("a"), .character("b")).characters, ["a", "b"])
    }

    @Test func pastedLineBreaksAndTabsBecomeSpacesAndControlsNeverEnter() {
        var line = editor("[]", .left)
        expectEqual(line.apply(.paste("one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\tseven")), .changed)
        expectEqual(line.text, "[one two three four five six seven]")
        expectEqual(line.caret, 34)
        let controls = (0x00...0x1F).map { Character(Unicode.Scalar($0)!) } + (0x7F...0x9F).map { Character(Unicode.Scalar($0)!) }
        var typed = editor("")
        for control in controls { _ = typed.apply(.character(control)) }
        #expect(typed.text.unicodeScalars.allSatisfy { $0 == " " }, "only line breaks and tabs enter, as spaces")
        expectEqual(typed.count, 6, "tab, LF, VT, FF, CR and NEL become spaces; the other 59 are dropped")
        expectEqual(typed.apply(.paste("\u{1B}\u{7}\u{9B}")), .unchanged, "a paste of controls changes nothing")
        expectEqual(typed.apply(.paste("a\u{1B}[31mb")), .changed)
        #expect(typed.text.hasSuffix("a[31mb"), "pasted text is literal; only the control character is left out")
    }

    @Test func theTextIsAlwaysWhatTheCharactersSay() {
        // Random keys; after each, the text matches the characters, the caret is in range, and
        // the line matches a plain array edited the slow way with the same rules.
        let pieces: [Character] = ["a", "b", " ", "é", "e", "\u{301}", "👍", "🏽", "🇯", "🇵", "日", "\u{1100}", "\u{1161}", "\u{7}", "\n"]
        let keys: [Key] = [.backspace, .delete, .left, .right, .home, .end]
        var generator = SplitMix64(seed: 3)
        for _ in 0..<300 {
            var line = LineEditor(text: "x")
            var model: [Character] = ["x"]
            var caret = 1
            for _ in 0..<40 {
                let key: Key =
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<5: .character(pieces.randomElement(using: &generator)!)
                    case 5: .paste(String((0..<3).map { _ in pieces.randomElement(using: &generator)! }))
                    default: keys.randomElement(using: &generator)!
                    }
                _ = line.apply(key)
                Self.apply(key, to: &model, caret: &caret)
                expectEqual(line.characters, model, "\(key)")
                expectEqual(line.caret, caret)
                expectEqual(line.text, String(model))
                #expect(line.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
            }
        }
    }

    /// The editing rules on a plain array: O(n) per key, obviously right. The characters are the
    /// whole text's, segmented anew after each change; a caret that falls inside one goes to its end.
    private static func apply(_ key: Key, to model: inout [Character], caret: inout Int) {
        func replace(_ range: Range<Int>, with new: String) {
            let caretBytes = String(model[..<range.lowerBound]).utf8.count + new.utf8.count
            model = Array(String(model[..<range.lowerBound]) + new + String(model[range.upperBound...]))
            caret = 0
            while String(model[..<caret]).utf8.count < caretBytes { caret += 1 }
        }
        func insert(_ typed: Character) {
            guard let unit = LineEditor.admitted(typed) else { return }
            replace(caret..<caret, with: String(unit))
        }
        switch key {
        case .character(let character): insert(character)
        case .paste(let text): text.forEach(insert)
        case .backspace where caret > 0: replace((caret - 1)..<caret, with: "")
        case .delete where caret < model.count:
            replace(caret..<(caret + 1), with: "")
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(model.count, caret + 1)
        case .home: caret = 0
        case .end: caret = model.count
        default: break
        }
    }

    @Test func aFlagTypedApartAnywhereIsOneCharacter() {
        var line = editor("🇯", .home, .character("🇵"))
        expectEqual(line.characters, ["🇵🇯"], "the letter typed before a lone one makes a flag with it")
        expectEqual(line.caret, 1)
        line = editor("🇯🇵🇯", .home, .character("🇵"))
        expectEqual(line.characters, ["🇵🇯", "🇵🇯"], "a letter put before a run of flags pairs them anew")
        expectEqual(line.caret, 1)
        line = editor("🇯🇵🇯🇵", .left, .backspace)
        expectEqual(line.characters, ["🇯🇵"], "Backspace removes a whole flag")
        expectEqual(line.text, "🇯🇵")
    }
}
