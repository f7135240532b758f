#if !canImport(UIKit)
// Drawing the stack: the title bar, the body, the key hints, an alert and the key help.
extension NavigationController {
    /// The widest column the screens are laid out in: on a wider terminal they take this many
    /// columns at its left — title line, rows, alerts, help and hints — so that a value stays
    /// beside its key, as a form would keep it.
    static let readableWidth = 100

    /// Draws the top screen at a size: title bar, body, key hints; an alert over it.
    ///
    /// The title bar and the hints give way to the body on a terminal fewer than 3 rows high.
    /// While a screen is presented over the stack, its stack is drawn. On a terminal wider than
    /// 100 columns, everything is laid out in the 100 columns at its left.
    ///
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame.
    /// - Complexity: O(*h*) in what is on screen, plus O(*r* × *c*) in the terminal's rows and
    ///   columns on a terminal wider than 100 columns.
    package func draw(size: TerminalSize) -> ScreenBuffer {
        rootNavigation.terminalSize = size
        let navigation = visibleNavigation
        guard navigation === self else { return navigation.draw(size: size) }
        let readable = TerminalSize(columns: min(size.columns, Self.readableWidth), rows: size.rows)
        return drawReadable(size: readable).widened(to: size.columns)
    }

    /// Draws the top screen in the readable column.
    private func drawReadable(size: TerminalSize) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let top = topViewController
        top.loadIfNeeded()
        let hasTitleBar = size.rows >= 2 && !isUntitledQuestion
        let hasHints = size.rows >= 3
        mouseTargets.titleLine = []
        if hasTitleBar { drawTitleBar(into: &buffer) }
        let body = (hasTitleBar ? 1 : 0)..<(size.rows - (hasHints ? 1 : 0))
        top.drawBody(into: &buffer, rows: body)
        let alert = top.shownAlert
        if let alert {
            mouseTargets.alert = AlertBox(alert).draw(into: &buffer, rows: body)
            buffer.cursor = nil  // no caret under an alert
        } else {
            mouseTargets.alert = nil
        }
        let helpLines = rootNavigation.isShowingHelp ? self.helpLines(fitting: size.columns) : []
        if hasHints {
            if rootNavigation.isShowingHelp {
                let scrolls = helpLines.count > Self.helpCapacity(at: size)
                drawHints(scrolls ? "↑↓ scroll · any other key closes" : "any key closes the keys", into: &buffer)
            } else if let alert {
                drawHints(AlertBox.keyHints(for: alert), into: &buffer)
            } else {
                drawHints(of: top, into: &buffer)
            }
        }
        if rootNavigation.isShowingHelp {
            drawHelp(helpLines, scrolledBy: rootNavigation.helpScroll, into: &buffer, rows: body)
            buffer.cursor = nil
        }
        return buffer
    }

    /// How many rows the screens need at a width, inline: the title bar, the body down to its
    /// last line drawn, and the hints — at most `maximum`, which an alert or the help always
    /// takes.
    ///
    /// - Complexity: O(*h*) in the rows drawn at `maximum` rows.
    func inlineRowCount(columns: Int, maximum: Int) -> Int {
        guard maximum > 3 else { return maximum }
        let navigation = visibleNavigation
        if rootNavigation.isShowingHelp || navigation.topViewController.shownAlert != nil { return maximum }
        let frame = draw(size: TerminalSize(columns: columns, rows: maximum))
        let body = navigation.isUntitledQuestion ? 0 : 1
        var last = body
        for row in body..<(maximum - 1) where !frame.line(row).isEmpty { last = row }
        // The title bar, the body's lines (at least one) and the hints.
        return min(maximum, last + 2)
    }

    /// The help's lines for the top screen's state: a heading, then the keys that work here — an
    /// action too wide for the box goes on under its first line, in its column.
    ///
    /// - Parameter columns: The columns the box may take (its border and padding are 4).
    private func helpLines(fitting columns: Int) -> [String] {
        let top = topViewController
        let alert = top.shownAlert
        let isOnHeader = top.cursorHeader != nil
        let topic: KeyHelpTopic? =
            alert != nil
            ? .alert
            : top.pickedUpRow != nil
                ? .moving
                : top.isEditing && top.editingCell == nil && !top.isEditingSearch
                    ? .editMode
                    : top.isEditingSearch
                        ? .searching
                        : top.editingCell?.inPlace.keyHelpTopic ?? (isOnHeader ? .header : top.visibleCursorCell?.inPlace.keyHelpTopic)
                            ?? (top.core.choiceList?.allowsMultipleSelection == true ? .multipleChoice : nil)
        var situational: Set<String> = []
        if !isOnHeader, let cell = top.visibleCursorCell {
            if cell.detailAction != nil { situational.insert(Self.detailKeys) }
            if let path = top.cursorPath, top.core.canEditRow(at: path) { situational.insert(Self.editingKeys) }
            if let path = top.cursorPath, top.core.canMoveRow(at: path) { situational.insert(Self.lineMoveKeys) }
        }
        if top.core.search != nil { situational.insert(Self.searchKeys) }
        if top.core.choiceList != nil { situational.insert(Self.jumpKeys) }
        if top.core.canRefresh { situational.insert(Self.refreshKeys) }
        if top.core.showsEditButton { situational.insert(Self.editModeKeys) }
        // The screen's bar buttons first: they are its own keys.
        let buttons = top.barButtonKeys.map {
            (keys: "\($0.key), alt-\($0.key)", action: $0.button.title + ($0.button.isEnabled ? "" : " (dimmed: not now)"))
        }
        let entries = buttons + Self.keyHelp(for: topic, applying: situational)
        // Headings (no action) span the box: only keys set the keys' column.
        let keysWidth = entries.filter { !$0.action.isEmpty }.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = columns - 4 - keysWidth - 2
        var lines = ["Keys"]
        for entry in entries {
            guard !entry.action.isEmpty else {
                lines.append(entry.keys)
                continue
            }
            // Too narrow a column for the actions to wrap in: they are cut when drawn.
            let actionLines = actionWidth >= 12 ? DisplayWidth.wrap(entry.action, to: actionWidth) : [entry.action]
            lines.append(entry.keys.padding(keysWidth) + "  " + actionLines[0])
            lines += actionLines.dropFirst().map { String(repeating: " ", count: keysWidth + 2) + $0 }
        }
        return lines
    }

    /// How many lines of the help fit in its box at a size: the body's rows less the box's top
    /// and bottom lines.
    private static func helpCapacity(at size: TerminalSize) -> Int {
        let body = size.rows - (size.rows >= 2 ? 1 : 0) - (size.rows >= 3 ? 1 : 0)
        return max(0, body - 2)
    }

    /// Scrolls a help taller than the terminal with ↑ ↓ k j PgUp PgDn Home End.
    ///
    /// - Returns: Whether the key scrolled (or tried to, within a help that does not fit); any
    ///   other key, or any key on a help that fits, closes it.
    func scrollHelp(_ key: Key) -> Bool {
        guard let size = terminalSize else { return false }
        let capacity = Self.helpCapacity(at: size)
        let overflow = visibleNavigation.helpLines(fitting: min(size.columns, Self.readableWidth)).count - capacity
        guard capacity > 0, overflow > 0 else { return false }
        let scroll = min(helpScroll, overflow)
        switch key {
        case .down, .character("j"): helpScroll = min(overflow, scroll + 1)
        case .up, .character("k"): helpScroll = max(0, scroll - 1)
        case .pageDown: helpScroll = min(overflow, scroll + max(1, capacity - 1))
        case .pageUp: helpScroll = max(0, scroll - max(1, capacity - 1))
        case .end: helpScroll = overflow
        case .home: helpScroll = 0
        default: return false
        }
        return true
    }

    /// Hints without the "more" counts: the alert's.
    private func drawHints(_ hints: String, into buffer: inout ScreenBuffer) {
        buffer.draw(DisplayWidth.truncate(hints, to: buffer.size.columns), row: buffer.size.rows - 1, column: 0, style: .dim)
    }

    /// The key hints, with "↑ N more" / "↓ N more" at the right when rows are off screen, and
    /// "↓ more" when only a footer or a header below is cut off or not drawn.
    private func drawHints(of top: ComposedTableViewController, into buffer: inout ScreenBuffer) {
        let width = buffer.size.columns
        let row = buffer.size.rows - 1
        let (above, below) = top.rowsOffScreen
        var counts: [String] = []
        if above > 0 { counts.append("↑ \(Self.grouped(above))") }
        if below > 0 {
            counts.append("↓ \(Self.grouped(below))")
        } else if top.isCutBelow {
            counts.append("↓")
        }
        let more = counts.isEmpty ? "" : counts.joined(separator: " ") + " more"
        let moreWidth = DisplayWidth.of(more)
        let hintsWidth = moreWidth > 0 && width > moreWidth + 8 ? width - moreWidth - 1 : width
        // A one-question tool's question: going back is cancelling it.
        let hints = quitsAtRoot && viewControllers.count == 2 ? top.keyHints.replacing("← back", with: "← cancel") : top.keyHints
        let fitted = Self.fitting(hints, in: hintsWidth, dropping: [top.altBarButtonHints])
        buffer.draw(DisplayWidth.truncate(fitted, to: hintsWidth), row: row, column: 0, style: .dim)
        if hintsWidth < width { buffer.draw(more, row: row, column: width - moreWidth, style: .bold) }
    }

    /// The hints that are only a convenience (`?` lists them too), dropped first when the hints
    /// are too wide: the ways to move, select and leave stay.
    private static let droppableHints = [" · r refresh", " · / search", " · a actions"]

    /// Hints that fit a width, dropping the convenient ones first, then `extra` (a screen's own,
    /// such as its bar buttons' Alt keys); still too wide, the caller truncates them.
    static func fitting(_ hints: String, in width: Int, dropping extra: [String] = []) -> String {
        var hints = hints
        for part in droppableHints + extra where !part.isEmpty && DisplayWidth.of(hints) > width {
            if let range = hints.firstRange(of: part) { hints.removeSubrange(range) }
        }
        return hints
    }

    /// A count with a comma between groups of three digits: `49,978`.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count.magnitude))
        var text = count < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// The key help, in a box with a border over the body, which it clears (no part of the
    /// screen shows beside it); a help taller than the body scrolls, and says how many lines are
    /// above and below in the box's top and bottom lines.
    private func drawHelp(_ lines: [String], scrolledBy scroll: Int, into buffer: inout ScreenBuffer, rows: Range<Int>) {
        let blank = String(repeating: " ", count: buffer.size.columns)
        for row in rows { buffer.draw(blank, row: row, column: 0) }
        let width = min(buffer.size.columns, (lines.map(DisplayWidth.of).max() ?? 0) + 4)
        let height = min(rows.count, lines.count + 2)
        guard width >= 8, height >= 3 else { return }
        let left = (buffer.size.columns - width) / 2
        let top = rows.lowerBound + (rows.count - height) / 2
        buffer.drawBorder(row: top, column: left, width: width, height: height)
        let capacity = height - 2
        let scroll = min(scroll, lines.count - capacity)
        for (index, line) in lines[scroll..<(scroll + capacity)].enumerated() {
            buffer.draw(
                DisplayWidth.truncate(line, to: width - 4), row: top + 1 + index, column: left + 2, style: index + scroll == 0 ? .bold : [])
        }
        let below = lines.count - scroll - capacity
        if scroll > 0 { drawHelpCount("↑ \(scroll) more", in: &buffer, row: top, left: left, width: width) }
        if below > 0 { drawHelpCount("↓ \(below) more · ↑↓ scroll", in: &buffer, row: top + height - 1, left: left, width: width) }
    }

    /// A count of the help's lines out of sight, at the right of one of its box's edges.
    private func drawHelpCount(_ text: String, in buffer: inout ScreenBuffer, row: Int, left: Int, width: Int) {
        let shown = DisplayWidth.truncate(" " + text + " ", to: width - 2)
        buffer.draw(shown, row: row, column: left + width - 1 - DisplayWidth.of(shown), style: .bold)
    }

    private func drawTitleBar(into buffer: inout ScreenBuffer) {
        let width = buffer.size.columns
        let top = topViewController
        let title = top.title ?? ""
        // Back to the screen below, or, at the root of a presented stack, how to close it.
        let back =
            viewControllers.count > 1 && !(quitsAtRoot && viewControllers.count == 2)
            ? "‹ " + (viewControllers[viewControllers.count - 2].title ?? "Back") : presenting == nil ? "" : "✕ Close"
        // The bar buttons: leading ones after the back label, trailing ones at the right — their
        // keys alone when their titles would take more than half the line.
        let keyed = top.barButtonKeys
        let leading = Array(keyed.prefix(top.leadingBarButtons.count))
        let trailing = Array(keyed.dropFirst(top.leadingBarButtons.count))
        let texts = trailing.map { ComposedTableViewController.titleLineText(of: $0.button, key: $0.key) }
        let keysOnly = texts.reduce(0) { $0 + DisplayWidth.of($1) + 2 } - 2 > width / 2
        let shownTexts = keysOnly ? trailing.map { String($0.key) } : texts
        let rightWidth = trailing.isEmpty ? 0 : shownTexts.reduce(0) { $0 + DisplayWidth.of($1) + (keysOnly ? 1 : 2) } - (keysOnly ? 1 : 2)
        var column = width - rightWidth
        for (index, text) in shownTexts.enumerated() {
            let start = column
            column = buffer.draw(
                text, row: 0, column: column, style: ComposedTableViewController.titleLineStyle(of: trailing[index].button))
            mouseTargets.titleLine.append((start..<column, .button(trailing[index].button)))
            column += keysOnly ? 1 : 2
        }
        let right = rightWidth == 0 ? width : width - rightWidth - 1  // where the left side and the title end
        let leadingTexts = leading.map { ComposedTableViewController.titleLineText(of: $0.button, key: $0.key) }
        let leftWidth = ([back] + leadingTexts).filter { !$0.isEmpty }.reduce(-2) { $0 + DisplayWidth.of($1) + 2 }
        let titleWidth = DisplayWidth.of(title)
        let centred = (width - titleWidth) / 2
        let fitsCentred = (leftWidth <= 0 || centred >= leftWidth + 1) && centred + titleWidth <= right
        // The left side: the back label (cut to a third of the line when the title needs room),
        // then the leading buttons that fit.
        var leftEnd = 0
        if !back.isEmpty {
            let shownBack = fitsCentred ? back : DisplayWidth.truncate(back, to: max(1, width / 3))
            leftEnd = buffer.draw(shownBack, row: 0, column: 0, style: .dim)
            mouseTargets.titleLine.append((0..<leftEnd, .back))
        }
        for (index, text) in leadingTexts.enumerated() {
            // A button whose title does not fit shows its key alone: it runs on it all the same.
            let start = leftEnd == 0 ? 0 : leftEnd + (fitsCentred ? 2 : 1)
            let shown = start + DisplayWidth.of(text) <= right && fitsCentred ? text : String(leading[index].key)
            guard start + DisplayWidth.of(shown) <= right else { break }
            leftEnd = buffer.draw(
                shown, row: 0, column: start, style: ComposedTableViewController.titleLineStyle(of: leading[index].button))
            mouseTargets.titleLine.append((start..<leftEnd, .button(leading[index].button)))
        }
        if quitsAtRoot, viewControllers.count == 2, leftEnd == 0 {
            // A one-question tool's question, as a prompt: at the left edge.
            let start = buffer.draw("?", row: 0, column: 0, style: [.bold, .accent]) + 1
            if right - start > 0 { buffer.draw(DisplayWidth.truncate(title, to: right - start), row: 0, column: start, style: .bold) }
        } else if fitsCentred {
            buffer.draw(title, row: 0, column: max(0, centred), style: .bold)
        } else {
            let start = leftEnd == 0 ? 0 : leftEnd + 1
            if right - start > 0 { buffer.draw(DisplayWidth.truncate(title, to: right - start), row: 0, column: start, style: .bold) }
        }
    }
}
extension String {
    /// The string padded with spaces to a display width.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
}
#endif
