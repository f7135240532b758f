/// A screen that adds sections of options: both backends' `ComposedTableViewController` adopt
/// it, and gain ``addChoices(_:selection:header:footer:title:onChange:)`` and
/// ``addChoices(_:selections:header:footer:title:onChange:)`` from Core — one implementation of
/// radio groups and multiple choice for both.
@MainActor
package protocol ChoiceScreen: FormTable {
    /// The backend's option row (`OptionCell`).
    associatedtype Option: CheckableRow

    /// Shows a menu of options from a row, the platform's way (UIKit: a `UIMenu`; a terminal: an
    /// action sheet, ``ChoiceMenu/alert``).
    func showMenu(_ menu: ChoiceMenu, from row: Row)

    /// Starts a new section; later rows go into it.
    @discardableResult
    func addSection(header: String?, footer: String?) -> SectionID

    /// Adds an option row (`OptionCell`) to the last section.
    @discardableResult
    func addOption(_ title: String, action: @escaping @MainActor () -> Void) -> Option

    // MARK: Primitives of choice screens

    /// The backend's screen (`ComposedTableViewController`): choice screens are made, pushed and
    /// popped as this type.
    associatedtype Screen: ChoiceScreen where Screen.Option == Option, Screen.Row == Row, Screen.Screen == Screen
    /// The backend's plain row (`ActiveCell`): a choice row, a message, a retry button.
    associatedtype Row: ValueRow

    /// A new, empty screen with a title — for Core's choice screens.
    func makeScreen(title: String) -> Screen

    /// Whether this screen is in a navigation stack, so that it can push a screen.
    var canPushScreen: Bool { get }

    /// Pushes a screen on this screen's navigation stack (Core checks ``canPushScreen`` first).
    func pushScreen(_ screen: Screen)

    /// Pops a screen when it is the top of its navigation stack; nothing otherwise.
    func popScreen(_ screen: Screen)

    /// Makes an option row (`OptionCell`) without adding it, the title's `matched` characters highlighted.
    func makeOption(
        _ title: String, subtitle: String?, isChecked: Bool, isEnabled: Bool, matched: [Int], action: @escaping @MainActor (Option) -> Void
    ) -> Option

    /// Highlights in each option made the characters of its title that `matched` gives.
    func highlightOptions(_ matched: (String) -> [Int])

    /// Adds a section of `count` options made when shown, that remakes its rows
    /// (``Composition/addSection(header:footer:count:remakesRows:cell:)`` with `remakesRows:
    /// true`): an option that leaves the screen is let go, and made again by `option` when it
    /// comes back — which therefore gives each option its whole state (its checkmark from the
    /// selection).
    @discardableResult
    func addOptionSection(
        header: String?, footer: String?, count: Int, option: @escaping @MainActor (Int) -> Option
    ) -> SectionID

    /// Adds a row with a key and a value (`ActiveCell`) to the last section.
    @discardableResult
    func addValueRow(_ key: String, value: String?, showsDisclosure: Bool, action: (@MainActor (Row) -> Void)?) -> Row

    /// Removes every section and row.
    func reset()

    /// What loads the screen's rows (`loadAction`): run when the screen first appears, on
    /// refresh and on Retry, with Core's loading state and error in place of the rows.
    var loadAction: (@MainActor () async throws -> Void)? { get set }

    /// Shows a Done button that runs an action (UIKit: the navigation bar's right item). A
    /// terminal has none: going back (← or Esc) is done.
    func showDoneButton(_ action: @escaping @MainActor () -> Void)
}

/// A row whose value can change: the backend's `ActiveCell`.
@MainActor
package protocol ValueRow: RowContent {
    /// The secondary text, or `nil` for none.
    var value: String? { get set }
}

extension ChoiceScreen {
    /// What `ComposedTableViewController.addChoices` does (declared there, with its documentation).
    @discardableResult
    package func coreAddChoices<Value: Hashable>(
        _ values: [Value], selection: Value?, header: String? = nil, footer: String? = nil,
        title: KeyPath<Value, String>? = nil,
        onChange: (@MainActor (ChoiceGroup<Value>, Value) -> Void)? = nil
    ) -> ChoiceGroup<Value> {
        addOptions(values, to: ChoiceGroup(selection: selection, onChange: onChange), header: header, footer: footer, title: title)
    }

    /// What `ComposedTableViewController.addChoices` does (declared there, with its documentation).
    @discardableResult
    package func coreAddChoices<Value: Hashable>(
        _ values: [Value], selections: Set<Value>, header: String? = nil, footer: String? = nil,
        title: KeyPath<Value, String>? = nil,
        onChange: (@MainActor (ChoiceGroup<Value>, Value) -> Void)? = nil
    ) -> ChoiceGroup<Value> {
        addOptions(values, to: ChoiceGroup(selections: selections, onChange: onChange), header: header, footer: footer, title: title)
    }

    private func addOptions<Value: Hashable>(
        _ values: [Value], to group: ChoiceGroup<Value>, header: String?, footer: String?, title: KeyPath<Value, String>?
    ) -> ChoiceGroup<Value> {
        addSection(header: header, footer: footer)
        for value in values {
            let text = title.map { value[keyPath: $0] } ?? String(describing: value)
            // The option holds the group; the group holds its options weakly: no cycle.
            group.add(addOption(text) { [group] in group.toggle(value) }, value: value)
        }
        return group
    }
}
