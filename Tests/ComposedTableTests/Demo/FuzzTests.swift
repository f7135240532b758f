import ComposedTableDemoScreens
import TestSupport
import Testing

@testable import ComposedTable

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Random bytes, as a terminal might send them, into every demo screen: nothing crashes, and
/// after every chunk the screen keeps its size, the cursor's row is drawn, and every text field
/// holds valid text.
@MainActor
struct FuzzTests {
    /// The number of bytes per run: 50,000, 1,000,000 with `COMPOSEDTABLE_FULL_FUZZ=1`
    /// (``FuzzCount``), or `COMPOSEDTABLE_FUZZ_BYTES` when set.
    static var byteCount: Int {
        getenv("COMPOSEDTABLE_FUZZ_BYTES").flatMap { Int(String(cString: $0)) } ?? FuzzCount.scaled(50_000, full: 1_000_000)
    }

    /// Pieces a stream is made of besides single random bytes: keys, paste markers, and pieces of
    /// grapheme clusters, so that the random stream reaches fields, pastes and joins often.
    static let tokens: [[UInt8]] = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[H", "\u{1B}[F", "\u{1B}[3~", "\u{1B}[Z", "\u{1B}", "\r", "\t",
        "\u{7F}", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[200~", "\u{1B}[201~", "e", "\u{301}", "👍", "🏽", "🇯", "🇵", "\u{200D}",
        "👨", "\u{1100}", "\u{1161}", "\u{11A8}", "日", "❤", "\u{FE0F}", "\u{85}", "\u{9B}", "j", "k", " ", "\r\n", "Ab",
    ].map { Array($0.utf8) }

    /// Opens the menu's screen at `index` in a new session.
    private func session(screen index: Int) -> TerminalSession {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: TerminalSize(columns: 44, rows: 14))
        for _ in 0..<index { session.send(.down) }
        session.send(.enter)
        return session
    }

    @Test func randomBytesIntoEveryDemoScreen() async {
        let screens = 4
        var generator = SplitMix64(seed: 2024)
        var fed = 0
        var keyCount = 0
        var quits = 0
        var fieldsEdited = 0
        for screen in 0..<screens {
            var session = session(screen: screen)
            expectEqual(session.navigationController.viewControllers.count, 2, "screen \(screen) opened")
            var parser = KeyParser()
            let share = Self.byteCount / screens + (screen < Self.byteCount % screens ? 1 : 0)
            var left = share
            while left > 0 {
                // Other tests share the main actor (the interactive loop's among them): let them in.
                if fed % 4_096 < 64 { await Task.yield() }
                var chunk: [UInt8] = []
                let length = min(left, Int.random(in: 1...64, using: &generator))
                while chunk.count < length {
                    if Int.random(in: 0..<10, using: &generator) < 6 {
                        chunk.append(UInt8.random(in: 0...255, using: &generator))
                    } else {
                        chunk += Self.tokens.randomElement(using: &generator)!
                    }
                }
                left -= chunk.count
                fed += chunk.count
                var keys = parser.parse(chunk)
                if Int.random(in: 0..<8, using: &generator) == 0 { keys += parser.flush() }  // a pause
                keyCount += keys.count
                for key in keys {
                    session.send(key)
                    if session.hasQuit {
                        quits += 1
                        session = self.session(screen: screen)
                    }
                }
                if session.navigationController.topViewController.editingCell != nil { fieldsEdited += 1 }
                guard checkInvariants(of: session, after: chunk) else { return }
            }
        }
        #expect(fed >= Self.byteCount)
        #expect(keyCount > fed / 10, "the stream made keys")
        #expect(quits > 0 && fieldsEdited > 0, "it quit and it edited fields")
    }

    /// Checks the invariants; `false` after the first failure, with the bytes that led to it.
    private func checkInvariants(of session: TerminalSession, after chunk: [UInt8]) -> Bool {
        let screen = session.screen
        let top = session.navigationController.topViewController
        var holds = screen.size == session.size
        if let path = top.cursorRowPath {
            holds = holds && top.drawnRows?.contains(path) == true
            // The key help, when shown, is drawn over the rows; a row held in move mode is marked ≡.
            holds =
                holds
                && (session.navigationController.isShowingHelp
                    || (0..<screen.size.rows).contains { screen.line($0).hasPrefix("›") || screen.line($0).hasPrefix("≡") }
                    // An alert over the rows (the question asked before leaving) shows its own cursor.
                    || (top.shownAlert != nil && (0..<screen.size.rows).contains { screen.line($0).contains("│ › ") }))
        }
        for field in top.textFields {
            let text = field.text
            holds = holds && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
            if let editor = field.editor {
                holds = holds && top.editingCell === field
                holds = holds && (0...editor.count).contains(editor.caret) && String(editor.characters) == text
            }
        }
        if top.editingCell != nil, !session.navigationController.isShowingHelp {
            let caret = (0..<screen.size.rows).contains { row in
                (0..<screen.size.columns).contains { screen.style(atRow: row, column: $0).contains(.reverse) }
            }
            holds = holds && caret
        }
        #expect(holds, "after the chunk \(chunk), on \(top.title ?? "untitled"):\n\(screen.text)")
        return holds
    }
}
