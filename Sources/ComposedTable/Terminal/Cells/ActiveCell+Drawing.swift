#if !canImport(UIKit)
extension ActiveCell {
    // MARK: - The row around the content

    /// The lines the row takes when its height is automatic: its content's
    /// ``naturalLineCount(width:)``, plus one for each line of its ``validationMessage`` (each
    /// of its `validationMessages`).
    ///
    /// - Parameter width: The columns available to the row's content.
    func rowLineCount(width: Int) -> Int {
        max(1, naturalLineCount(width: max(1, width - imageWidth))) + validationMessageLineCount
    }

    /// The lines of the ``validationMessage``: one per message, 0 without one.
    var validationMessageLineCount: Int {
        guard let validationMessage else { return 0 }
        return validationMessage.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The columns the ``image`` takes with its space, or 0.
    var imageWidth: Int { image?.terminalWidth ?? 0 }

    /// Draws the whole row: the image, the content (``draw(in:at:width:lineCount:)``) and the
    /// validation message on the line under the content.
    func drawRow(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let messageLines = min(validationMessageLineCount, max(0, lineCount - 1))
        let contentLines = lineCount - messageLines
        if let image, width > imageWidth {
            buffer.draw(image.terminalText, row: origin.row, column: origin.column, style: image.terminalStyle)
            draw(in: &buffer, at: (origin.row, origin.column + imageWidth), width: width - imageWidth, lineCount: contentLines)
        } else {
            draw(in: &buffer, at: origin, width: width, lineCount: contentLines)
        }
        if messageLines > 0, let validationMessage {
            // One `⚠` line per message; the mark is the same with or without colour: the screen
            // text never depends on NO_COLOR.
            let messages = validationMessage.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, message) in messages.prefix(messageLines).enumerated() {
                let line = DisplayWidth.truncate("⚠ " + message, to: width)
                buffer.draw(line, row: origin.row + contentLines + index, column: origin.column, style: .red)
            }
        }
    }

    /// Draws what ``ActiveCell`` draws by default: the trailing text, then the key and value.
    func drawDefaultContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        drawContent(in: &buffer, at: origin, width: width, available: available, lineCount: lineCount)
        drawMatchedCharacters(in: &buffer, at: origin, available: available)
    }

    /// Draws the characters of an ``OptionCell``'s key that a search matched bold in the accent
    /// colour, as `TerminalApp.filter` does, when the key's first line shows whole (not cut).
    private func drawMatchedCharacters(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), available: Int) {
        guard let matched = (self as? OptionCell)?.matchedCharacters, !matched.isEmpty, contentStyle != .value2 else { return }
        let line = Self.lines(of: key).first ?? ""
        let valueWidth = contentStyle == .value1 ? DisplayWidth.of(Self.lines(of: value).first ?? "") : 0
        let keyWidth = DisplayWidth.of(line)
        guard KeyValueLine.shares(keyWidth: keyWidth, valueWidth: valueWidth, columns: available).key == keyWidth else { return }
        var (column, characters) = (origin.column, Set(matched))
        for (offset, character) in line.enumerated() {
            let width = DisplayWidth.of(character)
            if characters.contains(offset) { buffer.addStyle([.bold, .accent], row: origin.row, columns: column..<(column + width)) }
            column += width
        }
    }

    /// What the row draws at its trailing edge: the ``accessoryText``, `ⓘ` for a
    /// ``detailAction`` and the ``accessory`` (an ``OptionCell``'s ``OptionCell/checkmarkImage``
    /// instead of `✓`), separated by spaces.
    var trailingText: String {
        var parts: [String] = []
        if let accessoryText, !accessoryText.isEmpty { parts.append(accessoryText) }
        if detailAction != nil { parts.append("ⓘ") }
        let checkmarkImage = self.accessory == .checkmark ? (self as? OptionCell)?.checkmarkImage : nil
        let accessory = checkmarkImage?.terminalText ?? Self.text(of: self.accessory)
        if !accessory.isEmpty { parts.append(accessory) }
        return parts.joined(separator: " ")
    }

    /// The width of the trailing text that the values of a section line up before: a switch's
    /// `[on]` does not count (its row has no value to line up).
    var alignedTrailingWidth: Int {
        if case .toggle = accessory, accessoryText == nil, detailAction == nil { return 0 }
        return DisplayWidth.of(trailingText)
    }

    /// Draws the trailing text at the end of a line and returns the columns left before it
    /// (less a space), keeping the section's reserved width.
    func drawTrailing(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int) -> Int {
        let trailing = trailingText
        let trailingWidth = DisplayWidth.of(trailing)
        let reserved = max(trailingWidth, reservedAccessoryWidth)
        if trailingWidth > 0, width >= trailingWidth {
            let style: TextStyle = if case .toggle(true) = accessory { .accent } else { [] }
            buffer.draw(trailing, row: origin.row, column: origin.column + width - trailingWidth, style: style)
        }
        return reserved > 0 ? max(0, width - reserved - 1) : width
    }

    /// Draws the key on the left and "No options", dim, on the right: a choice row whose
    /// options (from data) are empty.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - origin: The row's first line and column.
    ///   - available: The columns the row's content may take (what ``drawTrailing(in:at:width:)``
    ///     left).
    func drawNoOptions(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), available: Int) {
        let text = OptionSelection.noOptionsText
        let textWidth = DisplayWidth.of(text)
        buffer.draw(DisplayWidth.truncateMiddle(key, to: max(0, available - textWidth - 2)), row: origin.row, column: origin.column)
        guard available >= textWidth else { return }
        buffer.draw(text, row: origin.row, column: origin.column + available - textWidth, style: .dim)
    }

    /// The text of an accessory: `>`, `✓`, `[on]` or `[off]`.
    static func text(of accessory: RowAccessory) -> String {
        switch accessory {
        case .none: ""
        case .disclosureIndicator: ">"
        case .checkmark: "✓"
        case .toggle(let isOn): isOn ? "[on]" : "[off]"
        }
    }

    // MARK: - Content styles

    /// The lines of a text: one per `\n`-separated line.
    static func lines(of text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The content lines of the built-in styles: key and value side by side (``ContentStyle/value1``,
    /// ``ContentStyle/value2``), or the value's lines under the key's.
    func contentLineCount() -> Int {
        let keyLines = Self.lines(of: key).count
        let valueLines = Self.lines(of: value).count
        switch contentStyle {
        case .value1, .value2: return max(1, keyLines, valueLines)
        case .subtitle, .plain: return max(1, keyLines + valueLines)
        }
    }

    /// Draws the key and the value in the built-in styles, within `available` columns.
    func drawContent(
        in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, available: Int, lineCount: Int
    ) {
        let keyLines = Self.lines(of: key)
        let valueLines = Self.lines(of: value)
        let keyStyle = self.keyStyle.terminalStyle()
        let valueStyle = self.valueStyle.terminalStyle(default: contentStyle == .subtitle ? .dim : [])
        switch contentStyle {
        case .value1:
            // The key at the start, the value at the end; too long together, they share the line,
            // each cut in its middle (never one hidden by the other).
            for line in 0..<min(lineCount, max(keyLines.count, valueLines.count)) {
                KeyValueLine.draw(
                    key: line < keyLines.count ? keyLines[line] : "", value: line < valueLines.count ? valueLines[line] : "",
                    in: &buffer, row: origin.row + line, column: origin.column, columns: available, keyStyle: keyStyle,
                    valueStyle: valueStyle)
            }
        case .value2:
            let column = min(12, available / 3)
            for line in 0..<min(lineCount, max(keyLines.count, valueLines.count)) {
                let row = origin.row + line
                if line < keyLines.count {
                    let key = DisplayWidth.truncateMiddle(keyLines[line], to: column)
                    buffer.draw(key, row: row, column: origin.column + column - DisplayWidth.of(key), style: keyStyle)
                }
                if line < valueLines.count {
                    let value = DisplayWidth.truncateMiddle(valueLines[line], to: available - column - 1)
                    buffer.draw(value, row: row, column: origin.column + column + 1, style: valueStyle)
                }
            }
        case .subtitle, .plain:
            for (index, line) in (keyLines.map { ($0, keyStyle) } + valueLines.map { ($0, valueStyle) }).prefix(lineCount).enumerated() {
                // The trailing text is on the first line only. The key's lines are names, cut in
                // their middle; the value's (a subtitle) prose, cut at the end.
                let columns = index == 0 ? available : width
                let shown =
                    index < keyLines.count ? DisplayWidth.truncateMiddle(line.0, to: columns) : DisplayWidth.truncate(line.0, to: columns)
                buffer.draw(shown, row: origin.row + index, column: origin.column, style: line.1)
            }
        }
    }
}
#endif
