import Testing

@testable import ComposedTable

/// What a person expects from a terminal program's layout: text that wraps or breaks where it
/// says, colours that can be turned off.
@MainActor
struct LayoutTests {
    @Test func longHeadersWrapAndNewlinesBreakKeysAndValues() {
        let screen = ComposedTableViewController(title: "Layout")
        screen.addSection(header: "A header far too long for one line of this narrow terminal")
        screen.addCell(ActiveCell(key: "Address", value: "1 Main St\nSpringfield"))
        screen.addCell(ActiveCell(key: "Two\nlines") { _ in })
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 10))
        #expect(
            Array(session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(7)) == [
                "            Layout",
                " A header far too long for one",
                " line of this narrow terminal",
                "  Address            1 Main St",
                "                   Springfield",
                "› Two",
                "  lines",
            ])
    }

    @Test func colorsCanBeTurnedOff() {
        let style: TextStyle = [.reverse, .accent, .red]
        #expect(style.sgrParameters(colors: true) == "0;7;31;36")
        #expect(style.sgrParameters(colors: false) == "0;7", "NO_COLOR keeps reverse video, drops colours")
    }
}
