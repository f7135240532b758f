#if !canImport(UIKit)
public import ComposedTableCore

/// Forms: `validate()`, `isValid`, `onValidityChange` and `showSection(_:when:_:)` come from
/// Core's `FormTable`, `addChoices(…)` from Core's `ChoiceScreen` — written once for both
/// backends; the screen only hands Core its table and its option rows.
extension ComposedTableViewController: ChoiceScreen {
    /// The table's form bookkeeping, kept by the controller core.
    public var formTableState: FormTableState { core.formTableState }

    /// Adds an `OptionCell` with a title to the last section; selecting it runs `action`.
    ///
    /// `addChoices(_:selection:header:footer:title:onChange:)` builds radio groups with it.
    ///
    /// - Parameters:
    ///   - title: The option's text.
    ///   - action: What selecting the option does.
    /// - Returns: The new row.
    @discardableResult
    public func addOption(_ title: String, action: @escaping @MainActor () -> Void) -> OptionCell {
        addCell(OptionCell(key: title) { _ in action() })
    }
}
#endif
