#if !canImport(UIKit)
// Work with a spinner, inline, as gum's `spin`: the title and a spinner while it runs, a line
// after that says how it ended.
extension TerminalApp {
    /// Runs work with a spinner and a title, inline below the prompt, and returns its result; a
    /// line such as `✔ Fetching releases (2s)`, or `✘ Fetching releases: <the error>`, stays on
    /// the terminal.
    ///
    /// ```swift
    /// let releases = try await TerminalApp.spin("Fetching releases") {
    ///     try await api.releases()
    /// }
    /// ```
    ///
    /// The work runs in a task of its own while the spinner turns. Esc cancels the task (the
    /// call throws `CancellationError`); Ctrl-C cancels it and ends the process as an interrupt
    /// does (status 130), so that a calling script stops too. Without a terminal (a CI job), or
    /// with `COMPOSEDTABLE_ACCESSIBLE=1` or `TERM=dumb`, the work runs without a spinner, the
    /// title and the outcome written as lines on standard error.
    ///
    /// - Parameters:
    ///   - title: What the work does.
    ///   - work: The work.
    /// - Returns: What the work returned.
    /// - Throws: What the work threw, or `CancellationError` when the user cancelled.
    @MainActor
    public static func spin<Value: Sendable>(
        _ title: String, work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let answer = await spinning(title, work: work, environment: .process)
        guard let result = self.answer(answer) else { throw CancellationError() }
        return try result.get()
    }

    /// The frames of the spinner, a tenth of a second each.
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Runs work with a spinner; the answer is `nil` when the user cancelled (the work's task is
    /// cancelled then, and after Ctrl-C).
    @MainActor
    static func spinning<Value: Sendable>(
        _ title: String, work: @escaping @Sendable () async throws -> Value, environment: Environment
    ) async -> Answer<Result<Value, any Error>> {
        let task = Task { try await work() }
        let onStandardStreams = environment.stdinIsTerminal && environment.stdoutIsTerminal
        let display = TerminalDisplay.chosen(.inline(lines: questionLines), variable: environment.variable)
        guard display != .accessible, onStandardStreams || environment.controllingTerminal() != nil else {
            environment.error("\(title)…")
            let result = await task.result
            switch result {
            case .success: environment.error("\(title): done")
            case .failure(let error): environment.error("\(title): failed: \(error)")
            }
            return Answer(value: result, status: 0)
        }
        let start = ContinuousClock.now
        let summary: @MainActor (Result<Value, any Error>) -> String = { result in
            switch result {
            case .success: "✔ \(title) (\(Self.seconds(since: start)))"
            case .failure(let error): "✘ \(title): \(error)"
            }
        }
        var ticker: Task<Void, Never>?
        let answer = await question(title, environment: environment, summary: summary) { host in
            let screen = ComposedTableViewController(title: title)
            let row = ActiveCell(key: "\(spinnerFrames[0]) 0s")
            screen.addCell(row)
            screen.questionHints = "esc cancel · ctrl-c stop"
            host.navigationController?.pushViewController(screen, animated: false)
            ticker = Task { @MainActor [weak row] in
                var frame = 0
                while !Task.isCancelled, let row {
                    try? await Task.sleep(for: .milliseconds(100))
                    frame += 1
                    row.key = "\(spinnerFrames[frame % spinnerFrames.count]) \(Self.seconds(since: start))"
                }
            }
            Task { @MainActor [weak host] in
                let result = await task.result
                host?.navigationController?.quit(returning: result)
            }
        }
        ticker?.cancel()
        if answer.value == nil { task.cancel() }
        return answer
    }

    /// Whole seconds since a moment, as `3s`.
    private static func seconds(since start: ContinuousClock.Instant) -> String {
        "\((ContinuousClock.now - start).components.seconds)s"
    }
}
#endif
