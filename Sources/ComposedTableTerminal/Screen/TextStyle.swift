#if !canImport(UIKit)
/// How a character on the screen is drawn.
public struct TextStyle: OptionSet, Hashable, Sendable {
    /// The style bits.
    public let rawValue: UInt8

    /// Creates a style from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold: titles and headers.
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Dim: disabled rows, footers, placeholders, hints.
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// Reverse video: the highlighted row, the text caret.
    public static let reverse = TextStyle(rawValue: 1 << 2)
    /// Red: destructive buttons.
    public static let red = TextStyle(rawValue: 1 << 3)

    /// The ANSI SGR parameters that select this style after a reset.
    var sgrParameters: String {
        var parameters = ["0"]
        if contains(.bold) { parameters.append("1") }
        if contains(.dim) { parameters.append("2") }
        if contains(.reverse) { parameters.append("7") }
        if contains(.red) { parameters.append("31") }
        return parameters.joined(separator: ";")
    }
}
#endif
