import TestSupport
import Testing

@testable import ComposedTable

/// The style UIKit's date picker gets, decided here and applied by the UIKit row: the countdown is
/// wheels only (`UIDatePicker.h`), and a mode change never leaves the picker with a countdown in
/// another style, even for a moment.
struct DatePickerStyleTests {
    @Test("A countdown shows the wheels whatever the presentation")
    func aCountdownShowsTheWheels() {
        for presentation in [PickerPresentation.compact, .inline, .wheels, .keyboard, .expanding] {
            expectEqual(DatePickerStyleChoice(presentation, .countDownTimer), .wheels, "\(presentation)")
        }
    }

    @Test("A compact or inline row that leaves the countdown gets its own style back")
    func aRowLeavingTheCountdownGetsItsStyleBack() {
        expectEqual(DatePickerStyleChoice(.compact, .date), .compact)
        expectEqual(DatePickerStyleChoice(.compact, .time), .compact)
        expectEqual(DatePickerStyleChoice(.inline, .dateAndTime), .inline)
        expectEqual(DatePickerStyleChoice(.keyboard, .date), .wheels)
        expectEqual(DatePickerStyleChoice(.wheels, .date), .wheels)
    }

    @Test("An expanding row opens the calendar for a date and the wheels for a time")
    func anExpandingRowOpensTheCalendarOrTheWheels() {
        expectEqual(DatePickerStyleChoice(.expanding, .date), .inline)
        expectEqual(DatePickerStyleChoice(.expanding, .dateAndTime), .inline)
        expectEqual(DatePickerStyleChoice(.expanding, .time), .wheels)
    }

    @Test("Entering the countdown sets the wheels first; leaving it sets the mode first")
    func theStyleAndTheModeChangeInTheSafeOrder() {
        // Replays the UIKit row's two assignments and checks the pair after each.
        for presentation in [PickerPresentation.compact, .inline, .wheels, .keyboard, .expanding] {
            for (from, to) in [(DatePickerMode.date, DatePickerMode.countDownTimer), (.countDownTimer, .date), (.time, .dateAndTime)] {
                var style = DatePickerStyleChoice(presentation, from)
                var mode = from
                var states: [(DatePickerStyleChoice, DatePickerMode)] = []
                let target = DatePickerStyleChoice(presentation, to)
                if DatePickerStyleChoice.setsStyleFirst(to: to) {
                    style = target
                    states.append((style, mode))
                }
                mode = to
                states.append((style, mode))
                style = target
                states.append((style, mode))
                for (style, mode) in states {
                    #expect(mode != .countDownTimer || style == .wheels, "\(presentation) \(from) → \(to): a countdown in \(style)")
                }
            }
        }
    }
}
