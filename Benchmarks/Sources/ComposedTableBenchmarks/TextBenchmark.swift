#if !canImport(UIKit)
import ComposedTable

/// Text editing with an observer, through the real key path (`TerminalSession.send`): a text field
/// at 1k, 10k and 100k characters, typed at the start, the middle and the end, and a paste at the
/// start; a text view of 100, 10k and 100k lines: a key on the first line and on the last,
/// beginning and ending an edit, a key and the frame after it.
///
/// Two observers: an edit observer (`onEdit`, handed each `TextEdit`), whose key costs the same
/// at any length (goal: ≤ 2× from the smallest size to the largest), and an `onChange`, handed the
/// whole `String` on every key — which costs at least what a `String` edited in place costs (the
/// bytes after the caret move): its goal is against that plain baseline, measured in the same
/// process (≤ 2× the key at the smallest size plus a `String`'s own insert at that place).
///
/// Every figure is µs per operation. Run with `swift run -c release ComposedTableBenchmarks text`.
enum TextBenchmark {
    /// The most a figure may grow from the smallest size to the largest.
    static let goal = 2.0

    /// What follows the text in a benchmark.
    enum Observer {
        /// `onEdit`: each edit's bytes counted.
        case edits
        /// `onChange`: the whole text's UTF-8 length read.
        case wholeText
    }

    /// Runs the suite and prints its tables and checks.
    static func run() {
        MainActor.assumeIsolated {
            var checks: [(String, Bool)] = []
            checks += fieldTable(sizes: [1_000, 10_000, 100_000], observer: .edits)
            checks += viewTable(lines: [100, 10_000, 100_000], observer: .edits)
            checks += fieldTable(sizes: [1_000, 10_000, 100_000], observer: .wholeText)
            checks += viewTable(lines: [100, 10_000, 100_000], observer: .wholeText)
            print("")
            for (name, passed) in checks { print((passed ? "met:    " : "MISSED: ") + name) }
        }
    }

    /// The goals of issue 24's item 4 for the `goals` suite, per run (3 runs), the range over
    /// the runs: with an edit observer each figure at the largest size ÷ the smallest; with an
    /// `onChange` a key at the end the same way, and a key at the start ÷ (the key at the
    /// smallest size + a `String`'s insert at the start of the largest text).
    @MainActor
    static func goals(_ report: GoalReport) {
        report.section("Text with an edit observer (ratio of the cost per key at 100k characters or lines to 1k characters or 100 lines)")
        var fields: [[Double]] = [[], [], [], []]
        var views: [[Double]] = [[], [], [], []]
        var whole: [[Double]] = [[], [], [], []]
        for _ in 0..<3 {
            let (small, large) = (field(1_000, observer: .edits), field(100_000, observer: .edits))
            fields[0].append(large.start / small.start)
            fields[1].append(large.middle / small.middle)
            fields[2].append(large.end / small.end)
            fields[3].append(large.paste / small.paste)
            let (few, many) = (view(100, observer: .edits), view(100_000, observer: .edits))
            views[0].append(many.first / few.first)
            views[1].append(many.last / few.last)
            views[2].append(many.edit / few.edit)
            views[3].append(many.frame / few.frame)
            let (smallText, largeText) = (field(1_000, observer: .wholeText), field(100_000, observer: .wholeText))
            whole[0].append(largeText.end / smallText.end)
            whole[1].append(largeText.start / (smallText.start + stringInsertAtStart(fieldText(100_000))))
            let (fewText, manyText) = (view(100, observer: .wholeText), view(100_000, observer: .wholeText))
            whole[2].append(manyText.last / fewText.last)
            whole[3].append(manyText.first / (fewText.first + stringInsertAtStart(viewText(100_000))))
        }
        for (name, runs) in zip(["a key at the start", "a key in the middle", "a key at the end", "a paste at the start"], fields) {
            report.check("text field with an onEdit, \(name), 100k ÷ 1k characters", FigureRange(runs), goal: .atMost(goal))
        }
        let viewNames = ["a key on the first line", "a key on the last line", "an edit begun and ended", "a key and its frame"]
        for (name, runs) in zip(viewNames, views) {
            report.check("text view with an onEdit, \(name), 100k ÷ 100 lines", FigureRange(runs), goal: .atMost(goal))
        }
        report.section("Text with an onChange (the whole String on every key)")
        let wholeNames = [
            "text field with an onChange, a key at the end, 100k ÷ 1k characters",
            "text field with an onChange, a key at the start at 100k ÷ (the key at 1k + a String's insert at the start of 100k)",
            "text view with an onChange, a key on the last line, 100k ÷ 100 lines",
            "text view with an onChange, a key on the first line at 100k ÷ (the key at 100 + a String's insert at the start of 100k lines)",
        ]
        for (name, runs) in zip(wholeNames, whole) {
            report.check(name, FigureRange(runs), goal: .atMost(goal))
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
        case .wholeText: field.onChange = { _, text in blackHole(text.utf8.count) }
        }
    }

    /// Sets a cell's observer.
    @MainActor
    static func observe(_ view: TextViewCell, with observer: Observer) {
        switch observer {
        case .edits: view.onEdit = { _, edit in blackHole(edit.replacement.utf8.count + edit.range.count) }
        case .wholeText: view.onChange = { _, text in blackHole(text.utf8.count) }
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
        // The first change of an edit copies the text into the edit buffer, once (O(n)).
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
        let base = results[0]
        let largest = results.last!
        guard observer == .edits else {
            let insert = stringInsertAtStart(fieldText(sizes.last!))
            print("a String's insert at the start of \(sizes.last!) characters: \(format(insert / 1_000, digits: 2)) µs")
            return [
                ("field with an onChange, key at the end: ≤ \(format(goal, digits: 0))×", largest.end / base.end <= goal),
                (
                    "field with an onChange, key at the start ÷ (key at \(sizes[0]) + String insert) ≤ \(format(goal, digits: 0))×",
                    largest.start / (base.start + insert) <= goal
                ),
            ]
        }
        return [
            (
                "field with an onEdit, key at the start: \(sizes.last!) ÷ \(sizes[0]) characters ≤ \(format(goal, digits: 0))×",
                largest.start / base.start <= goal
            ),
            ("field with an onEdit, key in the middle: ≤ \(format(goal, digits: 0))×", largest.middle / base.middle <= goal),
            ("field with an onEdit, key at the end: ≤ \(format(goal, digits: 0))×", largest.end / base.end <= goal),
            ("field with an onEdit, paste at the start: ≤ \(format(goal, digits: 0))×", largest.paste / base.paste <= goal),
        ]
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
        // The first change of an edit copies the text into the edit buffer, once (O(n)): not a
        // key's cost, and kept out of the minimum of the runs below only by luck without this.
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
        session.send(.character("z"))  // the gap moves to the start, once
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
        let base = results[0]
        let largest = results.last!
        guard observer == .edits else {
            let insert = stringInsertAtStart(viewText(sizes.last!))
            print("a String's insert at the start of \(sizes.last!) lines: \(format(insert / 1_000, digits: 2)) µs")
            return [
                ("view with an onChange, key on the last line: ≤ \(format(goal, digits: 0))×", largest.last / base.last <= goal),
                (
                    "view with an onChange, key on the first line ÷ (key at \(sizes[0]) lines + String insert) ≤ \(format(goal, digits: 0))×",
                    largest.first / (base.first + insert) <= goal
                ),
            ]
        }
        return [
            (
                "view with an onEdit, key on the first line: \(sizes.last!) ÷ \(sizes[0]) lines ≤ \(format(goal, digits: 0))×",
                largest.first / base.first <= goal
            ),
            ("view with an onEdit, key on the last line: ≤ \(format(goal, digits: 0))×", largest.last / base.last <= goal),
            ("view with an onEdit, an edit begun and ended: ≤ \(format(goal, digits: 0))×", largest.edit / base.edit <= goal),
            ("view with an onEdit, a key and its frame: ≤ \(format(goal, digits: 0))×", largest.frame / base.frame <= goal),
        ]
    }
}
#endif
