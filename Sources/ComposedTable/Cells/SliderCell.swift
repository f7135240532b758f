#if canImport(UIKit)
public import UIKit

/// A row with a slider below its key: a number in a continuous range, or in steps.
///
/// Dragging the slider changes ``number`` and calls ``onChange`` with the cell and the new
/// number, continuously while the finger moves (then ``ActiveCell/action``, if any). With a
/// ``step``, the number snaps to multiples of it from the range's start.
///
/// ```swift
/// addCell(SliderCell(key: "Brightness", number: 0.5) { cell, number in
///     display.brightness = number
/// })
/// ```
///
/// As an ``InputRow`` its ``input`` is ``number``.
@MainActor
open class SliderCell: ActiveCell, InputRow {
    /// The slider, for appearance changes (images, tint); read and set the number with
    /// ``number``.
    public let slider = UISlider()

    /// Called after the user moved the slider, with the cell and the new number.
    open var onChange: (@MainActor (SliderCell, Double) -> Void)?

    /// The number. Setting it clamps it to ``range`` (and snaps it to ``step``) and does not call
    /// ``onChange``; it notifies ``inputObservers`` (`byUser` false) when it changes.
    open var number: Double {
        get { Double(slider.value) }
        set {
            let old = slider.value
            slider.value = Float(snapped(newValue))
            lastReported = slider.value
            if slider.value != old { inputObservers.notify(number, byUser: false) }
        }
    }

    /// The numbers the slider allows.
    open var range: ClosedRange<Double> {
        get { Double(slider.minimumValue)...Double(slider.maximumValue) }
        set {
            slider.minimumValue = Float(newValue.lowerBound)
            slider.maximumValue = Float(newValue.upperBound)
            number = number
        }
    }

    /// The distance between allowed numbers, or `nil` for a continuous slider.
    open var step: Double? {
        didSet {
            if let step { require(step > 0, "ComposedTable: SliderCell.step was set to \(step); a step must be greater than 0.") }
            number = number
        }
    }

    /// The value the row edits: ``number``.
    public var input: Double {
        get { number }
        set { number = newValue }
    }

    /// Called after every change of ``number``: by the user (before ``onChange``) or by code.
    public let inputObservers = InputObservers<Double>()

    /// The number, for the plain-text rendering.
    open override var value: String? {
        get { StepperCell.defaultFormat(number) }
        set {}
    }

    /// Creates a slider row.
    ///
    /// - Parameters:
    ///   - key: The label above the slider.
    ///   - number: The initial number; clamped to `range`.
    ///   - range: The numbers allowed; `0...1` unless you say otherwise.
    ///   - step: The distance between allowed numbers, or `nil` (the default) for a continuous
    ///     slider.
    ///   - onChange: Called while the user moves the slider, with the cell and the new number.
    /// - Precondition: `step`, when given, is greater than zero.
    public init(
        key: String, number: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
        onChange: (@MainActor (SliderCell, Double) -> Void)? = nil
    ) {
        if let step {
            require(step > 0, "ComposedTable: SliderCell(key: \"\(key)\") was given the step \(step); a step must be greater than 0.")
        }
        self.step = step
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        slider.value = Float(snapped(number))
        setUp()
    }

    /// Creates a slider row from a storyboard or nib, from 0 to 1.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        slider.addAction(UIAction { [weak self] _ in self?.userDidSlide() }, for: .valueChanged)
        installFormLayout(trailing: nil, below: slider)
    }

    /// A number clamped to the range and snapped to the step.
    private func snapped(_ number: Double) -> Double {
        let range = self.range
        var result = min(max(number, range.lowerBound), range.upperBound)
        if let step {
            result = range.lowerBound + ((result - range.lowerBound) / step).rounded() * step
            result = min(result, range.upperBound)
        }
        return result
    }

    // MARK: - Drawing

    /// The slider shows the number: no value text beside the key.
    override var displayedValue: String? { nil }

    override func updateControls(for state: UICellConfigurationState) {
        slider.isEnabled = !state.isDisabled
        slider.accessibilityLabel = accessibleKey
    }

    private func userDidSlide() {
        let exact = slider.value
        let value = Float(snapped(Double(exact)))
        if value != exact { slider.value = value }
        guard value != lastReported else { return }
        lastReported = value
        inputObservers.notify(number, byUser: true)
        onChange?(self, number)
        action?(self)
    }

    /// The number last reported, so that a step slider reports each step once.
    private var lastReported: Float?
}
#endif
