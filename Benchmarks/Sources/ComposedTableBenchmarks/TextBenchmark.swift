#if !canImport(UIKit)
import ComposedTable

/// Text editing with an observer, through the real key path (`TerminalSession.send`): a text field
/// with an `onChange` at 1k, 10k and 100k characters, typed at the start, the middle and the end,
/// and a paste at the start; a text view of 100, 10k and 100k lines with an `onChange`: a key on
/// the first line and on the last, beginning and ending an edit, a key and the frame after it.
///
/// Every figure is µs per operation, with its ratio to the smallest size; the goal is ≤ 2× (flat
/// in the length of the text). Run with `swift run -c release ComposedTableBenchmarks text`.
enum TextBenchmark {
    /// The most a figure may grow from the smallest size to the largest.
    static let goal = 2.0

    /// Runs the suite and prints its tables and checks.
    static func run() {
        MainActor.assumeIsolated {
            var checks: [(String, Bool)] = []
            checks += fieldTable(sizes: [1_000, 10_000, 100_000])
            checks += viewTable(lines: [100, 10_000, 100_000])
            print("")
            for (name, passed) in checks { print((passed ? "met:    " : "MISSED: ") + name) }
        }
    }

    /// The goals of issue 24's item 4 for the `goals` suite: each figure at the largest size ÷ the
    /// smallest, per run (3 runs), the range over the runs.
    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Text (ratio of the cost per key at 100k characters or lines to 1k characters or 100 lines)")
        var fields: [[Double]] = [[], [], [], []]
        var views: [[Double]] = [[], [], [], []]
        for _ in 0..<3 {
            let (small, large) = (field(1_000), field(100_000))
            fields[0].append(large.start / small.start)
            fields[1].append(large.middle / small.middle)
            fields[2].append(large.end / small.end)
            fields[3].append(large.paste / small.paste)
            let (few, many) = (view(100), view(100_000))
            views[0].append(many.first / few.first)
            views[1].append(many.last / few.last)
            views[2].append(many.edit / few.edit)
            views[3].append(many.frame / few.frame)
        }
        for (name, runs) in zip(["a key at the start", "a key in the middle", "a key at the end", "a paste at the start"], fields) {
            report.check("text field with an onChange, \(name), 100k ÷ 1k characters", FigureRange(runs), goal: .atMost(goal))
        }
        let viewNames = ["a key on the first line", "a key on the last line", "an edit begun and ended", "a key and its frame"]
        for (name, runs) in zip(viewNames, views) {
            report.check("text view with an onChange, \(name), 100k ÷ 100 lines", FigureRange(runs), goal: .atMost(goal))
        }
    }

    // MARK: - Text field

    /// A field's text of `characters` characters: ASCII, accented, CJK, an emoji with a skin tone,
    /// a decomposed `é`.
    static func fieldText(_ characters: Int) -> String {
        let pattern = "wörd 日本 👍🏽 e\u{301} "
        return String(String(repeating: pattern, count: characters / pattern.count + 1).prefix(characters))
    }

    /// A session editing a field of `characters` characters, with an `onChange` that reads the text.
    @MainActor
    static func editingField(_ characters: Int) -> (TerminalSession, TextFieldCell) {
        let screen = ComposedTableViewController(title: "Text")
        let field = screen.addCell(TextFieldCell(key: "Text", text: fieldText(characters)) { _, text in blackHole(text.utf8.count) })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        session.send(.enter)
        blackHole(session.screen)
        return (session, field)
    }

    /// ns per key typed with the caret at the start, the middle and the end, and per paste of 100
    /// characters at the start.
    @MainActor
    static func field(_ characters: Int) -> (start: Double, middle: Double, end: Double, paste: Double) {
        let keys = 200
        func typing(at position: (TerminalSession) -> Void) -> Double {
            let (session, field) = editingField(characters)
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
        let (session, _) = editingField(characters)
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
    static func fieldTable(sizes: [Int]) -> [(String, Bool)] {
        print("")
        print("Text field with an onChange (µs per key typed; per paste of 100 characters), ratio to \(sizes[0]) characters")
        print(
            pad("chars", 9) + pad("start", 10) + pad("middle", 10) + pad("end", 10) + pad("paste@0", 10) + pad("÷start", 9)
                + pad("÷middle", 9) + pad("÷end", 9) + pad("÷paste", 9))
        let results = sizes.map { field($0) }
        for (size, result) in zip(sizes, results) {
            let base = results[0]
            print(
                pad("\(size)", 9) + microseconds(result.start) + microseconds(result.middle) + microseconds(result.end)
                    + microseconds(result.paste) + ratio(result.start / base.start) + ratio(result.middle / base.middle)
                    + ratio(result.end / base.end) + ratio(result.paste / base.paste))
        }
        let base = results[0]
        let largest = results.last!
        return [
            (
                "field, key at the start: \(sizes.last!) ÷ \(sizes[0]) characters ≤ \(format(goal, digits: 0))×",
                largest.start / base.start <= goal
            ),
            ("field, key in the middle: ≤ \(format(goal, digits: 0))×", largest.middle / base.middle <= goal),
            ("field, key at the end: ≤ \(format(goal, digits: 0))×", largest.end / base.end <= goal),
            ("field, paste at the start: ≤ \(format(goal, digits: 0))×", largest.paste / base.paste <= goal),
        ]
    }

    // MARK: - Text view

    /// A text of `lines` lines of 28 characters.
    static func viewText(_ lines: Int) -> String {
        (0..<lines).map { "Line \(String(100_000 + $0).suffix(6)) of a long note." }.joined(separator: "\n")
    }

    /// A session whose cursor is on a text view of `lines` lines with an `onChange`, not editing.
    @MainActor
    static func viewSession(_ lines: Int) -> (TerminalSession, TextViewCell) {
        let screen = ComposedTableViewController(title: "Notes")
        let view = screen.addCell(TextViewCell(key: "Notes", text: viewText(lines)) { _, text in blackHole(text.utf8.count) })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        blackHole(session.screen)
        return (session, view)
    }

    /// ns per key on the first line and on the last (characters typed in a run), per edit begun
    /// and ended, per key and the frame after it.
    @MainActor
    static func view(_ lines: Int) -> (first: Double, last: Double, edit: Double, frame: Double) {
        let keys = 50
        let (session, view) = viewSession(lines)
        session.send(.enter)  // the caret at the end
        blackHole(session.screen)
        // Characters typed in a run (one undo step).
        let last = measure(operations: keys, repeats: 5) {
            for _ in 0..<keys { session.send(.character("x")) }
        }
        let frame = measure(operations: keys, repeats: 5) {
            for _ in 0..<keys {
                session.send(.character("y"))
                blackHole(session.screen)
            }
        }
        for _ in 0..<(lines + 40) { session.send(.up) }  // the start of the text
        blackHole(session.screen)
        let first = measure(operations: keys, repeats: 5) {
            for _ in 0..<keys { session.send(.character("z")) }
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
    static func viewTable(lines sizes: [Int]) -> [(String, Bool)] {
        print("")
        print("Text view with an onChange (µs): a key on the first line, on the last, an edit begun and ended,")
        print("a key and the frame after it; ratio to \(sizes[0]) lines")
        print(
            pad("lines", 9) + pad("key@1st", 10) + pad("key@last", 10) + pad("edit", 10) + pad("key+frame", 10)
                + pad("÷1st", 9) + pad("÷last", 9) + pad("÷edit", 9) + pad("÷frame", 9))
        let results = sizes.map { view($0) }
        for (size, result) in zip(sizes, results) {
            let base = results[0]
            print(
                pad("\(size)", 9) + microseconds(result.first) + microseconds(result.last) + microseconds(result.edit)
                    + microseconds(result.frame) + ratio(result.first / base.first) + ratio(result.last / base.last)
                    + ratio(result.edit / base.edit) + ratio(result.frame / base.frame))
        }
        let base = results[0]
        let largest = results.last!
        return [
            (
                "view, key on the first line: \(sizes.last!) ÷ \(sizes[0]) lines ≤ \(format(goal, digits: 0))×",
                largest.first / base.first <= goal
            ),
            ("view, key on the last line: ≤ \(format(goal, digits: 0))×", largest.last / base.last <= goal),
            ("view, an edit begun and ended: ≤ \(format(goal, digits: 0))×", largest.edit / base.edit <= goal),
            ("view, a key and its frame: ≤ \(format(goal, digits: 0))×", largest.frame / base.frame <= goal),
        ]
    }
}
#endif
