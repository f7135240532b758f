#if !canImport(UIKit)
// The one file that knows about the operating system: raw mode, reading keys, the window size,
// signals. Everything here is used by `InteractiveTerminal` only.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The terminal settings before raw mode, restored on every way out (also from signal handlers,
/// which is why it is a plain global: they cannot reach anything else).
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var hasSavedAttributes: sig_atomic_t = 0
/// Set by SIGWINCH; the loop reads the new size.
nonisolated(unsafe) private var windowDidResize: sig_atomic_t = 0

/// Leaves the alternate screen, shows the cursor and restores the saved terminal settings.
/// Async-signal-safe: only `write` and `tcsetattr`.
private func restoreTerminal() {
    guard hasSavedAttributes != 0 else { return }
    let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
    hasSavedAttributes = 0
}

enum Platform {
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The terminal's size, or `nil` when it cannot be read.
    static func windowSize() -> TerminalSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Switches to raw mode and the alternate screen; installs the handlers that restore the
    /// terminal on a signal or an exit.
    static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else { return false }
        var raw = savedAttributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
        hasSavedAttributes = 1
        atexit { restoreTerminal() }
        for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS] {
            signal(signalNumber) { number in
                restoreTerminal()
                // Die of the same signal, with its default action, so the exit status tells.
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        signal(SIGWINCH) { _ in windowDidResize = 1 }
        writeOutput("\u{1B}[?1049h\u{1B}[?25l")
        return true
    }

    /// Restores the terminal (also done at exit and on signals).
    static func leaveRawMode() {
        restoreTerminal()
    }

    /// Whether the window was resized since the last call.
    static func takeResize() -> Bool {
        defer { windowDidResize = 0 }
        return windowDidResize != 0
    }

    /// Waits up to a time for input and reads what is there.
    ///
    /// - Parameter milliseconds: How long to wait; -1 waits until input or a signal.
    /// - Returns: The bytes read; empty after a timeout or a signal; `nil` at end of input.
    static func readInput(waitingUpTo milliseconds: Int32) -> [UInt8]? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return count == 0 ? nil : Array(bytes.prefix(count))
    }

    /// Writes text to standard output, all of it.
    static func writeOutput(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Ends the process with a status, after the exit handlers (which restore the terminal).
    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    /// Writes a line to standard error.
    static func writeError(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
#endif
