import TestSupport
import Testing

@testable import ComposedTable

/// A list of time zones with a search that filters its section through `setVisibleRows(_:in:)`.
@MainActor
final class ZoneSearchScreen: ComposedTableViewController {
    static let zones = [
        "Africa/Abidjan", "America/New_York", "America/Los_Angeles", "America/São_Paulo", "Asia/Tokyo",
        "Europe/Zürich", "Europe/Berlin", "Pacific/Auckland",
    ]
    /// The queries the search reported, in order.
    var queries: [String] = []
    var chosen: String?

    override func compose() {
        title = "Time Zone"
        let zones = Self.zones
        let index = SearchIndex(zones)
        let section = addSection(header: "Zones", count: zones.count) { row in
            OptionCell(key: zones[row]) { cell in (cell.controller as? ZoneSearchScreen)?.chosen = cell.key }
        }
        search = TableSearch(prompt: "Time zones") { [unowned self] query in
            queries.append(query)
            setVisibleRows(index.matches(for: query)[0], in: section)
        }
    }
}

/// The search line of a screen with a search: `/`, typing, Enter, Esc, and what the body shows.
@MainActor
struct SearchTests {
    private func session(_ keys: String = "", columns: Int = 60, rows: Int = 8) throws -> (TerminalSession, ZoneSearchScreen) {
        let screen = ZoneSearchScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: columns, rows: rows))
        session.run(try KeyScript(keys))
        return (session, screen)
    }

    /// Lines 1 to the last body line of a frame, without trailing spaces.
    private func body(_ session: TerminalSession) -> [String] {
        (1..<(session.size.rows - 1)).map { session.screen.line($0) }
    }

    @Test func slashOpensTheSearchLineWithThePromptDimAndTheCaretOnIt() throws {
        let (session, screen) = try session()
        expectEqual(session.screen.line(7), "↑↓ move · ⏎ select · / search · q quit · ? keys     ↓ 3 more", "the hints name /")
        session.run(try KeyScript("/"))
        #expect(
            body(session) == [
                "/ Time zones", " Zones", "› Africa/Abidjan", "  America/New_York", "  America/Los_Angeles", "  America/São_Paulo",
            ])
        expectEqual(session.screen.style(atRow: 1, column: 0), [.bold, .accent])
        expectEqual(session.screen.style(atRow: 1, column: 2), [.dim, .reverse], "the caret, on the prompt's first letter")
        expectEqual(session.screen.style(atRow: 1, column: 3), .dim)
        expectEqual(session.screen.line(7), "type to search · ⏎ pick · ↓ list · esc close        ↓ 4 more")
        #expect(screen.search?.isEditing == true && screen.queries.isEmpty, "opening reports nothing")
    }

    @Test func typingNarrowsTheRowsFoldedWordByWordAndTheCursorGoesToTheFirstMatch() throws {
        let (session, screen) = try session("down down down / type:am")
        expectEqual(body(session), ["/ am", " Zones", "› America/New_York", "  America/Los_Angeles", "  America/São_Paulo", ""])
        expectEqual(screen.queries, ["a", "am"], "every change reaches the search")
        expectEqual(session.screen.style(atRow: 1, column: 4), .reverse, "the caret at the end")
        session.run(try KeyScript("space type:SAO"))
        expectEqual(body(session), ["/ am SAO", " Zones", "› America/São_Paulo", "", "", ""], "case and diacritics do not count")
        session.run(try KeyScript("esc / type:york_new"))
        expectEqual(body(session), ["/ york_new", " Zones", "› America/New_York", "", "", ""], "words in any order; _ separates")
        session.run(try KeyScript("esc / type:zürich"))
        expectEqual(body(session)[2], "› Europe/Zürich")
    }

    @Test func enterGoesToTheListKeepingTheFilterAndSlashEditsItAgain() throws {
        let (session, screen) = try session("/ type:america enter")
        expectEqual(body(session), ["/ america", " Zones", "› America/New_York", "  America/Los_Angeles", "  America/São_Paulo", ""])
        #expect(session.screen.style(atRow: 1, column: 0) == .dim && session.screen.style(atRow: 1, column: 9) == [])
        expectEqual(session.screen.line(7), "↑↓ move · ⏎ select · / search · esc clear · ? keys")
        expectEqual(screen.search?.isEditing, false)
        session.run(try KeyScript("down enter"))
        expectEqual(screen.chosen, "America/Los_Angeles", "the keys move in the results")
        session.run(try KeyScript("/ backspace backspace backspace backspace"))
        expectEqual(body(session)[0], "/ ame")
        expectEqual(screen.queries, ["a", "am", "ame", "amer", "ameri", "americ", "america", "americ", "ameri", "amer", "ame"])
        session.run(try KeyScript("left left type:X"))
        expectEqual(body(session)[0], "/ aXme", "the caret moves as in a text field")
        expectEqual(session.screen.style(atRow: 1, column: 4), .reverse, "on the m")
        session.run(try KeyScript("down"))
        expectEqual(screen.search?.isEditing, false, "↓ goes to the list too")
        expectEqual(session.screen.line(2), "  No results for “aXme”")
    }

    @Test func escClearsTheQueryAndClosesTheLine() throws {
        let (session, screen) = try session("/ type:tokyo esc")
        #expect(
            body(session) == [
                " Zones", "  Africa/Abidjan", "  America/New_York", "  America/Los_Angeles", "  America/São_Paulo", "› Asia/Tokyo",
            ])
        #expect(screen.queries.last == "" && screen.search?.query == "" && screen.search?.isEditing == false)
        expectEqual(
            session.navigationController.topViewController.cursorRowPath, RowPath(section: 0, row: 4), "the cursor stays on its row")
    }

    @Test func escInTheListClearsAFilterFirstThenGoesBack() throws {
        let root = ComposedTableViewController(title: "Root")
        let screen = ZoneSearchScreen()
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 60, rows: 8))
        session.navigationController.pushViewController(screen, animated: false)
        session.run(try KeyScript("/ type:berlin enter"))
        expectEqual(session.screen.line(7), "↑↓ move · ⏎ select · / search · esc clear · ? keys")
        session.run(try KeyScript("esc"))
        #expect(session.navigationController.viewControllers.count == 2 && screen.search?.query == "")
        expectEqual(session.screen.line(6), "› Europe/Berlin", "the cursor stays on its row, now among all the rows")
        expectEqual(session.screen.line(7), "↑↓ move · ⏎ select · / search · ← back · ? keys ↑ 1 ↓ 1 more")
        session.run(try KeyScript("esc"))
        expectEqual(session.navigationController.viewControllers.count, 1, "then Esc goes back")
    }

    @Test func backspaceOnAnEmptyLineDoesNothingAndInTheListTakesTheLastCharacterBack() throws {
        let (session, screen) = try session("/ backspace")
        #expect(screen.search?.isEditing == true && body(session)[0] == "/ Time zones", "Esc closes the line, not Backspace")
        session.run(try KeyScript("esc"))
        #expect(screen.search?.isEditing == false && session.screen.line(1) == " Zones")
        session.run(try KeyScript("/ type:asiax enter backspace"))
        #expect(screen.search?.isEditing == true && body(session)[0] == "/ asia" && body(session)[2] == "› Asia/Tokyo")
    }

    /// Key repeat of a held Backspace: the query goes, the line stays, and the screen does not
    /// leave (on a pushed screen, Backspace in the list goes back).
    @Test func aHeldBackspaceEmptiesTheSearchButNeverLeavesTheScreen() throws {
        let root = ComposedTableViewController(title: "Settings")
        root.addCell(
            ActiveCell(key: "Time Zone") { cell in
                cell.controller?.navigationController?.pushViewController(ZoneSearchScreen(), animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 60, rows: 8))
        session.run(try KeyScript("enter / type:asia " + Array(repeating: "backspace", count: 12).joined(separator: " ")))
        let zones = try #require(session.navigationController.topViewController as? ZoneSearchScreen)
        expectEqual(session.navigationController.viewControllers.count, 2, "still on the searched screen")
        #expect(zones.search?.isEditing == true && zones.search?.query == "")
        #expect(body(session)[0] == "/ Time zones" && session.screen.line(7).hasPrefix("type to search · ⏎ pick · ↓ list · esc close"))
        session.run(try KeyScript("esc"))
        #expect(zones.search?.isEditing == false && session.navigationController.viewControllers.count == 2)
        session.run(try KeyScript("backspace"))
        expectEqual(session.navigationController.viewControllers.count, 1, "in the list, with no query, Backspace goes back")
    }

    @Test func whenNothingMatchesTheBodySaysSo() throws {
        let (session, _) = try session("/ type:mars")
        expectEqual(body(session), ["/ mars", "  No results for “mars”", "", "", "", ""])
        expectEqual(session.screen.style(atRow: 2, column: 2), .dim)
        session.run(try KeyScript("enter enter up down"))
        expectEqual(body(session), ["/ mars", "  No results for “mars”", "", "", "", ""], "no row: no key does anything")
        session.run(try KeyScript("esc / space space"))
        expectEqual(body(session)[1], " Zones", "a query of spaces only has no word: everything shows")
    }

    @Test func keysAreTextWhileSearchingAndNeverQuitOrGoBack() throws {
        let root = ComposedTableViewController(title: "Root")
        let screen = ZoneSearchScreen()
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 44, rows: 8))
        session.navigationController.pushViewController(screen, animated: false)
        session.run(try KeyScript("/ q j k ? space h left"))
        session.send(.alt("q"))  // Esc and q in one burst: not "back, then quit"
        #expect(!session.hasQuit && session.navigationController.viewControllers.count == 2)
        #expect(!session.navigationController.isShowingHelp)
        expectEqual(body(session)[0], "/ qjk? h")
        session.run(try KeyScript("tab pgdn up"))
        #expect(screen.search?.isEditing == true && body(session)[0] == "/ qjk? h")
        session.run(try KeyScript("ctrl-c"))
        #expect(session.hasQuit, "Ctrl-C still quits")
    }

    @Test func pastesAndEmojiFromRawBytes() throws {
        let (session, screen) = try session()
        var parser = KeyParser()
        let bytes = Array("/\u{1B}[200~new\r\nyork\u{1B}[201~".utf8)
        for key in parser.parse(bytes) + parser.flush() { session.send(key) }
        #expect(body(session)[0] == "/ new york" && body(session)[2] == "› America/New_York", "a line break pastes as a space")
        expectEqual(screen.queries, ["new york"], "a paste is one change")
        for key in parser.parse([0x1B]) + parser.flush() { session.send(key) }  // Esc alone: with a key after it, it is Alt
        for key in parser.parse(Array("/東👍".utf8)) + parser.parse(Array("\u{1F3FD}".utf8)) + parser.flush() { session.send(key) }
        expectEqual(body(session)[0], "/ 東👍🏽", "Esc cleared; the skin tone, in a read of its own, joins its emoji")
        expectEqual(body(session)[1], "  No results for “東👍🏽”")
        for key in parser.parse([0x7F]) + parser.flush() { session.send(key) }
        expectEqual(body(session)[0], "/ 東", "one Backspace deletes the whole emoji")
        expectEqual(screen.queries, ["new york", "", "東", "東👍🏽", "東"], "the parser holds 👍 until it knows whether a tone follows")
    }

    @Test func theKeyHelpListsTheSearchKeys() throws {
        let (session, _) = try session("?", columns: 60, rows: 26)
        expectEqual(session.screen.line(14), "      │ /          search, on a screen with a search │")
        #expect(session.screen.text.contains("      │ Ctrl-L     redraw the screen                 │"))
        #expect(!session.screen.text.contains("While searching"))
        session.run(try KeyScript("esc / f1"))
        #expect(session.screen.text.contains("While searching") && session.screen.text.contains("pick the match; ↓ the filtered list"))
        for line in [
            "Esc          clear and close it (also in the list)", "⌫            delete (nothing on an empty search)",
            "Ctrl-← →     move a word (Alt-B F too)", "Ctrl-W U K   delete a word, to the start, the end",
            "Ctrl-Y _ ^   put back, undo, redo",
        ] {
            #expect(session.screen.text.contains(line), "the editing keys of a field work there: \(line)")
        }
        session.run(try KeyScript("x"))
        expectEqual(body(session)[0], "/ Time zones", "the key that closed the help is not typed")
    }

    @Test func smallTerminalsNeverCrash() throws {
        for (columns, rows) in [(1, 1), (2, 2), (10, 3), (5, 1), (44, 2), (44, 3)] {
            let (session, _) = try session("/ type:new", columns: columns, rows: rows)
            _ = session.screen
            session.run(try KeyScript("enter down / type:zzz backspace"))
            _ = session.screen
        }
        let (session, _) = try session("/ type:zzz", columns: 10, rows: 3)
        expectEqual(session.screen.line(1), "/ zzz")
        session.run(try KeyScript("enter"))
        expectEqual((0..<3).map(session.screen.line), ["Time Zone", "/ zzz", "↑↓ move ·…"])
    }

    @Test func slashOnAScreenWithoutSearchOrOnATextFieldDoesNotSearch() throws {
        let plain = ComposedTableViewController(title: "Plain")
        plain.addCell(ActiveCell(key: "Row"))
        let session = TerminalSession(rootViewController: plain, size: TerminalSize(columns: 40, rows: 5))
        session.run(try KeyScript("/"))
        expectEqual(session.screen.line(1), "› Row")
        let form = ZoneSearchScreen()
        let field = form.addCell(TextFieldCell(key: "Note"))
        let formSession = TerminalSession(rootViewController: form, size: TerminalSize(columns: 40, rows: 5))
        formSession.run(try KeyScript("/"))
        #expect(form.search?.isEditing == false && field.text == "/", "a field row types / ")
    }
}
