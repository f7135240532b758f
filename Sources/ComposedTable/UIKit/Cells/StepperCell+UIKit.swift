#if canImport(UIKit)
import UIKit

extension StepperCell: UIKitAccessibleControls {
    /// Shows the stepper beside the key and reports its taps as the user's changes.
    func setUpStepper() {
        selectionStyle = .none
        // VoiceOver focuses each button, not the control, and the key label is hidden (the
        // control carries the key): a semantic group's accessibilityLabel is what assistive
        // technologies read for the group (UIAccessibilityContainerType.semanticGroup).
        stepper.accessibilityContainerType = .semanticGroup
        stepper.addAction(UIAction { [weak self] _ in self?.userDidStep() }, for: .valueChanged)
        installFormLayout(trailing: stepper, below: nil)
        steppedNumberDidChange()
    }

    /// The model changed: the stepper follows it.
    func steppedNumberDidChange() {
        // `UIStepper` raises when its minimum reaches its maximum: Core gives a pinned number a
        // valid range (the stepper is then disabled); widen first, then narrow.
        let controlRange = steppedNumber.stepperControlRange
        if controlRange.lowerBound >= stepper.maximumValue {
            stepper.maximumValue = controlRange.upperBound
            stepper.minimumValue = controlRange.lowerBound
        } else {
            stepper.minimumValue = controlRange.lowerBound
            stepper.maximumValue = controlRange.upperBound
        }
        stepper.stepValue = step
        stepper.value = number
        showNumberText(on: stepper)
    }

    // MARK: - Drawing

    override func updateControls(for state: UICellConfigurationState) {
        updateNumberControl(stepper, for: state)
    }

    func applyAccessibility(_ description: RowAccessibility, label: String) {
        applyAccessibility(to: stepper, description, label: label)
    }

    /// The stepper moved a step: Core's arithmetic decides the number (the stepper's own is
    /// only read for the direction). `steppedNumberDidChange()` puts the stepper back on the
    /// number after every event, so each event of a held button (autorepeat) is one step from it.
    private func userDidStep() {
        let distance = abs(stepper.value - steppedNumber.number)
        let changed: Bool
        if stepper.wraps, distance > steppedNumber.keyStep * (1 + 1e-9) {
            // More than a step away: the stepper wrapped. `UIStepper.wraps`: "incrementing beyond
            // maximumValue sets value to minimumValue; likewise, decrementing below minimumValue
            // sets value to maximumValue" — the direction reads backwards; the end it went to is
            // the number (Core clamps it, it is one of the range's bounds).
            changed = steppedNumber.userSet(stepper.value)
        } else {
            // One event is one step, unless `isContinuous` is false: then a held button sends
            // one event when released ("after user interaction ends"), however many steps it made.
            let direction = stepper.value < steppedNumber.number ? -1 : 1
            let steps = distance > 0 ? max(1, Int((distance / steppedNumber.keyStep).rounded())) : 0
            var moved = false
            for _ in 0..<steps {
                if steppedNumber.userStep(by: direction) { moved = true }
            }
            changed = moved
        }
        steppedNumberDidChange()
        if changed { reportUserChange() }
    }
}
#endif
