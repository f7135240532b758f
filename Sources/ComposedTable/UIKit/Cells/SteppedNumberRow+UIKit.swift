#if canImport(UIKit)
import UIKit

extension SteppedNumberRow {
    /// The control was put on the number: VoiceOver's value follows now, not at the next
    /// configuration update (it reads the value right after an adjustment), and so does the
    /// row's value text.
    ///
    /// - Parameter control: The stepper or the slider.
    func showNumberText(on control: UIControl) {
        control.accessibilityValue = value
        setNeedsUpdateConfiguration()
    }

    /// The control follows the row's state: enabled with the row unless a one-value range pins
    /// the number (Core's decision), the key (and validation message) as its label, the number's
    /// text as its value.
    ///
    /// - Parameters:
    ///   - control: The stepper or the slider.
    ///   - state: The cell's configuration state.
    func updateNumberControl(_ control: UIControl, for state: UICellConfigurationState) {
        control.isEnabled = steppedNumber.controlIsEnabled(rowIsEnabled: !state.isDisabled)
        control.accessibilityLabel = accessibleKey
        control.accessibilityValue = value
    }
}
#endif
