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
    ///
    /// - Parameter dark: Whether the app shows in dark mode (the demo reads `DEMO_APPEARANCE`).
    @MainActor
    private func launch(dark: Bool = false) -> XCUIApplication {
        continueAfterFailure = false
        let app = XCUIApplication()
        if dark { app.launchEnvironment["DEMO_APPEARANCE"] = "dark" }
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

    /// A user move: in edit mode, Milk's reorder control dragged onto Eggs' puts Milk below
    /// Eggs — UIKit's own reorder, then the data source and `onMoveRow` — and the table still
    /// shows every row once after edit mode ends.
    @MainActor
    func testDraggingAReorderControlMovesTheRow() {
        let app = launch()
        open("Editable list", title: "Groceries", in: app)
        app.navigationBars["Groceries"].buttons["Edit"].tap()
        let milk = app.buttons["Reorder Milk"]
        let eggs = app.buttons["Reorder Eggs"]
        XCTAssertTrue(milk.waitForExistence(timeout: 5), "edit mode shows no reorder control for Milk")
        XCTAssertTrue(app.staticTexts["Milk"].frame.minY < app.staticTexts["Eggs"].frame.minY, "Milk is not above Eggs before the move")
        milk.press(forDuration: 0.8, thenDragTo: eggs)
        Thread.sleep(forTimeInterval: 1)  // the drop's animation and onMoveRow's turn
        keepScreenshot("Milk dragged onto Eggs", of: app)
        XCTAssertTrue(app.staticTexts["Milk"].frame.minY > app.staticTexts["Eggs"].frame.minY, "the dragged row did not move below Eggs")
        app.navigationBars["Groceries"].buttons["Done"].tap()
        Thread.sleep(forTimeInterval: 1)
        for name in ["Milk", "Bread", "Eggs", "Coffee"] {
            let count = app.cells.staticTexts.matching(NSPredicate(format: "label == %@", name)).count
            XCTAssertEqual(count, 1, "\(name) shows \(count) times after the move")
        }
        XCTAssertTrue(app.staticTexts["Milk"].frame.minY > app.staticTexts["Eggs"].frame.minY, "Milk went back above Eggs after edit mode")
    }

    /// A row with a swipe action and no deletion — UIKit's editing style `.none` — shows its
    /// action on a swipe, and in dark mode its indigo is dark mode's indigo (a tint resolved once
    /// stays light). The swipe is a slow drag over a third of the row: a fast one would run the
    /// action at once.
    @MainActor
    func testASwipeShowsTheActionOfARowWithoutDeletionInDarkModesTint() throws {
        let app = launch(dark: true)
        open("SwiftUI rows", title: "SwiftUI rows", in: app)
        let note = app.cells.staticTexts["Note"]
        XCTAssertTrue(note.waitForExistence(timeout: 5), "SwiftUI rows has no Note row")
        let start = note.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 120, dy: 0)))
        let pin = app.buttons["Pin"]
        XCTAssertTrue(pin.waitForExistence(timeout: 5), "a swipe on a row with a swipe action but no deletion showed no action")
        Thread.sleep(forTimeInterval: 0.5)  // the swipe settled open
        let screenshot = app.screenshot()
        keepScreenshot("Note swiped open, dark", of: app)
        let frame = pin.frame
        let shown = try sRGB(at: CGPoint(x: frame.minX + frame.width * 0.15, y: frame.minY + frame.height * 0.2), in: screenshot, of: app)
        let dark = try sRGB(of: UIColor.systemIndigo.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        let light = try sRGB(of: UIColor.systemIndigo.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertTrue(distance(shown, dark) < 12, "the Pin action shows \(shown), not indigo (\(dark) in dark mode)")
        XCTAssertTrue(
            distance(shown, dark) < distance(shown, light), "the Pin action shows \(shown): light mode's indigo \(light) in dark mode")
    }

    /// A colour's sRGB components, 0–255.
    private func sRGB(of colour: UIColor) throws -> [Double] {
        let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB))
        let converted = try XCTUnwrap(colour.cgColor.converted(to: space, intent: .defaultIntent, options: nil))
        let components = try XCTUnwrap(converted.components, "the colour has no components")
        return components.prefix(3).map { Double($0) * 255 }
    }

    /// The sRGB components, 0–255, of the screenshot's pixel at a point of the app's window (the
    /// screenshot is drawn into a one-pixel sRGB bitmap: whatever its colour space, the bitmap's
    /// bytes are sRGB).
    @MainActor
    private func sRGB(at point: CGPoint, in screenshot: XCUIScreenshot, of app: XCUIApplication) throws -> [Double] {
        let image = try XCTUnwrap(screenshot.image.cgImage, "the screenshot has no bitmap")
        let scale = CGFloat(image.width) / app.frame.width
        let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB))
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let (x, y) = ((point.x * scale).rounded(.down), (point.y * scale).rounded(.down))
        context.draw(image, in: CGRect(x: -x, y: y + 1 - CGFloat(image.height), width: CGFloat(image.width), height: CGFloat(image.height)))
        let pixel = try XCTUnwrap(context.makeImage()?.dataProvider?.data as Data?, "the pixel could not be read")
        return pixel.prefix(3).map(Double.init)
    }

    /// How far apart two colours are: the largest difference of a component.
    private func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
    }
}
