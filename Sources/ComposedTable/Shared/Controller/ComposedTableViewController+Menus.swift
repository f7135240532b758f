extension ComposedTableViewController {
    // MARK: - Menus

    /// Adds a row that shows the current choice and, when tapped, offers the options as a menu:
    /// on UIKit a `UIMenu` from the row with the current option checked (iOS 17.4; an action
    /// sheet pointing at the row before), in a terminal a modal list with the current option
    /// marked `✓`. Tapping outside the menu (Esc, Cancel) keeps the choice.
    ///
    /// For a handful of options that fit a sheet; a longer list reads better as
    /// `addChoice(_:from:selection:optionTitle:optionSubtitle:isEnabled:searchable:onChange:)`.
    ///
    /// ```swift
    /// addMenu("Sort by", from: ["Date", "Name", "Size"], selection: "Date") { list.sortOrder = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The row's text, and the menu's title.
    ///   - options: The options, in order; each once.
    ///   - selection: The current choice.
    ///   - optionTitle: An option's text (a key path such as `\.name` works); `String(describing:)`
    ///     by default.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - onChange: Called after the user chose an option, with it.
    /// - Returns: The choice; its `ChoiceRow.selection` is the current option.
    @discardableResult
    public func addMenu<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        isEnabled: (@MainActor (Value) -> Bool)? = nil,
        onChange: @escaping @MainActor (Value) -> Void
    ) -> ChoiceRow<Value, ActiveCell> {
        addMenuRow(key, from: options, selection: selection, optionTitle: optionTitle, isEnabled: isEnabled).onChange(onChange)
    }

    /// Adds a row that offers its options as a menu:
    /// ``addMenu(_:from:selection:optionTitle:isEnabled:onChange:)`` without a closure — bind it
    /// to a model, or read `ChoiceRow.selection`.
    ///
    /// - Parameters:
    ///   - key: The row's text, and the menu's title.
    ///   - options: The options, in order; each once.
    ///   - selection: The current choice.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    /// - Returns: The choice; its `ChoiceRow.selection` is the current option.
    @discardableResult
    public func addMenu<Value: Hashable>(
        _ key: String, from options: [Value], selection: Value,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        isEnabled: (@MainActor (Value) -> Bool)? = nil
    ) -> ChoiceRow<Value, ActiveCell> {
        addMenuRow(key, from: options, selection: selection, optionTitle: optionTitle, isEnabled: isEnabled)
    }
}
