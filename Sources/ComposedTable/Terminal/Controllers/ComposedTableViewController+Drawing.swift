#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - Cursor

    /// The visible row under the cursor, or `nil` when no row is visible.
    package var cursorRowPath: RowPath? {
        loadIfNeeded()
        settleCursor()
        return cursorPath
    }

    /// Puts the cursor on its cell if that is visible, else on the nearest visible row to where
    /// it was; at first, on Core's initial row (the checked option, else the first selectable row).
    func settleCursor() {
        if let header = cursorHeader {
            // On a header line while it shows and can be chosen (Core's empty state hides it).
            let index = composition.contains(section: header) ? composition.visibleIndex(of: header) : nil
            if index == nil || !core.canSelectHeader(inSection: index!) || core.emptyContent != nil { cursorHeader = nil }
        }
        if let cursorCell, composition.contains(cursorCell), let path = composition.rowPath(of: cursorCell) {
            cursorPath = path
            return
        }
        guard let start = cursorPath ?? core.initialRow else {
            cursorCell = nil
            return
        }
        cursorPath = nearestRow(to: start)
        cursorCell = cursorPath.map(composition.cell(at:))
    }

    /// The visible row at a remembered path, or the closest one before or after it.
    private func nearestRow(to path: RowPath) -> RowPath? {
        guard composition.numberOfSections > 0 else { return nil }
        let section = min(path.section, composition.numberOfSections - 1)
        let rows = composition.numberOfRows(inSection: section)
        if rows > 0 { return RowPath(section: section, row: min(path.row, rows - 1)) }
        return composition.row(before: RowPath(section: section, row: 0)) ?? composition.row(after: RowPath(section: section, row: 0))
    }

    /// How many visible rows are above and below the ones drawn in the last frame, for the
    /// "↑ N more" / "↓ N more" hint.
    ///
    /// - Complexity: O(log *s*) in the number of sections.
    var rowsOffScreen: (above: Int, below: Int) {
        guard let drawnRows else { return (0, 0) }
        let before = composition.numberOfRows(beforeSection: drawnRows.lowerBound.section) + drawnRows.lowerBound.row
        let through = composition.numberOfRows(beforeSection: drawnRows.upperBound.section) + drawnRows.upperBound.row + 1
        return (before, composition.numberOfRows - through)
    }

    /// Moves the cursor to a row.
    func moveCursor(to path: RowPath) {
        cursorHeader = nil
        cursorPath = path
        cursorCell = composition.cell(at: path)
        lastEditedField = nil
    }

    // MARK: - Scrolling

    /// Scrolls so that the cursor's row is in the body (with its section header when it is the
    /// first row, and with everything after it — the last section's footer — when it is the last
    /// row and they fit), and so that no empty space is left below the last item.
    ///
    /// - Complexity: O(*h*) in the number of items on screen.
    func scrollToCursor(body: TerminalSize) {
        scrollTop = clamped(scrollTop) ?? ItemPosition(section: 0, index: 0)
        guard body.rows > 0, composition.numberOfSections > 0 else { return }
        if let header = cursorHeader, let section = composition.visibleIndex(of: header) {
            scrollShowing(headerPosition(ofSection: section), body: body)
        } else if let path = cursorPath, centresCursor, !isShown(position(of: path), body: body) {
            // Opening on the current option (or a row revealed from afar): in the middle, not on
            // the last line, with what comes before and after it in sight.
            scrollTop = topCentring(position(of: path), body: body)
        } else if let path = cursorPath {
            let target = lastItemWithRow(at: path, body: body)
            if target < scrollTop {
                scrollTop = path.row == 0 ? firstVisibleItem(ofSection: path.section, upTo: target) : target
            } else {
                // Walk down from the top; if the cursor's row ends below the body, pull the top down.
                var lines = 0
                var position = scrollTop
                while position < target, lines <= body.rows {
                    lines += lineCount(of: item(at: position), size: body)
                    guard let next = self.position(after: position) else { break }
                    position = next
                }
                lines += lineCount(of: item(at: target), size: body)
                if lines > body.rows { scrollTop = topShowing(target, body: body) }
            }
        }
        fillBody(body)
        centresCursor = false
    }

    /// Whether an item is wholly in the body from the current top.
    private func isShown(_ target: ItemPosition, body: TerminalSize) -> Bool {
        guard target >= scrollTop else { return false }
        var lines = 0
        var position: ItemPosition? = scrollTop
        while let current = position, current <= target {
            lines += lineCount(of: item(at: current), size: body)
            guard lines <= body.rows else { return false }
            position = self.position(after: current)
        }
        return true
    }

    /// The top from which an item shows in the middle of the body (as near as the items above
    /// allow).
    private func topCentring(_ target: ItemPosition, body: TerminalSize) -> ItemPosition {
        let above = max(0, (body.rows - lineCount(of: item(at: target), size: body)) / 2)
        var top = target
        var lines = 0
        while let previous = position(before: top) {
            let height = lineCount(of: item(at: previous), size: body)
            guard lines + height <= above else { break }
            lines += height
            top = previous
        }
        return top
    }

    /// Scrolls so that a header line shows: from it (its section's gap aside) when it is above,
    /// with it at the bottom when it is below.
    private func scrollShowing(_ target: ItemPosition, body: TerminalSize) {
        if target < scrollTop {
            scrollTop = target
            return
        }
        var lines = 0
        var position = scrollTop
        while position < target, lines <= body.rows {
            lines += lineCount(of: item(at: position), size: body)
            guard let next = self.position(after: position) else { break }
            position = next
        }
        lines += lineCount(of: item(at: target), size: body)
        if lines > body.rows { scrollTop = topShowing(target, body: body) }
    }

    /// The item the body must show down to for the cursor's row: the row; for the last row, the
    /// last item (its section's footer) when the row and what follows it fit in the body.
    private func lastItemWithRow(at path: RowPath, body: TerminalSize) -> ItemPosition {
        let row = position(of: path)
        guard path == composition.lastVisibleRow else { return row }
        var last = row
        var lines = lineCount(of: item(at: row), size: body)
        while let next = position(after: last) {
            lines += lineCount(of: item(at: next), size: body)
            guard lines <= body.rows else { return row }
            last = next
        }
        return last
    }

    /// The section's first drawn item (its header, when it has one) unless that is the gap.
    private func firstVisibleItem(ofSection section: Int, upTo target: ItemPosition) -> ItemPosition {
        let first = ItemPosition(section: section, index: section > 0 ? 1 : 0)
        return min(first, target)
    }

    /// The highest top from which the item at `target` ends within the body.
    func topShowing(_ target: ItemPosition, body: TerminalSize) -> ItemPosition {
        var top = target
        var lines = lineCount(of: item(at: target), size: body)
        while let previous = position(before: top) {
            let height = lineCount(of: item(at: previous), size: body)
            guard lines + height <= body.rows else { break }
            lines += height
            top = previous
        }
        return top
    }

    /// Pulls the top up while the items from it leave empty lines at the bottom.
    func fillBody(_ body: TerminalSize) {
        var lines = 0
        var position: ItemPosition? = scrollTop
        while let current = position, lines < body.rows {
            lines += lineCount(of: item(at: current), size: body)
            position = self.position(after: current)
        }
        while lines < body.rows, let previous = self.position(before: scrollTop) {
            let height = lineCount(of: item(at: previous), size: body)
            guard lines + height <= body.rows else { break }
            lines += height
            scrollTop = previous
        }
    }

    // MARK: - Drawing

    /// Draws the body — section headers, rows and footers from the scroll position — into rows of
    /// a screen buffer.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - rows: The screen rows of the body.
    /// - Complexity: O(*h*) in the number of items on screen.
    func drawBody(into buffer: inout ScreenBuffer, rows: Range<Int>) {
        loadIfNeeded()
        drawnRows = nil
        isCutBelow = false
        drawnLines = DrawnLines()
        var rows = rows
        // The title block first, then the search line (while it is typed in or a query filters
        // the rows), then the refresh line while a refresh runs.
        if let header = core.tableHeader { drawTitleBlock(header, into: &buffer, rows: &rows) }
        if let search = core.search, search.isFieldShown, !rows.isEmpty {
            drawSearchLine(search, into: &buffer, row: rows.lowerBound)
            drawnLines.searchLine = rows.lowerBound
            rows = (rows.lowerBound + 1)..<rows.upperBound
        }
        if core.isRefreshing, !rows.isEmpty {
            buffer.draw(
                DisplayWidth.truncate(Self.refreshingLine, to: max(0, buffer.size.columns - Self.rowIndent)), row: rows.lowerBound,
                column: Self.rowIndent, style: .dim)
            rows = (rows.lowerBound + 1)..<rows.upperBound
        }
        let body = TerminalSize(columns: buffer.size.columns, rows: rows.count)
        if body != bodySize {
            bodySize = body
            core.layoutDidChange(isScrolling: false)
        }
        settleCursor()
        scrollToCursor(body: body)
        switch core.emptyContent {
        case .noResults(let message)?:
            if body.rows > 0 {
                buffer.draw(
                    DisplayWidth.truncate(message, to: max(0, body.columns - Self.rowIndent)), row: rows.lowerBound, column: Self.rowIndent,
                    style: .dim)
            }
            return
        case .emptyState(let state)?, .loadFailed(let state)?:
            loadingSince = nil
            drawEmptyState(state, into: &buffer, rows: rows)
            return
        case .loading?:
            drawLoading(into: &buffer, rows: rows)
            return
        case nil:
            loadingSince = nil
        }
        guard body.rows > 0, composition.numberOfSections > 0 else {
            if body.rows > 0, composition.numberOfSections == 0 {
                buffer.draw("(empty)", row: rows.lowerBound, column: Self.rowIndent, style: .dim)
            }
            return
        }
        // What fits, first: values of a section line up, so each section's rows leave room for
        // the widest chevron or checkmark among them, and its fields start after the widest label.
        var items: [(item: Item, row: Int, height: Int)] = []
        var accessoryWidths: [Int: Int] = [:]
        var labelWidths: [Int: Int] = [:]
        var screenRow = rows.lowerBound
        var position: ItemPosition? = scrollTop
        while let current = position, screenRow < rows.upperBound {
            let item = item(at: current)
            let height = lineCount(of: item, size: body)
            if case .row(let path) = item {
                // A row is on screen when it fits, or when it is taller than the body and starts at
                // its top (a text view that grew past the screen shows as much as it can).
                let fits = screenRow + height <= rows.upperBound || (screenRow == rows.lowerBound && height > rows.count)
                if fits { drawnRows = drawnRows.map { $0.lowerBound...path } ?? path...path }
                let cell = composition.cell(at: path)
                if cell is TextFieldCell {
                    labelWidths[path.section] = max(labelWidths[path.section] ?? 0, DisplayWidth.of(cell.key))
                }
                // A switch's row has no value to line up with: only chevrons and checkmarks count.
                accessoryWidths[path.section] = max(accessoryWidths[path.section] ?? 0, cell.alignedTrailingWidth)
            }
            items.append((item, screenRow, height))
            screenRow += height
            position = self.position(after: current)
        }
        // Below: an item not drawn (gaps aside), or the last one cut.
        while let current = position, item(at: current) == .gap { position = self.position(after: current) }
        isCutBelow = position != nil || screenRow > rows.upperBound
        for (item, row, height) in items {
            if case .row(let path) = item {
                let cell = composition.cell(at: path)
                cell.reservedAccessoryWidth = accessoryWidths[path.section] ?? 0
                (cell as? TextFieldCell)?.alignedLabelWidth = labelWidths[path.section] ?? 0
            }
            draw(item, into: &buffer, row: row, lineCount: min(height, rows.upperBound - row))
            drawnLines.items.append((row..<min(row + height, rows.upperBound), item))
        }
        releaseRowsNotDrawn(items.lazy.map(\.item))
    }

    /// Tells Core which rows this frame drew, so that it lets go of the made rows of sections
    /// that remake them (a choice screen's options) that it did not draw — the rows the user
    /// scrolled past — except the cells the terminal holds: the cursor's, the one edited, the
    /// field Tab goes on from, a row held in move mode.
    ///
    /// - Complexity: O(*h* + *r*) in the rows drawn and the made rows of those sections; nothing
    ///   when there are none.
    private func releaseRowsNotDrawn(_ items: some Sequence<Item>) {
        guard composition.hasRemakableCells else { return }
        var drawn = Set<ObjectIdentifier>()
        for case .row(let path) in items { drawn.insert(ObjectIdentifier(composition.cell(at: path))) }
        let held = [cursorCell, editingCell, lastEditedField, pickedUpRow?.cell, pickedUpRow?.nextCell].compactMap { $0 }
        core.rowsDidLeaveScreen(keepingShown: drawn, held: held)
    }

    private func draw(_ item: Item, into buffer: inout ScreenBuffer, row: Int, lineCount: Int) {
        if case .header(let section, _) = item, let cursorHeader, composition.visibleIndex(of: cursorHeader) == section {
            draw(item, plainInto: &buffer, row: row, lineCount: lineCount)
            buffer.draw("›", row: row, column: 0, style: [.bold, .accent])
            for line in 0..<lineCount { buffer.addStyle([.reverse, .accent], row: row + line, columns: 0..<buffer.size.columns) }
            return
        }
        draw(item, plainInto: &buffer, row: row, lineCount: lineCount)
    }

    private func draw(_ item: Item, plainInto buffer: inout ScreenBuffer, row: Int, lineCount: Int) {
        let width = buffer.size.columns
        let contentWidth = max(0, width - Self.rowIndent)
        switch item {
        case .gap:
            break
        case .header(_, let title):
            for (index, line) in DisplayWidth.wrap(title, to: max(1, width - 1)).prefix(lineCount).enumerated() {
                buffer.draw(line, row: row + index, column: 1, style: .bold)
            }
        case .footer(let text):
            for (index, line) in DisplayWidth.wrap(text, to: max(1, contentWidth)).prefix(lineCount).enumerated() {
                buffer.draw(line, row: row + index, column: Self.rowIndent, style: .dim)
            }
        case .row(let path):
            let cell = composition.cell(at: path)
            // Edit mode shows a movable row's reorder control at its trailing edge, as UIKit
            // does: the row draws two columns narrower, its value beside the control.
            let showsReorderControl = isEditing && pickedUpRow == nil && core.canMoveRow(at: path)
            let rowWidth = showsReorderControl ? max(0, contentWidth - 2) : contentWidth
            cell.drawRow(in: &buffer, at: (row, Self.rowIndent), width: rowWidth, lineCount: lineCount)
            if showsReorderControl { buffer.draw("≡", row: row, column: width - 1, style: .dim) }
            if !cell.isEnabled {
                for line in 0..<lineCount { buffer.addStyle(.dim, row: row + line, columns: 0..<width) }
            }
            guard path == cursorPath, cursorHeader == nil else { return }
            // A row held in move mode is marked as held.
            buffer.draw(pickedUpRow?.cell === cell ? "≡" : "›", row: row, column: 0, style: [.bold, .accent])
            // The cursor's row is drawn in reverse video, except while its text is edited (the
            // caret is the reverse video then).
            if editingCell !== cell {
                for line in 0..<lineCount { buffer.addStyle([.reverse, .accent], row: row + line, columns: 0..<width) }
            }
        }
    }
}
#endif
