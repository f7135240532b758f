import ComposedTable
import SwiftUI
import UIKit
import XCTest

/// Unsaved changes on the ways out UIKit offers, for a screen inside SwiftUI (its hosting
/// controller is the navigation stack's entry) and in a sheet with a delegate of its own, in
/// the host app's key window (alerts, sheets and SwiftUI's navigation need one).
@MainActor
final class LeavingWithUnsavedChangesTests: XCTestCase {
    /// Shows a navigation controller in a window, and pushes `entry` on top of `root` (the root
    /// when `root` is `nil`); waits until `screen` is in the window.
    private func showStack(
        _ entry: UIViewController, above root: UIViewController?, waitingFor screen: UIViewController
    ) throws -> (UINavigationController, KeyWindow) {
        let navigation = UINavigationController(rootViewController: root ?? entry)
        let window = try KeyWindow(showing: navigation)
        if root != nil { navigation.pushViewController(entry, animated: false) }
        XCTAssertTrue(window.wait { screen.viewIfLoaded?.window != nil }, "the screen never appeared")
        return (navigation, window)
    }

    /// A form inside SwiftUI, pushed with unsaved changes: its hosting controller's back button
    /// asks and the swipe back is off; once saved, the back button is UIKit's own again (before,
    /// the checks looked for the screen on the stack, where only its hosting controller is).
    func testAFormInsideSwiftUIAsksBeforeGoingBackUntilSaved() throws {
        let controller = ComposedTableViewController(title: "Edit")
        controller.addCell(ActiveCell(key: "Name"))
        let hosting = UIHostingController(rootView: ComposedTableView { controller })
        let (navigation, window) = try showStack(hosting, above: UIViewController(), waitingFor: controller)
        defer { window.close() }
        controller.hasUnsavedChanges = true
        XCTAssertNotNil(hosting.navigationItem.backAction, "the back button the bar shows leaves without asking")
        XCTAssertEqual(navigation.interactivePopGestureRecognizer?.isEnabled, false, "a swipe leaves without asking")
        controller.hasUnsavedChanges = false
        XCTAssertNil(hosting.navigationItem.backAction, "a back button that asks stayed after the changes were saved")
        XCTAssertEqual(navigation.interactivePopGestureRecognizer?.isEnabled, true, "the swipe back stayed off after saving")
    }

    /// The same inside SwiftUI's own `NavigationStack` (a UIKit navigation controller under the
    /// hood): the destination's back button asks while changes are unsaved.
    func testAFormPushedInASwiftUINavigationStackAsksBeforeGoingBack() throws {
        let controller = ComposedTableViewController(title: "Edit")
        controller.addCell(ActiveCell(key: "Name"))
        let root = UIHostingController(rootView: PushedForm(controller: controller))
        let window = try KeyWindow(showing: root)
        defer { window.close() }
        window.wait { controller.viewIfLoaded?.window != nil }
        let navigation = try XCTUnwrap(controller.navigationController, "the NavigationStack gave the form no navigation controller")
        XCTAssertEqual(navigation.viewControllers.count, 2, "the form is not pushed on the stack's root")
        let entry = try XCTUnwrap(navigation.topViewController, "the stack has no top")
        XCTAssertFalse(entry === controller, "SwiftUI put the form itself on the stack, not its hosting controller")
        controller.hasUnsavedChanges = true
        XCTAssertNotNil(entry.navigationItem.backAction, "the back button leaves without asking")
        XCTAssertEqual(navigation.interactivePopGestureRecognizer?.isEnabled, false, "a swipe leaves without asking")
        // iOS 26 pops on a swipe from anywhere in the content too; read by name (the SDKs CI
        // builds with predate it). Before iOS 26 there is no such gesture.
        let contentPop = "interactiveContentPopGestureRecognizer"
        let contentGesture =
            navigation.responds(to: NSSelectorFromString(contentPop)) ? navigation.value(forKey: contentPop) as? UIGestureRecognizer : nil
        if #available(iOS 26, *) { XCTAssertNotNil(contentGesture, "iOS 26's navigation controller has no content pop gesture") }
        XCTAssertNotEqual(contentGesture?.isEnabled, true, "a swipe in the content leaves without asking (iOS 26)")
        controller.hasUnsavedChanges = false
        XCTAssertNil(entry.navigationItem.backAction, "a back button that asks stayed after saving")
        XCTAssertNotEqual(contentGesture?.isEnabled, false, "the content swipe stayed off after saving (iOS 26)")
    }

    /// A form at the root of a SwiftUI navigation stack has no back button, unsaved changes or
    /// not: none is made for it.
    func testAFormAtTheRootOfSwiftUIGetsNoBackButton() throws {
        let controller = ComposedTableViewController(title: "Edit")
        controller.addCell(ActiveCell(key: "Name"))
        let hosting = UIHostingController(rootView: ComposedTableView { controller })
        let (_, window) = try showStack(hosting, above: nil, waitingFor: controller)
        defer { window.close() }
        controller.hasUnsavedChanges = true
        XCTAssertNil(hosting.navigationItem.backAction, "a back button appeared at the root")
        XCTAssertNil(controller.navigationItem.backAction, "the screen made a back action at the root")
    }

    /// `quit()` on a stack whose top is a form inside SwiftUI with unsaved changes asks first.
    func testQuitAsksAboutAFormInsideSwiftUI() throws {
        let controller = ComposedTableViewController(title: "Edit")
        controller.addCell(ActiveCell(key: "Name"))
        let hosting = UIHostingController(rootView: ComposedTableView { controller })
        let root = UIViewController()
        let (navigation, window) = try showStack(hosting, above: root, waitingFor: controller)
        defer { window.close() }
        controller.hasUnsavedChanges = true
        navigation.quit()
        window.wait { navigation.presentedViewController != nil }
        XCTAssertTrue(navigation.presentedViewController is UIAlertController, "quit() left without asking")
        XCTAssertTrue(navigation.topViewController === hosting, "quit() popped the form before the answer")
    }

    /// A sheet whose presentation controller has a delegate of its own (SwiftUI's `.sheet`, an
    /// app's): with unsaved changes, the swipe that `isModalInPresentation` stops asks, and the
    /// delegate still hears every other call (before, the guard was not installed at all).
    func testASheetWithItsOwnDelegateAsksAndKeepsTheDelegateInformed() throws {
        let presenter = UIViewController()
        let window = try KeyWindow(showing: presenter)
        defer { window.close() }
        let controller = ComposedTableViewController(title: "Sheet")
        controller.addCell(ActiveCell(key: "Name"))
        let navigation = UINavigationController(rootViewController: controller)
        let own = RecordingSheetDelegate()
        navigation.presentationController?.delegate = own
        presenter.present(navigation, animated: false)
        window.wait { controller.viewIfLoaded?.window != nil }
        controller.hasUnsavedChanges = true
        let sheet = try XCTUnwrap(navigation.presentationController)
        let delegate = try XCTUnwrap(sheet.delegate, "the sheet lost its delegate")
        XCTAssertTrue(controller.isModalInPresentation, "the sheet can be swiped away")
        XCTAssertTrue(
            delegate.responds(to: #selector(RecordingSheetDelegate.presentationControllerDidDismiss(_:))),
            "the sheet's own delegate no longer hears that the sheet went")
        delegate.presentationControllerDidDismiss?(sheet)
        XCTAssertEqual(own.dismissals, 1, "the sheet's own delegate was not told")
        delegate.presentationControllerDidAttemptToDismiss?(sheet)
        window.wait { navigation.presentedViewController != nil }
        XCTAssertTrue(navigation.presentedViewController is UIAlertController, "the swipe did not ask")
        navigation.presentedViewController?.dismiss(animated: false)
        controller.hasUnsavedChanges = false
        XCTAssertTrue(sheet.delegate === own, "the sheet's own delegate did not get the sheet back once saved")
    }

    /// Two screens of one sheet with unsaved changes share one guard: none forwards to another
    /// (two guards forwarding to each other would recurse forever).
    func testTwoScreensOfASheetShareOneGuard() throws {
        let presenter = UIViewController()
        let window = try KeyWindow(showing: presenter)
        defer { window.close() }
        let first = ComposedTableViewController(title: "First")
        first.addCell(ActiveCell(key: "Name"))
        let navigation = UINavigationController(rootViewController: first)
        let own = RecordingSheetDelegate()
        navigation.presentationController?.delegate = own
        presenter.present(navigation, animated: false)
        first.hasUnsavedChanges = true
        let second = ComposedTableViewController(title: "Second")
        second.addCell(ActiveCell(key: "Note"))
        navigation.pushViewController(second, animated: false)
        second.hasUnsavedChanges = true
        navigation.popViewController(animated: false)
        first.hasUnsavedChanges = true  // asked again as the first screen shows again
        let sheet = try XCTUnwrap(navigation.presentationController)
        let delegate = try XCTUnwrap(sheet.delegate, "the sheet lost its delegate")
        XCTAssertTrue(delegate.responds(to: #selector(RecordingSheetDelegate.presentationControllerDidDismiss(_:))))
        delegate.presentationControllerDidDismiss?(sheet)
        XCTAssertEqual(own.dismissals, 1, "the sheet's own delegate was not told once")
    }
}

/// A SwiftUI navigation stack whose path starts on a form.
struct PushedForm: View {
    let controller: ComposedTableViewController

    var body: some View {
        NavigationStack(path: .constant(["form"])) {
            Text("Root").navigationDestination(for: String.self) { _ in ComposedTableView { controller } }
        }
    }
}

/// A sheet's own presentation delegate, counting the dismissals it hears of.
@MainActor
private final class RecordingSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var dismissals = 0

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissals += 1
    }
}
