/// What ``StepperCell`` and ``SliderCell`` share, written once: a number in a range kept by
/// Core's `SteppedNumber` (its rules: misuse, clamping, snapping, a step's arithmetic, the default
/// text), the text the row shows, and how a change by code or by the user is reported.
///
/// The cells declare their public names (`number`, `range`, `step`, `format`, `onChange`) and
/// store the model. The platforms' halves, written once for both cells too: on UIKit, what the
/// stepper and the slider show of the row (`SteppedNumberRow+UIKit.swift`; each cell's control
/// follows the number through ``steppedNumberDidChange()``); in a terminal, the keys
/// (`SteppedNumberRow+Terminal.swift`: the cells' `InPlaceEditing`), and the next frame draws the
/// number.
@MainActor
protocol SteppedNumberRow: ActiveCell {
    /// The number, its range and step, and Core's rules about them.
    var steppedNumber: SteppedNumber { get set }

    /// How the number reads, or `nil` for Core's default text.
    var format: (@MainActor (Double) -> String)? { get }

    /// Called after every change of the number.
    var inputObservers: InputObservers<Double> { get }

    /// Calls the cell's `onChange` with the number the user chose.
    func callOnChange(_ number: Double)

    /// The platform's part of a change of the model: UIKit's control follows it; a terminal
    /// draws it in the next frame.
    func steppedNumberDidChange()
}

extension SteppedNumberRow {
    /// The number as the row shows it: ``format``'s text, or Core's default.
    var numberText: String { format?(steppedNumber.number) ?? steppedNumber.text }

    /// Applies code's change to the model, and the platform follows; observers hear of a new
    /// number (`byUser` false), and `onChange` is not called.
    ///
    /// - Parameter apply: The change, one of `SteppedNumber`'s setters.
    func changeNumberByCode(_ apply: (inout SteppedNumber) -> Bool) {
        let old = steppedNumber.number
        _ = apply(&steppedNumber)
        steppedNumberDidChange()
        inputObservers.reportCodeChange(from: old, to: steppedNumber.number)
    }

    /// Moves the number one step, as the user does (a key; VoiceOver's swipe): when it moved,
    /// the platform follows and the change is reported as the user's.
    ///
    /// - Parameter direction: `1` for up, `-1` for down.
    func userDidStepNumber(by direction: Int) {
        guard steppedNumber.userStep(by: direction) else { return }
        steppedNumberDidChange()
        reportUserChange()
    }

    /// Reports the user's change of the number: observers hear of it (`byUser` true), then
    /// `onChange` and ``ActiveCell/action`` run.
    func reportUserChange() {
        let number = steppedNumber.number
        inputObservers.reportUserChange(number) {
            callOnChange(number)
        } action: {
            action?(self)
        }
    }
}
