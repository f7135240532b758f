#if canImport(UIKit)
import UIKit

// Unsaved changes on UIKit: the ways out a user takes — the back button, the interactive pop
// gesture, a sheet swiped down — ask the core's question first. Code that pops or dismisses does
// not ask (as UIKit's own API does not).
extension ComposedTableViewController {
    /// Follows ``hasUnsavedChanges``: while it is `true`, the back button asks (`backAction`,
    /// iOS 16), the interactive pop gestures are off (a swipe cannot ask halfway), and a sheet
    /// cannot be swiped down (`isModalInPresentation`) — its attempt asks. Called when the value
    /// changes and when the screen appears (it may have changed before the screen was pushed).
    /// The back button's long-press menu, which jumps back several screens, has no hook in
    /// UIKit: it does not ask.
    func updateLeavingGuards() {
        let asks = core.hasUnsavedChanges
        let navigation = navigationController
        // A screen inside SwiftUI is not on the stack: its hosting controller is, and the back
        // button and the pop gesture are that entry's.
        let entry = navigationEntry
        // Only below the root: on a screen without a back button, a back action would make one.
        let hasBackButton = navigation.map { $0.viewControllers.first !== entry } ?? false
        navigationItem.backAction =
            asks && hasBackButton ? UIAction(identifier: .askToGoBack) { [weak self] _ in self?.askToGoBack() } : nil
        updateParentNavigationItem()
        isModalInPresentation = asks
        if let navigation, let entry, navigation.topViewController === entry, !entry.isMovingFromParent {
            for gesture in navigation.popGestures { gesture.isEnabled = !asks }
        }
        // One guard per sheet, shared by its screens (never one over another: they would forward
        // to each other); the sheet's own delegate (SwiftUI's `.sheet`, an app's) keeps every other
        // call, and has the sheet back once no screen of it asks.
        guard asks || sheetGuard != nil, let sheet = (navigation ?? self).presentationController else { return }
        let current = sheet.delegate as? SheetDismissalGuard
        guard asks else {
            if let current, !SheetDismissalGuard.screens(of: sheet).contains(where: \.hasUnsavedChanges) {
                sheet.delegate = current.forwardee
            }
            return
        }
        let guarding = current ?? sheetGuard ?? SheetDismissalGuard()
        if current == nil {
            guarding.forwardee = sheet.delegate
            sheet.delegate = guarding
        }
        sheetGuard = guarding
    }

    /// The entry of the navigation stack that holds this screen: itself when pushed, or the
    /// container it sits in (SwiftUI's hosting controller); `nil` outside a navigation stack.
    var navigationEntry: UIViewController? {
        navigationController.flatMap { NavigationEntry.holding(self as UIViewController, in: $0, parent: \.parent) }
    }

    /// Turns the pop gestures back on when this screen goes: the next top screen decides.
    func releasePopGesture() {
        guard core.hasUnsavedChanges else { return }
        for gesture in navigationController?.popGestures ?? [] { gesture.isEnabled = true }
    }

    /// The back button while changes are unsaved: asks, then pops.
    func askToGoBack() {
        view.endEditing(true)  // what is being typed counts
        TableController.confirmLeaving([leavingScreen], askingOn: core) { [weak self] _ in
            guard let self, let navigation = self.navigationController, navigation.topViewController === self.navigationEntry else {
                return
            }
            navigation.popViewController(animated: true)
        }
    }

    /// A sheet swiped down while changes are unsaved: asks about every screen of the sheet's
    /// stack, top first, then dismisses the sheet.
    func askToDismissSheet() {
        view.endEditing(true)
        let screens = (navigationController?.viewControllers ?? [self]).reversed().compactMap(\.composedScreen)
        let host = navigationController?.topViewController?.composedScreen ?? self
        TableController.confirmLeaving(screens.map(\.leavingScreen), askingOn: host.core) { [weak self] _ in
            guard let self else { return }
            (self.navigationController ?? self).presentingViewController?.dismiss(animated: true)
        }
    }
}

/// The delegate of a sheet's presentation controller while a screen in it has unsaved changes:
/// the swipe that `isModalInPresentation` stopped asks instead. The delegate the sheet had
/// (SwiftUI's, which learns that the sheet went; an app's) gets every other call.
final class SheetDismissalGuard: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The sheet's delegate before this one. Read by the runtime's forwarding, which UIKit's
    /// delegate calls reach on the main thread.
    nonisolated(unsafe) weak var forwardee: (any UIAdaptivePresentationControllerDelegate)?

    /// The screens a sheet shows, bottom first: its navigation stack's, or the one it presents.
    static func screens(of sheet: UIPresentationController) -> [ComposedTableViewController] {
        let presented = sheet.presentedViewController
        return ((presented as? UINavigationController)?.viewControllers ?? [presented]).compactMap(\.composedScreen)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let screens = Self.screens(of: presentationController)
        if let top = screens.last, screens.contains(where: \.hasUnsavedChanges) {
            top.askToDismissSheet()
        } else {
            forwardee?.presentationControllerDidAttemptToDismiss?(presentationController)
        }
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || forwardee?.responds(to: selector) == true
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        forwardee?.responds(to: selector) == true ? forwardee : nil
    }
}

extension UIViewController {
    /// The screen this controller shows: itself, or the one it contains (a SwiftUI hosting
    /// controller's `ComposedTableView`).
    var composedScreen: ComposedTableViewController? {
        NavigationEntry.screen(in: self, as: ComposedTableViewController.self, children: \.children)
    }
}

extension UINavigationController {
    /// The gestures that pop the top screen: the swipe from the leading edge, and on iOS 26 the
    /// swipe from anywhere in the content (`interactiveContentPopGestureRecognizer`, read by
    /// name: the SDKs the package builds with predate it). A screen that asks before going back
    /// turns both off.
    var popGestures: [UIGestureRecognizer] {
        let contentPop = "interactiveContentPopGestureRecognizer"
        let content = responds(to: NSSelectorFromString(contentPop)) ? value(forKey: contentPop) as? UIGestureRecognizer : nil
        return [interactivePopGestureRecognizer, content].compactMap { $0 }
    }
}

extension UIAction.Identifier {
    /// The back action of a screen with unsaved changes. `UINavigationItem` copies its back
    /// action, so a mirrored one is known by its identifier, not its identity.
    static let askToGoBack = UIAction.Identifier("ComposedTable.askToGoBack")
}
#endif
