#if canImport(UIKit)
public import UIKit

/// A row with a stepper: a number changed in steps within a range, shown as the row's value.
///
/// Tapping − or + changes ``number`` by ``step`` (holding repeats), clamped to ``range``,
/// notifies ``inputObservers`` (`byUser` true), and calls ``onChange`` with the cell and the new
/// number (then ``ActiveCell/action``, if any). The rules (misuse, clamping, the arithmetic of a
/// step, the default text) are Core's, the same as the terminal's.
///
/// ```swift
/// let guests = StepperCell(key: "Guests", number: 2, in: 1...12) { cell, number in
///     booking.guests = Int(number)
/// }
/// guests.format = { "\(Int($0)) people" }
/// ```
///
/// As an ``InputRow`` its ``input`` is ``number``.
@MainActor
open class StepperCell: ActiveCell, InputRow, WholeNumberStepping {
    /// The stepper, for appearance changes; read and set the number with ``number``.
    public let stepper = UIStepper()

    /// Called after the user changed the number, with the cell and the new number.
    open var onChange: (@MainActor (StepperCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes.
    ///
    /// - Precondition: Within ``range``.
    open var number: Double {
        get { model.number }
        set { change { $0.setNumber(newValue) } }
    }

    /// The numbers the stepper allows. Setting a range that leaves ``number`` out clamps the
    /// number into it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Finite bounds, the lower one below the upper one.
    open var range: ClosedRange<Double> {
        get { model.range }
        set { change { $0.setRange(newValue) } }
    }

    /// How much one tap changes the number.
    ///
    /// - Precondition: Positive and finite.
    open var step: Double {
        get { model.step ?? 1 }
        set { change { $0.setStep(newValue) } }
    }

    /// How the number reads in the row, or `nil` for the default: as many decimals as ``step``
    /// has (`3`, `2.5`).
    ///
    /// ```swift
    /// volume.format = { "\(Int($0 * 100)) %" }
    /// ```
    open var format: (@MainActor (Double) -> String)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The value the row edits: ``number``.
    public var input: Double {
        get { number }
        set { number = newValue }
    }

    /// Called after every change of ``number``: by the user (before ``onChange``) or by code.
    public let inputObservers = InputObservers<Double>()

    /// The formatted number, shown as the row's value.
    open override var value: String? {
        get { format?(number) ?? model.text }
        set {}
    }

    /// The number, its range and step, and Core's rules about them (shared with the terminal).
    private var model: SteppedNumber

    /// Creates a stepper row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - number: The initial number, within `range`.
    ///   - range: The numbers allowed.
    ///   - step: How much one tap changes the number; 1 unless you say otherwise.
    ///   - onChange: Called when the user changes the number, with the cell and the new number.
    /// - Precondition: `range` has finite bounds, the lower below the upper; `number` is within
    ///   it; `step` is positive.
    public init(
        key: String, number: Double, in range: ClosedRange<Double>, step: Double = 1,
        onChange: (@MainActor (StepperCell, Double) -> Void)? = nil
    ) {
        model = SteppedNumber(number: number, in: range, step: step, kind: .stepper)
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUp()
    }

    /// Creates a stepper row from a storyboard or nib, at 0 from 0 to 100.
    public required init?(coder: NSCoder) {
        model = SteppedNumber(number: 0, in: 0...100, step: 1, kind: .stepper)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        // VoiceOver focuses each button, not the control, and the key label is hidden (the
        // control carries the key): a semantic group's accessibilityLabel is what assistive
        // technologies read for the group (UIAccessibilityContainerType.semanticGroup).
        stepper.accessibilityContainerType = .semanticGroup
        stepper.addAction(UIAction { [weak self] _ in self?.userDidStep() }, for: .valueChanged)
        installFormLayout(trailing: stepper, below: nil)
        showNumber()
    }

    /// Holds whole numbers only from now on, for a binding to a whole-number property: Core's
    /// rule (a step of 1, unless the stepper has a whole step).
    package func stepByWholeNumbers() {
        change { $0.stepByWholeNumbers() }
    }

    /// Applies code's change to the model and the stepper; observers hear of a new number
    /// (`byUser` false).
    private func change(_ apply: (inout SteppedNumber) -> Bool) {
        let old = model.number
        _ = apply(&model)
        showNumber()
        inputObservers.reportCodeChange(from: old, to: model.number)
    }

    /// Mirrors the model onto the stepper.
    private func showNumber() {
        // `UIStepper` raises when its minimum reaches its maximum: widen first, then narrow.
        if model.range.lowerBound >= stepper.maximumValue {
            stepper.maximumValue = model.range.upperBound
            stepper.minimumValue = model.range.lowerBound
        } else {
            stepper.minimumValue = model.range.lowerBound
            stepper.maximumValue = model.range.upperBound
        }
        stepper.stepValue = step
        stepper.value = model.number
        // Now, not at the next configuration update: VoiceOver reads the value right after an
        // adjustment.
        stepper.accessibilityValue = value
        setNeedsUpdateConfiguration()
    }

    // MARK: - Drawing

    override func updateControls(for state: UICellConfigurationState) {
        stepper.isEnabled = !state.isDisabled
        stepper.accessibilityLabel = accessibleKey
        stepper.accessibilityValue = value
    }

    /// The stepper moved a step: Core's arithmetic decides the number (the stepper's own is
    /// only read for the direction). `showNumber()` puts the stepper back on the number after
    /// every event, so each event of a held button (autorepeat) is one step from it.
    private func userDidStep() {
        let distance = abs(stepper.value - model.number)
        let changed: Bool
        if stepper.wraps, distance > model.keyStep * (1 + 1e-9) {
            // More than a step away: the stepper wrapped. `UIStepper.wraps`: "incrementing beyond
            // maximumValue sets value to minimumValue; likewise, decrementing below minimumValue
            // sets value to maximumValue" — the direction reads backwards; the end it went to is
            // the number (Core clamps it, it is one of the range's bounds).
            changed = model.userSet(stepper.value)
        } else {
            // One event is one step, unless `isContinuous` is false: then a held button sends
            // one event when released ("after user interaction ends"), however many steps it made.
            let direction = stepper.value < model.number ? -1 : 1
            let steps = distance > 0 ? max(1, Int((distance / model.keyStep).rounded())) : 0
            var moved = false
            for _ in 0..<steps {
                if model.userStep(by: direction) { moved = true }
            }
            changed = moved
        }
        showNumber()
        guard changed else { return }
        let number = model.number
        inputObservers.reportUserChange(number) {
            onChange?(self, number)
        } action: {
            action?(self)
        }
    }
}
#endif
