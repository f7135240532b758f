#if !canImport(UIKit)
/// A row with a switch, drawn `[on]` / `[off]`.
///
/// Selecting the row (Enter or Space) toggles it, notifies ``inputObservers`` (`byUser` true)
/// and calls ``onChange`` with the cell and the new value, then ``ActiveCell/action``, if any. A
/// disabled switch does not toggle. Setting ``isOn`` in code notifies ``inputObservers``
/// (`byUser` false) when the value changes, and does not call ``onChange``.
///
/// ```swift
/// addCell(SwitchCell(key: "Wi-Fi", isOn: true) { cell, isOn in
///     cell.controller?.setCell(networks, hidden: !isOn)
/// })
/// ```
@MainActor
open class SwitchCell: ActiveCell, InputRow {
    /// Called after the user changed the value, with the cell and the new value.
    open var onChange: (@MainActor (SwitchCell, Bool) -> Void)?

    /// Whether the switch is on. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` when the value changes.
    open var isOn: Bool {
        didSet {
            accessory = .toggle(isOn: isOn)
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: isOn) }
        }
    }

    /// Whether the user's toggle is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    /// ``isOn``, under the name every input row shares (`InputRow`).
    public var input: Bool {
        get { isOn }
        set { isOn = newValue }
    }

    /// Called after every change of ``isOn``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Bool>()

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

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// A switch row always does something when selected: it toggles.
    open override var hasAction: Bool { true }

    /// Toggles the switch as if the user flipped it.
    open override func performAction() {
        isChangingByUser = true
        isOn.toggle()
        isChangingByUser = false
        let isOn = isOn
        inputObservers.reportUserChange(isOn) {
            onChange?(self, isOn)
        } action: {
            action?(self)
        }
    }
}
#endif
