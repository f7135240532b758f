import ComposedTableCore
import Foundation
import TestSupport
import Testing
import UIKitRules

@testable import ComposedTable
@testable import ComposedTableDemoScreens

/// The demo's New Event screen in a terminal, end to end: a date opens its calendar below its
/// row and another closes it, All-day flips the dates in place, and the repeat and alert rows
/// start empty until chosen.
@MainActor
struct EventDemoTests {
    /// 2025-03-14 09:30 UTC, a Friday.
    static let friday = Date(timeIntervalSince1970: 1_741_944_600)

    func session() -> (TerminalSession, EventViewController) {
        let screen = EventViewController(starts: Self.friday, locale: Locale(identifier: "en_US"), timeZone: .gmt)
        return (TerminalSession(rootViewController: screen, size: TerminalSize(columns: 44, rows: 22)), screen)
    }

    func lines(_ session: TerminalSession) -> [String] {
        var lines = session.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test func aDateOpensBelowItsRowAndTheNextOneClosesIt() throws {
        let (session, screen) = session()
        #expect(
            lines(session)[4...6] == [
                "  All-day                              [off]",
                "  Starts             Mar 14, 2025 at 9:30 AM",
                "  Ends              Mar 14, 2025 at 10:30 AM",
            ])
        session.run(try KeyScript("down down enter"))
        #expect(
            lines(session)[5...15] == [
                "› Starts                    2025-03-14 09:30",
                "    March 2025",
                "    Su Mo Tu We Th Fr Sa",
                "                       1",
                "     2  3  4  5  6  7  8",
                "     9 10 11 12 13 14 15",
                "    16 17 18 19 20 21 22",
                "    23 24 25 26 27 28 29",
                "    30 31",
                "  Ends              Mar 14, 2025 at 10:30 AM",
                "  Tap a date to open its calendar below it.",
            ])
        // Tab keeps the date and moves on: the Ends row opens, the Starts row closes.
        session.run(try KeyScript("right right right right up tab"))
        expectEqual(screen.event.starts, Self.friday.addingTimeInterval(5 * 60), "the minutes step by five")
        #expect(
            lines(session)[5...7] == [
                "  Starts             Mar 14, 2025 at 9:35 AM",
                "› Ends                      2025-03-14 10:30",
                "    March 2025",
            ])
        session.run(try KeyScript("enter"))
        #expect(
            lines(session)[5...8] == [
                "  Starts             Mar 14, 2025 at 9:35 AM",
                "› Ends              Mar 14, 2025 at 10:30 AM",
                "  Tap a date to open its calendar below it.",
                "",
            ])
    }

    @Test func allDayFlipsBothDatesInPlace() throws {
        let (session, screen) = session()
        session.run(try KeyScript("down enter"))
        #expect(screen.event.isAllDay)
        #expect(
            lines(session)[4...6] == [
                "› All-day                               [on]",
                "  Starts                        Mar 14, 2025",
                "  Ends                          Mar 14, 2025",
            ])
        session.run(try KeyScript("down enter"))
        expectEqual(session.screen.line(5), "› Starts                          2025-03-14", "the picker edits a date only")
        session.run(try KeyScript("esc up enter"))
        #expect(
            lines(session)[4...6] == [
                "› All-day                              [off]",
                "  Starts             Mar 14, 2025 at 9:30 AM",
                "  Ends              Mar 14, 2025 at 10:30 AM",
            ])
    }

    @Test func theRepeatAndAlertRowsStartEmptyUntilChosen() throws {
        let (session, screen) = session()
        #expect(
            lines(session)[10...11] == [
                "  Repeat                               Never",
                "  Alert              ‹ 5 min │ 1 h │ 1 day ›",
            ])
        #expect(screen.event.repeats == nil && screen.event.alert == nil)
        session.run(try KeyScript("end up enter"))
        #expect(
            lines(session)[10...15] == [
                "› Repeat                               Daily",
                "    Daily",
                "    Weekly",
                "    Monthly",
                "    Yearly",
                "  Alert              ‹ 5 min │ 1 h │ 1 day ›",
            ])
        session.run(try KeyScript("down enter down right"))
        #expect(
            lines(session)[10...11] == [
                "  Repeat                              Weekly",
                "› Alert              ‹[5 min]│ 1 h │ 1 day ›",
            ])
        #expect(screen.event.repeats == "Weekly" && screen.event.alert == "5 min")
        session.run(try KeyScript("up backspace"))
        expectEqual(session.screen.line(10), "› Repeat                               Never", "Backspace clears the repeat")
        expectEqual(screen.event.repeats, nil)
    }

    @Test func theMenuOpensTheScreen() throws {
        let session = TerminalSession(rootViewController: DemoMenuViewController(), size: TerminalSize(columns: 44, rows: 16))
        session.run(try KeyScript("end up up enter"))
        #expect(session.navigationController.topViewController is EventViewController)
        expectEqual(lines(session)[0], "‹ ComposedTable  New Event")
    }

    /// The same flow through the fake that keeps UIKit's rules: opening a row's picker, and
    /// opening another (which closes the first), each remeasure the rows as one animated batch —
    /// never a reload — that `UITableView` would accept.
    @Test func openingAndClosingPickersIsOneAnimatedBatchUnderUIKitsRules() throws {
        let screen = EventViewController(starts: Self.friday, locale: Locale(identifier: "en_US"), timeZone: .gmt)
        let harness = try UIKitRulesDemoTests.Harness(root: screen, size: "44x22")
        let fake = harness.fake(at: 0)
        let starts = try #require(screen.core.composition.cell(at: RowPath(section: 1, row: 1)) as? DatePickerCell)
        let ends = try #require(screen.core.composition.cell(at: RowPath(section: 1, row: 2)) as? DatePickerCell)
        let repeats = try #require(screen.core.composition.cell(at: RowPath(section: 2, row: 0)) as? PickerCell)
        let (batches, reloads) = (fake.batchCount, fake.reloadCount)
        harness.tap(RowPath(section: 1, row: 1), onScreen: 0)
        #expect(starts.isExpanded && screen.core.expandedRow === starts)
        #expect(fake.batchCount == batches + 1 && fake.reloadCount == reloads, "the open row is measured again in a batch")
        harness.tap(RowPath(section: 1, row: 2), onScreen: 0)
        #expect(!starts.isExpanded && ends.isExpanded, "opening another closes the first")
        #expect(fake.batchCount == batches + 2 && fake.reloadCount == reloads, "both rows change height in one batch")
        harness.tap(RowPath(section: 2, row: 0), onScreen: 0)
        #expect(!ends.isExpanded && repeats.isExpanded && screen.event.repeats == "Daily", "opening the empty picker chooses")
        harness.tap(RowPath(section: 2, row: 0), onScreen: 0)
        #expect(!repeats.isExpanded && screen.core.expandedRow == nil, "tapping it again closes it")
        #expect(fake.batchCount == batches + 4 && fake.reloadCount == reloads)
        #expect(fake.violations.isEmpty, "\(fake.violations)")
    }
}

/// The tour's dates and pickers run in a terminal: every new symbol builds, and works.
@MainActor
struct DatesAndPickersTourTests {
    @Test func theToursDatesAndPickersBindAndOpenOneAtATime() throws {
        let tour = SharedAPITourViewController()
        let session = TerminalSession(rootViewController: tour, size: TerminalSize(columns: 60, rows: 40))
        _ = session.screen
        let event = TourEvent()
        let rows = tour.datesAndPickers(binding: event)
        #expect(rows.starts.value == "01.01." && rows.starts.mode == .date && rows.starts.minuteInterval == 15)
        #expect(!rows.starts.isExpanded && rows.repeats.isExpanded, "opening the repeat picker closed the date's")
        #expect(event.ends == Date(timeIntervalSince1970: 86_400) && rows.ends.placeholder == "Never")
        #expect(event.repeats == "Weekly" && event.size == "M" && event.alert == "1 h" && event.units == "km")
        #expect(rows.alert.selectedSegment == "1 h" && rows.repeats.selectedOption == "Weekly")
    }
}

/// The model of the "Dates and pickers" sample of *Building a settings screen*.
final class ReadmeEvent {
    var isAllDay = false
    var starts = Date(timeIntervalSince1970: 1_741_944_600)
    var ends: Date?
    var repeats: String?
    var alert: String?
}

/// The "Dates and pickers" sample, as a screen: the article's code block is the region
/// between the markers (a test checks it).
final class ReadmeDatesScreen: ComposedTableViewController {
    let event = ReadmeEvent()

    override func compose() {
        // README-dates:begin
        let allDay = addCell(SwitchCell(key: "All-day")).bind(to: event, \.isAllDay)
        let starts = addCell(DatePickerCell(key: "Starts", date: event.starts, presentation: .expanding))
        starts.minuteInterval = 5  // the time steps by 5 minutes
        starts.dateStyle = .long  // "March 14, 2025 at 9:30 AM"
        allDay.inputObservers.add { [weak starts] isAllDay, _ in starts?.mode = isAllDay ? .date : .dateAndTime }
        addCell(DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "None", mode: .date, presentation: .expanding))
            .bind(to: event, \.ends)  // ends: Date?
        addCell(PickerCell(key: "Repeat", options: ["Daily", "Weekly"], selectedOption: nil, placeholder: "Never"))
            .bind(to: event, \.repeats)  // repeats: String?
        addCell(SegmentedCell(key: "Alert", segments: ["5 min", "1 h"], selectedSegment: nil)).bind(to: event, \.alert)
        // README-dates:end
        for section in core.composition.sections {
            for case let row as DatePickerCell in core.composition.allCells(in: section) {
                row.locale = Locale(identifier: "en_US")
                row.timeZone = .gmt
            }
        }
    }
}

/// The article's sample runs as it reads.
@MainActor
struct ReadmeDatesSampleTests {
    @Test func theSampleRunsAndTheArticleHoldsIt() throws {
        let screen = ReadmeDatesScreen()
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 44, rows: 12))
        #expect(
            (1...5).map { session.screen.line($0) } == [
                "› All-day                              [off]",
                "  Starts           March 14, 2025 at 9:30 AM",
                "  Ends                                  None",
                "  Repeat                               Never",
                "  Alert                      ‹ 5 min │ 1 h ›",
            ])
        session.run(try KeyScript("enter"))
        expectEqual(session.screen.line(2), "  Starts                      March 14, 2025", "All-day drops the time")

        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(source.range(of: "        // README-dates:begin\n"))
        let end = try #require(source.range(of: "        // README-dates:end"))
        let region = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let articlePath = root + "/Sources/ComposedTable/ComposedTable.docc/BuildingASettingsScreen.md"
        let article = try String(contentsOfFile: articlePath, encoding: .utf8)
        let section = try #require(article.range(of: "## Dates and pickers\n"))
        let code = try #require(article[section.upperBound...].range(of: "```swift\n"))
        let codeEnd = try #require(article[code.upperBound...].range(of: "```\n"))
        expectEqual(String(article[code.upperBound..<codeEnd.lowerBound]), region)
    }
}
