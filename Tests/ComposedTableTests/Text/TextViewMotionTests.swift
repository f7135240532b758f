import TestSupport
import Testing

@testable import ComposedTable

/// ↑ and ↓ in a text view move by visual line, to the column they started from, as editors do.
@MainActor
struct TextViewMotionTests {
    /// A text view 30 columns wide (its text wraps at 25): a 10-character line, a 2-character
    /// one, and one that wraps into "the quick brown fox jumps " / "over the lazy dog again " /
    /// "and again".
    private func textView(_ text: String = "abcdefghij\nxy\nthe quick brown fox jumps over the lazy dog again and again")
        -> (TerminalSession, TextViewCell)
    {
        let cell = TextViewCell(key: "Notes", text: text)
        return (makeSession([cell], columns: 30, rows: 12), cell)
    }

    /// The text after the keys, then `^` typed where the caret is, then Esc; each key drawn, as
    /// on a terminal (the row moves by the visual lines it was drawn with).
    private func caret(after keys: String, in text: String? = nil) throws -> String {
        let (session, cell) = text.map { textView($0) } ?? textView()
        session.run(try KeyScript("enter " + keys + " type:^ esc")) { _ in }
        return cell.text
    }

    @Test func upMovesOneVisualLineNotAWholeParagraph() throws {
        let (session, _) = textView()
        session.run(try KeyScript("enter up")) { _ in }
        expectEqual(session.screen.line(5), "    over the lazy dog again")
        #expect(session.screen.style(atRow: 5, column: 13).contains(.reverse), "the caret is on the l of lazy, column 9")
        #expect(
            try caret(after: "up up") == "abcdefghij\nxy\nthe quick^ brown fox jumps over the lazy dog again and again",
            "two visual lines up, still column 9")
    }

    @Test func theColumnIsKeptAcrossAShorterLine() throws {
        #expect(
            try caret(after: "up up up up") == "abcdefghi^j\nxy\nthe quick brown fox jumps over the lazy dog again and again",
            "column 9 again after the 2-character line")
        #expect(
            try caret(after: "up up up up down down") == "abcdefghij\nxy\nthe quick^ brown fox jumps over the lazy dog again and again")
        #expect(
            try caret(after: "up up up left down") == "abcdefghij\nxy\nt^he quick brown fox jumps over the lazy dog again and again",
            "another key starts again from the caret's column: 1, after x")
    }

    @Test func theColumnIsAScreenColumnNotACharacterCount() throws {
        try expectEqual(caret(after: "left left up", in: "日本語ab\nabcdefgh"), "日本語^ab\nabcdefgh", "column 6 is after three wide characters")
        try expectEqual(caret(after: "left left left up", in: "日本語ab\nabcdefgh"), "日本^語ab\nabcdefgh", "column 5 falls inside 語: before it")
    }

    @Test func pastTheFirstOrLastVisualLineTheCaretGoesToTheStartOrEnd() throws {
        try expectEqual(caret(after: "home right up", in: "one\ntwo"), "o^ne\ntwo")
        try expectEqual(caret(after: "up up up", in: "one\ntwo"), "^one\ntwo")
        try expectEqual(caret(after: "up down down", in: "one\ntwo"), "one\ntwo^")
    }
}
