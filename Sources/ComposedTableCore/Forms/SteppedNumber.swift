/// The number of a stepper or slider row with its range and step, and every rule about them,
/// kept once for both backends: what is misuse (and its message), what is clamped, what snaps,
/// how far a step goes, and how the number reads by default.
///
/// A cell holds one and mirrors it onto its control (UIKit's `UIStepper`, `UISlider`) or its
/// drawing (the terminal's); the user's changes go through ``userStep(by:)`` (a key, a tap on
/// − or +) or ``userSet(_:)`` (a drag), code's through the setters.
///
/// - A number set by code must lie in the range: outside it is misuse. A range set by code
///   clamps the number into it.
/// - A slider with a step holds only numbers on its grid (the range's lower bound plus whole
///   steps): a number set, dragged or stepped snaps to the nearest one. A stepper adds whole
///   steps to its number, as `UIStepper` does, without snapping.
/// - A step, whether a key or − / +, is ``step`` (a twentieth of the range for a slider without
///   one), clamped at the ends, and tidied to the decimals of its terms so that `0.1 + 0.2` is
///   `0.3`.
///
/// ```swift
/// var volume = SteppedNumber(number: 0.5, in: 0...1, step: nil, kind: .slider)
/// volume.userStep(by: -1)           // true: 0.45
/// volume.text                       // "45 %"
/// ```
package struct SteppedNumber: Equatable, Sendable {
    /// The row that holds the number.
    package enum Kind: Equatable, Sendable {
        /// A stepper: a step always.
        case stepper
        /// A slider: a step, or none (continuous).
        case slider

        /// The cell's name, for messages.
        var cellName: String { self == .stepper ? "StepperCell" : "SliderCell" }
    }

    /// The row that holds the number.
    package let kind: Kind
    /// The number; always within ``range`` (and on a slider's grid).
    package private(set) var number: Double
    /// The numbers allowed.
    package private(set) var range: ClosedRange<Double>
    /// How far one step goes; always set for a stepper, `nil` for a continuous slider.
    package private(set) var step: Double?

    /// Checks the values an initialiser was given and keeps them.
    ///
    /// - Parameters:
    ///   - number: The number; within `range` (a slider snaps it to its grid).
    ///   - range: The numbers allowed: finite bounds, the lower below the upper (`UIStepper`
    ///     raises on equal bounds, and a slider needs a width).
    ///   - step: How far one step goes: positive and finite; `nil` only for a slider.
    ///   - kind: The row that holds the number.
    /// - Precondition: The values are valid; otherwise the program stops with a message that
    ///   names the initialiser.
    package init(number: Double, in range: ClosedRange<Double>, step: Double?, kind: Kind) {
        let initializer = "\(kind.cellName)(key:number:in:step:onChange:)"
        self.kind = kind
        Self.requireRange(range, kind: kind, .argument(initializer, "the range"))
        Self.requireStep(step, kind: kind, .argument(initializer, "step"))
        Self.requireNumber(number, in: range, .argument(initializer, "number"))
        self.range = range
        self.step = step
        self.number = number
        self.number = snapped(number)
    }

    // MARK: - Code's changes

    /// Sets the number as code does.
    ///
    /// - Parameter newNumber: The number; within ``range``. A slider with a step snaps it.
    /// - Returns: Whether the number changed.
    /// - Precondition: `newNumber` is within ``range``.
    @discardableResult
    package mutating func setNumber(_ newNumber: Double) -> Bool {
        Self.requireNumber(newNumber, in: range, .property(kind.cellName, "number"))
        return replaceNumber(with: snapped(newNumber))
    }

    /// Sets the range as code does; the number is clamped into it (and snapped again).
    ///
    /// - Parameter newRange: The numbers allowed.
    /// - Returns: Whether the number changed.
    /// - Precondition: Finite bounds, the lower below the upper.
    @discardableResult
    package mutating func setRange(_ newRange: ClosedRange<Double>) -> Bool {
        Self.requireRange(newRange, kind: kind, .property(kind.cellName, "range"))
        range = newRange
        return replaceNumber(with: settled(number))
    }

    /// Sets the step as code does; a slider's number snaps to the new grid.
    ///
    /// - Parameter newStep: How far one step goes; `nil` only for a slider.
    /// - Returns: Whether the number changed.
    /// - Precondition: Positive and finite.
    @discardableResult
    package mutating func setStep(_ newStep: Double?) -> Bool {
        Self.requireStep(newStep, kind: kind, .property(kind.cellName, "step"))
        step = newStep
        return replaceNumber(with: settled(number))
    }

    /// Makes the row hold whole numbers only, for a binding to a whole-number property: without a
    /// step (a continuous slider), or with a step that is not a whole number, it steps by 1; a
    /// whole step is kept. A slider's numbers are its range's lower bound plus whole steps, so
    /// its range must start at a whole number: otherwise this is misuse, and the program stops
    /// with a message.
    ///
    /// - Returns: Whether the number changed (a slider snaps to the new grid).
    package mutating func stepByWholeNumbers() -> Bool {
        if kind == .slider {
            require(
                range.lowerBound.rounded() == range.lowerBound,
                "ComposedTable: bind(to:_:) was given a whole-number property for a SliderCell whose range, "
                    + "\(NumberText.text(of: range)), starts at \(NumberText.text(of: range.lowerBound)): its numbers (the "
                    + "lower bound plus whole steps) are never whole. Start the range at a whole number.")
        }
        if let step, step >= 1, step.rounded() == step { return false }
        return setStep(1)
    }

    // MARK: - The user's changes

    /// How far a key (or − / +) moves the number: ``step``, or a twentieth of the range.
    package var keyStep: Double { step ?? (range.upperBound - range.lowerBound) / 20 }

    /// The number one step away, up or down, clamped at the ends (a slider with a step snaps).
    ///
    /// - Parameter direction: `1` for up, `-1` for down.
    /// - Returns: The number.
    package func stepped(by direction: Int) -> Double {
        let distance = keyStep
        let moved = Self.tidy(number + Double(direction) * distance, like: [number, distance, range.lowerBound])
        return settled(moved)
    }

    /// Moves the number one step up or down, as the user does.
    ///
    /// - Parameter direction: `1` for up, `-1` for down.
    /// - Returns: Whether the number changed (not at an end).
    @discardableResult
    package mutating func userStep(by direction: Int) -> Bool {
        replaceNumber(with: stepped(by: direction))
    }

    /// A number where the user put it (a slider dragged), clamped to the range and snapped to
    /// a slider's grid: never misuse.
    ///
    /// - Parameter newNumber: The number the control reports.
    /// - Returns: Whether the number changed.
    @discardableResult
    package mutating func userSet(_ newNumber: Double) -> Bool {
        guard !newNumber.isNaN else { return false }
        return replaceNumber(with: settled(newNumber))
    }

    // MARK: - Reading

    /// Where the number lies in the range, from 0 to 1.
    package var fraction: Double {
        let width = range.upperBound - range.lowerBound
        return width > 0 ? (number - range.lowerBound) / width : 0
    }

    /// The number as the row shows it when the cell has no `format`: a stepper's with its
    /// step's decimals, a slider's as ``NumberText/sliderText(of:in:step:)`` says.
    package var text: String {
        switch kind {
        case .stepper: NumberText.text(of: number, step: step)
        case .slider: NumberText.sliderText(of: number, in: range, step: step)
        }
    }

    // MARK: - Rules

    /// A number clamped to the range and, on a slider with a step, snapped to its grid.
    package func settled(_ newNumber: Double) -> Double {
        snapped(min(max(newNumber, range.lowerBound), range.upperBound))
    }

    /// On a slider with a step, the nearest number of the grid within the range; else the number.
    private func snapped(_ newNumber: Double) -> Double {
        guard kind == .slider, let step else { return newNumber }
        let steps = ((newNumber - range.lowerBound) / step).rounded()
        var result = Self.tidy(range.lowerBound + steps * step, like: [step, range.lowerBound])
        if result > range.upperBound { result -= step }
        return min(max(result, range.lowerBound), range.upperBound)
    }

    private mutating func replaceNumber(with newNumber: Double) -> Bool {
        guard newNumber != number else { return false }
        number = newNumber
        return true
    }

    /// A sum rounded to the most decimals of its terms, when they are all written with few.
    private static func tidy(_ sum: Double, like terms: [Double]) -> Double {
        var most = 0
        for term in terms {
            guard let decimals = NumberText.decimals(of: term) else { return sum }
            most = max(most, decimals)
        }
        return NumberText.rounded(sum, toDecimals: most)
    }

    private static func requireRange(_ range: ClosedRange<Double>, kind: Kind, _ site: MisuseSite) {
        require(
            range.lowerBound.isFinite && range.upperBound.isFinite && range.lowerBound < range.upperBound,
            "ComposedTable: \(site) \(NumberText.text(of: range)); a \(kind == .stepper ? "stepper" : "slider") needs finite bounds, "
                + "the lower one below the upper one.")
    }

    private static func requireStep(_ step: Double?, kind: Kind, _ site: MisuseSite) {
        guard let step else {
            require(kind == .slider, "ComposedTable: \(site) nil; a stepper needs a step.")
            return
        }
        require(step > 0 && step.isFinite, "ComposedTable: \(site) \(NumberText.text(of: step)); a step is a positive number.")
    }

    private static func requireNumber(_ number: Double, in range: ClosedRange<Double>, _ site: MisuseSite) {
        require(
            range.contains(number),
            "ComposedTable: \(site) \(NumberText.text(of: number)), outside its range \(NumberText.text(of: range)). "
                + "Clamp the number, or widen the range first.")
    }
}
