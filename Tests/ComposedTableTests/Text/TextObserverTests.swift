import TestSupport
import Testing

@testable import ComposedTable

/// What observers of a text field or a text view see after every kind of edit, and that a key
/// costs the same work at any length of the text (counted with ``TextWorkCounter``, not timed).
@MainActor
struct TextObserverTests {
    /// A session editing a field, and every text its `onChange` and its observers were given.
    private final class Recorded {
        var changes: [String] = []
        var observed: [String] = []
        /// The text as it began, with every edit given to `onEdit` applied.
        var mirror = ""
        var edits: [TextEdit] = []
    }

    private func editingField(_ text: String) -> (TerminalSession, TextFieldCell, Recorded) {
        let recorded = Recorded()
        let screen = ComposedTableViewController(title: "Field")
        let field = screen.addCell(TextFieldCell(key: "Text", text: text) { _, text in recorded.changes.append(text) })
        field.inputObservers.add { text, byUser in if byUser { recorded.observed.append(text) } }
        recorded.mirror = text
        field.onEdit = { _, edit in
            recorded.edits.append(edit)
            edit.apply(to: &recorded.mirror)
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 10))
        session.send(.enter)
        return (session, field, recorded)
    }

    private func editingView(_ text: String) -> (TerminalSession, TextViewCell, Recorded) {
        let recorded = Recorded()
        let screen = ComposedTableViewController(title: "Notes")
        let view = screen.addCell(TextViewCell(key: "Notes", text: text) { _, text in recorded.changes.append(text) })
        view.inputObservers.add { text, byUser in if byUser { recorded.observed.append(text) } }
        recorded.mirror = text
        view.onEdit = { _, edit in
            recorded.edits.append(edit)
            edit.apply(to: &recorded.mirror)
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 12))
        _ = session.screen
        session.send(.enter)
        return (session, view, recorded)
    }

    /// Keys and the text each leaves; every key changes the text.
    private static let fieldSteps: [(Key, String)] = [
        (.character("!"), "hello world!"),
        (.home, "hello world!"),
        (.character("¡"), "¡hello world!"),
        (.wordRight, "¡hello world!"),
        (.character(","), "¡hello, world!"),
        (.backspace, "¡hello world!"),
        (.delete, "¡helloworld!"),
        (.paste("👍🏽 e\u{301}"), "¡hello👍🏽 e\u{301}world!"),
        (.character("\u{301}"), "¡hello👍🏽 e\u{301}\u{301}world!"),
        (.backspace, "¡hello👍🏽 world!"),
        (.alt("d"), "¡hello👍🏽 !"),
        (.control("k"), "¡hello👍🏽 "),
        (.control("u"), ""),
        (.control("y"), "¡hello👍🏽 world!"),
        (.control("w"), "¡hello👍🏽 "),
        (.control("_"), "¡hello👍🏽 world!"),
        (.control("^"), "¡hello👍🏽 "),
        (.home, "¡hello👍🏽 "),
        (.character("日"), "日¡hello👍🏽 "),
        (.end, "日¡hello👍🏽 "),
        (.character("本"), "日¡hello👍🏽 本"),
    ]

    @Test func aFieldsObserversSeeTheExactTextAfterEveryKindOfEdit() {
        let (session, field, recorded) = editingField("hello world")
        var expected: [String] = []
        for (key, text) in Self.fieldSteps {
            let changed = text != field.text
            session.send(key)
            if changed { expected.append(text) }
            expectEqual(field.text, text, "after \(key)")
            expectEqual(recorded.changes, expected, "after \(key)")
            expectEqual(recorded.observed, expected, "after \(key)")
            expectEqual(recorded.edits.count, expected.count, "one edit per change, after \(key)")
            expectEqual(recorded.mirror, text, "the edits make the text, after \(key)")
            // The text handed out is the characters the caret moves over, byte for byte.
            #expect(field.text.unicodeScalars.elementsEqual(String(field.editor!.characters).unicodeScalars), "after \(key)")
        }
        expectEqual(expected.count, 17, "each editing key above but the moves reached the observers")
        session.send(.escape)
        expectEqual(field.text, "hello world")
        expectEqual(recorded.changes.last, "hello world", "Esc's restore is reported too")
        expectEqual(recorded.mirror, "hello world", "Esc's restore is an edit too")
        // Typed at the start of "日¡hello👍🏽 本": the edit is the key's bytes, where they went.
        expectEqual(recorded.edits[15], TextEdit(range: 0..<0, replacement: "日"))
        // "¡hello👍🏽 " is 16 bytes.
        expectEqual(recorded.edits[13], TextEdit(range: 16..<16, replacement: "world!"), "an undo is the bytes it puts back")
    }

    @Test func aTextViewsObserversSeeTheExactTextAfterEveryKindOfEdit() {
        let (session, view, recorded) = editingView("one\ntwo\nthree")
        let steps: [(Key, String)] = [
            (.character("!"), "one\ntwo\nthree!"),
            (.enter, "one\ntwo\nthree!\n"),
            (.character("4"), "one\ntwo\nthree!\n4"),
            (.up, "one\ntwo\nthree!\n4"),
            (.up, "one\ntwo\nthree!\n4"),
            (.character("_"), "one\nt_wo\nthree!\n4"),
            (.home, "one\nt_wo\nthree!\n4"),
            (.backspace, "onet_wo\nthree!\n4"),
            (.end, "onet_wo\nthree!\n4"),
            (.delete, "onet_wothree!\n4"),
            (.paste("A\r\nB\u{2028}C"), "onet_woA\nB\nCthree!\n4"),
            (.control("k"), "onet_woA\nB\nC\n4"),
            (.control("k"), "onet_woA\nB\nC4"),
            (.control("y"), "onet_woA\nB\nCthree!\n4"),
            (.control("_"), "onet_woA\nB\nC4"),
            (.control("^"), "onet_woA\nB\nCthree!\n4"),
            (.down, "onet_woA\nB\nCthree!\n4"),
            (.character("👍"), "onet_woA\nB\nCthree!\n4👍"),
            (.character("🏽"), "onet_woA\nB\nCthree!\n4👍🏽"),
            (.left, "onet_woA\nB\nCthree!\n4👍🏽"),
            (.left, "onet_woA\nB\nCthree!\n4👍🏽"),
            (.backspace, "onet_woA\nB\nCthree!4👍🏽"),
        ]
        var expected: [String] = []
        for (key, text) in steps {
            let changed = text != view.text
            session.send(key)
            if changed { expected.append(text) }
            expectEqual(view.text, text, "after \(key)")
            expectEqual(recorded.changes, expected, "after \(key)")
            expectEqual(recorded.observed, expected, "after \(key)")
            expectEqual(recorded.edits.count, expected.count, "one edit per change, after \(key)")
            expectEqual(recorded.mirror, text, "the edits make the text, after \(key)")
            let editor = view.editor!
            let lines = (0..<editor.lineCount).map { String(editor.characters(ofLine: $0)) }
            expectEqual(lines.joined(separator: "\n"), text, "the lines are those of the text, after \(key)")
        }
        session.send(.escape)
        expectEqual(view.text, "onet_woA\nB\nCthree!4👍🏽", "Esc keeps a text view's text")
        #expect(session.screen.text.contains("Cthree!4👍🏽"), "drawn from the kept text")
    }

    /// Lines of characters edited the plain way, with a text view's rules for line ends.
    private struct PlainLines {
        var lines: [[Character]] = [[]]
        var row = 0
        var column = 0

        mutating func apply(_ key: Key) {
            switch key {
            case .character(let character):
                lines[row].insert(character, at: column)
                column += 1
            case .enter:
                let rest = Array(lines[row][column...])
                lines[row].removeSubrange(column...)
                lines.insert(rest, at: row + 1)
                row += 1
                column = 0
            case .backspace where column > 0:
                lines[row].remove(at: column - 1)
                column -= 1
            case .backspace where row > 0:
                column = lines[row - 1].count
                lines[row - 1] += lines.remove(at: row)
                row -= 1
            case .delete where column < lines[row].count:
                lines[row].remove(at: column)
            case .delete where row < lines.count - 1:
                lines[row] += lines.remove(at: row + 1)
            case .left where column > 0: column -= 1
            case .left where row > 0:
                row -= 1
                column = lines[row].count
            case .right where column < lines[row].count: column += 1
            case .right where row < lines.count - 1:
                row += 1
                column = 0
            case .home: column = 0
            case .end: column = lines[row].count
            case .up where row > 0:
                row -= 1
                column = min(column, lines[row].count)
            case .up: column = 0
            case .down where row < lines.count - 1:
                row += 1
                column = min(column, lines[row].count)
            case .down: column = lines[row].count
            default: break
            }
        }
    }

    /// Random editing keys, undo and redo among them, on a field (plain and formatted) and a
    /// text view: the edits handed to `onEdit` always make the text, every undo step goes back
    /// to the text it began with and every redo forward again (steps keep replacements only).
    @Test func undoStepsAndEditObserversFollowRandomKeys() {
        let keys: [Key] = [
            .character("a"), .character("7"), .character("日"), .character("👍🏽"), .character("\u{301}"), .character(" "),
            .backspace, .delete, .left, .right, .home, .end, .wordLeft, .paste("x\ny 3"), .control("w"), .control("k"),
            .control("u"), .control("y"), .alt("d"), .control("_"), .control("_"), .control("^"), .enter, .up, .down,
        ]
        var generator = SplitMix64(seed: 26)
        for round in 0..<24 {
            let screen = ComposedTableViewController(title: "Undo")
            let field = screen.addCell(TextFieldCell(key: "Field", text: "start 12"))
            if round % 3 == 1 { field.inputFormat = .pattern("### ###") }
            let view = screen.addCell(TextViewCell(key: "View", text: "one\ntwo"))
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 14))
            let usesView = round % 3 == 2
            var mirror = usesView ? view.text : field.text
            field.onEdit = { _, edit in edit.apply(to: &mirror) }
            view.onEdit = { _, edit in edit.apply(to: &mirror) }
            if usesView { session.send(.down) }
            session.send(.enter)
            var texts: [String] = []  // the text before each change
            for _ in 0..<120 {
                let key = keys.randomElement(using: &generator)!
                if !usesView, [.enter, .up, .down].contains(key) { continue }  // they end a field's edit
                let before = usesView ? view.text : field.text
                session.send(key)
                let after = usesView ? view.text : field.text
                expectEqual(mirror, after, "round \(round), after \(key)")
                if after != before, key != .control("_"), key != .control("^") { texts.append(before) }
            }
            // Undo everything: back to where editing began, through the texts before changes (a
            // step can undo to the text it ends with: a run of keys that the format undid).
            for _ in 0..<120 { session.send(.control("^")) }  // what the last keys undid, first
            let end = usesView ? view.text : field.text
            expectEqual(mirror, end, "round \(round)")
            let original = usesView ? "one\ntwo" : field.editor!.original
            for undo in 0..<120 {
                session.send(.control("_"))
                let after = usesView ? view.text : field.text
                expectEqual(mirror, after, "round \(round), undo \(undo)")
                #expect(texts.contains(after) || after == original, "round \(round): an undo gives a text the edit had")
            }
            expectEqual((usesView ? view.text : field.text), original, "round \(round)")
            for _ in 0..<120 { session.send(.control("^")) }
            expectEqual((usesView ? view.text : field.text), end, "round \(round): redo brings every step back")
            expectEqual(mirror, end, "round \(round)")
        }
    }

    @Test func aTextEditorsLinesAndTextFollowPlainLinesOverRandomKeys() {
        // Characters that never join a neighbour, so that the plain model needs no joining rule.
        let pieces: [Character] = ["a", "b", " ", "é", "日", "👍🏽", "🇯🇵"]
        let moves: [Key] = [.enter, .backspace, .delete, .left, .right, .home, .end, .up, .down]
        var generator = SplitMix64(seed: 24)
        for _ in 0..<20 {
            var editor = TextEditor(text: "")
            var plain = PlainLines()
            for _ in 0..<300 {
                let key =
                    Int.random(in: 0..<3, using: &generator) == 0
                    ? moves.randomElement(using: &generator)! : .character(pieces.randomElement(using: &generator)!)
                _ = editor.apply(key)
                plain.apply(key)
                expectEqual(editor.lineCount, plain.lines.count)
                expectEqual(editor.lineIndex, plain.row)
                expectEqual(editor.column, plain.column)
                expectEqual(editor.text, plain.lines.map { String($0) }.joined(separator: "\n"))
            }
            for index in 0..<editor.lineCount { expectEqual(editor.characters(ofLine: index), plain.lines[index]) }
        }
    }

    @Test func aPasteThatJoinsTheCharacterAfterTheCaretKeepsItsBytesInOrder() {
        var line = LineEditor(text: "\u{301}x")
        _ = line.apply(.home)
        expectEqual(line.apply(.paste("ae")), .changed)
        expectEqual(line.text, "a\u{301}ex", "the first character takes the mark; the next goes after it")
        expectEqual(line.characters, ["a\u{301}", "e", "x"])
        expectEqual(line.caret, 2, "after the character the paste joined")
        expectEqual(line.apply(.paste("b\u{7}c")), .changed)
        expectEqual(line.text, "a\u{301}ebcx")
        expectEqual(line.textBeforeCaret, "a\u{301}ebc")
        expectEqual(line.textAfterCaret, "x")
    }

    @Test func aTextWithOtherLineBreaksIsEditedWithLineFeeds() {
        var editor = TextEditor(text: "a\r\nb\u{85}c\rd")
        expectEqual(editor.lineCount, 4)
        expectEqual(editor.lineIndex, 3)
        expectEqual(editor.text, "a\nb\nc\nd")
        _ = editor.apply(.character("!"))
        expectEqual(editor.text, "a\nb\nc\nd!")
        expectEqual(editor.original, "a\r\nb\u{85}c\rd")
        expectEqual(TextEditor.lineFeedsOnly("a\u{2029}b\u{0B}c\u{0C}d\u{2028}"), "a\nb\nc\nd\n")
        expectEqual(TextEditor.lineFeedsOnly("© — ü\nx"), "© — ü\nx", "lead bytes of other characters are not line breaks")
    }

    // MARK: - Work per key

    /// The work a body does, counted.
    private func work(_ body: () -> Void) -> (visited: Int, lines: Int) {
        let counter = TextWorkCounter()
        TextWorkCounter.$current.withValue(counter) { body() }
        return (counter.visited, counter.lines)
    }

    /// The bytes a body moves in memory as a block.
    private func moved(_ body: () -> Void) -> Int {
        let counter = TextWorkCounter()
        TextWorkCounter.$current.withValue(counter) { body() }
        return counter.moved
    }

    /// A key edits the `String` in place: it moves the bytes after the caret once, no more,
    /// whether an observer reads the text or not.
    @Test(arguments: [false, true]) func aKeyInAFieldMovesTheBytesAfterTheCaretOnce(onChange: Bool) {
        func keys(_ length: Int) -> (result: [String: Int], bytes: Int) {
            let text = String(String(repeating: "wörd 日本 👍🏽 e\u{301} ", count: length / 14 + 1).prefix(length))
            let screen = ComposedTableViewController(title: "Field")
            let field = screen.addCell(TextFieldCell(key: "Text", text: text))
            var mirror = text
            field.onEdit = { _, edit in edit.apply(to: &mirror) }
            if onChange { field.onChange = { _, text in _ = text.utf8.count } }
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 10))
            session.send(.enter)
            var result: [String: Int] = [:]
            result["end"] = moved { session.send(.character("x")) }
            session.send(.home)
            result["start"] = moved { session.send(.character("x")) }
            result["paste at the start"] = moved { session.send(.paste("pasted 日本")) }
            result["deletion at the start"] = moved { session.send(.delete) }
            expectEqual(mirror, field.text)
            return (result, field.text.utf8.count)
        }
        let small = keys(1_000)
        let large = keys(100_000)
        #expect(small.result["end"] == 0 && large.result["end"] == 0, "a key at the end moves nothing")
        for (name, bytes) in large.result where name != "end" {
            #expect(bytes <= large.bytes, "\(name): the bytes after the caret at most (\(bytes) of \(large.bytes))")
            expectEqual(bytes - small.result[name]!, large.bytes - small.bytes, "\(name): as many more as the text is longer")
        }
    }

    @Test func aKeyInATextViewMovesTheBytesAfterTheCaretOnce() {
        func keys(_ lines: Int) -> (result: [String: Int], bytes: Int) {
            let text = (0..<lines).map { "Line \(String(100_000 + $0).suffix(5)) of a note." }.joined(separator: "\n")
            let screen = ComposedTableViewController(title: "Notes")
            let view = screen.addCell(TextViewCell(key: "Notes", text: text))
            var mirror = text
            view.onEdit = { _, edit in edit.apply(to: &mirror) }
            let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 12))
            _ = session.screen
            session.send(.enter)
            var result: [String: Int] = [:]
            result["key on the last line"] = moved { session.send(.character("x")) }
            for _ in 0..<lines { session.send(.up) }
            result["key on the first line"] = moved { session.send(.character("z")) }
            result["enter on the first line"] = moved { session.send(.enter) }
            result["backspace joining two lines"] = moved { session.send(.backspace) }
            result["frame"] = moved { _ = session.screen }
            #expect(mirror == view.text && mirror.hasPrefix("zLine"))
            return (result, view.text.utf8.count)
        }
        let small = keys(100)
        let large = keys(10_000)
        for name in ["key on the last line", "frame"] {
            #expect(small.result[name] == 0 && large.result[name] == 0, "\(name) moves nothing")
        }
        for name in ["key on the first line", "enter on the first line", "backspace joining two lines"] {
            #expect(large.result[name]! <= large.bytes, "\(name): the bytes after the caret at most")
            expectEqual(large.result[name]! - small.result[name]!, large.bytes - small.bytes, "\(name): once")
        }
    }

    @Test func aKeyInAFieldWithAnObserverVisitsAsMuchAtAnyLength() {
        func keys(_ length: Int) -> [String: (visited: Int, lines: Int)] {
            let text = String(String(repeating: "wörd 日本 👍🏽 e\u{301} ", count: length / 14 + 1).prefix(length))
            let (session, field, recorded) = editingField(text)
            var result: [String: (visited: Int, lines: Int)] = [:]
            result["end"] = work { session.send(.character("x")) }
            session.send(.home)
            result["start"] = work { session.send(.character("x")) }
            for _ in 0..<(length / 2) { session.send(.right) }
            result["middle"] = work {
                session.send(.character("y"))
                session.send(.backspace)
            }
            session.send(.home)
            result["paste"] = work { session.send(.paste("pasted 日本")) }
            result["frame"] = work { _ = session.screen }
            #expect(recorded.changes.count == 5 && recorded.changes.last == field.text)
            return result
        }
        let small = keys(1_000)
        let large = keys(100_000)
        for name in ["end", "start", "middle", "paste", "frame"] {
            expectEqual(small[name]!.visited, large[name]!.visited, "\(name): \(small[name]!) vs \(large[name]!)")
            #expect(large[name]!.visited <= 32, "\(name) visits what the key brings, not the text: \(large[name]!)")
        }
    }

    @Test func aKeyInATextViewWithAnObserverVisitsAsMuchAtAnyNumberOfLines() {
        func keys(_ lines: Int) -> [String: (visited: Int, lines: Int)] {
            let text = (0..<lines).map { "Line \(String(100_000 + $0).suffix(5)) of a note." }.joined(separator: "\n")
            let (session, view, recorded) = editingView(text)
            _ = session.screen
            var result: [String: (visited: Int, lines: Int)] = [:]
            result["key at the end"] = work { session.send(.character("x")) }
            result["frame"] = work { _ = session.screen }
            session.send(.escape)  // committed: its lines are counted
            _ = session.screen
            result["edit begun, ended, drawn"] = work {
                session.send(.enter)
                _ = session.screen
                session.send(.escape)
                _ = session.screen
            }
            session.send(.enter)
            for _ in 0..<lines { session.send(.up) }
            _ = session.screen
            result["key on the first line"] = work { session.send(.character("z")) }
            result["frame on the first line"] = work { _ = session.screen }
            result["enter on the first line"] = work { session.send(.enter) }
            result["paste on the first line"] = work { session.send(.paste("a\nb")) }
            #expect(recorded.changes.last == view.text && view.text.hasPrefix("z\na\nbLine"))
            return result
        }
        let small = keys(100)
        let large = keys(10_000)
        for (name, counted) in small {
            expectEqual(counted.visited, large[name]!.visited, "\(name): \(counted) vs \(large[name]!)")
            expectEqual(counted.lines, large[name]!.lines, "\(name): \(counted) vs \(large[name]!)")
        }
    }
}
