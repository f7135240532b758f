/// A row with a slider: a number in a range, continuous or in steps, with its text.
///
/// On UIKit a `UISlider` lies below the key, and the number's text beside the key: dragging
/// changes ``number`` continuously while the finger moves, and VoiceOver's swipe up or down
/// moves it one step. In a terminal the row is drawn as a bar that fills the width the key
/// leaves, the number's text after it: `Volume  ━━━━━━●───────  50 %`; while the cursor is on
/// the row, ← and → (or - and +, h and l) move the number one step. A step is ``step``, or a
/// twentieth of the range when it is `nil`. With a ``step``, the number snaps to multiples of it
/// from the range's start; it always stays within ``range``. The text is ``format``'s, by
/// default a percentage for the range `0...1` and the number otherwise.
///
/// Each change the user makes notifies ``inputObservers`` (`byUser` true), then calls
/// ``onChange`` with the cell and the new number, then ``ActiveCell/action``, if any. A disabled
/// row does not move (UIKit disables the slider; a terminal ignores the keys, and ← does not go
/// back either). The rules (misuse, clamping, snapping, a step, the default text) are Core's, the
/// same on both platforms.
///
/// ```swift
/// addCell(SliderCell(key: "Volume", number: 0.5) { cell, volume in
///     player.volume = Float(volume)
/// })
/// ```
///
/// As an `InputRow` its value is ``number``.
@MainActor
open class SliderCell: ActiveCell, NumberScaleRow, WholeNumberStepping, SteppedNumberRow {
    /// Called after the user changed the number, with the cell and the new number.
    public var onChange: (@MainActor (SliderCell, Double) -> Void)?

    /// The number. Setting it does not call ``onChange``; it notifies ``inputObservers``
    /// (`byUser` false) when it changes. With a ``step``, the number snaps to the nearest
    /// multiple of it from the range's start.
    /// A number outside ``range`` is clamped into it (`NaN` goes to the lower bound), so a
    /// number from data never stops the program.
    public var number: Double {
        get { steppedNumber.number }
        set { changeNumberByCode { $0.setNumber(newValue) } }
    }

    /// The numbers the slider goes between. Setting a range that leaves ``number`` out clamps
    /// the number into it (observers hear of that change, `byUser` false).
    ///
    /// A range from data never stops the program. A one-value range (`1...1`) pins the number:
    /// the row ignores the user (UIKit disables the slider, which keeps a valid range of its own;
    /// a terminal ignores the keys). A bound beyond ±2⁵³, an infinite one too, reads back clamped
    /// to ±2⁵³.
    public var range: ClosedRange<Double> {
        get { steppedNumber.range }
        set { changeNumberByCode { $0.setRange(newValue) } }
    }

    /// The distance between the numbers the slider holds, and how far one step moves the number
    /// (a key in a terminal, VoiceOver's swipe on UIKit); or `nil` for a continuous slider, which
    /// a step moves by a twentieth of the range. Setting it snaps ``number`` to it (observers
    /// hear of that change, `byUser` false).
    ///
    /// - Precondition: Positive and finite when set.
    public var step: Double? {
        get { steppedNumber.step }
        set { changeNumberByCode { $0.setStep(newValue) } }
    }

    /// How the number reads (beside the key on UIKit, after the bar in a terminal), or `nil` for
    /// the default: a percentage for the range `0...1` (`50 %`), otherwise the number with as
    /// many decimals as ``step`` (`3`).
    ///
    /// ```swift
    /// brightness.format = { "\(Int($0 * 100)) nits" }
    /// ```
    public var format: (@MainActor (Double) -> String)? {
        didSet { contentDidChange() }
    }

    /// The picture at the start of the track — the low end, a quiet speaker — or `nil` for none.
    ///
    /// UIKit shows it as the slider's `minimumValueImage`; a terminal draws its glyph before
    /// the bar.
    ///
    /// ```swift
    /// volume.minimumValueImage = .symbol("speaker.fill")
    /// volume.maximumValueImage = .symbol("speaker.wave.3.fill")
    /// ```
    public var minimumValueImage: RowImage? {
        didSet { if minimumValueImage != oldValue { endImagesDidChange() } }
    }

    /// The picture at the end of the track — the high end, a loud speaker — or `nil` for none.
    ///
    /// UIKit shows it as the slider's `maximumValueImage`; a terminal draws its glyph after the
    /// bar.
    public var maximumValueImage: RowImage? {
        didSet { if maximumValueImage != oldValue { endImagesDidChange() } }
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
    /// row's value text and VoiceOver's value; in a terminal it is drawn after the bar, and the
    /// plain-text rendering writes it. Setting it does nothing (set ``number``).
    package override var valueText: String? {
        get { numberText }
        set {}
    }

    /// The number, its range and step, and Core's rules about them (the same on both platforms).
    var steppedNumber: SteppedNumber

    // Platform state (marked: stored properties cannot live in extensions).
    #if canImport(UIKit)
    /// The slider, for appearance changes (images, tint); read and set the number with
    /// ``number``. (UIKit only.)
    public let slider: UISlider = AdjustableSlider()
    #endif

    /// Creates a slider row.
    ///
    /// Ranges and numbers often come from data, so they never stop the program: a `number`
    /// outside `range` is clamped into it, and a one-value range (`0...0`) pins the number, the
    /// row ignoring the user (on UIKit the slider is disabled and keeps a width of its own).
    ///
    /// - Parameters:
    ///   - key: The label (above the slider on UIKit).
    ///   - number: The initial number; clamped into `range`.
    ///   - range: The numbers the slider goes between; `0...1` unless you say otherwise. One value
    ///     pins the number.
    ///   - step: The distance between the numbers the slider holds, and one step; or `nil` (the
    ///     default) for a continuous slider, which a step moves by a twentieth of the range.
    ///   - onChange: Called when the user changes the number (on UIKit, continuously while the
    ///     finger moves), with the cell and the new number.
    /// - Precondition: `step`, when given, is positive and finite (the code's misuse otherwise:
    ///   the program stops with a message).
    /// - Complexity: O(1).
    public init(
        key: String, number: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
        onChange: (@MainActor (SliderCell, Double) -> Void)? = nil
    ) {
        steppedNumber = SteppedNumber(number: number, in: range, step: step, kind: .slider)
        self.onChange = onChange
        super.init(key: key)
        setUpSlider()
    }

    /// Creates a slider row from a storyboard or nib on UIKit, at 0 from 0 to 1. In a terminal it
    /// returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        steppedNumber = SteppedNumber(number: 0, in: 0...1, step: nil, kind: .slider)
        super.init(coder: coder)
        setUpSlider()
    }

    /// Holds whole numbers only from now on, for a binding to a whole-number property: Core's
    /// rule (a step of 1, unless the slider has a whole step).
    package func stepByWholeNumbers() {
        changeNumberByCode { $0.stepByWholeNumbers() }
    }

    /// Calls ``onChange`` with the number the user chose.
    func callOnChange(_ number: Double) {
        onChange?(self, number)
    }
}

extension SliderCell {
    /// Binds the slider to a whole-number property: the row shows the count, and its value is
    /// written back rounded to the nearest whole number. The row then steps by whole numbers (a
    /// step of 1, unless it has a whole step), so that it shows what the model holds. Its range must start at a whole number.
    ///
    /// ```swift
    /// addCell(SliderCell(key: "Volume", number: 5, in: 0...10)).bind(to: player, \.volume)
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
