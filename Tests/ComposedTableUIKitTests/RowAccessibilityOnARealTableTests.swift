#if canImport(UIKit)
import ComposedTable
// The iOS 17 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses to
// read; `@preconcurrency` (limited to this file) accepts them.
@preconcurrency import UIKit
import XCTest

/// What VoiceOver reads of rows on a real table: the description the Linux tests check
/// (`RowAccessibilityTests`), given by UIKit to the cell or to its controls.
@MainActor
final class RowAccessibilityOnARealTableTests: XCTestCase {
    func testEachRowGivesItsDescriptionToWhatVoiceOverReads() throws {
        let controller = ComposedTableViewController(title: "Rows")
        let storage = controller.addCell(ActiveCell(key: "Storage", value: "Half full") { _ in })
        storage.accessoryText = "12 GB"
        storage.detailAction = { _ in }
        let option = controller.addCell(OptionCell(key: "Blue", isChecked: true))
        option.isEnabled = false
        let toggle = controller.addCell(SwitchCell(key: "Wi-Fi", isOn: true))
        let seats = controller.addCell(StepperCell(key: "Seats", number: 3, in: 2...50))
        let about = controller.addCell(TextViewCell(key: "About", placeholder: "A few words"))
        let ends = controller.addCell(
            DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "Never", mode: .date, presentation: .expanding))
        let table = RealTable(controller)
        defer { table.close() }
        XCTAssertEqual(storage.accessibilityLabel, "Storage")
        XCTAssertEqual(storage.accessibilityValue, "Half full, 12 GB", "the accessory text is not read with the value")
        XCTAssertTrue(storage.accessibilityTraits.contains(.button), "a row with an action is not read as a button")
        XCTAssertTrue(
            storage.accessibilityCustomActions?.contains { $0.name == "More Info" } ?? false, "the detail action is not a custom action")
        XCTAssertTrue(option.accessibilityTraits.contains(.selected), "a checked option is not read as selected")
        XCTAssertTrue(option.accessibilityTraits.contains(.notEnabled), "a disabled row is not read as dimmed")
        XCTAssertEqual(toggle.toggle.accessibilityLabel, "Wi-Fi", "the switch is not named by its row")
        XCTAssertEqual(seats.stepper.accessibilityLabel, "Seats")
        XCTAssertEqual(seats.stepper.accessibilityValue, "3", "the stepper's group does not read the number")
        XCTAssertFalse(seats.accessibilityTraits.contains(.adjustable), "the cell claims to adjust, which only its stepper does")
        XCTAssertEqual(about.textView.accessibilityHint, "A few words", "an empty text view does not read its placeholder")
        XCTAssertEqual(ends.accessibilityValue, "Never, collapsed", "an expanding row does not say it is closed")
        ends.isExpanded = true
        table.settle()
        XCTAssertTrue(ends.accessibilityValue?.hasSuffix(", expanded") ?? false, "an open row does not say so")
        about.text = "Hello"
        XCTAssertNil(about.textView.accessibilityHint, "a text view with text still reads its placeholder")
    }
}
#endif
