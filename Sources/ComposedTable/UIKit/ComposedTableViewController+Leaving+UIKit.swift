#if canImport(UIKit)
import UIKit

// Unsaved changes on UIKit: the ways out a user takes — the back button, the interactive pop
// gesture, a sheet swiped down — ask the core's question first. Code that pops or dismisses does
// not ask (as UIKit's own API does not).
extension ComposedTableViewController {
    /// Follows ``hasUnsavedChanges``: while it is `true`, the back button asks (`backAction`,
    /// iOS 16), the interactive pop gesture is off (a swipe cannot ask halfway), and a sheet
    /// cannot be swiped down (`isModalInPresentation`) — its attempt asks. Called when the value
    /// changes and when the screen appears (it may have changed before the screen was pushed).
    /// The back button's long-press menu, which jumps back several screens, has no hook in
    /// UIKit: it does not ask.
    func updateLeavingGuards() {
        let asks = core.hasUnsavedChanges
        // Only below the root: on a screen without a back button, a back action would make one.
        let hasBackButton = navigationController.map { $0.viewControllers.first !== self } ?? false
        navigationItem.backAction = asks && hasBackButton ? UIAction { [weak self] _ in self?.askToGoBack() } : nil
        updateParentNavigationItem()
        isModalInPresentation = asks
        if let navigation = navigationController, navigation.topViewController === self, !isMovingFromParent {
            navigation.interactivePopGestureRecognizer?.isEnabled = !asks
        }
        guard asks else { return }
        let sheet = (navigationController ?? self).presentationController
        if let sheet, sheet.delegate == nil || sheet.delegate === sheetGuard {
            let guarding = sheetGuard ?? SheetDismissalGuard()
            guarding.screen = self
            sheetGuard = guarding
            sheet.delegate = guarding
        }
    }

    /// Turns the pop gesture back on when this screen goes: the next top screen decides.
    func releasePopGesture() {
        if core.hasUnsavedChanges { navigationController?.interactivePopGestureRecognizer?.isEnabled = true }
    }

    /// The back button while changes are unsaved: asks, then pops.
    func askToGoBack() {
        view.endEditing(true)  // what is being typed counts
        TableController.confirmLeaving([leavingScreen], askingOn: core) { [weak self] _ in
            guard let self, let navigation = self.navigationController, navigation.topViewController === self else { return }
            navigation.popViewController(animated: true)
        }
    }

    /// A sheet swiped down while changes are unsaved: asks about every screen of the sheet's
    /// stack, top first, then dismisses the sheet.
    func askToDismissSheet() {
        view.endEditing(true)
        let screens = (navigationController?.viewControllers ?? [self]).reversed().compactMap { $0 as? ComposedTableViewController }
        let host = (navigationController?.topViewController as? ComposedTableViewController) ?? self
        TableController.confirmLeaving(screens.map(\.leavingScreen), askingOn: host.core) { [weak self] _ in
            guard let self else { return }
            (self.navigationController ?? self).presentingViewController?.dismiss(animated: true)
        }
    }
}

/// The delegate of a sheet's presentation controller while a screen in it has unsaved changes:
/// the swipe that `isModalInPresentation` stopped asks instead.
final class SheetDismissalGuard: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The screen whose changes are unsaved.
    weak var screen: ComposedTableViewController?

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        screen?.askToDismissSheet()
    }
}
#endif
