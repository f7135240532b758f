import Testing

@testable import ComposedTable

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for the interactive loop: the loop reads keys from and draws on its device
/// side, with the driver's own raw mode, reads and writes; a test types on the other side and
/// reads what was drawn. Signals are posted by the test instead of the kernel, and a suspension
/// leaves and enters the terminal again without stopping the test process.
@MainActor
final class PseudoTerminal: TerminalDevice {
    private let controller: Int32
    private let device: Int32
    private var mode: Platform.Mode?
    nonisolated(unsafe) private var isControllerOpen = true
    private var pendingSignals: TerminalSignals = []
    /// How many times the loop suspended.
    private(set) var suspensions = 0
    /// Everything drawn so far.
    private(set) var output = ""
    var usesAlternateScreen = true

    /// Opens a pseudo-terminal of a size.
    init(size: TerminalSize) throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        try #require(openpty(&controller, &device, nil, nil, nil) == 0, "no pseudo-terminal")
        (self.controller, self.device) = (controller, device)
        Platform.setWindowSize(controller, to: size)
    }

    deinit {
        close(device)
        if isControllerOpen { close(controller) }
    }

    // MARK: - The loop's side

    var size: TerminalSize? { Platform.windowSize(device) }

    func enter() -> Bool {
        if let mode {
            _ = Platform.enterRawMode(device, from: mode)
        } else {
            guard let saved = Platform.enterRawMode(device) else { return false }
            mode = saved
        }
        write(usesAlternateScreen ? Platform.enterScreen : Platform.enterInline)
        return true
    }

    func leave() {
        guard let mode else { return }
        write(usesAlternateScreen ? Platform.leaveScreen : Platform.leaveInline)
        Platform.restore(mode, to: device)
        self.mode = nil
    }

    func suspend() {
        leave()
        suspensions += 1
        _ = enter()
    }

    func read() -> TerminalInput { Platform.readAvailable(device) }

    func waitForInput(upTo timeout: Duration) async { await Platform.waitForInput(device, upTo: timeout) }

    func write(_ text: String) { Platform.write(text, to: device) }

    func takeSignals() -> TerminalSignals {
        defer { pendingSignals = [] }
        return pendingSignals
    }

    // MARK: - The test's side

    /// Whether the device side is in raw mode.
    var isRaw: Bool { Platform.isRaw(device) }

    /// Types bytes, all in one write (the loop reads them in one chunk).
    func type(_ bytes: [UInt8]) {
        Platform.write(String(decoding: bytes, as: UTF8.self), to: controller)
    }

    /// Types text, all in one write.
    func type(_ text: String) {
        Platform.write(text, to: controller)
    }

    /// Posts signals, as their handlers would.
    func post(_ signals: TerminalSignals) {
        pendingSignals.formUnion(signals)
    }

    /// Resizes the window and posts SIGWINCH.
    func resize(to size: TerminalSize) {
        Platform.setWindowSize(controller, to: size)
        post(.resize)
    }

    /// Hangs up: the device side reads the end of input.
    func hangUp() {
        close(controller)
        isControllerOpen = false
    }

    /// Reads the bytes the loop wrote since the last call (and keeps their text in ``output``):
    /// for a reader that must not see a character cut between two reads.
    func takeBytes() -> [UInt8] {
        guard isControllerOpen, case .bytes(let bytes) = Platform.readAvailable(controller) else { return [] }
        output += String(decoding: bytes, as: UTF8.self)
        return bytes
    }

    /// Reads what the loop drew since the last call (and keeps it in ``output``).
    @discardableResult
    func takeOutput() -> String {
        guard isControllerOpen, case .bytes(let bytes) = Platform.readAvailable(controller) else { return "" }
        let text = String(decoding: bytes, as: UTF8.self)
        output += text
        return text
    }

    /// Waits, reading what is drawn (a full pseudo-terminal would block the loop), until a
    /// condition holds; fails the test after `seconds`. What was read last is checked before the
    /// deadline counts: a frame that arrives late on a busy machine is a pass, not a timeout.
    func wait(
        seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool
    ) async {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !condition() {
            takeOutput()
            if condition() { break }
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out; drawn so far: \(output.debugDescription)", sourceLocation: sourceLocation)
                return
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        takeOutput()
    }
}
