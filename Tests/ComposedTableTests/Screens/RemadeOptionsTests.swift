import ComposedTableDemoScreens
import Foundation
import TestSupport
import Testing

@testable import ComposedTable

/// A choice screen lets go of the options the user scrolls past and makes them again when they
/// come back: paging through 100,000 options costs about one screen of rows.
@MainActor
struct RemadeOptionsTests {
    @Test func pagingThroughTheHundredThousandOptionsKeepsAboutOneScreenOfRows() throws {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: try #require(TerminalSize("44x60")))
        session.run(try KeyScript("end enter down down enter"))
        let picker = session.navigationController.topViewController
        #expect(session.screen.text.contains("› Option 50,000                            ✓"))
        // A page is the body less one line: about 57 rows; 175 pages pass 10,000 rows.
        var pages = 0
        var mostMade = 0
        while (picker.cursorRowPath?.row ?? 0) < 60_000, pages < 2_000 {
            session.send(.pageDown)
            _ = session.screen
            pages += 1
            mostMade = max(mostMade, picker.core.composition.count)
        }
        #expect(picker.cursorRowPath?.row ?? 0 >= 60_000 && pages > 150, "\(pages) pages past 10,000 rows")
        #expect(mostMade < 2 * 60, "the options made stay near one screen of 60 lines, not \(mostMade)")

        // Back up to the checked option: made again, with its checkmark.
        var pagesBack = 0
        while !session.screen.text.contains("Option 50,000"), pagesBack < 2_000 {
            session.send(.pageUp)
            pagesBack += 1
            mostMade = max(mostMade, picker.core.composition.count)
        }
        let line = try #require(session.screen.text.split(separator: "\n").first { $0.contains("Option 50,000") })
        #expect(line.hasSuffix("✓"), "the checked option shows its checkmark when scrolled back: \(line)")
        #expect(mostMade < 2 * 60)

        // To the last option: the rows passed are not made.
        session.send(.end)
        #expect(picker.cursorRowPath?.row == 99_999 && session.screen.text.contains("› Option 100,000"))
        #expect(picker.core.composition.count < 60)

        // Choosing still works: the option under the cursor is the answer.
        let chosen = try #require(picker.cursorRowPath).row + 1
        session.run(try KeyScript("enter"))
        let written = "Option " + chosen.formatted(.number.locale(Locale(identifier: "en_US"))) + " >"
        #expect(session.screen.text.contains(written), "\(written)\n\(session.screen.text)")
    }
}

/// A lazy section of a screen's own, with `remakesRows`, lets go of the rows the user scrolls
/// past as a choice screen does; without it, a made row lives on with its state.
@MainActor
struct RemadeRowsOfAScreenTests {
    /// Pages from the first row to the last of a 5,000-row section; returns the most cells the
    /// screen held at once, and the screen.
    private func pageThrough(remakesRows: Bool) throws -> (mostMade: Int, screen: ComposedTableViewController, made: Int) {
        let screen = ComposedTableViewController(title: "Rows")
        var made = 0
        screen.addSection(count: 5_000, remakesRows: remakesRows) { index in
            made += 1
            return ActiveCell(key: "Row \(index)")
        }
        let session = TerminalSession(rootViewController: screen, size: try #require(TerminalSize("40x30")))
        _ = session.screen
        var mostMade = 0
        var pages = 0
        while screen.cursorRowPath?.row != 4_999, pages < 500 {
            session.send(.pageDown)
            _ = session.screen
            pages += 1
            mostMade = max(mostMade, screen.core.composition.count)
        }
        #expect(session.screen.text.contains("› Row 4999"), "the last row is reached")
        return (mostMade, screen, made)
    }

    @Test("Rows that are remade cost the rows on screen, however far the user scrolls")
    func remadeRowsCostTheRowsOnScreen() throws {
        let (mostMade, screen, made) = try pageThrough(remakesRows: true)
        #expect(mostMade < 2 * 30, "the cells held stay near one screen of 30 lines, not \(mostMade)")
        #expect(screen.core.composition.count < 30)
        #expect(made >= 5_000, "every row was made to be drawn")
    }

    @Test("Rows that are kept live on, each made once")
    func keptRowsLiveOn() throws {
        let (mostMade, screen, made) = try pageThrough(remakesRows: false)
        #expect(mostMade == 5_000 && screen.core.composition.count == 5_000, "every row scrolled past is kept")
        expectEqual(made, 5_000, "each row made once")
    }
}
