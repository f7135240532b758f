#if canImport(UIKit)
import UIKit

extension UIResponder {
    /// Forgets the typing undo history of a text field or text view whose text was rewritten by
    /// code, or whose edit its delegate refused.
    ///
    /// UIKit's typing undo records each edit by its range in the text as the edit left it. When
    /// the text changes behind its back (`text` set, an edit refused with `false` from
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`), the recorded ranges no longer
    /// fit, and the next undo throws an `NSRangeException` from `_UITextUndoOperationTyping`
    /// (openradar 16570390 and 32508213; FlagPhoneNumber #121, focus-ios #2938 report the same
    /// crash). An empty history cannot be wrong: undo then does nothing.
    ///
    /// Only the responder's own manager, taken now: a text field or text view has one while it
    /// is first responder, cleared when it resigns (`UIResponder.undoManager`); otherwise the
    /// property walks up the responder chain to the window's shared manager, the app's history,
    /// which is not ours to clear. The history is cleared in a task on the main actor, after
    /// UIKit has finished the event — a refused paste registers its undo operation around the
    /// delegate's answer, so a history cleared from inside the delegate would get it back — and
    /// not while the manager undoes, redoes or has registration disabled (`removeAllActions()`
    /// enables it again).
    func forgetTypingUndoHistory() {
        guard isFirstResponder, let manager = undoManager else { return }
        Task { @MainActor [weak manager] in
            guard let manager, manager.isUndoRegistrationEnabled, !manager.isUndoing, !manager.isRedoing else { return }
            manager.removeAllActions()
        }
    }
}
#endif
