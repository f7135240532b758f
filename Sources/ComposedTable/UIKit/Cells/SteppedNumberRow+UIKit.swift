#if canImport(UIKit)
import UIKit

extension SteppedNumberRow {
    /// The control was put on the number: VoiceOver's value follows now, not at the next
    /// configuration update (it reads the value right after an adjustment), and so does the
    /// row's value text.
    ///
    /// - Parameter control: The stepper or the slider.
    func showNumberText(on control: UIControl) {
        updateAccessibility()
        setNeedsUpdateConfiguration()
    }

    /// The control follows the row's state: enabled with the row unless a one-value range pins
    /// the number (Core's decision).
    ///
    /// - Parameters:
    ///   - control: The stepper or the slider.
    ///   - state: The cell's configuration state.
    func updateNumberControl(_ control: UIControl, for state: UICellConfigurationState) {
        control.isEnabled = steppedNumber.controlIsEnabled(rowIsEnabled: !state.isDisabled)
    }

    /// The control reads the row: its label, and the number's text as its value.
    ///
    /// - Parameters:
    ///   - control: The stepper or the slider.
    ///   - description: The row's ``ActiveCell/accessibility``.
    ///   - label: Its label as read.
    func applyAccessibility(to control: UIControl, _ description: RowAccessibility, label: String) {
        control.accessibilityLabel = label
        control.accessibilityValue = description.value
    }
}
#endif
