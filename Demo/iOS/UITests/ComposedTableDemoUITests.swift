import UIKit
import XCTest

/// The demo app driven as a user drives it, on a simulator: every screen opens from the menu, a
/// switch flipped twice in a blink, a pasted height undone, a search in 100,000 options, pull to
/// refresh. Each test keeps screenshots in the result bundle (`.xcresult`), which CI uploads.
///
/// Elements are found by what VoiceOver reads (the rows' keys, the switches' and fields' labels),
/// so the demo screens need no accessibility identifiers.
final class ComposedTableDemoUITests: XCTestCase {
    /// The menu's rows and the title of the screen each opens.
    private let screens = [
        ("Settings", "Settings"),
        ("Profile and picker", "Profile"),
        ("Sign-up form", "Sign Up"),
        ("Dynamic list", "Shopping List"),
        ("Inbox", "Inbox"),
        ("Gallery", "Gallery"),
        ("Editable list", "Groceries"),
        ("Settings.bundle", "Settings"),  // the root pane of Demo/Settings.bundle
        ("Choices", "Choices"),
        ("SwiftUI rows", "SwiftUI rows"),
    ]

    /// Launches the app on its menu.
    @MainActor
    private func launch() -> XCUIApplication {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["ComposedTable"].waitForExistence(timeout: 10), "the app did not open on the menu")
        return app
    }

    /// Opens a screen from the menu by tapping its row.
    @MainActor
    private func open(_ row: String, title: String, in app: XCUIApplication) {
        let cell = app.cells.staticTexts[row]
        XCTAssertTrue(cell.waitForExistence(timeout: 5), "the menu has no row \"\(row)\"")
        cell.tap()
        XCTAssertTrue(app.navigationBars[title].waitForExistence(timeout: 5), "tapping \"\(row)\" did not open \"\(title)\"")
    }

    /// Keeps a screenshot of the app in the result bundle, whatever the outcome.
    @MainActor
    private func keepScreenshot(_ name: String, of app: XCUIApplication) {
        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = name
        attachment.lifetime = .keepAlways
        add(attachment)
    }

    @MainActor
    func testEveryScreenOpensFromTheMenuAndGoesBack() {
        let app = launch()
        keepScreenshot("Menu", of: app)
        for (row, title) in screens {
            open(row, title: title, in: app)
            keepScreenshot(title, of: app)
            app.navigationBars[title].buttons.element(boundBy: 0).tap()  // the back button
            XCTAssertTrue(
                app.navigationBars["ComposedTable"].waitForExistence(timeout: 5), "the back button of \"\(title)\" did not return")
        }
    }

    /// Two taps on a switch faster than its animation (a double tap: both within about 100 ms)
    /// leave it as it was, and the row it shows and hides with it.
    @MainActor
    func testASwitchToggledTwiceWithin100msEndsAsItStarted() throws {
        let app = launch()
        open("Settings", title: "Settings", in: app)
        let wifi = app.switches["Wi-Fi"]
        XCTAssertTrue(wifi.waitForExistence(timeout: 5), "Settings has no Wi-Fi switch")
        let before = try XCTUnwrap(wifi.value as? String, "the switch has no value")
        XCTAssertTrue(app.switches["Ask to Join"].exists, "Ask to Join shows while Wi-Fi is on")
        wifi.doubleTap()
        Thread.sleep(forTimeInterval: 1)  // every animation of both batches finished
        keepScreenshot("Wi-Fi toggled twice", of: app)
        XCTAssertEqual(wifi.value as? String, before, "two taps left the switch changed")
        XCTAssertTrue(app.switches["Ask to Join"].exists, "two taps on Wi-Fi left Ask to Join hidden")
        XCTAssertTrue(app.switches["Ask to Join"].isHittable, "Ask to Join is in the table but not on screen: a blank row")
    }

    /// Pasting "180 cm" into Height, then undoing, leaves the field as it was.
    ///
    /// Undo: XCUITest cannot shake a simulator, and the edit menu has no Undo on iPhone, so the
    /// test presses ⌘Z with `typeKey`, which the simulator delivers as a hardware keyboard's key
    /// (UIKit's text fields undo on ⌘Z whether or not the software keyboard shows).
    @MainActor
    func testAHeightPastedThenUndoneIsAsBefore() throws {
        let app = launch()
        open("Sign-up form", title: "Sign Up", in: app)
        let height = app.textFields["Height (cm)"]
        XCTAssertTrue(height.waitForExistence(timeout: 5), "the form has no Height field")
        let before = height.value as? String
        UIPasteboard.general.string = "180 cm"
        height.tap()
        height.press(forDuration: 1.2)  // the edit menu
        let paste = app.menuItems["Paste"]
        XCTAssertTrue(paste.waitForExistence(timeout: 5), "the edit menu has no Paste")
        paste.tap()
        let allowPaste = app.alerts.buttons["Allow Paste"]  // iOS asks once per app
        if allowPaste.waitForExistence(timeout: 2) { allowPaste.tap() }
        keepScreenshot("Height pasted", of: app)
        let pasted = height.value as? String
        XCTAssertNotEqual(pasted, before, "pasting \"180 cm\" changed nothing")
        // The row kept the digits of the paste and forgot the typing history behind it (its
        // ranges no longer fit the text): undo does nothing — and no longer crashes the app.
        height.typeKey("z", modifierFlags: .command)
        keepScreenshot("Height after undo", of: app)
        XCTAssertEqual(app.state, .runningForeground, "undo after a filtered paste crashed the app")
        XCTAssertEqual(height.value as? String, pasted, "undo after a filtered paste changed the field")
    }

    /// Typing "5" in the search of the 100,000-option picker finds Option 5 at once.
    @MainActor
    func testTypingInTheSearchOf100000OptionsFindsThem() {
        let app = launch()
        open("Choices", title: "Choices", in: app)
        app.cells.staticTexts["One of 100,000"].tap()
        XCTAssertTrue(app.navigationBars["100,000 options"].waitForExistence(timeout: 5), "the picker did not open")
        let search = app.searchFields.firstMatch
        XCTAssertTrue(search.waitForExistence(timeout: 5), "the picker has no search field")
        search.tap()
        search.typeText("5")
        XCTAssertTrue(app.cells.staticTexts["Option 5"].waitForExistence(timeout: 5), "searching \"5\" does not show Option 5")
        keepScreenshot("Searching 5 in 100,000 options", of: app)
        app.cells.staticTexts["Option 5"].tap()
        XCTAssertTrue(app.cells.staticTexts["Option 5"].waitForExistence(timeout: 5), "choosing Option 5 did not show it on its row")
        XCTAssertTrue(app.navigationBars["Choices"].exists, "choosing did not return to Choices")
    }

    /// The inbox loads (its first load fails: Retry), then a pull brings new mail.
    @MainActor
    func testPullToRefreshInTheInboxBringsNewMail() {
        let app = launch()
        open("Inbox", title: "Inbox", in: app)
        let retry = app.buttons["Retry"]
        XCTAssertTrue(retry.waitForExistence(timeout: 5), "the inbox's first load fails and offers Retry")
        retry.tap()
        let first = app.cells.staticTexts["Keynote draft"]
        XCTAssertTrue(first.waitForExistence(timeout: 5), "the mailbox did not load after Retry")
        let start = app.cells.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(forDuration: 0.1, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 400)))
        keepScreenshot("Inbox refreshing", of: app)
        XCTAssertTrue(app.cells.staticTexts["Lunch on Friday?"].waitForExistence(timeout: 5), "pull to refresh brought no new mail")
        keepScreenshot("Inbox refreshed", of: app)
    }
}
