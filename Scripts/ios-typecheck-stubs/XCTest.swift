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

// MARK: - UI tests

open class XCUIScreenshot: NSObject {
    open var image: UIImage { stub() }
}
