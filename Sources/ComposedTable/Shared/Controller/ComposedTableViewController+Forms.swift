public import ComposedTableCore

/// Forms: `validate()`, `isValid`, `onValidityChange` and `showSection(_:when:_:)` forward to
/// Core's form bookkeeping; the choices (`choose`, `addChoice`, `addChoices`, `addMenu`) forward to Core's `ChoiceScreen` — written once for both
/// platforms; the screen only hands Core its table and its option rows.
extension ComposedTableViewController: ChoiceScreen {
    /// The table's form bookkeeping, kept by the controller core.
    package var formTableState: FormTableState { core.formTableState }

    // MARK: - Validation

    /// Runs the rules of every visible row that has some (`validate(_:on:reporting:)`),
    /// awaiting the asynchronous ones, and shows or clears each row's message. Then the first
    /// failing row takes focus when it can (a text field), or else is scrolled on screen.
    ///
    /// Rows run one after another in the table's order; hidden rows and rows of hidden sections
    /// are skipped.
    ///
    /// ```swift
    /// addCell(ActiveCell(key: "Sign up") { cell in
    ///     Task {
    ///         guard let failures = await cell.controller?.validate(), failures.isEmpty else { return }
    ///         submit()
    ///     }
    /// }).enabledWhenValid()
    /// ```
    ///
    /// - Returns: The failures in the table's order: each row, its message and where it is.
    /// - Complexity: O(*v* log *v*) in the validated rows, plus what their rules cost.
    public func validate() async -> [ValidationFailure] {
        await core.validate()
    }

    /// Whether every visible row with rules passes its synchronous rules (asynchronous rules
    /// count in ``validate()`` only). A table without rules is valid.
    ///
    /// - Complexity: O(1): a change of a value or of the table updates the count of failing
    ///   visible rows from the rows it touched (a whole section's failing rows when a section is
    ///   hidden, shown or removed).
    public var isValid: Bool {
        core.isValid
    }

    /// Called with the new ``isValid`` whenever it changes: after a value changes, or after a
    /// change of the table (a failing row hidden or shown) once the batch or the composition
    /// ends.
    public var onValidityChange: (@MainActor (Bool) -> Void)? {
        get { core.onValidityChange }
        set { core.onValidityChange = newValue }
    }

    // MARK: - Section conditions

    /// Shows a section only while a predicate holds for a row's value: evaluated now, then after
    /// every change of the source, with the source's other dependents in one batch.
    ///
    /// A section with several conditions shows while all hold; its rows keep their own
    /// conditions. The source keeps the condition only while this table holds its content
    /// (`reset()` and `recompose()` drop it).
    ///
    /// ```swift
    /// let custom = addSection(header: "Custom server")
    /// showSection(custom, when: serverPicker) { $0 == [2] }  // a PickerCell: its wheels' indices
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - source: The row whose value decides.
    ///   - predicate: Whether the section shows for a value of the source.
    /// - Complexity: O(1) to register; O(*d*) per change of the source.
    public func showSection<Source: InputRow>(
        _ section: SectionID, when source: Source, _ predicate: @escaping @MainActor (Source.Input) -> Bool
    ) {
        core.showSection(section, when: source, predicate)
    }

    /// Shows a section only while a Boolean property of a model is true; followed when the model
    /// is `@Observable`, like a row's `visible(when:_:)`.
    ///
    /// - Parameters:
    ///   - section: A section of this table.
    ///   - model: The model object, kept weakly.
    ///   - keyPath: The property that decides.
    public func showSection<Model: AnyObject>(_ section: SectionID, when model: Model, _ keyPath: KeyPath<Model, Bool>) {
        core.showSection(section, when: model, keyPath)
    }

    // MARK: - Choices

    /// Adds an `OptionCell` with a title to the last section; selecting it runs `action`.
    ///
    /// `addChoices(_:selection:header:footer:title:onChange:)` builds radio groups with it.
    ///
    /// - Parameters:
    ///   - title: The option's text.
    ///   - action: What selecting the option does.
    /// - Returns: The new row.
    @discardableResult
    package func addOption(_ title: String, action: @escaping @MainActor () -> Void) -> OptionCell {
        addCell(OptionCell(key: title) { _ in action() })
    }
    // MARK: - Primitives of choice screens

    /// A new, empty screen with a title, for Core's choice screens.
    package func makeScreen(title: String) -> ComposedTableViewController {
        ComposedTableViewController(title: title)
    }

    /// Whether this screen is in a navigation controller, so that it can push a choice screen.
    package var canPushScreen: Bool { navigationController != nil }

    /// Pushes a choice screen on this screen's navigation controller (on UIKit, unless a push or
    /// pop is running: a second tap during the animation would push a second screen over the
    /// first, so it is ignored; the screen is released unshown, and an `await` on it answers
    /// `nil`).
    package func pushScreen(_ screen: ComposedTableViewController) {
        pushChoiceScreen(screen)
    }

    /// Pops a screen when it is the top of its navigation controller; nothing otherwise (on
    /// UIKit, during a push or pop it waits for the transition to end, then pops the screen if it
    /// is still on top).
    package func popScreen(_ screen: ComposedTableViewController) {
        popChoiceScreen(screen)
    }

    /// Makes an `OptionCell` without adding it; its subtitle shows under its title.
    package func makeOption(
        _ title: String, subtitle: String?, isChecked: Bool, isEnabled: Bool, matched: [Int],
        action: @escaping @MainActor (OptionCell) -> Void
    ) -> OptionCell {
        let option = OptionCell(key: title, value: subtitle, isChecked: isChecked) { cell in
            if let option = cell as? OptionCell { action(option) }
        }
        if subtitle != nil { option.contentStyle = .subtitle }
        option.isEnabled = isEnabled
        option.matchedCharacters = matched
        return option
    }

    /// Gives each option made (a choice screen's options are made as they show, so about a
    /// screenful) the characters of its title that a search matched.
    package func highlightOptions(_ matched: (String) -> [Int]) {
        for case let option as OptionCell in core.composition.remakableCells { option.matchedCharacters = matched(option.key) }
    }

    /// Adds a section of options made when shown, let go when they leave the screen: each option
    /// is made whole (its checkmark included) from the choice.
    @discardableResult
    package func addOptionSection(
        header: String?, footer: String?, count: Int, option: @escaping @MainActor (Int) -> OptionCell
    ) -> SectionID {
        addSection(header: header, footer: footer, count: count, remakesRows: true, cell: option)
    }

    /// Adds an `ActiveCell` with a key and a value to the last section.
    @discardableResult
    package func addValueRow(
        _ key: String, value: String?, showsDisclosure: Bool, action: (@MainActor (ActiveCell) -> Void)?
    ) -> ActiveCell {
        let row = addCell(ActiveCell(key: key, value: value, action: action))
        if showsDisclosure { row.accessory = .disclosureIndicator }
        return row
    }

    /// Shows a menu row's options the platform's way: a `UIMenu` from the row on UIKit (iOS
    /// 17.4; an action sheet before), an action sheet in a terminal.
    package func showMenu(_ menu: ChoiceMenu, from row: ActiveCell) {
        showPlatformMenu(menu, from: row)
    }

    /// Shows a Done button that runs an action (a terminal has no bar buttons: going back is
    /// done).
    package func showDoneButton(_ action: @escaping @MainActor () -> Void) {
        showChoiceDoneButton(action)
    }
}
