#if !canImport(UIKit)
// The terminal's questions to the operating system that need no raw memory: the controlling
// terminal, its size, waiting for input, and the environment's settings.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import Dispatch

extension Platform {
    /// Opens the controlling terminal (`/dev/tty`) for reading and writing, as fzf and dialog do
    /// when standard input or output is not a terminal.
    ///
    /// - Returns: The descriptor, or `nil` when the process has no controlling terminal (a
    ///   daemon, `setsid`, a CI job without one).
    static func openControllingTerminal() -> Int32? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// A terminal's size, or `nil` when it cannot be read.
    static func windowSize(_ descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Sets a terminal's size (a pseudo-terminal's, in tests).
    static func setWindowSize(_ descriptor: Int32, to size: TerminalSize) {
        var value = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(descriptor, UInt(TIOCSWINSZ), &value)
    }

    /// Waits until a descriptor has something to read (or hung up), or a time has passed,
    /// whichever comes first. The wait blocks a thread of its own, not the caller's: the main
    /// actor is free meanwhile.
    static func waitForInput(_ descriptor: Int32, upTo timeout: Duration) async {
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard milliseconds > 0 else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, milliseconds)
                continuation.resume()
            }
        }
    }

    /// Whether the screens ask the terminal to report the mouse: unless the environment sets
    /// `COMPOSEDTABLE_MOUSE=0` (or `off`, `no`, `false`), which leaves clicks, the wheel and
    /// selection to the terminal. Read each time the screens show.
    static var reportsMouse: Bool { reportsMouse(setting: environment("COMPOSEDTABLE_MOUSE")) }

    /// Whether a value of `COMPOSEDTABLE_MOUSE` (`nil` when unset) leaves mouse reporting on.
    static func reportsMouse(setting value: String?) -> Bool {
        !["0", "off", "no", "false"].contains(value?.lowercased() ?? "")
    }

    /// An environment variable's value.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
#endif
