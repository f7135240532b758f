/// A section of a choice screen's options, with a header and a footer.
///
/// ```swift
/// let zone = await choose("Time Zone", sections: [
///     ChoiceSection("Recent", options: recent),
///     ChoiceSection("All", options: TimeZone.knownTimeZoneIdentifiers),
/// ], selection: current)
/// ```
public struct ChoiceSection<Value: Hashable> {
    /// The section's header, or `nil`.
    public var header: String?
    /// The options, in order.
    public var options: [Value]
    /// The section's footer, or `nil`.
    public var footer: String?

    /// Creates a section of options.
    ///
    /// - Parameters:
    ///   - header: The header, or `nil`.
    ///   - options: The options, in order.
    ///   - footer: The footer, or `nil`.
    public init(_ header: String? = nil, options: [Value], footer: String? = nil) {
        self.header = header
        self.options = options
        self.footer = footer
    }

    /// Creates a section of options under a header, as `addSection(header:footer:)` reads.
    ///
    /// ```swift
    /// let server = await choose("Server", sections: [
    ///     ChoiceSection(header: "Europe", options: ["Paris", "Berlin"]),
    ///     ChoiceSection(header: "America", options: ["Toronto"], footer: "Slower from Europe."),
    /// ], selection: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - header: The header above the options, or `nil`.
    ///   - options: The options, in order.
    ///   - footer: The footer under the options, or `nil`.
    public init(header: String?, options: [Value], footer: String? = nil) {
        self.init(header, options: options, footer: footer)
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
    // MARK: - Choosing one

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable>(
        _ title: String, from options: [Value], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil, popsOnChoice: Bool = true,
        onChoose: @escaping @MainActor (Value) -> Void
    ) {
        coreChoose(
            title, sections: [ChoiceSection(options: options)], selection: selection, optionTitle: optionTitle,
            optionSubtitle: optionSubtitle, isEnabled: isEnabled, searchable: searchable, popsOnChoice: popsOnChoice,
            onChoose: onChoose)
    }

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable>(
        _ title: String, sections: [ChoiceSection<Value>], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil, popsOnChoice: Bool = true,
        onChoose: @escaping @MainActor (Value) -> Void
    ) {
        var style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: false)
        style.popsOnChoice = popsOnChoice
        if !popsOnChoice { style.onEachChoice = onChoose }
        presentChoice(style, source: .sections(sections), selections: selection.map { [$0] } ?? []) { outcome in
            if case .chosen(let value) = outcome { onChoose(value) }
        }
    }

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable & Sendable>(
        _ title: String, from options: [Value], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Value? {
        await coreChoose(
            title, sections: [ChoiceSection(options: options)], selection: selection, optionTitle: optionTitle,
            optionSubtitle: optionSubtitle, isEnabled: isEnabled, searchable: searchable)
    }

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable & Sendable>(
        _ title: String, sections: [ChoiceSection<Value>], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Value? {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: false)
        return await awaitChoice(style, source: .sections(sections), selections: selection.map { [$0] } ?? [])?.first
    }

    /// What `ComposedTableViewController.choose` does (declared there, with its documentation).
    package func coreChoose<Value: Hashable & Sendable>(
        _ title: String, loading options: @escaping @MainActor () async throws -> [ChoiceSection<Value>], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Value? {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: false)
        return await awaitChoice(style, source: .loading(options), selections: selection.map { [$0] } ?? [])?.first
    }

    // MARK: - Choosing several

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable>(
        _ title: String, from options: [Value], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        onChoose: @escaping @MainActor (Set<Value>) -> Void
    ) {
        coreChooseMany(
            title, sections: [ChoiceSection(options: options)], selections: selections, optionTitle: optionTitle,
            optionSubtitle: optionSubtitle, isEnabled: isEnabled, searchable: searchable, onChoose: onChoose)
    }

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable & Sendable>(
        _ title: String, from options: [Value], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Set<Value> {
        await coreChooseMany(
            title, sections: [ChoiceSection(options: options)], selections: selections, optionTitle: optionTitle,
            optionSubtitle: optionSubtitle, isEnabled: isEnabled, searchable: searchable)
    }

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable>(
        _ title: String, sections: [ChoiceSection<Value>], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        onChoose: @escaping @MainActor (Set<Value>) -> Void
    ) {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: true)
        presentChoice(style, source: .sections(sections), selections: selections) { outcome in
            if case .checked(let values) = outcome { onChoose(values) }
        }
    }

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable & Sendable>(
        _ title: String, sections: [ChoiceSection<Value>], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Set<Value> {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: true)
        return await awaitChoice(style, source: .sections(sections), selections: selections) ?? selections
    }

    /// What `ComposedTableViewController.chooseMany` does (declared there, with its documentation).
    package func coreChooseMany<Value: Hashable & Sendable>(
        _ title: String, loading options: @escaping @MainActor () async throws -> [ChoiceSection<Value>], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Set<Value> {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: true)
        return await awaitChoice(style, source: .loading(options), selections: selections) ?? selections
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
