#if !canImport(UIKit)
/// What the interactive loop needs from a terminal: the process's own (`ProcessTerminal`), or a
/// pseudo-terminal that a test drives.
@MainActor
protocol TerminalDevice: AnyObject {
    /// The window's size, or `nil` when it cannot be read.
    var size: TerminalSize? { get }

    /// Whether ``enter()`` switches to the alternate screen (full screen), or leaves the screen
    /// as it is for screens drawn inline, below the prompt.
    var usesAlternateScreen: Bool { get set }

    /// Switches to raw mode and the alternate screen (unless inline) and hides the cursor.
    ///
    /// Entering again while entered (after a stop it did not cause) applies raw mode again and
    /// keeps the settings saved the first time.
    ///
    /// - Returns: `false` when the terminal refuses raw mode.
    func enter() -> Bool

    /// Leaves the alternate screen, shows the cursor and restores the settings saved by
    /// ``enter()``. Harmless when not entered.
    func leave()

    /// Inline: how many lines above the terminal's cursor the screens' first line is now, or
    /// `nil` when none is drawn — what a signal that ends the process clears (it cannot ask
    /// the loop). Nothing by default.
    func inlineLinesDidMove(above lines: Int?)

    /// Leaves, stops the process as Ctrl-Z does in a shell, and enters again once continued.
    func suspend()

    /// Reads what has arrived, without waiting.
    func read() -> TerminalInput

    /// Waits until input arrives or a time has passed, whichever comes first, leaving the main
    /// actor free meanwhile (a signal may wait for the time to pass).
    func waitForInput(upTo timeout: Duration) async

    /// Writes text to the terminal.
    func write(_ text: String)

    /// The signals that arrived since the last call.
    func takeSignals() -> TerminalSignals

    /// The widths measured on this terminal by an earlier run of the loop, kept so that the
    /// terminal is asked once (``WidthProbe``); `nil` until then. A device that keeps nothing
    /// (the default) is asked at every run.
    var measuredWidths: WidthRules? { get set }
}

extension TerminalDevice {
    /// Keeps nothing: a test's device ends no process.
    func inlineLinesDidMove(above lines: Int?) {}

    /// Keeps nothing: the loop asks the terminal at every run.
    var measuredWidths: WidthRules? {
        get { nil }
        set {}
    }
}

/// What a read from a terminal found.
enum TerminalInput: Equatable {
    /// Bytes.
    case bytes([UInt8])
    /// Nothing yet.
    case nothing
    /// The end of input: the terminal hung up.
    case end
}

/// Signals the loop answers.
struct TerminalSignals: OptionSet {
    var rawValue: UInt8

    /// SIGINT: quit, as Ctrl-C.
    static let interrupt = TerminalSignals(rawValue: 1 << 0)
    /// SIGTSTP: restore the terminal and stop, as Ctrl-Z.
    static let suspend = TerminalSignals(rawValue: 1 << 1)
    /// SIGCONT: the process was stopped and continued; raw mode and the screen may be gone.
    static let resume = TerminalSignals(rawValue: 1 << 2)
    /// SIGWINCH: the window's size changed.
    static let resize = TerminalSignals(rawValue: 1 << 3)
    /// SIGTERM: end, asking first about unsaved changes.
    static let terminate = TerminalSignals(rawValue: 1 << 4)
}
#endif
