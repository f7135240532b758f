#if !canImport(UIKit)
extension SwitchCell {
    /// Nothing to set up: the row's accessory draws `[on]` / `[off]`.
    func setUpSwitch() {}

    /// Nothing to follow: the next frame draws the accessory.
    func switchDidChange() {}
}
#endif
