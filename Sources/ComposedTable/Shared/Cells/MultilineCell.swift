/// A read-only row of text of any length, wrapped at word boundaries, as tall as its text.
///
/// ```swift
/// addCell(MultilineCell(text: licenseText))
/// ```
///
/// A terminal wraps the text at spaces; with a fixed ``ActiveCell/height`` shorter than the text,
/// the last line shown ends with "…".
@MainActor
open class MultilineCell: ActiveCell {
    /// The text: another name for ``ActiveCell/key``. Line breaks are kept; the row resizes when
    /// it changes.
    public var text: String {
        get { key }
        set { key = newValue }
    }

    /// Creates a text row, laid out as ``ActiveCell/ContentStyle/plain``.
    ///
    /// - Parameter text: The text, any length; line breaks are kept.
    public init(text: String) {
        super.init(key: text, value: nil, style: .plain, action: nil)
    }

    /// Creates a text row from a storyboard or nib on UIKit, empty. In a terminal it returns
    /// `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
