#if canImport(UIKit)
public import UIKit

/// A row with a slider below its key: a number in a continuous range, or in steps, shown as the
/// row's value text.
///
/// Dragging the slider changes ``number`` and calls ``onChange`` with the cell and the new
/// number, continuously while the finger moves (then ``ActiveCell/action``, if any). With a
/// ``step``, the number snaps to multiples of it from the range's start. The value text beside
/// the key (and VoiceOver's value) is ``format``'s, by default a percentage for the range
/// `0...1` and the number otherwise. The rules (misuse, clamping, snapping, the default text) are
/// Core's, the same as the terminal's.
///
/// ```swift
/// addCell(SliderCell(key: "Brightness", number: 0.5) { cell, number in
///     display.brightness = number
/// })
/// ```
///
/// As an ``InputRow`` its ``input`` is ``number``.
@MainActor
open class SliderCell: ActiveCell, InputRow, WholeNumberStepping {
    /// The slider, for appearance changes (images, tint); read and set the number with
    /// ``number``.
    public let slider: UISlider = AdjustableSlider()

    /// Called after the user moved the slider, with the cell and the new number.
    open var onChange: (@MainActor (SliderCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes. With a ``step``, the number snaps to the nearest
    /// multiple of it from the range's start.
    ///
    /// - Precondition: Within ``range``.
    open var number: Double {
        get { model.number }
        set { change { $0.setNumber(newValue) } }
    }

    /// The numbers the slider allows. Setting a range that leaves ``number`` out clamps the
    /// number into it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Finite bounds, the lower one below the upper one.
    open var range: ClosedRange<Double> {
        get { model.range }
        set { change { $0.setRange(newValue) } }
    }

    /// The distance between allowed numbers, or `nil` for a continuous slider. Setting it snaps
    /// ``number`` to it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Positive and finite when set.
    open var step: Double? {
        get { model.step }
        set { change { $0.setStep(newValue) } }
    }

    /// How the number reads as the row's value, or `nil` for the default: a percentage for the
    /// range `0...1` (`50 %`), otherwise the number with as many decimals as ``step`` (`3`).
    ///
    /// ```swift
    /// brightness.format = { "\(Int($0 * 100)) nits" }
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

    /// Creates a slider row.
    ///
    /// - Parameters:
    ///   - key: The label above the slider.
    ///   - number: The initial number, within `range`.
    ///   - range: The numbers allowed; `0...1` unless you say otherwise.
    ///   - step: The distance between allowed numbers, or `nil` (the default) for a continuous
    ///     slider.
    ///   - onChange: Called while the user moves the slider, with the cell and the new number.
    /// - Precondition: `range` has finite bounds, the lower below the upper; `number` is within
    ///   it; `step`, when given, is positive.
    public init(
        key: String, number: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
        onChange: (@MainActor (SliderCell, Double) -> Void)? = nil
    ) {
        model = SteppedNumber(number: number, in: range, step: step, kind: .slider)
        self.onChange = onChange
        super.init(key: key, value: nil, style: .value1, action: nil)
        setUp()
    }

    /// Creates a slider row from a storyboard or nib, at 0 from 0 to 1.
    public required init?(coder: NSCoder) {
        model = SteppedNumber(number: 0, in: 0...1, step: nil, kind: .slider)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionStyle = .none
        slider.addAction(UIAction { [weak self] _ in self?.userDidSlide() }, for: .valueChanged)
        (slider as? AdjustableSlider)?.onAccessibilityStep = { [weak self] direction in self?.userDidStep(by: direction) }
        installFormLayout(trailing: nil, below: slider)
        showNumber()
    }

    /// Holds whole numbers only from now on, for a binding to a whole-number property: Core's
    /// rule (a step of 1, unless the slider has a whole step).
    package func stepByWholeNumbers() {
        change { $0.stepByWholeNumbers() }
    }

    /// Applies code's change to the model and the slider; observers hear of a new number
    /// (`byUser` false).
    private func change(_ apply: (inout SteppedNumber) -> Bool) {
        let old = model.number
        _ = apply(&model)
        showNumber()
        inputObservers.reportCodeChange(from: old, to: model.number)
    }

    /// Mirrors the model onto the slider and the value text.
    private func showNumber() {
        slider.minimumValue = Float(model.range.lowerBound)
        slider.maximumValue = Float(model.range.upperBound)
        slider.value = Float(model.number)
        // Now, not at the next configuration update: VoiceOver reads the value right after an
        // adjustment.
        slider.accessibilityValue = value
        setNeedsUpdateConfiguration()
    }

    // MARK: - Drawing

    override func updateControls(for state: UICellConfigurationState) {
        slider.isEnabled = !state.isDisabled
        slider.accessibilityLabel = accessibleKey
        slider.accessibilityValue = value
    }

    /// VoiceOver's swipe up or down: one of Core's steps (``step``, or a twentieth of the range),
    /// the same as a key on the terminal.
    private func userDidStep(by direction: Int) {
        guard model.userStep(by: direction) else { return }
        showNumber()
        let number = model.number
        inputObservers.reportUserChange(number) {
            onChange?(self, number)
        } action: {
            action?(self)
        }
    }

    /// The user dragged: Core clamps and snaps where the slider is, and a step slider reports
    /// each step once.
    private func userDidSlide() {
        let changed = model.userSet(Double(slider.value))
        if slider.value != Float(model.number) { slider.value = Float(model.number) }
        guard changed else { return }
        setNeedsUpdateConfiguration()
        let number = model.number
        inputObservers.reportUserChange(number) {
            onChange?(self, number)
        } action: {
            action?(self)
        }
    }
}

/// A slider whose VoiceOver adjustments (swipe up / down) go through the row's model.
///
/// `UISlider`'s own moves the value by a tenth of the range and sends `.valueChanged`; on a
/// slider with a step wider than a fifth of the range, Core snaps that back to the same number, so
/// VoiceOver could never move it. `accessibilityIncrement()` / `accessibilityDecrement()` are the
/// `UIAccessibilityAction` methods an adjustable element implements.
@MainActor
private final class AdjustableSlider: UISlider {
    /// Moves the number one step: `1` up, `-1` down.
    var onAccessibilityStep: (@MainActor (Int) -> Void)?

    // The SDK declares the `UIAccessibilityAction` methods nonisolated; UIKit calls them on the
    // main thread.
    override func accessibilityIncrement() {
        MainActor.assumeIsolated { step(1) { super.accessibilityIncrement() } }
    }

    override func accessibilityDecrement() {
        MainActor.assumeIsolated { step(-1) { super.accessibilityDecrement() } }
    }

    private func step(_ direction: Int, otherwise: () -> Void) {
        guard isEnabled, let onAccessibilityStep else { return otherwise() }
        onAccessibilityStep(direction)
    }
}
#endif
