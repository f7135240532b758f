#if !canImport(UIKit)
/// An alert drawn in a terminal: a box over the middle of the body with the title (bold), the
/// message (wrapped), then the actions as a list with the cursor — destructive ones in red and
/// marked "!", disabled ones dimmed.
///
/// Every decision (the order, the cursor, what a key does) is Core's ``AlertPresentation``; this
/// lays it out. On a small terminal the actions come first: the box loses its border, then the
/// message, then the title, and shows the actions around the cursor; it never draws outside the
/// body. Without its border it takes the whole width.
@MainActor
struct AlertBox {
    let alert: AlertPresentation

    init(_ alert: AlertPresentation) {
        self.alert = alert
    }

    /// The key hints while an alert shows: Esc only when it cancels.
    static func keyHints(for alert: AlertPresentation) -> String {
        (["↑↓ move", "⏎ choose"] + (alert.canCancel ? ["esc cancel"] : []) + ["? keys"]).joined(separator: " · ")
    }

    /// The text of an action's line, without the cursor's mark.
    private func label(_ action: AlertAction) -> String {
        action.role == .destructive ? action.title + " !" : action.title
    }

    /// Where a box was drawn, for the mouse: its screen rows and columns, and the action on each
    /// of its action lines.
    struct Placement {
        var rows: Range<Int>
        var columns: Range<Int>
        /// The index of the action drawn on each screen row.
        var actions: [Int: Int]

        /// Whether a cell of the screen is inside the box.
        func contains(row: Int, column: Int) -> Bool { rows.contains(row) && columns.contains(column) }
    }

    /// Draws the box into the body's rows.
    ///
    /// - Returns: Where it was drawn, or `nil` when nothing was.
    @discardableResult
    func draw(into buffer: inout ScreenBuffer, rows: Range<Int>) -> Placement? {
        let columns = buffer.size.columns
        guard !rows.isEmpty, columns > 0 else { return nil }
        // A border and a column of padding on each side, when the title's first line and every
        // action fit inside them; else the box takes the whole width, without a border.
        let hasTitle = alert.title != nil ? 1 : 0
        let bordered = columns >= 8 && rows.count >= hasTitle + alert.actions.count + 2
        let frame = bordered ? 2 : 0
        let maximumInner = max(1, columns - 2 * frame)
        let actionWidth = alert.actions.map { DisplayWidth.of(label($0)) + 2 }.max() ?? 0
        let titleWidth = alert.title.map(DisplayWidth.of) ?? 0
        let messageWidth = min(alert.message.map(DisplayWidth.of) ?? 0, 44)
        let inner = bordered ? min(maximumInner, max(actionWidth, titleWidth, messageWidth, min(20, maximumInner))) : columns
        // The lines: actions first in priority, then the title, then the message.
        let titleLines = alert.title.map { DisplayWidth.wrap($0, to: inner) } ?? []
        let messageLines = alert.message.map { DisplayWidth.wrap($0, to: inner) } ?? []
        let available = rows.count - (bordered ? 2 : 0)
        let shownActions = min(alert.actions.count, available)
        var room = available - shownActions
        let title = Array(titleLines.prefix(room))
        room -= title.count
        let message = Array(messageLines.prefix(room))
        room -= message.count
        var text = title.map { ($0, TextStyle.bold) } + message.map { ($0, TextStyle()) }
        if title.count + message.count < titleLines.count + messageLines.count, let last = text.last {
            text[text.count - 1] = (DisplayWidth.truncate(last.0 + " …", to: inner), last.1)
        }
        let gap = !text.isEmpty && room > 0 ? 1 : 0
        let height = text.count + gap + shownActions + (bordered ? 2 : 0)
        let width = inner + 2 * frame
        let top = rows.lowerBound + (rows.count - height) / 2
        let left = (columns - width) / 2
        // The box: blank, with a border.
        for row in top..<(top + height) {
            buffer.draw(String(repeating: " ", count: width), row: row, column: left)
        }
        if bordered { buffer.drawBorder(row: top, column: left, width: width, height: height) }
        let column = left + frame
        var row = top + (bordered ? 1 : 0)
        for (line, style) in text {
            buffer.draw(line, row: row, column: column, style: style)
            row += 1
        }
        row += gap
        // The actions around the cursor, when not all fit.
        let first = min(max(0, alert.cursor - shownActions / 2), alert.actions.count - shownActions)
        var placement = Placement(rows: top..<(top + height), columns: left..<(left + width), actions: [:])
        for index in first..<(first + shownActions) {
            placement.actions[row] = index
            let action = alert.actions[index]
            var style: TextStyle = action.role == .destructive ? .red : []
            if !action.isEnabled { style.insert(.dim) }
            let isCursor = index == alert.cursor
            buffer.draw(isCursor ? "›" : " ", row: row, column: column, style: [.bold, .accent])
            buffer.draw(DisplayWidth.truncateMiddle(label(action), to: inner - 2), row: row, column: column + 2, style: style)
            if isCursor { buffer.addStyle([.reverse, .accent], row: row, columns: column..<(column + inner)) }
            row += 1
        }
        return placement
    }
}
#endif
