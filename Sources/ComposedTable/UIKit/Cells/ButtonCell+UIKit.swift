#if canImport(UIKit)
public import UIKit

/// A row that is a button: centred text in the tint colour, or red when destructive.
///
/// ```swift
/// addCell(ButtonCell(title: "Sign Out", isDestructive: true) { cell in
///     session.signOut()
/// })
/// ```
@MainActor
open class ButtonCell: ActiveCell {
    /// The button's text: another name for ``ActiveCell/key``.
    ///
    /// ```swift
    /// let save = addCell(ButtonCell(title: "Save") { _ in … })
    /// save.title = "Saved"
    /// ```
    open var title: String {
        get { key }
        set { key = newValue }
    }

    /// Whether the button destroys something (drawn in red).
    open var isDestructive: Bool {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Creates a button row.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - isDestructive: Whether it destroys something; `false` unless you say otherwise.
    ///   - action: What pressing it does.
    public init(title: String, isDestructive: Bool = false, action: (@MainActor (ActiveCell) -> Void)? = nil) {
        self.isDestructive = isDestructive
        super.init(key: title, value: nil, style: .plain, action: action)
        accessibilityTraits.formUnion(.actsAsButton)
    }

    /// Creates a button row from a storyboard or nib.
    public required init?(coder: NSCoder) {
        self.isDestructive = false
        super.init(coder: coder)
    }

    open override func makeContentConfiguration(for state: UICellConfigurationState) -> UIListContentConfiguration {
        var content = super.makeContentConfiguration(for: state)
        content.textProperties.alignment = .center
        if !state.isDisabled {
            content.textProperties.color = isDestructive ? .systemRed : tintColor
        }
        return content
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsUpdateConfiguration()
    }
}
#endif
