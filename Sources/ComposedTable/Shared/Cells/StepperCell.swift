/// A row with a stepper: a number the user changes in steps within a range, shown as the row's
/// value.
///
/// On UIKit the row shows a `UIStepper` beside the key: tapping − or + changes ``number`` by
/// ``step`` (holding repeats). In a terminal it is drawn `Guests          − 3 +`: while the
/// cursor is on the row, ← and → (or - and +, h and l) step the number down or up, and a sign is
/// dim at its end of the range. The number stays within ``range``. Each change the user makes
/// notifies ``inputObservers`` (`byUser` true), then calls ``onChange`` with the cell and the
/// new number, then ``ActiveCell/action``, if any. A disabled row does not step (UIKit disables
/// the stepper; a terminal ignores the keys, and ← does not go back either). The rules (misuse,
/// clamping, the arithmetic of a step, the default text) are Core's, the same on both platforms.
///
/// ```swift
/// let guests = StepperCell(key: "Guests", number: 2, in: 1...12) { cell, number in
///     booking.guests = Int(number)
/// }
/// guests.format = { "\(Int($0)) people" }
/// addCell(guests)
/// ```
///
/// As an `InputRow` its value is ``number``.
@MainActor
open class StepperCell: ActiveCell, NumberScaleRow, WholeNumberStepping, SteppedNumberRow {
    /// Called after the user changed the number, with the cell and the new number.
    public var onChange: (@MainActor (StepperCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes.
    /// A number outside ``range`` is clamped into it (`NaN` goes to the lower bound), so a
    /// number from data never stops the program.
    public var number: Double {
        get { steppedNumber.number }
        set { changeNumberByCode { $0.setNumber(newValue) } }
    }

    /// The numbers the stepper goes between. Setting a range that leaves ``number`` out clamps
    /// the number into it (observers hear of that change, `byUser` false).
    ///
    /// A range from data never stops the program. A one-value range (`1...1`) pins the number:
    /// the row ignores the user (UIKit disables the stepper, which keeps a valid range of its own;
    /// a terminal ignores the keys). A bound beyond ±2⁵³, an infinite one too, reads back clamped
    /// to ±2⁵³.
    public var range: ClosedRange<Double> {
        get { steppedNumber.range }
        set { changeNumberByCode { $0.setRange(newValue) } }
    }

    /// How much one step changes the number: a tap on − or + on UIKit, a key in a terminal.
    ///
    /// - Precondition: Positive and finite.
    public var step: Double {
        get { steppedNumber.step ?? 1 }
        set { changeNumberByCode { $0.setStep(newValue) } }
    }

    /// How the number reads in the row, or `nil` for the default: as many decimals as ``step``
    /// has (`3`, `2.5`).
    ///
    /// ```swift
    /// stepper.format = { "\(Int($0)) min" }
    /// ```
    public var format: (@MainActor (Double) -> String)? {
        didSet { contentDidChange() }
    }

    /// ``number``, under the name every input row shares (`InputRow`).
    package var input: Double {
        get { number }
        set { number = newValue }
    }

    /// Called after every change of ``number``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Double>()

    /// The number as the row shows it: ``format``'s text, or the default. On UIKit it is the
    /// row's value text and VoiceOver's value; in a terminal it is drawn between − and +, and the
    /// plain-text rendering writes it. Setting it does nothing (set ``number``).
    package override var valueText: String? {
        get { numberText }
        set {}
    }

    /// The number, its range and step, and Core's rules about them (the same on both platforms).
    var steppedNumber: SteppedNumber

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The stepper, for appearance changes; read and set the number with ``number``. (UIKit
    /// only.)
    public let stepper = UIStepper()
    #endif

    /// Creates a stepper row.
    ///
    /// Ranges and numbers often come from data, so they never stop the program: a `number`
    /// outside `range` is clamped into it, and a one-value range (`1...1`) pins the number, the
    /// row showing it with both signs dim and ignoring the user (on UIKit the stepper is disabled
    /// and keeps a valid range of its own, since `UIStepper` refuses a minimum equal to its
    /// maximum).
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - number: The initial number; clamped into `range`.
    ///   - range: The numbers the stepper goes between; one value pins the number.
    ///   - step: How much one step changes the number (a tap on − or +; a key in a terminal); 1
    ///     unless you say otherwise.
    ///   - onChange: Called when the user changes the number, with the cell and the new number.
    /// - Precondition: `step` is positive and finite (the code's misuse otherwise: the program
    ///   stops with a message).
    /// - Complexity: O(1).
    public init(
        key: String, number: Double, in range: ClosedRange<Double>, step: Double = 1,
        onChange: (@MainActor (StepperCell, Double) -> Void)? = nil
    ) {
        steppedNumber = SteppedNumber(number: number, in: range, step: step, kind: .stepper)
        self.onChange = onChange
        super.init(key: key)
        setUpStepper()
    }

    /// Creates a stepper row from a storyboard or nib on UIKit, at 0 from 0 to 100. In a terminal
    /// it returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        steppedNumber = SteppedNumber(number: 0, in: 0...100, step: 1, kind: .stepper)
        super.init(coder: coder)
        setUpStepper()
    }

    /// Holds whole numbers only from now on, for a binding to a whole-number property: Core's
    /// rule (a step of 1, unless the stepper has a whole step).
    package func stepByWholeNumbers() {
        changeNumberByCode { $0.stepByWholeNumbers() }
    }

    /// Calls ``onChange`` with the number the user chose.
    func callOnChange(_ number: Double) {
        onChange?(self, number)
    }
}

extension StepperCell {
    /// Binds the stepper to a whole-number property: the row shows the count, and its value is
    /// written back rounded to the nearest whole number. The row then steps by whole numbers (a
    /// step of 1, unless it has a whole step), so that it shows what the model holds.
    ///
    /// ```swift
    /// addCell(StepperCell(key: "Copies", number: 1, in: 1...10)).bind(to: job, \.copies)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model object.
    ///   - keyPath: The `Int` property.
    /// - Returns: The row, for chaining.
    @discardableResult
    public func bind<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int>) -> Self {
        bindWholeNumber(to: model, keyPath)
    }
}
