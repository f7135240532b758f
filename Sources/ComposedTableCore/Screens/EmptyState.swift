/// What a screen shows in place of its rows when it has none to show: a title, a message, an
/// image and a button.
///
/// Set it on a screen (`emptyState`); the controller core decides when it shows
/// (``TableController/emptyContent``): whenever the table has no visible row and no collapsed
/// section whose header could be opened — after every change, a search or a hidden section
/// included — and it goes as soon as a row shows. A search that finds nothing shows its own
/// `No results for “query”` message instead: what the user typed explains the emptiness.
///
/// UIKit shows it with `UIContentUnavailableConfiguration` (iOS 17 and later; a view of the same
/// parts on iOS 16); a terminal draws it centred in the body, its button selected with Enter.
///
/// ```swift
/// emptyState = EmptyState(
///     title: "No Messages", message: "New mail shows here.", systemImage: "tray",
///     action: EmptyState.Action("Check Again") { [unowned self] in refresh() })
/// ```
public struct EmptyState: Sendable {
    /// The button of an empty state: a title and what a tap (Enter in a terminal) does.
    public struct Action: Sendable {
        /// The button's text.
        public var title: String
        /// What choosing the button does; it runs on the main actor.
        public var handler: @MainActor () -> Void

        /// Creates a button.
        ///
        /// - Parameters:
        ///   - title: The button's text. An empty one (a label from data) shows no button: see
        ///     ``EmptyState/action``.
        ///   - handler: What choosing it does.
        public init(_ title: String, handler: @escaping @MainActor () -> Void) {
            self.title = title
            self.handler = handler
        }
    }

    /// The main line: what is missing (`"No Messages"`).
    public var title: String
    /// A secondary text: why, or what to do; `nil` for none.
    public var message: String?
    /// An SF Symbol name (`"tray"`): the image on UIKit, a one-column glyph in a terminal; `nil`
    /// for none.
    public var systemImage: String?
    /// The button, or `nil` for none. A button with an empty title (a label from data) reads
    /// `nil`: the screen shows no button rather than one without a text.
    public var action: Action? {
        get { button.flatMap { $0.title.isEmpty ? nil : $0 } }
        set { button = newValue }
    }

    /// The button as set, whatever its title.
    private var button: Action?

    /// Creates an empty state.
    ///
    /// - Parameters:
    ///   - title: The main line; not empty.
    ///   - message: A secondary text, or `nil`.
    ///   - systemImage: An SF Symbol name, or `nil`.
    ///   - action: The button, or `nil`.
    /// - Precondition: `title` is not empty.
    public init(title: String, message: String? = nil, systemImage: String? = nil, action: Action? = nil) {
        require(
            !title.isEmpty,
            "ComposedTable: EmptyState(title:…) was given an empty title; the title is what a screen without rows says (\"No Messages\"). Give one, or set emptyState to nil."
        )
        self.title = title
        self.message = message
        self.systemImage = systemImage
        self.action = action
    }
}

/// What a screen shows instead of rows, as Core decides it (``TableController/emptyContent``).
package enum EmptyContent: Sendable {
    /// A search query filtered every row out: show this message (`No results for “query”`).
    case noResults(String)
    /// The screen has nothing to show: show its empty state.
    case emptyState(EmptyState)
    /// The screen's content is loading: show that it loads (UIKit's loading configuration, a
    /// terminal's spinner).
    case loading
    /// The screen's load failed: show its error (`Couldn’t Load`, the message) and the Retry
    /// button, drawn as an empty state is.
    case loadFailed(EmptyState)

    /// What to draw as an empty state — the screen's own, or a load's error and its Retry
    /// button — when this is one of them.
    package var emptyState: EmptyState? {
        switch self {
        case .emptyState(let state), .loadFailed(let state): state
        case .noResults, .loading: nil
        }
    }

    package var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The no-results message, when this is one.
    package var noResultsMessage: String? {
        if case .noResults(let message) = self { return message }
        return nil
    }
}
