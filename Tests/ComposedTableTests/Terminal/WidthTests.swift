import TestSupport
import Testing

@testable import ComposedTable

/// The clusters terminals disagree about, and a few they agree about.
private let corpus: [Character] = [
    "👍🏽", "☝🏽", "🏳", "🏳️", "👨‍👩‍👧", "👩🏽‍💻", "🏳️‍🌈", "🇯🇵", "❤️", "1️⃣", "·", "①", "α", "Ж", "…", "é", "e\u{301}", "a", "日", "🙂",
]

/// The rules a terminal's answers give: each class's sample measured with its width function.
private func rules(of width: (Character) -> Int) -> WidthRules {
    WidthRules(measured: Dictionary(uniqueKeysWithValues: WidthRules.Class.allCases.map { ($0, width(Character($0.sample))) }))
}

private let terminals: [(name: String, width: @Sendable (Character) -> Int)] = [
    ("tmux", TerminalWidths.tmux), ("joining", TerminalWidths.joining), ("separate", TerminalWidths.separate),
]

struct WidthRulesTests {
    @Test func theStandardRulesCountAsBefore() {
        WidthRules.$current.withValue(.standard) {
            for (character, width) in [("👍🏽", 2), ("☝🏽", 2), ("👨‍👩‍👧", 2), ("👩🏽‍💻", 2), ("🇯🇵", 2), ("❤️", 2), ("1️⃣", 2), ("·", 1), ("…", 1)]
                as [(Character, Int)]
            {
                expectEqual(DisplayWidth.of(character), width, "\(character)")
            }
        }
    }

    @Test func measuredRulesCountAsTheTerminalDraws() {
        let tmux = rules(of: TerminalWidths.tmux)
        #expect(
            tmux
                == WidthRules(
                    emojiWithModifier: 4, joinsZWJSequences: true, flag: 2, emojiVariation: 1, ambiguous: 1, isAmbiguousMeasured: true))
        WidthRules.$current.withValue(tmux) {
            expectEqual(DisplayWidth.of("👍🏽👍🏽 ok"), 11)
            expectEqual(DisplayWidth.of("👩🏽‍💻"), 4, "joined after its first emoji, which keeps its skin tone apart")
            expectEqual(DisplayWidth.of("🏳️‍🌈"), 1)
        }
        let separate = rules(of: TerminalWidths.separate)
        #expect(!separate.joinsZWJSequences && separate.flag == 4 && separate.ambiguous == 2)
        WidthRules.$current.withValue(separate) {
            expectEqual(DisplayWidth.of("👨‍👩‍👧"), 6)
            expectEqual(DisplayWidth.of("Réseau…"), 9, "é and … are ambiguous")
        }
    }

    /// Whatever the terminal, the rules its answers give count every cluster of the corpus as it
    /// draws it — a test of the rules against width functions written apart from them.
    @Test(arguments: terminals.map(\.name))
    func theRulesFromATerminalsAnswersAgreeWithItOnEveryCluster(name: String) {
        let width = terminals.first { $0.name == name }!.width
        WidthRules.$current.withValue(rules(of: width)) {
            for character in corpus {
                expectEqual(DisplayWidth.of(character), width(character), "\(name): \(character)")
            }
        }
    }

    @Test func outlandishAnswersAreKeptWithinBounds() {
        let rules = WidthRules(measured: [.emojiWithModifier: 40, .flag: 0, .zwjSequence: 4, .ambiguous: 3])
        #expect(rules.emojiWithModifier == 8 && rules.flag == 1 && rules.ambiguous == 2)
        #expect(!rules.joinsZWJSequences, "between joined and apart: counted apart, which over-counts")
        expectEqual(rules.emojiVariation, WidthRules.standard.emojiVariation, "not measured: standard")
    }

    @Test func uncertainClustersAreTheOnesTerminalsDisagreeAbout() {
        for character in ["👍🏽", "👨‍👩‍👧", "🇯🇵", "🇯", "❤️", "·", "…", "Ж"] as [Character] {
            #expect(DisplayWidth.isUncertain(character), "\(character)")
        }
        for character in ["a", "日", "🙂", "e\u{301}", "›", "✔"] as [Character] {
            #expect(!DisplayWidth.isUncertain(character), "\(character)")
        }
        WidthRules.$current.withValue(WidthRules(measured: [.ambiguous: 1])) {
            #expect(!DisplayWidth.isUncertain("…"), "the terminal said how wide ambiguous characters are")
            #expect(DisplayWidth.isUncertain("👍🏽"), "one emoji measured does not vouch for all")
        }
    }
}

struct CursorReportScannerTests {
    private static let reports = "\u{1B}[5;1R\u{1B}[5;5R\u{1B}[5;3R"
    /// Keys typed around and between the reports: j, an arrow, a lone Escape, text.
    private static let stream = "j\u{1B}[5;1R\u{1B}[A\u{1B}[5;5R\u{1B}é\u{1B}[5;3Rk"
    private static let keys = "j\u{1B}[A\u{1B}ék"

    @Test func reportsAreTakenOutAndKeysKeptInOrder() {
        var scanner = CursorReportScanner(expecting: 3)
        expectEqual(scanner.scan(Array(Self.stream.utf8)), Array(Self.keys.utf8))
        expectEqual(scanner.reports, [CursorReport(row: 5, column: 1), CursorReport(row: 5, column: 5), CursorReport(row: 5, column: 3)])
        #expect(scanner.isComplete)
        #expect(scanner.finish().isEmpty)
    }

    @Test func reportsSplitAcrossReadsAnywhere() {
        let bytes = Array(Self.stream.utf8)
        for cut in 0...bytes.count {
            for secondCut in cut...bytes.count {
                var scanner = CursorReportScanner(expecting: 3)
                var rest = scanner.scan(bytes[..<cut])
                rest += scanner.scan(bytes[cut..<secondCut])
                rest += scanner.scan(bytes[secondCut...])
                rest += scanner.finish()
                expectEqual(rest, Array(Self.keys.utf8), "cut at \(cut) and \(secondCut)")
                expectEqual(scanner.reports.count, 3, "cut at \(cut) and \(secondCut)")
            }
        }
    }

    @Test func whatLooksLikeAReportButIsNotPasses() {
        var scanner = CursorReportScanner(expecting: 1)
        for sequence in ["\u{1B}[A", "\u{1B}[12;x", "\u{1B}[;5R", "\u{1B}[5R", "\u{1B}[123456;1R", "\u{1B}O5;1R", "\u{1B}[5;1~"] {
            expectEqual(scanner.scan(Array(sequence.utf8)), Array(sequence.utf8), "\(sequence.debugDescription)")
        }
        #expect(scanner.reports.isEmpty)
    }

    @Test func theStartOfAReportIsHeldUntilTheNextBytesOrTheEnd() {
        var scanner = CursorReportScanner(expecting: 2)
        expectEqual(scanner.scan(Array("x\u{1B}[5;1".utf8)), Array("x".utf8))
        expectEqual(scanner.finish(), Array("\u{1B}[5;1".utf8), "given up: handed on to the key parser")
        #expect(scanner.scan(Array("\u{1B}".utf8)).isEmpty, "a lone Escape may start a report")
        expectEqual(scanner.scan(Array("q".utf8)), Array("\u{1B}q".utf8))
    }

    @Test func afterTheExpectedReportsEverythingPasses() {
        var scanner = CursorReportScanner(expecting: 1)
        expectEqual(scanner.scan(Array(Self.reports.utf8)), Array("\u{1B}[5;5R\u{1B}[5;3R".utf8))
        expectEqual(scanner.reports, [CursorReport(row: 5, column: 1)])
    }

    @Test func theProbesAnswersGiveTheRules() {
        let origin = CursorReport(row: 3, column: 10)
        func answers(_ widths: [Int]) -> [CursorReport] {
            [origin] + widths.map { CursorReport(row: 3, column: 10 + $0) }
        }
        #expect(
            WidthProbe.rules(from: answers([4, 2, 2, 1, 1]), columns: 80)
                == WidthRules(
                    emojiWithModifier: 4, joinsZWJSequences: true, flag: 2, emojiVariation: 1, ambiguous: 1, isAmbiguousMeasured: true))
        expectEqual(WidthProbe.rules(from: [], columns: 80), .standard, "no answer: the standard rules")
        expectEqual(WidthProbe.rules(from: answers([4, 6]), columns: 80), WidthRules(emojiWithModifier: 4, joinsZWJSequences: false))
        expectEqual(WidthProbe.rules(from: answers([4]), columns: 14), .standard, "cut at the right edge (column 14): no measure")
        var otherRow = answers([4, 2, 2, 2, 1])
        otherRow[1].row = 4
        expectEqual(WidthProbe.rules(from: otherRow, columns: 80).emojiWithModifier, 2, "wrapped to another row: no measure")
    }

    @Test func theRequestDrawsEachSampleFromTheSamePlaceAndErasesThem() {
        var terminal = VirtualTerminal(columns: 20, rows: 3, width: TerminalWidths.tmux)
        terminal.feed(Array("\u{1B}[2;4Hab".utf8))
        let answers = terminal.feed(Array(WidthProbe.request.utf8))
        var scanner = CursorReportScanner(expecting: WidthProbe.answerCount)
        #expect(scanner.scan(answers).isEmpty)
        expectEqual(scanner.reports.map(\.column), [6, 10, 8, 8, 7, 7])
        expectEqual(terminal.text, "\n   ab", "the samples are erased; what was before them stays")
        expectEqual(WidthProbe.rules(from: scanner.reports, columns: 20), rules(of: TerminalWidths.tmux))
    }
}

struct RowsNeverOverflowTests {
    /// The emulator's check of itself: text the terminal draws wider than counted, written as the
    /// frames used to be (spaces to the right edge, autowrap on), spills into the next row.
    @Test func withoutTheRuleAWiderGlyphSpillsIntoTheNextRow() {
        var terminal = VirtualTerminal(columns: 10, rows: 2, width: TerminalWidths.tmux)
        terminal.feed(Array("\u{1B}[2;1HBelow\u{1B}[1;1Hab👍🏽cd    \u{1B}[0m".utf8))
        #expect(terminal.line(1) != "Below", "the row below was overwritten: \(terminal.text.debugDescription)")
    }

    @Test func aFrameBlanksPlacesAgainAfterAnUncertainGlyphAndErasesTheRowsEnd() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        buffer.draw("a👍🏽b", row: 0, column: 0)
        #expect(
            buffer.ansiFrame(after: nil)
                == "\u{1B}[0m\u{1B}[2J\u{1B}[?25l\u{1B}[1;1H\u{1B}[0ma  \u{1B}[2G👍🏽\u{1B}[4Gb\u{1B}[K\u{1B}[0m")
        var styled = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        styled.draw("日x", row: 0, column: 0, style: .bold)
        expectEqual(styled.ansiFrame(after: buffer), "\u{1B}[1;1H\u{1B}[0;1m日x\u{1B}[0m\u{1B}[K\u{1B}[0m", "certain glyphs as they are")
    }

    @Test func aGlyphMeasuredWiderTakesItsColumnsInTheBuffer() {
        WidthRules.$current.withValue(rules(of: TerminalWidths.tmux)) {
            var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
            expectEqual(buffer.draw("a👍🏽b", row: 0, column: 0), 6)
            expectEqual(buffer.draw("👍🏽", row: 0, column: 5), 5, "does not fit in 3 columns: not drawn")
            expectEqual(buffer.line(0), "a👍🏽b")
            #expect(buffer.ansiFrame(after: nil).contains("a    \u{1B}[2G👍🏽\u{1B}[6Gb"))
        }
    }

    /// Any frame of a row of uncertain glyphs, replayed on a terminal that draws them otherwise
    /// than counted, keeps the row to itself, and its certain glyphs where the buffer has them.
    @Test(arguments: terminals.map(\.name))
    func whateverTheTerminalDrawsTheRowBelowStays(name: String) {
        let width = terminals.first { $0.name == name }!.width
        for text in ["👍🏽👍🏽 ok", "👨‍👩‍👧 🇯🇵 ❤️ end", "…·①αЖé… x", "🏳️‍🌈👩🏽‍💻1️⃣ z"] {
            for column in 0..<12 {
                var buffer = ScreenBuffer(size: TerminalSize(columns: 12, rows: 2))
                buffer.draw(text, row: 0, column: column)
                buffer.draw("Below", row: 1, column: 0)
                var terminal = VirtualTerminal(columns: 12, rows: 2, width: width)
                terminal.feed(Array((Platform.enterScreen + buffer.ansiFrame(after: nil)).utf8))
                expectEqual(terminal.line(1), "Below", "\(name): \(text) at \(column)")
                expectCertainGlyphsInPlace(buffer, terminal, row: 0, "\(name): \(text) at \(column)")
            }
        }
    }
}

/// The columns of the ASCII glyphs of a buffer's row (spaces too).
func certainColumns(_ buffer: ScreenBuffer, row: Int) -> Set<Int> {
    var columns: Set<Int> = []
    var column = 0
    for character in buffer.line(row) {
        if character.isASCII { columns.insert(column) }
        column += DisplayWidth.of(character)
    }
    return columns
}

/// Every ASCII glyph of a buffer's row is at the same column on the terminal.
func expectCertainGlyphsInPlace(
    _ buffer: ScreenBuffer, _ terminal: VirtualTerminal, row: Int, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    var column = 0
    for character in buffer.line(row) {
        let width = DisplayWidth.of(character)
        if character.isASCII, character != " " {
            #expect(terminal.cells[row][column].glyph == character, "\(comment): \(character) at \(column)", sourceLocation: sourceLocation)
        }
        column += width
    }
}

/// A pseudo-terminal whose other side is a ``VirtualTerminal``: what the loop writes is
/// replayed on the emulator, which answers cursor position reports as the terminal would.
@MainActor
private final class EmulatedTerminal {
    let device: PseudoTerminal
    private(set) var screen: VirtualTerminal
    /// Bytes typed between the first answers and the rest (keys typed during the probe).
    private var typedDuringProbe: [UInt8]

    init(size: TerminalSize, answers: Bool, typingDuringProbe typed: String = "", width: @escaping (Character) -> Int) throws {
        device = try PseudoTerminal(size: size)
        screen = VirtualTerminal(columns: size.columns, rows: size.rows, answersCursorReports: answers, width: width)
        typedDuringProbe = Array(typed.utf8)
    }

    /// Replays what the loop wrote, and answers.
    func pump() async {
        let answers = screen.feed(device.takeBytes())
        guard !answers.isEmpty else { return }
        guard !typedDuringProbe.isEmpty else { return device.type(answers) }
        // Keys typed in the middle of an answer, in reads of their own.
        let half = answers.count / 2
        device.type(Array(answers[..<half]))
        try? await Task.sleep(for: .milliseconds(20))
        device.type(typedDuringProbe)
        typedDuringProbe = []
        try? await Task.sleep(for: .milliseconds(20))
        device.type(Array(answers[half...]))
    }

    /// Pumps until a condition holds; fails the test after `seconds`.
    func wait(seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            await pump()
            if condition() { return }
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out; the terminal shows:\n\(screen.text)", sourceLocation: sourceLocation)
                return
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// The interactive loop on terminals that draw widths their own way: it asks them, and no row
/// ever overwrites another. Each terminal is an emulator behind a
/// pseudo-terminal, answering the loop's cursor position requests like tmux, like a terminal
/// that draws every emoji in two columns, like an older CJK terminal — or not at all.
@Suite(.timeLimit(.minutes(10)))
struct MeasuredWidthLoopTests {
    // An exit test captures nothing (before Swift 6.3): one per terminal.
    @Test(arguments: terminals.map(\.name))
    func aTerminalThatAnswersIsMeasuredAndShowsEveryRowAsDrawn(name: String) async {
        switch name {
        case "tmux":
            await #expect(processExitsWith: .success) {
                await inOwnProcess {
                    try await MeasuredWidthLoops().aTerminalThatAnswersIsMeasuredAndShowsEveryRowAsDrawn(name: "tmux")
                }
            }
        case "joining":
            await #expect(processExitsWith: .success) {
                await inOwnProcess {
                    try await MeasuredWidthLoops().aTerminalThatAnswersIsMeasuredAndShowsEveryRowAsDrawn(name: "joining")
                }
            }
        default:
            expectEqual(name, "separate")
            await #expect(processExitsWith: .success) {
                await inOwnProcess {
                    try await MeasuredWidthLoops().aTerminalThatAnswersIsMeasuredAndShowsEveryRowAsDrawn(name: "separate")
                }
            }
        }
    }

    @Test(arguments: terminals.map(\.name))
    func aTerminalThatDoesNotAnswerKeepsTheStandardWidthsAndNoRowOverflows(name: String) async {
        switch name {
        case "tmux":
            await #expect(processExitsWith: .success) {
                await inOwnProcess {
                    try await MeasuredWidthLoops().aTerminalThatDoesNotAnswerKeepsTheStandardWidthsAndNoRowOverflows(name: "tmux")
                }
            }
        case "joining":
            await #expect(processExitsWith: .success) {
                await inOwnProcess {
                    try await MeasuredWidthLoops().aTerminalThatDoesNotAnswerKeepsTheStandardWidthsAndNoRowOverflows(name: "joining")
                }
            }
        default:
            expectEqual(name, "separate")
            await #expect(processExitsWith: .success) {
                await inOwnProcess {
                    try await MeasuredWidthLoops().aTerminalThatDoesNotAnswerKeepsTheStandardWidthsAndNoRowOverflows(name: "separate")
                }
            }
        }
    }

    @Test func keysTypedDuringTheProbeAreKept() async {
        await #expect(processExitsWith: .success) {
            await inOwnProcess { try await MeasuredWidthLoops().keysTypedDuringTheProbeAreKept() }
        }
    }
}

/// The runs of ``MeasuredWidthLoopTests``, each in a process of its own (``inOwnProcess(limit:_:)``).
@MainActor
private struct MeasuredWidthLoops {
    private let size = TerminalSize(columns: 34, rows: 9)

    private func screen() -> ComposedTableViewController {
        let screen = ComposedTableViewController(title: "Widths")
        screen.addCell(TextFieldCell(key: "Thumbs", text: "👍🏽👍🏽 ok"))
        screen.addCell(ActiveCell(key: "Below", value: "intact"))
        screen.addCell(TextFieldCell(key: "Family", text: "👨‍👩‍👧 🇯🇵 ❤️ ok"))
        screen.addCell(ActiveCell(key: "Last", value: "intact"))
        return screen
    }

    /// The columns of the reverse-video cells of a buffer's row.
    private func reverseColumns(_ buffer: ScreenBuffer, row: Int) -> [Int] {
        (0..<buffer.size.columns).filter { buffer.style(atRow: row, column: $0).contains(.reverse) }
    }

    /// Runs the loop until the terminal shows what the session draws with `expected` rules:
    /// every row, or — when the terminal's widths differ from the rules — every row without an
    /// uncertain glyph, and the certain glyphs of the others at their columns.
    private func expectShown(
        _ terminal: EmulatedTerminal, _ session: TerminalSession, rules: WidthRules, exactly: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        func frame() -> ScreenBuffer { WidthRules.$current.withValue(rules) { session.screen } }
        func rowMatches(_ row: Int) -> Bool {
            let buffer = frame()
            let line = buffer.line(row)
            let isCertain = WidthRules.$current.withValue(rules) { !line.contains(where: DisplayWidth.isUncertain) }
            if exactly || isCertain {
                return terminal.screen.line(row) == line
            }
            return true
        }
        await terminal.wait(sourceLocation: sourceLocation) { (0..<size.rows).allSatisfy(rowMatches) }
        let buffer = frame()
        for row in 0..<size.rows {
            #expect(rowMatches(row), "row \(row): \(terminal.screen.line(row)) for \(buffer.line(row))", sourceLocation: sourceLocation)
            WidthRules.$current.withValue(rules) {
                expectCertainGlyphsInPlace(buffer, terminal.screen, row: row, "row \(row)", sourceLocation: sourceLocation)
            }
            // A glyph drawn otherwise than counted may take its neighbours' style with it: the
            // style is checked where the terminal and the buffer agree.
            let certain = WidthRules.$current.withValue(rules) { certainColumns(buffer, row: row) }
            for column in reverseColumns(buffer, row: row) where exactly || certain.contains(column) {
                #expect(terminal.screen.cells[row][column].isReverse, "reverse at \(row), \(column)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Edits both fields on a terminal; checks every frame shown.
    private func edit(on terminal: EmulatedTerminal, expecting rules: WidthRules, exactly: Bool) async throws {
        let session = TerminalSession(rootViewController: screen(), size: TerminalSize(columns: 1, rows: 1))
        let timeout: Duration = terminal.screen.answersCursorReports ? .seconds(60) : WidthProbe.timeout
        let loop = Task { await InteractiveTerminal(device: terminal.device, session: session, probeTimeout: timeout).run() }
        await terminal.wait { terminal.screen.text.contains("Last") }
        await expectShown(terminal, session, rules: rules, exactly: exactly)
        #expect(terminal.screen.line(2).hasPrefix("  Below"), "the row below the field, intact")
        // Edit the first field: the caret after the text; three more thumbs scroll it.
        terminal.device.type("\r")
        await terminal.wait { session.navigationController.topViewController.editingCell != nil }
        await expectShown(terminal, session, rules: rules, exactly: exactly)
        terminal.device.type("👍🏽👍🏽👍🏽")
        await terminal.wait {
            (session.navigationController.topViewController.editingCell as? TextFieldCell)?.text.hasSuffix("👍🏽👍🏽👍🏽") == true
        }
        await expectShown(terminal, session, rules: rules, exactly: exactly)
        let field = WidthRules.$current.withValue(rules) { session.screen.line(1) }
        #expect(field.hasSuffix("👍🏽👍🏽"), "the end of the text shows: \(field)")
        let caret = reverseColumns(WidthRules.$current.withValue(rules) { session.screen }, row: 1)
        #expect(caret.count == 1 && terminal.screen.cells[1][caret[0]] == .init(glyph: " ", isReverse: true), "and the caret after it")
        // Done; then the second field, its end.
        terminal.device.type("\r\u{1B}[B\u{1B}[B\r\u{05}")
        await terminal.wait { session.navigationController.topViewController.editingCell?.key == "Family" }
        await expectShown(terminal, session, rules: rules, exactly: exactly)
        terminal.device.type("\u{1B}")
        await terminal.wait { session.navigationController.topViewController.editingCell == nil }
        terminal.device.type("\u{03}")  // Ctrl-C: q would be typed in the field
        await expectEqual(loop.value, .interrupted)
        await terminal.pump()
        #expect(terminal.screen.autowrap, "the leave sequence turns autowrap on again")
    }

    func aTerminalThatAnswersIsMeasuredAndShowsEveryRowAsDrawn(name: String) async throws {
        let width = terminals.first { $0.name == name }!.width
        let terminal = try EmulatedTerminal(size: size, answers: true, width: width)
        try await edit(on: terminal, expecting: rules(of: width), exactly: true)
    }

    func aTerminalThatDoesNotAnswerKeepsTheStandardWidthsAndNoRowOverflows(name: String) async throws {
        let width = terminals.first { $0.name == name }!.width
        let terminal = try EmulatedTerminal(size: size, answers: false, width: width)
        try await edit(on: terminal, expecting: .standard, exactly: false)
    }

    func keysTypedDuringTheProbeAreKept() async throws {
        let terminal = try EmulatedTerminal(size: size, answers: true, typingDuringProbe: "\u{1B}[B\u{1B}[B", width: TerminalWidths.tmux)
        let session = TerminalSession(rootViewController: screen(), size: TerminalSize(columns: 1, rows: 1))
        let loop = Task { await InteractiveTerminal(device: terminal.device, session: session, probeTimeout: .seconds(60)).run() }
        await terminal.wait { session.navigationController.topViewController.cursorRowPath?.row == 2 }
        await expectShown(terminal, session, rules: rules(of: TerminalWidths.tmux), exactly: true)
        terminal.device.type("\u{03}")
        await expectEqual(loop.value, .interrupted)
    }
}
