#if !canImport(UIKit)
/// The interactive loop: one loop on the main actor serves keys, resizes, signals and the main
/// actor's other work, and draws what changed.
///
/// Each turn takes the signals that arrived, reads the bytes that arrived (without waiting) and
/// turns them into keys for the session, then waits. While it waits the main actor is free: a
/// `Task` started by an action, a timer, a continuation resumed from another thread all run then.
///
/// Drawing builds the frame and writes the rows that differ from the one on screen (nothing when
/// none does). While something happens — a key, a resize, a signal — and for ``activeSpan``
/// after, the loop turns and draws every ``frameInterval``, so what a key starts shows within a
/// frame. Then, while nothing happens, it waits for input and draws every ``idleInterval``: a key
/// still shows at once, what a `Task` changes shows within that interval (and a signal is
/// answered within it), and an idle screen costs next to nothing whatever it shows.
///
/// Widths: once entered, before the first frame, the loop asks the terminal how wide it draws
/// the clusters terminals disagree about (``WidthProbe``), for at most ``probeTimeout``, and
/// runs the screens with the answers as `WidthRules.current` (the standard rules when the
/// terminal does not answer). Keys typed meanwhile are kept, in order. A device that keeps the
/// answers (the process's terminal) is asked once.
///
/// Escape versus Alt+key, as vim's `ttimeout`: a lone Escape byte waits for the rest of a
/// sequence for at most ``escapeTimeout``; when nothing more arrives it is the Escape key. An
/// Escape followed by a byte that starts no sequence (anything but `[` or `O`) is the Escape key
/// followed by that key — Alt+key is not used, and tmux (or a fast typist over ssh) delivers Esc
/// then q as those two bytes at once.
@MainActor
final class InteractiveTerminal {
    /// How long a lone Escape byte waits for the rest of a sequence before it is the Escape key.
    static let escapeTimeout: Duration = .milliseconds(30)
    /// How long the start of a longer sequence (`ESC [ <0;4`, a mouse report split across reads,
    /// as a slow link or a busy machine delivers it) waits for its end before it is dropped.
    static let sequenceTimeout: Duration = .milliseconds(500)
    /// How long the loop sleeps between turns when nothing is waiting: the longest a key or a
    /// signal waits before it is handled and shows.
    static let frameInterval: Duration = .milliseconds(16)
    /// How long after a key, a resize or a signal the loop goes on drawing on every turn.
    static let activeSpan: Duration = .seconds(1)
    /// How often the loop draws while nothing happens: the longest the main actor's work (a
    /// `Task` that changes a row) waits before it shows, once ``activeSpan`` has passed.
    static let idleInterval: Duration = .milliseconds(200)

    /// How the loop ended.
    enum Outcome: Equatable {
        /// The user quit (q), code did (`quit()`), or the loop's task was cancelled.
        case quit
        /// The terminal hung up.
        case endOfInput
        /// Ctrl-C or SIGINT.
        case interrupted
        /// SIGTERM.
        case terminated
        /// The terminal refused raw mode.
        case refused
    }

    private let device: any TerminalDevice
    private let session: TerminalSession
    /// The lines the screens may take below the cursor, inline; `nil` on the alternate screen.
    private let inlineLines: Int?
    /// What stays on the terminal when inline screens end (`✔ Colour: Green`), or `nil` to leave
    /// nothing; read once the screens ended.
    private let summary: (@MainActor () -> String?)?
    /// Inline: the lines the screens hold below the prompt now, and the one the terminal's cursor
    /// is on (counted from the first).
    private var inlineHeight = 0
    private var inlineCursorRow = 0
    /// How long the loop waits for the terminal's answers about widths.
    private let probeTimeout: Duration
    private let clock = ContinuousClock()
    private var parser = KeyParser()
    /// When the last bytes arrived: a pending Escape is the Escape key `escapeTimeout` after.
    private var lastInput: ContinuousClock.Instant
    /// The frame on the terminal, `nil` when the terminal must be drawn whole.
    private var shown: ScreenBuffer?
    /// When a key, a resize or a signal last came: the loop draws every turn for `activeSpan`.
    private var lastActivity: ContinuousClock.Instant
    /// When the loop last drew.
    private var lastDrawing: ContinuousClock.Instant

    /// Creates a loop; ``run()`` starts it.
    ///
    /// - Parameters:
    ///   - device: The terminal.
    ///   - session: The screens; resized to the terminal's size when the loop starts.
    ///   - inlineLines: Draws the screens inline, in at most this many lines below the cursor
    ///     (fewer when they need fewer), instead of on the alternate screen; `nil` for full screen.
    ///   - summary: Inline: what replaces the screens' lines once they end, or `nil` for nothing.
    ///   - probeTimeout: How long to wait for the terminal's answers about widths, in all.
    init(
        device: any TerminalDevice, session: TerminalSession, inlineLines: Int? = nil,
        summary: (@MainActor () -> String?)? = nil, probeTimeout: Duration = WidthProbe.timeout
    ) {
        self.device = device
        self.session = session
        self.inlineLines = inlineLines.map { max(3, $0) }
        self.summary = summary
        self.probeTimeout = probeTimeout
        lastInput = clock.now
        lastActivity = clock.now
        lastDrawing = clock.now
    }

    /// Runs until the screens end (q, Ctrl-C, `quit()`, SIGINT, SIGTERM), the terminal hangs up,
    /// or the task is cancelled; the terminal is restored when it returns.
    func run() async -> Outcome {
        device.usesAlternateScreen = inlineLines == nil
        guard device.enter() else { return .refused }
        defer {
            if inlineLines != nil { endInline() }
            device.leave()
        }
        let (rules, typed) = await measureWidths()
        return await WidthRules.$current.withValue(rules) {
            fitToWindow()
            if !typed.isEmpty {
                lastInput = clock.now
                lastActivity = lastInput
                handle(typed)
            }
            return await loop()
        }
    }

    /// Asks the terminal how wide it draws the clusters terminals disagree about, unless the
    /// device knows from an earlier run; waits at most ``probeTimeout`` for the answers.
    ///
    /// - Returns: The rules, and the bytes that arrived meanwhile that are not answers (keys).
    private func measureWidths() async -> (WidthRules, [UInt8]) {
        if let known = device.measuredWidths { return (known, []) }
        guard let size = device.size, size.columns >= WidthProbe.minimumColumns else { return (.standard, []) }
        device.write(WidthProbe.request)
        var scanner = CursorReportScanner(expecting: WidthProbe.answerCount)
        var typed: [UInt8] = []
        let deadline = clock.now + probeTimeout
        reading: while !scanner.isComplete, clock.now < deadline {
            switch device.read() {
            case .bytes(let bytes): typed += scanner.scan(bytes)
            case .nothing: await device.waitForInput(upTo: deadline - clock.now)
            case .end: break reading  // the loop's first read finds the end too
            }
        }
        typed += scanner.finish()
        let rules = WidthProbe.rules(from: scanner.reports, columns: size.columns)
        device.measuredWidths = rules
        return (rules, typed)
    }

    /// Turns until the screens end.
    private func loop() async -> Outcome {
        while true {
            if let outcome = turn() { return outcome }
            let now = clock.now
            let isActive = now - lastActivity < Self.activeSpan
            if isActive || now - lastDrawing >= Self.idleInterval {
                draw()
                lastDrawing = now
            }
            if isActive || parser.hasPendingBytes {
                do {
                    try await clock.sleep(for: pause())
                } catch {
                    return .quit  // cancelled
                }
            } else {
                // Idle: no turn until a key comes or the next drawing is due.
                await device.waitForInput(upTo: lastDrawing + Self.idleInterval - clock.now)
                if Task.isCancelled { return .quit }
            }
        }
    }

    /// One turn: signals, then input.
    ///
    /// - Returns: How the loop ends, or `nil` to go on.
    private func turn() -> Outcome? {
        let signals = device.takeSignals()
        if !signals.isEmpty { lastActivity = clock.now }
        // Ctrl-C's and SIGTERM's way out asks about unsaved changes first; a second one ends.
        if signals.contains(.interrupt) { session.navigationController.interrupt(as: .interrupted) }
        if signals.contains(.terminate) { session.navigationController.interrupt(as: .terminated) }
        if signals.contains(.resume) {  // stopped by someone else (SIGSTOP): raw mode may be gone
            _ = device.enter()
            fitToWindow()
        }
        if signals.contains(.suspend) { suspend() }
        if signals.contains(.resize) { fitToWindow() }
        switch device.read() {
        case .end:
            return .endOfInput
        case .bytes(let bytes):
            lastInput = clock.now
            lastActivity = lastInput
            handle(bytes)
        case .nothing:
            if parser.hasPendingBytes, clock.now - lastInput >= (parser.isInsideSequence ? Self.sequenceTimeout : Self.escapeTimeout) {
                // The parser's flush-after-timeout hook: a lone Escape is the Escape key; an
                // unfinished sequence is dropped.
                deliver(parser.flush())
            }
        }
        return outcome
    }

    /// How the loop ends now that the session ended, or `nil` while it runs.
    private var outcome: Outcome? {
        switch session.navigationController.ending {
        case nil: nil
        case .interrupted?: .interrupted
        case .terminated?: .terminated
        case .finished?, .quitKey?: .quit
        }
    }

    /// Sends bytes through the parser to the session. Ctrl-Z (byte 0x1A: raw mode keeps the
    /// terminal from sending SIGTSTP) suspends, between the keys before and after it.
    private func handle(_ bytes: [UInt8]) {
        var start = bytes.startIndex
        for index in bytes.indices where !session.hasQuit {
            switch bytes[index] {
            case 0x1A:
                feed(bytes[start..<index])
                start = index + 1
                if !session.hasQuit { suspend() }
            default:
                continue
            }
        }
        if !session.hasQuit { feed(bytes[start...]) }
    }

    /// Feeds the parser a segment of input.
    private func feed(_ segment: ArraySlice<UInt8>) {
        // The parser tells Escape from a sequence by the next byte; a lone Escape at the end of
        // the input waits in the parser until the timeout flushes it (see `turn()`).
        deliver(parser.parse(segment))
    }

    private func deliver(_ keys: [Key]) {
        for key in keys where !session.hasQuit {
            if key == .redraw {
                // Ctrl-L: the terminal may show something else (a program wrote to it): forget
                // the frame on it, so that the next drawing writes every row.
                shown = nil
                lastActivity = clock.now
                continue
            }
            session.send(key)
        }
    }

    /// Restores the terminal, stops until continued, then draws everything again.
    private func suspend() {
        if inlineLines != nil {
            // Inline: clear the lines, so the shell's prompt comes back where they were; once
            // continued, they are drawn again below wherever the cursor is then.
            endInlineForSuspension()
        }
        device.suspend()
        shown = nil
        fitToWindow()  // the window may have changed meanwhile
    }

    /// Lays the session out for the terminal's size, and draws everything again (after a resize
    /// the terminal may have reflowed what was on it).
    private func fitToWindow() {
        if inlineLines != nil {
            // Inline, the session's height follows what the screens need (see `draw()`).
            if let size = device.size, size.columns != session.size.columns {
                session.resize(to: TerminalSize(columns: size.columns, rows: session.size.rows))
            }
        } else if let size = device.size, size != session.size {
            session.resize(to: size)
        }
        shown = nil
    }

    /// Draws the frame if it differs from the one on screen; only the rows that differ.
    private func draw() {
        if let inlineLines {
            drawInline(maximumLines: inlineLines)
            return
        }
        let frame = session.screen
        guard frame != shown else { return }
        device.write(frame.ansiFrame(after: shown))
        shown = frame
    }

    // MARK: - Inline

    /// Clears the inline lines before a suspension; the next frame starts new ones.
    private func endInlineForSuspension() {
        let output = moveInline(to: 0) + "\r\u{1B}[0m\u{1B}[J"
        inlineHeight = 0
        inlineCursorRow = 0
        writeInline(output, linesAboveBefore: nil)
    }

    /// How many lines above the terminal's cursor the inline lines' first line is, or `nil`
    /// when none is held.
    private var inlineLinesAbove: Int? { inlineHeight > 0 ? inlineCursorRow : nil }

    /// Writes inline output and tells the device where the lines are (a signal that ends the
    /// process clears them: ``TerminalDevice/inlineLinesDidMove(above:)``). While the bytes go
    /// out, the lesser count of before and after: a signal then may leave a line, but never
    /// clears one above them.
    private func writeInline(_ output: String, linesAboveBefore before: Int?) {
        let after = inlineLinesAbove
        device.inlineLinesDidMove(above: before.flatMap { before in after.map { min(before, $0) } })
        device.write(output)
        device.inlineLinesDidMove(above: after)
    }

    /// Draws the frame inline: in as many lines below the prompt as the screens need, up to
    /// `maximumLines` (and the window's height less one), growing and shrinking with them. Only
    /// relative cursor moves are used — the lines' place on the terminal is never asked — and
    /// growing writes line feeds, so the terminal scrolls the lines above up as a shell does.
    private func drawInline(maximumLines: Int) {
        let columns = device.size?.columns ?? session.size.columns
        let windowRows = device.size?.rows ?? (maximumLines + 1)
        let limit = max(1, min(maximumLines, windowRows - 1))
        let rows = session.navigationController.inlineRowCount(columns: columns, maximum: limit)
        let size = TerminalSize(columns: columns, rows: rows)
        if size != session.size { session.resize(to: size) }
        let frame = session.screen
        guard frame != shown else { return }
        let linesAboveBefore = inlineLinesAbove
        // The terminal's cursor is hidden while rows are written (see `ScreenBuffer.ansiFrame`).
        var output = shown?.cursor != nil ? "\u{1B}[?25l" : ""
        var previous = shown
        if let old = previous, old.size.columns != frame.size.columns {
            // A new width: the terminal may have rewrapped the old lines; start over from the top.
            previous = nil
        }
        if previous == nil {
            output += moveInline(to: 0) + "\r\u{1B}[J"
            inlineHeight = min(inlineHeight, 1)
        }
        for row in 0..<frame.size.rows {
            if let previous, row < previous.size.rows, previous.rowEquals(row, frame) { continue }
            output += moveInline(to: row) + "\r" + frame.ansiRow(row)
        }
        if frame.size.rows < inlineHeight {
            // Shrunk: clear the lines no longer used, and stay within the new ones.
            output += moveInline(to: frame.size.rows) + "\u{1B}[J\u{1B}[1A"
            inlineCursorRow = frame.size.rows - 1
            inlineHeight = frame.size.rows
        }
        if let cursor = frame.cursor {
            // At the caret of the text being edited, where an input method puts its window.
            output += moveInline(to: cursor.row) + "\u{1B}[\(cursor.column + 1)G\u{1B}[?25h"
        }
        writeInline(output, linesAboveBefore: linesAboveBefore)
        shown = frame
    }

    /// The bytes that move the terminal's cursor to a line of the inline screens, at its left
    /// edge; lines below the last one held are made with line feeds (scrolling when needed).
    private func moveInline(to row: Int) -> String {
        var output = ""
        if row >= inlineHeight {
            if inlineHeight == 0 {
                output += "\r"
                inlineHeight = 1
                inlineCursorRow = 0
            }
            if inlineCursorRow < inlineHeight - 1 { output += "\u{1B}[\(inlineHeight - 1 - inlineCursorRow)B" }
            output += String(repeating: "\r\n", count: row - (inlineHeight - 1))
            inlineHeight = row + 1
            inlineCursorRow = row
            return output
        }
        if row < inlineCursorRow { output += "\u{1B}[\(inlineCursorRow - row)A" }
        if row > inlineCursorRow { output += "\u{1B}[\(row - inlineCursorRow)B" }
        inlineCursorRow = row
        return output + "\r"
    }

    /// Clears the inline screens' lines and leaves the summary in their place, whole (wrapped to
    /// the width: the answer stays in view), with the cursor on the line after it (where the
    /// shell's next prompt goes).
    private func endInline() {
        var output = moveInline(to: 0) + "\r\u{1B}[0m\u{1B}[J"
        if let line = summary?(), !line.isEmpty {
            output += DisplayWidth.wrap(line, to: max(1, session.size.columns - 1)).joined(separator: "\r\n") + "\r\n"
        }
        inlineHeight = 0
        inlineCursorRow = 0
        writeInline(output, linesAboveBefore: nil)
    }

    /// How long to sleep: a frame, or less when a pending Escape is due sooner.
    private func pause() -> Duration {
        guard parser.hasPendingBytes else { return Self.frameInterval }
        let due = lastInput + Self.escapeTimeout - clock.now
        return max(.zero, min(Self.frameInterval, due))
    }
}
#endif
