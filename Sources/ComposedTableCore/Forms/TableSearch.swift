/// A screen's search: the backend shows a search field (UIKit: a `UISearchController`; a
/// terminal: `/` then typing) and reports each change of the text with ``update(_:)``; the
/// screen decides what the text shows.
@MainActor
public final class TableSearch {
    /// The placeholder of the empty search field.
    public var prompt: String
    /// The text the user searches for; empty when the search is not used.
    public private(set) var query = ""
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

    /// Reports the search text: the screen filters to it. The same text again does nothing.
    ///
    /// - Parameter query: The text in the search field; empty shows everything.
    public func update(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        onChange(query)
    }
}
