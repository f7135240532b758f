import ComposedTableDemoScreens
import TestSupport
import Testing

@testable import ComposedTable

/// Whole user flows through the demo, driven by keys, asserting the exact screen.
@MainActor
struct DemoFlowTests {
    private func demo(_ keys: String, size: String = "44x14") throws -> TerminalSession {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize(size)))
        session.run(try KeyScript(keys))
        return session
    }

    @Test func theMenusAboutButtonShowsTheLicenceOnATextScreen() throws {
        let session = try demo("b", size: "44x10")
        expectEqual(session.screen.line(0), "‹ ComposedTable   Licence")
        expectEqual(session.screen.line(1), "› MIT License. Copyright (c) the")
        expectEqual(session.screen.line(2), "  ComposedTable authors.")
        session.run(try KeyScript("end left"))
        expectEqual(session.navigationController.viewControllers.count, 1)
        // A tmux tester could not read the end of the long paragraph at 40×12: each row of it
        // fits now, and ↓ reaches every word.
        let small = try demo("b", size: "40x12")
        var seen = small.screen.text
        for _ in 0..<6 {
            small.send(.down)
            seen += small.screen.text
        }
        #expect(seen.contains("LICENSE file."))
        #expect(seen.contains("WITHOUT WARRANTY OF ANY KIND."))
        #expect(seen.contains("modify, merge, publish,"), "the middle of the long paragraph too")
    }

    @Test func theMenuListsTheScreens() throws {
        #expect(
            try demo("").screen.text == """
                               ComposedTable         b About
                 Screens
                › Settings                                 >
                  Profile and picker                       >
                  Sign-up form                             >
                  Dynamic list                             >
                  Inbox                                    >
                  Gallery                                  >
                  Editable list                            >
                  Sounds                                   >
                  New event                                >
                  Settings.bundle                          >
                  Choices                                  >
                ↑↓ move · ⏎ select · q quit · ? keys  ↓ more
                """)
    }

    @Test func navigatingIntoSettingsAndBack() throws {
        let session = try demo("enter down", size: "44x26")
        #expect(
            session.screen.text == """
                ‹ ComposedTable   Settings
                 Wi-Fi
                  Wi-Fi                                 [on]
                › Network                               Home
                  Ask to Join                          [off]
                  Known networks are joined automatically.

                 Display
                  Brightness  ━━━━━━━━━━━━━━●─────────  60 %
                  Low Power Mode                       [off]
                  Auto-Lock (min)                      − 2 +

                 Appearance
                  Light
                  Dark
                  Automatic                                ✓

                 General
                  Software Update                    Managed
                  Storage                         42 GB free



                                   Sign Out
                  Signed in as stephan@example.com.
                ↑↓ move · ← back · ? keys
                """)
        #expect(
            session.screen.style(atRow: 3, column: 5) == [.reverse, .accent], "the cursor's row is in reverse video, in the accent colour")
        expectEqual(session.screen.style(atRow: 18, column: 5), .dim, "the disabled row is dim")
        expectEqual(session.screen.style(atRow: 23, column: 20), .red, "the destructive button is red")
        session.run(try KeyScript("j j k"))
        expectEqual(session.screen.line(4), "› Ask to Join                          [off]", "j and k move like ↓ and ↑")
        session.run(try KeyScript("left"))
        expectEqual(session.navigationController.viewControllers.count, 1)
        expectEqual(session.screen.line(0), "               ComposedTable         b About")
        session.run(try KeyScript("left esc backspace"))
        expectEqual(session.navigationController.viewControllers.count, 1, "back at the root does nothing")
        #expect(!session.hasQuit)
    }

    @Test func theWiFiSwitchHidesAndRevealsItsRows() throws {
        let session = try demo("enter enter")
        #expect(
            session.screen.text.hasPrefix(
                """
                ‹ ComposedTable   Settings
                 Wi-Fi
                › Wi-Fi                                [off]
                  Known networks are joined automatically.

                 Display
                  Brightness  ━━━━━━━━━━━━━━●─────────  60 %
                """))
        session.run(try KeyScript("down up space"))
        #expect(
            session.screen.text.hasPrefix(
                """
                ‹ ComposedTable   Settings
                 Wi-Fi
                › Wi-Fi                                 [on]
                  Network                               Home
                  Ask to Join                          [off]
                  Known networks are joined automatically.
                """))
    }

    @Test func aDisabledRowDoesNothing() throws {
        let session = try demo("enter end up up", size: "44x26")
        let before = session.screen.text
        expectEqual(session.screen.line(18), "› Software Update                    Managed")
        session.run(try KeyScript("enter space enter"))
        expectEqual(session.screen.text, before, "the action (which writes “Checking…”) never ran")
    }

    @Test func thePickerWritesTheChoiceBackIntoTheRowThatOpenedIt() throws {
        let session = try demo("down enter enter")
        #expect(
            session.screen.text == """
                ‹ Profile          Colour
                › Red                                      ✓
                  Green
                  Blue









                ↑↓ move · ⏎ select · ← back · ? keys
                """)
        session.run(try KeyScript("down down enter"))
        expectEqual(session.navigationController.viewControllers.count, 2, "choosing pops the picker")
        #expect(
            session.screen.text.hasPrefix(
                """
                ‹ ComposedTable   Profile
                 Account
                  Name                             Stephan
                › Colour                              Blue >
                """))
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(3), "› Blue                                     ✓", "the picker opens on the current choice")
    }

    @Test func textEntryWithBackspaceTabAndEscapeAndMessagesUnderTheirRows() throws {
        let session = try demo("down down enter enter type:Anx backspace type:n tab type:a@b tab type:pw", size: "60x22")
        #expect(
            session.screen.text.hasPrefix(
                """
                ‹ ComposedTable           Sign Up
                 Account
                  Username  Ann
                  Email     a@b
                  ⚠ Enter a valid e-mail address.
                › Password  ••
                  ⚠ At least 8 characters.
                  Your e-mail address stays private.

                 About You
                  Birthday                                        1 Jan 2000
                """), "the e-mail is checked when its editing ends, the password while it is typed")
        expectEqual(session.screen.style(atRow: 5, column: 14), .reverse, "the caret after the text")
        expectEqual(session.screen.style(atRow: 4, column: 4), .red, "a message is red")
        session.run(try KeyScript("type:word12"))
        #expect(!session.screen.text.contains("At least 8"), "a message goes as soon as the text is valid")
        session.run(try KeyScript("enter up enter type:XYZ esc"))
        expectEqual(session.screen.line(3), "› Email     a@b", "Esc puts the text back")
        expectEqual(session.screen.line(21), "type to edit · ↑↓ move · ← back · ? keys            ↓ 1 more", "on a field row, keys type")
        session.run(try KeyScript("backspace"))
        expectEqual(session.navigationController.viewControllers.count, 2, "Backspace on a field row edits, never goes back")
        #expect(session.screen.line(3).hasPrefix("› Email     a@"))
        session.run(try KeyScript("esc left"))
        #expect(session.screen.text.contains("Discard changes?"), "what was typed is not dropped without asking")
        session.run(try KeyScript("up enter"))
        expectEqual(session.navigationController.viewControllers.count, 1, "Discard: ← goes back")
    }

    @Test func createAccountIsEnabledOnlyWhileTheFormIsValidAndSubmits() async throws {
        let session = try demo("down down enter enter type:ada tab type:ada@example.org tab type:longenough enter", size: "60x24")
        await session.settle()  // the username's asynchronous check
        /// Whether the Create Account button is drawn dim (disabled), wherever it is now.
        func buttonIsDim() throws -> Bool {
            let row = try #require((0..<24).first { session.screen.line($0).contains("Create Account") })
            let column = try #require(session.screen.line(row).firstIndex(of: "C")).utf16Offset(in: session.screen.line(row))
            return session.screen.style(atRow: row, column: column).contains(.dim)
        }
        #expect(try buttonIsDim(), "disabled until the terms are accepted")
        await session.run(try KeyScript("end up space"))  // I accept the terms
        #expect(session.screen.text.contains("› I accept the terms                                    [on]"))
        #expect(try !buttonIsDim(), "enabled: every rule holds")
        await session.run(try KeyScript("down enter"))
        #expect(session.screen.text.contains("  Welcome! Your account is ready."), "validate() passed and the action ran")
        #expect(!session.screen.text.contains("you accept the terms"), "the footer under the button changed")
        await session.run(try KeyScript("up space"))
        #expect(try buttonIsDim(), "disabled again")
    }

    @Test func aTakenUsernameIsRefusedByTheAsynchronousRule() async throws {
        let session = try demo("down down enter", size: "60x24")
        await session.run(try KeyScript("enter type:Admin tab"))
        expectEqual(session.screen.line(3), "  ⚠ That username is taken.")
        await session.run(try KeyScript("shift-tab backspace backspace type:x tab"))
        expectEqual(session.screen.line(2), "  Username  Admx")
        #expect(!session.screen.line(3).contains("taken"), "a free name clears the message")
    }

    @Test func seatsShowOnlyForTheTeamPlan() throws {
        let session = try demo("down down enter end up up up", size: "60x24")
        #expect(session.screen.text.contains("› Plan") && !session.screen.text.contains("Seats"))
        session.run(try KeyScript("right right"))
        #expect(session.screen.text.contains("Seats"), "the Team plan shows its seats, in one animated batch")
        #expect(session.screen.text.contains("‹ Free │ Pro │[Team]›"))
        session.run(try KeyScript("left"))
        #expect(!session.screen.text.contains("Seats"))
        expectEqual(session.navigationController.viewControllers.count, 2, "← on the plan changes it, never goes back")
    }

    @Test func rowsAreInsertedAndRemovedAfterDisplay() throws {
        let session = try demo("down down down enter enter enter enter up up enter")
        #expect(
            session.screen.text.hasPrefix(
                """
                ‹ ComposedTab… Shopping List
                 Items
                  Item 1
                › Item 3
                                   Add Item
                  Select an item to remove it.
                """))
    }

    @Test func resizingToANarrowWidthCutsRowsWithAnEllipsis() throws {
        let session = try demo("enter resize:24x8")
        #expect(
            session.screen.text == """
                ‹ Compo… Settings
                 Wi-Fi
                › Wi-Fi             [on]
                  Network           Home
                  Ask to Join      [off]
                  Known networks are
                  joined automatically.
                ↑↓ move · ⏎ se… ↓ 9 more
                """)
        session.run(try KeyScript("resize:13x8"))
        expectEqual(session.screen.line(3), "  Net…rk  H…e", "key and value no longer fit: they share the row, each cut in its middle")
        expectEqual(session.screen.line(4), "  As…in [off]", "the accessory stays; the key is cut, never wrapped")
        expectEqual(session.screen.line(5), "  Known", "footers wrap")
    }

    @Test func scrollingKeepsTheCursorOnScreen() throws {
        let session = try demo("enter end", size: "44x8")
        #expect(
            session.screen.text == """
                ‹ ComposedTable   Settings
                 General
                  Software Update                    Managed
                  Storage                         42 GB free

                ›                  Sign Out
                  Signed in as stephan@example.com.
                ↑↓ move · ⏎ select · ← back · ? ke… ↑ 9 more
                """)
        session.run(try KeyScript("home"))
        expectEqual(session.screen.line(1), " Wi-Fi", "moving back to a section's first row shows its header")
    }

    @Test func aTinyTerminalStillRenders() throws {
        let session = try demo("enter down", size: "10x3")
        expectEqual(session.screen.text, "‹… Settin…\n› Ne…k  H…\n↑↓ move ·…")
        for size in ["1x1", "2x1", "1x2", "3x2"] {
            session.run(try KeyScript("resize:\(size) down up"))
            expectEqual(session.screen.size, TerminalSize(size))
        }
        session.run(try KeyScript("resize:44x14"))
        #expect(session.screen.text.contains("› Network                               Home"), "no state lost")
    }

    @Test func quittingWithQOrCtrlCStopsTheSession() throws {
        #expect(try demo("enter q").hasQuit)
        try expectEqual(demo("enter enter ctrl-c").hasQuit, false, "Settings changed: Ctrl-C asks first")
        #expect(try demo("enter enter ctrl-c ctrl-c").hasQuit, "a second Ctrl-C ends at once")
        #expect(try demo("enter ctrl-c").hasQuit, "nothing changed: at once")
        let editing = try demo("down down enter enter type:q")
        #expect(!editing.hasQuit, "q is text while editing")
        expectEqual(editing.screen.line(2), "› Username  q")
    }

    @Test func tabWalksEveryInputAndGoesOnPastTheLast() throws {
        let session = try demo("down down enter tab type:Bob enter tab type:bob@example.org", size: "60x24")
        expectEqual(session.screen.line(2), "  Username  Bob", "Enter then Tab does not reopen the field just finished")
        #expect(session.screen.line(3).hasPrefix("› Email     bob@example.org"))
        session.run(try KeyScript("tab type:longenough tab"))
        #expect(session.screen.text.contains("› Birthday"), "a date is an input: Tab edits it")
        session.run(try KeyScript("tab tab tab type:5551234567 tab"))
        #expect(session.screen.text.contains("  Phone        (555) 123-4567"), "the phone number formatted as it was typed")
        #expect(session.screen.text.contains("› About"), "height, country, phone, then the multi-line text")
        session.run(try KeyScript("type:Hi tab"))
        #expect(session.screen.text.contains("› Plan"), "past the last input, the next selectable row")
        session.run(try KeyScript("shift-tab"))
        #expect(session.screen.text.contains("› About"), "Shift-Tab walks back into the inputs")
    }

    @Test func aScreenBuiltFromOutsideStartsOnItsFirstSelectableOrCheckedRow() {
        let list = ComposedTableViewController(title: "Outside")
        list.addCell(ActiveCell(key: "Information"))
        list.addCell(ActiveCell(key: "First choice") { _ in })
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 1))
        let picker = ComposedTableViewController(title: "Zone")
        for index in 0..<40 { picker.addCell(OptionCell(key: "Zone \(index)", isChecked: index == 31)) }
        let session = TerminalSession(rootViewController: picker, size: TerminalSize(columns: 30, rows: 8))
        expectEqual(picker.cursorRowPath, RowPath(section: 0, row: 31))
        #expect(session.screen.text.contains("› Zone 31"), "scrolled to the checked option")
    }

    @Test func pagesHomeEndAndTheKeyHelp() throws {
        let list = ComposedTableViewController(title: "Long")
        for index in 0..<30 { list.addCell(ActiveCell(key: "Row \(index)") { _ in }) }
        let session = TerminalSession(rootViewController: list, size: TerminalSize(columns: 40, rows: 8))
        #expect(session.screen.line(7).hasSuffix("↓ 24 more"))
        session.run(try KeyScript("pgdn"))
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 5), "a page is the body less one line")
        session.run(try KeyScript("end"))
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 29))
        #expect(session.screen.line(7).hasSuffix("↑ 24 more"))
        session.run(try KeyScript("pgup home"))
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 0))
        session.run(try KeyScript("?"))
        #expect(session.navigationController.isShowingHelp)
        #expect(session.screen.text.contains("PgUp PgDn") && session.screen.text.contains("move a page"))
        #expect(session.screen.line(6).contains("↓ 9 more · ↑↓ scroll"), "taller than the terminal: it says so (wrapped to fit)")
        expectEqual(session.screen.line(7), "↑↓ scroll · any other key closes")
        session.run(try KeyScript("down"))
        #expect(session.navigationController.isShowingHelp, "↓ scrolls a help that does not fit")
        #expect(session.screen.line(1).contains("↑ 1 more") && session.screen.text.contains("move a page"))
        session.run(try KeyScript("end"))
        #expect(session.screen.text.contains("these keys") && !session.screen.text.contains("more · ↑↓ scroll"), "to its end")
        session.run(try KeyScript("q"))
        #expect(!session.navigationController.isShowingHelp && !session.hasQuit, "any other key closes the help")
        expectEqual(list.cursorRowPath, RowPath(section: 0, row: 0), "the keys that scroll or close it do nothing else")
    }

    @Test func goingBackKeepsWhatWasTypedAndSwitched() async throws {
        let session = try demo("down down enter tab type:Ada enter left")
        #expect(session.screen.text.contains("“Sign Up” has changes that are not"), "the form asks before its text is dropped")
        await session.run(try KeyScript("esc"))  // Keep Editing
        expectEqual(session.navigationController.viewControllers.count, 2)
        await session.run(try KeyScript("left up enter"))  // Discard
        expectEqual(session.navigationController.viewControllers.count, 1)
        await session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(2), "› Username  Ada", "the form is the one left, with its text (the demo keeps it)")
        await session.run(try KeyScript("left"))
        expectEqual(session.navigationController.viewControllers.count, 1, "discarded once: no question until the next change")
        await session.run(try KeyScript("up up enter enter left enter"))  // Save, which runs as a task
        expectEqual(session.navigationController.viewControllers.count, 1, "saved, then back")
        await session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(2), "› Wi-Fi                                [off]", "Settings kept its switch")
    }

    @Test func onAFieldRowQuestionMarkShowsTheKeysAndSpaceEdits() throws {
        let session = try demo("down down enter ?")
        #expect(session.navigationController.isShowingHelp, "? shows the keys on a field row too")
        session.run(try KeyScript("esc space"))
        #expect(
            session.screen.line(2) == "› Username  Required",
            "Space edits the field (empty: its placeholder shows, the caret on it), it does not type a space")
        expectEqual(session.screen.line(13), "⏎ done · esc cancel · tab next fie… ↓ 5 more")
        session.run(try KeyScript("type:ab"))
        session.send(.alt("b"))  // Alt+b, or Esc and b in one burst, from a readline habit
        #expect(session.screen.line(2).hasPrefix("› Username  ab"), "what was typed is kept")
        expectEqual(session.screen.line(13), "⏎ done · esc cancel · tab next fie… ↓ 5 more", "still editing")
        session.run(try KeyScript("enter left"))
        session.run(try KeyScript("up enter"))  // Discard what was typed
        session.send(.alt("q"))  // outside a field: Esc, then q
        #expect(session.hasQuit)
    }

    // MARK: - Choices

    @Test func theHundredThousandOptionPickerOpensOnItsChoiceSearchesAndWritesBack() throws {
        let session = try demo("end enter down down enter", size: "44x12")
        #expect(
            session.screen.text == """
                ‹ Choices     100,000 options
                  Option 49,996
                  Option 49,997
                  Option 49,998
                  Option 49,999
                › Option 50,000                            ✓
                  Option 50,001
                  Option 50,002
                  Option 50,003
                  Option 50,004
                  Option 50,005
                ↑↓ move · ⏎ select ·… ↑ 49,995 ↓ 49,995 more
                """, "it opens centred on the current option")
        let picker = session.navigationController.topViewController
        // The first frame lays out from the top, then scrolls to the choice: two screens' worth.
        #expect(picker.core.composition.count < 30, "only options on screen were made, not 100,000")
        session.run(try KeyScript("/ type:50000"))
        expectEqual(session.screen.line(1), "/ 50000")
        expectEqual(session.screen.line(2), "› Option 50,000                            ✓", "a number is found without its grouping")
        expectEqual(session.screen.line(3), "")
        session.run(try KeyScript("esc / type:49,999"))
        expectEqual(session.screen.line(1), "/ 49,999")
        expectEqual(session.screen.line(2), "› Option 49,999")
        expectEqual(session.screen.line(3), "")
        session.run(try KeyScript("enter"))
        #expect(session.screen.text.contains("› One of 100,000             Option 49,999 >"), "Enter picks the match at once")
        // Opened again, the list starts on the option chosen, checked.
        session.run(try KeyScript("enter"))
        #expect(session.screen.text.contains("› Option 49,999                            ✓"))
        #expect(!session.screen.text.contains("Option 50,000                            ✓"))
    }

    @Test func signingOutAsksFirst() async throws {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize("50x24")))
        await session.run(try KeyScript("end enter end enter"))
        expectEqual(session.screen.line(10), "  Type / to │ You can sign in again. │nd accents")
        expectEqual(session.screen.line(13), " Menus and a│ › Cancel               │")
        await session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(15), "  Account                                Signed in")
        await session.run(try KeyScript("enter up enter"))
        expectEqual(session.screen.line(15), "  Account                               Signed out")
    }
}
