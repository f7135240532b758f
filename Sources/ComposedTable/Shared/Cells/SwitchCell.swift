/// A row with a switch: a `UISwitch` on UIKit, drawn `[on]` / `[off]` in a terminal.
///
/// Flipping the switch, or selecting the row (a tap; Enter or Space in a terminal), toggles it,
/// notifies ``inputObservers`` (`byUser` true) and calls ``onChange`` with the cell and the new
/// value, then ``ActiveCell/action``, if any. A disabled row does not toggle (UIKit disables its
/// switch). Setting ``isOn`` in code notifies ``inputObservers`` (`byUser` false) when the value
/// changes, and does not call ``onChange``.
///
/// ```swift
/// addCell(SwitchCell(key: "Wi-Fi", isOn: true) { cell, isOn in
///     cell.controller?.setSection(networks, hidden: !isOn)
/// })
/// ```
///
/// As an input row its value is ``isOn``: bindings, conditions and validation read it and
/// observe it through ``inputObservers``.
@MainActor
open class SwitchCell: ActiveCell, InputBackedRow {
    /// Called after the user changed the value, with the cell and the new value.
    public var onChange: (@MainActor (SwitchCell, Bool) -> Void)?

    /// Whether the switch is on. Setting it does not call ``onChange``; it notifies
    /// ``inputObservers`` when the value changes.
    public var isOn: Bool {
        didSet {
            accessory = .toggle(isOn: isOn)
            switchDidChange()
            if !isChangingByUser { inputObservers.reportCodeChange(from: oldValue, to: isOn) }
        }
    }

    /// Whether the user's toggle is being applied (observers hear of it as the user's).
    private var isChangingByUser = false

    /// ``isOn``, under the name every input row shares.
    package var input: Bool {
        get { isOn }
        set { isOn = newValue }
    }

    /// Called after every change of ``isOn``: by the user (`byUser` true, right before
    /// ``onChange``) or by code.
    public let inputObservers = InputObservers<Bool>()

    #if canImport(UIKit)
    // Platform state (marked: stored properties cannot live in extensions).

    /// The switch, for appearance changes (tint); read and set the value with ``isOn``. (UIKit
    /// only.)
    public let toggle = UISwitch()
    #endif

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
        setUpSwitch()
    }

    /// Creates a switch row from a storyboard or nib on UIKit, off. In a terminal it returns
    /// `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.isOn = false
        super.init(coder: coder)
        accessory = .toggle(isOn: false)
        setUpSwitch()
    }

    /// A switch row always does something when selected: it toggles.
    package override var hasAction: Bool { true }

    /// Toggles the switch as if the user flipped it.
    package override func performAction() {
        userDidToggle(to: !isOn)
    }

    /// Applies the user's change: observers hear of it as the user's, then ``onChange`` and the
    /// action run.
    func userDidToggle(to newValue: Bool) {
        isChangingByUser = true
        isOn = newValue
        isChangingByUser = false
        inputObservers.reportUserChange(newValue) {
            onChange?(self, newValue)
        } action: {
            action?(self)
        }
    }
}
