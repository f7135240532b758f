#if !canImport(UIKit)
/// A row with a number on a continuous range, drawn as a bar: `Volume  ━━━━━━●───────  50 %`.
///
/// The bar fills the width the key leaves; the percentage is where ``number`` lies in
/// ``range``. While the cursor is on the row, ← and → (or - and +, h and l) move the number by
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
open class SliderCell: ActiveCell, InputRow {
    /// Called after the user changed the number, with the cell and the new number.
    open var onChange: (@MainActor (SliderCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers`` when
    /// the number changes.
    ///
    /// - Precondition: Within ``range``.
    open var number: Double {
        didSet {
            require(
                range.contains(number),
                "ComposedTable: SliderCell.number was set to \(NumberText.text(of: number)), outside its range "
                    + "\(NumberText.text(of: range)). Clamp the number, or widen the range first.")
            if number != oldValue, !isChangingByUser { inputObservers.notify(number, byUser: false) }
        }
    }

    /// The numbers the slider goes between. Setting a range that leaves ``number`` out clamps
    /// the number into it (observers hear of that change, `byUser` false).
    ///
    /// - Precondition: Finite bounds, the lower one below the upper one.
    open var range: ClosedRange<Double> {
        didSet {
            Self.requireRange(range, in: "SliderCell.range was set to")
            let clamped = min(max(number, range.lowerBound), range.upperBound)
            if clamped != number { number = clamped }
        }
    }

    /// How much a key moves the number, or `nil` for a twentieth of the range.
    ///
    /// - Precondition: Positive and finite when set.
    open var step: Double? {
        didSet { Self.requireStep(step, in: "SliderCell.step was set to") }
    }

    /// ``number``, under the name every input row shares (``InputRow``).
    public var input: Double {
        get { number }
        set { number = newValue }
    }

    /// Called after every change of ``number``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Double>()

    private var isChangingByUser = false

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
        let method = "SliderCell(key:number:in:step:onChange:) was given"
        Self.requireRange(range, in: "\(method) the range")
        require(
            range.contains(number),
            "ComposedTable: \(method) number \(NumberText.text(of: number)), outside its range \(NumberText.text(of: range)).")
        Self.requireStep(step, in: "\(method) step")
        self.number = number
        self.range = range
        self.step = step
        self.onChange = onChange
        super.init(key: key)
    }

    private static func requireRange(_ range: ClosedRange<Double>, in context: String) {
        require(
            range.lowerBound.isFinite && range.upperBound.isFinite && range.lowerBound < range.upperBound,
            "ComposedTable: \(context) \(NumberText.text(of: range)); a slider needs finite bounds, the lower one below the upper one.")
    }

    private static func requireStep(_ step: Double?, in context: String) {
        guard let step else { return }
        require(step > 0 && step.isFinite, "ComposedTable: \(context) \(NumberText.text(of: step)); a step is a positive number.")
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
        let distance = step ?? (range.upperBound - range.lowerBound) / 20
        let moved = min(max(number + direction * distance, range.lowerBound), range.upperBound)
        guard moved != number else { return true }
        isChangingByUser = true
        number = moved
        isChangingByUser = false
        inputObservers.notify(moved, byUser: true)
        onChange?(self, moved)
        action?(self)
        return true
    }

    /// Where the number lies in the range, from 0 to 1.
    var fraction: Double { (number - range.lowerBound) / (range.upperBound - range.lowerBound) }

    // MARK: - Drawing

    /// One line.
    open override func naturalLineCount(width: Int) -> Int { 1 }

    /// Draws the key, a bar with its knob `●` where the number lies, and the percentage.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let available = drawTrailing(in: &buffer, at: origin, width: width)
        let percent = "\(Int((fraction * 100).rounded())) %"
        let percentText = String(repeating: " ", count: max(0, 5 - percent.count)) + percent
        // The bar takes what the key leaves, and at least 3 columns (the key is cut first).
        let barWidth = max(3, available - DisplayWidth.of(key) - 3 - percentText.count)
        let key = DisplayWidth.truncate(self.key, to: max(0, available - barWidth - 3 - percentText.count))
        buffer.draw(key, row: origin.row, column: origin.column)
        let barStart = origin.column + max(0, available - barWidth - 1 - percentText.count)
        let knob = Int((fraction * Double(barWidth - 1)).rounded())
        buffer.draw(String(repeating: "━", count: knob), row: origin.row, column: barStart, style: .accent)
        buffer.draw("●", row: origin.row, column: barStart + knob, style: .bold)
        buffer.draw(String(repeating: "─", count: barWidth - 1 - knob), row: origin.row, column: barStart + knob + 1, style: .dim)
        buffer.draw(percentText, row: origin.row, column: barStart + barWidth + 1)
    }
}
#endif
