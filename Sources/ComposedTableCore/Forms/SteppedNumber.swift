/// The number of a stepper or slider row with its range and step, and every rule about them.
/// Data never traps: numbers are clamped into the range (`NaN` to the lower bound), bounds to
/// ±2⁵³; a one-value range ignores the user. A step that is not positive and finite is a misuse.
/// A slider with a step snaps to its grid; a stepper adds whole steps without snapping.
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

    package let kind: Kind
    /// The number; always within ``range`` (and on a slider's grid).
    package private(set) var number: Double
    package private(set) var range: ClosedRange<Double>
    /// How far one step goes; always set for a stepper, `nil` for a continuous slider.
    package private(set) var step: Double?

    /// Checks the values an initialiser was given and keeps them.
    /// - Precondition: `step` is valid; otherwise the program stops with a message that names the
    ///   initialiser.
    package init(number: Double, in range: ClosedRange<Double>, step: Double?, kind: Kind) {
        let initializer = "\(kind.cellName)(key:number:in:step:onChange:)"
        self.kind = kind
        Self.requireStep(step, kind: kind, .argument(initializer, "step"))
        self.range = Self.usableRange(range)
        self.step = step
        self.number = self.range.lowerBound
        self.number = settled(number)
    }

    // MARK: - Code's changes

    /// Sets the number as code does.
    @discardableResult
    package mutating func setNumber(_ newNumber: Double) -> Bool {
        replaceNumber(with: settled(newNumber))
    }

    /// Sets the range as code does; the number is clamped into it (and snapped again).
    @discardableResult
    package mutating func setRange(_ newRange: ClosedRange<Double>) -> Bool {
        range = Self.usableRange(newRange)
        return replaceNumber(with: settled(number))
    }

    /// Sets the step as code does; a slider's number snaps to the new grid.
    /// - Precondition: Positive and finite.
    @discardableResult
    package mutating func setStep(_ newStep: Double?) -> Bool {
        Self.requireStep(newStep, kind: kind, .property(kind.cellName, "step"))
        step = newStep
        return replaceNumber(with: settled(number))
    }

    /// Makes the row hold whole numbers only (a step of 1 unless the step is whole).
    /// - Precondition: A slider's range starts at a whole number.
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
    package func stepped(by direction: Int) -> Double {
        let distance = keyStep
        let moved = Self.tidy(number + Double(direction) * distance, like: [number, distance, range.lowerBound])
        return settled(moved)
    }

    /// Moves the number one step up or down, as the user does.
    @discardableResult
    package mutating func userStep(by direction: Int) -> Bool {
        guard acceptsUser else { return false }
        return replaceNumber(with: stepped(by: direction))
    }

    /// A number where the user put it (a slider dragged), clamped to the range and snapped to
    /// a slider's grid: never misuse. A pinned row (``acceptsUser`` false) keeps its number.
    @discardableResult
    package mutating func userSet(_ newNumber: Double) -> Bool {
        guard !newNumber.isNaN, acceptsUser else { return false }
        return replaceNumber(with: settled(newNumber))
    }

    // MARK: - A one-value range

    /// Whether the user can change the number: not when the range holds one value (`1...1`),
    /// which pins it. A disabled row ignores the user as well; see ``controlIsEnabled(rowIsEnabled:)``.
    package var acceptsUser: Bool { range.lowerBound < range.upperBound }

    /// Whether the row's control (UIKit's stepper or slider) takes the user's touches: when the
    /// row is enabled and the range is not pinned.
    package func controlIsEnabled(rowIsEnabled: Bool) -> Bool {
        rowIsEnabled && acceptsUser
    }

    /// The range to give a `UIStepper`, which raises `NSInvalidArgumentException` when its minimum
    /// is not below its maximum: ``range``, or for a pinned number the number to one step above it
    /// (the control is disabled, see ``controlIsEnabled(rowIsEnabled:)``).
    package var stepperControlRange: ClosedRange<Double> {
        guard !acceptsUser else { return range }
        let lower = range.lowerBound
        return lower...max(lower + (step ?? 1), lower.nextUp)
    }

    /// The range to give a `UISlider`, in its `Float`s: ``range``, or — when the range is pinned,
    /// or too narrow for two `Float`s — from the number's `Float` to the next one above it, so that
    /// the slider keeps a width (it is disabled, see ``controlIsEnabled(rowIsEnabled:)``).
    package var sliderControlRange: ClosedRange<Float> {
        let lower = Float(range.lowerBound)
        let upper = Float(range.upperBound)
        guard lower < upper else { return lower...max(lower + 1, lower.nextUp) }
        return lower...upper
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

    /// A number clamped to the range (`NaN` to its lower bound) and, on a slider with a step,
    /// snapped to its grid.
    package func settled(_ newNumber: Double) -> Double {
        guard !newNumber.isNaN else { return snapped(range.lowerBound) }
        return snapped(min(max(newNumber, range.lowerBound), range.upperBound))
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

    /// The largest bound a range keeps, 2⁵³: beyond it a `Double` no longer holds every whole
    /// number, so a step of 1 would not move the number.
    package static let largestBound: Double = 9_007_199_254_740_992

    /// A range as data may give it, made usable: each bound clamped to ±``largestBound`` (an
    /// infinite one too). A `NaN` bound or bounds in the wrong order cannot be built in a debug
    /// build (the standard library stops first); an optimised build's `ClosedRange(uncheckedBounds:)`
    /// can, so a `NaN` bound takes the other bound's value (two make `0...0`) and bounds in the
    /// wrong order are swapped.
    package static func usableRange(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        func clamped(_ bound: Double, or other: Double) -> Double {
            let bound = bound.isNaN ? (other.isNaN ? 0 : other) : bound
            return min(max(bound, -largestBound), largestBound)
        }
        let lower = clamped(range.lowerBound, or: range.upperBound)
        let upper = clamped(range.upperBound, or: range.lowerBound)
        return min(lower, upper)...max(lower, upper)
    }

    private static func requireStep(_ step: Double?, kind: Kind, _ site: MisuseSite) {
        guard let step else {
            require(kind == .slider, "ComposedTable: \(site) nil; a stepper needs a step.")
            return
        }
        require(step > 0 && step.isFinite, "ComposedTable: \(site) \(NumberText.text(of: step)); a step is a positive number.")
    }
}
