#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Title block, refresh line, empty state

    /// The line at the top of the body while a refresh runs.
    static let refreshingLine = "⟳ Refreshing…"

    /// Draws the title block — the title in bold, the subtitle dimmed, a blank line — on the
    /// first lines of the body, and takes them from it (as much as fits).
    func drawTitleBlock(_ header: TableHeader, into buffer: inout ScreenBuffer, rows: inout Range<Int>) {
        let width = max(0, buffer.size.columns - 1)
        var lines: [(String, TextStyle)] = [(header.title, .bold)]
        if let subtitle = header.subtitle { lines.append((subtitle, .dim)) }
        lines.append(("", []))
        for (text, style) in lines where !rows.isEmpty {
            buffer.draw(DisplayWidth.truncate(text, to: width), row: rows.lowerBound, column: 1, style: style)
            rows = (rows.lowerBound + 1)..<rows.upperBound
        }
    }

    /// The loading line's spinner, a frame every ``spinnerInterval``.
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each frame of the spinner shows.
    static let spinnerInterval: Duration = .milliseconds(100)
    /// The loading line's text after the spinner.
    static let loadingText = "Loading…"

    /// The spinner's frame now: one per ``spinnerInterval`` since the loading line was first
    /// drawn, read from ``spinnerClock`` (so that a test sets the frame).
    var spinnerFrame: Character {
        let now = spinnerClock()
        let start = loadingSince ?? now
        loadingSince = start
        let frame = Int((now - start) / Self.spinnerInterval)
        return Self.spinnerFrames[frame % Self.spinnerFrames.count]
    }

    /// Draws the loading state centred in the body: the spinner's frame (in the accent colour)
    /// and `Loading…`.
    func drawLoading(into buffer: inout ScreenBuffer, rows: Range<Int>) {
        let frame = spinnerFrame
        if let place = drawCentred([("\(frame) \(Self.loadingText)", [])], into: &buffer, rows: rows).first {
            buffer.addStyle(.accent, row: place.row, columns: place.column..<(place.column + 1))
        }
    }

    /// Draws an empty state centred in the body with Core's nine-point alignment: its image's
    /// glyph, its title in bold, its message dimmed and wrapped, a blank line and its button,
    /// selected (the only thing Enter can choose), each line centred in the block.
    func drawEmptyState(_ state: EmptyState, into buffer: inout ScreenBuffer, rows: Range<Int>) {
        let columns = buffer.size.columns
        let textWidth = max(1, min(columns - 2, Self.emptyStateWidth))
        var lines: [(text: String, style: TextStyle)] = []
        if let image = state.systemImage { lines.append((String(SystemImageGlyphs.glyph(for: image)), [])) }
        for line in DisplayWidth.wrap(state.title, to: textWidth) { lines.append((line, .bold)) }
        if let message = state.message {
            for line in DisplayWidth.wrap(message, to: textWidth) { lines.append((line, .dim)) }
        }
        if let action = state.action {
            lines.append(("", []))
            lines.append((DisplayWidth.truncate("[ \(action.title) ]", to: textWidth), [.reverse, .accent]))
        }
        drawCentred(lines, into: &buffer, rows: rows)
    }

    /// Draws lines as one block centred in the body (Core's nine-point alignment), each line
    /// centred in the block.
    ///
    /// - Returns: Where each line drawn starts.
    @discardableResult
    private func drawCentred(
        _ lines: [(text: String, style: TextStyle)], into buffer: inout ScreenBuffer, rows: Range<Int>
    ) -> [(row: Int, column: Int)] {
        guard !rows.isEmpty else { return [] }
        var places: [(row: Int, column: Int)] = []
        let columns = buffer.size.columns
        let blockWidth = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
        let body = LayoutRect(x: 0, y: Double(rows.lowerBound), width: Double(columns), height: Double(rows.count))
        let block = body.placing(LayoutSize(width: Double(blockWidth), height: Double(lines.count)), at: .center)
        for (index, line) in lines.enumerated() {
            let row = Int(block.y) + index
            guard rows.contains(row), !line.text.isEmpty else { continue }
            let slot = LayoutRect(x: block.x, y: Double(row), width: block.width, height: 1)
            let frame = slot.placing(LayoutSize(width: Double(DisplayWidth.of(line.text)), height: 1), at: .center)
            buffer.draw(line.text, row: row, column: max(0, Int(frame.x)), style: line.style)
            places.append((row, max(0, Int(frame.x))))
        }
        return places
    }

    /// The widest an empty state's lines are, in columns: a short measure reads well centred.
    static let emptyStateWidth = 40
}
#endif
