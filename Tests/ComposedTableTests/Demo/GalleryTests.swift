import TestSupport
import Testing

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The gallery demo screen in a terminal, end to end: its grids drawn exactly, a swatch picked
/// with the keys and the preview following, an icon picked, days toggled, and the screen released
/// after a pop; and the grid part of the shared-API tour.
@MainActor
struct GalleryTests {
    /// The screen's text, line by line, without trailing blank lines.
    func lines(_ session: TerminalSession) -> [String] {
        var lines = session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test func aSwatchAndAnIconArePickedWithTheKeys() throws {
        let session = TerminalSession(rootViewController: GalleryViewController(), size: TerminalSize(columns: 44, rows: 16))
        let icons = [
            "",
            " Icon",
            "  Icon                                  Star",
            "   ✓★ Star        ♥ Heart       ϟ Bolt",
            "    ☾ Moon        ⚑ Flag        ◍ Globe",
        ]
        #expect(
            lines(session) == [
                "                  Gallery",
                " Colour",
                "›   Red       Orange    Yellow    Green",
                "  [✓Blue]     Purple",
                "  Preview                               Blue",
                "  The preview follows the swatch you pick.",
            ] + icons + [
                "",
                " Alarm",
                "  Repeat                       Mon, Wed, Fri",
                "   ✓Mon    Tue   ✓Wed    Thu   ✓Fri    Sat",
                "←→↑↓ move · ⏎ select · q quit · ?…  ↓ 1 more",
            ])

        session.run(try KeyScript("right right enter"))
        #expect(
            lines(session)[2...4] == [
                "›   Red       Orange    Yellow    Green",
                "    Blue    [✓Purple]",
                "  Preview                             Purple",
            ])

        session.run(try KeyScript("down down down right enter"))
        #expect(
            lines(session)[2...11] == [
                "    Red       Orange    Yellow    Green",
                "    Blue     ✓Purple",
                "  Preview                             Purple",
                "  The preview follows the swatch you pick.",
                "",
                " Icon",
                "› Icon                                  Flag",
                "    ★ Star        ♥ Heart       ϟ Bolt",
                "    ☾ Moon      [✓⚑ Flag]       ◍ Globe",
                "",
            ])
    }

    @Test func daysAreToggledWithTheKeys() throws {
        let session = TerminalSession(rootViewController: GalleryViewController(), size: TerminalSize(columns: 44, rows: 24))
        // Tue, then Thu: the days selected before stay.
        session.run(try KeyScript("down down down down down right enter right right enter"))
        #expect(
            lines(session)[13...16] == [
                "› Repeat             Mon, Tue, Wed, Thu, Fri",
                "   ✓Mon   ✓Tue   ✓Wed  [✓Thu]  ✓Fri    Sat",
                "    Sun",
                "  Select as many days as you like.",
            ])
    }

    @Test func theGalleryIsReleasedAfterAPop() throws {
        weak var weakGallery: GalleryViewController?
        let root = ComposedTableViewController(title: "Root")
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 44, rows: 16))
        do {
            let gallery = GalleryViewController()
            weakGallery = gallery
            session.navigationController.pushViewController(gallery, animated: false)
        }
        session.run(try KeyScript("right enter down down enter escape"))
        expectEqual(session.navigationController.viewControllers.count, 1)
        #expect(weakGallery == nil)
    }

    @Test func theToursGridsAndLayoutRun() {
        let tour = SharedAPITourViewController()
        let session = TerminalSession(rootViewController: tour, size: TerminalSize(columns: 60, rows: 40))
        _ = session.screen
        let result = tour.gridsAndLayout()
        expectEqual(result.selection, nil, "the selection was no longer an item")
        expectEqual(result.itemsPerRow, 2)
    }
}
