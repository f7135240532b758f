import Testing

@testable import ComposedTableTerminal

@MainActor
struct ChoiceScreenTests {
    @Test func scratch() async {
        let root = ComposedTableViewController(title: "Profile")
        let colour = root.addCell(ActiveCell(key: "Colour", value: "Green") { cell in
            cell.controller?.choose("Colour", from: ["Red", "Green", "Blue"], selection: cell.value) { cell.value = $0 }
        })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 30, rows: 8))
        session.send(.enter)
        print(session.screen.text)
        session.send(.down)
        session.send(.enter)
        print(session.screen.text)
        print(colour.value ?? "nil")
    }
}
