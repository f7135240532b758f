#if !canImport(UIKit)
/// A row with a number the user steps up and down within a range: `Guests          − 3 +`.
///
/// While the cursor is on the row, ← and → (or - and +, h and l) step the number down or up by
/// ``step``, clamped to ``range``; at an end, its sign is dim. Each change the user makes
/// notifies ``inputObservers`` (`byUser` true), then calls ``onChange`` and
/// ``ActiveCell/action``. A disabled row ignores these keys (← does not go back either).
///
/// ```swift
/// addCell(StepperCell(key: "Guests", number: 2, in: 1...12) { cell, guests in
///     booking.guests = Int(guests)
/// })
/// ```
@MainActor
open class StepperCell: ActiveCell, InputRow, WholeNumberStepping, InPlaceEditing {
    /// Called after the user changed the number, with the cell and the new number.
    open var onChange: (@MainActor (StepperCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers`` when
    /// the number changes.
    ///
    /// - Precondition: Within ``range``.
    open var number: Double {
        get { model.number }
        set {
            let old = model.number
            model.setNumber(newValue)
            inputObservers.reportCodeChange(from: old, to: model.number)
        }
    }

    /// The numbers the stepper goes between. Setting a range that leaves ``number`` out clamps
    /// the number into it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Finite bounds, the lower one below the upper one.
    open var range: ClosedRange<Double> {
        get { model.range }
        set {
            let old = model.number
            model.setRange(newValue)
            inputObservers.reportCodeChange(from: old, to: model.number)
        }
    }

    /// How much a key adds or takes away.
    ///
    /// - Precondition: Positive and finite.
    open var step: Double {
        get { model.step ?? 1 }
        set { model.setStep(newValue) }
    }

    /// How the number is written, or `nil` for the default: as many decimals as ``step`` has
    /// (`3`, `2.5`).
    ///
    /// ```swift
    /// stepper.format = { "\(Int($0)) min" }
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

    /// Creates a stepper row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - number: The initial number, within `range`.
    ///   - range: The numbers the stepper goes between.
    ///   - step: How much a key adds or takes away; 1 unless you say otherwise.
    ///   - onChange: Called when the user changes the number, with the cell and the new number.
    /// - Precondition: `range` has finite bounds, the lower below the upper; `number` is within
    ///   it; `step` is positive.
    public init(
        key: String, number: Double, in range: ClosedRange<Double>, step: Double = 1,
        onChange: (@MainActor (StepperCell, Double) -> Void)? = nil
    ) {
        model = SteppedNumber(number: number, in: range, step: step, kind: .stepper)
        self.onChange = onChange
        super.init(key: key)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// Holds whole numbers only from now on, for a binding to a whole-number property: Core's
    /// rule (a step of 1, unless the stepper has a whole step).
    package func stepByWholeNumbers() {
        let old = model.number
        _ = model.stepByWholeNumbers()
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

    /// Draws the key on the left and `− number +` on the right, a sign dim at its end of the
    /// range.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let text = numberText
        let controlWidth = DisplayWidth.of(text) + 4
        buffer.draw(DisplayWidth.truncate(key, to: max(0, available - controlWidth - 2)), row: origin.row, column: origin.column)
        var column = origin.column + max(0, available - controlWidth)
        column = buffer.draw("−", row: origin.row, column: column, style: number > range.lowerBound ? [] : .dim)
        column = buffer.draw(" \(text) ", row: origin.row, column: column)
        buffer.draw("+", row: origin.row, column: column, style: number < range.upperBound ? [] : .dim)
    }
}
#endif
