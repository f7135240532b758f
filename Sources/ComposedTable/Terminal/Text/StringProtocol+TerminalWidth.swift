#if !canImport(UIKit)
extension StringProtocol {
    /// The number of terminal columns the text takes, as the package counts them when it draws.
    ///
    /// Most characters take one column; East Asian wide characters (CJK, Hangul, fullwidth forms)
    /// and emoji take two; combining marks, zero-width characters and control characters take
    /// none. Where terminals disagree — an emoji with a skin tone, a ZWJ sequence, a flag, an East
    /// Asian ambiguous character — it counts what the terminal measured when ``TerminalApp`` runs
    /// the screens, and the usual widths elsewhere (a test, a ``TerminalSession``).
    ///
    /// A row that draws itself (`draw(in:at:width:lineCount:)`) measures its text with it, to
    /// place text at the right edge or to know what fits:
    ///
    /// ```swift
    /// "abc".terminalWidth          // 3
    /// "日本語".terminalWidth        // 6
    /// "e\u{301}".terminalWidth     // 1: "é", an "e" and a combining accent
    /// "👍".terminalWidth           // 2
    /// ```
    ///
    /// ``ScreenBuffer/draw(_:row:column:style:)`` returns the column after what it drew, which is
    /// the same count for text that fits.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public var terminalWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// The number of terminal columns the character takes: 0 (a combining mark on its own, a
    /// zero-width or control character), 1, or 2 (an East Asian wide character, an emoji), as
    /// a string's `terminalWidth` counts it — more only where the terminal measured a
    /// cluster wider.
    ///
    /// ```swift
    /// Character("日").terminalWidth   // 2
    /// ```
    ///
    /// - Complexity: O(*k*) in the number of Unicode scalars of the character.
    public var terminalWidth: Int { DisplayWidth.of(self) }
}
#endif
