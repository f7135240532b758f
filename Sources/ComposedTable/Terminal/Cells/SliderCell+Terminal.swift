#if !canImport(UIKit)
/// A row with a number on a continuous range, drawn as a bar: `Volume  ━━━━━━●───────  50 %`.
///
/// The bar fills the width the key leaves; after it, the number as ``format`` writes it (by
/// default a percentage for the range `0...1`, else the number: `3`). While the cursor is on
/// the row, ← and → (or - and +, h and l) move the number by
/// ``step`` (a twentieth of the range when `nil`), clamped to the range. Each change the user
/// makes notifies ``inputObservers`` (`byUser` true), then calls ``onChange`` and
/// ``ActiveCell/action``. A disabled row ignores these keys (← does not go back either).
///
/// ```swift
/// addCell(SliderCell(key: "Volume", number: 0.5) { cell, volume in
///     player.volume = Float(volume)
/// })
/// ```
@MainActor
open class SliderCell: ActiveCell, InputRow, WholeNumberStepping, InPlaceEditing {
    /// Called after the user changed the number, with the cell and the new number.
    open var onChange: (@MainActor (SliderCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers`` when
    /// the number changes. With a ``step``, the number snaps to the nearest multiple of it from
    /// the range's start.
    ///
    /// - Precondition: Within ``range``.
    open var number: Double {
        get { model.number }
        set { change { $0.setNumber(newValue) } }
    }

    /// The numbers the slider goes between. Setting a range that leaves ``number`` out clamps
    /// the number into it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Finite bounds, the lower one below the upper one.
    open var range: ClosedRange<Double> {
        get { model.range }
        set { change { $0.setRange(newValue) } }
    }

    /// How much a key moves the number, and the distance between the numbers the slider holds;
    /// or `nil` for a continuous slider, which a key moves by a twentieth of the range. Setting
    /// it snaps ``number`` to it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Positive and finite when set.
    open var step: Double? {
        get { model.step }
        set { change { $0.setStep(newValue) } }
    }

    /// How the number reads at the end of the row, or `nil` for the default: a percentage for
    /// the range `0...1` (`50 %`), otherwise the number with as many decimals as ``step`` (`3`).
    ///
    /// ```swift
    /// brightness.format = { "\(Int($0 * 100)) nits" }
    /// ```
    open var format: (@MainActor (Double) -> String)?

    /// ``number``, under the name every input row shares (`InputRow`).
    public var input: Double {
        get { number }
        set { number = newValue }
    }

    /// Called after every change of ``number``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Double>()

    /// The number, its range and step, and Core's rules about them (shared with UIKit).
    private var model: SteppedNumber

    /// Creates a slider row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - number: The initial number, within `range`.
    ///   - range: The numbers the slider goes between; `0...1` unless you say otherwise.
    ///   - step: How much a key moves the number; `nil` (a twentieth of the range) unless you
    ///     say otherwise.
    ///   - onChange: Called when the user changes the number, with the cell and the new number.
    /// - Precondition: `range` has finite bounds, the lower below the upper; `number` is within
    ///   it; `step` is positive.
    public init(
        key: String, number: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
        onChange: (@MainActor (SliderCell, Double) -> Void)? = nil
    ) {
        model = SteppedNumber(number: number, in: range, step: step, kind: .slider)
        self.onChange = onChange
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// Holds whole numbers only from now on, for a binding to a whole-number property: Core's
    /// rule (a step of 1, unless the slider has a whole step).
    package func stepByWholeNumbers() {
        change { $0.stepByWholeNumbers() }
    }

    /// Applies code's change to the model; observers hear of a new number (`byUser` false).
    private func change(_ apply: (inout SteppedNumber) -> Bool) {
        let old = model.number
        _ = apply(&model)
        inputObservers.reportCodeChange(from: old, to: model.number)
    }

    // MARK: - Behaviour

    var keyHelpTopic: KeyHelpTopic? { .value }

    func handleValueKey(_ key: Key) -> Bool {
        let direction: Int
        switch key {
        case .left, .character("h"), .character("-"): direction = -1
        case .right, .character("l"), .character("+"): direction = 1
        default: return false
        }
        guard isEnabled, model.userStep(by: direction) else { return true }
        let number = model.number
        inputObservers.reportUserChange(number) {
            onChange?(self, number)
        } action: {
            action?(self)
        }
        return true
    }

    /// Where the number lies in the range, from 0 to 1.
    var fraction: Double { model.fraction }

    /// The number as the row shows it: ``format``'s text, or the default.
    var numberText: String { format?(number) ?? model.text }

    /// The number as the row shows it, for the plain-text rendering; setting it does nothing
    /// (set ``number``).
    open override var value: String? {
        get { numberText }
        set {}
    }

    // MARK: - Drawing

    /// One line.
    open override func naturalLineCount(width: Int) -> Int { 1 }

    /// Draws the key, a bar with its knob `●` where the number lies, and the number's text
    /// (``format``'s, or the default), right-aligned in at least 5 columns.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let text = numberText
        let textWidth = max(5, DisplayWidth.of(text))
        let numberText = String(repeating: " ", count: textWidth - DisplayWidth.of(text)) + text
        // The bar takes what the key leaves, and at least 3 columns (the key is cut first).
        let barWidth = max(3, available - DisplayWidth.of(key) - 3 - textWidth)
        let key = DisplayWidth.truncate(self.key, to: max(0, available - barWidth - 3 - textWidth))
        buffer.draw(key, row: origin.row, column: origin.column)
        let barStart = origin.column + max(0, available - barWidth - 1 - textWidth)
        let knob = Int((fraction * Double(barWidth - 1)).rounded())
        buffer.draw(String(repeating: "━", count: knob), row: origin.row, column: barStart, style: .accent)
        buffer.draw("●", row: origin.row, column: barStart + knob, style: .bold)
        buffer.draw(String(repeating: "─", count: barWidth - 1 - knob), row: origin.row, column: barStart + knob + 1, style: .dim)
        buffer.draw(numberText, row: origin.row, column: barStart + barWidth + 1)
    }
}
#endif
