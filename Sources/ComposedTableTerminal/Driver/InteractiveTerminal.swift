#if !canImport(UIKit)
/// The interactive loop: raw keys in, changed rows out, until the user quits.
enum InteractiveTerminal {
    /// How long to wait after a lone Escape byte before taking it as the Escape key.
    static let escapeTimeout: Int32 = 30

    @MainActor
    static func run(rootViewController: ComposedTableViewController, size fixedSize: TerminalSize?) -> Int32 {
        guard Platform.enterRawMode() else {
            Platform.writeError("could not switch the terminal to raw mode.")
            return 1
        }
        defer { Platform.leaveRawMode() }
        let initialSize = fixedSize ?? Platform.windowSize() ?? TerminalSize(columns: 80, rows: 24)
        let session = TerminalSession(rootViewController: rootViewController, size: initialSize)
        var parser = KeyParser()
        var shown: ScreenBuffer?
        func redraw() {
            let frame = session.screen
            Platform.writeOutput(frame.ansiFrame(after: shown))
            shown = frame
        }
        redraw()
        while !session.hasQuit {
            if Platform.takeResize(), fixedSize == nil, let size = Platform.windowSize() {
                session.resize(to: size)
                shown = nil  // the terminal may have reflowed: draw everything
                redraw()
            }
            guard let bytes = Platform.readInput(waitingUpTo: parser.hasPendingBytes ? escapeTimeout : 250) else {
                break  // end of input
            }
            var keys = parser.parse(bytes)
            if bytes.isEmpty, parser.hasPendingBytes { keys += parser.flush() }
            guard !keys.isEmpty else { continue }
            for key in keys where !session.hasQuit { session.send(key) }
            if !session.hasQuit { redraw() }
        }
        return 0
    }
}
#endif
