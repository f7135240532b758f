#if canImport(UIKit)
public import UIKit

extension UINavigationController {
    /// Ends the screens of this navigation controller from code — the UIKit meaning of the
    /// terminal's `NavigationController.quit()`, so that a screen that ends a flow ("Done",
    /// "Quit") is written once.
    ///
    /// An app does not quit: a navigation controller presented modally is dismissed; one that
    /// is not (the app's root) goes back to its root screen. As in a terminal, the screens that
    /// would go and have unsaved changes (`hasUnsavedChanges`) are asked about first, top first,
    /// and nothing goes when the user keeps editing.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Quit") { cell in cell.controller?.navigationController?.quit() })
    /// ```
    public func quit() {
        let isPresented = presentingViewController != nil
        // A screen inside SwiftUI is found in its hosting controller.
        let leaving = (isPresented ? viewControllers : Array(viewControllers.dropFirst())).reversed().compactMap(\.composedScreen)
        guard let host = topViewController?.composedScreen else { return end(isPresented) }
        host.view.endEditing(true)  // what is being typed counts
        TableController.confirmLeaving(leaving.map(\.leavingScreen), askingOn: host.core) { [weak self] _ in
            self?.end(isPresented)
        }
    }

    private func end(_ isPresented: Bool) {
        if isPresented {
            dismiss(animated: true)
        } else {
            popToRootViewController(animated: true)
        }
    }

    /// Ends the screens from code with what they produced — the UIKit meaning of the terminal's
    /// `NavigationController.quit(returning:)`, which a terminal tool's `TerminalApp.run(returning:…)`
    /// returns. An app has no such caller: this does what ``quit()`` does, and the value is not
    /// kept — hand it to whoever started the flow (a closure, a delegate).
    ///
    /// - Parameter result: What the screens produced.
    public func quit(returning result: any Sendable) {
        quit()
    }
}
#endif
