import ComposedTableDemoScreens
import TestSupport
import Testing

@testable import ComposedTable

extension ComposedTableViewController {
    /// The text fields of the table, visible or not, in order.
    var textFields: [TextFieldCell] {
        composition.sections.flatMap { composition.allCells(in: $0) }.compactMap { $0 as? TextFieldCell }
    }
}

extension TerminalSession {
    /// Feeds bytes as a terminal would, in chunks, through a parser; then a pause.
    func feed(_ chunks: [[UInt8]]) {
        var parser = KeyParser()
        for chunk in chunks {
            for key in parser.parse(chunk) { send(key) }
        }
        for key in parser.flush() { send(key) }
    }

    /// Feeds the bytes of a text in one chunk, then a pause.
    func feed(_ text: String) { feed([Array(text.utf8)]) }
}

/// Text input from raw bytes to the screen: typing, pasting and drawing whole characters.
@MainActor
struct TextInputTests {
    /// The demo's sign-up form, with the cursor on its Name field (and editing it, if asked).
    private func form(editing: Bool = true) throws -> (session: TerminalSession, name: TextFieldCell) {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize("44x14")))
        session.run(try KeyScript(editing ? "down down enter enter" : "down down enter"))
        let name = try #require(session.navigationController.topViewController.textFields.first)
        expectEqual(name.isEditing, editing)
        return (session, name)
    }

    /// The columns of a row drawn in reverse video: the caret, while editing.
    private func reverseColumns(_ screen: ScreenBuffer, row: Int) -> [Int] {
        (0..<screen.size.columns).filter { screen.style(atRow: row, column: $0).contains(.reverse) }
    }

    /// Raw input and the text it leaves in the field.
    nonisolated static let typing: [(bytes: String, text: String)] = [
        ("❤️", "❤️"), ("👍🏽", "👍🏽"), ("🇯🇵🇫🇷", "🇯🇵🇫🇷"), ("ne\u{301}e", "ne\u{301}e"), ("\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}\u{11A8}"),
        ("👨‍👩‍👧!", "👨‍👩‍👧!"), ("日本語", "日本語"), ("한국어", "한국어"), ("a\u{85}b\u{9B}c\u{80}", "abc"),
        ("x\u{1B}[200~one\r\ntwo\rthree\nfour\u{1B}[201~y", "xone two three foury"),
        ("\u{1B}[200~tab\there\u{7}\u{1B}[31m\u{85}!\u{1B}[201~", "tab here[31m !"),
    ]

    @Test(arguments: typing)
    func bytesSplitAnywhereLeaveTheTextInTheField(bytes: String, text: String) throws {
        let (session, name) = try form()
        let stream = Array(bytes.utf8)
        for split in 0...stream.count {
            name.text = ""
            session.feed([Array(stream.prefix(split)), Array(stream.dropFirst(split))])
            expectEqual(name.text, text, "split at byte \(split)")
            #expect(name.isEditing, "a pasted line break never commits")
            let screen = session.screen
            expectEqual(screen.line(2), "› Username  " + text)
            expectEqual(reverseColumns(screen, row: 2), [12 + DisplayWidth.of(text)], "the caret after the text")
        }
        // The caret walks back over whole characters, drawn on each.
        var column = 12 + DisplayWidth.of(text)
        for character in text.reversed() {
            session.send(.left)
            column -= DisplayWidth.of(character)
            expectEqual(reverseColumns(session.screen, row: 2), Array(column..<(column + DisplayWidth.of(character))))
        }
        expectEqual(column, 12)
    }

    @Test func typingOnAFieldRowStartsEditingAndTypes() throws {
        let (session, name) = try form(editing: false)
        session.feed("Maq")
        #expect(!session.hasQuit, "q is text on a field row")
        #expect(name.isEditing)
        expectEqual(name.text, "Maq")
        session.run(try KeyScript("enter down"))
        session.feed("j k")
        let email = session.navigationController.topViewController.textFields[1]
        expectEqual(email.text, "jk", "j and k are text too; an e-mail keyboard admits no space")
        expectEqual(session.screen.line(3), "› Email     jk")
    }

    @Test func aPasteOnAFieldRowStartsEditingAndInserts() throws {
        let (session, name) = try form(editing: false)
        session.feed("\u{1B}[200~Ann\r\nLee\u{1B}[201~")
        #expect(name.isEditing)
        expectEqual(name.text, "Ann Lee")
        expectEqual(session.navigationController.viewControllers.count, 2)
    }

    @Test func aPasteElsewhereIsIgnored() throws {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize("44x14")))
        let before = session.screen
        #expect(!session.navigationController.topViewController.handle(.paste("q")), "not used, so the navigation controller gets it")
        session.feed("\u{1B}[200~q\r\u{1B}[B\u{1B}[201~")
        #expect(!session.hasQuit)
        expectEqual(session.screen, before, "no key in the paste moved the cursor or opened a screen")
        session.run(try KeyScript("enter"))  // Settings: the first row is a switch
        let settings = session.screen
        session.send(.paste(" \n"))
        expectEqual(session.screen, settings, "a paste does not toggle the switch")
    }

    @Test func aDisabledFieldTakesNoTyping() throws {
        let list = ComposedTableViewController()
        let field = list.addCell(TextFieldCell(key: "Locked"))
        field.isEnabled = false
        let session = TerminalSession(rootViewController: list, size: try #require(TerminalSize("30x6")))
        session.send(.paste("x"))
        #expect(!field.isEditing)
        #expect(field.text.isEmpty)
        session.feed("q")
        #expect(session.hasQuit, "with nothing to type into, q quits")
    }

    @Test func onChangeFollowsEveryChangeAndOnlyChanges() throws {
        var changes: [String] = []
        let list = ComposedTableViewController()
        let field = list.addCell(TextFieldCell(key: "Note", text: "n") { _, text in changes.append(text) })
        let session = TerminalSession(rootViewController: list, size: try #require(TerminalSize("30x6")))
        session.feed("ab")
        expectEqual(changes, ["na", "nab"])
        session.feed("\u{1B}[200~c\nd\u{1B}[201~")
        expectEqual(changes, ["na", "nab", "nabc d"], "once for a paste")
        session.run(try KeyScript("left home backspace"))
        expectEqual(changes.count, 3, "moving the caret or deleting nothing is no change")
        session.send(.paste("\u{7}"))
        expectEqual(changes.count, 3, "nor is a paste of a control character")
        session.run(try KeyScript("delete"))
        expectEqual(changes.last, "abc d")
        session.run(try KeyScript("esc"))
        expectEqual(changes.last, "n", "Esc restores the text and says so")
        expectEqual(field.text, "n")
        #expect(!field.isEditing)
    }

    @Test func theCaretShowsOnACharacterOfNoWidthAndTheLineScrolls() throws {
        let list = ComposedTableViewController()
        let field = list.addCell(TextFieldCell(key: "F", text: "\u{301}x"))
        let session = TerminalSession(rootViewController: list, size: try #require(TerminalSize("20x4")))
        session.run(try KeyScript("enter home"))
        expectEqual(field.editor?.count, 2, "a lone mark at the start is a character of its own")
        expectEqual(reverseColumns(session.screen, row: 1), [5], "the caret on it takes a column")
        expectEqual(session.screen.line(1), "› F   x")
        session.run(try KeyScript("end"))
        session.feed(String(repeating: "日", count: 30) + "ab")
        let line = session.screen.line(1)
        #expect(line.hasSuffix("日ab"), "the end of a long text shows, with the caret after it")
        #expect(DisplayWidth.of(line) <= 20)
        expectEqual(reverseColumns(session.screen, row: 1), [19])
        session.run(try KeyScript("home"))
        #expect(session.screen.line(1).hasPrefix("› F   x日日"), "back at the start, the caret on the mark")
        expectEqual(field.text, "\u{301}x" + String(repeating: "日", count: 30) + "ab")
    }

    @Test func aLongPasteCostsItsLengthNotItsSquare() throws {
        // 50,000 characters, typed one key at a time where the terminal has no bracketed paste,
        // then pasted; the form's onChange reads every field's text after each key. Quadratic
        // work (the former 25 s for 20,000 characters) would take far longer than the bound.
        let (session, name) = try form()
        let text = String(repeating: "wörd 日本 👍🏽 ", count: 5_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            session.feed(Array(text.utf8).chunks(of: 256))
            session.run(try! KeyScript("tab"))
            session.feed(["\u{1B}[200~".utf8, text.utf8, "\u{1B}[201~".utf8].map(Array.init))
            _ = session.screen
        }
        expectEqual(name.text, text)
        // The e-mail field admits no whitespace: its filter runs on every key and the paste.
        expectEqual(session.navigationController.topViewController.textFields[1].text, text.filter { !$0.isWhitespace })
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }
}

extension Array {
    /// The array cut into pieces of a length (the last one shorter).
    func chunks(of length: Int) -> [[Element]] {
        stride(from: 0, to: count, by: length).map { Array(self[$0..<Swift.min($0 + length, count)]) }
    }
}
