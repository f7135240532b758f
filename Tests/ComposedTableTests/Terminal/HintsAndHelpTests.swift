import ComposedTableDemoScreens
import TestSupport
import Testing

@testable import ComposedTable

/// The key hints and the key help name the keys that work on the row under the cursor.
@MainActor
struct HintsAndHelpTests {
    private func demo(_ keys: String, size: String = "44x26") throws -> TerminalSession {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize(size)))
        session.run(try KeyScript(keys))
        return session
    }

    @Test func aDisabledRowsHintsOfferOnlyMovingAndBack() throws {
        let session = try demo("enter down down down down enter down")
        expectEqual(session.screen.line(10), "› Auto-Lock (min)                      − 2 +", "dimmed by Low Power Mode")
        expectEqual(session.screen.line(25), "↑↓ move · esc back · ? keys", "no ←→ change on a dimmed stepper (← stays there)")
        session.run(try KeyScript("down down down down"))
        expectEqual(session.screen.line(18), "› Software Update                    Managed")
        expectEqual(session.screen.line(25), "↑↓ move · ← back · ? keys", "no ⏎ select on a disabled row")
        let root = ComposedTableViewController(title: "Root")
        root.addCell(ActiveCell(key: "Off") { _ in }).isEnabled = false
        #expect(
            TerminalSession(rootViewController: root, size: TerminalSize(columns: 40, rows: 5)).screen.line(4)
                == "↑↓ move · q quit · ? keys")
    }

    @Test func onlyARowWhoseSelectionDoesSomethingHintsSelect() throws {
        let root = ComposedTableViewController(title: "Root")
        var opened = 0
        root.addCell(ActiveCell(key: "Open") { _ in opened += 1 })
        root.addCell(ActiveCell(key: "Version", value: "1.0"))
        root.addCell(SwitchCell(key: "Sync"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 6))
        expectEqual(session.screen.line(5), "↑↓ move · ⏎ select · q quit · ? keys")
        session.run(try KeyScript("down enter"))
        expectEqual(session.screen.line(5), "↑↓ move · q quit · ? keys", "an information row: Enter does nothing there")
        expectEqual(opened, 0)
        session.run(try KeyScript("down"))
        expectEqual(session.screen.line(5), "↑↓ move · ⏎ select · q quit · ? keys", "a switch toggles without an action")
        root.search = TableSearch { _ in }
        session.run(try KeyScript("ctrl-l"))
        expectEqual(session.screen.line(5), "↑↓ move · ⏎ select · / search · q quit · ? keys")
        session.run(try KeyScript("up"))
        expectEqual(session.screen.line(5), "↑↓ move · / search · q quit · ? keys")
    }

    @Test func theHelpListsTheKeysThatWorkHereOnly() throws {
        let root = ComposedTableViewController(title: "Root")
        let section = root.addSection(header: "Mail")
        root.setSection(section, collapsible: true)
        root.addCell(ActiveCell(key: "Plain") { _ in })
        root.addCell(ActiveCell(key: "Info") { _ in }).detailAction = { _ in }
        let editable = root.addCell(ActiveCell(key: "Editable") { _ in })
        editable.onDelete = { _ in true }
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 60, rows: 30))
        func help(_ keys: String) throws -> String {
            session.run(try KeyScript(keys + " ?"))
            defer { session.run(try! KeyScript("esc")) }
            return session.screen.text
        }
        session.run(try KeyScript("?"))
        expectEqual(session.screen.line(29), "any key closes the keys", "a help that fits")
        session.run(try KeyScript("esc"))
        let plain = try help("")
        #expect(plain.contains("select, toggle, edit") && plain.contains("suspend (fg resumes)"))
        for absent in ["details of a row with ⓘ", "row actions, delete, move", "search, on a screen", "refresh, on a screen"] {
            #expect(!plain.contains(absent), "not on this row or screen: \(absent)")
        }
        #expect(try help("down").contains("details of a row with ⓘ"))
        let onEditable = try help("down")
        #expect(onEditable.contains("row actions, delete, move") && !onEditable.contains("details of a row"))
        let onHeader = try help("up up up")
        expectEqual(root.cursorHeader, section)
        #expect(onHeader.contains("On a section header") && onHeader.contains("open or close it, or its action"))
        #expect(!onHeader.contains("row actions, delete, move"), "a header is not the row below it")
        root.search = TableSearch { _ in }
        root.refreshAction = {}
        let searchable = try help("down")
        #expect(searchable.contains("search, on a screen with a search") && searchable.contains("refresh, on a screen that refreshes"))
        #expect(!searchable.contains("On a section header"))
        let cursor = root.cursorRowPath
        session.run(try KeyScript("? down"))
        #expect(!session.navigationController.isShowingHelp && root.cursorRowPath == cursor, "a help that fits: ↓ only closes it")
    }

    @Test func narrowHintsDropTheConvenientKeysBeforeTheWayOut() {
        let hints = "↑↓ move · ⏎ select · / search · a actions · r refresh · q quit · ? keys"
        expectEqual(NavigationController.fitting(hints, in: 80), hints)
        expectEqual(NavigationController.fitting(hints, in: 60), "↑↓ move · ⏎ select · / search · a actions · q quit · ? keys")
        expectEqual(NavigationController.fitting(hints, in: 50), "↑↓ move · ⏎ select · a actions · q quit · ? keys")
        expectEqual(NavigationController.fitting(hints, in: 40), "↑↓ move · ⏎ select · q quit · ? keys")
        expectEqual(NavigationController.fitting(hints, in: 20), "↑↓ move · ⏎ select · q quit · ? keys", "then the caller truncates")
    }

    @Test func aOneColumnPickerDoesNotOfferColumns() throws {
        let root = ComposedTableViewController(title: "Root")
        root.addCell(PickerCell(key: "Size", options: ["S", "M", "L"]))
        root.addCell(PickerCell(key: "Time", columns: [["9", "10"], ["00", "30"]], selectedRows: [0, 0]))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 5))
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(4), "↑↓ change · ⏎ done · esc cancel")
        session.run(try KeyScript("esc down enter"))
        expectEqual(session.screen.line(4), "↑↓ change · ←→ column · ⏎ done · esc cancel")
    }

    @Test func onADateRowTheHelpListsItsKeysAndThoseForEditingIt() throws {
        let session = try demo("down down enter down down down ?", size: "60x26")
        // In a box with a border, nothing of the form beside it (its rows showed there before).
        expectEqual(session.screen.line(15), "     │ ⏎  type    edit it (a digit, a letter goes in) │")
        expectEqual(session.screen.line(16), "     │ ⌫  Del     clear it (a row that may be empty)  │")
        expectEqual(session.screen.line(17), "     │ While editing a date or picker                 │")
        expectEqual(session.screen.line(18), "     │ ← →        date part, picker column            │")
        #expect(!session.screen.text.contains("While editing text"))
        session.run(try KeyScript("esc enter ?"))
        #expect(session.navigationController.isShowingHelp, "? while editing a date shows the keys (it was swallowed)")
        #expect(session.screen.text.contains("While editing a date or picker") && !session.screen.text.contains("On a date"))
        session.run(try KeyScript("esc"))
        #expect(
            session.navigationController.topViewController.editingCell is DatePickerCell, "the key that closes the help does nothing else")
    }

    @Test func whileEditingTextQuestionMarkIsTypedAndF1ShowsTheKeys() throws {
        let session = try demo("down down enter ?", size: "60x26")
        #expect(session.screen.text.contains("On a text row") && session.screen.text.contains("While editing text"))
        session.run(try KeyScript("esc type:a? f1"))
        #expect(session.navigationController.isShowingHelp)
        #expect(session.screen.text.contains("While editing text") && !session.screen.text.contains("On a text row"))
        session.run(try KeyScript("x"))
        #expect(!session.navigationController.isShowingHelp)
        expectEqual(session.screen.line(2), "› Username  a?", "? was typed; the key that closed the help was not")
    }
}

/// F1, as terminals send it.
struct HelpKeyParserTests {
    @Test func readsF1AsXtermAndVT220SendIt() throws {
        var parser = KeyParser()
        expectEqual(parser.parse(Array("\u{1B}OP\u{1B}[11~".utf8)) + parser.flush(), [.f1, .f1])
        #expect(try KeyScript("f1").steps == [.key(.f1)] && Key.f1.description == "f1")
    }
}
