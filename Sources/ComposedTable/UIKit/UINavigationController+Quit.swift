#if canImport(UIKit)
public import UIKit

extension UINavigationController {
    /// Ends the screens of this navigation controller from code — the UIKit meaning of the
    /// terminal's `NavigationController.quit()`, so that a screen that ends a flow ("Done",
    /// "Quit") is written once.
    ///
    /// An app does not quit: a navigation controller presented modally is dismissed; one that
    /// is not (the app's root) goes back to its root screen.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Quit") { cell in cell.controller?.navigationController?.quit() })
    /// ```
    public func quit() {
        if presentingViewController != nil {
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
