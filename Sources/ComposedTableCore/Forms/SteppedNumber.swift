/// The number of a stepper or slider row with its range and step, and every rule about them,
/// kept once for both backends: what is clamped, what is pinned, what snaps, what is misuse,
/// how far a step goes, and how the number reads by default.
///
/// A cell holds one and mirrors it onto its control (UIKit's `UIStepper`, `UISlider`) or its
/// drawing (the terminal's); the user's changes go through ``userStep(by:)`` (a key, a tap on
/// − or +) or ``userSet(_:)`` (a drag), code's through the setters.
///
/// - Ranges and numbers often come from data, so they never stop the program: a number outside
///   the range is clamped into it (`NaN` goes to the lower bound); a one-value range (`1...1`)
///   pins the number, and the row ignores the user (``acceptsUser``) while its control keeps a
///   valid range of its own (``stepperControlRange``, ``sliderControlRange``); a bound beyond
///   ±2⁵³ (an infinite one too) is clamped to ±2⁵³ (see ``usableRange(_:)``). A step that is not positive and finite is the code's misuse, with a message.
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
    ///   - number: The number; clamped into `range` (a slider snaps it to its grid).
    ///   - range: The numbers allowed, made usable by ``usableRange(_:)``; a one-value range pins
    ///     the number.
    ///   - step: How far one step goes: positive and finite; `nil` only for a slider.
    ///   - kind: The row that holds the number.
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
    ///
    /// - Parameter newNumber: The number, clamped into ``range`` (`NaN` goes to the lower
    ///   bound). A slider with a step snaps it.
    /// - Returns: Whether the number changed.
    @discardableResult
    package mutating func setNumber(_ newNumber: Double) -> Bool {
        replaceNumber(with: settled(newNumber))
    }

    /// Sets the range as code does; the number is clamped into it (and snapped again).
    ///
    /// - Parameter newRange: The numbers allowed, made usable by ``usableRange(_:)``; a one-value
    ///   range pins the number.
    /// - Returns: Whether the number changed.
    @discardableResult
    package mutating func setRange(_ newRange: ClosedRange<Double>) -> Bool {
        range = Self.usableRange(newRange)
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
    /// - Returns: Whether the number changed (not at an end, nor pinned by a one-value range).
    @discardableResult
    package mutating func userStep(by direction: Int) -> Bool {
        guard acceptsUser else { return false }
        return replaceNumber(with: stepped(by: direction))
    }

    /// A number where the user put it (a slider dragged), clamped to the range and snapped to
    /// a slider's grid: never misuse. A pinned row (``acceptsUser`` false) keeps its number.
    ///
    /// - Parameter newNumber: The number the control reports.
    /// - Returns: Whether the number changed.
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
    ///
    /// - Parameter rowIsEnabled: Whether the row is enabled.
    /// - Returns: The control's `isEnabled`.
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
    ///
    /// - Parameter range: The range given.
    /// - Returns: A range of finite bounds, the lower at most the upper.
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
