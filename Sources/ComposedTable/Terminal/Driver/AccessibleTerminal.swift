#if !canImport(UIKit)
import ComposedTableCore
import Foundation

/// The screens as plain lines, one answer typed per line: for screen readers and dumb terminals.
///
/// No cursor addressing, no colours, no raw mode: the terminal's own line editing reads each
/// answer. On each new screen it writes the title, then the rows in order — section headers and
/// footers as plain lines, each row that does something numbered (`3. Wi-Fi: on`), information
/// rows unnumbered — then a prompt (`Choose 1-7, b back, q quit, ? help: `). After an answer it
/// writes only the lines that changed, or the whole screen when another one shows (a push, a
/// pop, a presented screen, an alert).
///
/// A number works the row through the same keys the full-screen mode takes: the cursor moves to
/// the row and Enter goes to it, so actions, pushes, alerts, validation and the question about
/// unsaved changes behave as they do there. A text row asks for its text (`Name [Alice]: `; an
/// empty line keeps it, a lone space empties it), a stepper or slider for a number, a picker or a
/// segmented choice for the number of an option, a date for `YYYY-MM-DD` (and `HH:MM`); each
/// answer is typed into the row with its editing keys; a row's title typed whole works as its
/// number. `b` goes back, `q` quits, `r` writes the screen again, `/TEXT` filters a list that has a
/// search, `?` lists the commands; an empty line on a list of options is done (back). A
/// question's text (`TerminalApp.ask`, `write`) is asked for at once: a line, or lines until a
/// lone `.`. Anything else is answered with why and the prompt again: typed input never stops
/// the process.
@MainActor
final class AccessibleTerminal {
    /// What a number chooses on the screen shown.
    private enum Choice {
        /// A row of the top screen.
        case row(RowPath)
        /// An action of the alert showing.
        case action(Int)
    }

    /// A row listed: which one, and whether it has a number.
    private struct RowKey: Equatable {
        var cell: ObjectIdentifier
        var isNumbered: Bool
    }

    /// A screen as it is written: its lines and what its numbers choose.
    private struct Listing {
        /// Which screen, or alert, this is: a change writes it whole.
        var identity: [ObjectIdentifier]
        /// The rows listed, in order: when they change, the numbers do, and the screen is written
        /// whole.
        var rows: [RowKey] = []
        var lines: [String]
        var choices: [Choice]
        var prompt: String
    }

    /// The most numbered rows written for one screen; a longer list says how many more there are.
    static let maximumListedRows = 200

    private let navigationController: NavigationController
    let readLine: @MainActor () async -> String?
    let write: @MainActor (String) -> Void
    /// The screen as written last.
    private var shown: Listing?

    /// Creates the driver; ``run()`` starts it.
    ///
    /// - Parameters:
    ///   - navigationController: The screens.
    ///   - readLine: Reads one line of input, without its line break; `nil` at the end of input.
    ///   - write: Writes text as it is (lines end with `"\n"`; a prompt does not).
    init(
        navigationController: NavigationController, readLine: @escaping @MainActor () async -> String?,
        write: @escaping @MainActor (String) -> Void
    ) {
        self.navigationController = navigationController
        self.readLine = readLine
        self.write = write
    }

    /// Whether the environment asks for the accessible mode: `COMPOSEDTABLE_ACCESSIBLE=1` (or
    /// `true`, `yes`), or `TERM=dumb` unless `COMPOSEDTABLE_ACCESSIBLE=0` (or `false`, `no`).
    ///
    /// - Parameter environment: The process's environment.
    static func isRequested(environment: [String: String]) -> Bool {
        if let setting = environment["COMPOSEDTABLE_ACCESSIBLE"]?.lowercased(), !setting.isEmpty {
            if ["1", "true", "yes", "on"].contains(setting) { return true }
            if ["0", "false", "no", "off"].contains(setting) { return false }
        }
        return environment["TERM"] == "dumb"
    }

    /// Runs until the screens end (q, `quit()`) or the input ends.
    ///
    /// - Returns: How it ended: ``InteractiveTerminal/Outcome/quit``,
    ///   ``InteractiveTerminal/Outcome/endOfInput``, or as a signal ended the screens.
    func run() async -> InteractiveTerminal.Outcome {
        await settle()
        if questionText == nil { writeChanges() }
        while true {
            if let outcome { return outcome }
            if let text = questionText {
                guard await answerQuestion(text) else { return .endOfInput }
                await settle()
                continue
            }
            let listing = shown ?? listing()
            write(listing.prompt)
            guard let line = await readLine() else { return .endOfInput }
            let isWorked = await answer(line, on: listing)
            await settle()
            if let outcome { return outcome }
            if isWorked || shown == nil { writeChanges() }
        }
    }

    /// How the screens ended, or `nil` while they run.
    private var outcome: InteractiveTerminal.Outcome? {
        switch navigationController.ending {
        case nil: nil
        case .interrupted?: .interrupted
        case .terminated?: .terminated
        case .finished?, .quitKey?: .quit
        }
    }

    /// Lets the work an action left to the main actor run (a `Task` that saves, a choice's
    /// continuation), as the interactive loop does between keys.
    private func settle() async {
        for _ in 0..<TerminalSession.settlingRounds { await Task.yield() }
    }

    func send(_ key: Key) {
        navigationController.handle(key)
    }

    var top: ComposedTableViewController { navigationController.visibleNavigation.topViewController }

    // MARK: - Writing

    func writeLine(_ line: String) {
        write(line + "\n")
    }

    /// Writes the screen whole when another one shows, else the lines that changed.
    private func writeChanges() {
        let listing = listing()
        defer { shown = listing }
        guard let shown, shown.identity == listing.identity, shown.rows == listing.rows else {
            for line in listing.lines { writeLine(line) }
            return
        }
        let before = Set(shown.lines)
        let after = Set(listing.lines)
        let added = listing.lines.filter { !before.contains($0) }
        let removed = shown.lines.filter { !after.contains($0) }
        for line in added { writeLine(line) }
        if added.isEmpty {
            for line in removed { writeLine("No longer: " + line.trimmingCharacters(in: .whitespaces)) }
        }
        if added.isEmpty, removed.isEmpty { writeLine("No change.") }
    }

    /// The screen or alert showing, as lines.
    private func listing() -> Listing {
        let top = self.top
        top.loadIfNeeded()
        let stack = navigationController.visibleNavigation
        var identity = stack.viewControllers.map(ObjectIdentifier.init)
        if let alert = top.shownAlert {
            identity.append(ObjectIdentifier(alert))
            return alertListing(alert, identity: identity)
        }
        var lines = [""]
        let title = top.title ?? ""
        if !stack.isUntitledQuestion { lines.append(title.isEmpty ? "Screen" : title) }
        var choices: [Choice] = []
        var rows: [RowKey] = []
        if let search = top.core.search, !search.query.isEmpty { lines.append("Filtered by “\(search.query)”") }
        switch top.core.emptyContent {
        case .loading?:
            lines.append("Loading…")
        case .noResults(let message)?:
            lines.append(message)
        case .emptyState(let state)?, .loadFailed(let state)?:
            lines.append(state.title)
            if let message = state.message { lines.append(message) }
        case nil:
            appendRows(of: top, to: &lines, choices: &choices, rows: &rows)
        }
        let canGoBack = stack.viewControllers.count > 1 || stack.presenting != nil
        var commands: [String] = []
        if !choices.isEmpty { commands.append(choices.count == 1 ? "Choose 1" : "Choose 1-\(choices.count)") }
        if canGoBack { commands.append("b back") }
        commands += ["q quit", "? help"]
        return Listing(identity: identity, rows: rows, lines: lines, choices: choices, prompt: commands.joined(separator: ", ") + ": ")
    }

    private func appendRows(
        of screen: ComposedTableViewController, to lines: inout [String], choices: inout [Choice], rows: inout [RowKey]
    ) {
        let composition = screen.composition
        var listed = 0
        var unlisted = 0
        for section in 0..<composition.numberOfSections {
            if let header = composition.header(inSection: section).flatMap(Self.text) { lines.append(header) }
            let count = composition.numberOfRows(inSection: section)
            for row in 0..<count {
                guard listed < Self.maximumListedRows else {
                    unlisted += count - row
                    break
                }
                let path = RowPath(section: section, row: row)
                let cell = composition.cell(at: path)
                let description = Self.describe(cell)
                let isNumbered = cell.isEnabled && isActionable(cell, at: path, in: screen)
                rows.append(RowKey(cell: ObjectIdentifier(cell), isNumbered: isNumbered))
                if isNumbered {
                    choices.append(.row(path))
                    lines.append("\(choices.count). \(description)")
                } else {
                    lines.append(cell.isEnabled ? description : description + " (unavailable)")
                }
                listed += 1
                if let message = cell.validationMessage {
                    for part in message.split(separator: "\n") { lines.append("   Error: \(part)") }
                }
            }
            if let footer = composition.footer(inSection: section).flatMap(Self.text) { lines.append(footer) }
        }
        if unlisted > 0 {
            let filter = screen.core.search != nil ? ": type /TEXT to filter" : ""
            lines.append("… and \(unlisted) more rows\(filter)")
        }
    }

    private func alertListing(_ alert: AlertPresentation, identity: [ObjectIdentifier]) -> Listing {
        var lines = [""]
        if let title = alert.title { lines.append(title) }
        if let message = alert.message { lines.append(message) }
        var choices: [Choice] = []
        for (index, action) in alert.actions.enumerated() {
            guard action.isEnabled else {
                lines.append(action.title + " (unavailable)")
                continue
            }
            choices.append(.action(index))
            lines.append("\(choices.count). \(action.title)")
        }
        let range = choices.count == 1 ? "Choose 1" : "Choose 1-\(choices.count)"
        return Listing(identity: identity, lines: lines, choices: choices, prompt: range + ", ? help: ")
    }

    /// Whether a row does something when chosen: an input, or a row with an action.
    private func isActionable(_ cell: ActiveCell, at path: RowPath, in screen: ComposedTableViewController) -> Bool {
        cell.inPlace.keyHelpTopic != nil || screen.core.canSelectRow(at: path)
    }

    private static func text(of supplement: SectionSupplement<SectionView>) -> String? {
        switch supplement {
        case .title(let title), .labeled(let title, _): title.isEmpty ? nil : title
        case .view: nil
        }
    }

    /// A row as a line, from what a screen reader says of it (``ActiveCell/accessibility``):
    /// `Wi-Fi: on (switch)`, `Name: empty (text) — Required`, `Automatic (current)`,
    /// `Birthday: 1 Jan 2000 (date), collapsed`. A value of several lines shows its first.
    static func describe(_ cell: ActiveCell) -> String {
        let description = cell.accessibility
        var line = description.label
        // A control without a value holds an empty text.
        if let value = description.value ?? (description.kind == nil ? nil : "empty") {
            let lines = TextEditor.lines(of: value)
            let shown = lines[0] + (lines.count > 1 ? " …" : "")
            line += line.isEmpty ? shown : ": " + shown
        }
        if let kind = description.kind { line += " (\(kind))" }
        if description.traits.contains(.selected) { line += " (current)" }
        if let expansion = description.expansion { line += ", \(expansion.rawValue)" }
        if let hint = description.hint { line += " — " + hint }
        return line
    }

    /// A number as a person writes it: `5`, `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: - Answers

    /// Answers a line typed at the prompt of a screen or an alert.
    ///
    /// - Returns: Whether the screens may have changed; `false` for help, and for a line that is
    ///   not an answer (it was told why).
    private func answer(_ line: String, on listing: Listing) async -> Bool {
        let answer = line.trimmingCharacters(in: .whitespaces)
        let isAlert = listing.identity.count > navigationController.visibleNavigation.viewControllers.count
        switch answer.lowercased() {
        case "?", "help":
            writeHelp()
            return false
        case "r", "read":
            shown = nil  // the whole screen again
        case "q" where !isAlert, "quit" where !isAlert:
            navigationController.requestEnding(.quitKey)
        case "b" where !isAlert, "back" where !isAlert:
            let stack = navigationController.visibleNavigation
            guard stack.viewControllers.count > 1 || stack.presenting != nil else {
                writeLine("This is the first screen: nothing to go back to.")
                return false
            }
            goBack()
        case "" where !isAlert:
            if isChoiceList(top), navigationController.visibleNavigation.viewControllers.count > 1 {
                goBack()  // done
            } else {
                shown = nil
            }
        default:
            if answer.hasPrefix("/"), !isAlert { return filter(String(answer.dropFirst())) }
            guard let number = Int(answer) ?? number(titled: answer, in: listing), listing.choices.indices.contains(number - 1) else {
                let range = listing.choices.isEmpty ? "nothing to choose here" : "choose a number from 1 to \(listing.choices.count)"
                writeLine("“\(answer)” is not an answer here: \(range), or ? for help.")
                return false
            }
            switch listing.choices[number - 1] {
            case .action(let index):
                guard let alert = top.shownAlert else { return true }
                // The alert's keys: the cursor to the action, then Enter.
                alert.moveCursor(by: Int.min)
                for _ in alert.actions.indices where alert.cursor < index { alert.moveCursor(by: 1) }
                send(.enter)
            case .row(let path):
                await choose(path)
            }
        }
        return true
    }

    /// The number of the row titled `title` (a folder's without its `/`): as typed, else the one
    /// row whose title differs only in case.
    private func number(titled title: String, in listing: Listing) -> Int? {
        let titles = listing.choices.map { choice -> String? in
            guard case .row(let path) = choice else { return nil }
            return top.composition.cell(at: path).key
        }
        if let index = titles.firstIndex(where: { $0 == title || $0 == title + "/" }) { return index + 1 }
        let folded = titles.indices.filter { titles[$0]?.lowercased() == title.lowercased() }
        return folded.count == 1 ? folded[0] + 1 : nil
    }

    private func goBack() {
        top.editingCell?.inPlace.commitEditing()
        // A list of options goes back with ←, which keeps a multiple choice's checks (Esc puts
        // them back); elsewhere Esc, which clears a filter first and never changes a value.
        let isUnfilteredList = isChoiceList(top) && (top.core.search?.query.isEmpty ?? true)
        send(isUnfilteredList ? .left : .escape)
    }

    /// Whether a screen is a list of options: every row an ``OptionCell``.
    private func isChoiceList(_ screen: ComposedTableViewController) -> Bool {
        let cells = screen.composition.visibleCells
        return !cells.isEmpty && cells.allSatisfy { $0.cell is OptionCell }
    }

    /// Types a query into the search line, as `/`, the text and ↓ do (to the filtered list;
    /// Enter would pick the first match).
    private func filter(_ query: String) -> Bool {
        guard top.core.search != nil else {
            writeLine("This screen has no search.")
            return false
        }
        send(.character("/"))
        send(.home)
        send(.control("k"))
        if !query.isEmpty { send(.paste(query)) }
        send(query.isEmpty ? .escape : .down)
        return true
    }

    private func writeHelp() {
        for line in [
            "Commands:",
            "  a number   choose that row (its title works too): runs it, toggles a switch, or asks for a value",
            "  b, back    go back (asks first when there are unsaved changes)",
            "  q, quit    quit (asks first when there are unsaved changes)",
            "  r          write the screen again",
            "  /TEXT      filter a long list that has a search (/ alone clears it)",
            "  empty line done, on a list of options",
            "  ?          these commands",
            "When a row asks for a value, an empty line keeps it; for a text, a lone space empties it.",
        ] {
            writeLine(line)
        }
    }
}
#endif
