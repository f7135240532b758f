import TestSupport
import Testing

@testable import ComposedTable

/// A letter typed in a list moves the cursor to the next row starting with it; Enter in a
/// search line picks the highlighted match.
@MainActor
struct TypeToJumpTests {
    private let size = TerminalSize(columns: 30, rows: 10)

    private func root(_ open: @escaping @MainActor (ActiveCell) -> Void) -> ComposedTableViewController {
        let root = ComposedTableViewController(title: "Profile")
        root.addCell(ActiveCell(key: "Country", value: "") { open($0) })
        return root
    }

    @Test func onAChoiceScreenEveryLetterJumpsWrappingRoundIgnoringCaseAndAccents() throws {
        var chosen: String?
        let root = root { cell in
            cell.controller?.choose("Country", from: ["Japan", "Qatar", "Kenya", "Éire", "Estonia", "Jordan"], selection: nil) {
                chosen = $0
            }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(1), "› Japan")
        session.run(try KeyScript("j"))
        expectEqual(session.screen.line(6), "› Jordan", "j jumps here (↓ moves): the next J")
        session.run(try KeyScript("j"))
        expectEqual(session.screen.line(1), "› Japan", "again: round to the first")
        session.run(try KeyScript("e"))
        expectEqual(session.screen.line(4), "› Éire", "accents do not count")
        session.run(try KeyScript("E"))
        expectEqual(session.screen.line(5), "› Estonia", "nor does case")
        session.run(try KeyScript("k q"))
        expectEqual(session.screen.line(2), "› Qatar", "k and q jump too")
        #expect(!session.hasQuit)
        session.run(try KeyScript("x"))
        expectEqual(session.screen.line(2), "› Qatar", "a letter of no option does nothing")
        session.run(try KeyScript("enter"))
        expectEqual(chosen, "Qatar")
    }

    @Test func onAnotherScreenALetterThatIsNoKeyJumpsAndShiftReachesTheOthers() throws {
        let screen = ComposedTableViewController(title: "Settings")
        for key in ["Wi-Fi", "Bluetooth", "Keyboard", "Wallpaper", "Quiet hours"] { screen.addCell(ActiveCell(key: key)) }
        let session = TerminalSession(rootViewController: screen, size: size)
        session.run(try KeyScript("w"))
        expectEqual(screen.cursorRowPath, RowPath(section: 0, row: 3), "w: the next row starting with W after the cursor")
        session.run(try KeyScript("b"))
        expectEqual(screen.cursorRowPath, RowPath(section: 0, row: 1), "round the end")
        session.run(try KeyScript("k"))
        expectEqual(screen.cursorRowPath, RowPath(section: 0, row: 0), "k still moves up")
        session.run(try KeyScript("K"))
        expectEqual(screen.cursorRowPath, RowPath(section: 0, row: 2), "Shift-k jumps to Keyboard")
        session.run(try KeyScript("Q"))
        #expect(screen.cursorRowPath == RowPath(section: 0, row: 4) && !session.hasQuit, "Shift-q jumps, q quits")
        session.run(try KeyScript("q"))
        #expect(session.hasQuit)
    }

    @Test func aBarButtonsKeyRunsItAndATextRowTakesTheLetter() throws {
        var saved = 0
        let screen = ComposedTableViewController(title: "Account")
        screen.trailingBarButtons = [BarButton("Save", key: "s") { _ in saved += 1 }]
        screen.addCell(ActiveCell(key: "Sync") { _ in })
        screen.addCell(ActiveCell(key: "Storage") { _ in })
        let name = screen.addCell(TextFieldCell(key: "Name"))
        let session = TerminalSession(rootViewController: screen, size: size)
        session.run(try KeyScript("s S"))
        #expect(saved == 1 && screen.cursorRowPath == RowPath(section: 0, row: 1), "s saves; S jumps (from Sync to Storage)")
        session.run(try KeyScript("n t"))
        #expect(screen.cursorRowPath == RowPath(section: 0, row: 2) && name.text == "t", "on a text row the letter is typed")
    }

    @Test func enterInTheSearchLinePicksTheHighlightedMatchAndDownGoesToTheList() throws {
        let zones = (0..<30).map { "Zone \($0)" } + ["Europe/Paris", "Europe/Berlin"]
        var chosen: String?
        let root = root { cell in
            cell.controller?.choose("Zone", from: ChoiceOptions(zones), selection: nil) { chosen = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.run(try KeyScript("enter / type:europe down"))
        #expect(session.screen.line(2) == "› Europe/Paris" && chosen == nil, "↓: to the list, the filter kept")
        session.run(try KeyScript("/ space type:ber enter"))
        #expect(chosen == "Europe/Berlin" && session.navigationController.viewControllers.count == 1, "one Enter picks")
    }

    @Test func enterInTheSearchLineOfAMultipleChoiceChecksTheMatchAndStaysInTheList() throws {
        var told: Set<String>?
        let options = (0..<25).map { "Tag \($0)" } + ["swift"]
        let root = root { cell in
            cell.controller?.chooseMany("Tags", from: ChoiceOptions(options), selections: []) { told = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.run(try KeyScript("enter / type:swi enter"))
        #expect(session.screen.line(2) == "› swift                      ✓" && session.screen.line(1) == "/ swi")
        session.run(try KeyScript("esc left"))
        expectEqual(told, ["swift"])
    }

    @Test func aClickInAMultipleChoiceChecksTheOption() throws {
        var told: Set<String>?
        let root = root { cell in
            cell.controller?.chooseMany("Tags", from: ["swift", "linux"], selections: []) { told = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        session.run(try KeyScript("enter click:3,4"))
        expectEqual(session.screen.line(2), "› linux                      ✓")
        session.run(try KeyScript("click:1,2"))
        expectEqual(told, ["linux"], "‹ Profile goes back, keeping the check")
    }

    @Test func aLongChoiceOpensCentredOnTheCurrentOptionAndAShortOneFromTheTop() throws {
        let root = root { cell in
            cell.controller?.choose("Number", from: ChoiceOptions((1...40).map { "N\($0)" }), selection: cell.value) { cell.value = $0 }
        }
        let session = TerminalSession(rootViewController: root, size: size)
        _ = root.cursorRowPath  // settles the cursor on the row
        root.cursorCell.map { $0.value = "N20" }
        session.run(try KeyScript("enter"))
        #expect(
            (1..<9).map { session.screen.line($0) } == [
                "  N17", "  N18", "  N19", "› N20                        ✓", "  N21", "  N22", "  N23", "  N24",
            ], "in the middle, not on the last line")
        session.run(try KeyScript("left"))
        root.cursorCell.map { $0.value = "N3" }
        session.run(try KeyScript("enter"))
        #expect(
            session.screen.line(1) == "  N1" && session.screen.line(3) == "› N3                         ✓", "near the top: from the top")
        session.run(try KeyScript("left"))
        root.cursorCell.map { $0.value = "N40" }
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(8), "› N40                        ✓", "the last: at the bottom, no empty lines below")
    }

    @Test func theHelpOfAChoiceScreenListsTypeToJumpAndAMultipleChoiceItsKeys() throws {
        let root = root { cell in cell.controller?.chooseMany("Tags", from: ["swift", "linux"], selections: []) { _ in } }
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 60, rows: 30))
        session.run(try KeyScript("?"))
        #expect(!session.screen.text.contains("jump to the next option"), "not on a screen of other rows")
        session.run(try KeyScript("esc enter ?"))
        let help = session.screen.text
        #expect(help.contains("a-z 0-9    jump to the next option starting with it"))
        #expect(help.contains("In a multiple choice") && help.contains("Esc        cancel: put the checks back"))
        #expect(help.contains("←          done: keep the checks"))
    }
}
