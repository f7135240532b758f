import Testing

@testable import ComposedTableTerminal

/// A screen with rows whose actions present alerts, and a record of what the alerts did.
@MainActor
private final class NotesViewController: ComposedTableViewController {
    var log: [String] = []
    var confirmed: Bool?

    override func compose() {
        title = "Notes"
        addCell(
            ActiveCell(key: "Delete…") { cell in
                guard let controller = cell.controller as? NotesViewController else { return }
                controller.present(
                    Alert(
                        title: "Delete “Notes”?", message: "This cannot be undone.",
                        actions: [
                            .default("Archive") { [weak controller] in controller?.log.append("archive") },
                            .destructive("Delete") { [weak controller] in controller?.log.append("delete") },
                            .cancel { [weak controller] in controller?.log.append("cancel") },
                        ]),
                    from: cell)
            })
        addCell(
            ActiveCell(key: "Sign out") { cell in
                guard let controller = cell.controller as? NotesViewController else { return }
                Task { @MainActor in
                    controller.confirmed = await controller.confirm("Sign out?", action: "Sign Out", role: .destructive)
                }
            })
        addCell(ActiveCell(key: "Name", value: "Ada"))
    }
}

@MainActor
struct AlertTests {
    private func session(_ columns: Int = 40, _ rows: Int = 12) -> (TerminalSession, NotesViewController) {
        let notes = NotesViewController()
        return (TerminalSession(rootViewController: notes, size: TerminalSize(columns: columns, rows: rows)), notes)
    }

    @Test func anAlertShowsOverTheScreenAndDownEnterChoosesTheDestructiveAction() throws {
        let (session, notes) = session()
        session.send(.enter)
        print(session.screen.text)
        #expect(
            session.screen.text == """
                                  Notes
                › Delete…
                  Sign out
                  Name                               Ada
                    ┌────────────────────────────┐
                    │ Delete “Notes”?            │
                    │ This cannot be undone.     │
                    │                            │
                    │ › Archive                  │
                    │   Delete !                 │
                    │   Cancel                   │
                    └────────────────────────────┘
                ↑↓ move · ⏎ choose · esc cancel · ? keys
                """)
        try session.run(KeyScript("down enter"))
        #expect(notes.log == ["delete"])
        #expect(!session.screen.text.contains("Delete “Notes”?"), "the alert is gone")
    }
}
