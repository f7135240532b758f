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
/// size. When standard input or output is not a terminal, it refuses with one line on standard
/// error and exit status 1.
///
/// Scripted mode — `--keys "down down enter" [--size 60x20] [--frames]` — runs the keys
/// (see ``KeyScript``) at a fixed size (60x20 unless given) and prints the final screen as plain
/// text, or every frame with `--frames` (the first screen, then one per step). Between keys, the work that the keys left to the main
/// actor runs (``TerminalSession/settle()``). It needs no terminal. `--size` belongs to scripted
/// mode: without `--keys` it is refused, as the interactive screen follows the window.
public enum TerminalApp {
    /// What the command line asks for.
    struct Options: Equatable {
        var script: KeyScript?
        var size: TerminalSize?
        var printsEveryFrame = false
        var showsHelp = false
    }

    /// Where the program's input and output go; the real terminal, or a test's.
    struct Environment {
        var stdinIsTerminal: Bool
        var stdoutIsTerminal: Bool
        var output: (String) -> Void
        var error: (String) -> Void
        /// The terminal of the interactive mode.
        var terminal: @MainActor () -> any TerminalDevice = { ProcessTerminal() }
    }

    /// The status after SIGINT, as a shell reports a process that SIGINT ended.
    static let interruptedStatus: Int32 = 130

    /// Runs the program and exits with its status (after SIGINT, the program ends as SIGINT's
    /// default action ends it, so that a calling shell script stops too). To go on after the
    /// screens end — print what the user chose, save settings — use
    /// ``run(name:arguments:rootViewController:)``.
    ///
    /// - Parameters:
    ///   - name: The program's name, for messages.
    ///   - arguments: The arguments after the program's name; the process's unless given.
    ///   - rootViewController: Makes the first screen.
    @MainActor
    public static func main(
        name: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        rootViewController: () -> ComposedTableViewController
    ) async -> Never {
        exit(await run(name: name, arguments: arguments, rootViewController: rootViewController))
    }

    /// Ends the process with a status that ``run(name:arguments:rootViewController:)`` returned:
    /// after SIGINT (130), as SIGINT's default action ends a program, so that a calling shell
    /// script stops too (a plain `exit(130)` would not stop it).
    ///
    /// - Parameter status: The exit status.
    public static func exit(_ status: Int32) -> Never {
        if status == interruptedStatus { Platform.terminateAsInterrupted() }
        Platform.terminate(status)
    }

    /// Runs the program and returns when its screens end, with the status ``main(name:arguments:rootViewController:)``
    /// would exit with; the terminal is restored by then, and Ctrl-C and Ctrl-Z are the
    /// program's again. Code after it runs: a tool can print what the user chose, save the
    /// settings, then end with ``exit(_:)``.
    ///
    /// The screens are drawn on standard output, which must be a terminal: the tool cannot run
    /// inside `$(…)`.
    ///
    /// ```swift
    /// var choice: String?
    /// let status = await TerminalApp.run(name: "pick") {
    ///     let menu = ComposedTableViewController(title: "Pick a colour")
    ///     for colour in ["Red", "Green", "Blue"] {
    ///         menu.addCell(ActiveCell(key: colour) { cell in
    ///             choice = colour
    ///             cell.controller?.navigationController?.quit()
    ///         })
    ///     }
    ///     return menu
    /// }
    /// if status == 0, let choice { print("You picked \(choice).") }
    /// TerminalApp.exit(status)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The program's name, for messages.
    ///   - arguments: The arguments after the program's name; the process's unless given.
    ///   - rootViewController: Makes the first screen.
    /// - Returns: The exit status: 0 (the user or ``NavigationController/quit()`` quit, the input
    ///   ended, a script ran, or `--help` printed the usage), 1 (no terminal, or raw mode
    ///   refused), 64 (bad arguments; the message and the usage are on standard error), or 130
    ///   (SIGINT: ``exit(_:)`` ends the process as SIGINT does).
    @MainActor
    public static func run(
        name: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        rootViewController: () -> ComposedTableViewController
    ) async -> Int32 {
        let environment = Environment(
            stdinIsTerminal: Platform.stdinIsTerminal, stdoutIsTerminal: Platform.stdoutIsTerminal,
            output: Platform.writeOutput, error: Platform.writeError)
        return await run(name: name, arguments: arguments, environment: environment, rootViewController: rootViewController)
    }

    /// Runs the program with its input and output in an environment.
    ///
    /// - Returns: The exit status: 0, 1 (no terminal), 64 (bad arguments), or
    ///   ``interruptedStatus`` (SIGINT).
    @MainActor
    static func run(
        name: String, arguments: [String], environment: Environment, rootViewController: () -> ComposedTableViewController
    ) async -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            environment.error("\(name): \(error.message)\n\(usage(name))")
            return 64
        }
        if options.showsHelp {
            environment.output(usage(name) + "\n")
            return 0
        }
        if let script = options.script {
            let session = TerminalSession(
                rootViewController: rootViewController(), size: options.size ?? TerminalSize(columns: 60, rows: 20))
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
            return 0
        }
        guard environment.stdinIsTerminal, environment.stdoutIsTerminal else {
            environment.error(
                "\(name): the interactive mode needs a terminal on standard input and output; "
                    + "run it in a terminal, or script it with --keys \"down enter\" (see --help).")
            return 1
        }
        let terminal = environment.terminal()
        let session = TerminalSession(
            rootViewController: rootViewController(), size: terminal.size ?? TerminalSize(columns: 80, rows: 24))
        switch await InteractiveTerminal(device: terminal, session: session).run() {
        case .quit, .endOfInput:
            return 0
        case .interrupted:
            return interruptedStatus
        case .refused:
            environment.error("\(name): could not switch the terminal to raw mode.")
            return 1
        }
    }

    /// A command-line mistake, with the message to show.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Reads the arguments.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--keys":
                guard options.script == nil else { throw UsageError(message: "--keys is given twice: give one script.") }
                guard let text = remaining.popFirst() else { throw UsageError(message: "--keys needs a value, such as \"down enter\".") }
                do {
                    options.script = try KeyScript(text)
                } catch {
                    throw UsageError(message: "\(error).")
                }
            case "--size":
                guard options.size == nil else { throw UsageError(message: "--size is given twice: give one size.") }
                guard let text = remaining.popFirst(), let size = TerminalSize(text) else {
                    throw UsageError(message: "--size needs COLUMNSxROWS, from 1x1 to 1000x1000, such as 60x20.")
                }
                options.size = size
            case "--frames":
                options.printsEveryFrame = true
            case "--help", "-h":
                options.showsHelp = true
            default:
                throw UsageError(message: "unknown argument \"\(argument)\".")
            }
        }
        if options.printsEveryFrame, options.script == nil {
            throw UsageError(message: "--frames prints the frames of a script: give --keys too.")
        }
        if options.size != nil, options.script == nil {
            throw UsageError(
                message: "--size sets the size of a script: give --keys too (the interactive screen follows the window).")
        }
        return options
    }

    /// Text broken at spaces into lines of at most 86 columns, the later ones indented.
    private static func wrapped(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 86 {
                lines.append(line)
                line = indent
            }
            line += (line.isEmpty || line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static func usage(_ name: String) -> String {
        """
        usage: \(name)                      interactive, in a terminal, at the window's size
               \(name) --keys KEYS [--size COLUMNSxROWS] [--frames]
                 runs KEYS (e.g. "down down enter type:Alice enter left") at a fixed size
                 (60x20), prints the final screen, or every frame with --frames.
        \(wrapped("KEYS: " + KeyScript.vocabulary + ".", indent: "      "))
        keys: ↑/↓ (k/j) move, PgUp/PgDn a page, Home/End first/last, Enter/Space select,
              ←/Esc/Backspace back, Tab/Shift-Tab next/previous field, q or Ctrl-C quit, Ctrl-Z
              suspend (fg resumes), Ctrl-L redraw, ? or F1 the keys (F1 while editing). On a
              field row, typing edits the field (k, j, q and Backspace too: use ↑/↓, ← and
              Ctrl-C there). Where a screen has them: a, d, m a row's actions, delete, move;
              / search; r refresh; i a row's details; ? lists the keys that work where you are.
        """
    }
}
#endif
