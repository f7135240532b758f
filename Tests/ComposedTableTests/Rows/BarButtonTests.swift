import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// Bar buttons in a terminal: drawn in the title line with their keys, run by the key where it is
/// not typed into a field, live (title, enabled state), listed by `?`; misuse stops with a message.
@MainActor
struct BarButtonTests {
    @Test("On a field, where letters type, Alt and a bar button's key runs it; the hints say so")
    func altRunsABarButtonFromAField() async throws {
        let screen = ComposedTableViewController(title: "Rename")
        var done: [String] = []
        let name = screen.addCell(TextFieldCell(key: "Name", text: ""))
        screen.trailingBarButtons = [BarButton("Done") { _ in done.append(name.text) }]
        expectEqual(screen.barButtonKeys.map { String($0.key) }, ["o"], "d is a row's delete: Done takes o")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 60, rows: 4))
        expectEqual(session.screen.line(3), "type to edit · ↑↓ move · alt-o Done · ctrl-c quit · ? keys")
        await session.run(try KeyScript("o alt-o"))
        expectEqual(done, ["o"], "o is typed, Alt-o runs Done with the text typed")
        await session.run(try KeyScript("x y"))
        #expect(session.screen.line(3).hasSuffix("alt-o Done"), "editing: \(session.screen.line(3))")
        await session.run(try KeyScript("alt-o"))
        expectEqual(done, ["o", "oxy"], "Alt-o while editing commits the text and runs Done")
        #expect(screen.editingCell == nil, "the edit ended")
    }

    @Test("While a field is edited, Alt-b and Alt-f stay word moves; narrow, the Alt hint goes first")
    func theEditorsAltKeysWinAndTheHintGivesWay() async throws {
        let screen = ComposedTableViewController(title: "Note")
        var bolded = 0
        let note = screen.addCell(TextFieldCell(key: "Note", text: ""))
        screen.trailingBarButtons = [BarButton("Bold", key: "b") { _ in bolded += 1 }, BarButton("Save") { _ in }]
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 50, rows: 4))
        expectEqual(session.screen.line(3), "type to edit · ↑↓ move · ctrl-c quit · ? keys", "too narrow: the Alt hint goes")
        await session.run(try KeyScript("type:one alt-b x"))
        #expect(note.text == "xone" && bolded == 0, "Alt-b moved the caret a word back: \(note.text)")
        await session.run(try KeyScript("enter alt-b"))
        expectEqual(bolded, 1, "on the field, not editing, Alt-b runs Bold")
    }

    @Test func theEditableListsAddButtonShowsInTheTitleLineAndPlusAppendsAnItem() async throws {
        let list = EditableListViewController()
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 44, rows: 9))
        await session.run(try KeyScript("+ +"))
        expectScreen(
            session,
            """
                             Groceries             + Add
             To Buy
            › Milk
              Bread
              Eggs
              New Item 1
              New Item 2

            ↑↓ move · e edit · q quit · ? keys  ↓ 1 more
            """)
        expectEqual(list.log, ["added New Item 1", "added New Item 2"])
        // The new items are movable rows like the others: Alt-↓ moves the first one down.
        await session.run(try KeyScript("down down down alt-down"))
        expectEqual(list.log.last, "moved New Item 1 [0, 3]→[0, 4]")
    }

    @Test func buttonsTakeALetterOfTheirTitleRunOnItAndFollowTheirState() async throws {
        let screen = ComposedTableViewController(title: "Profile")
        var saved = 0
        var cancelled = 0
        let save = BarButton("Save", style: .prominent) { _ in saved += 1 }
        let cancel = BarButton("Cancel") { _ in cancelled += 1 }
        // "Delete" cannot take d (a row's delete), e (edit mode) or l (a value row's →): it takes t.
        let delete = BarButton("Delete", style: .destructive) { _ in }
        screen.leadingBarButtons = [cancel]
        screen.trailingBarButtons = [delete, save]
        let name = screen.addCell(TextFieldCell(key: "Name", text: ""))
        screen.addCell(ActiveCell(key: "Joined", value: "2024"))
        expectEqual(screen.barButtonKeys.map { String($0.key) }, ["c", "t", "s"])
        #expect(save.controller === screen && cancel.controller === screen)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 50, rows: 5))
        expectScreen(
            session,
            """
            c Cancel             Profile      t Delete  s Save
            › Name
              Joined                                      2024

            type to edit · ↑↓ move · ctrl-c quit · ? keys
            """)
        // On the field the letters are typed; on another row they run the buttons.
        await session.run(try KeyScript("s"))
        #expect(name.text == "s" && saved == 0)
        await session.run(try KeyScript("enter down s c"))
        #expect(saved == 1 && cancelled == 1)
        #expect(session.screen.style(atRow: 0, column: 49).contains(.bold), "a prominent button is bold")
        save.isEnabled = false
        save.title = "Saved"
        await session.run(try KeyScript("s"))
        expectEqual(saved, 1, "a disabled button does nothing")
        expectEqual(session.screen.line(0), "c Cancel             Profile     t Delete  s Saved")
        #expect(session.screen.style(atRow: 0, column: 49).contains(.dim))
        await session.run(try KeyScript("resize:50x30 ?"))
        #expect(
            session.screen.text.contains(
                "  │ Keys                                      │\n  │ c, alt-c   Cancel                         │\n"),
            "the buttons first, with the Alt key that runs them from a field")
        #expect(session.screen.text.contains("  │ t, alt-t   Delete                         │\n"))
        #expect(session.screen.text.contains("  │ s, alt-s   Saved (dimmed: not now)        │\n"))
        screen.trailingBarButtons = []
        #expect(save.controller == nil, "a button out of the bar lets go of the screen")
    }

    @Test func aNarrowTitleLineShowsTheKeysAloneAndTheTitleStays() {
        let screen = ComposedTableViewController(title: "Groceries")
        screen.trailingBarButtons = [.add { _ in }, BarButton("Share") { _ in }, BarButton("Sort") { _ in }]
        screen.addCell(ActiveCell(key: "Milk"))
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 24, rows: 4))
        expectEqual(session.screen.line(0), "       Groceries   + s o")
        expectEqual(screen.barButtonKeys.map { String($0.key) }, ["+", "s", "o"])
    }

    @Test func aLeadingButtonOnANarrowLineShowsItsKeyAlone() throws {
        // A tmux tester saw a leading Cancel vanish at 20 columns while its key still ran it.
        let root = ComposedTableViewController(title: "Menu")
        let tool = ComposedTableViewController(title: "Tool")
        tool.leadingBarButtons = [BarButton("Cancel", style: .destructive) { _ in }]
        tool.trailingBarButtons = [.add { _ in }, BarButton("Save") { _ in }]
        tool.addCell(ActiveCell(key: "Row"))
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 20, rows: 4))
        session.navigationController.pushViewController(tool, animated: false)
        expectEqual(session.screen.line(0), "‹ Menu c Tool    + s")
        session.resize(to: TerminalSize(columns: 40, rows: 4))
        expectEqual(session.screen.line(0), "‹ Menu  c Cancel  Tool     + Add  s Save")
    }

    @Test func aReservedKeyOrAButtonInTwoBarsIsAMisuse() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = BarButton("Quit", key: "q") { _ in } }
        }
        expectMisuse(
            result,
            "ComposedTable: BarButton(\"Quit\", key: \"q\") uses a key a terminal screen already uses (q e r i a d m j k h l / ? - and space); give another key, or nil for a letter of the title."
        )
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let button = BarButton.add { _ in }
                let first = ComposedTableViewController()
                first.trailingBarButtons = [button]
                ComposedTableViewController().trailingBarButtons = [button]
                withExtendedLifetime(first) {}
            }
        }
        expectMisuse(
            result,
            "ComposedTable: the bar button \"Add\" is already in the bar of ComposedTableViewController; a button shows in one screen's bar: make one for each screen."
        )
    }
}
