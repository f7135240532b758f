#if !canImport(UIKit)
/// A read-only row of text of any length, wrapped at spaces, as tall as its text.
///
/// ```swift
/// addCell(MultilineCell(text: licenseText))
/// ```
///
/// With a fixed height shorter than the text, the last line shown ends with "…".
@MainActor
open class MultilineCell: ActiveCell {
    /// The text; line breaks are kept.
    open var text: String {
        get { key }
        set { key = newValue }
    }

    /// Creates a text row.
    ///
    /// - Parameter text: The text, any length.
    public init(text: String) {
        super.init(key: text)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// As many lines as the wrapped text.
    open override func naturalLineCount(width: Int) -> Int {
        DisplayWidth.wrap(text, to: width).count
    }

    /// Draws the wrapped text, cut with "…" when the row is shorter than the text.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let lines = DisplayWidth.wrap(text, to: width)
        for (index, line) in lines.prefix(lineCount).enumerated() {
            let isCut = index == lineCount - 1 && lines.count > lineCount
            let shown = isCut ? DisplayWidth.truncate(line + " …", to: width) : line
            buffer.draw(shown, row: origin.row + index, column: origin.column)
        }
    }
}
#endif
