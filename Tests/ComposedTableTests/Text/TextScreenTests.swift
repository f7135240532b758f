import TestSupport
import Testing

@testable import ComposedTable

/// `ReadingViewController`: a text to read, pushed like any screen — paragraphs wrapped at the
/// terminal's width, long ones in parts that fit a screen, read with the arrows and pages.
@MainActor
struct TextScreenTests {
    private static let licence = """
        Permission is hereby granted, free of charge, to any person obtaining a copy of this software.

        THE SOFTWARE IS PROVIDED "AS IS".
        No warranty of any kind.

        End.
        """

    @Test func aTextScreenPushedFromARowShowsItsParagraphsWrappedAndScrolls() async throws {
        let root = ComposedTableViewController(title: "About")
        root.addCell(
            ActiveCell(key: "Licence") { cell in
                cell.controller?.navigationController?.pushViewController(
                    ReadingViewController(title: "Licence", text: Self.licence), animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 32, rows: 8))
        await session.run(try KeyScript("enter"))
        expectScreen(
            session,
            """
            ‹ About     Licence
            › Permission is hereby granted,
              free of charge, to any person
              obtaining a copy of this
              software.

              THE SOFTWARE IS PROVIDED "AS …
            ↑↓ move · ← back · ? k… ↓ 2 more
            """)
        await session.run(try KeyScript("end"))
        #expect(session.screen.text.contains("› End."))
        await session.run(try KeyScript("left"))
        expectEqual(session.navigationController.viewControllers.count, 1)
    }

    @Test func paragraphsSplitAtBlankLinesKeepLineBreaksAndLongOnesAreCutAtSentences() {
        expectEqual(ReadingViewController.paragraphs(of: "a\nb\n\n\n  \nc\n"), ["a\nb", "c"])
        expectEqual(ReadingViewController.paragraphs(of: ""), [])
        expectEqual(ReadingViewController.paragraphs(of: "a\r\nb\r\n\r\nc"), ["a\nb", "c"], "a Windows licence too (reviewer)")
        let sentence = String(repeating: "word ", count: 20) + "end. "  // 105 characters
        let parts = ReadingViewController.parts(of: sentence + sentence + "last")
        expectEqual(parts.count, 2)
        #expect(parts.allSatisfy { $0.count <= ReadingViewController.partLength })
        #expect(parts[0].hasSuffix("end."), "cut after a sentence")
        expectEqual(parts.joined(separator: " "), sentence + sentence.dropLast() + " last")
        // No sentence end, no space: cut anywhere, nothing lost.
        let word = String(repeating: "x", count: 900)  // 140 six times, then 60
        expectEqual(ReadingViewController.parts(of: word).map(\.count), [140, 140, 140, 140, 140, 140, 60])
    }

    @Test func settingTheTextShowsTheNewText() throws {
        let screen = ReadingViewController(title: "Notes", text: "One.")
        let session = TerminalSession(rootViewController: screen, size: TerminalSize(columns: 20, rows: 6))
        expectEqual(session.screen.line(1), "› One.")
        screen.text = "Two.\n\nThree."
        expectEqual(session.screen.line(1), "› Two.")
        expectEqual(session.screen.line(3), "  Three.", "a blank line between paragraphs")
    }
}

/// A screen of a tool's own drawing: one row, the rest of the screen tall, that draws lines.
@MainActor
private final class SparklineCell: ActiveCell {
    let samples: [Int]

    init(samples: [Int]) {
        self.samples = samples
        super.init(key: "Load")
        height = .remainder
    }

    required init?(coder: NSCoder) { nil }

    override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let bars = Array("▁▂▃▄▅▆▇█")
        let line = String(samples.suffix(width).map { bars[min(bars.count - 1, max(0, $0))] })
        buffer.draw(line, row: origin.row, column: origin.column)
        buffer.draw("\(samples.count) samples, \(lineCount) lines", row: origin.row + lineCount - 1, column: origin.column, style: .dim)
    }
}

@MainActor
struct CustomScreenTests {
    @Test func aScreenOfAToolsOwnDrawingIsOneRowThatFillsTheScreen() async throws {
        let root = ComposedTableViewController(title: "Server")
        root.addCell(
            ActiveCell(key: "Load") { cell in
                let chart = ComposedTableViewController(title: "Load")
                chart.addCell(SparklineCell(samples: [0, 2, 4, 7, 5, 3, 1]))
                cell.controller?.navigationController?.pushViewController(chart, animated: true)
            })
        let session = TerminalSession(rootViewController: root, size: TerminalSize(columns: 24, rows: 6))
        await session.run(try KeyScript("enter"))
        expectScreen(
            session,
            """
            ‹ Server  Load
            › ▁▃▅█▆▄▂


              7 samples, 4 lines
            ↑↓ move · ← back · ? ke…
            """)
    }
}
