import TestSupport
import Testing

@testable import ComposedTable

/// Every caret move ends an undo step and a kill run (`EditHistory`), ↑ and ↓ in a text view
/// included: a typed run and a kill run cut by ↑ and ↓.
@MainActor
struct CaretMoveRunTests {
    /// A text view being edited, its text after the keys.
    private func textView(_ text: String, after keys: String) throws -> String {
        let cell = TextViewCell(key: "Notes", text: text)
        let session = makeSession([cell], columns: 30, rows: 12)
        session.run(try KeyScript("enter " + keys)) { _ in }
        return cell.text
    }

    @Test func upEndsATypingRunInATextView() throws {
        try expectEqual(textView("", after: "type:x enter type:y up type:b"), "xb\ny")
        try expectEqual(textView("", after: "type:x enter type:y up type:b ctrl-_"), "x\ny", "the undo removes b only")
        try expectEqual(textView("", after: "type:x enter type:y down type:b ctrl-_"), "x\ny", "↓ too")
    }

    @Test func upAndDownEndAKillRunInATextView() throws {
        try expectEqual(textView("one\ntwo", after: "ctrl-u up ctrl-k down ctrl-y"), "\none", "the yank is the last kill's text")
    }

    @Test func leftAndRightEndBothRunsInATextField() throws {
        let field = TextFieldCell(key: "Name", text: "one two")
        let session = makeSession([field])
        session.run(try KeyScript("enter type:x left type:y ctrl-_")) { _ in }
        expectEqual(field.text, "one twox", "the undo removes y only")
        session.run(try KeyScript("ctrl-w right ctrl-u ctrl-y")) { _ in }
        expectEqual(field.text, "one x", "the yank is the last kill's text, not \"one xtwo\"")
    }
}
