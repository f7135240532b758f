extension ComposedTableViewController {
    // MARK: - Choices

    /// Pushes a screen of options and calls `onChoose` with the one the user picks; the screen
    /// pops itself. Going back chooses nothing.
    ///
    /// The current choice is checked, and the screen opens on it. Options are made as rows when
    /// they first show, so a list of 100,000 costs what is on screen. A list of more than 20
    /// options can be searched (UIKit: a search bar; a terminal: `/`), case and diacritics
    /// ignored. `options` may be a list, sections, or options that load (`ChoiceOptions`).
    ///
    /// ```swift
    /// ActiveCell(key: "Colour", value: "Red") { cell in
    ///     cell.controller?.choose("Colour", from: ["Red", "Green", "Blue"], selection: cell.value) { cell.value = $0 }
    /// }
    /// ```
    ///
    /// With `popsOnChoice: false` the screen stays open, as Settings' ringtone list does: the
    /// check moves to each option the user picks, `onChoose` hears of each at once, and the user
    /// goes back when done.
    ///
    /// ```swift
    /// controller.choose("Ringtone", from: ChoiceOptions(tones), selection: tone, popsOnChoice: false) { tone in
    ///     player.preview(tone)
    ///     settings.ringtone = tone
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options and how they show; an array literal is a list.
    ///   - selection: The current choice, checked; `nil` for none.
    ///   - popsOnChoice: Whether the screen pops once an option is picked (the default), or stays
    ///     open and tells each choice.
    ///   - onChoose: Called with the option picked, before the screen pops; with `popsOnChoice:
    ///     false`, with each option picked.
    /// - Precondition: This screen is in a navigation stack.
    /// - Complexity: O(*n*) to find the selection, O(1) per option otherwise until it shows.
    public func choose<Value: Hashable>(
        _ title: String, from options: ChoiceOptions<Value>, selection: Value?, popsOnChoice: Bool = true,
        onChoose: @escaping @MainActor (Value) -> Void
    ) {
        coreChoose(title, from: options, selection: selection, popsOnChoice: popsOnChoice, onChoose: onChoose)
    }

    /// Pushes a screen of options and returns the one the user picks, or `nil` when the user
    /// goes back; the screen pops itself.
    ///
    /// The screen is the one of ``choose(_:from:selection:popsOnChoice:onChoose:)``. Options that
    /// load (`ChoiceOptions.loading`) show the loading state, then the options, or the error and
    /// Retry.
    ///
    /// ```swift
    /// if let colour = await controller.choose("Colour", from: ChoiceOptions(Colour.allCases, title: \.name), selection: current) {
    ///     current = colour
    /// }
    /// let city = await controller.choose("City", from: .loading { try await api.cities() }, selection: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options and how they show; an array literal is a list.
    ///   - selection: The current choice, checked; `nil` for none.
    /// - Returns: The option picked, or `nil` when the user went back.
    /// - Precondition: This screen is in a navigation stack.
    /// - Complexity: O(*n*) to find the selection, O(1) per option otherwise until it shows.
    public func choose<Value: Hashable & Sendable>(
        _ title: String, from options: ChoiceOptions<Value>, selection: Value?
    ) async -> Value? {
        await coreChoose(title, from: options, selection: selection)
    }

    /// Pushes a screen of options the user checks and unchecks, and calls `onChoose` with the
    /// options checked when the user goes back (or taps Done on UIKit). Cancelling (Esc in a
    /// terminal) calls nothing.
    ///
    /// ```swift
    /// controller.chooseMany("Notify by", from: ["Mail", "Messages", "Phone"], selections: channels) { channels = $0 }
    /// controller.chooseMany("Alerts", from: .sections([
    ///     ChoiceSection(header: "Sounds", options: ["Chime", "Bell"]),
    ///     ChoiceSection(header: "Vibrations", options: ["Pulse", "Heartbeat"]),
    /// ]), selections: alerts) { alerts = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options and how they show; an array literal is a list.
    ///   - selections: The options checked at first.
    ///   - onChoose: Called with the options checked, when the screen leaves.
    /// - Precondition: This screen is in a navigation stack.
    /// - Complexity: O(1) per option until it shows.
    public func chooseMany<Value: Hashable>(
        _ title: String, from options: ChoiceOptions<Value>, selections: Set<Value>,
        onChoose: @escaping @MainActor (Set<Value>) -> Void
    ) {
        coreChooseMany(title, from: options, selections: selections, onChoose: onChoose)
    }

    /// Pushes a screen of options the user checks and unchecks, and returns the options checked
    /// when the user goes back (or taps Done on UIKit); `selections` as they were when the user
    /// cancels, or goes back while the options load.
    ///
    /// ```swift
    /// let tags = await controller.chooseMany("Tags", from: .loading { try await api.tagSections() }, selections: post.tags)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options and how they show; an array literal is a list.
    ///   - selections: The options checked at first.
    /// - Returns: The options checked.
    /// - Precondition: This screen is in a navigation stack.
    /// - Complexity: O(1) per option until it shows.
    public func chooseMany<Value: Hashable & Sendable>(
        _ title: String, from options: ChoiceOptions<Value>, selections: Set<Value>
    ) async -> Set<Value> {
        await coreChooseMany(title, from: options, selections: selections)
    }

    /// Adds a section of options of which the user chooses one — a radio group — each an
    /// `OptionCell` with a checkmark, and returns the group that holds the choice.
    ///
    /// The rows hold the group and the group holds its rows weakly, so no closure needs to
    /// capture either: `onChange` receives the group and the value chosen.
    ///
    /// ```swift
    /// addChoices(["Small", "Medium", "Large"], selection: "Medium", header: "Size") { group, size in
    ///     order.size = size
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - values: The options, in order; each once.
    ///   - selection: The option chosen at first, or `nil`.
    ///   - header: The new section's header, or `nil`.
    ///   - footer: The new section's footer, or `nil`.
    ///   - title: The key path of an option's text (`\.name`); `nil` shows `String(describing:)`.
    ///   - onChange: Called after the user chose an option, with the group and the option.
    /// - Returns: The group; its `ChoiceGroup.selection`` is the choice.
    /// - Complexity: O(*n*) in the options.
    @discardableResult
    public func addChoices<Value: Hashable>(
        _ values: [Value], selection: Value?, header: String? = nil, footer: String? = nil,
        title: KeyPath<Value, String>? = nil,
        onChange: (@MainActor (ChoiceGroup<Value>, Value) -> Void)? = nil
    ) -> ChoiceGroup<Value> {
        tracked(coreAddChoices(values, selection: selection, header: header, footer: footer, title: title, onChange: onChange))
    }

    /// Adds a section of options of which the user chooses any number, each an `OptionCell`
    /// that toggles its checkmark, and returns the group that holds the choice.
    ///
    /// ```swift
    /// addChoices(["Mail", "Messages", "Phone"], selections: ["Mail"], header: "Notify by") { group, _ in
    ///     settings.channels = group.selections
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - values: The options, in order; each once.
    ///   - selections: The options chosen at first.
    ///   - header: The new section's header, or `nil`.
    ///   - footer: The new section's footer, or `nil`.
    ///   - title: The key path of an option's text (`\.name`); `nil` shows `String(describing:)`.
    ///   - onChange: Called after the user toggled an option, with the group and the option.
    /// - Returns: The group; its `ChoiceGroup.selections`` is the choice.
    /// - Complexity: O(*n*) in the options.
    @discardableResult
    public func addChoices<Value: Hashable>(
        _ values: [Value], selections: Set<Value>, header: String? = nil, footer: String? = nil,
        title: KeyPath<Value, String>? = nil,
        onChange: (@MainActor (ChoiceGroup<Value>, Value) -> Void)? = nil
    ) -> ChoiceGroup<Value> {
        tracked(coreAddChoices(values, selections: selections, header: header, footer: footer, title: title, onChange: onChange))
    }

    /// Adds a row that shows the current choice and, when tapped, pushes a screen of options to
    /// change it; the screen pops when the user picks, and the row shows the new choice.
    ///
    /// The options screen is the one of
    /// ``choose(_:from:selection:popsOnChoice:onChoose:)``: it
    /// opens on the current choice, can be searched when long, and makes its rows as they show.
    /// Bind the choice to a model, give it a closure for the user's choices with
    /// `ChoiceRow.onChange(_:)`, or read `ChoiceRow.selection`.
    ///
    /// ```swift
    /// addChoice("Colour", from: ["Red", "Green", "Blue"], selection: "Red").onChange { profile.colour = $0 }
    /// addChoice("Colour", from: Colour.allCases, selection: profile.colour, optionTitle: \.name).bind(to: profile, \.colour)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The row's text, and the title of the options screen.
    ///   - options: The options, in order; each once.
    ///   - selection: The current choice.
    ///   - optionTitle: An option's text (a key path such as `\.name` works); `String(describing:)`
    ///     by default.
    ///   - optionSubtitle: Text under an option on the options screen, or `nil`.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - searchable: Whether the options can be searched; `nil` for more than 20 options.
    /// - Returns: The choice; its `ChoiceRow.selection` is the current option.
    /// - Complexity: O(1); opening the options screen costs what it shows.
    @discardableResult
    public func addChoice<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) -> ChoiceRow<Value, ActiveCell> {
        tracked(
            coreAddChoice(
                key, from: options, selection: selection, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
                searchable: searchable))
    }

    /// A choice whose user changes count for ``tracksUnsavedChanges`` (the core checks it).
    private func tracked<Choice: InputRow>(_ choice: Choice) -> Choice {
        choice.reportUserChanges(to: core)
        return choice
    }
}

extension ChoiceOptions {
    /// Options that load when the screen opens, as one list: the screen of
    /// ``loading(title:subtitle:isEnabled:searchable:_:)-(_,_,_,_,()->[ChoiceSection<Value>])``
    /// (loading state, error and Retry, refresh, "No options") for options in no sections.
    ///
    /// ```swift
    /// let city = await controller.choose("City", from: .loading { try await api.cities() }, selection: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - title: An option's text; `String(describing:)` by default.
    ///   - subtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen (or changed); all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    ///   - load: Loads the options, in order; it may throw.
    /// - Returns: The options.
    /// - Complexity: O(1); `load` runs when the screen opens.
    public static func loading(
        title: @escaping @MainActor (Value) -> String = describeOption, subtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        _ load: @escaping @MainActor () async throws -> [Value]
    ) -> Self {
        .loading(title: title, subtitle: subtitle, isEnabled: isEnabled, searchable: searchable) {
            [ChoiceSection(options: try await load())]
        }
    }
}
