/// A screen's search: the backend shows a search field (UIKit: a `UISearchController`; a
/// terminal: `/` then typing) and reports each change of the text with ``update(_:)``; the
/// screen decides what the text shows.
///
/// It also holds the field's state, which the backends map to their platform: whether the user
/// is typing in it (``isEditing``: UIKit's search bar has the keyboard, the terminal's keys go
/// to the search line). ``cancel()`` clears the query and closes the field, as Cancel or Esc do.
///
/// ```swift
/// controller.search = TableSearch(prompt: "Countries") { query in
///     let matches = names.indices.filter { query.isEmpty || names[$0].localizedStandardContains(query) }
///     controller.setVisibleRows(query.isEmpty ? nil : matches, in: countries)
/// }
/// ```
@MainActor
public final class TableSearch {
    /// The placeholder of the empty search field.
    public var prompt: String
    /// The text the user searches for; empty when the search is not used.
    public private(set) var query = ""
    /// Whether the user is typing in the search field.
    public private(set) var isEditing = false
    private let onChange: @MainActor (String) -> Void

    /// Creates a search.
    ///
    /// - Parameters:
    ///   - prompt: The placeholder of the empty field.
    ///   - onChange: Called with the new text after each change.
    public init(prompt: String = "Search", onChange: @escaping @MainActor (String) -> Void) {
        self.prompt = prompt
        self.onChange = onChange
    }

    /// Whether the search field shows: while the user types in it, and while a query filters the
    /// screen (so that what filters it stays in view).
    package var isFieldShown: Bool { isEditing || !query.isEmpty }

    /// Reports the search text: the screen filters to it. The same text again does nothing.
    ///
    /// - Parameter query: The text in the search field; empty shows everything.
    package func update(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        onChange(query)
    }

    /// The user started typing in the search field (UIKit: the search bar became first responder;
    /// a terminal: `/`). The query stays: typing goes on from it.
    package func beginEditing() {
        isEditing = true
    }

    /// The user went from the search field to the list (UIKit: the keyboard's Search button, or
    /// the search bar lost the keyboard; a terminal: Enter or ↓). The filter stays.
    package func endEditing() {
        isEditing = false
    }

    /// The user cancelled the search (UIKit: Cancel; a terminal: Esc): the query is cleared — the
    /// screen shows everything again — and the field closes.
    package func cancel() {
        isEditing = false
        update("")
    }

    /// What a screen shows instead of rows when a query found nothing: `No results for “query”`.
    ///
    /// - Parameter query: The search text.
    /// - Returns: The message.
    package static func noResultsMessage(for query: String) -> String {
        "No results for “\(query)”"
    }
}
