#if !canImport(UIKit)
// A one-question call in accessible mode (`TerminalApp.ask`, `TerminalApp.write`): the text is
// asked for at once, in plain lines, rather than listed as a screen.
extension AccessibleTerminal {
    /// The text a question's screen edits from the start, or `nil` when the screen shown is not
    /// such a question.
    var questionText: ActiveCell? {
        let top = self.top
        guard top.leavesOnEscape, top.shownAlert == nil, let cell = top.editingCell else { return nil }
        return cell is TextFieldCell || cell is TextViewCell ? cell : nil
    }

    /// Asks for a question's text and types it into its row, then answers: one line for a field
    /// (empty keeps the text, a lone space empties it); for a multi-line text, lines until a lone
    /// `.` or the end of input (none keeps the text).
    ///
    /// - Returns: `false` when the input ended before an answer: the question is cancelled.
    func answerQuestion(_ cell: ActiveCell) async -> Bool {
        let title = top.title ?? ""
        if let field = cell as? TextFieldCell {
            let shown = field.text.isEmpty ? field.placeholder.map { " (\($0))" } ?? "" : " [\(field.isSecure ? "hidden" : field.text)]"
            let prompt = String((title + shown).trimmingPrefix(" "))  // untitled: the placeholder alone
            write(prompt.isEmpty ? "> " : prompt + ": ")
            guard let line = await readLine() else { return false }
            if !line.isEmpty { replaceText(with: line == " " ? "" : line) }
            send(.enter)
            return true
        }
        guard let view = cell as? TextViewCell else { return false }
        if !view.text.isEmpty {
            writeLine((title.isEmpty ? "The text" : title) + " is now:")
            for line in TextEditor.lines(of: view.text) { writeLine("  " + line) }
        }
        let placeholder = view.text.isEmpty ? view.placeholder.map { " (\($0))" } ?? "" : ""
        let heading = String((title + placeholder).trimmingPrefix(" "))
        let typeLines = "ype the lines, then a line with a lone . to finish."
        writeLine(heading.isEmpty ? "T" + typeLines : heading + ": t" + typeLines)
        var lines: [String] = []
        var ended = false
        while true {
            guard let line = await readLine() else {
                ended = true
                break
            }
            if line == "." { break }
            lines.append(line)
        }
        if ended, lines.isEmpty { return false }
        if !lines.isEmpty { replaceText(with: lines.joined(separator: "\n")) }
        send(.control("d"))
        return true
    }

    /// Replaces the text of the row edited, with its keys: the text deleted, then pasted.
    private func replaceText(with text: String) {
        guard let cell = top.editingCell else { return }
        if let view = cell as? TextViewCell {
            for _ in 0..<view.text.count { send(.backspace) }  // the caret is at the end
        } else {
            send(.home)
            send(.control("k"))
        }
        if !text.isEmpty { send(.paste(text)) }
    }
}
#endif
