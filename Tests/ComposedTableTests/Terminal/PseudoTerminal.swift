import Testing

@testable import ComposedTable

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a test of the interactive loop in the process of its exit test
/// (`#expect(processExitsWith: .success) { await inOwnProcess { … } }`), whose main actor serves
/// that test alone.
///
/// In the suite's own process the main actor is shared with hundreds of tests, and every turn of
/// the loop waits behind all of them: a test that runs in a tenth of a second alone took a minute
/// there, and minutes with both cores busy, past its deadlines. In a process of its own it takes
/// as long as it does alone.
///
/// The issues the run records are reported by the test that started it, at their lines; as only
/// their comments cross from one process to the other, each failed expectation is recorded again
/// with its values in the comment ("in full: Expectation failed: (count → 2) == 3").
///
/// - Parameters:
///   - limit: A hang guard: the process stops (the test fails) if the run has not returned by
///     then, rather than holding the suite.
///   - body: The test.
@MainActor
func inOwnProcess(limit: Duration = .seconds(600), _ body: @MainActor () async throws -> Void) async {
    alarm(UInt32(limit.components.seconds))
    let prefix = "in full: "
    await withKnownIssue(isIntermittent: true) {
        do {
            try await body()
        } catch is ExpectationFailedError {
            // A `#require` that failed, already recorded.
        } catch {
            Issue.record(error)
        }
    } matching: { issue in
        if let sourceLocation = issue.sourceLocation, !issue.comments.contains(where: { $0.rawValue.hasPrefix(prefix) }) {
            Issue.record("\(prefix)\(issue)", sourceLocation: sourceLocation)
        }
        return false  // not a known issue: recorded as it is, too
    }
}

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
    /// How many bytes the loop has read.
    private(set) var bytesRead = 0
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

    func read() -> TerminalInput {
        let input = Platform.readAvailable(device)
        if case .bytes(let bytes) = input { bytesRead += bytes.count }
        return input
    }

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
