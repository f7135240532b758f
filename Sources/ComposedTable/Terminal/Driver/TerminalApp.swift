#if !canImport(UIKit)
/// The entry point of a terminal program built on composed tables: interactive in a terminal,
/// or scripted with keys given on the command line.
///
/// ```swift
/// // main.swift
/// import ComposedTable
///
/// await TerminalApp.main(name: "settings-tool") { SettingsViewController() }
/// ```
///
/// Interactive mode switches the terminal to raw mode and the alternate screen, and runs one
/// loop on the main actor that serves keys, resizes, signals and the main actor's other work: a
/// `Task` that changes a row shows without a key, within a frame (16 ms) for a second after a key,
/// a resize or a signal, then within 0.2 s (an idle screen is drawn 5 times a second, so that it
/// costs next to nothing). The terminal is restored on
/// every way out — q, Ctrl-C, SIGINT, end of input, SIGTERM, SIGHUP, SIGQUIT, a crash (whose
/// message shows after the restore) — and on the way back: Ctrl-Z or SIGTSTP restores it and
/// stops the program, `fg` brings back raw mode and the screen. The screen follows the window's
/// size. When standard input or output is not a terminal (`x=$(tool)`, `tool | less`), the
/// screens draw on the controlling terminal (`/dev/tty`) and standard output stays the tool's;
/// with no terminal at all, it refuses with one line on standard error and exit status 1.
///
/// Scripted mode — `--keys "down down enter" [--size 60x20] [--frames]` — runs the keys
/// (see ``KeyScript``) at a fixed size (60x20 unless given) and prints the final screen as plain
/// text, or every frame with `--frames` (the first screen, then one per step). Between keys, the work that the keys left to the main
/// actor runs (``TerminalSession/settle()``). It needs no terminal. `--size` belongs to scripted
/// mode: without `--keys` it is refused, as the interactive screen follows the window.
public enum TerminalApp {
    /// Where the program's input and output go; the real terminal, or a test's.
    struct Environment {
        var stdinIsTerminal: Bool
        var stdoutIsTerminal: Bool
        var output: (String) -> Void
        var error: (String) -> Void
        /// The terminal of the interactive mode, on standard input and output.
        var terminal: @MainActor () -> any TerminalDevice = { ProcessTerminal() }
        /// The controlling terminal (`/dev/tty`), for when standard input or output is not a
        /// terminal; `nil` when there is none.
        var controllingTerminal: @MainActor () -> (any TerminalDevice)? = { nil }
        /// An environment variable's value (`COMPOSEDTABLE_ACCESSIBLE`, `TERM`).
        var variable: (String) -> String? = { _ in nil }
        /// The process's arguments after its name: what the package reads when the tool passes
        /// `nil`.
        var processArguments: [String] = Array(CommandLine.arguments.dropFirst())

        /// The process's standard input, output and error, and its terminal.
        static var process: Environment {
            var environment = Environment(
                stdinIsTerminal: Platform.stdinIsTerminal, stdoutIsTerminal: Platform.stdoutIsTerminal,
                output: Platform.writeOutput, error: Platform.writeError)
            environment.controllingTerminal = { ProcessTerminal(controllingTerminal: ()) }
            environment.variable = Platform.environment
            return environment
        }
    }

    /// The status after SIGINT, as a shell reports a process that SIGINT ended.
    static let interruptedStatus: Int32 = 130
    /// The status after SIGTERM, as a shell reports a process that SIGTERM ended.
    static let terminatedStatus: Int32 = 143
    /// The status when the user cancelled: quit after discarding changes, or without the result
    /// asked for.
    static let cancelledStatus: Int32 = 1

    /// Runs the program and exits with its status (after SIGINT or SIGTERM, the program ends as
    /// the signal's default action ends it, so that a calling shell script stops too). To go on
    /// after the screens end — print what the user chose, save settings — use
    /// ``run(name:arguments:display:rootViewController:)`` or
    /// ``run(returning:name:arguments:display:rootViewController:)``.
    ///
    /// - Parameters:
    ///   - name: The program's name, for messages.
    ///   - arguments: The arguments after the program's name, which the package reads
    ///     (`--keys`, `--size`, `--frames`, `--help`); the process's when `nil`. Pass `[]` when the
    ///     tool reads its own arguments: the package then reads none, and its messages mention
    ///     none.
    ///   - rootViewController: Makes the first screen.
    ///   - display: How the screens take the terminal: the whole window (the default), some
    ///     lines below the prompt (``TerminalDisplay/inline(lines:)``), or plain lines for a
    ///     screen reader (``TerminalDisplay/accessible``).
    @MainActor
    public static func main(
        name: String, arguments: [String]? = nil, display: TerminalDisplay = .fullScreen,
        rootViewController: () -> ComposedTableViewController
    ) async -> Never {
        exit(await run(name: name, arguments: arguments, display: display, rootViewController: rootViewController))
    }

    /// Ends the process with a status that ``run(name:arguments:display:rootViewController:)`` returned:
    /// after SIGINT (130) or SIGTERM (143), as the signal's default action ends a program, so that
    /// a calling shell script stops too (a plain `exit(130)` would not stop it).
    ///
    /// - Parameter status: The exit status.
    public static func exit(_ status: Int32) -> Never {
        if status == interruptedStatus { Platform.terminateAsInterrupted() }
        if status == terminatedStatus { Platform.terminateAsTerminated() }
        Platform.terminate(status)
    }

    /// Runs the program and returns when its screens end, with the status ``main(name:arguments:display:rootViewController:)``
    /// would exit with; the terminal is restored by then, every screen has left (what its alerts
    /// and tasks awaited is answered as cancelled), and Ctrl-C and Ctrl-Z are the program's
    /// again. Code after it runs: a tool can print what the user chose, save the settings, then
    /// end with ``exit(_:)``.
    ///
    /// The exit status says how the screens ended, as fzf's and dialog's do:
    /// - **0**: finished — code ended them (``NavigationController/quit()``), or the user quit
    ///   with `q` without discarding changes; also a script that ran, and `--help`.
    /// - **1**: cancelled — the user discarded unsaved changes on the way out (the "Discard
    ///   changes?" question of ``ComposedTableViewController/hasUnsavedChanges``), or the terminal
    ///   hung up; also no terminal, or raw mode refused.
    /// - **130**: Ctrl-C or SIGINT; **143**: SIGTERM. ``exit(_:)`` ends the process as the signal
    ///   does.
    /// - **64**: bad arguments (the message and the usage are on standard error).
    ///
    /// The screens are drawn on the terminal: on standard output when standard input and output
    /// are the terminal, else on the controlling terminal (`/dev/tty`), as fzf does — so that
    /// `x=$(tool)`, `tool | less` and `tool > out.json` work, with what the tool prints on
    /// standard output. With no terminal at all it refuses with one line on standard error
    /// (status 1). To return what the user chose, use
    /// ``run(returning:name:arguments:display:rootViewController:)``.
    ///
    /// ```swift
    /// let status = await TerminalApp.run(name: "settings") { SettingsViewController() }
    /// if status == 0 { print("Settings saved.") }
    /// TerminalApp.exit(status)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The program's name, for messages.
    ///   - arguments: The arguments after the program's name, which the package reads; the
    ///     process's when `nil`. Pass `[]` when the tool reads its own: see
    ///     ``main(name:arguments:display:rootViewController:)``.
    ///   - display: How the screens take the terminal: the whole window (the default), some
    ///     lines below the prompt, or plain lines for a screen reader (``TerminalDisplay``).
    ///   - rootViewController: Makes the first screen.
    /// - Returns: The exit status.
    @MainActor
    public static func run(
        name: String, arguments: [String]? = nil, display: TerminalDisplay = .fullScreen,
        rootViewController: () -> ComposedTableViewController
    ) async -> Int32 {
        await run(
            name: name, arguments: arguments, environment: .process, display: display, expectsResult: false,
            rootViewController: rootViewController
        ).status
    }

    /// Runs the program and returns what its screens produced — the ``NavigationController/result``
    /// they set, or gave to ``NavigationController/quit(returning:)`` — with the exit status.
    ///
    /// A tool that asks for a result counts the user's `q` without one as cancelled (status 1);
    /// otherwise the statuses are those of ``run(name:arguments:display:rootViewController:)``. A result
    /// of another type counts as none.
    ///
    /// ```swift
    /// let (colour, status) = await TerminalApp.run(returning: String.self, name: "pick") {
    ///     let menu = ComposedTableViewController(title: "Pick a colour")
    ///     for colour in ["Red", "Green", "Blue"] {
    ///         menu.addCell(ActiveCell(key: colour) { cell in
    ///             cell.controller?.navigationController?.quit(returning: colour)
    ///         })
    ///     }
    ///     return menu
    /// }
    /// if let colour { print(colour) }   // the shell reads it: x=$(pick) needs stdout free
    /// TerminalApp.exit(status)
    /// ```
    ///
    /// - Parameters:
    ///   - returning: The type of the result.
    ///   - name: The program's name, for messages.
    ///   - arguments: The arguments the package reads; the process's when `nil`.
    ///   - display: How the screens take the terminal (``TerminalDisplay``).
    ///   - rootViewController: Makes the first screen.
    /// - Returns: The result (`nil` when the screens set none, or ended otherwise than finished)
    ///   and the exit status.
    @MainActor
    public static func run<Result: Sendable>(
        returning: Result.Type, name: String, arguments: [String]? = nil, display: TerminalDisplay = .fullScreen,
        rootViewController: () -> ComposedTableViewController
    ) async -> (result: Result?, status: Int32) {
        let ending = await run(
            name: name, arguments: arguments, environment: .process, display: display, expectsResult: true,
            rootViewController: rootViewController)
        return (ending.status == 0 ? ending.result as? Result : nil, ending.status)
    }

    /// Runs the program with its input and output in an environment.
    ///
    /// - Returns: The exit status.
    @MainActor
    static func run(
        name: String, arguments: [String]?, environment: Environment, display: TerminalDisplay = .fullScreen,
        rootViewController: () -> ComposedTableViewController
    ) async -> Int32 {
        await run(
            name: name, arguments: arguments, environment: environment, display: display, expectsResult: false,
            rootViewController: rootViewController
        ).status
    }

    /// Runs the program with its input and output in an environment.
    ///
    /// - Parameter expectsResult: Whether `q` without a result is a cancel.
    /// - Returns: The exit status, and the result the screens set.
    ///   - display: How the screens take the terminal.
    ///   - prepare: Called with the screens before the first frame (a one-question call pushes
    ///     its question).
    ///   - summary: Inline: the line left on the terminal once the screens end, or `nil`.
    @MainActor
    static func run(
        name: String, arguments: [String]?, environment: Environment, display: TerminalDisplay = .fullScreen,
        expectsResult: Bool, rootViewController: () -> ComposedTableViewController,
        prepare: (@MainActor (NavigationController) -> Void)? = nil,
        summary: (@MainActor (NavigationController) -> String?)? = nil
    ) async -> (status: Int32, result: (any Sendable)?) {
        let readsArguments = arguments.map { !$0.isEmpty } ?? true
        let options: Options
        do {
            options = try parse(arguments ?? environment.processArguments)
        } catch {
            environment.error("\(name): \(error.message)\n\(usage(name))")
            return (64, nil)
        }
        if options.showsHelp {
            environment.output(usage(name) + "\n")
            return (0, nil)
        }
        if let script = options.script {
            let session = TerminalSession(
                rootViewController: rootViewController(), size: options.size ?? TerminalSize(columns: 60, rows: 20))
            prepare?(session.navigationController)
            var frame = 0
            if options.printsEveryFrame {
                await session.settle()  // what the first screen's own tasks show
                environment.output("--- start ---\n\(session.screen.text)\n")
            }
            await session.run(script) { screen in
                guard options.printsEveryFrame else { return }
                frame += 1
                environment.output("--- frame \(frame) ---\n\(screen.text)\n")
            }
            environment.output((options.printsEveryFrame ? "--- final ---\n" : "") + session.screen.text + "\n")
            let result = session.navigationController.result
            session.navigationController.endScreens()
            return (0, result)
        }
        // Standard input and output when both are the terminal; else the controlling terminal, so
        // that what the tool prints goes to the pipe or the `$(…)` while the screens show on the
        // terminal (as fzf and dialog do).
        let onStandardStreams = environment.stdinIsTerminal && environment.stdoutIsTerminal
        guard let terminal = onStandardStreams ? environment.terminal() : environment.controllingTerminal() else {
            environment.error(
                "\(name): the interactive mode needs a terminal: standard input or output is not one, and there is no controlling terminal (/dev/tty); run \(name) in a terminal"
                    + (readsArguments ? ", or script it with --keys \"down enter\" (see \(name) --help)." : "."))
            return (cancelledStatus, nil)
        }
        let display = TerminalDisplay.chosen(display, variable: environment.variable)
        let size = terminal.size ?? TerminalSize(columns: 80, rows: 24)
        let session = TerminalSession(
            rootViewController: rootViewController(),
            size: display.inlineLines.map { TerminalSize(columns: size.columns, rows: min($0, size.rows)) } ?? size)
        let navigation = session.navigationController
        prepare?(navigation)
        let outcome: InteractiveTerminal.Outcome
        if display == .accessible {
            outcome = await AccessibleTerminal.run(navigation, on: terminal)
        } else {
            var summaryLine: (@MainActor () -> String?)?
            if let summary { summaryLine = { summary(navigation) } }
            outcome = await InteractiveTerminal(
                device: terminal, session: session, inlineLines: display.inlineLines, summary: summaryLine
            ).run()
        }
        navigation.endScreens()  // answers what the screens' alerts and tasks await: they are freed
        switch outcome {
        case .quit:
            let result = navigation.result
            let cancelled =
                navigation.ending == nil || navigation.discardedChanges
                || (navigation.ending == .quitKey && expectsResult && result == nil)
            return cancelled ? (cancelledStatus, nil) : (0, result)
        case .endOfInput:
            return (cancelledStatus, nil)
        case .interrupted:
            return (interruptedStatus, nil)
        case .terminated:
            return (terminatedStatus, nil)
        case .refused:
            environment.error("\(name): could not switch the terminal to raw mode.")
            return (cancelledStatus, nil)
        }
    }
}
#endif
