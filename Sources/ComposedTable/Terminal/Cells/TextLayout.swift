#if !canImport(UIKit)
/// Where each line of a multi-line text wraps at a width: its visual lines, kept between
/// frames so that a text that does not change is wrapped once, and a key that changes a line
/// wraps that line again, not the whole text.
///
/// # Performance
/// Making one costs O(*n*) in the length of the text; ``replaceLines(_:with:)`` costs the
/// length of the new lines plus O(*L*) in the number of lines; ``firstVisualLine(ofLine:)`` costs
/// O(*L*); ``visualLines(from:count:)`` costs the lines it skips plus what it returns.
struct TextLayout: Sendable {
    /// The columns of a visual line (as ``TextEditor/wrap(_:width:)`` takes them).
    let width: Int
    /// The visual lines of each line: ranges of its characters, at least one per line.
    private(set) var wraps: [[Range<Int>]]
    /// The number of visual lines.
    private(set) var visualLineCount: Int

    /// Wraps a text's lines.
    ///
    /// - Parameters:
    ///   - lines: The lines, without their line breaks.
    ///   - width: The columns of a visual line.
    init(lines: some Sequence<String>, width: Int) {
        self.width = width
        wraps = lines.map { TextEditor.wrap(Array($0), width: width) }
        visualLineCount = wraps.reduce(0) { $0 + $1.count }
    }

    /// Replaces some lines with others, wrapping only the new ones.
    ///
    /// - Parameters:
    ///   - old: The lines replaced, numbered as before the change.
    ///   - lines: The lines in their place, as characters.
    mutating func replaceLines(_ old: Range<Int>, with lines: some Sequence<[Character]>) {
        let new = lines.map { TextEditor.wrap($0, width: width) }
        visualLineCount += new.reduce(0) { $0 + $1.count } - wraps[old].reduce(0) { $0 + $1.count }
        wraps.replaceSubrange(old, with: new)
    }

    /// The index of a line's first visual line.
    func firstVisualLine(ofLine line: Int) -> Int {
        wraps[..<line].reduce(0) { $0 + $1.count }
    }

    /// The visual lines from one on: the line each belongs to and its characters' range.
    ///
    /// - Parameters:
    ///   - first: The index of the first visual line returned.
    ///   - count: How many at most.
    func visualLines(from first: Int, count: Int) -> [(line: Int, range: Range<Int>)] {
        var result: [(line: Int, range: Range<Int>)] = []
        var line = 0
        var skipped = 0
        while line < wraps.count, skipped + wraps[line].count <= first {
            skipped += wraps[line].count
            line += 1
        }
        var offset = first - skipped
        while line < wraps.count, result.count < count {
            for range in wraps[line].dropFirst(offset).prefix(count - result.count) { result.append((line, range)) }
            offset = 0
            line += 1
        }
        return result
    }
}
#endif
