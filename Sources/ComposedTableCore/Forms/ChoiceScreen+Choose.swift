/// A section of a choice screen's options, with a header and a footer.
///
/// ```swift
/// let zone = await choose("Time Zone", from: .sections([
///     ChoiceSection(header: "Recent", options: recent),
///     ChoiceSection(header: "All", options: TimeZone.knownTimeZoneIdentifiers, footer: "Every zone the system knows."),
/// ]), selection: current)
/// ```
public struct ChoiceSection<Value: Hashable> {
    /// The section's header, or `nil`.
    public var header: String?
    /// The options, in order.
    public var options: [Value]
    /// The section's footer, or `nil`.
    public var footer: String?

    /// Creates a section of options, as `addSection(header:footer:)` reads.
    ///
    /// - Parameters:
    ///   - header: The header above the options, or `nil`.
    ///   - options: The options, in order.
    ///   - footer: The footer under the options, or `nil`.
    public init(header: String? = nil, options: [Value], footer: String? = nil) {
        self.header = header
        self.options = options
        self.footer = footer
    }
}

extension ChoiceSection: Sendable where Value: Sendable {}

/// An option's text by default: `String(describing:)`, of the wrapped value for an optional
/// (so a `String?` selection inferred as the option type still reads "Red", not
/// `Optional("Red")`), and empty for `nil`.
@usableFromInline
package func describeOption<Value>(_ value: Value) -> String {
    if let string = value as? String { return string }
    if let optional = value as? any OptionalDescribing { return optional.wrappedDescription }
    return String(describing: value)
}

/// An optional that describes what it wraps.
protocol OptionalDescribing {
    var wrappedDescription: String { get }
}

extension Optional: OptionalDescribing {
    var wrappedDescription: String { map { describeOption($0) } ?? "" }
}

/// The options of a choice screen — a list, sections, or sections that load — and how each
/// shows: its title and subtitle, whether it can be chosen, and whether the list can be searched.
///
/// `choose` and `chooseMany` take one, and so do `TerminalApp.choose` and
/// `TerminalApp.chooseMany`. An array literal is a list of options shown as
/// `String(describing:)` shows them:
///
/// ```swift
/// controller.choose("Colour", from: ["Red", "Green", "Blue"], selection: colour) { colour = $0 }
/// controller.choose("Zone", from: ChoiceOptions(zones, title: \.name, searchable: true), selection: nil) { zone = $0 }
/// controller.chooseMany("Alerts", from: .sections([
///     ChoiceSection(header: "Sounds", options: ["Chime", "Bell"]),
///     ChoiceSection(header: "Vibrations", options: ["Pulse"]),
/// ]), selections: alerts) { alerts = $0 }
/// let city = await controller.choose("City", from: .loading { try await api.cities() }, selection: nil)
/// ```
///
/// Options are any `Hashable` values, each once in all the sections.
public struct ChoiceOptions<Value: Hashable>: ExpressibleByArrayLiteral {
    /// Where the options come from.
    let source: ChoiceSource<Value>
    /// An option's text.
    package let title: @MainActor (Value) -> String
    let subtitle: (@MainActor (Value) -> String?)?
    let isEnabled: (@MainActor (Value) -> Bool)?
    let searchable: Bool?

    init(
        source: ChoiceSource<Value>, title: @escaping @MainActor (Value) -> String, subtitle: (@MainActor (Value) -> String?)?,
        isEnabled: (@MainActor (Value) -> Bool)?, searchable: Bool?
    ) {
        self.source = source
        self.title = title
        self.subtitle = subtitle
        self.isEnabled = isEnabled
        self.searchable = searchable
    }

    /// A list of options, in order.
    ///
    /// - Parameters:
    ///   - options: The options, in order; each once.
    ///   - title: An option's text (a key path such as `\.name` works); `String(describing:)` by
    ///     default.
    ///   - subtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen (or, checking several, changed); all can by
    ///     default.
    ///   - searchable: Whether the list can be searched (UIKit: a search bar; a terminal: `/`),
    ///     case and diacritics ignored; `nil` for more than 20 options.
    /// - Complexity: O(1).
    public init(
        _ options: [Value], title: @escaping @MainActor (Value) -> String = describeOption,
        subtitle: (@MainActor (Value) -> String?)? = nil, isEnabled: (@MainActor (Value) -> Bool)? = nil,
        searchable: Bool? = nil
    ) {
        self.init(
            source: .sections([ChoiceSection(options: options)]), title: title, subtitle: subtitle, isEnabled: isEnabled,
            searchable: searchable)
    }

    /// A list of options written as an array literal, each shown as `String(describing:)` shows
    /// it.
    ///
    /// - Parameter options: The options, in order; each once.
    /// - Complexity: O(1).
    public init(arrayLiteral options: Value...) {
        self.init(options)
    }

    /// Options in sections, under headers and over footers.
    ///
    /// - Parameters:
    ///   - sections: The options, in sections; each option once in all.
    ///   - title: An option's text; `String(describing:)` by default.
    ///   - subtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen (or changed); all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    /// - Returns: The options.
    /// - Complexity: O(1).
    public static func sections(
        _ sections: [ChoiceSection<Value>], title: @escaping @MainActor (Value) -> String = describeOption,
        subtitle: (@MainActor (Value) -> String?)? = nil, isEnabled: (@MainActor (Value) -> Bool)? = nil,
        searchable: Bool? = nil
    ) -> Self {
        Self(source: .sections(sections), title: title, subtitle: subtitle, isEnabled: isEnabled, searchable: searchable)
    }

    /// Options that load when the screen opens, as any screen loads with `loadAction`: while
    /// they load the screen shows that it loads; when loading throws, the error and a Retry
    /// button (which loads again); a refresh (a pull, `r`) loads again and keeps what the user
    /// checked; when it returns nothing, "No options". Going back cancels the loading task, and
    /// answers as going back does: no choice, or the selections as they were.
    ///
    /// ```swift
    /// let tags = await controller.chooseMany("Tags", from: .loading { try await api.tagSections() }, selections: post.tags)
    /// ```
    ///
    /// - Parameters:
    ///   - load: Loads the options, in sections; it may throw.
    ///   - title: An option's text; `String(describing:)` by default.
    ///   - subtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen (or changed); all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    /// - Returns: The options.
    /// - Complexity: O(1); `load` runs when the screen opens.
    public static func loading(
        title: @escaping @MainActor (Value) -> String = describeOption, subtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        _ load: @escaping @MainActor () async throws -> [ChoiceSection<Value>]
    ) -> Self {
        Self(source: .loading(load), title: title, subtitle: subtitle, isEnabled: isEnabled, searchable: searchable)
    }

    /// The options in order, when they are known without loading; `nil` for options that load.
    package var knownOptions: [Value]? {
        guard case .sections(let sections) = source else { return nil }
        return sections.flatMap(\.options)
    }

    /// How a screen of these options shows, titled `title`.
    func style(title screenTitle: String, allowsMultipleSelection: Bool) -> ChoiceStyle<Value> {
        ChoiceStyle(
            title: screenTitle, optionTitle: title, optionSubtitle: subtitle, isEnabled: isEnabled, searchable: searchable,
            allowsMultipleSelection: allowsMultipleSelection)
    }
}

/// How a choice screen shows its options: their titles and subtitles, which can be chosen, and
/// whether the list can be searched.
struct ChoiceStyle<Value: Hashable> {
    var title: String
    var optionTitle: @MainActor (Value) -> String
    var optionSubtitle: (@MainActor (Value) -> String?)?
    var isEnabled: (@MainActor (Value) -> Bool)?
    var searchable: Bool?
    var allowsMultipleSelection: Bool
    /// Whether a single choice pops its screen; `false` keeps it open and tells ``onEachChoice``.
    var popsOnChoice = true
    /// Called with each option chosen while a single choice stays open.
    var onEachChoice: (@MainActor (Value) -> Void)?
}

extension ChoiceScreen {
    // MARK: - Choosing

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable>(
        _ title: String, from options: ChoiceOptions<Value>, selection: Value?, popsOnChoice: Bool = true,
        onChoose: @escaping @MainActor (Value) -> Void
    ) {
        var style = options.style(title: title, allowsMultipleSelection: false)
        style.popsOnChoice = popsOnChoice
        if !popsOnChoice { style.onEachChoice = onChoose }
        presentChoice(style, source: options.source, selections: selection.map { [$0] } ?? []) { outcome in
            if case .chosen(let value) = outcome { onChoose(value) }
        }
    }

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable & Sendable>(
        _ title: String, from options: ChoiceOptions<Value>, selection: Value?
    ) async -> Value? {
        let style = options.style(title: title, allowsMultipleSelection: false)
        return await awaitChoice(style, source: options.source, selections: selection.map { [$0] } ?? [])?.first
    }

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable>(
        _ title: String, from options: ChoiceOptions<Value>, selections: Set<Value>,
        onChoose: @escaping @MainActor (Set<Value>) -> Void
    ) {
        let style = options.style(title: title, allowsMultipleSelection: true)
        presentChoice(style, source: options.source, selections: selections) { outcome in
            if case .checked(let values) = outcome { onChoose(values) }
        }
    }

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable & Sendable>(
        _ title: String, from options: ChoiceOptions<Value>, selections: Set<Value>
    ) async -> Set<Value> {
        let style = options.style(title: title, allowsMultipleSelection: true)
        return await awaitChoice(style, source: options.source, selections: selections) ?? selections
    }

    // MARK: - Presenting

    /// Awaits a choice screen: the chosen values (one for a single choice), or `nil` when the
    /// user went back from a single choice.
    private func awaitChoice<Value: Hashable & Sendable>(
        _ style: ChoiceStyle<Value>, source: ChoiceSource<Value>, selections: Set<Value>
    ) async -> Set<Value>? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Set<Value>?, Never>) in
            let answer = Answer(continuation)
            presentChoice(style, source: source, selections: selections) { outcome in
                switch outcome {
                case .chosen(let value): answer.resume(returning: [value])
                case .checked(let values): answer.resume(returning: values)
                case .cancelled: answer.resume(returning: nil)
                }
            }
        }
    }

    /// Makes, fills and pushes a choice screen; `finish` runs once, with how it ended.
    func presentChoice<Value: Hashable>(
        _ style: ChoiceStyle<Value>, source: ChoiceSource<Value>, selections: Set<Value>,
        finish: @escaping @MainActor (ChoiceOutcome<Value>) -> Void
    ) {
        guard canPushScreen else {
            // A screen that showed and left (an action's task ran after the user went back)
            // answers as if the user went back at once; one never shown is a mistake.
            if formTableState.host?.formHasAppeared == true {
                finish(style.allowsMultipleSelection ? .checked(selections) : .cancelled)
                return
            }
            misuse(
                "ComposedTable: choose(…) was called on a screen that is in no navigation controller; a choice screen is pushed. Show this screen in a navigation controller first."
            )
        }
        let screen = makeScreen(title: style.title)
        let session = ChoiceSession(style: style, selections: selections, screen: screen, finish: finish)
        session.start(source)
        pushScreen(screen)
    }
}
