#if !canImport(UIKit)
// Work with a spinner, inline, as gum's `spin`: the title and a spinner while it runs — a bar and
// a count when the work says how far it is — and a line after that says how it ended.
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
    /// Work that knows how far it is updates a `Progress`: the spinner's row then shows a bar and
    /// the count, `⠋ ━━━━━━━━━╸────────── 42/100 · 3s` (the count alone on a narrow terminal),
    /// and the line that stays says it too, `✔ Downloading (100/100, 3s)`. A total of 0 or less
    /// shows the spinner alone.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: Int64(files.count))
    /// try await TerminalApp.spin("Downloading", progress: progress) {
    ///     for file in files {
    ///         try await download(file)
    ///         progress.completedUnitCount += 1
    ///     }
    /// }
    /// ```
    ///
    /// The work runs in a task of its own while the spinner turns. Esc cancels the task (the
    /// call throws `CancellationError`); Ctrl-C cancels it and ends the process as an interrupt
    /// does (status 130), so that a calling script stops too. Without a terminal (a CI job), or
    /// with `COMPOSEDTABLE_ACCESSIBLE=1` or `TERM=dumb`, the work runs without a spinner, the
    /// title and the outcome written as lines on standard error — with a progress, a line such
    /// as `Downloading: 40%` between them each time it passes a tenth.
    ///
    /// - Parameters:
    ///   - title: What the work does; `nil` shows the spinner alone, and the line that stays is
    ///     `✔ done (3s)`.
    ///   - progress: How far the work is, which it updates (`totalUnitCount`,
    ///     `completedUnitCount`) from any thread; read ten times a second. `nil` for none.
    ///   - work: The work.
    /// - Returns: What the work returned.
    /// - Throws: What the work threw, or `CancellationError` when the user cancelled.
    @MainActor
    public static func spin<Value: Sendable>(
        _ title: String? = nil, progress: Progress? = nil, work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let answer = await spinning(title ?? "", progress: progress, work: work, environment: .process)
        guard let result = self.answer(answer) else { throw CancellationError() }
        return try result.get()
    }

    /// The frames of the spinner, a tenth of a second each.
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Runs work with a spinner; the answer is `nil` when the user cancelled (the work's task is
    /// cancelled then, and after Ctrl-C).
    @MainActor
    static func spinning<Value: Sendable>(
        _ title: String, progress: Progress? = nil, work: @escaping @Sendable () async throws -> Value,
        environment: Environment
    ) async -> Answer<Result<Value, any Error>> {
        let task = Task { try await work() }
        let onStandardStreams = environment.stdinIsTerminal && environment.stdoutIsTerminal
        let display = TerminalDisplay.chosen(.inline(lines: questionLines), variable: environment.variable)
        let start = ContinuousClock.now
        // The count and the seconds, as the line that stays says them.
        let outcome: @MainActor () -> String = {
            [SpinnerRow.count(of: progress), Self.seconds(since: start)].compactMap { $0 }.joined(separator: ", ")
        }
        guard display != .accessible, onStandardStreams || environment.controllingTerminal() != nil else {
            let label = title.isEmpty ? "Working" : title
            environment.error("\(label)…")
            let reporter = progress.map { progress in
                Task { @MainActor in
                    var tenths = 0
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(100))
                        let now = SpinnerRow.fraction(of: progress).map { Int($0 * 10) } ?? 0
                        if now > tenths, now < 10 { environment.error("\(label): \(now * 10)%") }
                        tenths = max(tenths, now)
                    }
                }
            }
            let result = await task.result
            reporter?.cancel()
            let count = SpinnerRow.count(of: progress).map { " (\($0))" } ?? ""
            switch result {
            case .success: environment.error("\(label): done" + count)
            case .failure(let error): environment.error("\(label): failed: \(error)")
            }
            return Answer(value: result, status: 0)
        }
        let summary: @MainActor (Result<Value, any Error>) -> String = { result in
            switch result {
            case .success: "✔ \(title.isEmpty ? "done" : title) (\(outcome()))"
            case .failure(let error): "✘ " + labelled(title, "\(error)")
            }
        }
        var ticker: Task<Void, Never>?
        let answer = await question(title, environment: environment, summary: summary) { host in
            let screen = ComposedTableViewController(title: title)
            let row = SpinnerRow()
            screen.addCell(row)
            screen.questionHints = "esc cancel · ctrl-c stop"
            host.navigationController?.pushViewController(screen, animated: false)
            row.show(frame: 0, progress: progress, seconds: "0s")
            ticker = Task { @MainActor [weak row] in
                var frame = 0
                while !Task.isCancelled, let row {
                    try? await Task.sleep(for: .milliseconds(100))
                    frame += 1
                    row.show(frame: frame, progress: progress, seconds: Self.seconds(since: start))
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

/// The row of a spin: the spinner and the seconds — with a progress whose total is known, a bar
/// and the count between them, or the count alone when the bar would be shorter than 10 columns.
@MainActor
final class SpinnerRow: ActiveCell, TerminalCell {
    /// The widest bar.
    static let barWidth = 40
    private var spinner = TerminalApp.spinnerFrames[0]
    private var fraction: Double?
    /// What follows the bar: the count and the seconds.
    private var tail = ""

    init() { super.init(key: "") }

    required init?(coder: NSCoder) { nil }

    /// The part of a progress done, from 0 to 1; `nil` when its total is unknown.
    nonisolated static func fraction(of progress: Progress?) -> Double? {
        guard let progress, progress.totalUnitCount > 0 else { return nil }
        return min(1, max(0, Double(progress.completedUnitCount) / Double(progress.totalUnitCount)))
    }

    /// The count of a progress, as `42/100`; `nil` when its total is unknown.
    nonisolated static func count(of progress: Progress?) -> String? {
        guard let progress, progress.totalUnitCount > 0 else { return nil }
        return "\(progress.completedUnitCount)/\(progress.totalUnitCount)"
    }

    /// Shows a frame of the spinner, how far the work is and the seconds it took so far.
    func show(frame: Int, progress: Progress?, seconds: String) {
        spinner = TerminalApp.spinnerFrames[frame % TerminalApp.spinnerFrames.count]
        fraction = Self.fraction(of: progress)
        tail = [Self.count(of: progress), seconds].compactMap { $0 }.joined(separator: " · ")
        key = "\(spinner) \(tail)"  // the text without the bar; the next frame draws it
    }

    func terminalLineCount(width: Int) -> Int { 1 }

    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let bar = min(Self.barWidth, width - 3 - DisplayWidth.of(tail))
        guard let fraction, bar >= 10 else {
            buffer.draw(DisplayWidth.truncate(key, to: width), row: origin.row, column: origin.column)
            return
        }
        // Half a column at a time: `╸` ends a bar that stops in the middle of one.
        let halves = Int(fraction * Double(bar * 2))
        var column = buffer.draw("\(spinner) ", row: origin.row, column: origin.column)
        column = buffer.draw(
            String(repeating: "━", count: halves / 2) + (halves % 2 == 1 ? "╸" : ""), row: origin.row, column: column, style: .accent)
        column = buffer.draw(String(repeating: "─", count: bar - (halves + 1) / 2), row: origin.row, column: column, style: .dim)
        buffer.draw(" " + tail, row: origin.row, column: column)
    }
}
#endif
