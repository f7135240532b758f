import TestSupport
import Testing

@testable import ComposedTable

/// Byte-exact checks of `onEdit`, the editors' characters and undo/redo over random keys with
/// characters that join their neighbours.
@MainActor
struct TextEditFuzzTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let joiningCharacters: [Character] = [
        "a", "e", " ", "7", "日", "\u{301}", "\u{323}", "é", "👍", "🏽", "🇯", "🇵", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "\u{200D}",
        "👩", "x",
    ]
    static let pastes: [String] = [
        "x\r\ny", "a\u{2028}b", "\t", "\u{7}z", "\r", "\u{301}e", "\n", "\u{1161}", "🇯🇵🇯", "e\u{301}\u{323}",
        String(repeating: "long 日本 👍🏽 ", count: 30), "\u{85}q\u{0B}",
    ]
    static let editKeys: [Key] = [
        .backspace, .backspace, .delete, .delete, .left, .right, .left, .home, .end, .wordLeft, .wordRight, .alt("b"), .alt("f"),
        .control("u"), .control("k"), .control("w"), .alt("d"), .alt("\u{7F}"), .control("y"), .control("y"),
        .control("_"), .control("_"), .control("^"),
    ]

    static func randomKey(_ generator: inout SplitMix64, view: Bool) -> Key {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<4: return .character(joiningCharacters.randomElement(using: &generator)!)
        case 4: return .paste(pastes.randomElement(using: &generator)!)
        case 5 where view: return [.enter, .up, .down].randomElement(using: &generator)!
        default: return editKeys.randomElement(using: &generator)!
        }
    }

    /// Redoes what the last keys undid, then undoes every step — each undo gives a text the row
    /// had, the `onEdit` copy follows, and the last is where editing began — then redoes every
    /// step back to the end.
    static func expectUndoAndRedoOfEverything(
        _ session: TerminalSession, steps: Int, round: Int, text: () -> [UInt8], mirror: () -> [UInt8], seen: Set<[UInt8]>,
        begin: [UInt8], afterEachUndo: () -> Void = {}
    ) {
        for _ in 0..<steps { session.send(.control("^")) }  // what the last keys undid, first
        expectEqual(mirror(), text())
        let end = text()
        for undo in 0..<steps {
            session.send(.control("_"))
            #expect(seen.contains(text()), "round \(round): undo \(undo) gives a text the row had")
            expectEqual(mirror(), text())
            afterEachUndo()
        }
        expectEqual(text(), begin, "round \(round): undoing everything goes back to where editing began")
        for _ in 0..<steps { session.send(.control("^")) }
        expectEqual(text(), end, "round \(round): redoing everything comes back")
        expectEqual(mirror(), end)
    }

    @Test(arguments: [0, 1, 2]) func aFieldsEditsCharactersAndStepsAreByteExact(format: Int) {
        var generator = SplitMix64(seed: 900 + UInt64(format))
        for round in 0..<30 {
            let screen = ComposedTableViewController(title: "Fuzz")
            let field = screen.addCell(TextFieldCell(key: "Field", text: round % 2 == 0 ? "e\u{301}x 12" : "é"))
            if format == 1 { field.inputFormat = .pattern("### ###") }
            if format == 2 { field.shouldChange = { _, text in !text.contains("7") } }
            var mirror = field.text
            var reported: [UInt8] = []
            field.onEdit = { _, edit in edit.apply(to: &mirror) }
            field.onChange = { _, text in reported = Self.bytes(text) }
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 8))
            session.send(.enter)
            var begin = Self.bytes(field.text)
            var seen: Set<[UInt8]> = [begin]
            for step in 0..<150 {
                var key = Self.randomKey(&generator, view: false)
                if step % 40 == 39 { key = .escape }
                if step % 40 == 20 {
                    // Code sets the text while editing: not reported; the edit starts again from it.
                    field.text = "set \u{1100}\u{E9} 34"
                    mirror = field.text
                    begin = Self.bytes(field.text)
                    seen = [begin]
                }
                let before = Self.bytes(field.text)
                session.send(key)
                let after = Self.bytes(field.text)
                expectEqual(Self.bytes(mirror), after, "round \(round), step \(step), after \(key)")
                if before != after { expectEqual(reported, after, "onChange, round \(round), step \(step), after \(key)") }
                if key == .escape {
                    #expect(!field.isEditing)
                    session.send(.enter)
                    begin = Self.bytes(field.text)
                    seen = [begin]
                    continue
                }
                expectEqual(after, Self.bytes(String(field.editor!.characters)), "round \(round), step \(step), after \(key)")
                let editor = field.editor!
                #expect(editor.index(editor.caretOffset).samePosition(in: editor.text) != nil, "the caret is between two characters")
                seen.insert(after)
            }
            Self.expectUndoAndRedoOfEverything(
                session, steps: 150, round: round, text: { Self.bytes(field.text) }, mirror: { Self.bytes(mirror) }, seen: seen,
                begin: begin,
                afterEachUndo: { expectEqual(Self.bytes(field.text), Self.bytes(String(field.editor!.characters))) })
        }
    }

    @Test func aTextViewsEditsLinesAndStepsAreByteExact() {
        var generator = SplitMix64(seed: 77)
        for round in 0..<30 {
            let screen = ComposedTableViewController(title: "Fuzz")
            let view = screen.addCell(
                TextViewCell(key: "View", text: round % 2 == 0 ? "one e\u{301}\n\u{1100}two\n\nthree" : "crlf\r\nx\u{2028}y"))
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 14))
            var mirror = view.text  // before editing begins: its line breaks are kept as editing keeps them
            _ = session.screen
            session.send(.enter)
            view.onEdit = { _, edit in edit.apply(to: &mirror) }
            var begin = Self.bytes(view.text)
            var seen: Set<[UInt8]> = [begin]
            for step in 0..<120 {
                let key = Self.randomKey(&generator, view: true)
                session.send(key)
                if step % 7 == 0 { _ = session.screen }
                if step % 30 == 29 {
                    // Esc keeps the text; editing again starts a new history.
                    session.send(.escape)
                    _ = session.screen
                    expectEqual(Self.bytes(mirror), Self.bytes(view.text))
                    session.send(.enter)
                    _ = session.screen
                    begin = Self.bytes(view.text)
                    seen = [begin]
                }
                let after = Self.bytes(view.text)
                expectEqual(Self.bytes(mirror), after, "round \(round), step \(step), after \(key)")
                let editor = view.editor!
                let lines = (0..<editor.lineCount).map { String(editor.characters(ofLine: $0)) }
                expectEqual(Self.bytes(lines.joined(separator: "\n")), after, "round \(round), step \(step), after \(key)")
                seen.insert(after)
            }
            Self.expectUndoAndRedoOfEverything(
                session, steps: 200, round: round, text: { Self.bytes(view.text) }, mirror: { Self.bytes(mirror) }, seen: seen,
                begin: begin)
        }
    }

    // MARK: - Regressions found by the fuzzing above

    /// e + U+0301 → U+00E9, the rest as it is (NFC for this one pair).
    static let composing = TextInputFormat(
        significant: { _ in true },
        { text in
            var scalars: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars {
                if scalar == "\u{301}", scalars.last == "e" { scalars[scalars.count - 1] = "\u{E9}" } else { scalars.append(scalar) }
            }
            return String(String.UnicodeScalarView(scalars))
        })

    @Test func aFormatThatComposesCharactersKeepsBytesCharactersAndEditsInStep() {
        let screen = ComposedTableViewController(title: "F")
        let field = screen.addCell(TextFieldCell(key: "F", text: ""))
        field.inputFormat = Self.composing
        var mirror = field.text
        field.onEdit = { _, edit in edit.apply(to: &mirror) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 8))
        session.send(.enter)
        for key: Key in [.character("e"), .character("\u{301}")] {
            session.send(key)
        }
        expectEqual(Self.bytes(field.text), Self.bytes("\u{E9}"))
        expectEqual(Self.bytes(mirror), Self.bytes(field.text))
        session.send(.character("x"))
        expectEqual(Self.bytes(field.text), Self.bytes("\u{E9}x"))
    }

    @Test func escapeAfterRetypingACanonicallyEqualTextIsReported() {
        let screen = ComposedTableViewController(title: "F")
        let field = screen.addCell(TextFieldCell(key: "F", text: "\u{E9}"))
        var mirror = field.text
        field.onEdit = { _, edit in edit.apply(to: &mirror) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 8))
        session.send(.enter)
        for key: Key in [.backspace, .character("e"), .character("\u{301}"), .escape] { session.send(key) }
        expectEqual(Self.bytes(mirror), Self.bytes(field.text))
    }

    @Test func aTextViewsCopyFollowsFromBeforeEditingWhenItsTextHadCRLFs() {
        let screen = ComposedTableViewController(title: "V")
        let view = screen.addCell(TextViewCell(key: "V", text: "a\r\nb"))
        var mirror = view.text
        view.onEdit = { _, edit in edit.apply(to: &mirror) }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 8))
        _ = session.screen
        session.send(.enter)
        session.send(.character("x"))
        expectEqual(Self.bytes(mirror), Self.bytes(view.text))
    }

    @Test(arguments: [Key.up, .left, .escape]) func aLineOfFlagsTypedApartIsWrappedAgainWhenTheCaretLeavesIt(leaving: Key) {
        let screen = ComposedTableViewController(title: "V")
        screen.addCell(TextViewCell(key: "V", text: "x\n"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 8))
        _ = session.screen
        session.send(.enter)
        for key: Key in [.character("🇯"), .character("🇵"), .character("🇯"), .home, .character("🇵")] { session.send(key) }
        _ = session.screen
        session.send(leaving)
        _ = session.screen
        session.send(.down)
        session.send(.down)
        _ = session.screen
        #expect(session.screen.text.contains("🇵🇯🇵🇯"))
    }
}
