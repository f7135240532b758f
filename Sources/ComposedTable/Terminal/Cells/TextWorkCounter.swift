#if !canImport(UIKit)
/// Counts the work text editing does that grows with a length — characters or bytes visited or
/// copied one by one, lines stepped over or wrapped — so that a test can check that a key costs
/// the same at any length of the text. Counting is on only inside
/// ``TextWorkCounter/$current``'s `withValue(_:operation:)`, for the task that set it.
///
/// Moving bytes in memory (a `memmove`, a character-blind copy) is not visiting: it is counted
/// apart, in ``moved``.
package final class TextWorkCounter: @unchecked Sendable {
    /// The counter of the current task, or `nil` (the default): nothing is counted.
    @TaskLocal package static var current: TextWorkCounter?

    /// Characters or bytes visited or copied one by one.
    package var visited = 0
    /// Lines wrapped, or stepped over to find a line or a visual line.
    package var lines = 0
    /// Bytes moved in memory as a block: those after an edit of a `String` in place.
    package var moved = 0

    /// Creates a counter at zero.
    package init() {}

    /// Counts characters or bytes visited, when a counter is on.
    static func visit(_ count: Int) {
        current?.visited += count
    }

    /// Counts bytes moved in memory as a block, when a counter is on.
    static func move(_ count: Int) {
        current?.moved += count
    }

    /// Counts lines, when a counter is on.
    static func step(lines count: Int) {
        current?.lines += count
    }
}

extension String {
    /// The text between two UTF-8 offsets, which fall on scalar boundaries.
    ///
    /// - Complexity: O(*m*) in the length of the slice.
    func utf8Slice(_ bytes: Range<Int>) -> String {
        let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        let upper = utf8.index(lower, offsetBy: bytes.count)
        TextWorkCounter.visit(bytes.count)
        return String(Substring(unicodeScalars[lower..<upper]))
    }
}
#endif
