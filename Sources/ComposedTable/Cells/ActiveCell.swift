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
open class ActiveCell: UITableViewCell, RowBehavior, RowContent {
    /// How the key and value are laid out.
    public enum ContentStyle: Hashable, Sendable {
        /// Key leading, value trailing (Settings' style). The default.
        case value1
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

    /// An image before the key, or `nil` for none.
    open var image: UIImage? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// How the key and value are laid out.
    open var contentStyle: ContentStyle {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The trailing accessory. `.toggle` is drawn by ``SwitchCell`` only.
    open var accessory: RowAccessory = .none {
        didSet { updateAccessory() }
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
            if isEnabled { accessibilityTraits.subtract(.dimmed) } else { accessibilityTraits.formUnion(.dimmed) }
        }
    }

    /// What selecting the row does; it receives the cell. `nil` makes the row not selectable.
    open var action: (@MainActor (ActiveCell) -> Void)?

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
            case .plain: .cell()
            }
        content = content.updated(for: state)
        content.text = key
        content.secondaryText = value
        content.image = image
        if state.isDisabled {
            content.textProperties.color = .tertiaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        }
        return content
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isDisabled = !isEnabled
        return state
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = makeContentConfiguration(for: state)
    }

    /// Shows ``accessory`` with the system accessory types.
    func updateAccessory() {
        switch accessory {
        case .none, .toggle: accessoryType = .none
        case .disclosureIndicator: accessoryType = .disclosureIndicator
        case .checkmark: accessoryType = .checkmark
        }
    }

    // MARK: - Behaviour

    /// Whether selecting the row does something: it has an ``action``. Subclasses with built-in
    /// behaviour (a switch toggles) override it.
    open var hasAction: Bool { action != nil }

    /// Whether the row edits text and belongs in the focus chain. `false`; ``TextFieldCell`` says
    /// `true`.
    open var takesTextFocus: Bool { false }

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
