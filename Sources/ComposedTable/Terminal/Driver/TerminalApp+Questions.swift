#if !canImport(UIKit)
// One question from a plain `main`: the shared API's choose, chooseMany and confirm (and a
// text), asked inline below the prompt, answered with a value.
extension TerminalApp {
    /// How many lines a question takes at most, inline below the prompt.
    static let questionLines = 12

    /// Asks the user to pick one option, inline below the prompt, and returns it; a line such as
    /// `✔ Colour: Green` stays on the terminal.
    ///
    /// For a shell script's "pick one" helper, from a plain `main`, without a screen of its own:
    ///
    /// ```swift
    /// // main.swift of `pick-colour`; in a script: colour=$(pick-colour) || exit
    /// import ComposedTable
    ///
    /// guard let colour = await TerminalApp.choose("Colour", from: ["Red", "Green", "Blue"]) else {
    ///     TerminalApp.exit(1)
    /// }
    /// print(colour)
    /// ```
    ///
    /// The options are a choice screen, as ``ComposedTableViewController/choose(_:from:selection:)``
    /// pushes: ↑ ↓ and a letter move, Enter picks, `/` searches a long list, Esc or ← cancel.
    /// `ChoiceOptions` gives them titles, subtitles, sections, or loads them.
    /// It draws on the terminal even when standard output is a pipe or a `$(…)` (it opens
    /// `/dev/tty`), so that the tool can print the answer there. With `COMPOSEDTABLE_ACCESSIBLE=1`
    /// or `TERM=dumb` it asks in plain numbered lines.
    ///
    /// - Parameters:
    ///   - title: The question; `nil` asks without a title line, and the line that stays is the
    ///     answer alone (`✔ Green`).
    ///   - options: The options and how they show; an array literal is a list. No options (an
    ///     empty list or sections) asks nothing and returns `nil`.
    ///   - selection: The current choice, checked and where the cursor starts; `nil` for none.
    /// - Returns: The option picked, or `nil` when the user cancelled or there is no terminal
    ///   (a message on standard error says so). Ctrl-C ends the process as an interrupt does
    ///   (status 130), so that a calling script stops too.
    /// - Complexity: O(1) per option until it shows.
    @MainActor
    public static func choose<Value: Hashable & Sendable>(
        _ title: String? = nil, from options: ChoiceOptions<Value>, selection: Value? = nil
    ) async -> Value? {
        guard options.knownOptions?.isEmpty != true else { return nil }
        return await answer(question(title ?? "", choosing: options, selection: selection, environment: .process))
    }

    /// Asks the user to check any of some options, inline below the prompt, and returns those
    /// checked; a line such as `✔ Toppings: Cheese, Olives` stays on the terminal.
    ///
    /// ```swift
    /// let toppings = await TerminalApp.chooseMany("Toppings", from: ["Cheese", "Olives", "Basil"]) ?? []
    /// ```
    ///
    /// Space or Enter checks and unchecks the option under the cursor, ← is done, Esc cancels.
    ///
    /// - Parameters:
    ///   - title: The question; `nil` asks without a title line, and the line that stays is the
    ///     answer alone (`✔ Green`).
    ///   - options: The options and how they show; an array literal is a list. No options asks
    ///     nothing and returns `nil`.
    ///   - selections: The options checked at first.
    /// - Returns: The options checked, or `nil` when the user cancelled or there is no terminal.
    ///   Ctrl-C ends the process as an interrupt does.
    /// - Complexity: O(1) per option until it shows.
    @MainActor
    public static func chooseMany<Value: Hashable & Sendable>(
        _ title: String? = nil, from options: ChoiceOptions<Value>, selections: Set<Value> = []
    ) async -> Set<Value>? {
        guard options.knownOptions?.isEmpty != true else { return nil }
        return await answer(question(title ?? "", choosingMany: options, selections: selections, environment: .process))
    }

    /// Asks the user to confirm, inline below the prompt: the confirming action and the cancel
    /// action as two options (`y` and `n` jump to "Yes" and "No"). A line such as
    /// `✔ Delete 3 files? Yes` stays on the terminal.
    ///
    /// ```swift
    /// if await TerminalApp.confirm("Delete 3 files?", action: "Delete") { try removeFiles() }
    /// ```
    ///
    /// Esc or ← cancel, which counts as No here; ``confirmation(_:message:action:cancel:)`` tells
    /// the two apart.
    ///
    /// - Parameters:
    ///   - title: The question; "Are you sure?" by default.
    ///   - message: Text under the options, or `nil`.
    ///   - action: The confirming action's title.
    ///   - cancel: The cancel action's title.
    /// - Returns: Whether the user chose the confirming action; `false` when they cancelled or
    ///   there is no terminal. Ctrl-C ends the process as an interrupt does.
    @MainActor
    public static func confirm(
        _ title: String = "Are you sure?", message: String? = nil, action: String = "Yes", cancel: String = "No"
    ) async -> Bool {
        await confirmation(title, message: message, action: action, cancel: cancel) ?? false
    }

    /// Asks the user to confirm, as ``confirm(_:message:action:cancel:)`` does, and tells a
    /// cancel (Esc, ←) from the cancel action: three outcomes, as gum's exit statuses are.
    ///
    /// ```swift
    /// switch await TerminalApp.confirmation("Push to origin?", action: "Push", cancel: "Skip") {
    /// case true?: try push()
    /// case false?: print("Not pushed.")
    /// case nil: TerminalApp.exit(1)  // the user cancelled: the script stops
    /// }
    /// ```
    ///
    /// A line such as `✔ Push to origin? Skip`, or `✘ Push to origin? cancelled`, stays on the
    /// terminal.
    ///
    /// - Parameters:
    ///   - title: The question; "Are you sure?" by default.
    ///   - message: Text under the options, or `nil`.
    ///   - action: The confirming action's title.
    ///   - cancel: The cancel action's title (the No).
    /// - Returns: `true` for the confirming action, `false` for the cancel action, `nil` when
    ///   the user cancelled the question or there is no terminal. Ctrl-C ends the process as an
    ///   interrupt does.
    @MainActor
    public static func confirmation(
        _ title: String = "Are you sure?", message: String? = nil, action: String = "Yes", cancel: String = "No"
    ) async -> Bool? {
        await answer(question(title, confirming: action, cancel: cancel, message: message, environment: .process))
    }

    /// Asks the user for a line of text, inline below the prompt; a line such as `✔ Name: Ada`
    /// (or `✔ Password: ••••` for a secure field) stays on the terminal.
    ///
    /// ```swift
    /// guard let name = await TerminalApp.ask("Name", placeholder: "Ada Lovelace") else { TerminalApp.exit(1) }
    /// ```
    ///
    /// The field is edited at once, with the readline keys: Enter answers, Esc cancels.
    ///
    /// - Parameters:
    ///   - title: The question; `nil` asks without a title line, and the line that stays is the
    ///     answer alone (`✔ Green`).
    ///   - text: The text at first, which the user edits.
    ///   - placeholder: What the empty field shows, or `nil`.
    ///   - isSecure: Whether the text is hidden as it is typed (a password).
    /// - Returns: The text, or `nil` when the user cancelled or there is no terminal. Ctrl-C
    ///   ends the process as an interrupt does.
    @MainActor
    public static func ask(
        _ title: String? = nil, text: String = "", placeholder: String? = nil, isSecure: Bool = false
    ) async -> String? {
        await answer(question(title ?? "", text: text, placeholder: placeholder, isSecure: isSecure, environment: .process))
    }

    /// Asks the user for a text of several lines — a commit message, a description — inline below
    /// the prompt; a line such as `✔ Description: Fix the parser … (3 lines)` stays on the terminal.
    ///
    /// ```swift
    /// guard let body = await TerminalApp.write("Description", placeholder: "Why this change?") else {
    ///     TerminalApp.exit(1)
    /// }
    /// ```
    ///
    /// The text is edited at once and grows a line at a time: Enter inserts a line break,
    /// **Ctrl-D answers** (as in gum), Esc cancels; ↑ ↓ move between lines, and the readline keys
    /// and undo work as in any text (``TextViewCell``). The placeholder shows, dim, until the
    /// first key. A text taller than the question's lines scrolls with the caret. With
    /// `COMPOSEDTABLE_ACCESSIBLE=1` or `TERM=dumb` it reads lines until one that is a lone `.`
    /// (or the end of input); the end of input before any line cancels.
    ///
    /// - Parameters:
    ///   - title: The question; `nil` asks without a title line, and the line that stays is the
    ///     answer alone (`✔ Green`).
    ///   - text: The text at first, which the user edits; its line breaks are kept.
    ///   - placeholder: What the empty text shows, or `nil`.
    /// - Returns: The text, lines separated by `"\n"`, or `nil` when the user cancelled or there
    ///   is no terminal. Ctrl-C ends the process as an interrupt does.
    /// - Complexity: A key costs what it costs in a ``TextViewCell``: the length of the caret's
    ///   line, whatever the number of lines.
    @MainActor
    public static func write(_ title: String? = nil, text: String = "", placeholder: String? = nil) async -> String? {
        await answer(question(title ?? "", writing: text, placeholder: placeholder, environment: .process))
    }

    // MARK: - Questions

    /// A question's answer, and how it ended.
    struct Answer<Value: Sendable> {
        var value: Value?
        var status: Int32
    }

    /// The value of an answer; after Ctrl-C or SIGTERM, ends the process as the signal does.
    @MainActor
    static func answer<Value>(_ answer: Answer<Value>) -> Value? {
        if answer.status == interruptedStatus || answer.status == terminatedStatus { exit(answer.status) }
        return answer.value
    }

    /// The name of the program, for messages: the last part of its path.
    static var programName: String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "program"
    }

    /// An answer after its question, as a summary says it: `Colour: Green`, or `Green` alone
    /// when the question has no title.
    static func labelled(_ title: String, _ answer: String) -> String {
        title.isEmpty ? answer : "\(title): \(answer)"
    }

    /// Asks a question on a blank host screen: `push` pushes the question's screen on it, and
    /// going back to the host cancels.
    @MainActor
    static func question<Value: Sendable>(
        _ title: String, environment: Environment, summary: @escaping @MainActor (Value) -> String,
        push: @escaping @MainActor (ComposedTableViewController) -> Void
    ) async -> Answer<Value> {
        let host = ComposedTableViewController()
        let ending = await run(
            name: programName, arguments: [], environment: environment, display: .inline(lines: questionLines),
            expectsResult: true, rootViewController: { host },
            prepare: { navigation in
                navigation.quitsAtRoot = true
                push(host)
            },
            summary: { navigation in
                if let value = navigation.result as? Value { return summary(value) }
                // Back from the question (Esc, ←): said so; Ctrl-C and signals leave nothing.
                guard navigation.ending == .quitKey else { return nil }
                let separator = title.isEmpty ? "" : title.last?.isPunctuation == true ? " " : ": "
                return "✘ " + title + separator + "cancelled"
            })
        return Answer(value: ending.status == 0 ? ending.result as? Value : nil, status: ending.status)
    }

    @MainActor
    static func question<Value: Hashable & Sendable>(
        _ title: String, choosing options: ChoiceOptions<Value>, selection: Value?, environment: Environment
    ) async -> Answer<Value> {
        let summary: @MainActor (Value) -> String = { "✔ " + labelled(title, options.title($0)) }
        return await question(title, environment: environment, summary: summary) { host in
            host.choose(title, from: options, selection: selection) { value in
                host.navigationController?.quit(returning: value)
            }
        }
    }

    @MainActor
    static func question<Value: Hashable & Sendable>(
        _ title: String, choosingMany options: ChoiceOptions<Value>, selections: Set<Value>, environment: Environment
    ) async -> Answer<Set<Value>> {
        let summary: @MainActor (Set<Value>) -> String = { chosen in
            // In the options' order; options that loaded, in the order of their titles.
            let titles = options.knownOptions.map { $0.filter(chosen.contains).map(options.title) } ?? chosen.map(options.title).sorted()
            return "✔ " + labelled(title, titles.isEmpty ? "none" : titles.joined(separator: ", "))
        }
        return await question(title, environment: environment, summary: summary) { host in
            host.chooseMany(title, from: options, selections: selections) { chosen in
                // Told as the screen leaves: done (← Enter), not the quit key or Ctrl-C.
                guard let navigation = host.navigationController, !navigation.hasQuit else { return }
                navigation.quit(returning: chosen)
            }
        }
    }

    @MainActor
    static func question(
        _ title: String, confirming action: String, cancel: String, message: String?, environment: Environment
    ) async -> Answer<Bool> {
        let summary: @MainActor (Bool) -> String = { "✔ " + (title.isEmpty ? "" : title + " ") + ($0 ? action : cancel) }
        return await question(title, environment: environment, summary: summary) { host in
            host.choose(title, from: .sections([ChoiceSection(options: [action, cancel], footer: message)]), selection: nil) { choice in
                host.navigationController?.quit(returning: choice == action)
            }
        }
    }

    @MainActor
    static func question(
        _ title: String, text: String, placeholder: String?, isSecure: Bool, environment: Environment
    ) async -> Answer<String> {
        let summary: @MainActor (String) -> String = { answer in
            "✔ " + labelled(title, isSecure ? String(repeating: "•", count: min(answer.count, 8)) : answer)
        }
        return await question(title, environment: environment, summary: summary) { host in
            let screen = ComposedTableViewController(title: title)
            screen.leavesOnEscape = true
            let field = TextFieldCell(key: "", text: text, placeholder: placeholder)
            field.isSecure = isSecure
            field.onReturn = { field in field.controller?.navigationController?.quit(returning: field.text) }
            screen.addCell(field)
            host.navigationController?.pushViewController(screen, animated: false)
            field.beginEditing()
        }
    }

    @MainActor
    static func question(
        _ title: String, writing text: String, placeholder: String?, environment: Environment
    ) async -> Answer<String> {
        let summary: @MainActor (String) -> String = { answer in
            let lines = answer.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count > 1 else { return "✔ " + labelled(title, answer) }
            // The first line that says something, and how many lines there are.
            let first = lines.first { !$0.allSatisfy(\.isWhitespace) } ?? ""
            return "✔ " + labelled(title, "\(first) … (\(lines.count) lines)")
        }
        return await question(title, environment: environment, summary: summary) { host in
            let screen = ComposedTableViewController(title: title)
            screen.leavesOnEscape = true
            let view = TextViewCell(key: "", text: text, placeholder: placeholder)
            screen.questionKeys = { [weak view] key in
                guard key == .control("d") || key == .tab || key == .shiftTab, let view else { return false }
                // Ctrl-D answers; Tab stays in the text (there is no other field).
                if key == .control("d") { view.controller?.navigationController?.quit(returning: view.text) }
                return true
            }
            screen.questionHints = "ctrl-d done · ⏎ new line · esc cancel"
            screen.addCell(view)
            host.navigationController?.pushViewController(screen, animated: false)
            view.beginEditing()
        }
    }
}
#endif
