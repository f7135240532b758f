#if !canImport(UIKit)
extension TextStyle {
    /// The terminal colour nearest a system colour: eight colours, gray drawn dim.
    ///
    /// - Parameter tint: The system colour.
    init(_ tint: RowActionTint) {
        self =
            switch tint {
            case .red: .red
            case .orange, .yellow: .yellow
            case .green: .green
            case .teal: .accent
            case .blue, .indigo: .blue
            case .purple, .pink: .magenta
            case .gray: .dim
            }
    }
}

extension RowTextStyle {
    /// The terminal's style for a text in this style: the palette's colour (dim for secondary,
    /// red and bold for destructive — bold stays without colours), and bold.
    ///
    /// - Parameter defaultStyle: The text's style when the style has no colour.
    func terminalStyle(default defaultStyle: TextStyle = []) -> TextStyle {
        var style: TextStyle =
            switch color {
            case nil: defaultStyle
            case .primary: []
            case .secondary: .dim
            case .tint: .accent
            case .destructive: [.red, .bold]
            case .system(let tint): TextStyle(tint)
            }
        if isBold { style.insert(.bold) }
        return style
    }
}

extension RowImage {
    /// What a terminal draws for the picture: its ``glyph``, a symbol's glyph
    /// (`SystemImageGlyphs`), or `•`.
    var terminalText: String {
        if let glyph, !glyph.isEmpty { return glyph }
        if let systemName { return String(SystemImageGlyphs.glyph(for: systemName)) }
        return "•"
    }

    /// The columns the picture takes with the space after it.
    var terminalWidth: Int { DisplayWidth.of(terminalText) + 1 }

    /// The style of the glyph: its tint's colour (a terminal's default colour without one).
    var terminalStyle: TextStyle { tint.map(TextStyle.init) ?? [] }
}
#endif
