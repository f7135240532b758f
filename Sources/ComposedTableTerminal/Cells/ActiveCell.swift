#if !canImport(UIKit)
/// A live table row with an action, an enabled state and a height, drawn in a terminal.
///
/// The terminal twin of the UIKit `ActiveCell`, with the same names: a row is one expression,
/// its action receives the cell, and the cell reaches its controller through the weak
/// ``controller`` reference, so no closure needs to capture either.
///
/// ```swift
/// addCell(ActiveCell(key: "Colour", value: "Red") { cell in
///     let picker = ComposedTableViewController(title: "Colour")
///     // … add OptionCells that set cell.value and pop …
///     cell.controller?.navigationController?.pushViewController(picker, animated: true)
/// })
/// ```
///
/// The row draws its key on the left, its value on the right and its ``accessory`` at the end;
/// a disabled row is dim and never runs its action; ``height`` counts lines.
///
/// # Subclassing
/// Override ``draw(in:at:width:lineCount:)`` to draw other content and ``naturalLineCount(width:)``
/// when it needs more than one line; enabled state, height and action keep working.
@MainActor
open class ActiveCell: RowBehavior, RowContent {
    /// The primary text.
    open var key: String
    /// The secondary text, or `nil` for none.
    open var value: String?
    /// The trailing accessory: `>` for a row that opens a screen, `✓`, or a switch.
    open var accessory: RowAccessory = .none

    /// How tall the row is: `automatic` (its natural line count) unless set. Heights are in
    /// points on both backends, a line counting 44 (``RowHeight/lines(forPoints:)``):
    /// `fixed(132)` is three lines; a fraction or the remainder share the terminal's height.
    open var height: RowHeight = .automatic {
        didSet { controller?.core.rowHeightDidChange(of: self) }
    }

    /// The accessory width the row leaves free, so that values of a section line up: set by the
    /// controller from the widest accessory among the section's rows on screen.
    var reservedAccessoryWidth = 0

    /// Whether the row accepts interaction. A disabled row is drawn dim and never runs its action.
    open var isEnabled = true

    /// What selecting the row (Enter or Space) does; it receives the cell.
    open var action: (@MainActor (ActiveCell) -> Void)?

    /// The controller whose table holds this cell; `nil` while it is in none. Weak: the
    /// controller owns the cell, not the other way round.
    public internal(set) weak var controller: ComposedTableViewController?

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - key: The primary text.
    ///   - value: The secondary text, or `nil` for none.
    ///   - action: What selecting the row does, or `nil` for an information row.
    public init(key: String, value: String? = nil, action: (@MainActor (ActiveCell) -> Void)? = nil) {
        self.key = key
        self.value = value
        self.action = action
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: it has an ``action``. Subclasses with built-in
    /// behaviour (a switch toggles) override it.
    open var hasAction: Bool { action != nil }

    /// Whether the row edits text and belongs in the focus chain; ``TextFieldCell`` says `true`.
    open var takesTextFocus: Bool { false }

    /// Runs the row's action. The controller calls it when Core's policy allows.
    open func performAction() {
        action?(self)
    }

    /// Deselects the row. A terminal row shows no selection beyond the cursor, so nothing
    /// changes on screen; the call goes through the same policy as on UIKit.
    ///
    /// - Parameter animated: Ignored.
    public func deselect(animated: Bool) {
        controller?.core.deselect(self, animated: animated)
    }

    // MARK: - Drawing

    /// The number of lines the row needs at a width when its height is automatic: one, or one
    /// per line of a key or value that holds `\n`.
    ///
    /// - Parameter width: The columns available to the content.
    open func naturalLineCount(width: Int) -> Int {
        max(1, lineCount(of: key), value.map(lineCount(of:)) ?? 1)
    }

    private func lineCount(of text: String) -> Int {
        text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// Draws the row's content: key on the left, value on the right, accessory at the end — or,
    /// when they do not fit, `key: value` cut with "…". A key or value with `\n` takes a line per
    /// line of text, side by side.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - origin: The screen row and column of the content's first line.
    ///   - width: The columns available; nothing may be drawn beyond them.
    ///   - lineCount: The lines available from `origin.row`.
    open func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let accessoryText = Self.text(of: accessory)
        let accessoryWidth = DisplayWidth.of(accessoryText)
        let reserved = max(accessoryWidth, reservedAccessoryWidth)
        let available = reserved > 0 ? width - reserved - 1 : width
        let keyLines = key.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let valueLines = (value ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in 0..<min(lineCount, max(keyLines.count, valueLines.count)) {
            let key = line < keyLines.count ? keyLines[line] : ""
            let value = line < valueLines.count ? valueLines[line] : ""
            let row = origin.row + line
            let keyWidth = DisplayWidth.of(key)
            let valueWidth = DisplayWidth.of(value)
            if value.isEmpty {
                buffer.draw(DisplayWidth.truncate(key, to: available), row: row, column: origin.column)
            } else if keyWidth + 2 + valueWidth <= available {
                buffer.draw(key, row: row, column: origin.column)
                buffer.draw(value, row: row, column: origin.column + available - valueWidth)
            } else {
                let joined = key.isEmpty ? value : "\(key): \(value)"
                buffer.draw(DisplayWidth.truncate(joined, to: available), row: row, column: origin.column)
            }
        }
        if accessoryWidth > 0, width >= accessoryWidth {
            let style: TextStyle = if case .toggle(true) = accessory { .accent } else { [] }
            buffer.draw(accessoryText, row: origin.row, column: origin.column + width - accessoryWidth, style: style)
        }
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
}
#endif
