import Testing

@testable import ComposedTable

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's signals after the interactive mode: a tool that goes on after
/// `TerminalApp.run` gets Ctrl-C and Ctrl-Z back.
@MainActor
struct SignalHandlerTests {
    /// Whether a signal's action is the default one (the handler is read and put back).
    private func isDefault(_ number: Int32) -> Bool {
        let previous = signal(number, SIG_DFL)
        signal(number, previous)
        return previous == nil || unsafeBitCast(previous, to: Int.self) == 0
    }

    @Test func leavingGivesTheKeysSignalsBackToTheProgram() {
        // As entering does (the handlers of the loop), without changing this terminal.
        for number in [SIGWINCH, SIGCONT] { signal(number) { _ in } }
        #expect(!isDefault(SIGWINCH) && !isDefault(SIGCONT), "the probe sees a handler")
        ProcessTerminal().leave()
        for number in [SIGINT, SIGTSTP, SIGCONT, SIGWINCH] {
            #expect(isDefault(number), "signal \(number) is the program's again")
        }
    }
}
