#if !canImport(UIKit)
extension DisplayWidth {
    /// Cuts text to at most a number of columns by leaving out its middle: both ends show, with
    /// "…" between them — the start one column longer than the end when they cannot be equal.
    ///
    /// ```swift
    /// DisplayWidth.truncateMiddle("Notification Settings", to: 13)             // "Notifi…ttings"
    /// DisplayWidth.truncateMiddle("/Users/me/Projects/alpha/Tests", to: 20)    // "/Users/me/…pha/Tests"
    /// ```
    ///
    /// What a row's key, value or option is cut to: the end of a name often says what sets it
    /// apart from its neighbours (a path's last folder, a version's number), so that two long
    /// options never read the same. Prose (footers, messages, placeholders, hints) is cut at its
    /// end with ``truncate(_:to:)``. A wide character that would straddle a limit is left out
    /// (the column it leaves goes to the end).
    ///
    /// - Parameters:
    ///   - text: The text; line breaks count as characters of width 0 — pass single lines.
    ///   - width: The number of columns available; 0 or less gives an empty string.
    /// - Returns: `text` when it fits; else its start, "…", and its end, with no space beside the
    ///   ellipsis.
    /// - Complexity: O(*w*) in `width`, plus the characters of width 0 among those read: the
    ///   middle of a long text is not read.
    package static func truncateMiddle(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            used += of(text[index])
            if used > width { break }
            text.formIndex(after: &index)
        }
        guard index < text.endIndex else { return text }
        let kept = width - 1
        let headLimit = (kept + 1) / 2
        var headEnd = text.startIndex
        var headWidth = 0
        while headEnd < text.endIndex, headWidth + of(text[headEnd]) <= headLimit {
            headWidth += of(text[headEnd])
            text.formIndex(after: &headEnd)
        }
        // "Wi-Fi…", not "Wi-Fi …": the columns of spaces beside the ellipsis go to the end.
        while headEnd > text.startIndex, text[text.index(before: headEnd)].isWhitespace {
            text.formIndex(before: &headEnd)
            headWidth -= of(text[headEnd])
        }
        var tailStart = text.endIndex
        var tailWidth = 0
        while tailStart > headEnd {
            let previous = text.index(before: tailStart)
            guard tailWidth + of(text[previous]) <= kept - headWidth else { break }
            tailWidth += of(text[previous])
            tailStart = previous
        }
        var tail = text[tailStart...]
        while tail.first?.isWhitespace == true { tail.removeFirst() }
        return String(text[..<headEnd]) + "…" + String(tail)
    }
}
#endif
