/// The rules of a text field edited through multistage input (Japanese, Chinese, Korean
/// keyboards), kept once in Core: marked text is provisional and passes unfiltered, and when it is
/// committed the whole text must pass the keyboard's rule (``KeyboardType/admits(_:)``) and the
/// row's `shouldChange`, or the field goes back to the text last accepted.
package struct TextComposition: Equatable, Sendable {
    /// What an edit comes to.
    package enum Outcome: Equatable, Sendable {
        /// Marked text: nothing to report yet.
        case provisional
        /// The text as the rules accept it: report it (observers, `onChange`).
        case accepted(String)
        /// A committed composition the rules refuse: show this text again (the last accepted),
        /// report nothing.
        case refused(revertTo: String)
    }

    /// The text as the rules last accepted it: what a refused composition goes back to.
    package private(set) var acceptedText: String
    /// Whether marked text was shown since the last accepted edit.
    package private(set) var isComposing = false

    package init(text: String) {
        acceptedText = text
    }

    /// Code set the text: it is accepted as it is.
    package mutating func textSetByCode(_ text: String) {
        acceptedText = text
        isComposing = false
    }

    /// The field's text changed by an edit of the user's.
    /// - Complexity: O(*n*) in the length of the text after a composition; O(1) otherwise.
    package mutating func textDidChange(_ text: String, isMarked: Bool, keyboard: KeyboardType, shouldChange: (String) -> Bool) -> Outcome {
        if isMarked {
            isComposing = true
            return .provisional
        }
        if isComposing {
            isComposing = false
            // The committed text did not pass the per-edit rules: apply them to the whole of it.
            if !keyboard.admits(text) || (text != acceptedText && !shouldChange(text)) {
                return .refused(revertTo: acceptedText)
            }
        }
        acceptedText = text
        return .accepted(text)
    }
}
