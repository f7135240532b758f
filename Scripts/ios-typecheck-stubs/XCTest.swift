// A TYPE-CHECK STUB of Apple's XCTest — never linked, never run, not part of any target.
//
// The iOS SDK that Scripts/ios-typecheck uses on Linux has no XCTest (Xcode ships it beside the
// SDK), so this file declares, with Apple's signatures, the parts of XCTest that
// Tests/ComposedTableUIKitTests and Demo/iOS/UITests use — and only those. Scripts/ios-typecheck
// emits it as a module named XCTest before it type-checks the tests. Every body traps: nothing
// here runs. When a test needs more of XCTest, add the declaration as Apple spells it (Xcode's
// XCTest.framework headers and the XCTest Swift overlay), not as the test would like it.
public import Foundation
public import UIKit

private func stub() -> Never { fatalError("XCTest type-check stub: never run") }

// MARK: - Test cases

open class XCTest: NSObject {
    open var name: String { stub() }
}

open class XCTestCase: XCTest {
    public override init() { stub() }

    open func setUp() {}
    open func tearDown() {}
    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
    open func setUp() async throws {}
    open func tearDown() async throws {}

    open var continueAfterFailure: Bool {
        get { stub() }
        set { stub() }
    }

    open func expectation(description: String) -> XCTestExpectation { stub() }

    @discardableResult
    open func expectation(
        forNotification notificationName: NSNotification.Name, object objectToObserve: Any?,
        handler: XCTNSNotificationExpectation.Handler? = nil
    ) -> XCTestExpectation { stub() }

    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval, enforceOrder: Bool = false) { stub() }

    public func fulfillment(of expectations: [XCTestExpectation], timeout seconds: TimeInterval, enforceOrder: Bool = false) async {
        stub()
    }

    open func addTeardownBlock(_ block: @escaping () -> Void) { stub() }
    open func addTeardownBlock(_ block: @escaping @Sendable () async throws -> Void) { stub() }

    open func measure(_ block: () -> Void) { stub() }

    open func add(_ attachment: XCTAttachment) { stub() }
}

open class XCTNSNotificationExpectation: XCTestExpectation {
    public typealias Handler = @Sendable (Notification) -> Bool
}

open class XCTestExpectation: NSObject {
    public init(description expectationDescription: String) { stub() }
    open func fulfill() { stub() }
    open var expectedFulfillmentCount: Int {
        get { stub() }
        set { stub() }
    }
    open var isInverted: Bool {
        get { stub() }
        set { stub() }
    }
}

public struct XCTSkip: Error {
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) { stub() }
}

// MARK: - Attachments

open class XCTAttachment: NSObject {
    public enum Lifetime: Int, @unchecked Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    public init(screenshot: XCUIScreenshot) { stub() }
    public init(image: UIImage) { stub() }
    public init(string: String) { stub() }

    open var name: String? {
        get { stub() }
        set { stub() }
    }
    open var lifetime: Lifetime {
        get { stub() }
        set { stub() }
    }
}

// MARK: - Assertions

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) { stub() }

public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { stub() }

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { stub() }

public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { stub() }

public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { stub() }

public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { stub() }

public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { stub() }

public func XCTAssertNotEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { stub() }

public func XCTAssertGreaterThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { stub() }

public func XCTAssertIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { stub() }

public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) throws -> T { stub() }

// MARK: - UI tests (XCUITest: Apple marks these main-actor isolated)

@MainActor
open class XCUIScreenshot: NSObject {
    open var image: UIImage { stub() }
}

@MainActor
public protocol XCUIElementTypeQueryProvider {
    var alerts: XCUIElementQuery { get }
    var buttons: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
    var menuItems: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var searchFields: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var switches: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
}

@MainActor
open class XCUIElement: NSObject, XCUIElementTypeQueryProvider {
    public struct KeyModifierFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        public static let command = KeyModifierFlags(rawValue: 1 << 4)
    }

    open var exists: Bool { stub() }
    open var isHittable: Bool { stub() }
    open var value: Any? { stub() }
    open var label: String { stub() }
    open var frame: CGRect { stub() }
    open func waitForExistence(timeout: TimeInterval) -> Bool { stub() }
    open func tap() { stub() }
    open func doubleTap() { stub() }
    open func press(forDuration duration: TimeInterval) { stub() }
    open func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) { stub() }
    open func swipeDown() { stub() }
    open func swipeUp() { stub() }
    open func typeText(_ text: String) { stub() }
    open func typeKey(_ key: String, modifierFlags flags: KeyModifierFlags) { stub() }
    open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { stub() }
    open func screenshot() -> XCUIScreenshot { stub() }

    open var alerts: XCUIElementQuery { stub() }
    open var buttons: XCUIElementQuery { stub() }
    open var cells: XCUIElementQuery { stub() }
    open var menuItems: XCUIElementQuery { stub() }
    open var navigationBars: XCUIElementQuery { stub() }
    open var searchFields: XCUIElementQuery { stub() }
    open var staticTexts: XCUIElementQuery { stub() }
    open var switches: XCUIElementQuery { stub() }
    open var textFields: XCUIElementQuery { stub() }
}

@MainActor
open class XCUIApplication: XCUIElement {
    public override init() { stub() }
    public init(bundleIdentifier: String) { stub() }
    open func launch() { stub() }
    open func terminate() { stub() }
    open var launchArguments: [String] {
        get { stub() }
        set { stub() }
    }
    open var launchEnvironment: [String: String] {
        get { stub() }
        set { stub() }
    }

    public enum State: UInt, @unchecked Sendable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    open var state: State { stub() }
}

@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    open subscript(key: String) -> XCUIElement { stub() }
    open var firstMatch: XCUIElement { stub() }
    open var count: Int { stub() }
    open func element(boundBy index: Int) -> XCUIElement { stub() }
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { stub() }

    open var alerts: XCUIElementQuery { stub() }
    open var buttons: XCUIElementQuery { stub() }
    open var cells: XCUIElementQuery { stub() }
    open var menuItems: XCUIElementQuery { stub() }
    open var navigationBars: XCUIElementQuery { stub() }
    open var searchFields: XCUIElementQuery { stub() }
    open var staticTexts: XCUIElementQuery { stub() }
    open var switches: XCUIElementQuery { stub() }
    open var textFields: XCUIElementQuery { stub() }
}

@MainActor
open class XCUICoordinate: NSObject {
    open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { stub() }
    open func tap() { stub() }
    open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) { stub() }
}
