#if !canImport(UIKit)
import ComposedTable

/// Text editing with an observer, through the real key path (`TerminalSession.send`): a text field
/// at 1k, 10k and 100k characters, typed at the start, the middle and the end, and a paste at the
/// start; a text view of 100, 10k and 100k lines: a key on the first line and on the last,
/// beginning and ending an edit, a key and the frame after it.
///
/// Two observers: an edit observer (`onEdit`, handed each `TextEdit`), and an `onChange` that
/// keeps the whole `String` it is handed on every key, as a binding does (the next key then
/// copies the text before editing it). A text being edited is one `String`, edited in place: a
/// key costs what it brings plus moving the bytes after the caret (a `String`'s own insert at
/// that place, printed beside the tables). The goal (issue 34): a key with an `onChange` in a
/// 100,000-character field or a 10,000-line text view costs at most 1 ms. The suite ends with
/// 100,000 characters pasted and typed through a `KeyParser` (``PasteBenchmark``).
///
/// Every figure is µs per operation. Run with `swift run -c release ComposedTableBenchmarks text`.
enum TextBenchmark {
    /// The most a key may cost, in µs.
    static let goal = 1_000.0

    /// What follows the text in a benchmark.
    enum Observer {
        /// `onEdit`: each edit's bytes counted.
        case edits
        /// `onChange`: the whole text kept.
        case wholeText
    }

    /// Where an `onChange` keeps the text it is handed.
    final class Kept {
        var text = ""
    }

    /// Runs the suite and prints its tables and checks.
    static func run() {
        MainActor.assumeIsolated {
            var checks: [(String, Bool)] = []
            checks += fieldTable(sizes: [1_000, 10_000, 100_000], observer: .edits)
            checks += viewTable(lines: [100, 10_000, 100_000], observer: .edits)
            checks += fieldTable(sizes: [1_000, 10_000, 100_000], observer: .wholeText)
            checks += viewTable(lines: [100, 10_000, 100_000], observer: .wholeText)
            let (paste, atStart) = (PasteBenchmark.run(), PasteBenchmark.runAtStart())
            print("")
            print(
                "100,000 characters through KeyParser into an empty field: \(format(nanoseconds(paste.paste) / 1e6)) ms pasted, \(format(nanoseconds(paste.typed) / 1e6)) ms typed"
            )
            print(
                "at the start of 100,000: \(format(nanoseconds(atStart.paste) / 1e6)) ms pasted, \(format(nanoseconds(atStart.typed) / 300 / 1e3)) µs per key typed"
            )
            checks.append(("a paste of 100,000 characters under 1 s", nanoseconds(paste.paste) < 1e9))
            print("")
            for (name, passed) in checks { print((passed ? "met:    " : "MISSED: ") + name) }
        }
    }

    /// The goal of issue 34 for the `goals` suite, per run (3 runs), the range over the runs: µs
    /// per key with an `onChange` that keeps the text, in a 100k-character field (at the start,
    /// in the middle, at the end, and a paste of 100 characters at the start) and in a
    /// 10k-line text view (on the first line, on the last, a key and its frame, an edit begun
    /// and ended).
    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Text with an onChange that keeps the text (µs per key; a paste of 100 characters is one key)")
        var fields: [[Double]] = [[], [], [], []]
        var views: [[Double]] = [[], [], [], []]
        for _ in 0..<3 {
            let field = field(100_000, observer: .wholeText)
            for (index, figure) in [field.start, field.middle, field.end, field.paste].enumerated() { fields[index].append(figure / 1_000) }
            let view = view(10_000, observer: .wholeText)
            for (index, figure) in [view.first, view.last, view.frame, view.edit].enumerated() { views[index].append(figure / 1_000) }
        }
        for (name, runs) in zip(["a key at the start", "a key in the middle", "a key at the end", "a paste at the start"], fields) {
            report.check("text field of 100k characters, \(name)", FigureRange(runs), goal: .atMost(goal), unit: " µs")
        }
        let viewNames = ["a key on the first line", "a key on the last line", "a key and its frame", "an edit begun and ended"]
        for (name, runs) in zip(viewNames, views) {
            report.check("text view of 10k lines, \(name)", FigureRange(runs), goal: .atMost(goal), unit: " µs")
        }
    }

    /// ns per character inserted at the start of a `String` of a text, in place: the least a whole
    /// text handed out on every key costs.
    static func stringInsertAtStart(_ text: String) -> Double {
        var string = text
        let keys = 50
        let result = measure(operations: keys, repeats: 5) {
            for _ in 0..<keys { string.insert("x", at: string.startIndex) }
        }
        blackHole(string.utf8.count)
        return result
    }

    /// Sets a cell's observer.
    @MainActor
    static func observe(_ field: TextFieldCell, with observer: Observer) {
        switch observer {
        case .edits: field.onEdit = { _, edit in blackHole(edit.replacement.utf8.count + edit.range.count) }
        case .wholeText:
            let kept = Kept()
            field.onChange = { _, text in kept.text = text }
        }
    }

    /// Sets a cell's observer.
    @MainActor
    static func observe(_ view: TextViewCell, with observer: Observer) {
        switch observer {
        case .edits: view.onEdit = { _, edit in blackHole(edit.replacement.utf8.count + edit.range.count) }
        case .wholeText:
            let kept = Kept()
            view.onChange = { _, text in kept.text = text }
        }
    }

    // MARK: - Text field

    /// A field's text of `characters` characters: ASCII, accented, CJK, an emoji with a skin tone,
    /// a decomposed `é`.
    static func fieldText(_ characters: Int) -> String {
        let pattern = "wörd 日本 👍🏽 e\u{301} "
        return String(String(repeating: pattern, count: characters / pattern.count + 1).prefix(characters))
    }

    /// A session editing a field of `characters` characters, with an observer.
    @MainActor
    static func editingField(_ characters: Int, observer: Observer) -> (TerminalSession, TextFieldCell) {
        let screen = ComposedTableViewController(title: "Text")
        let field = screen.addCell(TextFieldCell(key: "Text", text: fieldText(characters)))
        observe(field, with: observer)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        session.send(.enter)
        session.send(.character("w"))
        blackHole(session.screen)
        return (session, field)
    }

    /// ns per key typed with the caret at the start, the middle and the end, and per paste of 100
    /// characters at the start.
    @MainActor
    static func field(_ characters: Int, observer: Observer) -> (start: Double, middle: Double, end: Double, paste: Double) {
        let keys = 200
        func typing(at position: (TerminalSession) -> Void) -> Double {
            let (session, field) = editingField(characters, observer: observer)
            position(session)
            let result = measure(operations: keys, repeats: 5) {
                for _ in 0..<keys { session.send(.character("x")) }
            }
            precondition(field.text.count > characters, "the keys did not arrive")
            return result
        }
        let start = typing { $0.send(.home) }
        let middle = typing { session in
            session.send(.home)
            for _ in 0..<(characters / 2) { session.send(.right) }
        }
        let end = typing { _ in }
        let (session, _) = editingField(characters, observer: observer)
        let pasted = String(fieldText(100))
        let pastes = 20
        let paste = measure(operations: pastes, repeats: 5) {
            for _ in 0..<pastes {
                session.send(.home)
                session.send(.paste(pasted))
            }
        }
        return (start, middle, end, paste)
    }

    @MainActor
    static func fieldTable(sizes: [Int], observer: Observer) -> [(String, Bool)] {
        let name = observer == .edits ? "an onEdit" : "an onChange"
        print("")
        print("Text field with \(name) (µs per key typed; per paste of 100 characters), ratio to \(sizes[0]) characters")
        print(
            pad("chars", 9) + pad("start", 10) + pad("middle", 10) + pad("end", 10) + pad("paste@0", 10) + pad("÷start", 9)
                + pad("÷middle", 9) + pad("÷end", 9) + pad("÷paste", 9))
        let results = sizes.map { field($0, observer: observer) }
        for (size, result) in zip(sizes, results) {
            let base = results[0]
            print(
                pad("\(size)", 9) + microseconds(result.start) + microseconds(result.middle) + microseconds(result.end)
                    + microseconds(result.paste) + ratio(result.start / base.start) + ratio(result.middle / base.middle)
                    + ratio(result.end / base.end) + ratio(result.paste / base.paste))
        }
        let insert = stringInsertAtStart(fieldText(sizes.last!))
        print("a String's insert at the start of \(sizes.last!) characters: \(format(insert / 1_000, digits: 2)) µs")
        return zip(sizes, results).flatMap { size, result in
            zip(
                ["key at the start", "key in the middle", "key at the end", "paste at the start"],
                [result.start, result.middle, result.end, result.paste]
            )
            .map { ("field of \(size) characters with \(name), \($0): ≤ 1 ms", $1 / 1_000 <= goal) }
        }
    }

    // MARK: - Text view

    /// A text of `lines` lines of 28 characters.
    static func viewText(_ lines: Int) -> String {
        (0..<lines).map { "Line \(String(100_000 + $0).suffix(6)) of a long note." }.joined(separator: "\n")
    }

    /// A session whose cursor is on a text view of `lines` lines with an observer, not editing.
    @MainActor
    static func viewSession(_ lines: Int, observer: Observer) -> (TerminalSession, TextViewCell) {
        let screen = ComposedTableViewController(title: "Notes")
        let view = screen.addCell(TextViewCell(key: "Notes", text: viewText(lines)))
        observe(view, with: observer)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)
        return (session, view)
    }

    /// ns per key on the first line and on the last (a character and Backspace in turn), per
    /// edit begun and ended, per key and the frame after it.
    @MainActor
    static func view(_ lines: Int, observer: Observer) -> (first: Double, last: Double, edit: Double, frame: Double) {
        let keys = 50
        let (session, view) = viewSession(lines, observer: observer)
        session.send(.enter)  // the caret at the end
        session.send(.character("w"))
        blackHole(session.screen)
        // A character, then Backspace, in turn: the line keeps its length. A key wraps its line
        // again (O(length of the line)), so characters typed in a run would measure a line that
        // grows, not the text's number of lines.
        let last = measure(operations: keys, repeats: 5) {
            for index in 0..<keys { session.send(index % 2 == 0 ? .character("x") : .backspace) }
        }
        let frame = measure(operations: keys, repeats: 5) {
            for index in 0..<keys {
                session.send(index % 2 == 0 ? .character("y") : .backspace)
                blackHole(session.screen)
            }
        }
        for _ in 0..<(lines + 40) { session.send(.up) }  // the start of the text
        session.send(.character("z"))
        blackHole(session.screen)
        let first = measure(operations: keys, repeats: 5) {
            for index in 0..<keys { session.send(index % 2 == 0 ? .character("z") : .backspace) }
        }
        session.send(.character("z"))
        session.send(.escape)
        blackHole(session.screen)
        let edits = 20
        let edit = measure(operations: edits, repeats: 5) {
            for _ in 0..<edits {
                session.send(.enter)
                session.send(.escape)
            }
        }
        precondition(view.text.hasPrefix("z"), "the keys did not arrive")
        return (first, last, edit, frame)
    }

    @MainActor
    static func viewTable(lines sizes: [Int], observer: Observer) -> [(String, Bool)] {
        print("")
        print(
            "Text view with \(observer == .edits ? "an onEdit" : "an onChange") (µs): a key on the first line, on the last, an edit begun and ended,"
        )
        print("a key and the frame after it; ratio to \(sizes[0]) lines")
        print(
            pad("lines", 9) + pad("key@1st", 10) + pad("key@last", 10) + pad("edit", 10) + pad("key+frame", 10)
                + pad("÷1st", 9) + pad("÷last", 9) + pad("÷edit", 9) + pad("÷frame", 9))
        let results = sizes.map { view($0, observer: observer) }
        for (size, result) in zip(sizes, results) {
            let base = results[0]
            print(
                pad("\(size)", 9) + microseconds(result.first) + microseconds(result.last) + microseconds(result.edit)
                    + microseconds(result.frame) + ratio(result.first / base.first) + ratio(result.last / base.last)
                    + ratio(result.edit / base.edit) + ratio(result.frame / base.frame))
        }
        let insert = stringInsertAtStart(viewText(sizes.last!))
        print("a String's insert at the start of \(sizes.last!) lines: \(format(insert / 1_000, digits: 2)) µs")
        let name = observer == .edits ? "an onEdit" : "an onChange"
        return zip(sizes, results).flatMap { size, result in
            zip(
                ["key on the first line", "key on the last line", "edit begun and ended", "key and its frame"],
                [result.first, result.last, result.edit, result.frame]
            )
            .map { ("view of \(size) lines with \(name), \($0): ≤ 1 ms", $1 / 1_000 <= goal) }
        }
    }
}
#endif
