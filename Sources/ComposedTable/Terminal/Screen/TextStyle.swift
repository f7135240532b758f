#if !canImport(UIKit)
/// How a character on the screen is drawn.
public struct TextStyle: OptionSet, Hashable, Sendable {
    /// The style bits.
    public let rawValue: UInt16

    /// Creates a style from its raw bits.
    public init(rawValue: UInt16) {
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

    /// The accent colour: the cursor's bar and a switch that is on.
    public static let accent = TextStyle(rawValue: 1 << 4)
    /// Green: a row's text or picture in a system colour (`RowActionTint.green`).
    static let green = TextStyle(rawValue: 1 << 5)
    /// Yellow: `RowActionTint.yellow` and `RowActionTint.orange`.
    static let yellow = TextStyle(rawValue: 1 << 6)
    /// Blue: `RowActionTint.blue` and `RowActionTint.indigo`.
    static let blue = TextStyle(rawValue: 1 << 7)
    /// Magenta: `RowActionTint.purple` and `RowActionTint.pink`.
    static let magenta = TextStyle(rawValue: 1 << 8)

    /// Whether colours are drawn: not when the `NO_COLOR` environment variable is set and not
    /// empty (no-color.org). Bold, dim and reverse video stay.
    static let drawsColors: Bool = Platform.environment("NO_COLOR")?.isEmpty ?? true

    /// The ANSI SGR parameters that select this style after a reset.
    var sgrParameters: String {
        sgrParameters(colors: Self.drawsColors)
    }

    /// The SGR parameters of this style, with or without colours.
    func sgrParameters(colors: Bool) -> String {
        var parameters = ["0"]
        if contains(.bold) { parameters.append("1") }
        if contains(.dim) { parameters.append("2") }
        if contains(.reverse) { parameters.append("7") }
        if colors, contains(.red) { parameters.append("31") }
        if colors, contains(.accent) { parameters.append("36") }
        if colors, contains(.green) { parameters.append("32") }
        if colors, contains(.yellow) { parameters.append("33") }
        if colors, contains(.blue) { parameters.append("34") }
        if colors, contains(.magenta) { parameters.append("35") }
        return parameters.joined(separator: ";")
    }
}
#endif
