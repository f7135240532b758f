import ComposedTable
import UIKit
import XCTest

/// Text focus on a real field in the host app's key window: undo after a filtered or refused
/// edit, the edits `onEdit` hears, the accessory bar. (Moved from the unhosted
/// Tests/ComposedTableUIKitTests, where they skipped: a skip passes without checking.)
@MainActor
final class TextFocusTests: XCTestCase {
    /// A screen of one text field in a key window, with the field being edited.
    private func showField(_ field: TextFieldCell) throws -> KeyWindow {
        let controller = ComposedTableViewController(title: "Field")
        controller.addCell(field)
        let table = try KeyWindow(showing: UINavigationController(rootViewController: controller))
        table.wait { field.textField.window != nil }
        XCTAssertTrue(field.textField.becomeFirstResponder(), "the text field did not become first responder")
        table.spin(0.1)
        return table
    }

    // MARK: - Undo after a filtered or refused edit

    /// "180 cm" pasted into a decimal field admits "180"; undo then threw an NSRangeException in
    /// `_UITextUndoOperationTyping` (openradar 32508213).
    func testUndoAfterAFilteredPasteLeavesACoherentText() throws {
        let field = TextFieldCell(key: "Height", keyboardType: .decimalPad)
        let table = try showField(field)
        defer { table.close() }
        UIPasteboard.general.string = "180 cm"
        field.textField.paste(nil)
        table.spin(0.1)
        XCTAssertEqual(field.text, "180", "the decimal field did not keep the digits of the pasted text")
        let undoManager = try XCTUnwrap(field.textField.undoManager, "the field being edited has no undo manager")
        XCTAssertFalse(undoManager.canUndo, "the typing history of the rewritten text was kept: its ranges no longer fit")
        undoManager.undo()  // threw an NSRangeException before the fix
        table.spin(0.1)
        XCTAssertTrue(
            ["", "180"].contains(field.text), "after undo the field holds \"\(field.text)\", neither its text before nor after the paste")
    }

    /// A paste `shouldChange` refuses stays out of the field, and undo after it does not throw.
    func testUndoAfterARefusedPasteLeavesTheTextAsItWas() throws {
        let field = TextFieldCell(key: "Name", text: "Ann")
        field.shouldChange = { _, _ in false }
        let table = try showField(field)
        defer { table.close() }
        UIPasteboard.general.string = "a long pasted text"
        field.textField.paste(nil)
        table.spin(0.1)
        XCTAssertEqual(field.text, "Ann", "a paste shouldChange refused changed the text")
        XCTAssertEqual(field.textField.undoManager?.canUndo, false, "the refused paste's undo operation was kept")
        field.textField.undoManager?.undo()
        table.spin(0.1)
        XCTAssertEqual(field.text, "Ann", "undo after a refused paste changed the text")
    }

    /// Typing, a filtered key, then undo: the text is one the field held.
    func testUndoAfterAFilteredKeyLeavesACoherentText() throws {
        let field = TextFieldCell(key: "Count", keyboardType: .numberPad)
        let table = try showField(field)
        defer { table.close() }
        field.textField.insertText("12")
        field.textField.insertText("a3")
        table.spin(0.1)
        XCTAssertEqual(field.text, "123", "the number field did not filter the letter out")
        field.textField.undoManager?.undo()
        table.spin(0.1)
        XCTAssertTrue(["", "12", "123"].contains(field.text), "after undo the field holds \"\(field.text)\", a text it never held")
    }

    // MARK: - Edit observers

    /// Typing, deleting, a paste and an undo on a real text field and text view: the edits handed
    /// to `onEdit` make the text, applied to a copy.
    func testEditObserversKeepACopyOfTheTextOnARealFieldAndTextView() throws {
        let field = TextFieldCell(key: "Name", text: "Ann")
        var fieldCopy = field.text
        field.onEdit = { _, edit in edit.apply(to: &fieldCopy) }
        let table = try showField(field)
        defer { table.close() }
        field.textField.insertText("é 日")
        field.textField.deleteBackward()
        UIPasteboard.general.string = "👍🏽"
        field.textField.paste(nil)
        table.spin(0.1)
        XCTAssertEqual(field.text, "Anné 👍🏽")
        XCTAssertEqual(fieldCopy, field.text, "the field's edits do not make its text")
        field.textField.undoManager?.undo()
        table.spin(0.1)
        XCTAssertEqual(fieldCopy, field.text, "an undo's edit does not make the text")

        let view = TextViewCell(key: "Notes", text: "one\ntwo")
        var viewCopy = view.text
        view.onEdit = { _, edit in edit.apply(to: &viewCopy) }
        field.controller?.addCell(view)
        table.spin(0.1)
        XCTAssertTrue(view.textView.becomeFirstResponder(), "the text view did not become first responder")
        view.textView.selectedRange = NSRange(location: 0, length: 0)
        view.textView.insertText("¡")
        view.textView.selectedRange = NSRange(location: view.textView.text.utf16.count, length: 0)
        view.textView.insertText("\nthree")
        view.textView.deleteBackward()
        table.spin(0.1)
        XCTAssertEqual(view.text, "¡one\ntwo\nthre")
        XCTAssertEqual(viewCopy, view.text, "the text view's edits do not make its text")
    }

    // MARK: - Focus through a reload

    /// A batch that moves the field being edited out of a section it removes, into one it
    /// inserts, is a reload (UIKit cannot animate that move; Core's FocusAndDragTests pin that it
    /// is one), which takes the field's cell off the table: the field is first responder again
    /// in the same turn, its caret where it was, its editing not ended for the app, and the
    /// software keyboard does not begin to hide. (Needs the simulator's software keyboard: .github/workflows/apple.yml turns the
    /// hardware keyboard off.)
    func testAFieldMovedIntoANewSectionKeepsFocusThroughTheReload() throws {
        let controller = ComposedTableViewController(title: "Fields")
        let old = controller.addSection(header: "Old")
        let field = TextFieldCell(key: "Name", text: "Ann Smith")
        let hint = ButtonCell(title: "Hint")
        controller.addCell(field)
        controller.addCell(hint)
        let table = try KeyWindow(showing: UINavigationController(rootViewController: controller))
        defer { table.close() }
        XCTAssertTrue(table.wait { field.textField.window != nil }, "the field never showed")
        let shown = expectation(forNotification: UIResponder.keyboardDidShowNotification, object: nil)
        XCTAssertTrue(field.textField.becomeFirstResponder(), "the text field did not become first responder")
        wait(for: [shown], timeout: 5)  // Fails with a hardware keyboard connected: no software keyboard shows.
        let textField = field.textField
        let caret = try XCTUnwrap(textField.position(from: textField.beginningOfDocument, offset: 3))
        textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        var (began, ended) = (0, 0)
        field.onBeginEditing = { _ in began += 1 }
        field.onEndEditing = { _ in ended += 1 }

        let hidden = expectation(forNotification: UIResponder.keyboardWillHideNotification, object: nil)
        hidden.isInverted = true
        controller.performBatch {
            let new = controller.insertSection(at: 0, header: "New")
            controller.moveCell(field, to: new)
            controller.moveCell(hint, to: new)
            controller.removeSection(old)
        }
        XCTAssertTrue(textField.isFirstResponder, "the reload took the field's focus and nothing gave it back")
        let selection = try XCTUnwrap(textField.selectedTextRange, "the field has no selection")
        XCTAssertEqual(textField.offset(from: textField.beginningOfDocument, to: selection.start), 3, "the caret moved")
        XCTAssertTrue(selection.isEmpty, "the caret became a selection")
        XCTAssertEqual([began, ended], [0, 0], "the reload's bounce ended and began the field's editing for the app")
        wait(for: [hidden], timeout: 1)  // The keyboard began to hide: it bounced as focus came back.
        XCTAssertTrue(textField.isFirstResponder, "the field lost focus after the reload")
        XCTAssertEqual(textField.window, table.window, "the field is not on the table after the reload")
    }

    // MARK: - Input accessory bar

    /// The previous / next / done bar is made when the row takes focus, not with the row.
    func testATextFieldMakesItsAccessoryBarWhenItTakesFocus() throws {
        let field = TextFieldCell(key: "Email")
        XCTAssertNil(field.textField.inputAccessoryView, "a text field never edited made its input accessory bar")
        let view = TextViewCell(key: "Notes")
        XCTAssertNil(view.textView.inputAccessoryView, "a text view never edited made its input accessory bar")
        let table = try showField(field)
        defer { table.close() }
        XCTAssertTrue(field.textField.inputAccessoryView is UIToolbar, "the field being edited shows no previous / next / done bar")
    }
}
