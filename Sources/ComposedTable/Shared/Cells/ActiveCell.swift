public import Foundation

/// A live table row with an action, an enabled state and a height.
///
/// An `ActiveCell` is one row of a ``ComposedTableViewController``. It is never reused: keep it
/// in a property and change ``key``, ``value``, ``isEnabled`` or ``height`` at any time — the row
/// updates in place, and a height change animates.
///
/// A row is one expression:
///
/// ```swift
/// addCell(ActiveCell(key: "Name", value: "Stephan") { cell in
///     cell.value = "Stephan M."
///     cell.controller?.navigationController?.pushViewController(NameEditor(), animated: true)
/// })
/// ```
///
/// The action receives the cell, and the cell reaches its controller through the weak
/// ``controller`` reference: neither needs to be captured, so no retain cycle forms. Whether the
/// row highlights, whether the action runs and when the row is deselected follow the package's one
/// policy: only an enabled row with an action highlights; it is deselected right after the
/// action, or — when the action pushed or presented another screen — when the user comes back.
///
/// On UIKit it is a `UITableViewCell` drawn with `UIListContentConfiguration`. In a terminal the
/// row draws its ``image`` and key on the left, its value as its ``contentStyle`` says, and
/// at the end its ``accessoryText``, the detail mark `ⓘ` (when it has a ``detailAction``) and its
/// ``accessory``; a ``validationMessage`` takes one more line under it; a disabled row is dim.
///
/// # Subclassing
/// For built-in behaviour, set ``action`` in the subclass's initialiser. To change what the row
/// draws, override `makeContentConfiguration(for:)` on UIKit and `draw(in:at:width:lineCount:)`
/// (with `naturalLineCount(width:)` when it needs more than one line) in a terminal; enabled
/// state, height, action, image and validation message keep working.
@MainActor
open class ActiveCell: ActiveCellBase, RowBehavior, RowContent, ValueRow, FormBackedRow {
    /// How the key and the value are laid out.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Email", value: "ada@example.com", style: .value2))
    /// ```
    public enum ContentStyle: Hashable, Sendable {
        /// The key on the left, the value on the right (Settings' style). The default.
        case value1
        /// The key right-aligned in a narrow column, then the value left-aligned after it
        /// (Contacts' style). UIKit draws the key small, in the tint colour; a terminal's column
        /// is a third of the width, at most 12 columns.
        case value2
        /// The key, then the value below it, smaller (dim in a terminal).
        case subtitle
        /// The key, then the value below it in the body font.
        case plain
    }

    /// The primary text.
    open var key: String {
        didSet { contentDidChange() }
    }

    /// The secondary text, or `nil` for none.
    ///
    /// An input cell shows its value here, as text: a text field its text (bullets when secure),
    /// a stepper or slider its formatted number, a date row its formatted date, a picker, a
    /// segmented row or a grid its chosen options. Setting it sets a text field's or text view's
    /// text, and does nothing on the other input cells (set their value: `number`, `date`, …).
    open var value: String? {
        get { valueText }
        set { valueText = newValue }
    }

    /// The text ``value`` reads and writes: stored here; an input cell of the package derives it
    /// from its value.
    package var valueText: String? {
        didSet { contentDidChange() }
    }

    /// The picture before the key, or `nil` for none: an SF Symbol, an image asset or (UIKit
    /// only) a `UIImage`, with a tint and a size (`RowImage`).
    ///
    /// UIKit draws it with the row's content configuration; a terminal draws its glyph, then a
    /// space (see ``systemImage`` for the symbols' glyphs, and `RowImage` for assets).
    ///
    /// ```swift
    /// airplane.image = .symbol("airplane", tint: .orange, size: .icon)
    /// ```
    public var image: RowImage? {
        didSet { if image != oldValue { contentDidChange() } }
    }

    /// The name of an SF Symbol shown before the key, or `nil` for none: a shortcut for an
    /// ``image`` that is a symbol with no tint, at the default size.
    ///
    /// The name written once works on both platforms: UIKit draws the symbol
    /// (`UIImage(systemName:)`, scaled with the text); a terminal draws a one-column glyph, then a
    /// space: `≋` wifi, `✈` airplane, `♪` bell and speaker, `♫` speaker.wave (louder), `♬` music.note, `⚙` gear, `☺` person, `✉` envelope,
    /// `☎` phone, `★` star, `♥` heart, `☾` moon, `☀` sun.max, `⚿` lock, `⚷` key, `⌂` house, `⌕`
    /// magnifyingglass, `▦` calendar, `◷` clock, and a few more; `.fill`, `.circle` and other
    /// variants draw their base symbol's glyph, and an unknown name draws `•`. It reads the
    /// symbol's name of ``image`` (`nil` when the image is not a symbol); setting it replaces
    /// ``image``.
    ///
    /// ```swift
    /// let wifi = ActiveCell(key: "Wi-Fi", value: "Home")
    /// wifi.systemImage = "wifi"
    /// ```
    public var systemImage: String? {
        get { image?.systemName }
        set { image = newValue.map { RowImage.symbol($0) } }
    }

    /// How the key is drawn: its colour, weight and design; `RowTextStyle.automatic` (the
    /// primary colour) unless set. A disabled row draws it dimmed whatever its style.
    ///
    /// ```swift
    /// erase.keyStyle = .destructive          // a red row that is not a button
    /// ```
    public var keyStyle: RowTextStyle = .automatic {
        didSet { if keyStyle != oldValue { contentDidChange() } }
    }

    /// How the value is drawn: its colour, weight and design; `RowTextStyle.automatic` unless
    /// set (UIKit's secondary colour; in a terminal, dim under the key in
    /// ``ContentStyle/subtitle``, plain otherwise).
    ///
    /// ```swift
    /// version.valueStyle = .secondary.monospaced()
    /// ```
    public var valueStyle: RowTextStyle = .automatic {
        didSet { if valueStyle != oldValue { contentDidChange() } }
    }

    /// What the detail accessory (ⓘ) does, or `nil` for none. It receives the cell.
    ///
    /// It is separate from the row: selecting the row still runs ``action``. UIKit shows a detail
    /// button at the trailing edge (with a disclosure ``accessory``, both); a terminal draws `ⓘ`
    /// at the row's end and runs it on the key `i`. A disabled row does not run it.
    ///
    /// ```swift
    /// network.detailAction = { cell in
    ///     cell.controller?.navigationController?.pushViewController(NetworkDetails(), animated: true)
    /// }
    /// ```
    public var detailAction: (@MainActor (ActiveCell) -> Void)? {
        didSet { accessoryDidChange() }
    }

    /// A short text at the trailing edge, in the secondary colour, or `nil` for none.
    ///
    /// Unlike ``value`` it stays at the trailing edge in every ``ContentStyle``, before the
    /// detail mark and the chevron or checkmark of ``accessory``.
    ///
    /// ```swift
    /// storage.accessoryText = "12 GB"
    /// ```
    public var accessoryText: String? {
        didSet { accessoryDidChange() }
    }

    /// A message under the row in red, or `nil` for none — what validation says about the row's
    /// value.
    ///
    /// Setting it updates the row in place, and the row's height follows. VoiceOver reads it with
    /// the row; a terminal draws it on one more line, `⚠ message` (the mark stays when `NO_COLOR`
    /// is set). Each line of it (`"\n"`) is a message of its own (`validationMessages`): UIKit
    /// shows the lines under the row, a terminal one `⚠` line each.
    ///
    /// ```swift
    /// email.validationMessage = email.text.contains("@") ? nil : "Enter an e-mail address."
    /// ```
    public var validationMessage: String? {
        didSet { if validationMessage != oldValue { layoutDidChange() } }
    }

    /// The row's form bookkeeping (validation rules, conditions), kept by the controller core.
    package let formRowState = FormRowState()

    /// The controller core of the table that holds the row, or `nil` while it is in none.
    package var formRowTable: (any FormTable)? { controller?.core }

    /// How the key and value are laid out; ``ContentStyle/value1`` unless set.
    public var contentStyle: ContentStyle {
        didSet { if contentStyle != oldValue { layoutDidChange() } }
    }

    /// The trailing accessory: a chevron (`>` in a terminal) for a row that opens a screen, a
    /// checkmark, or a switch (`.toggle`, drawn by ``SwitchCell`` only).
    public var accessory: RowAccessory = .none {
        didSet { if accessory != oldValue { accessoryDidChange() } }
    }

    /// How tall the row is: `automatic` (self-sizing; in a terminal its natural line count)
    /// unless set. Heights are in points on both platforms, a terminal line counting 44
    /// (`RowHeight.pointsPerLine`, whole lines rounded down): `fixed(132)` is three lines. Changing it on screen
    /// animates the row to its new height without reloading it.
    public var height: RowHeight = .automatic {
        didSet { controller?.core.rowHeightDidChange(of: self) }
    }

    /// Whether the row accepts interaction. A disabled row is drawn dimmed, never highlights,
    /// never runs its action and ignores the keys that change its value; VoiceOver reads it as
    /// dimmed. Disabling a row that is being edited ends the edit, keeping what was typed.
    public var isEnabled = true {
        didSet { enabledDidChange() }
    }

    /// What selecting the row (a tap; Enter or Space in a terminal) does; it receives the cell.
    /// `nil` makes the row not selectable.
    public var action: (@MainActor (ActiveCell) -> Void)?

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

    // MARK: - Platform state (marked: stored properties cannot live in extensions)

    #if canImport(UIKit)
    /// The layout of a row that holds a control (text field, stepper, picker…), or `nil` for a
    /// row drawn with `makeContentConfiguration(for:)`.
    var formLayout: FormRowLayout?
    /// The label of ``accessoryText``, made on first use.
    lazy var accessoryLabel = Self.makeAccessoryLabel()
    /// The detail button of a custom accessory view (the system's accessory type shows it when
    /// there is no custom view).
    var detailButton: UIButton?
    /// The previous / next / done bar of the row's input views, made on first use.
    lazy var inputAccessoryBar = InputAccessoryBar(row: self)
    #else
    /// The accessory width the row leaves free, so that values of a section line up: set by the
    /// controller from the widest accessory among the section's rows on screen.
    var reservedAccessoryWidth = 0
    #endif

    // MARK: - Creating

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
        self.valueText = value
        self.contentStyle = style
        self.action = action
        super.init()
    }

    /// Creates a row from a storyboard or nib on UIKit, with an empty key. In a terminal there are
    /// no storyboards: it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.key = ""
        self.contentStyle = .value1
        super.init(coder: coder)
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: it has an ``action``. Subclasses with built-in
    /// behaviour (a switch toggles) override it.
    package var hasAction: Bool { action != nil }

    /// Whether the row is edited in place and belongs in the focus chain (Tab; the keyboard's
    /// previous and next): ``TextFieldCell``, ``TextViewCell``, and ``DatePickerCell`` and
    /// ``PickerCell`` edited in place say `true`.
    package var takesTextFocus: Bool { false }

    /// Runs the row's action. The controller calls it when the package's policy allows (a test
    /// simulates a tap with it).
    package func performAction() {
        action?(self)
    }

    /// Deselects the row, if it is selected. A terminal row shows no selection beyond the cursor;
    /// the call goes through the same policy.
    ///
    /// - Parameter animated: Whether the deselection fades (UIKit).
    public func deselect(animated: Bool) {
        controller?.core.deselect(self, animated: animated)
    }

    // MARK: - Drawing (the platforms' override points, marked: overridable methods live in the class body)

    #if canImport(UIKit)
    /// The content the row draws in a state; override to customise it, starting from `super`.
    /// (UIKit only.)
    ///
    /// The state is disabled when ``isEnabled`` is false; the default content then dims its text
    /// and image.
    ///
    /// ```swift
    /// final class AccountCell: ActiveCell {
    ///     override func makeContentConfiguration(for state: UICellConfigurationState) -> UIListContentConfiguration {
    ///         var content = super.makeContentConfiguration(for: state)
    ///         content.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
    ///         return content
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter state: The cell's configuration state.
    /// - Returns: The content configuration to apply.
    open func makeContentConfiguration(for state: UICellConfigurationState) -> UIListContentConfiguration {
        defaultContentConfiguration(for: state)
    }
    #else
    /// The number of lines the content needs at a width when the row's height is automatic: one
    /// line per line of the key and the value, side by side in ``ContentStyle/value1`` and
    /// ``ContentStyle/value2``, the value's under the key's in ``ContentStyle/subtitle`` and
    /// ``ContentStyle/plain``. (Terminal only.)
    ///
    /// A ``validationMessage`` adds its line on top of this count; an override counts its
    /// content only.
    ///
    /// - Parameter width: The columns available to the content.
    open func naturalLineCount(width: Int) -> Int {
        (self as? any TerminalCell)?.terminalLineCount(width: width) ?? contentLineCount()
    }

    /// Draws the row's content: the trailing text (``accessoryText``, `ⓘ`, ``accessory``) at the
    /// end of the first line, and the key and value as ``contentStyle`` says — in
    /// ``ContentStyle/value1``, the key on the left and the value on the right, or `key: value`
    /// cut with "…" when they do not fit. (Terminal only.)
    ///
    /// The image and the validation message are drawn around it by the row: `origin` is after the
    /// image, and `lineCount` leaves out the message's line. An override measures its text in
    /// columns with `terminalWidth` (`"日本".terminalWidth` is 4), to fit it in `width`.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - origin: The screen row and column of the content's first line.
    ///   - width: The columns available; nothing may be drawn beyond them.
    ///   - lineCount: The lines available from `origin.row`.
    open func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        if let cell = self as? any TerminalCell {
            cell.drawTerminalContent(in: &buffer, at: origin, width: width, lineCount: lineCount)
        } else {
            drawDefaultContent(in: &buffer, at: origin, width: width, lineCount: lineCount)
        }
    }
    #endif
}
