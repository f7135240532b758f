#if canImport(UIKit)
import ComposedTable
import UIKit
import XCTest

/// A text row's alignment on a real table: the label UIKit draws puts each line where
/// `MultilineCell.textAlignment` says — natural, centred, or at the trailing edge, which is the
/// left in a right-to-left layout.
@MainActor
final class MultilineAlignmentOnARealTableTests: XCTestCase {
    func testTheLabelIsAlignedAsTheRowSays() throws {
        let controller = ComposedTableViewController(title: "Text")
        let leading = controller.addCell(MultilineCell(text: "Leading"))
        let centred = controller.addCell(MultilineCell(text: "Centred", textAlignment: .center))
        let trailing = controller.addCell(MultilineCell(text: "Trailing", textAlignment: .trailing))
        let table = RealTable(controller)
        defer { table.close() }
        XCTAssertEqual(try alignment(of: leading), .natural)
        XCTAssertEqual(try alignment(of: centred), .center, "a centred row's label is not centred")
        XCTAssertEqual(try alignment(of: trailing), .right, "a trailing row's label is not at the right")
        leading.textAlignment = .trailing
        trailing.semanticContentAttribute = .forceRightToLeft
        trailing.setNeedsUpdateConfiguration()
        table.settle()
        XCTAssertEqual(try alignment(of: leading), .right, "a changed alignment is not drawn")
        XCTAssertEqual(try alignment(of: trailing), .left, "right to left, the trailing edge is not the left")
        XCTAssertEqual(try label(of: trailing).text, "Trailing")
    }

    /// The label that shows a row's text.
    private func label(of cell: MultilineCell) throws -> UILabel {
        var views: [UIView] = [cell.contentView]
        var found: UILabel?
        while found == nil, let view = views.popLast() {
            if let label = view as? UILabel, label.text == cell.text { found = label }
            views += view.subviews
        }
        return try XCTUnwrap(found, "no label shows \"\(cell.text)\"")
    }

    /// Where the label puts the text: the alignment of its text's paragraph, else its own.
    private func alignment(of cell: MultilineCell) throws -> NSTextAlignment {
        let label = try label(of: cell)
        let text = try XCTUnwrap(label.attributedText)
        let paragraph = text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        return paragraph?.alignment ?? label.textAlignment
    }
}
#endif
