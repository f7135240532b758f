#if canImport(UIKit)
public import UIKit

/// A row with a stepper: a number changed in steps within a range, shown as the row's value.
///
/// Tapping − or + changes ``number`` by ``step`` (holding repeats), clamped to ``range``, and
/// calls ``onChange`` with the cell and the new number (then ``ActiveCell/action``, if any).
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
open class StepperCell: ActiveCell, InputRow {
    /// The stepper, for appearance changes; read and set the number with ``number``.
    public let stepper = UIStepper()

    /// Called after the user changed the number, with the cell and the new number.
    open var onChange: (@MainActor (StepperCell, Double) -> Void)?

    /// The number. Setting it clamps it to ``range`` and does not call ``onChange``; it notifies
    /// ``inputObservers`` (`byUser` false) when it changes.
    open var number: Double {
        get { stepper.value }
        set {
            let old = stepper.value
            stepper.value = newValue
            setNeedsUpdateConfiguration()
            if stepper.value != old { inputObservers.notify(stepper.value, byUser: false) }
        }
    }

    /// The numbers the stepper allows.
    open var range: ClosedRange<Double> {
        get { stepper.minimumValue...stepper.maximumValue }
        set {
            let old = stepper.value
            stepper.minimumValue = newValue.lowerBound
            stepper.maximumValue = newValue.upperBound
            setNeedsUpdateConfiguration()
            if stepper.value != old { inputObservers.notify(stepper.value, byUser: false) }
        }
    }

    /// How much one tap changes the number; greater than zero.
    open var step: Double {
        get { stepper.stepValue }
        set {
            require(newValue > 0, "ComposedTable: StepperCell.step was set to \(newValue); a step must be greater than 0.")
            stepper.stepValue = newValue
        }
    }

    /// How the number reads in the row, or `nil` for the default: whole numbers without
    /// decimals, others with the decimals they need.
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
        get { format?(number) ?? Self.defaultFormat(number) }
        set {}
    }

    /// Creates a stepper row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - number: The initial number; clamped to `range`.
    ///   - range: The numbers allowed.
    ///   - step: How much one tap changes the number; 1 unless you say otherwise.
    ///   - onChange: Called when the user changes the number, with the cell and the new number.
    /// - Precondition: `step` is greater than zero.
    public init(
        key: String, number: Double, in range: ClosedRange<Double>, step: Double = 1,
        onChange: (@MainActor (StepperCell, Double) -> Void)? = nil
    ) {
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        stepper.minimumValue = range.lowerBound
        stepper.maximumValue = range.upperBound
        self.step = step
        stepper.value = number
        setUp()
    }

    /// Creates a stepper row from a storyboard or nib, from 0 to 100.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        stepper.addAction(UIAction { [weak self] _ in self?.userDidStep() }, for: .valueChanged)
        installFormLayout(trailing: stepper, below: nil)
    }

    /// Whole numbers without decimals (`3`), others as Swift prints them (`2.5`).
    static func defaultFormat(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    // MARK: - Drawing

    override func updateControls(for state: UICellConfigurationState) {
        stepper.isEnabled = !state.isDisabled
        stepper.accessibilityLabel = accessibleKey
        stepper.accessibilityValue = value
    }

    private func userDidStep() {
        setNeedsUpdateConfiguration()
        inputObservers.notify(number, byUser: true)
        onChange?(self, number)
        action?(self)
    }
}
#endif
