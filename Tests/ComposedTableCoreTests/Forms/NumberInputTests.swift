import ComposedTableCore
import TestSupport
import Testing

/// The number rules both backends' steppers and sliders use: text, misuse, clamping, snapping
/// and stepping.
struct NumberInputTests {
    // MARK: - Text

    @Test func aNumberIsWrittenWithItsStepsDecimals() {
        expectEqual(NumberText.text(of: 3, step: 1), "3")
        expectEqual(NumberText.text(of: 0.1 + 0.2, step: 0.1), "0.3", "a sum of steps reads as typed")
        expectEqual(NumberText.text(of: 2.5, step: 1), "3", "rounded to the step's decimals (none)")
        expectEqual(NumberText.text(of: 2.25, step: 0.25), "2.25")
        expectEqual(NumberText.text(of: -0.0001, step: 0.1), "0", "never -0")
        #expect(NumberText.text(of: 2.5) == "2.5" && NumberText.text(of: 1e20) == "1e+20")
        #expect(NumberText.text(of: .nan) == "nan" && NumberText.text(of: 0...10) == "0...10")
    }

    @Test func aSliderShowsAPercentageOnlyForTheUnitRange() {
        expectEqual(NumberText.sliderText(of: 0.5, in: 0...1, step: nil), "50 %")
        expectEqual(NumberText.sliderText(of: 0.25, in: 0...1, step: 0.25), "25 %")
        expectEqual(NumberText.sliderText(of: 1, in: 0...7, step: 1), "1", "not 14 %")
        expectEqual(NumberText.sliderText(of: 7.5, in: 0...10, step: 2.5), "7.5")
        expectEqual(NumberText.sliderText(of: 3.14159, in: 0...10, step: nil), "3.14", "continuous: two decimals at most")
        expectEqual(NumberText.sliderText(of: -20, in: -40...40, step: nil), "-20")
    }

    @Test func theDecimalsOfANumberAsWritten() {
        #expect(NumberText.decimals(of: 1) == 0 && NumberText.decimals(of: 0.25) == 2 && NumberText.decimals(of: -0.5) == 1)
        #expect(NumberText.decimals(of: 1e-12) == nil && NumberText.decimals(of: 0.1 + 0.2) == nil)
    }

    // MARK: - Stepping

    @Test func aStepperStepsWithinItsRangeAndStopsAtTheEnds() {
        var guests = SteppedNumber(number: 3, in: 1...4, step: 1, kind: .stepper)
        #expect(guests.userStep(by: 1) && guests.number == 4)
        #expect(!guests.userStep(by: 1) && guests.number == 4, "clamped: no change at the end")
        #expect(guests.stepped(by: -1) == 3 && guests.number == 4, "stepped(by:) only reads")
        for _ in 0..<5 { guests.userStep(by: -1) }
        expectEqual(guests.number, 1)
        expectEqual(guests.text, "1")
    }

    @Test func aStepperAddsWholeStepsWithoutSnappingAndSumsReadAsTyped() {
        var dose = SteppedNumber(number: 0, in: 0...1, step: 0.1, kind: .stepper)
        for _ in 0..<3 { dose.userStep(by: 1) }
        expectEqual(dose.number, 0.3, "0.1 + 0.1 + 0.1 is 0.3, not 0.30000000000000004")
        var offGrid = SteppedNumber(number: 2.25, in: 0...10, step: 1, kind: .stepper)
        offGrid.userStep(by: 1)
        expectEqual(offGrid.number, 3.25, "a stepper keeps its offset from the grid, as UIStepper does")
    }

    @Test func aContinuousSliderMovesATwentiethOfItsRange() {
        var volume = SteppedNumber(number: 0.5, in: 0...1, step: nil, kind: .slider)
        expectEqual(volume.keyStep, 0.05)
        volume.userStep(by: -1)
        #expect(volume.number == 0.45 && volume.text == "45 %")
        var wide = SteppedNumber(number: 0, in: -100...100, step: nil, kind: .slider)
        wide.userStep(by: 1)
        expectEqual(wide.number, 10)
    }

    @Test func aSliderWithAStepHoldsOnlyNumbersOnItsGrid() {
        var level = SteppedNumber(number: 5, in: 0...10, step: 2.5, kind: .slider)
        #expect(level.userStep(by: 1) && level.number == 7.5)
        #expect(level.setNumber(6.1) && level.number == 5, "code's number snaps to the nearest step")
        #expect(level.userSet(8.9) && level.number == 10, "a drag snaps")
        let movedPastTheEnd = level.userSet(42)
        #expect(!movedPastTheEnd && level.number == 10, "a drag past the end stays at the end")
        var odd = SteppedNumber(number: 0, in: 0...10, step: 3, kind: .slider)
        odd.userSet(10)
        expectEqual(odd.number, 9, "the grid's last number under the upper bound")
        #expect(odd.setStep(4) && odd.number == 8, "a new step snaps the number to its grid")
        #expect(odd.setStep(nil) == false && odd.number == 8 && odd.keyStep == 0.5, "continuous again")
    }

    @Test func aNewRangeClampsTheNumber() {
        var guests = SteppedNumber(number: 1, in: 1...4, step: 1, kind: .stepper)
        #expect(guests.setRange(2...10) && guests.number == 2)
        #expect(!guests.setRange(0...3) && guests.number == 2)
        var slider = SteppedNumber(number: 9, in: 0...10, step: 1, kind: .slider)
        #expect(slider.setRange(0.5...5) && slider.number == 4.5, "clamped, then snapped to the new grid from 0.5")
    }

    @Test func aDragThatIsNotANumberChangesNothing() {
        var slider = SteppedNumber(number: 0.5, in: 0...1, step: nil, kind: .slider)
        #expect(!slider.userSet(.nan) && slider.number == 0.5)
        #expect(slider.userSet(-.infinity) && slider.number == 0)
    }

    @Test func randomStepsAndDragsKeepTheNumberInItsRangeAndOnItsGrid() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let lower = Double(Int.random(in: -50...50, using: &generator)) / 4
            let upper = lower + Double(Int.random(in: 1...80, using: &generator)) / 4
            let step: Double? = Bool.random(using: &generator) ? nil : Double(Int.random(in: 1...12, using: &generator)) / 8
            let kind: SteppedNumber.Kind = step == nil || Bool.random(using: &generator) ? .slider : .stepper
            var model = SteppedNumber(number: lower, in: lower...upper, step: kind == .stepper ? step ?? 1 : step, kind: kind)
            for _ in 0..<30 {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: model.userStep(by: Bool.random(using: &generator) ? 1 : -1)
                case 1: model.userSet(Double.random(in: (lower - 5)...(upper + 5), using: &generator))
                default: model.setNumber(Double.random(in: lower...upper, using: &generator))
                }
                #expect(model.range.contains(model.number))
                if kind == .slider, let step = model.step {
                    let steps = (model.number - lower) / step
                    #expect(abs(steps - steps.rounded()) < 1e-9, "\(model.number) is on the grid of \(step) from \(lower)")
                }
            }
        }
    }

    // MARK: - Misuse

    @Test func aStepThatIsNotPositiveTraps() async {
        var result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SteppedNumber(number: 1, in: 0...10, step: 0, kind: .stepper)
        }
        expectMisuse(result, "ComposedTable: StepperCell(key:number:in:step:onChange:) was given step 0; a step is a positive number.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var model = SteppedNumber(number: 1, in: 0...10, step: nil, kind: .slider)
            model.setStep(-.infinity)
        }
        expectMisuse(result, "ComposedTable: SliderCell.step was set to -inf; a step is a positive number.")
        result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SteppedNumber(number: 1, in: 0...10, step: nil, kind: .stepper)
        }
        expectMisuse(result, "ComposedTable: StepperCell(key:number:in:step:onChange:) was given step nil; a stepper needs a step.")
    }

    // MARK: - Data that never traps

    @Test func aNumberOutsideTheRangeIsClamped() {
        expectEqual(SteppedNumber(number: 12, in: 0...10, step: 1, kind: .stepper).number, 10)
        expectEqual(SteppedNumber(number: -3, in: 0...10, step: 1, kind: .stepper).number, 0)
        expectEqual(SteppedNumber(number: .infinity, in: 0...10, step: 1, kind: .stepper).number, 10)
        expectEqual(SteppedNumber(number: .nan, in: 2...10, step: 1, kind: .stepper).number, 2, "NaN goes to the lower bound")
        expectEqual(SteppedNumber(number: 0.74, in: 0...1, step: 0.25, kind: .slider).number, 0.75, "clamped, then snapped")
        var volume = SteppedNumber(number: 0.5, in: 0...1, step: nil, kind: .slider)
        #expect(volume.setNumber(.nan) && volume.number == 0)
        #expect(volume.setNumber(7) && volume.number == 1)
        #expect(!volume.setNumber(1.5) && volume.number == 1, "already at the end: no change")
    }

    @Test func aOneValueRangePinsTheNumberAndIgnoresTheUser() {
        for kind in [SteppedNumber.Kind.stepper, .slider] {
            var pinned = SteppedNumber(number: 5, in: 1...1, step: kind == .stepper ? 1 : nil, kind: kind)
            #expect(pinned.number == 1 && pinned.range == 1...1)
            #expect(!pinned.acceptsUser)
            #expect(!pinned.controlIsEnabled(rowIsEnabled: true) && !pinned.controlIsEnabled(rowIsEnabled: false))
            #expect(!pinned.userStep(by: 1) && !pinned.userStep(by: -1) && !pinned.userSet(3))
            #expect(pinned.number == 1 && pinned.fraction == 0)
            #expect(!pinned.setNumber(4) && pinned.number == 1, "code's number is clamped to the one value")
            pinned.setRange(0...2)
            #expect(pinned.number == 1 && pinned.acceptsUser, "a wider range frees it")
            #expect(pinned.userStep(by: 1) && pinned.number > 1)
        }
        let open = SteppedNumber(number: 1, in: 0...10, step: 1, kind: .stepper)
        #expect(open.acceptsUser && open.controlIsEnabled(rowIsEnabled: true) && !open.controlIsEnabled(rowIsEnabled: false))
    }

    @Test func aPinnedNumberGivesItsControlAValidRange() {
        // UIStepper raises NSInvalidArgumentException unless minimumValue < maximumValue.
        expectEqual(SteppedNumber(number: 1, in: 1...1, step: 1, kind: .stepper).stepperControlRange, 1...2)
        expectEqual(SteppedNumber(number: 1, in: 1...1, step: 0.5, kind: .stepper).stepperControlRange, 1...1.5)
        let huge = SteppedNumber(number: 0, in: SteppedNumber.largestBound...SteppedNumber.largestBound, step: 1, kind: .stepper)
        #expect(huge.stepperControlRange.lowerBound < huge.stepperControlRange.upperBound, "beyond 2^53 + 1 rounds back")
        expectEqual(SteppedNumber(number: 2, in: 0...10, step: 1, kind: .stepper).stepperControlRange, 0...10, "an open range as is")
        // UISlider: a width in Float, even where two Doubles make one Float.
        expectEqual(SteppedNumber(number: 0, in: 0...0, step: nil, kind: .slider).sliderControlRange, 0...1)
        let narrow = SteppedNumber(number: 1, in: 1...1.000_000_000_1, step: nil, kind: .slider)
        #expect(narrow.acceptsUser && narrow.sliderControlRange.lowerBound < narrow.sliderControlRange.upperBound)
        expectEqual(SteppedNumber(number: 0.5, in: 0...1, step: nil, kind: .slider).sliderControlRange, 0...1)
    }

    @Test func infiniteBoundsAreMadeFinite() {
        let limit = SteppedNumber.largestBound
        var counter = SteppedNumber(number: 3, in: 0...Double.infinity, step: 1, kind: .stepper)
        #expect(counter.range == 0...limit && counter.number == 3)
        #expect(counter.userStep(by: 1) && counter.number == 4)
        #expect(!counter.setRange(-Double.infinity...Double.infinity) && counter.range == -limit...limit)
        // NaN or backwards bounds cannot be built: `...` and `ClosedRange(uncheckedBounds:)` stop
        // first (in a debug build); `usableRange` still makes them finite in an optimised one.
        var slider = SteppedNumber(number: 0, in: -Double.infinity...0, step: nil, kind: .slider)
        #expect(slider.range == -limit...0 && slider.fraction == 1 && slider.keyStep.isFinite)
        #expect(slider.userStep(by: -1) && slider.number.isFinite && slider.number < 0)
    }
}
