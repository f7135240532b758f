#if !canImport(UIKit)
import Foundation

// A fuzzy filter over a list of any length, as gum's `filter` and fzf: the options given, or the
// lines of standard input.
extension TerminalApp {
    /// Asks the user to pick one of many lines by typing a few of its letters, inline below the
    /// prompt, and returns it; a line such as `✔ File: Sources/App/main.swift` stays on the
    /// terminal.
    ///
    /// The options show best match first, as fzf ranks them: the letters typed in order anywhere
    /// in an option (`srmain` finds `Sources/App/main.swift`), closer ones first — letters in a
    /// run, at the start of words, shorter options — case, diacritics and punctuation ignored;
    /// the letters matched are highlighted. ↑ ↓ move, Enter picks, Esc cancels.
    ///
    /// With no options, the lines of standard input are the options, and the question draws on
    /// the terminal (`/dev/tty`), so that it works in a pipe. It shows at once and takes the lines
    /// as they arrive, as fzf does — the hints say `12/1,234 · loading…` until the input ends — so that
    /// `find / | pick` can be answered before `find` is done:
    ///
    /// ```swift
    /// // main.swift of `pick`; in a script: file=$(git ls-files | pick) || exit
    /// import ComposedTable
    ///
    /// guard let file = await TerminalApp.filter("File") else { TerminalApp.exit(1) }
    /// print(file)
    /// ```
    ///
    /// With `COMPOSEDTABLE_ACCESSIBLE=1` or `TERM=dumb` it lists the options in numbered lines
    /// (`/TEXT` narrows them), as ``choose(_:from:selection:)`` does, once the input has ended.
    ///
    /// - Parameters:
    ///   - title: The question; `nil` asks without a title line, and the line that stays is the
    ///     answer alone (`✔ Green`).
    ///   - options: The options, in order; `nil` reads them from standard input, one a line
    ///     (empty lines left out; bytes that are not UTF-8 shown as `�`). When the input ends
    ///     without a line, the question ends and returns `nil`.
    ///   - placeholder: What the empty query field shows; "Type to filter" when `nil`.
    /// - Returns: The option picked, as given (or read), or `nil` when the user cancelled, there
    ///   were no options or there is no terminal. Ctrl-C ends the process as an interrupt does.
    /// - Complexity: A key ranks every option for a new query, or the last query's matches for a
    ///   query that extends it: O(*n* × *m*) per option in its length and the query's. A line
    ///   that arrives is ranked alone, and merged with the matches.
    @MainActor
    public static func filter(_ title: String? = nil, from options: [String]? = nil, placeholder: String? = nil) async -> String? {
        let environment = Environment.process
        if let options {
            return await answer(question(title ?? "", filtering: options, placeholder: placeholder, environment: environment))
        }
        guard !environment.stdinIsTerminal else {
            environment.error("\(programName): filter: no options given, and standard input is a terminal: pipe the options in.")
            return nil
        }
        return await answer(
            question(title ?? "", filtering: [], arriving: linesOfStandardInput(), placeholder: placeholder, environment: environment))
    }

    /// The lines of standard input, read on a thread of their own: those a read completed, as it
    /// completes them.
    static func linesOfStandardInput() -> AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self)
        Thread.detachNewThread {
            var pending: [UInt8] = []
            Platform.readStandardInput { bytes in
                pending += bytes
                guard let end = pending.lastIndex(of: UInt8(ascii: "\n")) else { return }
                continuation.yield(lines(of: Array(pending[...end])))
                pending.removeSubrange(...end)
            }
            continuation.yield(lines(of: pending))
            continuation.finish()
        }
        return stream
    }

    /// The lines of piped bytes, without their line ends; empty lines left out.
    static func lines(of bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let text = String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            return text.isEmpty ? nil : text
        }
    }

    /// Asks the filter question over options, and those that arrive after them (`more`) until
    /// its end.
    @MainActor
    static func question(
        _ title: String, filtering options: [String], arriving more: AsyncStream<[String]>? = nil, placeholder: String?,
        environment: Environment
    ) async -> Answer<String> {
        var options = options
        let display = TerminalDisplay.chosen(.inline(lines: questionLines), variable: environment.variable)
        if display == .accessible, let more {
            for await lines in more { options += lines }  // the listing is made once
        }
        guard !options.isEmpty || more != nil && display != .accessible else { return Answer(value: nil, status: cancelledStatus) }
        if display == .accessible {
            // Numbered lines and `/TEXT`: the choice screen's, which the accessible mode lists.
            let choices = ChoiceOptions(Array(options.indices), title: { options[$0] }, searchable: true)
            let answer = await question(title, choosing: choices, selection: nil, environment: environment)
            return Answer(value: answer.value.map { options[$0] }, status: answer.status)
        }
        let summary: @MainActor (String) -> String = { "✔ " + labelled(title, $0) }
        return await question(title, environment: environment, summary: summary) { host in
            let screen = ComposedTableViewController(title: title)
            weak var question: FilterQuestion?
            let filter = FilterQuestion(
                on: screen, options: options, placeholder: placeholder, rowCount: more.map { _ in FilterQuestion.shownMatches }
            ) { [weak host] index in
                guard let question else { return }
                host?.navigationController?.quit(returning: question.options[index])
            }
            question = filter
            host.navigationController?.pushViewController(screen, animated: false)
            filter.field.beginEditing()
            guard let more else { return }
            filter.isLoading = true
            Task { @MainActor [weak host] in
                for await lines in more {
                    guard let question else { return }  // answered: the rest is not needed
                    question.append(lines)
                }
                question?.isLoading = false
                // No line at all: nothing to ask, nothing left on the terminal.
                if question?.options.isEmpty == true { host?.navigationController?.quit() }
            }
        }
    }
}
#endif
