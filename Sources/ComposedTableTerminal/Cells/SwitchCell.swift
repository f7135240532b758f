#if !canImport(UIKit)
/// A row with a switch, drawn `[on]` / `[off]`.
///
/// Selecting the row (Enter or Space) toggles it and calls ``onChange`` with the cell and the new
/// value, then ``ActiveCell/action``, if any. A disabled switch does not toggle.
///
/// ```swift
/// addCell(SwitchCell(key: "Wi-Fi", isOn: true) { cell, isOn in
///     cell.controller?.setCell(networks, hidden: !isOn)
/// })
/// ```
@MainActor
open class SwitchCell: ActiveCell {
    /// Called after the user changed the value, with the cell and the new value.
    open var onChange: (@MainActor (SwitchCell, Bool) -> Void)?

    /// Whether the switch is on. Setting it does not call ``onChange``.
    open var isOn: Bool {
        didSet { accessory = .toggle(isOn: isOn) }
    }

    /// Creates a switch row.
    ///
    /// - Parameters:
    ///   - key: The label.
    ///   - isOn: The initial value.
    ///   - onChange: Called when the user changes the value, with the cell and the new value.
    public init(key: String, isOn: Bool = false, onChange: (@MainActor (SwitchCell, Bool) -> Void)? = nil) {
        self.isOn = isOn
        self.onChange = onChange
        super.init(key: key)
        accessory = .toggle(isOn: isOn)
    }

    /// A switch row always does something when selected: it toggles.
    open override var hasAction: Bool { true }

    /// Toggles the switch as if the user flipped it.
    open override func performAction() {
        isOn.toggle()
        onChange?(self, isOn)
        action?(self)
    }
}
#endif
