#if canImport(UIKit)
public import UIKit

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
/// policy (`RowSelection` in ComposedTableCore): only an enabled row with an action highlights;
/// it is deselected right after the action, or — when the action pushed or presented another
/// screen — when the user comes back.
///
/// # Subclassing
/// Override ``makeContentConfiguration(for:)`` to change what the row draws; enabled state,
/// height and action keep working.
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
@MainActor
open class ActiveCell: UITableViewCell, RowBehavior, RowContent, ValueRow, FormRow {
    /// How the key and value are laid out.
    public enum ContentStyle: Hashable, Sendable {
        /// Key leading, value trailing (Settings' style). The default.
        case value1
        /// The key small, in the tint colour and right-aligned in a narrow column, then the value
        /// left-aligned after it (Contacts' style).
        case value2
        /// Value below the key, smaller.
        case subtitle
        /// Key only, then the value below it in the body font.
        case plain
    }

    /// The primary text.
    open var key: String {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The secondary text, or `nil` for none.
    open var value: String? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// An image before the key, or `nil` for none. It wins over ``systemImage``.
    open var image: UIImage? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The name of an SF Symbol shown before the key, or `nil` for none.
    ///
    /// The name written once works on both backends: UIKit draws the symbol
    /// (`UIImage(systemName:)`, scaled with the text), the terminal a glyph for it. ``image``, when
    /// set, wins.
    ///
    /// ```swift
    /// let wifi = ActiveCell(key: "Wi-Fi", value: "Home")
    /// wifi.systemImage = "wifi"
    /// ```
    open var systemImage: String? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// What the detail (ⓘ) button at the trailing edge does, or `nil` for no button. It receives
    /// the cell.
    ///
    /// The button is separate from the row: selecting the row still runs ``action``. With a
    /// disclosure ``accessory`` the row shows both the button and the chevron. A disabled row
    /// does not run it.
    ///
    /// ```swift
    /// network.detailAction = { cell in
    ///     cell.controller?.navigationController?.pushViewController(NetworkDetails(), animated: true)
    /// }
    /// ```
    open var detailAction: (@MainActor (ActiveCell) -> Void)? {
        didSet { updateAccessory() }
    }

    /// A short text at the trailing edge, in the secondary colour, or `nil` for none.
    ///
    /// Unlike ``value`` it stays at the trailing edge in every ``ContentStyle``, before the
    /// chevron or checkmark of ``accessory``.
    ///
    /// ```swift
    /// storage.accessoryText = "12 GB"
    /// ```
    open var accessoryText: String? {
        didSet { updateAccessory() }
    }

    /// A message under the row in red, or `nil` for none — what Core's validation says about the
    /// row's value.
    ///
    /// VoiceOver reads it with the row. Setting it updates the row in place, and the row's
    /// height follows.
    ///
    /// ```swift
    /// email.validationMessage = email.text.contains("@") ? nil : "Enter an e-mail address."
    /// ```
    open var validationMessage: String? {
        didSet {
            guard validationMessage != oldValue else { return }
            setNeedsUpdateConfiguration()
            // Applied now, so that the table measures the row with its message.
            layoutIfNeeded()
            controller?.core.rowContentDidChange(of: self)
        }
    }

    /// The row's form bookkeeping (validation rules, conditions), kept by Core.
    public let formState = FormRowState()

    /// The controller core of the table that holds the row, or `nil` while it is in none.
    public var formTable: (any FormTable)? { controller?.core }

    /// How the key and value are laid out.
    open var contentStyle: ContentStyle {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The trailing accessory. `.toggle` is drawn by ``SwitchCell`` only.
    open var accessory: RowAccessory = .none {
        didSet { if accessory != oldValue { updateAccessory() } }
    }

    /// How tall the row is; `automatic` (self-sizing) unless set. Changing it on screen animates
    /// the row to its new height without reloading it.
    open var height: RowHeight = .automatic {
        didSet { controller?.core.rowHeightDidChange(of: self) }
    }

    /// Whether the row accepts interaction. A disabled row is drawn dimmed, never highlights,
    /// never runs its action, and VoiceOver reads it as dimmed.
    open var isEnabled = true {
        didSet {
            setNeedsUpdateConfiguration()
            detailButton?.isEnabled = isEnabled
        }
    }

    /// The cell's traits, dimmed when disabled, and selected when checked — the checkmark a
    /// custom accessory view draws (with a detail button) is an image VoiceOver does not read.
    open override var accessibilityTraits: UIAccessibilityTraits {
        // Declared nonisolated by the SDK; VoiceOver asks on the main thread.
        get {
            let traits = super.accessibilityTraits
            return MainActor.assumeIsolated {
                var traits = traits
                if !isEnabled { traits.formUnion(.dimmed) }
                if accessory == .checkmark { traits.formUnion(.checked) }
                return traits
            }
        }
        set { super.accessibilityTraits = newValue }
    }

    /// What selecting the row does; it receives the cell. `nil` makes the row not selectable.
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
    /// - Parameters:
    ///   - key: The primary text.
    ///   - value: The secondary text, or `nil` for none.
    ///   - style: How key and value are laid out; `.value1` unless you say otherwise.
    ///   - action: What selecting the row does, or `nil` for an information row.
    public init(
        key: String, value: String? = nil, style: ContentStyle = .value1, action: (@MainActor (ActiveCell) -> Void)? = nil
    ) {
        self.key = key
        self.value = value
        self.contentStyle = style
        self.action = action
        super.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates a row from a storyboard or nib, with an empty key.
    public required init?(coder: NSCoder) {
        self.key = ""
        self.contentStyle = .value1
        super.init(coder: coder)
    }

    // MARK: - Drawing

    /// The content the row draws in a state; override to customise it, starting from `super`.
    ///
    /// The state is disabled when ``isEnabled`` is false; the default content then dims its text
    /// and image.
    ///
    /// - Parameter state: The cell's configuration state.
    /// - Returns: The content configuration to apply.
    open func makeContentConfiguration(for state: UICellConfigurationState) -> UIListContentConfiguration {
        var content: UIListContentConfiguration =
            switch contentStyle {
            case .value1: .valueCell()
            case .subtitle: .subtitleCell()
            case .value2, .plain: .cell()
            }
        content = content.updated(for: state)
        content.text = key
        content.secondaryText = value
        content.image = displayedImage
        if state.isDisabled {
            content.textProperties.color = .tertiaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        }
        if contentStyle == .value2 {
            content.attributedText = value2Text(for: state)
            content.secondaryText = nil
        }
        return content
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isDisabled = !isEnabled
        return state
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        if let formLayout {
            formLayout.apply(
                key: key, value: displayedValue, image: displayedImage, validationMessage: validationMessage, state: state)
            updateControls(for: state)
        } else {
            var content = makeContentConfiguration(for: state)
            if let validationMessage {
                // A second paragraph of the primary text: VoiceOver reads it with the key.
                let text = NSMutableAttributedString(attributedString: content.attributedText ?? NSAttributedString(string: key))
                text.append(Self.validationText(validationMessage, traits: state.traitCollection))
                content.attributedText = text
            }
            contentConfiguration = content
        }
        sizeAccessoryView()
    }

    /// The image drawn before the key: ``image``, else the symbol named ``systemImage``.
    var displayedImage: UIImage? {
        image ?? systemImage.flatMap { UIImage(systemName: $0) }
    }

    /// The value text beside the key in a ``formLayout``: ``value``; a cell whose control shows
    /// the value (a text field) says `nil`.
    var displayedValue: String? { value }

    /// The key as VoiceOver reads it on a control: with the validation message, if any.
    var accessibleKey: String {
        guard let validationMessage else { return key }
        return "\(key), \(validationMessage)"
    }

    /// The line under the key that shows a validation message: red, footnote.
    static func validationText(_ message: String, traits: UITraitCollection) -> NSAttributedString {
        NSAttributedString(
            string: "\n" + message,
            attributes: [
                .font: UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits),
                .foregroundColor: UIColor.systemRed,
            ])
    }

    /// The key and value of the `.value2` style: the key right-aligned in a narrow column (a
    /// third of the row at most), the value after it; lines of the value that wrap start under
    /// its first line. At accessibility text sizes the value goes under the key.
    private func value2Text(for state: UICellConfigurationState) -> NSAttributedString {
        let traits = state.traitCollection
        let keyFont = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
        let boldKeyFont = keyFont.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? keyFont
        let valueFont = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traits)
        let keyColor: UIColor = state.isDisabled ? .tertiaryLabel : tintColor
        let valueColor: UIColor = state.isDisabled ? .tertiaryLabel : .label
        let keyAttributes: [NSAttributedString.Key: Any] = [.font: boldKeyFont, .foregroundColor: keyColor]
        let valueAttributes: [NSAttributedString.Key: Any] = [.font: valueFont, .foregroundColor: valueColor]
        if traits.preferredContentSizeCategory.isAccessibilityCategory {
            let text = NSMutableAttributedString(string: key, attributes: keyAttributes)
            if let value { text.append(NSAttributedString(string: "\n" + value, attributes: valueAttributes)) }
            return text
        }
        var column = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 80, compatibleWith: traits)
        if contentView.bounds.width > 0 { column = min(column, contentView.bounds.width / 3) }
        let gap: CGFloat = 6
        // NSTextTab: tab alignments "are absolute, not based on the line sweep direction", while a
        // tab's location "is relative to the back margin" (from the right in right-to-left text).
        // The key ends at the column's inner edge and the value starts after it: in right-to-left
        // text those are a left and a right tab. The paragraph's direction is the row's, not the
        // first letter's (a Latin key in a Hebrew interface).
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let paragraph = NSMutableParagraphStyle()
        paragraph.baseWritingDirection = isRightToLeft ? .rightToLeft : .leftToRight
        paragraph.tabStops = [
            NSTextTab(textAlignment: isRightToLeft ? .left : .right, location: column),
            NSTextTab(textAlignment: isRightToLeft ? .right : .left, location: column + gap),
        ]
        paragraph.headIndent = column + gap
        let text = NSMutableAttributedString(string: "\t" + key + "\t", attributes: keyAttributes)
        text.append(NSAttributedString(string: value ?? "", attributes: valueAttributes))
        text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
        return text
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if contentStyle == .value2 { setNeedsUpdateConfiguration() }
    }

    // MARK: - Accessory

    /// A control a subclass shows as the accessory (a switch); `nil` for none.
    var accessoryControl: UIView? { nil }

    private lazy var accessoryLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        return label
    }()

    /// The detail button of a custom accessory view (the system's accessory type shows it when
    /// there is no custom view).
    private var detailButton: UIButton?

    /// Shows ``accessory``, ``accessoryText``, ``detailAction``'s button and a subclass's
    /// control: the system accessory types when they suffice, else one custom view.
    func updateAccessory() {
        var views: [UIView] = []
        if let accessoryText {
            accessoryLabel.text = accessoryText
            views.append(accessoryLabel)
        }
        if let control = accessoryControl { views.append(control) }
        detailButton = nil
        // UITableViewCell.AccessoryType has no checkmark with a detail button: that pair is drawn
        // as a custom view too, so neither is lost.
        let needsCustomView = !views.isEmpty || (accessory == .checkmark && detailAction != nil)
        if !needsCustomView {
            accessoryView = nil
            accessoryType =
                switch (accessory, detailAction != nil) {
                case (.none, false), (.toggle, false): .none
                case (.none, true), (.toggle, true): .detailButton
                case (.disclosureIndicator, false): .disclosureIndicator
                case (.disclosureIndicator, true): .detailDisclosureButton
                case (.checkmark, _): .checkmark
                }
            return
        }
        if detailAction != nil {
            // A custom accessory view hides the system detail button, and the table no longer
            // reports its taps: the row draws its own.
            let button = UIButton(type: .detailDisclosure)
            button.isEnabled = isEnabled
            button.addAction(UIAction { [weak self] _ in self?.performDetailAction() }, for: .primaryActionTriggered)
            detailButton = button
            views.append(button)
        }
        switch accessory {
        case .disclosureIndicator: views.append(Self.glyph("chevron.forward", color: .tertiaryLabel))
        case .checkmark: views.append(Self.glyph("checkmark", color: tintColor))
        case .none, .toggle: break
        }
        if views.count == 1 {
            accessoryView = views[0]
        } else {
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 8
            stack.alignment = .center
            accessoryView = stack
        }
        sizeAccessoryView()
    }

    /// Sizes a custom accessory view to its content: the table lays it out by its frame.
    private func sizeAccessoryView() {
        guard let accessoryView, accessoryView !== accessoryControl else { return }
        accessoryView.frame.size = accessoryView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    private static func glyph(_ name: String, color: UIColor) -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: name))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote, scale: .default)
        view.tintColor = color
        return view
    }

    /// Runs ``detailAction`` when Core's policy allows (the row is visible and enabled): the
    /// table's detail button and the row's own both land here.
    func performDetailAction() {
        controller?.core.didTapDetailButton(of: self) { detailAction?(self) }
    }

    // MARK: - Control rows

    /// The layout of a row that holds a control (text field, stepper, picker…), or `nil` for a
    /// row drawn with ``makeContentConfiguration(for:)``.
    private(set) var formLayout: FormRowLayout?

    /// Lays the row out around controls instead of a content configuration.
    ///
    /// - Parameters:
    ///   - trailing: The control beside the key when it fits, else below it.
    ///   - below: The control below the key.
    ///   - trailingFills: Whether the trailing control takes the row's free width.
    func installFormLayout(trailing: UIView?, below: UIView?, trailingFills: Bool = false) {
        formLayout = FormRowLayout(in: contentView, trailing: trailing, below: below, trailingFills: trailingFills)
    }

    /// Updates a row's controls for a state (enabled, accessibility labels); called after the
    /// ``formLayout`` is applied.
    ///
    /// - Parameter state: The cell's configuration state.
    func updateControls(for state: UICellConfigurationState) {}

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // The table measures at its width: place the trailing control for that width first.
        let accessoryWidth = accessoryView?.frame.width ?? 0
        formLayout?.place(
            forWidth: targetSize.width - accessoryWidth,
            margins: contentView.directionalLayoutMargins.leading
                + contentView.directionalLayoutMargins.trailing, traits: traitCollection)
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        formLayout?.place(
            forWidth: contentView.bounds.width,
            margins: contentView.directionalLayoutMargins.leading
                + contentView.directionalLayoutMargins.trailing, traits: traitCollection)
        super.layoutSubviews()
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: it has an ``action``. Subclasses with built-in
    /// behaviour (a switch toggles) override it.
    open var hasAction: Bool { action != nil }

    /// Whether the row edits text and belongs in the focus chain. `false`; ``TextFieldCell``,
    /// ``TextViewCell``, and ``DatePickerCell`` and ``PickerCell`` shown as the keyboard say `true`.
    open var takesTextFocus: Bool { false }

    // MARK: - Focus

    /// Makes the row's editor first responder: the surface's part of Core's focus ("scroll the
    /// row on screen, then focus it"). Rows that take text focus override it.
    func takeFocus() {}

    /// Asks Core for focus: it scrolls the row on screen first, then calls ``takeFocus()``. A
    /// hidden or disabled row does not take focus; a row whose screen is not showing takes it
    /// when the screen appears.
    func requestFocus() {
        if let controller {
            controller.core.focus(self)
        } else {
            takeFocus()
        }
    }

    /// Gives focus to the previous row of Core's focus chain (the accessory bar's button).
    func focusPreviousField() {
        controller?.core.focusPrevious(before: self)
    }

    /// Gives focus to the next row of Core's focus chain, or ends editing after the last one.
    func focusNextField() {
        if let controller {
            controller.core.focusNext(after: self)
        } else {
            endTextFocus()
        }
    }

    /// Whether the row may take focus now, by Core's focus rule (visible and enabled; outside a
    /// table, enabled): what every editor of the row asks before it becomes first responder.
    var mayTakeFocus: Bool {
        controller?.core.composition.isFocusable(self) ?? isEnabled
    }

    /// Ends editing in the row (the accessory bar's Done).
    func endTextFocus() {
        endEditing(true)
    }

    /// Whether a row comes before this one in Core's focus chain.
    var hasPreviousField: Bool {
        guard let core = controller?.core else { return false }
        return core.composition.isFocusable(self) && core.composition.focusableCell(before: self) != nil
    }

    /// Whether a row comes after this one in Core's focus chain.
    var hasNextField: Bool {
        guard let core = controller?.core else { return false }
        return core.composition.isFocusable(self) && core.hasFocusableCell(after: self)
    }

    /// The previous / next / done bar of the row's input views, made on first use.
    private(set) lazy var inputAccessoryBar = InputAccessoryBar(row: self)

    /// Runs the row's action. The controller calls it when Core's policy allows; call it yourself
    /// only to simulate a tap.
    open func performAction() {
        action?(self)
    }

    /// Deselects the row, if it is selected.
    ///
    /// - Parameter animated: Whether the deselection fades.
    public func deselect(animated: Bool) {
        controller?.core.deselect(self, animated: animated)
    }
}
#endif
