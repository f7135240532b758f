import UIKit
import XCTest

/// A key window in the test host's scene: what text focus, menus, alerts and SwiftUI's
/// navigation need, and what an unhosted test bundle cannot make (there `UIApplication.shared`
/// is not set up and `makeKeyAndVisible()` crashes — uber/ios-snapshot-test-case,
/// docs/LibraryVsApplicationTestBundles.md). These tests run inside the demo app
/// (`TEST_HOST`, Demo/iOS/ComposedTableDemo.xcodeproj); without a key window they fail, never
/// skip.
@MainActor
final class KeyWindow {
    let window: UIWindow

    /// Shows a view controller as the root of a new key window in the host's window scene.
    ///
    /// - Parameters:
    ///   - root: The window's root view controller.
    ///   - file: The file of the failure, by default the caller's.
    ///   - line: The line of the failure, by default the caller's.
    /// - Throws: A failure when the host has no foreground window scene, or the window did not
    ///   become key.
    init(showing root: UIViewController, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date(timeIntervalSinceNow: 5)
        var scene: UIWindowScene?
        repeat {
            scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
                .first { $0.activationState == .foregroundActive }
            if scene == nil { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05)) }
        } while scene == nil && Date() < deadline
        let windowScene = try XCTUnwrap(
            scene, "the test host has no active window scene: run these tests hosted by the demo app (TEST_HOST)", file: file,
            line: line)
        window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin(0.05)
        guard window.isKeyWindow else {
            close()
            throw KeyWindowError(message: "the test window did not become the key window: text focus and menus need one")
        }
    }

    /// Lets the run loop run for a time: animations advance, queued work runs.
    ///
    /// - Parameter seconds: How long, in wall-clock time.
    func spin(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Runs the run loop until a condition holds, or until the time is up.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in wall-clock time.
    ///   - condition: What to wait for.
    /// - Returns: Whether the condition held in time.
    @discardableResult
    func wait(timeout: TimeInterval = 3, until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            spin(0.02)
        }
        return true
    }

    /// Takes the window off screen (dismissing what it presents), so that the next test starts
    /// with none of this one's views.
    func close() {
        window.rootViewController?.presentedViewController?.dismiss(animated: false)
        window.isHidden = true
        window.rootViewController = nil
    }
}

/// A test that cannot check what it is for: it fails with this message (thrown, not skipped).
struct KeyWindowError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
