/// A row that shows the current choice and, when tapped, pushes a screen of options to change it
/// — the settings row that opens a picker, in one line.
///
/// Made by ``ChoiceScreen/addChoice(_:from:selection:optionTitle:optionSubtitle:isEnabled:searchable:onChange:)``.
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
public final class ChoiceRow<Value: Hashable, Row: ValueRow>: InputRow {
    /// What the row edits: the chosen option.
    public typealias Input = Value

    /// The row in the table (`ActiveCell`), to hide or move it; `nil` once it is gone.
    public private(set) weak var row: Row?
    /// The options, in sections.
    public var sections: [ChoiceSection<Value>]
    /// Called after the user chose an option (not after code set ``selection``).
    public var onChange: (@MainActor (Value) -> Void)?
    /// Called after every change of ``selection``.
    public let inputObservers = InputObservers<Value>()

    let style: ChoiceStyle<Value>

    /// The chosen option; the row shows its title. Setting it changes the row, not `onChange`.
    public var selection: Value {
        didSet {
            guard selection != oldValue else { return }
            showSelection()
            inputObservers.notify(selection, byUser: false)
        }
    }

    /// The chosen option, as an ``InputRow``.
    public var input: Value {
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
        row?.value = style.optionTitle(selection)
    }
}

extension ChoiceScreen {
    /// What `ComposedTableViewController.addChoice` does (declared there, with its documentation).
    @discardableResult
    package func coreAddChoice<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        onChange: @escaping @MainActor (Value) -> Void
    ) -> ChoiceRow<Value, Row> {
        coreAddChoice(
            key, from: options, selection: selection, optionTitle: optionTitle, optionSubtitle: optionSubtitle,
            isEnabled: isEnabled, searchable: searchable
        ).onChange(onChange)
    }

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
        let choice = ChoiceRow<Value, Row>(
            sections: [ChoiceSection(options: options)], selection: selection, style: style, onChange: nil)
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

extension ChoiceScreen where Self: AlertPresenting {
    /// Adds a menu row: `ComposedTableViewController.addMenu(_:from:selection:optionTitle:isEnabled:)`.
    package func addMenuRow<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        isEnabled: (@MainActor (Value) -> Bool)? = nil
    ) -> ChoiceRow<Value, Row> {
        let style = ChoiceStyle(
            title: key, optionTitle: optionTitle, optionSubtitle: nil, isEnabled: isEnabled, searchable: false,
            allowsMultipleSelection: false)
        let choice = ChoiceRow<Value, Row>(
            sections: [ChoiceSection(options: options)], selection: selection, style: style, onChange: nil)
        let row = addValueRow(key, value: nil, showsDisclosure: false) { [weak self, choice] row in
            guard let self else { return }
            let options = choice.sections.flatMap(\.options)
            let actions = options.map { value in
                AlertAction(
                    choice.style.optionTitle(value) + (value == choice.selection ? " ✓" : ""),
                    isEnabled: choice.style.isEnabled?(value) ?? true
                ) { [choice] in choice.userChose(value) }
            }
            // The menu starts on the current option (Core's rules start elsewhere when it is disabled).
            let current = options.firstIndex(of: choice.selection)
            presentAlert(
                Alert(title: key, style: .actionSheet, actions: actions + [.cancel()], preferredAction: current),
                from: row as? AlertSource)
        }
        choice.attach(row)
        return choice
    }
}
