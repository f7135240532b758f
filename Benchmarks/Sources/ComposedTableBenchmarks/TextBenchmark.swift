// The text goals: a key typed in a 100,000-character field or a 10,000-line text view, with an
// `onChange` (handed the whole `String` on every key), and the frame after it, within 1 ms —
// through the terminal's key path (`TerminalSession.send`), as a user types.
import ComposedTable

@MainActor
enum TextBenchmark {
    /// A field's text of `characters` characters: ASCII, accented, CJK, an emoji with a skin tone,
    /// a decomposed `é`.
    static func fieldText(_ characters: Int) -> String {
        let pattern = "wörd 日本 👍🏽 e\u{301} "
        return String(String(repeating: pattern, count: characters / pattern.count + 1).prefix(characters))
    }

    /// A text of `lines` lines of 28 characters.
    static func viewText(_ lines: Int) -> String {
        (0..<lines).map { "Line \(String(100_000 + $0).suffix(6)) of a long note." }.joined(separator: "\n")
    }

    /// A session editing a cell (Enter on it, one key typed: the first change of an edit may copy
    /// the text, once), the caret placed by `position`.
    static func editing(_ cell: ActiveCell, position: (TerminalSession) -> Void) -> TerminalSession {
        let screen = ComposedTableViewController(title: "Text")
        screen.addCell(cell)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        session.send(.enter)
        session.send(.character("w"))
        // A frame first: keys before the first frame cost the whole text each, not what a user pays.
        blackHole(session.screen)
        position(session)
        blackHole(session.screen)
        return session
    }

    /// Nanoseconds per key and the frame after it: a character and Backspace in turn, so that the
    /// text keeps its length.
    static func keys(_ session: TerminalSession) -> Double {
        let keys = 20
        return cpuNanoseconds {
            for index in 0..<keys {
                session.send(index % 2 == 0 ? .character("x") : .backspace)
                blackHole(session.screen)
            }
        } / Double(keys)
    }

    /// Nanoseconds per character a `String` inserts at its start, in place: the least a whole text
    /// handed out on every key costs.
    static func stringInsertAtStart(_ text: String) -> Double {
        var string = text
        let keys = 20
        let cost = cpuNanoseconds { for _ in 0..<keys { string.insert("x", at: string.startIndex) } }
        blackHole(string.utf8.count)
        return cost / Double(keys)
    }

    static func goals(_ report: GoalReport) {
        report.section("Text: a key with an onChange, and its frame")
        let characters = 100_000
        let fieldPositions: [(String, (TerminalSession) -> Void)] = [
            ("start", { $0.send(.home) }),
            (
                "middle",
                { session in
                    session.send(.home)
                    for _ in 0..<(characters / 2) { session.send(.right) }
                }
            ),
            ("end", { _ in }),
        ]
        let fields = fieldPositions.map { name, position in
            let field = TextFieldCell(key: "Text", text: fieldText(characters))
            field.onChange = { _, text in blackHole(text.utf8.count) }
            return (name, editing(field, position: position))
        }
        let lines = 10_000
        let viewPositions: [(String, (TerminalSession) -> Void)] = [
            ("first line", { session in for _ in 0..<(lines + 40) { session.send(.up) } }),
            ("last line", { _ in }),
        ]
        let views = viewPositions.map { name, position in
            let view = TextViewCell(key: "Notes", text: viewText(lines))
            view.onChange = { _, text in blackHole(text.utf8.count) }
            return (name, editing(view, position: position))
        }
        let (longField, longNote) = (fieldText(characters), viewText(lines))
        let runs = measureRuns(rounds: 5) { _, costs in
            for (name, session) in fields + views { costs[name] = keys(session) }
            costs["String field"] = stringInsertAtStart(longField)
            costs["String view"] = stringInsertAtStart(longNote)
        }
        for (title, sessions, baseline) in [
            ("in a 100k-character field (the slowest)", fields, "String field"),
            ("in a 10k-line text view (the slowest)", views, "String view"),
        ] {
            let names = sessions.map(\.0)
            report.check(
                "a key and its frame " + title, figure(runs) { run in names.map { run[$0]! }.max()! / 1e6 }, atMost: 1, unit: " ms",
                detail: "µs: " + EngineBenchmark.listing(runs, names) + "; a String's own insert at its start "
                    + microseconds(figure(runs) { $0[baseline]! }))
        }
    }
}
