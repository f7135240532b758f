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
/// The row draws its ``systemImage`` and key on the left, its value as its ``contentStyle``
/// says, and at the end its ``accessoryText``, the detail mark `ⓘ` (when it has a
/// ``detailAction``) and its ``accessory``; a ``validationMessage`` takes one more line under
/// it. A disabled row is dim and never runs its action; ``height`` counts lines.
///
/// # Subclassing
/// Override ``draw(in:at:width:lineCount:)`` to draw other content and ``naturalLineCount(width:)``
/// when it needs more than one line; enabled state, height, action, image and validation
/// message keep working (the row draws the image and the message around your content).
@MainActor
open class ActiveCell: RowBehavior, RowContent, ValueRow, FormRow {
    /// How the key and the value are laid out. The cases have the names of the UIKit backend's
    /// `ActiveCell.ContentStyle`.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Email", value: "ada@example.com", style: .value2))
    /// ```
    public enum ContentStyle: Hashable, Sendable {
        /// The key on the left, the value on the right (Settings' style). The default.
        ///
        /// `Wi-Fi                         Home`
        case value1
        /// The key right-aligned in a narrow column (a third of the width, at most 12 columns),
        /// then the value left-aligned after it (Contacts' style).
        ///
        /// `       email ada@example.com`
        case value2
        /// The key, then the value dim on the next line.
        case subtitle
        /// The key, then the value on the next line, not dim.
        case plain
    }

    /// The primary text.
    open var key: String
    /// The secondary text, or `nil` for none.
    open var value: String?
    /// The trailing accessory: `>` for a row that opens a screen, `✓`, or a switch.
    open var accessory: RowAccessory = .none

    /// How the key and the value are laid out; ``ContentStyle/value1`` unless set.
    open var contentStyle: ContentStyle = .value1 {
        didSet { if contentStyle != oldValue { controller?.core.rowContentDidChange(of: self) } }
    }

    /// The name of an SF Symbol shown before the key, or `nil` for none.
    ///
    /// UIKit draws the symbol. The terminal draws a one-column glyph, then a space: `≋` wifi,
    /// `✈` airplane, `♪` bell and speaker, `⚙` gear, `☺` person, `✉` envelope, `☎` phone, `★`
    /// star, `♥` heart, `☾` moon, `☀` sun.max, `⚿` lock, `⚷` key, `⌂` house, `⌕`
    /// magnifyingglass, `▦` calendar, `◷` clock, and a few more; `.fill`, `.circle` and other
    /// variants draw their base symbol's glyph, and an unknown name draws `•`.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Wi-Fi", value: "Home")).systemImage = "wifi"   // ≋ Wi-Fi …
    /// ```
    open var systemImage: String?

    /// A text at the trailing edge, before the detail mark and the accessory (UIKit: a label as
    /// the accessory view), or `nil` for none.
    open var accessoryText: String?

    /// What the detail accessory (`ⓘ`) does, or `nil` for no detail accessory.
    ///
    /// The row draws `ⓘ` at its end; the key `i` on the row runs it (while the row is enabled),
    /// so a row can have both a primary action and a detail one. It receives the cell.
    ///
    /// ```swift
    /// let network = addCell(ActiveCell(key: "Home", value: "Connected") { cell in join(cell.key) })
    /// network.detailAction = { cell in
    ///     cell.controller?.navigationController?.pushViewController(NetworkDetails(), animated: true)
    /// }
    /// ```
    open var detailAction: (@MainActor (ActiveCell) -> Void)?

    /// A message shown under the row, or `nil` for none: Core's validation sets it.
    ///
    /// The terminal draws it on one more line under the row, `  ⚠ message` in red (the mark
    /// stays when `NO_COLOR` is set); the row's height grows by that line.
    open var validationMessage: String? {
        didSet { if validationMessage != oldValue { controller?.core.rowContentDidChange(of: self) } }
    }

    /// The row's form bookkeeping (validation rules, conditions), kept by Core.
    public let formState = FormRowState()

    /// The table that holds the row (its controller's core), or `nil` while it is in none.
    public var formTable: (any FormTable)? { controller?.core }

    /// How tall the row is: `automatic` (its natural line count) unless set. Heights are in
    /// points on both backends, a line counting 44 (`RowHeight.lines(forPoints:)`):
    /// `fixed(132)` is three lines; a fraction or the remainder share the terminal's height.
    open var height: RowHeight = .automatic {
        didSet { controller?.core.rowHeightDidChange(of: self) }
    }

    /// The accessory width the row leaves free, so that values of a section line up: set by the
    /// controller from the widest accessory among the section's rows on screen.
    var reservedAccessoryWidth = 0

    /// Whether the row accepts interaction. A disabled row is drawn dim, never runs its action
    /// and ignores the keys that change its value; disabling a row that is being edited ends the
    /// edit, keeping what was typed.
    open var isEnabled = true {
        didSet { if !isEnabled, let controller, controller.editingCell === self { commitEditing() } }
    }

    /// What selecting the row (Enter or Space) does; it receives the cell.
    open var action: (@MainActor (ActiveCell) -> Void)?

    // MARK: - Editing (swipe, delete, move)

    /// The actions revealed by a swipe from the leading edge (UIKit), listed in the row's action
    /// sheet in a terminal (`a`). Each receives the cell. A disabled row offers none.
    ///
    /// ```swift
    /// cell.leadingSwipeActions = [SwipeAction("Flag", systemImage: "flag", tint: .orange) { $0.value = "Flagged" }]
    /// ```
    public var leadingSwipeActions: [SwipeAction] = []

    /// The actions revealed by a swipe from the trailing edge, after the row's Delete when it has
    /// ``onDelete``; listed in the row's action sheet in a terminal (`a`).
    public var trailingSwipeActions: [SwipeAction] = []

    /// Makes the row deletable, and commits its deletion: the closure receives the cell and
    /// returns whether to delete it (it may ask a server, or refuse). The row is removed, with
    /// animation, only when it returns `true` — after ``deleteConfirmation``'s question, when
    /// there is one. UIKit: a swipe's Delete, and edit mode's delete control; a terminal: `d` or
    /// Delete on a row that is not a field, or Delete in the row's action sheet.
    ///
    /// ```swift
    /// cell.onDelete = { cell in await store.delete(cell.key) }   // true: deleted
    /// ```
    public var onDelete: (@MainActor (ActiveCell) async -> Bool)?

    /// The question asked before ``onDelete`` runs, or `nil` to delete at once.
    public var deleteConfirmation: DeleteConfirmation?

    /// Whether the user can move the row: edit mode's reorder control on UIKit, `m` in a terminal
    /// (↑/↓ move it, Enter drops, Esc puts it back). Where it may go is the controller's
    /// `reorderScope`; each move is reported to its `onMoveRow`.
    public var isMovable = false

    /// The controller whose table holds this cell; `nil` while it is in none. Weak: the
    /// controller owns the cell, not the other way round.
    public internal(set) weak var controller: ComposedTableViewController?

    /// Creates a row.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Notes", value: "Three lines of text", style: .subtitle))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The primary text.
    ///   - value: The secondary text, or `nil` for none.
    ///   - style: How the key and the value are laid out; ``ContentStyle/value1`` unless you say
    ///     otherwise.
    ///   - action: What selecting the row does, or `nil` for an information row.
    public init(
        key: String, value: String? = nil, style: ContentStyle = .value1, action: (@MainActor (ActiveCell) -> Void)? = nil
    ) {
        self.key = key
        self.value = value
        self.contentStyle = style
        self.action = action
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: it has an ``action``. Subclasses with built-in
    /// behaviour (a switch toggles) override it.
    open var hasAction: Bool { action != nil }

    /// Whether the row is edited in place and belongs in the focus chain (Tab): text fields,
    /// text views, date pickers and pickers say `true`.
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

    /// Runs the ``detailAction`` when the row is enabled: the key `i`.
    ///
    /// - Returns: Whether the row has a detail action (the key was this row's).
    func performDetailAction() -> Bool {
        guard let detailAction else { return false }
        controller?.core.didTapDetailButton(of: self) { detailAction(self) }  // Core's policy: visible, enabled
        return true
    }

    // MARK: - Drawing

    /// The number of lines the content needs at a width when the row's height is automatic:
    /// one line per line of the key and the value (a key or value with `\n` takes more), side by
    /// side in ``ContentStyle/value1`` and ``ContentStyle/value2``, the value's under the key's in
    /// ``ContentStyle/subtitle`` and ``ContentStyle/plain``.
    ///
    /// A ``validationMessage`` adds its line on top of this count; an override counts its
    /// content only.
    ///
    /// - Parameter width: The columns available to the content.
    open func naturalLineCount(width: Int) -> Int {
        contentLineCount()
    }

    /// Draws the row's content: the trailing text (``accessoryText``, `ⓘ`, ``accessory``) at the
    /// end of the first line, and the key and value as ``contentStyle`` says — in
    /// ``ContentStyle/value1``, the key on the left and the value on the right, or `key: value` cut
    /// with "…" when they do not fit.
    ///
    /// The image and the validation message are drawn around it by the row: `origin` is after the
    /// image, and `lineCount` leaves out the message's line.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - origin: The screen row and column of the content's first line.
    ///   - width: The columns available; nothing may be drawn beyond them.
    ///   - lineCount: The lines available from `origin.row`.
    open func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        drawContent(in: &buffer, at: origin, width: width, available: available, lineCount: lineCount)
    }

    // MARK: - Editing in place (the controller's hooks)

    /// Whether typing a character on the row (not editing) starts editing it and goes in: text
    /// fields, text views, date pickers and pickers. On such a row k, j and q are typed too.
    var editsOnTyping: Bool { false }

    /// Whether a character typed on the row (not editing) would go in, so that it starts
    /// editing: a numeric field refuses a letter, which then changes nothing.
    func admitsTyping(_ character: Character) -> Bool { true }

    /// Whether the row edits text: a paste on it (not editing) starts editing and goes in, and
    /// so does Backspace (on a date picker or a picker, Backspace does nothing and a paste is
    /// not used).
    var editsText: Bool { false }

    /// Starts editing in place: the surface's part of focusing the row. A row that is not edited
    /// in place does nothing.
    func startEditing() {}

    /// Ends editing, keeping the value (Enter, Tab, the row going away).
    func commitEditing() {}

    /// Ends editing the way Esc does: back to the value editing began with (a text view keeps
    /// its text: a key never throws a multi-line text away).
    func revertEditing() { commitEditing() }

    /// A key while the row is edited.
    ///
    /// - Returns: Whether the row used it; the controller handles the others (Enter commits,
    ///   Esc reverts, Tab moves focus, ↑/↓ commit and move).
    func handleEditingKey(_ key: Key) -> Bool { false }

    /// A key on the row while the cursor is on it and nothing is edited: ←/→, h/l, +/- change a
    /// segmented choice, a stepper or a slider.
    ///
    /// - Returns: Whether the key was the row's (it is used even when the row is disabled, so
    ///   that ← on a value row never goes back).
    func handleValueKey(_ key: Key) -> Bool { false }

    /// The key hints while the row is edited.
    var editingKeyHints: String { "type · ⏎ done · esc cancel · tab next field" }

    /// Which part of the key help (`?`) applies while the cursor is on the row, or while it is
    /// edited.
    var keyHelpTopic: KeyHelpTopic? { nil }
}

extension ActiveCell {
    /// Which part of the key help applies to a row.
    enum KeyHelpTopic: Hashable {
        /// A section header the cursor stops on (collapsible, or with an action): not a row's.
        case header
        /// A text field or text view row, not edited.
        case field
        /// A date picker or picker row, not edited.
        case choice
        /// A stepper or a slider.
        case value
        /// A segmented choice: a value that Enter also steps through.
        case segments

        /// Whether ←/→ change the row's value (a stepper, a slider, a segmented choice).
        var changesValue: Bool { self == .value || self == .segments }
        /// A grid of items with a cursor of its own.
        case grid
        /// A text field or text view being edited.
        case editingText
        /// A date picker or picker being edited.
        case editingChoice
        /// An alert over the screen (no row's: the alert's keys).
        case alert
        /// The search line being typed in (not a row's topic: the screen's).
        case searching
        /// A row held to be moved (the screen's move mode).
        case moving
    }
}
#endif
