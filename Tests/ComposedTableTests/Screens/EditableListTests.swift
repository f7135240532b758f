import ComposedTableCore
import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The editable list demo, end to end in a terminal: `a` opens a row's actions, `d` deletes after
/// the confirmation, `m` picks a row up (↑/↓ move it, Enter drops, Esc puts it back).
@MainActor
struct EditableListTests {
    private func session() -> (TerminalSession, EditableListViewController) {
        let screen = EditableListViewController()
        return (TerminalSession(rootViewController: screen, size: TerminalSize(columns: 50, rows: 12)), screen)
    }

    @Test func theRowsActionsDeleteWithConfirmationAndMoveModeEndToEnd() async throws {
        let (session, screen) = session()
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Milk
              Bread
              Eggs

             Later
              Coffee
              e: edit · a: actions · d: delete · m: move.


            ↑↓ move · a actions · e edit · q quit · ? keys
            """)
        await session.run(try KeyScript("a"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Milk       ┌──────────────────────┐
              Bread      │ Milk                 │
              Eggs       │                      │
                         │ › Flag               │
             Later       │   Delete !           │
              Coffee     │   Cancel             │
              e: edit · a└──────────────────────┘m: move.


            ↑↓ move · ⏎ choose · esc cancel · ? keys
            """)
        await session.run(try KeyScript("enter"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Milk                                           ⚑
              Bread
              Eggs

             Later
              Coffee
              e: edit · a: actions · d: delete · m: move.


            ↑↓ move · a actions · e edit · q quit · ? keys
            """)
        await session.run(try KeyScript("d"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Milk       ┌──────────────────────┐            ⚑
              Bread      │ Delete “Milk”?       │
              Eggs       │ It leaves the list.  │
                         │                      │
             Later       │   Delete !           │
              Coffee     │ › Cancel             │
              e: edit · a└──────────────────────┘m: move.


            ↑↓ move · ⏎ choose · esc cancel · ? keys
            """)
        await session.run(try KeyScript("esc"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Milk                                           ⚑
              Bread
              Eggs

             Later
              Coffee
              e: edit · a: actions · d: delete · m: move.


            ↑↓ move · a actions · e edit · q quit · ? keys
            """)
        expectEqual(screen.log, [], "Esc cancels the confirmation: nothing is deleted")
        await session.run(try KeyScript("d up enter"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Bread
              Eggs

             Later
              Coffee
              e: edit · a: actions · d: delete · m: move.



            ↑↓ move · a actions · e edit · q quit · ? keys
            """)
        expectEqual(screen.log, ["deleted Milk"])
        await session.run(try KeyScript("m down down"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
              Eggs

             Later
            ≡ Bread
              Coffee
              e: edit · a: actions · d: delete · m: move.



            ↑↓ move · ⏎ drop · esc put back · ? keys
            """)
        await session.run(try KeyScript("down"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
              Eggs

             Later
              Coffee
            ≡ Bread
              e: edit · a: actions · d: delete · m: move.



            ↑↓ move · ⏎ drop · esc put back · ? keys
            """)
        await session.run(try KeyScript("enter"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
              Eggs

             Later
              Coffee
            › Bread
              e: edit · a: actions · d: delete · m: move.



            ↑↓ move · a actions · e edit · q quit · ? keys
            """)
        await session.run(try KeyScript("m up"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
              Eggs

             Later
            ≡ Bread
              Coffee
              e: edit · a: actions · d: delete · m: move.



            ↑↓ move · ⏎ drop · esc put back · ? keys
            """)
        await session.run(try KeyScript("esc"))
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
              Eggs

             Later
              Coffee
            › Bread
              e: edit · a: actions · d: delete · m: move.



            ↑↓ move · a actions · e edit · q quit · ? keys
            """)
        expectEqual(screen.log, ["deleted Milk", "moved Bread [0, 0]→[1, 1]"], "one report per drop; Esc puts back without one")
    }

    @Test func aScreenLeftWhileItsRowsWereSwipedAndDeletedIsReleased() async throws {
        weak var weakScreen: EditableListViewController?
        weak var weakRow: ActiveCell?
        let root = ComposedTableViewController(title: "Root")
        root.addCell(
            ActiveCell(key: "Open") { cell in
                let list = EditableListViewController()
                cell.controller?.navigationController?.pushViewController(list, animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 12))
        await session.run(try KeyScript("enter"))
        weakScreen = session.navigationController.topViewController as? EditableListViewController
        weakRow = weakScreen?.cursorRowPath.map { weakScreen!.core.composition.cell(at: $0) }
        #expect(weakScreen != nil && weakRow != nil)
        await session.run(try KeyScript("a enter d up enter m down enter a"))  // an action sheet left open
        await session.run(try KeyScript("esc left"))
        await session.settle()
        #expect(session.navigationController.topViewController === root)
        #expect(weakScreen == nil, "the screen, its swipe actions and its deletion closures are released")
        #expect(weakRow == nil)
    }

    @Test func moveModeStaysInItsSectionByDefaultAndIgnoresRowsThatCannotMove() async throws {
        let screen = ComposedTableViewController(title: "Order")
        let fixed = screen.addCell(ActiveCell(key: "Fixed"))
        for name in ["One", "Two"] { screen.addCell(ActiveCell(key: name)).isMovable = true }
        screen.addSection(header: "Other")
        screen.addCell(ActiveCell(key: "Three")).isMovable = true
        var reports: [String] = []
        screen.onMoveRow = { cell, from, to in reports.append("\(cell.key) \(from)→\(to)") }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 9))
        await session.run(try KeyScript("m"))  // Fixed is not movable: m does nothing
        #expect(screen.pickedUpRow == nil)
        // One goes down to the section's end and back up; Fixed, first, stays first.
        await session.run(try KeyScript("down down m down up up up enter"))
        expectScreen(
            session,
            """
                        Order
              Fixed
            › Two
              One

             Other
              Three

            ↑↓ move · q quit · ? keys
            """)
        expectEqual(reports, ["Two [0, 2]→[0, 1]"])
        _ = fixed
    }

    @Test func aRowHeldPassesAnAddRowIntoTheNextSectionOnlyAcrossSections() async throws {
        let screen = ComposedTableViewController(title: "Lists")
        screen.addSection(header: "Today")
        screen.addCell(ActiveCell(key: "Milk")).isMovable = true
        screen.addCell(ActiveCell(key: "Add Item…"))
        screen.addSection(header: "Later")
        screen.addCell(ActiveCell(key: "Bread")).isMovable = true
        screen.addCell(ActiveCell(key: "Add Item…"))
        var reports: [String] = []
        screen.onMoveRow = { cell, from, to in reports.append("\(cell.key) \(from)→\(to)") }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 10))
        await session.run(try KeyScript("m down down enter"))  // within its section: Add stays last
        expectEqual(reports, [])
        screen.reorderScope = .acrossSections
        await session.run(try KeyScript("m down enter"))  // past Add, into Later's top
        expectScreen(
            session,
            """
                        Lists
             Today
              Add Item…

             Later
            › Milk
              Bread
              Add Item…

            ↑↓ move · q quit · ? keys
            """)
        expectEqual(reports, ["Milk [0, 0]→[1, 0]"])
        await session.run(try KeyScript("m down down up enter"))  // Add Item… stays last of Later
        expectEqual(reports, ["Milk [0, 0]→[1, 0]"], "back where it was: no move to report")
        await session.run(try KeyScript("m up enter"))  // from Later's top, above Today's Add
        expectEqual(reports, ["Milk [0, 0]→[1, 0]", "Milk [1, 0]→[0, 0]"])
    }

    @Test func altArrowsMoveAFieldRowWhereMIsTypedAndTheHintsSaySo() async throws {
        let screen = ComposedTableViewController(title: "Stops")
        for city in ["Lyon", "Dijon"] { screen.addCell(TextFieldCell(key: "Stop", text: city)).isMovable = true }
        screen.addCell(ButtonCell(title: "Add Stop"))
        var reports: [String] = []
        screen.onMoveRow = { cell, from, to in reports.append("\((cell as? TextFieldCell)?.text ?? "") \(from)→\(to)") }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 48, rows: 6))
        expectScreen(
            session,
            """
                                 Stops
            › Stop  Lyon
              Stop  Dijon
                                 Add Stop

            type to edit · alt-↑↓ reorder · ↑↓ move · ctrl-…
            """)
        // Raw bytes as a terminal sends Alt+↓: the field moves, nothing is typed into it.
        var parser = KeyParser()
        for key in parser.parse(Array("\u{1B}[1;3B".utf8)) { session.send(key) }
        expectEqual(reports, ["Lyon [0, 0]→[0, 1]"])
        // Add Stop, fixed and last, stays last; `m` goes into the field.
        await session.run(try KeyScript("alt-down m"))
        expectEqual(reports, ["Lyon [0, 0]→[0, 1]"])
        expectScreen(
            session,
            """
                                 Stops
              Stop  Dijon
            › Stop  Lyonm
                                 Add Stop

            ⏎ done · esc cancel · tab next field
            """)
    }

    @Test func whileARowIsHeldTheHelpListsTheMoveKeys() async throws {
        let screen = ComposedTableViewController(title: "Order")
        for name in ["One", "Two"] { screen.addCell(ActiveCell(key: name)).isMovable = true }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 16))
        await session.run(try KeyScript("m ?"))
        #expect(session.navigationController.isShowingHelp)
        #expect(session.screen.text.contains("While moving a row") && session.screen.text.contains("drop it there"))
        #expect(!session.screen.text.contains("q  Ctrl-C"), "q does nothing while a row is held")
        await session.run(try KeyScript("esc down enter"))  // Esc closes the help only
        expectEqual(screen.core.composition.cells(inSection: 0).map(\.key), ["Two", "One"])
    }

    // MARK: - Edit mode

    @Test func theEditKeyEntersEditModeWhereEnterPicksARowUpAndEOrEscLeaves() async throws {
        let (session, screen) = session()
        #expect(screen.showsEditButton && !screen.isEditing)
        await session.run(try KeyScript("e"))
        #expect(screen.isEditing && screen.core.isEditing, "e is the terminal's Edit button")
        expectScreen(
            session,
            """
                                Groceries                + Add
             To Buy
            › Milk                                           ≡
              Bread                                          ≡
              Eggs                                           ≡

             Later
              Coffee                                         ≡
              e: edit · a: actions · d: delete · m: move.


            ↑↓ move · ⏎ pick up · d delete · e done · ? keys
            """)
        // ⏎ picks Milk up instead of running anything; ↓ ↓ ⏎ drops it after Eggs.
        await session.run(try KeyScript("enter down down enter"))
        expectEqual(screen.core.composition.cells(inSection: 0).map(\.key), ["Bread", "Eggs", "Milk"])
        expectEqual(screen.log, ["moved Milk [0, 0]→[0, 2]"])
        #expect(screen.isEditing, "dropping a row stays in edit mode, as UIKit's reorder does")
        await session.run(try KeyScript("? down down down down down"))
        #expect(session.screen.text.contains("edit mode: ⏎ picks a row up, e done"))
        for _ in 0..<40 { session.send(.down) }  // the help's own heading for edit mode
        #expect(session.screen.text.contains("In edit mode") && session.screen.text.contains("done: leave edit mode"))
        await session.run(try KeyScript("esc esc"))  // the help, then edit mode: Done
        #expect(!screen.isEditing)
        expectEqual(session.navigationController.viewControllers.count, 1, "Esc left edit mode, not the screen")
        await session.run(try KeyScript("e e"))
        #expect(!screen.isEditing)
        #expect(session.screen.text.contains("↑↓ move · a actions · e edit · q quit · ? keys"))
    }

    @Test func eWhileARowIsHeldInEditModeDropsItAndIsDoneAndAIsNoKeyThere() async throws {
        let (session, screen) = session()
        await session.run(try KeyScript("e a"))
        #expect(!session.screen.text.contains("Flag"), "a opened the row's actions in edit mode (UIKit offers none)")
        await session.run(try KeyScript("enter down"))
        #expect(session.screen.text.contains("esc put back · e done"))
        await session.run(try KeyScript("e"))
        #expect(!screen.isEditing)
        expectEqual(screen.core.composition.cells(inSection: 0).map(\.key), ["Bread", "Milk", "Eggs"])
        expectEqual(screen.log, ["moved Milk [0, 0]→[0, 1]"])
    }

    @Test func leavingEditModeFromCodeDropsAHeldRowWhereItIs() async throws {
        let (session, screen) = session()
        await session.run(try KeyScript("e enter down"))
        screen.setEditing(false, animated: true)
        await session.run(try KeyScript(""))
        expectEqual(screen.core.composition.cells(inSection: 0).map(\.key), ["Bread", "Milk", "Eggs"])
        expectEqual(screen.log, ["moved Milk [0, 0]→[0, 1]"])
        #expect(!session.screen.text.contains("≡"))
    }

    @Test func withoutAnEditButtonEIsNoKeyAndEditModeComesFromCode() async throws {
        let screen = ComposedTableViewController(title: "Order")
        for name in ["One", "Two"] { screen.addCell(ActiveCell(key: name)).isMovable = true }
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 40, rows: 10))
        await session.run(try KeyScript("e"))
        #expect(!screen.isEditing)
        #expect(!session.screen.text.contains("e edit"))
        screen.isEditing = true
        await session.run(try KeyScript("enter down enter"))
        expectEqual(screen.core.composition.cells(inSection: 0).map(\.key), ["Two", "One"])
    }
}
