#if canImport(UIKit)
public import UIKit

/// A row with a switch.
///
/// Flipping the switch, or selecting the row, toggles it and calls ``onChange`` with the cell
/// and the new value (then ``ActiveCell/action``, if any). A disabled cell disables its switch.
///
/// ```swift
/// addCell(SwitchCell(key: "Wi-Fi", isOn: true) { cell, isOn in
///     cell.controller?.setSection(networks, hidden: !isOn)
/// })
/// ```
///
/// As an ``InputRow`` its ``input`` is ``isOn``: bindings, conditions and validation read it and
/// observe it through ``inputObservers``.
@MainActor
open class SwitchCell: ActiveCell, InputRow {
    /// The switch, for appearance changes (tint); read and set the value with ``isOn``.
    public let toggle = UISwitch()

    /// Called after the value changed by the user, with the cell and the new value.
    open var onChange: (@MainActor (SwitchCell, Bool) -> Void)?

    /// Whether the switch is on. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when the value changes.
    open var isOn: Bool {
        get { toggle.isOn }
        set {
            let old = toggle.isOn
            toggle.setOn(newValue, animated: window != nil)
            accessory = .toggle(isOn: newValue)
            inputObservers.reportCodeChange(from: old, to: newValue)
        }
    }

    /// The value the row edits: ``isOn``.
    public var input: Bool {
        get { isOn }
        set { isOn = newValue }
    }

    /// Called after every change of ``isOn``: by the user (before ``onChange``) or by code.
    public let inputObservers = InputObservers<Bool>()

    /// Creates a switch row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - isOn: The initial value.
    ///   - onChange: Called when the user changes the value, with the cell and the new value.
    public init(key: String, isOn: Bool = false, onChange: (@MainActor (SwitchCell, Bool) -> Void)? = nil) {
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        toggle.isOn = isOn
        accessory = .toggle(isOn: isOn)
        updateAccessory()
        toggle.addAction(UIAction { [weak self] _ in self?.userDidToggle() }, for: .valueChanged)
    }

    /// Creates a switch row from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateAccessory()
        toggle.addAction(UIAction { [weak self] _ in self?.userDidToggle() }, for: .valueChanged)
    }

    /// The switch, as the row's accessory.
    override var accessoryControl: UIView? { toggle }

    /// A switch row always does something when selected: it toggles.
    open override var hasAction: Bool { true }

    /// Toggles the switch, animated, as if the user flipped it.
    open override func performAction() {
        toggle.setOn(!toggle.isOn, animated: true)
        userDidToggle()
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        toggle.isEnabled = !state.isDisabled
        toggle.accessibilityLabel = accessibleKey
    }

    private func userDidToggle() {
        let isOn = toggle.isOn
        accessory = .toggle(isOn: isOn)
        inputObservers.reportUserChange(isOn) {
            onChange?(self, isOn)
        } action: {
            action?(self)
        }
    }
}
#endif
