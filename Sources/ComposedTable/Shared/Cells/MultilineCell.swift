/// A read-only row of text of any length, wrapped at word boundaries, as tall as its text.
///
/// ```swift
/// addCell(MultilineCell(text: licenseText))
/// addCell(MultilineCell(text: "Version 2.1 · Made in Berlin", textAlignment: .center))
/// ```
///
/// A terminal wraps the text at spaces and aligns each line within the row's width; with a fixed
/// ``ActiveCell/height`` shorter than the text, the last line shown ends with "…".
@MainActor
open class MultilineCell: ActiveCell {
    /// Where each line of a ``MultilineCell``'s text sits across the row.
    public enum TextAlignment: Hashable, Sendable {
        /// At the start of the line: the left, or the right in a right-to-left language on UIKit
        /// (UIKit's natural alignment). The default.
        case leading
        /// In the middle of the line; in a terminal, a column nearer the start when the space
        /// left is odd.
        case center
        /// At the end of the line: the right, or the left in a right-to-left language on UIKit.
        case trailing
    }

    /// The text: another name for ``ActiveCell/key``. Line breaks are kept; the row resizes when
    /// it changes.
    public var text: String {
        get { key }
        set { key = newValue }
    }

    /// Where each line of the text sits across the row; ``TextAlignment/leading`` unless set.
    ///
    /// ```swift
    /// footnote.textAlignment = .trailing
    /// ```
    public var textAlignment: TextAlignment {
        didSet { if textAlignment != oldValue { contentDidChange() } }
    }

    /// Creates a text row, laid out as ``ActiveCell/ContentStyle/plain``.
    ///
    /// - Parameters:
    ///   - text: The text, any length; line breaks are kept.
    ///   - textAlignment: Where each line sits across the row; ``TextAlignment/leading`` unless
    ///     you say otherwise.
    public init(text: String, textAlignment: TextAlignment = .leading) {
        self.textAlignment = textAlignment
        super.init(key: text, value: nil, style: .plain, action: nil)
    }

    /// Creates a text row from a storyboard or nib on UIKit, empty and leading-aligned. In a
    /// terminal it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        textAlignment = .leading
        super.init(coder: coder)
    }
}
