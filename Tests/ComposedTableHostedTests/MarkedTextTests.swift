import ComposedTable
import UIKit
import XCTest

/// A Japanese, Chinese or Korean composition in a text view: the marked (provisional) text never
/// reaches `onChange`, as in a text field; the committed text does, once. Driven through
/// `UITextInput`, as the system keyboard's input method drives the view, in the host app's key
/// window (marked text needs the view to be editing).
@MainActor
final class MarkedTextTests: XCTestCase {
    func testATextViewReportsAComposedWordOnceCommittedAndNeverItsMarkedText() throws {
        var changes: [String] = []
        let row = TextViewCell(key: "Note") { _, text in changes.append(text) }
        let controller = ComposedTableViewController(title: "Note")
        controller.addCell(row)
        let window = try KeyWindow(showing: UINavigationController(rootViewController: controller))
        defer { window.close() }
        XCTAssertTrue(window.wait { row.textView.window != nil }, "the text view is not on screen")
        XCTAssertTrue(row.textView.becomeFirstResponder(), "the text view did not become first responder")
        window.spin(0.1)

        row.textView.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        row.textView.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        window.spin(0.1)
        XCTAssertNotNil(row.textView.markedTextRange, "the composition is not marked text: the test drives nothing")
        XCTAssertEqual(row.textView.text, "にほ", "the view does not show the composition")
        XCTAssertEqual(changes, [], "onChange heard the provisional text of a composition")
        XCTAssertEqual(row.text, "", "the row's text took the provisional text of a composition")

        // The input method commits by inserting the chosen word over the marked text.
        row.textView.insertText("日本")
        window.spin(0.1)
        XCTAssertNil(row.textView.markedTextRange, "the composition is still marked after its word was chosen")
        XCTAssertEqual(changes, ["日本"], "the committed word was not reported once")
        XCTAssertEqual(row.text, "日本")
    }
}
