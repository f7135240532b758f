#if !canImport(UIKit)
// The operating system's side, where raw memory is needed: raw mode, reading and writing a
// terminal, signals, job control, and the process's own terminal (`ProcessTerminal`). The rest
// (the controlling terminal, its size, waiting, the environment) is in Platform+Terminal.swift.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import Dispatch

// MARK: - State the signal handlers share

// Signal handlers can reach nothing but globals, and may only call async-signal-safe functions
// (`write`, `read`, `tcsetattr`, `dup2`, `lseek`, `ftruncate`, `signal`, `raise`): these are the
// process terminal's state, as plain globals.

/// The settings before raw mode, and whether they are saved (raw mode is on).
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var hasSavedAttributes: sig_atomic_t = 0
/// Standard error while it is captured (-1 when it is not), and the file that captures it.
nonisolated(unsafe) private var savedStandardError: Int32 = -1
nonisolated(unsafe) private var captureFile: Int32 = -1
/// A buffer to copy the captured text with, allocated before any handler can need it.
nonisolated(unsafe) private var copyBuffer: UnsafeMutableRawPointer? = nil
private let copyBufferSize = 4096
/// Set by the handlers, taken by the loop (`ProcessTerminal.takeSignals()`).
nonisolated(unsafe) private var didResize: sig_atomic_t = 0
nonisolated(unsafe) private var didInterrupt: sig_atomic_t = 0
/// Whether Ctrl-C reached the program as a key (raw mode): the terminal signalled no one then.
nonisolated(unsafe) private var wasInterruptTyped = false
nonisolated(unsafe) private var didTerminate: sig_atomic_t = 0
/// Whether the loop runs (between `enter()` and `leave()`): SIGTERM is then the loop's to answer.
nonisolated(unsafe) private var isLoopRunning: sig_atomic_t = 0
nonisolated(unsafe) private var didAskToSuspend: sig_atomic_t = 0
nonisolated(unsafe) private var didContinue: sig_atomic_t = 0
nonisolated(unsafe) private var areHandlersInstalled = false
/// The terminal the screens use: keys are read from `terminalInput`, frames written to
/// `terminalOutput` — standard input and output, or the controlling terminal (`/dev/tty`) when
/// they are not a terminal (the tool runs inside `$(…)` or a pipe).
nonisolated(unsafe) private var terminalInput: Int32 = STDIN_FILENO
nonisolated(unsafe) private var terminalOutput: Int32 = STDOUT_FILENO
/// Whether the screens show on the alternate screen (full screen), or inline below the prompt.
nonisolated(unsafe) private var restoresAlternateScreen: sig_atomic_t = 1
/// Inline: how many lines above the terminal's cursor the screens' first line is, or -1 when
/// none is drawn — the lines that restoring the terminal clears (the loop says, as it draws).
nonisolated(unsafe) private var inlineLinesAbove: sig_atomic_t = -1

/// Leaves the alternate screen, shows the cursor, restores the saved settings, then shows what
/// was written to standard error meanwhile. Async-signal-safe, and harmless when nothing is to
/// be restored.
private func restoreTerminal() {
    if hasSavedAttributes != 0 {
        if restoresAlternateScreen == 0 { clearInlineLines() }
        writeAll(terminalOutput, restoresAlternateScreen != 0 ? Escape.leave : Escape.leaveInline)
        _ = tcsetattr(terminalInput, TCSAFLUSH, &savedAttributes)
        hasSavedAttributes = 0
    }
    if savedStandardError >= 0 {
        _ = dup2(savedStandardError, STDERR_FILENO)
        _ = close(savedStandardError)
        savedStandardError = -1
        guard let copyBuffer else { return }
        _ = lseek(captureFile, 0, SEEK_SET)
        while true {
            let count = read(captureFile, copyBuffer, copyBufferSize)
            guard count > 0 else { break }
            writeAll(STDERR_FILENO, UnsafeRawBufferPointer(start: copyBuffer, count: count))
        }
        _ = ftruncate(captureFile, 0)
        _ = lseek(captureFile, 0, SEEK_SET)
    }
}

/// Clears the inline screens' lines, when some are drawn, as the loop does when it ends (so a
/// signal that ends the process leaves none behind): up ``inlineLinesAbove`` lines, then
/// everything below is erased. Async-signal-safe: the count's digits are written out in a
/// buffer on the stack, and the bytes go out with `write`.
private func clearInlineLines() {
    let above = inlineLinesAbove
    guard above >= 0 else { return }
    inlineLinesAbove = -1
    if above > 0 {
        // ESC [ n A: at most 2 + 10 digits + 1 bytes.
        var buffer: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &buffer) { bytes in
            var count = Int(above)
            var end = bytes.count - 1
            bytes[end] = UInt8(ascii: "A")
            repeat {
                end -= 1
                bytes[end] = UInt8(ascii: "0") + UInt8(count % 10)
                count /= 10
            } while count > 0
            end -= 2
            bytes[end] = 0x1B
            bytes[end + 1] = UInt8(ascii: "[")
            writeAll(terminalOutput, UnsafeRawBufferPointer(rebasing: bytes[end...]))
        }
    }
    writeAll(terminalOutput, Escape.clearInline)
}

/// Writes all of a buffer, retrying after a signal; gives up on any other error.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}

private func writeAll(_ descriptor: Int32, _ text: StaticString) {
    writeAll(descriptor, UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
}

/// The sequences that switch a terminal's screen.
private enum Escape {
    /// The alternate screen, the cursor hidden, bracketed paste on (pasted text arrives between
    /// `ESC [200~` and `ESC [201~`), autowrap off (a glyph drawn wider than counted is cut at
    /// the right edge instead of spilling into the next row), mouse reporting on (clicks and the wheel, SGR encoded: see
    /// ``MouseEvent``).
    static let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h"
    /// The reverse, styles reset.
    static let leave: StaticString = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\u{1B}[?7h\u{1B}[?1006l\u{1B}[?1000l"
    /// Inline, below the prompt: the cursor hidden, bracketed paste on, autowrap off (a line
    /// that a terminal draws wider than counted is cut at the edge, never wrapped onto the
    /// next: the lines' places are counted); the screen stays.
    static let enterInline: StaticString = "\u{1B}[?25l\u{1B}[?2004h\u{1B}[?7l"
    /// The reverse, styles reset (the loop clears its lines and leaves the cursor at the start
    /// of a line itself).
    static let leaveInline: StaticString = "\u{1B}[?7h\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h"
    /// From the inline lines' first line: its start, styles reset, everything below erased.
    static let clearInline: StaticString = "\r\u{1B}[0m\u{1B}[J"
}

extension Escape {
    /// Mouse reporting off, after ``enter`` when `COMPOSEDTABLE_MOUSE=0`: the terminal's own
    /// selection and wheel, as without the screens.
    static let mouseOff: StaticString = "\u{1B}[?1006l\u{1B}[?1000l"
}

// MARK: - Primitives

/// The operating system's side of the terminal backend, for `ProcessTerminal` and tests.
package enum Platform {
    /// Whether standard input is a terminal.
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// A terminal's settings, saved to be restored.
    struct Mode {
        fileprivate var attributes: termios
    }

    /// Switches a terminal to raw mode: bytes as typed, no echo, no signal keys (Ctrl-C, Ctrl-Z
    /// and Ctrl-\ arrive as bytes), no output processing.
    ///
    /// - Parameters:
    ///   - descriptor: The terminal.
    ///   - mode: The settings to start from; the terminal's current ones unless given.
    /// - Returns: The settings to restore, or `nil` when the descriptor is not a terminal.
    static func enterRawMode(_ descriptor: Int32, from mode: Mode? = nil) -> Mode? {
        var saved = termios()
        if let mode {
            saved = mode.attributes
        } else {
            guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return nil }
        return Mode(attributes: saved)
    }

    /// Restores a terminal's settings.
    static func restore(_ mode: Mode, to descriptor: Int32) {
        var attributes = mode.attributes
        _ = tcsetattr(descriptor, TCSAFLUSH, &attributes)
    }

    /// Whether a terminal is in raw mode (no line editing).
    static func isRaw(_ descriptor: Int32) -> Bool {
        var attributes = termios()
        return tcgetattr(descriptor, &attributes) == 0 && attributes.c_lflag & tcflag_t(ICANON) == 0
    }

    /// The sequence that shows the alternate screen, hides the cursor, asks for bracketed paste
    /// and turns autowrap off.
    static var enterScreen: String { String(describing: Escape.enter) }
    /// The sequence that undoes ``enterScreen``.
    static var leaveScreen: String { String(describing: Escape.leave) }
    /// The sequence that hides the cursor and asks for bracketed paste, for inline screens.
    static var enterInline: String { String(describing: Escape.enterInline) }
    /// The sequence that undoes ``enterInline`` (a crash's way out; the loop clears its lines
    /// itself).
    static var leaveInline: String { String(describing: Escape.leaveInline) }

    /// Reads what has arrived, without waiting, up to 64 KiB.
    static func readAvailable(_ descriptor: Int32) -> TerminalInput {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536 {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 0) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { break }
            guard count > 0 else { return bytes.isEmpty ? .end : .bytes(bytes) }  // the rest next time
            bytes += chunk.prefix(count)
        }
        return bytes.isEmpty ? .nothing : .bytes(bytes)
    }

    /// Reads standard input to its end, blocking, and gives what each read read as it comes: the
    /// lines piped to a filter. A read error ends it.
    static func readStandardInput(_ take: ([UInt8]) -> Void) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            take(Array(chunk.prefix(count)))
        }
    }

    /// Writes text, all of it.
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Writes text to standard output.
    static func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes a line to standard error.
    package static func writeError(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// The sequence that turns mouse reporting off again, written after ``enterScreen`` when
    /// ``reportsMouse`` is `false`.
    static var mouseOff: String { String(describing: Escape.mouseOff) }

    /// Ends the process with a status, after the exit handlers (which restore the terminal).
    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    /// Notes that Ctrl-C came as a key (raw mode keeps it from the terminal's signal).
    static func noteInterruptTyped() {
        wasInterruptTyped = true
    }

    /// Ends the process as SIGINT's default action does, so that a shell or script that started
    /// it sees it interrupted (and stops too). Restore the terminal first.
    ///
    /// After Ctrl-C typed as a key, SIGINT goes to the whole process group, as the terminal sends
    /// it to a program not in raw mode: a shell script waiting for the program (`x=$(tool)`)
    /// stops only when it gets SIGINT too. A SIGINT sent to the program alone stays its own.
    static func terminateAsInterrupted() -> Never {
        signal(SIGINT, SIG_DFL)
        if wasInterruptTyped { kill(0, SIGINT) } else { raise(SIGINT) }
        exit(130)  // not reached: SIGINT ends the process
    }

    /// Ends the process as SIGTERM's default action does (status 143 in a shell). Restore the
    /// terminal first.
    static func terminateAsTerminated() -> Never {
        signal(SIGTERM, SIG_DFL)
        raise(SIGTERM)
        exit(143)  // not reached: SIGTERM ends the process
    }

}

// MARK: - The process's terminal

/// The terminal of this process: keys from standard input, frames to standard output — or both
/// on the controlling terminal (`/dev/tty`) when standard input or output is not a terminal, so
/// that what the tool prints on standard output goes to a pipe or a `$(…)`.
///
/// Entering installs the handlers that keep the terminal usable on every way out and back (those of
/// SIGINT, SIGTSTP, SIGCONT and SIGWINCH until it leaves; the others once, for the process):
/// - SIGHUP, SIGQUIT and crashes (SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE) restore it
///   (inline lines cleared, as the loop clears them when it ends) and end the process with the
///   same signal; an exit restores it too.
/// - SIGINT asks the loop to quit as Ctrl-C does, and SIGTERM while the loop runs asks it to end
///   (a screen with unsaved changes asks the user first); a second one before the loop took the
///   first ends the process at once, restored. SIGTERM outside the loop ends it as SIGHUP does.
/// - SIGTSTP asks the loop to suspend (``suspend()``), SIGCONT to enter raw mode again and redraw,
///   SIGWINCH to redraw at the new size.
///
/// While the alternate screen is on, standard error (when it is this terminal) is captured in an
/// unlinked temporary file and shown after the terminal is restored, so a crash's message — which
/// the runtime writes before the crash signal — is readable afterwards, not wiped with the screen.
@MainActor
final class ProcessTerminal: TerminalDevice {
    /// The descriptors keys are read from and frames written to.
    private let input: Int32
    private let output: Int32
    /// Whether the controlling terminal was opened here (and is closed with this terminal).
    private let ownsDescriptor: Bool
    var usesAlternateScreen = true

    /// The process's terminal on standard input and output.
    init() {
        (input, output, ownsDescriptor) = (STDIN_FILENO, STDOUT_FILENO, false)
    }

    /// The controlling terminal (`/dev/tty`), for a tool whose standard input or output is not a
    /// terminal; `nil` when the process has none.
    init?(controllingTerminal: ()) {
        guard let descriptor = Platform.openControllingTerminal() else { return nil }
        (input, output, ownsDescriptor) = (descriptor, descriptor, true)
    }

    deinit {
        if ownsDescriptor { close(input) }
    }

    var size: TerminalSize? { Platform.windowSize(output) }

    /// The widths measured on the process's terminal: asked once a process.
    private static var measuredWidths: WidthRules?

    var measuredWidths: WidthRules? {
        get { Self.measuredWidths }
        set { Self.measuredWidths = newValue }
    }

    func enter() -> Bool {
        terminalInput = input
        terminalOutput = output
        restoresAlternateScreen = usesAlternateScreen ? 1 : 0
        if hasSavedAttributes != 0 {
            // Continued after a stop we did not see coming: raw mode again, same saved settings.
            _ = Platform.enterRawMode(input, from: Platform.Mode(attributes: savedAttributes))
        } else {
            guard let mode = Platform.enterRawMode(input) else { return false }
            savedAttributes = mode.attributes
            hasSavedAttributes = 1
        }
        Self.installHandlers()
        Self.captureStandardError()
        writeAll(output, usesAlternateScreen ? Escape.enter : Escape.enterInline)
        // Inline screens do not know their lines' places on the terminal: no mouse there.
        if usesAlternateScreen, !Platform.reportsMouse { writeAll(output, Escape.mouseOff) }
        return true
    }

    func inlineLinesDidMove(above lines: Int?) {
        inlineLinesAbove = sig_atomic_t(clamping: lines ?? -1)
    }

    func leave() {
        restoreTerminal()
        inlineLinesAbove = -1
        // The keys' signals are the program's again (a tool goes on after `TerminalApp.run`):
        // Ctrl-C interrupts it and Ctrl-Z stops it as they would without us; nothing is pending.
        for number in [SIGINT, SIGTSTP, SIGCONT, SIGWINCH] { signal(number, SIG_DFL) }
        isLoopRunning = 0
        didInterrupt = 0
        didTerminate = 0
        didAskToSuspend = 0
        didContinue = 0
        didResize = 0
    }

    /// Restores the terminal and stops the process group as the terminal's Ctrl-Z would (raw
    /// mode turned that key into a byte); returns once continued (`fg`), in raw mode again. Where
    /// job control cannot stop the group (an orphaned process group), it returns at once.
    func suspend() {
        restoreTerminal()
        didContinue = 0
        signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)  // the whole group, so that a parent waiting for us (sh -c) stops too
        // Another thread may take the signal and stop the process a moment after `kill` returns:
        // keep the default action until SIGCONT says we were stopped and continued (or, after
        // 200 ms, give up: an orphaned process group discards SIGTSTP and is not stopped).
        for _ in 0..<200 where didContinue == 0 { usleep(1000) }
        signal(SIGTSTP) { _ in didAskToSuspend = 1 }
        didContinue = 0  // handled here
        _ = enter()
    }

    func read() -> TerminalInput {
        Platform.readAvailable(input)
    }

    func waitForInput(upTo timeout: Duration) async {
        await Platform.waitForInput(input, upTo: timeout)
    }

    func write(_ text: String) {
        Platform.write(text, to: output)
    }

    func takeSignals() -> TerminalSignals {
        var signals: TerminalSignals = []
        // Read, then clear: a signal arriving in between is at worst merged with this one. A
        // second SIGINT or SIGTERM before this takes the first ends the process (the handlers).
        if didInterrupt != 0 {
            didInterrupt = 0
            signals.insert(.interrupt)
        }
        if didTerminate != 0 {
            didTerminate = 0
            signals.insert(.terminate)
        }
        if didAskToSuspend != 0 {
            didAskToSuspend = 0
            signals.insert(.suspend)
        }
        if didContinue != 0 {
            didContinue = 0
            signals.insert(.resume)
        }
        if didResize != 0 {
            didResize = 0
            signals.insert(.resize)
        }
        return signals
    }

    /// Installs the handlers: those of the ways out once (they restore a terminal only while it
    /// is changed), those of the keys' signals at every entry (``leave()`` gives them back).
    private static func installHandlers() {
        if !areHandlersInstalled {
            areHandlersInstalled = true
            copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: copyBufferSize, alignment: 1)
            atexit { restoreTerminal() }
            for number in [SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE] {
                signal(number) { number in
                    restoreTerminal()
                    // Die of the same signal, with its default action, so the exit status tells.
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            signal(SIGTERM) { _ in
                // The loop's to answer while it runs (it may ask about unsaved changes); a second
                // one before it took the first, or one outside the loop, ends the process.
                if isLoopRunning != 0, didTerminate == 0 {
                    didTerminate = 1
                    return
                }
                restoreTerminal()
                signal(SIGTERM, SIG_DFL)
                raise(SIGTERM)
            }
        }
        isLoopRunning = 1
        signal(SIGINT) { _ in
            if didInterrupt != 0 {  // the loop did not answer the first one: stop now
                restoreTerminal()
                signal(SIGINT, SIG_DFL)
                raise(SIGINT)
            }
            didInterrupt = 1
        }
        signal(SIGTSTP) { _ in didAskToSuspend = 1 }
        signal(SIGCONT) { _ in didContinue = 1 }
        signal(SIGWINCH) { _ in didResize = 1 }
    }

    /// Sends standard error to the capture file, when it is a terminal (it would write into the
    /// alternate screen, and vanish with it).
    private static func captureStandardError() {
        guard savedStandardError < 0, isatty(STDERR_FILENO) == 1 else { return }
        if captureFile < 0 {
            let directory = Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            var template = Array((directory + "/composed-table-stderr-XXXXXX").utf8CString)
            captureFile = mkstemp(&template)
            guard captureFile >= 0 else { return }
            unlink(template)  // gone from the file system; lives while open
        }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return }
        savedStandardError = saved
        _ = dup2(captureFile, STDERR_FILENO)
    }
}
#endif
