extension ComposedTableViewController {
    // MARK: - Menus

    /// Adds a row that shows the current choice and, when tapped, offers the options as a menu:
    /// on UIKit a `UIMenu` from the row with the current option checked (iOS 17.4; an action
    /// sheet pointing at the row before), in a terminal a modal list with the current option
    /// marked `✓`. Tapping outside the menu (Esc, Cancel) keeps the choice. Bind the choice to a
    /// model, give it a closure for the user's choices with `ChoiceRow.onChange(_:)`, or read
    /// `ChoiceRow.selection`.
    ///
    /// For a handful of options that fit a sheet; a longer list reads better as
    /// ``addChoice(_:from:selection:optionTitle:optionSubtitle:isEnabled:searchable:)``.
    ///
    /// ```swift
    /// addMenu("Sort by", from: ["Date", "Name", "Size"], selection: "Date").onChange { list.sortOrder = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The row's text, and the menu's title.
    ///   - options: The options, in order; each once.
    ///   - selection: The current choice.
    ///   - optionTitle: An option's text (a key path such as `\.name` works); `String(describing:)`
    ///     by default.
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
