#if !canImport(UIKit)
/// Where each line of a multi-line text wraps at a width: its visual lines, kept between
/// frames so that a text that does not change is wrapped once, and a key that changes a line
/// wraps that line again, not the whole text.
///
/// # Performance
/// Making one costs O(*n*) in the length of the text. ``replaceLines(_:with:)`` costs the length
/// of the new lines, plus moving the later lines' entries in memory when the number of lines
/// changes. Where each line's first visual line is (a running sum) is kept for the lines up to
/// the last one asked about, and an edit drops it only after the lines it changed: asking about
/// a line costs the lines between it and the last one asked about (none for the caret's line
/// after a key on it), so ``firstVisualLine(ofLine:)`` and ``visualLines(from:count:)`` near the
/// caret cost O(log *L*) plus what they return, whatever the number of lines.
struct TextLayout: Sendable {
    /// The columns of a visual line (as ``TextEditor/wrap(_:width:)`` takes them).
    let width: Int
    /// The visual lines of each line: ranges of its characters, at least one per line.
    private(set) var wraps: [[Range<Int>]]
    /// The number of visual lines.
    private(set) var visualLineCount: Int
    /// The index of each line's first visual line, for the first lines (a prefix of them).
    private var firstVisualLines: [Int] = [0]

    /// Wraps a text's lines.
    ///
    /// - Parameters:
    ///   - lines: The lines, without their line breaks.
    ///   - width: The columns of a visual line.
    init(lines: some Sequence<some StringProtocol>, width: Int) {
        self.width = width
        wraps = lines.map { Self.wrap(Array($0), width: width) }
        visualLineCount = wraps.reduce(0) { $0 + $1.count }
    }

    /// Wraps a line, counting the work (``TextWorkCounter``).
    private static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        TextWorkCounter.visit(characters.count)
        TextWorkCounter.step(lines: 1)
        return TextEditor.wrap(characters, width: width)
    }

    /// Replaces some lines with others, wrapping only the new ones.
    ///
    /// - Parameters:
    ///   - old: The lines replaced, numbered as before the change.
    ///   - lines: The lines in their place, as characters.
    mutating func replaceLines(_ old: Range<Int>, with lines: some Sequence<[Character]>) {
        let new = lines.map { Self.wrap($0, width: width) }
        visualLineCount += new.reduce(0) { $0 + $1.count } - wraps[old].reduce(0) { $0 + $1.count }
        wraps.replaceSubrange(old, with: new)
        // The lines up to the first replaced still start where they did.
        if firstVisualLines.count > old.lowerBound + 1 { firstVisualLines.removeSubrange((old.lowerBound + 1)...) }
    }

    /// The index of a line's first visual line.
    ///
    /// - Complexity: O(1) for a line up to the last one asked about since the lines before it
    ///   changed; else O(*k*) in the lines between them.
    mutating func firstVisualLine(ofLine line: Int) -> Int {
        precondition(0 <= line && line <= wraps.count, "TextLayout.firstVisualLine(ofLine:): no line \(line) in \(wraps.count) lines")
        if firstVisualLines.count <= line {
            TextWorkCounter.step(lines: line + 1 - firstVisualLines.count)
            firstVisualLines.reserveCapacity(line + 1)
            while firstVisualLines.count <= line {
                let previous = firstVisualLines.count - 1
                firstVisualLines.append(firstVisualLines[previous] + wraps[previous].count)
            }
        }
        return firstVisualLines[line]
    }

    /// The line a visual line belongs to.
    ///
    /// - Complexity: O(log *k*) among the lines whose start is kept, plus the lines stepped over
    ///   past them.
    private mutating func line(ofVisualLine visual: Int) -> Int {
        // The running sum, extended until a line's visual lines reach past it (or the lines end).
        while true {
            let last = firstVisualLines.count - 1
            if last >= wraps.count - 1 || firstVisualLines[last] + wraps[last].count > visual { break }
            _ = firstVisualLine(ofLine: last + 1)
        }
        // The last line starting at or before it, by bisection.
        var low = 0
        var high = min(firstVisualLines.count, wraps.count) - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstVisualLines[middle] <= visual { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The visual lines from one on: the line each belongs to and its characters' range.
    ///
    /// - Parameters:
    ///   - first: The index of the first visual line returned.
    ///   - count: How many at most.
    mutating func visualLines(from first: Int, count: Int) -> [(line: Int, range: Range<Int>)] {
        var result: [(line: Int, range: Range<Int>)] = []
        guard first < visualLineCount, count > 0 else { return result }
        var line = line(ofVisualLine: first)
        var offset = first - firstVisualLine(ofLine: line)
        while line < wraps.count, result.count < count {
            for range in wraps[line].dropFirst(offset).prefix(count - result.count) { result.append((line, range)) }
            offset = 0
            line += 1
        }
        return result
    }
}
#endif
