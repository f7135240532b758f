#if !canImport(UIKit)
extension SteppedNumberRow {
    /// Nothing to follow: the next frame draws the number.
    func steppedNumberDidChange() {}
}

/// The keys of a stepper or a slider row, written once for both (each adopts ``InPlaceEditing``
/// in its terminal file, and these win over the protocol's defaults).
extension InPlaceEditing where Self: SteppedNumberRow {
    /// ←/→ change the row's value.
    var keyHelpTopic: KeyHelpTopic? { .value }

    /// ← and → (or - and +, h and l) move the number one step down or up, as the user's change.
    /// A disabled row takes the keys and ignores them (← does not go back either).
    ///
    /// - Returns: Whether the key was the row's.
    func handleValueKey(_ key: Key) -> Bool {
        let direction: Int
        switch key {
        case .left, .character("h"), .character("-"): direction = -1
        case .right, .character("l"), .character("+"): direction = 1
        default: return false
        }
        if isEnabled { userDidStepNumber(by: direction) }
        return true
    }
}
#endif
