#if canImport(UIKit)
import ComposedTable
import UIKit
import XCTest

/// The picker a date row shows on UIKit, for each presentation and mode. `UIDatePicker.h`: a
/// countdown has only the wheels; `.inline` is a calendar for a date. Both the style the row asks
/// for and the one UIKit resolves (`datePickerStyle`) are checked.
@MainActor
final class DatePickerModesTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 43_200)

    func testEachPresentationShowsTheStyleItsModeAllowsAndACountdownShowsTheWheels() {
        let expected: [(PickerPresentation, DatePickerMode, UIDatePickerStyle)] = [
            (.compact, .date, .compact), (.compact, .countDownTimer, .wheels),
            (.inline, .dateAndTime, .inline), (.inline, .countDownTimer, .wheels),
            (.wheels, .time, .wheels), (.keyboard, .date, .wheels), (.keyboard, .countDownTimer, .wheels),
            (.expanding, .date, .inline), (.expanding, .time, .wheels), (.expanding, .countDownTimer, .wheels),
        ]
        for (presentation, mode, style) in expected {
            let row = DatePickerCell(key: "When", date: noon, mode: mode, presentation: presentation)
            let context = "a \(presentation) row for \(mode)"
            XCTAssertEqual(row.datePicker.preferredDatePickerStyle, style, "\(context) asks for the wrong style")
            XCTAssertEqual(row.datePicker.datePickerStyle, style, "UIKit resolved \(context) to another style")
            XCTAssertEqual(row.datePicker.datePickerMode, Self.uiKitMode(mode), "\(context) has the wrong picker mode")
        }
    }

    func testAnExpandingRowWhoseModeChangesTakesTheStyleOfItsNewMode() {
        let row = DatePickerCell(key: "Starts", date: noon, mode: .date, presentation: .expanding)
        XCTAssertEqual(row.datePicker.datePickerStyle, .inline, "a date opens the calendar")
        row.mode = .time
        XCTAssertEqual(row.datePicker.datePickerMode, .time)
        XCTAssertEqual(row.datePicker.datePickerStyle, .wheels, "a time opens the wheels")
        row.mode = .dateAndTime
        XCTAssertEqual(row.datePicker.datePickerMode, .dateAndTime)
        XCTAssertEqual(row.datePicker.datePickerStyle, .inline, "a date and time opens the calendar again")
    }

    private static func uiKitMode(_ mode: DatePickerMode) -> UIDatePicker.Mode {
        switch mode {
        case .date: .date
        case .time: .time
        case .dateAndTime: .dateAndTime
        case .countDownTimer: .countDownTimer
        }
    }
}
#endif
