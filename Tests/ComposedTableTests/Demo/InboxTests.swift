import ComposedTableCore
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The Inbox demo screen end to end in a terminal — title block, collapsible sections, archiving
/// to the empty state, its button, refresh, a refresh's error — and the empty state, refresh and
/// header rules on screens of their own, with the exact screen text.
@MainActor
struct InboxTests {
    private func inbox(_ keys: String = "", rows: Int = 14) async throws -> (TerminalSession, InboxViewController) {
        let inbox = InboxViewController()
        inbox.checkDuration = .zero
        inbox.loadDuration = .zero
        inbox.failsNextLoad = false
        let session = TerminalSession(rootViewController: inbox, size: TerminalSize(columns: 50, rows: rows))
        await session.run(try KeyScript(keys))
        return (session, inbox)
    }

    @Test func theInboxOpensWithItsTitleBlockAndEarlierCollapsed() async throws {
        let (session, _) = try await inbox()
        #expect(
            session.screen.text == """
                                      Inbox
                 Inbox
                 4 messages

                 ▾ Today
                › Tim                                Keynote draft
                  Linus                               Patch review
                  Select a message to archive it.

                 ▸ Earlier



                ↑↓ move · ⏎ select · a actions · q quit · ? keys
                """)
        #expect(session.screen.style(atRow: 1, column: 1) == .bold && session.screen.style(atRow: 2, column: 1) == .dim)
    }

    @Test func theInboxShowsThatItLoadsThenTheErrorThenRetryLoadsTheMail() async throws {
        let inbox = InboxViewController()
        inbox.loadDuration = .zero  // the first load fails
        let instant = ContinuousClock.now
        inbox.spinnerClock = { instant }
        let session = TerminalSession(rootViewController: inbox, size: TerminalSize(columns: 50, rows: 14))
        #expect(
            session.screen.text == """
                                      Inbox
                 Inbox






                                    ⠋ Loading…




                q quit · ? keys
                """, "loading: not Inbox Zero")
        await session.settle()
        #expect(
            session.screen.text == """
                                      Inbox
                 Inbox



                                         ⚠
                                   Couldn’t Load
                        The mail server did not answer. Try
                                       again.

                                     [ Retry ]


                ⏎ Retry · r refresh · q quit · ? keys
                """)
        await session.press(.enter)
        expectEqual(session.screen.line(5), "› Tim                                Keynote draft", "Retry loaded the mail")
        expectEqual(session.screen.line(2), " 4 messages")
    }

    @Test func aMessageIsFlaggedByItsSwipeActionAndDeletedWithD() async throws {
        let (session, inbox) = try await inbox("down a enter")  // Linus: Flag
        expectEqual(session.screen.line(6), "› Linus                             ⚑ Patch review")
        await session.run(try KeyScript("a enter"))
        expectEqual(session.screen.line(6), "› Linus                               Patch review", "flagged again: unflagged")
        await session.run(try KeyScript("d"))
        expectEqual(session.screen.line(2), " 3 messages", "deleted without a confirmation: the count follows")
        #expect(!session.screen.text.contains("Linus"))
        expectEqual(inbox.core.composition.cells(inSection: 0).map(\.key), ["Tim"])
    }

    @Test func homeAndEndGoToTheFirstAndLastStopsHeadersIncluded() async throws {
        let (session, inbox) = try await inbox("end")
        expectEqual(session.screen.line(9), "›▸ Earlier", "the collapsed header ↓ reaches last")
        await session.run(try KeyScript("home"))
        expectEqual(session.screen.line(4), "›▾ Today")
        #expect(inbox.cursorHeader != nil)
    }

    @Test func theCursorStopsOnTheCollapsibleHeaderAndEnterOpensAndClosesIt() async throws {
        let (session, inbox) = try await inbox("down down")
        expectEqual(session.screen.line(9), "›▸ Earlier")
        expectEqual(session.screen.style(atRow: 9, column: 3), [.bold, .reverse, .accent])
        expectEqual(session.screen.line(13), "↑↓ move · ⏎ expand · r refresh · q quit · ? keys")
        await session.run(try KeyScript("enter"))
        #expect(
            (9...11).map { session.screen.line($0) } == [
                "›▾ Earlier", "  Margaret                        Apollo checklist", "  Dennis                               Unix manual",
            ])
        expectEqual(session.screen.line(13), "↑↓ move · ⏎ collapse · r refresh · q quit · ? keys")
        await session.run(try KeyScript("down down down up up up"))
        expectEqual(session.screen.line(6), "› Linus                               Patch review", "down to Dennis, back up over the header")
        await session.run(try KeyScript("down enter"))
        expectEqual(session.screen.line(10), "", "collapsed again")
        #expect(inbox.isSectionCollapsed(inbox.core.composition.sections[1]))
    }

    @Test func archivingEverythingShowsTheEmptyStateCentredAndItsButtonChecksForMail() async throws {
        let (session, inbox) = try await inbox("down down enter up up enter enter enter enter")
        expectEqual(inbox.core.composition.firstVisibleRow, nil)
        #expect(
            session.screen.text == """
                                      Inbox
                 Inbox
                 0 messages



                                         ⊔
                                    Inbox Zero
                            Every message is archived.

                                [ Check for Mail ]


                ⏎ Check for Mail · r refresh · q quit · ? keys
                """)
        expectEqual(session.screen.style(atRow: 7, column: 20), .bold)
        expectEqual(session.screen.style(atRow: 8, column: 12), .dim)
        expectEqual(session.screen.style(atRow: 10, column: 16), [.reverse, .accent])
        await session.run(try KeyScript("enter"))
        #expect(
            (4...6).map { session.screen.line($0) } == [
                " ▾ Today", "› Ada                             Lunch on Friday?", "  Select a message to archive it.",
            ], "the first delivery, the cursor on it")
        expectEqual(session.screen.line(2), " 1 message")
    }

    @Test func aRefreshThatFailsShowsItsErrorInAnAlert() async throws {
        let (session, inbox) = try await inbox("r")
        expectEqual(
            session.screen.line(5), "  Ada                             Lunch on Friday?", "new mail on top; the cursor stays on Tim")
        await session.run(try KeyScript("r"))
        #expect(session.screen.text.contains("Couldn’t Refresh"))
        #expect(session.screen.text.contains("The mail server did not answer."))
        await session.run(try KeyScript("enter r"))
        #expect(!session.screen.text.contains("Couldn’t Refresh"))
        #expect(session.screen.line(2) == " 7 messages" && !inbox.isRefreshing)
    }

    @Test func theRefreshLineShowsWhileItRunsAndASecondKeyIsIgnored() async throws {
        let gate = Gate()
        var calls = 0
        let screen = ComposedTableViewController(title: "Feed")
        screen.addCell(ActiveCell(key: "Story"))
        screen.refreshAction = {
            calls += 1
            await gate.wait()
        }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 6))
        await session.run(try KeyScript("r r"))
        #expect(
            session.screen.text == """
                                  Feed
                  ⟳ Refreshing…
                › Story


                ↑↓ move · r refresh · q quit · ? keys
                """)
        #expect(calls == 1 && screen.isRefreshing)
        #expect(!screen.refresh(), "nor from code")
        gate.open()
        await session.settle()
        #expect(session.screen.line(1) == "› Story" && !screen.isRefreshing)
    }

    @Test func rIsTypedOnATextFieldRowAndRefreshesNothingWithoutAnAction() async throws {
        let screen = ComposedTableViewController(title: "Form")
        let field = screen.addCell(TextFieldCell(key: "Name"))
        var calls = 0
        screen.refreshAction = { calls += 1 }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 6))
        await session.run(try KeyScript("r enter"))
        #expect(field.text == "r" && calls == 0)
        screen.refreshAction = nil
        screen.addCell(ActiveCell(key: "Row"))
        await session.run(try KeyScript("down r"))
        expectEqual(session.screen.line(5), "↑↓ move · q quit · ? keys", "no r, and no ⏎ on a row without an action")
    }

    @Test func leavingCancelsTheRefreshAndTheScreenIsReleased() async throws {
        weak var weakInbox: InboxViewController?
        var weakCells: [() -> AnyObject?] = []
        do {
            let root = ComposedTableViewController(title: "Root")
            let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 14))
            let inbox = InboxViewController()
            inbox.checkDuration = .seconds(3600)
            inbox.loadDuration = .zero
            inbox.failsNextLoad = false
            session.navigationController.pushViewController(inbox, animated: false)
            await session.run(try KeyScript("down down enter r"))
            expectEqual(session.screen.line(4), "  ⟳ Refreshing…")
            for section in 0..<inbox.core.composition.numberOfSections {
                for cell in inbox.core.composition.cells(inSection: section) { weakCells.append { [weak cell] in cell } }
            }
            weakInbox = inbox
            _ = session.navigationController.popViewController(animated: false)
            await session.settle()
            #expect(!inbox.isRefreshing, "the cancelled sleep returned: the refresh ended")
            expectEqual(inbox.core.existingAlertQueue?.count ?? 0, 0, "a cancellation is no error")
        }
        #expect(weakInbox == nil, "neither the refresh, the header actions nor the empty state keep the screen")
        #expect(!weakCells.isEmpty && weakCells.allSatisfy { $0() == nil })
    }

    @Test func aHeaderActionRunsOnEnterAndAnEmptyStateWithoutButtonIgnoresEnter() async throws {
        let screen = ComposedTableViewController(title: "Tags")
        var tapped: [SectionID] = []
        let section = screen.addSection(header: "Recent")
        let swift = screen.addCell(ActiveCell(key: "swift"))
        screen.setHeaderAction({ tapped.append($0) }, for: section)
        screen.emptyState = EmptyState(title: "No Tags")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 7))
        await session.run(try KeyScript("up"))
        #expect(session.screen.line(1) == "›Recent" && session.screen.line(6) == "↑↓ move · ⏎ select · q quit ·…")
        await session.run(try KeyScript("enter"))
        expectEqual(tapped, [section])
        screen.removeCell(swift)
        #expect(
            session.screen.text == """
                             Tags


                            No Tags


                q quit · ? keys
                """, "no row: the empty state, over the header that has an action only")
        await session.run(try KeyScript("enter"))
        expectEqual(tapped, [section], "no button, and the header is not drawn")
    }

    @Test func aScreenShownAgainAfterItLeftRefreshesAgain() async throws {
        let root = ComposedTableViewController(title: "Menu")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 44, rows: 12))
        let screen = ComposedTableViewController(title: "Kept")
        var refreshes = 0
        screen.refreshAction = { refreshes += 1 }
        screen.addCell(ActiveCell(key: "Row"))
        session.navigationController.pushViewController(screen, animated: false)
        _ = session.navigationController.popViewController(animated: false)
        #expect(!screen.refresh(), "gone: no refresh")
        session.navigationController.pushViewController(screen, animated: false)  // a menu keeps its screens
        await session.press(.character("r"))
        expectEqual(refreshes, 1, "shown again, it refreshes")
    }
}
