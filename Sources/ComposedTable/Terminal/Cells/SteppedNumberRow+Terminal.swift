#if !canImport(UIKit)
extension SteppedNumberRow {
    /// Nothing to follow: the next frame draws the number.
    func steppedNumberDidChange() {}

    /// A key on a stepper or slider row: ← and → (or - and +, h and l) move the number one step
    /// down or up, as the user's change. A disabled row takes the keys and ignores them (← does
    /// not go back either).
    ///
    /// - Returns: Whether the key was the row's.
    func handleSteppedNumberKey(_ key: Key) -> Bool {
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
