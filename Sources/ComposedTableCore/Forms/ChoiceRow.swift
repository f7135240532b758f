/// A row that shows the current choice and, when tapped, pushes a screen of options to change it
/// — the settings row that opens a picker, in one line.
///
/// Made by `addChoice(_:from:selection:optionTitle:optionSubtitle:isEnabled:searchable:)`.
/// It is an ``InputRow`` of its selection, so it can be bound to a model, validated, or make
/// other rows show:
///
/// ```swift
/// addChoice("Colour", from: Colour.allCases, selection: .red, optionTitle: \.name).bind(to: profile, \.colour)
/// ```
///
/// The row (``row``) holds the choice and the choice holds the row weakly: no cycle, and nothing
/// to keep alive.
@MainActor
public final class ChoiceRow<Value: Hashable, Row: AnyObject>: InputBackedRow {
    /// The row in the table (`ActiveCell`), to hide or move it; `nil` once it is gone.
    public private(set) weak var row: Row?
    /// The options, in sections.
    public var sections: [ChoiceSection<Value>]
    /// Called after the user chose an option (not after code set ``selection``).
    public var onChange: (@MainActor (Value) -> Void)?
    /// Called after every change of ``selection``.
    public let inputObservers = InputObservers<Value>()

    let style: ChoiceStyle<Value>
    /// The bookkeeping of a choice whose row is gone: conditions and rules given then apply to nothing.
    private let detachedFormState = FormRowState()

    /// The chosen option; the row shows its title. Setting it changes the row, not `onChange`.
    public var selection: Value {
        didSet {
            guard selection != oldValue else { return }
            showSelection()
            inputObservers.notify(selection, byUser: false)
        }
    }

    /// The chosen option, as an ``InputRow``.
    package var input: Value {
        get { selection }
        set { selection = newValue }
    }

    init(sections: [ChoiceSection<Value>], selection: Value, style: ChoiceStyle<Value>, onChange: (@MainActor (Value) -> Void)?) {
        self.sections = sections
        self.selection = selection
        self.style = style
        self.onChange = onChange
    }

    /// Sets ``onChange``, for chaining.
    @discardableResult
    public func onChange(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        onChange = action
        return self
    }

    func attach(_ row: Row) {
        self.row = row
        showSelection()
    }

    /// The user chose an option on the pushed screen.
    func userChose(_ value: Value) {
        let changed = value != selection
        if changed {
            selection = value
        }
        onChange?(value)
        if changed { inputObservers.notify(value, byUser: true) }
    }

    private func showSelection() {
        (row as? any ValueRow)?.value = style.optionTitle(selection)
    }
}

/// A choice is a form row through its cell: conditions (`visible(when:_:)`, `enabled(when:_:)`),
/// `validate(_:on:reporting:)` and `enabledWhenValid()` hide, enable and annotate the cell, and read the
/// choice's ``selection``.
extension ChoiceRow: FormRow where Row: FormRow {
    /// The message under the row (the cell's).
    public var validationMessage: String? {
        get { row?.validationMessage }
        set { row?.validationMessage = newValue }
    }

    /// Whether the row accepts interaction (the cell's); `false` once the cell is gone.
    public var isEnabled: Bool {
        get { row?.isEnabled ?? false }
        set { row?.isEnabled = newValue }
    }
}

extension ChoiceRow: FormBackedRow where Row: FormRow {
    /// The cell's form bookkeeping.
    package var formRowState: FormRowState { row?.formState ?? detachedFormState }

    /// The table that holds the cell, or `nil`.
    package var formRowTable: (any FormTable)? { row?.formTable }
}

extension ChoiceRow: FormRowForwarding where Row: FormRow {
    package var forwardedRow: (any FormRow)? { row }
}

extension ChoiceScreen {
    /// What `ComposedTableViewController.addChoice` does (declared there, with its documentation).
    @discardableResult
    package func coreAddChoice<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) -> ChoiceRow<Value, Row> {
        let style = ChoiceStyle(
            title: key, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: false)
        let choice = ChoiceRow<Value, Row>(sections: [ChoiceSection(options: options)], selection: selection, style: style, onChange: nil)
        // The row holds the choice; the screen is reached weakly (it holds the row).
        let row = addValueRow(key, value: nil, showsDisclosure: true) { [weak self, choice] _ in
            self?.presentChoice(choice.style, source: .sections(choice.sections), selections: [choice.selection]) { outcome in
                if case .chosen(let value) = outcome { choice.userChose(value) }
            }
        }
        choice.attach(row)
        return choice
    }
}

/// A menu a row offers, with Core's decisions made: its options in order, which is chosen and
/// which can be chosen. A backend shows it its platform's way — UIKit as a `UIMenu` whose chosen
/// action is in the `.on` state, a terminal (and UIKit before iOS 17.4) as ``alert``, which marks
/// the chosen option with a trailing `✓`.
@MainActor
package struct ChoiceMenu {
    package struct Item: Hashable, Sendable {
        package var title: String
        package var isEnabled: Bool
        package var isChosen: Bool
    }

    /// The menu's title: the row's key.
    package var title: String
    package var items: [Item]
    /// Chooses the option at an index of ``items``: the row's choice follows; its `onChange` runs.
    package var choose: @MainActor (Int) -> Void

    /// The menu as an action sheet, for a backend without menus: each option an action (the
    /// chosen one's title ends in ` ✓`), then Cancel; it starts on the chosen option.
    package var alert: Alert {
        let actions = items.enumerated().map { index, item in
            AlertAction(item.title + (item.isChosen ? " ✓" : ""), isEnabled: item.isEnabled) { [choose] in choose(index) }
        }
        return Alert(
            title: title, style: .actionSheet, actions: actions + [.cancel()], preferredAction: items.firstIndex(where: \.isChosen))
    }
}

extension ChoiceScreen where Self: AlertPresenting {
    /// Adds a menu row: `ComposedTableViewController.addMenu(_:from:selection:optionTitle:isEnabled:)`.
    /// A tap asks the screen to show the menu (``ChoiceScreen/showMenu(_:from:)``), made when it
    /// opens: the options as they are then.
    package func addMenuRow<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        isEnabled: (@MainActor (Value) -> Bool)? = nil
    ) -> ChoiceRow<Value, Row> {
        let style = ChoiceStyle(
            title: key, optionTitle: optionTitle, optionSubtitle: nil, isEnabled: isEnabled, searchable: false,
            allowsMultipleSelection: false)
        let choice = ChoiceRow<Value, Row>(sections: [ChoiceSection(options: options)], selection: selection, style: style, onChange: nil)
        let row = addValueRow(key, value: nil, showsDisclosure: false) { [weak self, choice] row in
            self?.showMenu(choice.menu(title: key), from: row)
        }
        choice.attach(row)
        return choice
    }
}

extension ChoiceRow {
    /// The row's options as a menu, the current choice chosen.
    func menu(title: String) -> ChoiceMenu {
        let options = sections.flatMap(\.options)
        let items = options.map { value in
            ChoiceMenu.Item(title: style.optionTitle(value), isEnabled: style.isEnabled?(value) ?? true, isChosen: value == selection)
        }
        return ChoiceMenu(title: title, items: items) { [weak self] index in
            guard let self, index < options.count else { return }
            self.userChose(options[index])
        }
    }
}
