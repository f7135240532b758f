#if !canImport(UIKit)
import ComposedTable

/// Text input through the real key path: bytes as the driver reads them (256 at a time, a frame
/// drawn after each read) go through a `KeyParser` into a `TerminalSession` whose text field is
/// being edited, with an `onChange` that reads the text, as the demo's form does — at the end of
/// an empty field (``run(characters:repeats:)``) and at the start of a full one
/// (``runAtStart(characters:typedCharacters:repeats:)``). Times are the thread's CPU time.
enum PasteBenchmark {
    /// The time to enter `characters` characters (ASCII, accented, CJK, emoji with a skin tone,
    /// a decomposed `é`), best of `repeats`: as one bracketed paste, and typed as keys (a
    /// terminal without bracketed paste sends a paste so).
    @MainActor
    static func run(characters: Int = 100_000, repeats: Int = 3) -> (paste: Duration, typed: Duration) {
        let pattern = "wörd 日本 👍🏽 e\u{301} "
        let text = String(String(repeating: pattern, count: characters / pattern.count + 1).prefix(characters))
        let pasted = Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8)
        var best = (paste: Duration.seconds(1_000), typed: Duration.seconds(1_000))
        for _ in 0..<repeats {
            best.paste = min(best.paste, enter(pasted, expecting: text))
            best.typed = min(best.typed, enter(Array(text.utf8), expecting: text))
        }
        return best
    }

    /// The same at the *start* of a field that already holds `characters` characters (the caret
    /// moved there with Home): `characters` characters as one bracketed paste, and
    /// `typedCharacters` typed as keys (fewer: typing at the start of a long text with an
    /// `onChange` is where the cost per key shows), best of `repeats`.
    @MainActor
    static func runAtStart(characters: Int = 100_000, typedCharacters: Int = 300, repeats: Int = 3) -> (
        paste: Duration, typed: Duration
    ) {
        let pattern = "wörd 日本 👍🏽 e\u{301} "
        let text = String(String(repeating: pattern, count: characters / pattern.count + 1).prefix(characters))
        let typedText = String(text.prefix(typedCharacters))
        let pasted = Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8)
        var best = (paste: Duration.seconds(1_000), typed: Duration.seconds(1_000))
        for _ in 0..<repeats {
            best.paste = min(best.paste, enter(pasted, expecting: text + text, into: text))
            best.typed = min(best.typed, enter(Array(typedText.utf8), expecting: typedText + text, into: text))
        }
        return best
    }

    @MainActor
    private static func enter(_ bytes: [UInt8], expecting text: String, into initialText: String = "") -> Duration {
        let screen = ComposedTableViewController(title: "Paste")
        let field = screen.addCell(TextFieldCell(key: "Text", text: initialText) { _, text in blackHole(text.isEmpty) })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 80, rows: 24))
        session.send(.enter)
        if !initialText.isEmpty { session.send(.home) }
        var parser = KeyParser()
        let elapsed = ThreadCPUClock().measure {
            for start in stride(from: 0, to: bytes.count, by: 256) {
                for key in parser.parse(bytes[start..<min(start + 256, bytes.count)]) { session.send(key) }
                blackHole(session.screen)
            }
            for key in parser.flush() { session.send(key) }
            blackHole(session.screen)
        }
        precondition(field.text == text, "the benchmark's text did not arrive whole")
        return elapsed
    }
}
#endif
