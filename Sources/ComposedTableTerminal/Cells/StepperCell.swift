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
open class StepperCell: ActiveCell, InputRow {
    /// Called after the user changed the number, with the cell and the new number.
    open var onChange: (@MainActor (StepperCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers`` when
    /// the number changes.
    ///
    /// - Precondition: Within ``range``.
    open var number: Double {
        didSet {
            require(
                range.contains(number),
                "ComposedTable: StepperCell.number was set to \(NumberText.text(of: number)), outside its range "
                    + "\(NumberText.text(of: range)). Clamp the number, or widen the range first.")
            if number != oldValue, !isChangingByUser { inputObservers.notify(number, byUser: false) }
        }
    }

    /// The numbers the stepper goes between. Setting a range that leaves ``number`` out clamps
    /// the number into it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Both bounds are finite.
    open var range: ClosedRange<Double> {
        didSet {
            require(
                range.lowerBound.isFinite && range.upperBound.isFinite,
                "ComposedTable: StepperCell.range was set to \(NumberText.text(of: range)); a range has finite bounds.")
            let clamped = min(max(number, range.lowerBound), range.upperBound)
            if clamped != number { number = clamped }
        }
    }

    /// How much a key adds or takes away.
    ///
    /// - Precondition: Positive and finite.
    open var step: Double {
        didSet {
            require(
                step > 0 && step.isFinite,
                "ComposedTable: StepperCell.step was set to \(NumberText.text(of: step)); a step is a positive number.")
        }
    }

    /// How the number is written, or `nil` for the default: as many decimals as ``step`` has
    /// (`3`, `2.5`).
    ///
    /// ```swift
    /// stepper.format = { "\(Int($0)) min" }
    /// ```
    open var format: (@MainActor (Double) -> String)?

    /// ``number``, under the name every input row shares (``InputRow``).
    public var input: Double {
        get { number }
        set { number = newValue }
    }

    /// Called after every change of ``number``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Double>()

    private var isChangingByUser = false

    /// Creates a stepper row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - number: The initial number, within `range`.
    ///   - range: The numbers the stepper goes between.
    ///   - step: How much a key adds or takes away; 1 unless you say otherwise.
    ///   - onChange: Called when the user changes the number, with the cell and the new number.
    /// - Precondition: `range` has finite bounds, `number` is within it, `step` is positive.
    public init(
        key: String, number: Double, in range: ClosedRange<Double>, step: Double = 1,
        onChange: (@MainActor (StepperCell, Double) -> Void)? = nil
    ) {
        let method = "StepperCell(key:number:in:step:onChange:)"
        require(
            range.lowerBound.isFinite && range.upperBound.isFinite,
            "ComposedTable: \(method) was given the range \(NumberText.text(of: range)); a range has finite bounds.")
        require(
            range.contains(number),
            "ComposedTable: \(method) was given number \(NumberText.text(of: number)), outside its range \(NumberText.text(of: range)).")
        require(
            step > 0 && step.isFinite, "ComposedTable: \(method) was given step \(NumberText.text(of: step)); a step is a positive number.")
        self.number = number
        self.range = range
        self.step = step
        self.onChange = onChange
        super.init(key: key)
    }

    // MARK: - Behaviour

    override var keyHelpTopic: KeyHelpTopic? { .value }

    override func handleValueKey(_ key: Key) -> Bool {
        let direction: Double
        switch key {
        case .left, .character("h"), .character("-"): direction = -1
        case .right, .character("l"), .character("+"): direction = 1
        default: return false
        }
        guard isEnabled else { return true }
        let stepped = min(max(number + direction * step, range.lowerBound), range.upperBound)
        guard stepped != number else { return true }
        isChangingByUser = true
        number = stepped
        isChangingByUser = false
        inputObservers.notify(stepped, byUser: true)
        onChange?(self, stepped)
        action?(self)
        return true
    }

    /// The number as the row shows it: ``format``'s text, or the default.
    var numberText: String { format?(number) ?? NumberText.text(of: number, step: step) }

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
