#if !canImport(UIKit)
/// Asks a terminal how wide it draws each class of clusters whose width differs between
/// terminals (``WidthRules/Class``), with cursor position reports.
///
/// ``request`` saves the cursor and asks where it is (`ESC [6n`); then, for each class, it
/// draws the sample, asks where the cursor went and goes back; at the end it erases what the
/// samples drew. It draws where the cursor is (at most a few columns), so it works on the
/// alternate screen and below a prompt alike. The answers, `ESC [ row ; column R` each, arrive
/// mixed with what the user types meanwhile: ``CursorReportScanner`` takes them out of the
/// input. A sample's width is its answer's column minus the first answer's.
///
/// ```swift
/// device.write(WidthProbe.request)
/// var scanner = CursorReportScanner(expecting: WidthProbe.answerCount)
/// let typed = scanner.scan(bytesRead)   // the keys, without the answers
/// let rules = WidthProbe.rules(from: scanner.reports, columns: 80)
/// ```
package enum WidthProbe {
    /// The bytes that ask: one answer first, then one per class, in ``WidthRules/Class/allCases``
    /// order.
    package static let request: String = {
        var text = "\u{1B}7\u{1B}[6n"
        for kind in WidthRules.Class.allCases { text += kind.sample + "\u{1B}[6n\u{1B}8" }
        return text + "\u{1B}[K"
    }()

    /// The number of answers ``request`` asks for.
    package static var answerCount: Int { WidthRules.Class.allCases.count + 1 }

    /// The fewest columns the probe is made in: its samples must not reach the right edge.
    static let minimumColumns = 16

    /// How long the interactive loop waits for the answers, in all: a terminal that does not
    /// answer costs this once, and keeps the standard widths.
    static let timeout: Duration = .milliseconds(150)

    /// The rules the answers give: each class measured by its answer, those whose answer is
    /// missing or unusable keep their standard width.
    ///
    /// An answer on another row than the first, or on the last column (where a sample cut at the
    /// right edge leaves the cursor with autowrap off), measures nothing.
    ///
    /// - Parameters:
    ///   - reports: The answers, in order; the first is where the samples start.
    ///   - columns: The terminal's width.
    package static func rules(from reports: [CursorReport], columns: Int) -> WidthRules {
        guard let origin = reports.first else { return .standard }
        var measured: [WidthRules.Class: Int] = [:]
        for (kind, report) in zip(WidthRules.Class.allCases, reports.dropFirst()) {
            guard report.row == origin.row, report.column > origin.column, report.column < columns else { continue }
            measured[kind] = report.column - origin.column
        }
        return WidthRules(measured: measured)
    }
}

/// Where a terminal says its cursor is: the answer to `ESC [6n`, counted from 1.
package struct CursorReport: Hashable, Sendable {
    /// The row, from 1.
    package var row: Int
    /// The column, from 1.
    package var column: Int

    /// Creates a report.
    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Takes cursor position reports (`ESC [ row ; column R`) out of terminal input, and leaves the
/// rest — the keys typed meanwhile — in order, for the key parser.
///
/// Input arrives in chunks that may cut a report anywhere: the start of a report at the end of
/// a chunk is held until the next chunk settles it, or until ``finish()`` hands it on. Once the
/// expected reports arrived, everything passes.
///
/// ```swift
/// var scanner = CursorReportScanner(expecting: 2)
/// scanner.scan(Array("a\u{1B}[3;5Rb\u{1B}[3".utf8))   // "ab"; one report, the next held
/// scanner.scan(Array(";9Rc".utf8))                    // "c"; reports: (3, 5), (3, 9)
/// ```
package struct CursorReportScanner: Sendable {
    /// The reports taken so far, in order.
    package private(set) var reports: [CursorReport] = []
    private let expected: Int
    /// Bytes that may start a report, waiting for the rest.
    private var held: [UInt8] = []

    /// The longest number in a report.
    private static let maximumDigits = 5

    /// Creates a scanner.
    ///
    /// - Parameter count: How many reports to take; after that, input passes unchanged.
    package init(expecting count: Int) {
        expected = count
    }

    /// Whether the expected reports arrived.
    package var isComplete: Bool { reports.count >= expected }

    /// Takes the reports out of a chunk of input.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The bytes that are not reports, in order; the start of a report at the end is
    ///   held back.
    /// - Complexity: O(*n*) in the number of bytes.
    package mutating func scan(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        held.append(contentsOf: bytes)
        var rest: [UInt8] = []
        var index = 0
        while index < held.count {
            guard !isComplete, held[index] == 0x1B else {
                rest.append(held[index])
                index += 1
                continue
            }
            switch Self.match(held[index...]) {
            case .report(let report, let length):
                reports.append(report)
                index += length
            case .incomplete:
                held.removeFirst(index)
                return rest
            case .other:
                rest.append(held[index])
                index += 1
            }
        }
        held.removeAll()
        return rest
    }

    /// Gives up waiting: the bytes held back (the start of a report that never ended).
    ///
    /// - Returns: The bytes, for the key parser.
    package mutating func finish() -> [UInt8] {
        defer { held.removeAll() }
        return held
    }

    private enum Match {
        case report(CursorReport, length: Int)
        case incomplete
        case other
    }

    /// Matches `ESC [ digits ; digits R` at the start of bytes that start with Escape.
    private static func match(_ bytes: ArraySlice<UInt8>) -> Match {
        var index = bytes.startIndex + 1
        guard index < bytes.endIndex else { return .incomplete }
        guard bytes[index] == UInt8(ascii: "[") else { return .other }
        index += 1
        var numbers: [Int] = []
        for terminator in [UInt8(ascii: ";"), UInt8(ascii: "R")] {
            var value = 0
            var digits = 0
            while true {
                guard index < bytes.endIndex else { return .incomplete }
                let byte = bytes[index]
                index += 1
                if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < maximumDigits {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                    continue
                }
                guard byte == terminator, digits > 0 else { return .other }
                break
            }
            numbers.append(value)
        }
        return .report(CursorReport(row: numbers[0], column: numbers[1]), length: index - bytes.startIndex)
    }
}
#endif
