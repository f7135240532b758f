/// One change of a text: the bytes it replaced and the text in their place — what a text field's
/// or a text view's `onEdit` is told after each change the user makes.
///
/// An edit observer keeps its own copy of a long text (a document, a search index, a count) up
/// to date without the whole text being built on every key: apply each edit, in order, to the
/// text it had.
///
/// ```swift
/// var mirror = notes.text
/// notes.onEdit = { _, edit in edit.apply(to: &mirror) }   // mirror == notes.text after every key
/// ```
///
/// The range counts UTF-8 bytes (`String.utf8`) and falls on Unicode scalar boundaries — not
/// always on character boundaries: a combining accent typed after its letter is an edit that
/// inserts the accent's bytes alone.
public struct TextEdit: Equatable, Sendable {
    /// The bytes replaced, as UTF-8 offsets in the text before the edit; an empty range for an
    /// insertion.
    public var range: Range<Int>

    /// The text in their place; empty for a deletion.
    public var replacement: String

    /// Creates an edit.
    ///
    /// - Parameters:
    ///   - range: The bytes replaced, as UTF-8 offsets in the text before the edit.
    ///   - replacement: The text in their place.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies the edit to a text: the text the edit was made on becomes the text after it.
    ///
    /// - Parameter text: The text before the edit. The range must be inside its UTF-8 bytes and
    ///   fall on scalar boundaries.
    /// - Complexity: O(*m*) in the length of the replacement, plus moving the bytes after the
    ///   range (and a copy of the whole text when its storage is shared).
    public func apply(to text: inout String) {
        let count = text.utf8.count
        guard range.lowerBound >= 0, range.upperBound <= count else {
            fatalError("ComposedTable: TextEdit.apply(to:): the range \(range) is outside the text's \(count) UTF-8 bytes")
        }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
        let upper = text.utf8.index(lower, offsetBy: range.count)
        guard lower.samePosition(in: text.unicodeScalars) != nil, upper.samePosition(in: text.unicodeScalars) != nil else {
            fatalError("ComposedTable: TextEdit.apply(to:): the range \(range) splits a Unicode scalar of the text")
        }
        text.replaceSubrange(lower..<upper, with: replacement)
    }

    /// The edit that makes one text another: what lies between their common start and their
    /// common end (on scalar boundaries), or `nil` when they are the same bytes. (Texts that are
    /// only canonically equivalent — `é` and `e` + U+0301 — are `==` but differ: an edit.)
    /// - Complexity: O(*n*) in the length of the texts.
    package init?(from old: String, to new: String) {
        guard !old.utf8.elementsEqual(new.utf8) else { return nil }
        let oldBytes = Array(old.utf8)
        let newBytes = Array(new.utf8)
        var prefix = 0
        while prefix < oldBytes.count, prefix < newBytes.count, oldBytes[prefix] == newBytes[prefix] { prefix += 1 }
        // Back to the start of a scalar: a continuation byte is 10xxxxxx.
        while prefix > 0, prefix < oldBytes.count || prefix < newBytes.count,
            (prefix < oldBytes.count ? oldBytes[prefix] : newBytes[prefix]) & 0xC0 == 0x80
        {
            prefix -= 1
        }
        var suffix = 0
        let most = min(oldBytes.count, newBytes.count) - prefix
        while suffix < most, oldBytes[oldBytes.count - 1 - suffix] == newBytes[newBytes.count - 1 - suffix] { suffix += 1 }
        // Forward to the start of a scalar.
        while suffix > 0, oldBytes[oldBytes.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        self.init(
            range: prefix..<(oldBytes.count - suffix),
            replacement: String(decoding: newBytes[prefix..<(newBytes.count - suffix)], as: UTF8.self))
    }
}
