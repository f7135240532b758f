#if canImport(UIKit)
public import UIKit

extension SwitchCell: UIKitAccessibleControls {
    /// Shows the switch as the accessory and reports its flips as the user's changes.
    func setUpSwitch() {
        toggle.isOn = isOn
        updateAccessory()
        toggle.addAction(UIAction { [weak self] _ in self?.switchWasFlipped() }, for: .valueChanged)
    }

    /// ``isOn`` changed: the switch follows, animated when it is on screen.
    func switchDidChange() {
        if toggle.isOn != isOn { toggle.setOn(isOn, animated: window != nil) }
    }

    /// The user flipped the switch itself.
    private func switchWasFlipped() {
        userDidToggle(to: toggle.isOn)
    }

    /// The switch, as the row's accessory.
    override var accessoryControl: UIView? { toggle }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        toggle.isEnabled = !state.isDisabled
    }

    /// The cell and the switch are named by the row; the switch says on or off itself.
    func applyAccessibility(_ description: RowAccessibility, label: String) {
        accessibilityLabel = label
        toggle.accessibilityLabel = label
    }
}
#endif
