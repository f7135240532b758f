import ComposedTable
import Testing

/// What code ported from earlier versions used through package-internal names, now through the
/// public API (this file imports it without `@testable`): a string's width in terminal columns,
/// and the alert showing in a ``TerminalSession``.
@MainActor
struct UpgradeAPITests {
    // MARK: - terminalWidth

    @Test func aStringsTerminalWidthCountsColumns() {
        #expect("".terminalWidth == 0)
        #expect("Notifications".terminalWidth == 13, "ASCII: a column each")
        #expect("日本語".terminalWidth == 6, "CJK: two columns each")
        #expect("한글".terminalWidth == 4, "Hangul: two columns each")
        #expect("ＡＢ".terminalWidth == 4, "fullwidth forms: two columns each")
        #expect("e\u{301}".terminalWidth == 1, "a combining accent takes no column of its own")
        #expect("a\u{301}\u{302}\u{303}b".terminalWidth == 2, "several combining marks: none")
        #expect("👍".terminalWidth == 2, "an emoji: two columns")
        #expect("🙂🙂".terminalWidth == 4)
        #expect("Café 日本 👍".terminalWidth == 12)
        #expect("日本語".dropFirst().terminalWidth == 4, "a Substring too")
    }

    @Test func aCharactersTerminalWidthIsZeroOneOrTwo() {
        #expect(Character("a").terminalWidth == 1)
        #expect(Character("日").terminalWidth == 2)
        #expect(Character("🙂").terminalWidth == 2)
        #expect(Character("\u{301}").terminalWidth == 0, "a combining mark on its own")
        #expect(Character("\u{200B}").terminalWidth == 0, "a zero-width space")
        #expect(Character("\t").terminalWidth == 0, "a control character")
    }

    @Test func theWidthIsWhereScreenBufferDrawingEnds() {
        for text in ["Wi-Fi", "日本語", "e\u{301}tude", "👍 ok", "Ｆｕｌｌ"] {
            var buffer = ScreenBuffer(size: TerminalSize(columns: 40, rows: 1))
            #expect(buffer.draw(text, row: 0, column: 3) == 3 + text.terminalWidth, "\(text)")
        }
    }

    // MARK: - presentedAlert

    @Test func theSessionTellsWhichAlertShowsAndWhatItOffers() throws {
        let screen = ComposedTableViewController(title: "Notes")
        screen.addCell(
            ActiveCell(key: "Delete…") { cell in
                cell.controller?.present(
                    Alert(
                        title: "Delete “Notes”?", message: "This cannot be undone.",
                        actions: [.cancel(), .default("Archive"), .destructive("Delete")]),
                    from: cell)
            })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 50, rows: 14))
        #expect(session.presentedAlert == nil, "no alert before the row is chosen")

        session.run(try KeyScript("enter"))
        let alert = try #require(session.presentedAlert)
        #expect(alert.title == "Delete “Notes”?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.style == .alert)
        #expect(alert.actions.map(\.title) == ["Archive", "Delete", "Cancel"], "in the order shown: cancel last")
        #expect(alert.actions.map(\.role) == [.default, .destructive, .cancel])
        #expect(alert.preferredAction == 0, "the cursor starts on Archive")
        #expect(alert.actions.allSatisfy { $0.handler == nil }, "a description: a test answers with keys")

        session.run(try KeyScript("down"))
        #expect(session.presentedAlert?.preferredAction == 1, "the action under the cursor")

        session.run(try KeyScript("escape"))
        #expect(session.presentedAlert == nil, "Esc chose Cancel: no alert shows")
    }

    @Test func anAlertWithoutActionsOffersOKAndAnActionSheetSaysSo() throws {
        let screen = ComposedTableViewController(title: "Files")
        screen.addCell(
            ActiveCell(key: "Save") { cell in
                cell.controller?.present(Alert(title: "Saved"), from: cell)
            })
        screen.addCell(
            ActiveCell(key: "Share") { cell in
                cell.controller?.present(
                    Alert(title: nil, style: .actionSheet, actions: [.default("Copy"), .default("Mail")]), from: cell)
            })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 50, rows: 14))
        session.run(try KeyScript("enter"))
        let saved = try #require(session.presentedAlert)
        #expect(saved.title == "Saved")
        #expect(saved.message == nil)
        #expect(saved.actions.map(\.title) == ["OK"])
        #expect(saved.actions.map(\.role) == [.cancel])

        session.run(try KeyScript("enter down enter"))
        let sheet = try #require(session.presentedAlert)
        #expect(sheet.style == .actionSheet)
        #expect(sheet.title == nil)
        #expect(sheet.actions.map(\.title) == ["Copy", "Mail"])
    }

    @Test func theSessionTellsTheQuestionBeforeLeavingWithUnsavedChanges() throws {
        let root = ComposedTableViewController(title: "Root")
        let form = ComposedTableViewController(title: "Profile")
        form.tracksUnsavedChanges = true
        form.addCell(SwitchCell(key: "Notify", isOn: false))
        root.addCell(
            ActiveCell(key: "Edit") { [weak form] cell in
                guard let form else { return }
                cell.controller?.navigationController?.pushViewController(form, animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 50, rows: 14))
        session.run(try KeyScript("enter enter"))  // Profile; Notify on
        #expect(form.hasUnsavedChanges)
        #expect(session.presentedAlert == nil)
        session.run(try KeyScript("left"))
        let question = try #require(session.presentedAlert, "leaving with unsaved changes asks")
        #expect(question.title == "Discard changes?")
        #expect(question.actions.map(\.title).contains("Discard"))
        #expect(question.actions.contains { $0.role == .destructive })
        #expect(question.actions.last?.role == .cancel)
    }
}
