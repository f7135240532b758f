import ComposedTableCore
import TestSupport
import Testing

@testable import ComposedTable

/// A screen on a lazy section: it makes the rows it shows, no others.
@MainActor
struct LazyRowsTests {
    private func makeScreen(count: Int = 100_000) -> (ComposedTableViewController, SectionID, () -> [Int]) {
        let screen = ComposedTableViewController(title: "Zones")
        screen.addCell(ActiveCell(key: "Current", value: "Zone 7"))
        final class Log { var made: [Int] = [] }
        let log = Log()
        let section = screen.addSection(header: "All", count: count) { index in
            log.made.append(index)
            return OptionCell(key: "Zone \(index)")
        }
        return (screen, section, { log.made })
    }

    @Test func theFirstFrameMakesOnlyTheRowsOnScreen() {
        let (screen, _, made) = makeScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 8))
        #expect(
            session.screen.text == """
                            Zones
                  Current               Zone 7

                 All
                › Zone 0
                  Zone 1
                  Zone 2
                ↑↓ move · q qui… ↓ 99,997 more
                """)
        expectEqual(made(), [0, 1, 2], "only the rows drawn are made")
        expectEqual(screen.core.composition.count, 4)
    }

    @Test func pageDownAndEndMakeOnlyWhatTheyShow() throws {
        let (screen, _, made) = makeScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 8))
        _ = session.screen
        session.run(try KeyScript("pgdn"))
        expectEqual(session.screen.line(6), "› Zone 5")
        // The rows shown (1 to 5) and the one above them, measured to see that it does not fit.
        expectEqual(Set(made()), Set(0...5), "\(made())\n\(session.screen.text)")
        session.run(try KeyScript("end"))
        #expect(
            session.screen.text == """
                            Zones
                  Zone 99994
                  Zone 99995
                  Zone 99996
                  Zone 99997
                  Zone 99998
                › Zone 99999
                ↑↓ move · q qui… ↑ 99,995 more
                """)
        // What End shows, and a row on either side measured to see that it does not fit.
        expectEqual(Set(made()), Set(0...6).union(99_993...99_999), "\(made())")
    }

    @Test func theCursorsRowSurvivesAFilterWhenStillShown() throws {
        let (screen, section, made) = makeScreen(count: 1_000)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 8))
        session.run(try KeyScript("down down"))
        let cursorCell = screen.core.composition.cell(at: try #require(screen.cursorRowPath))
        expectEqual(cursorCell.key, "Zone 2")
        screen.setVisibleRows([1, 2, 500], in: section)
        expectEqual(screen.cursorRowPath, RowPath(section: 1, row: 1))
        #expect(screen.core.composition.cell(at: RowPath(section: 1, row: 1)) === cursorCell)
        #expect(
            session.screen.text == """
                            Zones
                  Current               Zone 7

                 All
                  Zone 1
                › Zone 2
                  Zone 500
                ↑↓ move · q quit · ? keys
                """)
        #expect(!made().contains(999))
        screen.setVisibleRows([500], in: section)
        expectEqual(screen.cursorRowPath, RowPath(section: 1, row: 0), "gone: the nearest row")
        screen.setVisibleRows(nil, in: section)
        #expect(screen.core.composition.count <= 8)
    }

    @Test func removingTheSectionReleasesItsCellsAndTheirLinkBack() {
        let (screen, section, _) = makeScreen(count: 50)
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 30, rows: 8))
        _ = session.screen
        weak var zone: ActiveCell?
        do {
            let cell = screen.core.composition.cell(at: RowPath(section: 1, row: 0))
            #expect(cell.controller === screen)
            zone = cell
        }
        screen.removeSection(section)
        #expect(zone == nil)
    }
}
