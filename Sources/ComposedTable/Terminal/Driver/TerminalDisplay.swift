#if !canImport(UIKit)
/// How a terminal program's screens take the terminal: the whole window, a few lines below the
/// prompt, or plain lines for a screen reader.
///
/// ```swift
/// // A one-screen picker that stays in the scrollback, as fzf --height does:
/// let (branch, status) = await TerminalApp.run(returning: String.self, name: "pick-branch", display: .inline(lines: 10)) {
///     BranchPicker()
/// }
/// ```
///
/// Whatever a tool asks, `COMPOSEDTABLE_ACCESSIBLE=1` in the environment, or `TERM=dumb`,
/// switches to ``accessible`` (and `COMPOSEDTABLE_ACCESSIBLE=0` keeps the tool's choice on a
/// dumb terminal).
public enum TerminalDisplay: Equatable, Sendable {
    /// The whole window, on the terminal's alternate screen, as vim and htop use it; what was on
    /// the terminal comes back when the screens end. The default: right for a tool of several
    /// screens.
    case fullScreen
    /// At most `lines` lines below the cursor (fewer while the screens need fewer, and never
    /// more than the window less one), without the alternate screen, as fzf's `--height` and
    /// Noora's prompts draw: the lines above stay, and when the screens end their lines are
    /// cleared (the one-question calls leave a summary such as `✔ Colour: Green`). At least 3.
    case inline(lines: Int)
    /// Plain lines, one after another, for a screen reader or a terminal that cannot move its
    /// cursor: each screen is written as numbered rows, and the user types a row's number (and
    /// a field's text) and Return. No colours, no cursor moves, the terminal's own line editing.
    case accessible

    /// The lines of an inline display, or `nil`.
    var inlineLines: Int? {
        if case .inline(let lines) = self { return max(3, lines) }
        return nil
    }

    /// The display a tool asked for, or ``accessible`` where the environment asks for it:
    /// `COMPOSEDTABLE_ACCESSIBLE=1`, or `TERM=dumb` unless `COMPOSEDTABLE_ACCESSIBLE=0`
    /// (`AccessibleTerminal.isRequested(environment:)` reads them).
    @MainActor
    static func chosen(_ display: TerminalDisplay, variable: (String) -> String?) -> TerminalDisplay {
        var environment: [String: String] = [:]
        for name in ["COMPOSEDTABLE_ACCESSIBLE", "TERM"] { environment[name] = variable(name) }
        return AccessibleTerminal.isRequested(environment: environment) ? .accessible : display
    }
}
#endif
