import ComposedTable
import TestSupport
import Testing

/// What code ported from earlier versions used through package-internal names, now through the
/// public API (this file imports it without `@testable`): a string's width in terminal columns,
/// and the alert showing in a ``TerminalSession``.
@MainActor
struct UpgradeAPITests {
    // MARK: - terminalWidth

    @Test func aStringsTerminalWidthCountsColumns() {
        expectEqual("".terminalWidth, 0)
        expectEqual("Notifications".terminalWidth, 13, "ASCII: a column each")
        expectEqual("日本語".terminalWidth, 6, "CJK: two columns each")
        expectEqual("한글".terminalWidth, 4, "Hangul: two columns each")
        expectEqual("ＡＢ".terminalWidth, 4, "fullwidth forms: two columns each")
        expectEqual("e\u{301}".terminalWidth, 1, "a combining accent takes no column of its own")
        expectEqual("a\u{301}\u{302}\u{303}b".terminalWidth, 2, "several combining marks: none")
        expectEqual("👍".terminalWidth, 2, "an emoji: two columns")
        expectEqual("🙂🙂".terminalWidth, 4)
        expectEqual("Café 日本 👍".terminalWidth, 12)
        expectEqual("日本語".dropFirst().terminalWidth, 4, "a Substring too")
    }

    @Test func aCharactersTerminalWidthIsZeroOneOrTwo() {
        expectEqual(Character("a").terminalWidth, 1)
        expectEqual(Character("日").terminalWidth, 2)
        expectEqual(Character("🙂").terminalWidth, 2)
        expectEqual(Character("\u{301}").terminalWidth, 0, "a combining mark on its own")
        expectEqual(Character("\u{200B}").terminalWidth, 0, "a zero-width space")
        expectEqual(Character("\t").terminalWidth, 0, "a control character")
    }

    @Test func theWidthIsWhereScreenBufferDrawingEnds() {
        for text in ["Wi-Fi", "日本語", "e\u{301}tude", "👍 ok", "Ｆｕｌｌ"] {
            var buffer = ScreenBuffer(size: TerminalSize(columns: 40, rows: 1))
            expectEqual(buffer.draw(text, row: 0, column: 3), 3 + text.terminalWidth, "\(text)")
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
        expectEqual(alert.title, "Delete “Notes”?")
        expectEqual(alert.message, "This cannot be undone.")
        expectEqual(alert.style, .alert)
        expectEqual(alert.actions.map(\.title), ["Archive", "Delete", "Cancel"], "in the order shown: cancel last")
        expectEqual(alert.actions.map(\.role), [.default, .destructive, .cancel])
        expectEqual(alert.preferredAction, 0, "the cursor starts on Archive")
        #expect(alert.actions.allSatisfy { $0.handler == nil }, "a description: a test answers with keys")

        session.run(try KeyScript("down"))
        expectEqual(session.presentedAlert?.preferredAction, 1, "the action under the cursor")

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
        expectEqual(saved.title, "Saved")
        expectEqual(saved.message, nil)
        expectEqual(saved.actions.map(\.title), ["OK"])
        expectEqual(saved.actions.map(\.role), [.cancel])

        session.run(try KeyScript("enter down enter"))
        let sheet = try #require(session.presentedAlert)
        expectEqual(sheet.style, .actionSheet)
        expectEqual(sheet.title, nil)
        expectEqual(sheet.actions.map(\.title), ["Copy", "Mail"])
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
        expectEqual(question.title, "Discard changes?")
        #expect(question.actions.map(\.title).contains("Discard"))
        #expect(question.actions.contains { $0.role == .destructive })
        expectEqual(question.actions.last?.role, .cancel)
    }
}
