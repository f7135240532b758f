#if !canImport(UIKit)
// The command line of a program that `TerminalApp.main` runs: what it asks for, read from the
// arguments, and the usage text.
extension TerminalApp {
    /// What the command line asks for.
    struct Options: Equatable {
        var script: KeyScript?
        var size: TerminalSize?
        var printsEveryFrame = false
        var showsHelp = false
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
              Alt-↑/↓ move a row a place; / search; r refresh; i a row's details; the keys
              shown in the title line run its buttons (+ Add); ? lists the keys that work where
              you are. A letter jumps to a row starting with it (Shift for q, j, k…); a click
              selects a row, the wheel scrolls (COMPOSEDTABLE_MOUSE=0: the terminal's mouse).
              While editing: Ctrl-U/K/W delete to the start/end/a word back, Alt-D a word on,
              Ctrl-Y puts it back, Alt-B/F or Ctrl-←/→ move a word, Ctrl-_ undo, Ctrl-^ redo.
        env:  COMPOSEDTABLE_ACCESSIBLE=1 (or TERM=dumb) plain numbered lines for a screen
              reader; with standard input or output not a terminal the screens use /dev/tty.
        """
    }
}
#endif
