#if canImport(UIKit)
import ComposedTableCore
import UIKit

extension UIAlertAction.Style {
    /// The style of an action's role.
    init(_ role: AlertAction.Role) {
        switch role {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension UIAlertController.Style {
    /// The style of an alert's style.
    init(_ style: Alert.Style) {
        switch style {
        case .alert: self = .alert
        case .actionSheet: self = .actionSheet
        }
    }
}

/// Reports a tap outside an action sheet's popover (iPad) to Core, which decides what it means.
@MainActor
final class AlertPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    private weak var presentation: AlertPresentation?

    init(_ presentation: AlertPresentation) {
        self.presentation = presentation
    }

    /// Whether a tap outside may close the popover: when Core says cancelling does something
    /// (an enabled cancel action, or an action sheet without one, which closes with no action).
    /// A sheet whose cancel action is disabled stays, rather than closing without an answer and
    /// leaving the screen's alert queue waiting for one. (Apple documents that the system may ask
    /// at any time, and that a `true` is not always followed by a dismissal.)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        presentation?.canCancel ?? true
    }

    /// Called only when the user dismissed the popover, never for a dismissal by code.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presentation?.cancel()
    }
}
#endif
