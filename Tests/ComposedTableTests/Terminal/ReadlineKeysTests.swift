import TestSupport
import Testing

@testable import ComposedTable

/// The readline keys in every field — kills, yank, word moves, undo and redo — from the bytes a
/// terminal sends to the text and the caret on screen.
@MainActor
struct ReadlineKeysTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.parse(bytes) + parser.flush()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: - Bytes

    @Test func controlBytesAreTheReadlineKeys() {
        #expect(
            keys([0x15, 0x0B, 0x17, 0x19, 0x1F, 0x1E])
                == [.control("u"), .control("k"), .control("w"), .control("y"), .control("_"), .control("^")])
        expectEqual(keys([0x02, 0x06, 0x61]), [.character("a")], "Ctrl-B, Ctrl-F are no key here: dropped")
        expectEqual(keys([0x04]), [.control("d")], "Ctrl-D: what answers a multi-line question")
        expectEqual(keys([0x01, 0x05]), [.home, .end], "Ctrl-A and Ctrl-E keep their keys")
    }

    @Test func ctrlAndAltArrowsMoveAWord() {
        expectEqual(keys(bytes("\u{1B}[1;5D\u{1B}[1;5C")), [.wordLeft, .wordRight], "xterm, tmux, kitty")
        expectEqual(keys(bytes("\u{1B}[5D\u{1B}[5C")), [.wordLeft, .wordRight], "older xterm, rxvt-style")
        expectEqual(keys(bytes("\u{1B}[1;3D\u{1B}[1;3C")), [.wordLeft, .wordRight], "Alt (Option) with ← →")
        expectEqual(keys(bytes("\u{1B}[1;5A\u{1B}[1;2Dx")), [.character("x")], "Ctrl-↑ and Shift-← stay no key")
    }

    @Test func escapeAndAPrintableOrBackspaceIsAnAltKey() {
        expectEqual(keys(bytes("\u{1B}b\u{1B}f\u{1B}d\u{1B}B")), [.alt("b"), .alt("f"), .alt("d"), .alt("B")])
        expectEqual(keys([0x1B, 0x7F]), [.alt("\u{7F}")], "Alt-Backspace")
        expectEqual(keys([0x1B, 0x08]), [.alt("\u{7F}")], "Alt-Backspace where Backspace sends ^H")
        expectEqual(keys([0x1B, 0x7F, 0x7F]), [.alt("\u{7F}"), .backspace])
    }

    @Test func everyNewKeyHasAScriptName() throws {
        let named: [(String, Key)] = [
            ("ctrl-u", .control("u")), ("ctrl-k", .control("k")), ("ctrl-w", .control("w")), ("ctrl-y", .control("y")),
            ("ctrl-_", .control("_")), ("ctrl-^", .control("^")), ("ctrl-left", .wordLeft), ("ctrl-right", .wordRight),
            ("alt-b", .alt("b")), ("alt-f", .alt("f")), ("alt-d", .alt("d")), ("alt-backspace", .alt("\u{7F}")),
        ]
        for (name, key) in named {
            try expectEqual(KeyScript(name).steps, [.key(key)], "\(name)")
            expectEqual(key.description, name)
        }
        try expectEqual(KeyScript("alt-x").steps, [.key(.alt("x"))], "any Alt+key, as its description writes it")
    }

    // MARK: - A line

    /// A line after keys, and the kill buffer they left.
    private func line(_ text: String, _ script: String, killBuffer: String = "") throws -> (text: String, caret: Int, killed: String) {
        var editor = LineEditor(text: text)
        var kills = killBuffer
        for case .key(let key) in try KeyScript(script).steps { _ = editor.apply(key, killBuffer: &kills) }
        return (editor.text, editor.caret, kills)
    }

    @Test func killsToTheStartAndTheEndOfTheLine() throws {
        #expect(try line("hello world", "left left left left left ctrl-u") == ("world", 0, "hello "))
        #expect(try line("hello world", "left left left left left ctrl-k") == ("hello ", 6, "world"))
        #expect(try line("hello", "ctrl-k", killBuffer: "x") == ("hello", 5, "x"), "nothing to kill: the buffer stays")
    }

    @Test func ctrlWKillsBackToASpaceAndAltBackspaceByLettersAndDigits() throws {
        #expect(try line("cd ~/src/app", "ctrl-w") == ("cd ", 3, "~/src/app"), "Ctrl-W: back to a space, as a shell does")
        #expect(try line("cd ~/src/app", "alt-backspace") == ("cd ~/src/", 9, "app"), "Alt-Backspace: back to a non-word character")
        #expect(try line("one two  ", "ctrl-w") == ("one ", 4, "two  "), "spaces before the caret go with the word")
        #expect(try line("one", "home ctrl-w") == ("one", 0, ""), "at the start: nothing")
    }

    @Test func aRunOfKillsAddsToTheBufferOnItsSide() throws {
        #expect(try line("one two three", "ctrl-w ctrl-w") == ("one ", 4, "two three"), "backward kills go before")
        #expect(try line("one two three", "home alt-d alt-d") == (" three", 0, "one two"), "forward kills go after")
        #expect(try line("one two three", "ctrl-w left ctrl-w") == ("one  ", 4, "two"), "a caret move ends the run")
        #expect(try line("one two three", "ctrl-w ctrl-w ctrl-y") == ("one two three", 13, "two three"), "the yank puts the run back")
    }

    @Test func ctrlYPutsBackWhatWasKilledAsManyTimesAsAsked() throws {
        #expect(try line("ab", "left ctrl-y ctrl-y", killBuffer: "日👍🏽") == ("a日👍🏽日👍🏽b", 5, "日👍🏽"))
        #expect(try line("ab", "ctrl-y") == ("ab", 2, ""), "an empty buffer: nothing")
        #expect(try line("", "ctrl-y", killBuffer: "one\ntwo") == ("one two", 7, "one\ntwo"), "a line break becomes a space in a line")
    }

    @Test func wordsAreRunsOfLettersAndDigitsByWholeCharacters() throws {
        let text = "日本 👍🏽go-2 e\u{301}té"
        try expectEqual(line(text, "alt-b").caret, 9, "the start of été (a letter with its accent is one character)")
        try expectEqual(line(text, "alt-b alt-b").caret, 7, "then the start of 2")
        try expectEqual(line(text, "alt-b alt-b alt-b").caret, 4, "over the hyphen: the start of go; 👍🏽 is no part of a word")
        try expectEqual(line(text, "alt-b alt-b alt-b alt-b").caret, 0, "over 👍🏽 and the space: the start of 日本")
        try expectEqual(line(text, "home alt-f").caret, 2, "the end of 日本")
        try expectEqual(line(text, "home alt-f ctrl-right").caret, 6, "over the space and 👍🏽: the end of go")
        try expectEqual(line(text, "home ctrl-right ctrl-right ctrl-right ctrl-right ctrl-right").caret, 12, "the end, and stays")
        try expectEqual(line(text, "ctrl-left ctrl-left").caret, 7, "Ctrl-← as Alt-B")
        #expect(try line(text, "home alt-d") == (" 👍🏽go-2 e\u{301}té", 0, "日本"))
        #expect(
            try line(text, "alt-b alt-b alt-b alt-backspace") == ("go-2 e\u{301}té", 0, "日本 👍🏽"),
            "over 👍🏽 and the space, which are no word, then the word")
    }

    @Test func typingIsOneUndoStepUntilTheCaretMoves() throws {
        #expect(try line("", "type:hello space type:world ctrl-_") == ("", 0, ""), "one run, one step")
        #expect(try line("", "type:hello left type:X ctrl-_") == ("hello", 4, ""), "the caret stays where the run started")
        #expect(try line("", "type:hello left type:X ctrl-_ ctrl-_") == ("", 0, ""))
        #expect(
            try line("", "type:hello left type:X ctrl-_ ctrl-_ ctrl-^") == ("hello", 4, ""),
            "redo: the text and the caret as the undo found them")
        #expect(try line("", "type:hello left type:X ctrl-_ ctrl-_ ctrl-^ ctrl-^") == ("hellXo", 5, ""))
        #expect(try line("", "type:ab ctrl-_ ctrl-_ ctrl-_") == ("", 0, ""), "nothing more to undo: nothing")
    }

    @Test func backspacesPastesKillsAndYanksAreStepsOfTheirOwn() throws {
        #expect(try line("abcdef", "backspace backspace delete type:x ctrl-_") == ("abcd", 4, ""))
        #expect(try line("abcdef", "backspace backspace type:x ctrl-_ ctrl-_") == ("abcdef", 6, ""), "a run of Backspace is one step")
        #expect(try line("ab", "paste:cd paste:ef ctrl-_") == ("abcd", 4, ""), "each paste is a step")
        #expect(try line("one two", "ctrl-w ctrl-w ctrl-_") == ("one ", 4, "one two"), "each kill is a step")
        #expect(try line("one two", "ctrl-w ctrl-y ctrl-y ctrl-_") == ("one two", 7, "two"), "each yank is a step")
        #expect(try line("one two", "home ctrl-k ctrl-_") == ("one two", 0, "one two"), "undo brings the caret back")
    }

    @Test func aChangeAfterAnUndoDropsTheRedo() throws {
        #expect(try line("", "type:ab ctrl-_ type:c ctrl-^") == ("c", 1, ""))
    }

    // MARK: - A text field

    /// A text field being edited in a session, with its text and the caret drawn: `[` `]`
    /// around the character in reverse video.
    private func field(_ text: String, columns: Int = 40, rows: Int = 6) throws -> (TerminalSession, TextFieldCell) {
        let name = TextFieldCell(key: "Name", text: text)
        let other = TextFieldCell(key: "City", text: "")
        let session = makeSession([name, other], columns: columns, rows: rows)
        session.run(try KeyScript("enter"))
        #expect(name.isEditing)
        return (session, name)
    }

    /// Row 1 of a screen, with the reverse-video columns marked by `[` and `]`.
    private func caretLine(_ session: TerminalSession, row: Int = 1) -> String {
        let screen = session.screen
        let line = Array(screen.line(row))
        var result = ""
        var column = 0
        for character in line {
            let isCaret = screen.style(atRow: row, column: column).contains(.reverse)
            result += isCaret ? "[\(character)]" : String(character)
            column += DisplayWidth.of(character)
        }
        // A caret after the end of the text: a reverse space, which the line's text leaves out.
        if let caret = (column..<screen.size.columns).first(where: { screen.style(atRow: row, column: $0).contains(.reverse) }) {
            result += String(repeating: " ", count: caret - column) + "[ ]"
        }
        return result
    }

    @Test func aFieldTakesTheKillsAndTheCaretShowsWhereTheyLeaveIt() throws {
        let (session, name) = try field("日本 👍🏽 rocks")
        session.feed([[0x17]])  // Ctrl-W
        expectEqual(name.text, "日本 👍🏽 ")
        expectEqual(caretLine(session), "› Name  日本 👍🏽 [ ]")
        session.feed("\u{1B}b")  // Alt-B: over 👍🏽 and the spaces, to the start of 日本
        expectEqual(caretLine(session), "› Name  [日]本 👍🏽")
        session.feed([[0x0B]])  // Ctrl-K
        expectEqual(name.text, "")
        session.feed([[0x19]])  // Ctrl-Y: the last kill only (a caret move ended the run)
        expectEqual(name.text, "日本 👍🏽 ")
        session.feed("\u{1B}[1;5D\u{1B}[1;5D")  // Ctrl-← twice
        expectEqual(caretLine(session), "› Name  [日]本 👍🏽")
        session.feed("\u{1B}[1;5C")  // Ctrl-→
        expectEqual(caretLine(session), "› Name  日本[ ]👍🏽")
        session.feed("\u{1B}d")  // Alt-D: over 👍🏽 and the space, nothing that is a word
        expectEqual(name.text, "日本")
        session.feed([[0x15]])  // Ctrl-U
        expectEqual(name.text, "")
        #expect(name.isEditing, "no key of these ends the edit")
        session.feed("\u{1B}\u{7F}")  // Alt-Backspace on an empty field: nothing, and not Esc then Backspace
        #expect(name.isEditing)
        session.feed("\r")
        #expect(!name.isEditing)
    }

    @Test func undoInAFieldBringsBackTheTextAndTheCaretAndEscStillCancels() throws {
        var changes: [String] = []
        let (session, name) = try field("Ann")
        name.onChange = { _, text in changes.append(text) }
        session.run(try KeyScript("type:ette home type:X"))
        expectEqual(name.text, "XAnnette")
        session.feed([[0x1F]])  // Ctrl-_
        expectEqual(name.text, "Annette")
        expectEqual(caretLine(session), "› Name  [A]nnette", "the caret where the undone run started")
        session.feed([[0x1F]])
        expectEqual(name.text, "Ann")
        expectEqual(caretLine(session), "› Name  Ann[ ]")
        session.feed([[0x1E]])  // Ctrl-^
        expectEqual(name.text, "Annette")
        expectEqual(changes, ["Anne", "Annet", "Annett", "Annette", "XAnnette", "Annette", "Ann", "Annette"], "undo is the user's change")
        session.feed("\u{1B}")
        expectEqual(name.text, "Ann", "Esc puts back the text editing began with")
        #expect(!name.isEditing)
    }

    @Test func aKillInOneFieldIsPutBackInAnother() throws {
        let (session, name) = try field("Lisbon")
        session.run(try KeyScript("ctrl-u tab ctrl-y"))
        let city = try #require(session.navigationController.topViewController.textFields.last)
        expectEqual(name.text, "")
        expectEqual(city.text, "Lisbon", "one kill buffer for the session")
        expectEqual(caretLine(session, row: 2), "› City  Lisbon[ ]")
    }

    @Test func aNumberFieldYanksOnlyWhatItAdmits() throws {
        let pin = TextFieldCell(key: "PIN", text: "12ab34", keyboardType: .numberPad)
        let session = makeSession([pin], columns: 40, rows: 6)
        session.navigationController.killBuffer = "9x8"
        session.run(try KeyScript("enter ctrl-y"))
        expectEqual(pin.text, "12ab3498", "Ctrl-Y goes in as a paste would: digits only")
    }

    // MARK: - A text view

    /// A text view after keys, with `^` typed where the caret is, then Esc (which keeps the text).
    private func textView(_ text: String, _ keys: String) throws -> (text: String, killed: String) {
        let notes = TextViewCell(key: "Notes", text: text)
        let session = makeSession([notes], columns: 40, rows: 10)
        session.run(try KeyScript("enter " + keys + " type:^ esc"))
        return (notes.text, session.navigationController.killBuffer)
    }

    @Test func aTextViewKillsOnTheCaretsLineAndCtrlKAtItsEndJoinsTheNext() throws {
        #expect(try textView("one two\nthree four", "ctrl-u") == ("one two\n^", "three four"))
        #expect(
            try textView("one two\nthree four", "up ctrl-k") == ("one two^three four", "\n"),
            "at the line's end Ctrl-K kills the line break")
        #expect(
            try textView("one two\nthree four", "up home ctrl-k ctrl-k") == ("^three four", "one two\n"), "the line break joins the run")
        #expect(try textView("one\ntwo", "ctrl-w ctrl-w") == ("one\n^", "two"), "Ctrl-W stops at the line's start")
    }

    @Test func aTextViewYankKeepsLineBreaksAndWordMovesCrossLineEnds() throws {
        #expect(try textView("ab", "ctrl-y") == ("ab^", ""))
        #expect(try textView("one\ntwo", "home alt-b") == ("one^\ntwo", ""), "Alt-B at a line's start: the end of the line above")
        #expect(try textView("one\ntwo", "up alt-f") == ("one\n^two", ""), "Alt-F at a line's end: the start of the next")
        #expect(try textView("one\ntwo", "up home ctrl-k down ctrl-y") == ("\none^two", "one"))
        #expect(try textView("a\nb", "up ctrl-u ctrl-k ctrl-k end ctrl-y") == ("a\nb^", "a\nb"), "a line break in the run, put back as one")
    }

    @Test func aTextViewUndoesALineBreakAndATypingRunAsSteps() throws {
        let notes = TextViewCell(key: "Notes", text: "")
        let session = makeSession([notes], columns: 30, rows: 10)
        session.run(try KeyScript("enter type:first enter type:second"))
        expectEqual(notes.text, "first\nsecond")
        expectEqual(session.screen.line(3), "    second", "the text view grew a line")
        session.feed([[0x1F]])
        expectEqual(notes.text, "first\n")
        session.feed([[0x1F]])
        expectEqual(notes.text, "first", "the line break was a step")
        expectEqual(session.screen.line(3), "", "and the row is one line shorter again")
        session.feed([[0x1E, 0x1E]])
        expectEqual(notes.text, "first\nsecond")
        expectEqual(session.screen.line(3), "    second")
        session.run(try KeyScript("type:! esc"))
        expectEqual(notes.text, "first\nsecond!", "the caret came back to the end")
    }

    // MARK: - The search line and the help

    @Test func theSearchLineTakesTheSameKeys() throws {
        let list = ZoneSearchScreen()
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 30, rows: 8))
        session.run(try KeyScript("/ type:new space type:por ctrl-w"))
        expectEqual(list.search?.query, "new ")
        session.run(try KeyScript("ctrl-_"))
        expectEqual(list.search?.query, "new por", "undo in the search line")
        session.run(try KeyScript("alt-b alt-d"))
        expectEqual(list.search?.query, "new ")
        session.run(try KeyScript("ctrl-u"))
        expectEqual(list.search?.query, "")
        expectEqual(session.navigationController.killBuffer, "new por", "Alt-D then Ctrl-U: one run of kills")
    }

    @Test func theHelpListsTheEditingKeysWhileAFieldIsEdited() throws {
        let (session, _) = try field("x", columns: 60, rows: 40)
        session.run(try KeyScript("f1"))
        let help = session.screen.text
        for entry in [
            "Ctrl-← →  Alt-B F", "move a word", "Ctrl-U  Ctrl-K", "delete to the start, to the end", "Ctrl-W  Alt-⌫",
            "delete the word before", "Alt-D", "delete the word after", "Ctrl-Y", "put back what was deleted", "Ctrl-_  Ctrl-^",
            "undo, redo",
        ] {
            #expect(help.contains(entry), "\(entry)")
        }
        #expect(
            NavigationController.keyHelp(for: .searching).contains { $0.keys == "Ctrl-W U K" },
            "the search line's help names them too")
    }

    @Test func outsideAFieldTheNewKeysDoNothingAndAltBackspaceIsEscThenBackspace() throws {
        let root = ComposedTableViewController(title: "Root")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 6))
        root.addCell(ActiveCell(key: "Open"))
        let second = ComposedTableViewController(title: "Second")
        second.addCell(ActiveCell(key: "A"))
        let third = ComposedTableViewController(title: "Third")
        third.addCell(ActiveCell(key: "B"))
        session.navigationController.pushViewController(second, animated: false)
        session.navigationController.pushViewController(third, animated: false)
        let before = session.screen.text
        session.feed([[0x15, 0x0B, 0x17, 0x19, 0x1F, 0x1E]])
        session.feed("\u{1B}[1;5D\u{1B}[1;5C")
        expectEqual(session.screen.text, before, "no readline key does anything in a list")
        session.feed("\u{1B}\u{7F}")
        expectEqual(session.navigationController.viewControllers.count, 1, "Esc, then Backspace: back twice, as before")
    }
}
