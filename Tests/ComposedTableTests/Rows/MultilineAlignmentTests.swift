import TestSupport
import Testing

@testable import ComposedTable

/// A text row's alignment in a terminal: each wrapped line at the start, in the middle or at the
/// end of the row's 20 columns (a 22-column screen less the cursor's two), measured in display
/// columns — wide characters take two — and without its trailing spaces.
@MainActor
struct MultilineAlignmentTests {
    /// The body's lines (the title and the empty line under it left out), as the screen shows them.
    func lines(_ cell: MultilineCell, count: Int) -> [String] {
        let session = makeSession([ActiveCell(key: "Top") { _ in }, cell], columns: 22)
        return (2..<2 + count).map { session.screen.line($0) }
    }

    @Test func eachWrappedLineIsCentredOrAtTheTrailingEdge() {
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(
            lines(MultilineCell(text: text), count: 3) == [
                "  The quick brown fox",
                "  jumps over the lazy",
                "  dog",
            ])
        #expect(
            lines(MultilineCell(text: text, textAlignment: .center), count: 3) == [
                "  The quick brown fox",
                "  jumps over the lazy",
                "          dog",
            ], "19 columns: one left, at the end; 3: 17 left, 8 before")
        #expect(
            lines(MultilineCell(text: text, textAlignment: .trailing), count: 3) == [
                "   The quick brown fox",
                "   jumps over the lazy",
                "                   dog",
            ])
    }

    @Test func wideCharactersCountTwoColumns() {
        // 5 characters of two columns: 10 of the 20.
        expectEqual(lines(MultilineCell(text: "日本語の本", textAlignment: .center), count: 1), ["       日本語の本"])
        expectEqual(lines(MultilineCell(text: "日本語の本", textAlignment: .trailing), count: 1), ["            日本語の本"])
        // 11 of them wrap after 10, which fill the line: nothing to align there.
        #expect(
            lines(MultilineCell(text: "日本語の本日本語の本日", textAlignment: .trailing), count: 2) == [
                "  日本語の本日本語の本",
                "                    日",
            ])
    }

    @Test func aLineThatFillsTheWidthAndTrailingSpacesStayPut() {
        let full = String(repeating: "x", count: 20)
        for alignment: MultilineCell.TextAlignment in [.leading, .center, .trailing] {
            expectEqual(lines(MultilineCell(text: full, textAlignment: alignment), count: 1), ["  " + full])
        }
        expectEqual(lines(MultilineCell(text: "end   ", textAlignment: .trailing), count: 1), ["                   end"])
    }

    @Test func aCutTextAndAChangedAlignment() {
        let cell = MultilineCell(text: "one two three fourteen five", textAlignment: .trailing)
        cell.height = .fraction(0.1)  // a line of the body's 10
        let session = makeSession([ActiveCell(key: "Top") { _ in }, cell, ActiveCell(key: "After")], columns: 22)
        expectEqual(session.screen.line(2), "       one two three …", "the last line shown, cut, is aligned too")
        expectEqual(session.screen.line(3), "  After")
        cell.textAlignment = .center
        expectEqual(session.screen.line(2), "    one two three …", "a changed alignment is drawn")
    }
}
