/// How a row's key or value is drawn: its colour, weight and design.
///
/// A style names what the text means — secondary, destructive, the tint colour — and each platform
/// draws that its own way: UIKit with its system colours and Dynamic Type fonts, a terminal with its
/// palette (dim for secondary, red and bold for destructive, bold for ``bold``). Without colours
/// (`NO_COLOR`), a terminal keeps bold and dim, so destructive text stays bold.
///
/// ```swift
/// let reset = ActiveCell(key: "Reset All Settings") { _ in confirmReset() }
/// reset.keyStyle = .destructive
/// let build = ActiveCell(key: "Build", value: "24A335")
/// build.valueStyle = .secondary.monospaced()
/// ```
public struct RowTextStyle: Hashable, Sendable {
    package enum Color: Hashable, Sendable {
        /// The primary text colour (UIKit's `label`; a terminal's default).
        case primary
        /// The secondary text colour (UIKit's `secondaryLabel`; dim in a terminal).
        case secondary
        /// The tint colour (the row's `tintColor` on UIKit; the accent colour in a terminal).
        case tint
        /// Destructive red (UIKit's `systemRed`; red and bold in a terminal).
        case destructive
        /// A system colour (`systemOrange`, …; the nearest of a terminal's eight colours, gray
        /// drawn dim).
        case system(RowActionTint)
    }

    /// The colour, or `nil` for the text's default (primary for a key; a value's depends on the
    /// row's content style).
    package var color: Color?

    /// Whether the text is bold (UIKit's bold trait of the text's font; bold in a terminal).
    package var isBold: Bool

    /// Whether the text uses fixed-width characters (UIKit's monospaced system font, scaled with
    /// Dynamic Type; a terminal's text always is).
    package var isMonospaced: Bool

    package init(color: Color? = nil, isBold: Bool = false, isMonospaced: Bool = false) {
        self.color = color
        self.isBold = isBold
        self.isMonospaced = isMonospaced
    }

    /// The text's default look: what a row draws unless told otherwise.
    public static let automatic = RowTextStyle()
    /// The primary colour, even where the default is secondary (a subtitle).
    public static let primary = RowTextStyle(color: .primary)
    /// The secondary colour: grey on UIKit, dim in a terminal.
    public static let secondary = RowTextStyle(color: .secondary)
    /// The tint colour.
    public static let tint = RowTextStyle(color: .tint)
    /// Destructive red; bold too in a terminal, so that it stays distinct without colours.
    public static let destructive = RowTextStyle(color: .destructive)
    /// Bold, in the default colour.
    public static let bold = RowTextStyle(isBold: true)
    /// Fixed-width characters, in the default colour.
    public static let monospaced = RowTextStyle(isMonospaced: true)

    /// A system colour.
    ///
    /// - Parameter tint: The colour.
    /// - Returns: The style.
    public static func color(_ tint: RowActionTint) -> RowTextStyle {
        RowTextStyle(color: .system(tint))
    }

    /// The same style, bold.
    ///
    /// - Returns: The style with ``isBold`` set.
    public func bold() -> RowTextStyle {
        var style = self
        style.isBold = true
        return style
    }

    /// The same style, with fixed-width characters.
    ///
    /// - Returns: The style with ``isMonospaced`` set.
    public func monospaced() -> RowTextStyle {
        var style = self
        style.isMonospaced = true
        return style
    }
}
