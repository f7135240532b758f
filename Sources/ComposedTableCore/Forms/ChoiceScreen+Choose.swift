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
}

extension ChoiceSection: Sendable where Value: Sendable {}

/// An option's text by default: `String(describing:)`, of the wrapped value for an optional
/// (so a `String?` selection inferred as the option type still reads "Red", not
/// `Optional("Red")`), and empty for `nil`.
@usableFromInline
package func describeOption<Value>(_ value: Value) -> String {
    // Strings first, without a dynamic cast (a search folds every option's title).
    if Value.self == String.self { return unsafeBitCast(value, to: String.self) }
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
///
/// Every parameter of ``ChoiceScreen/choose(_:from:selection:optionTitle:optionSubtitle:isEnabled:searchable:onChoose:)``
/// after the options and the selection lands here; most screens use the defaults.
struct ChoiceStyle<Value: Hashable> {
    var title: String
    var optionTitle: @MainActor (Value) -> String
    var optionSubtitle: (@MainActor (Value) -> String?)?
    var isEnabled: (@MainActor (Value) -> Bool)?
    var searchable: Bool?
    var allowsMultipleSelection: Bool
}

extension ChoiceScreen {
    // MARK: - Choosing one

    /// Pushes a screen of options and calls `onChoose` with the one the user picks; the screen
    /// pops itself. Going back chooses nothing.
    ///
    /// The current choice is checked, and the screen opens on it. Options are made as rows when
    /// they first show, so a list of 100,000 costs what is on screen. A list of more than 20
    /// options can be searched (UIKit: a search bar; a terminal: `/`), case and diacritics
    /// ignored.
    ///
    /// ```swift
    /// ActiveCell(key: "Colour", value: "Red") { cell in
    ///     cell.controller?.choose("Colour", from: ["Red", "Green", "Blue"], selection: cell.value) { cell.value = $0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options, in order; each once.
    ///   - selection: The current choice, checked; `nil` for none.
    ///   - optionTitle: An option's text (a key path such as `\.name` works); `String(describing:)`
    ///     by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    ///   - onChoose: Called with the option picked, before the screen pops.
    /// - Precondition: This screen is in a navigation stack.
    /// - Complexity: O(*n*) to find the selection, O(1) per option otherwise until it shows.
    public func choose<Value: Hashable>(
        _ title: String, from options: [Value], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        onChoose: @escaping @MainActor (Value) -> Void
    ) {
        choose(
            title, sections: [ChoiceSection(options: options)], selection: selection, optionTitle: optionTitle,
            optionSubtitle: optionSubtitle, isEnabled: isEnabled, searchable: searchable, onChoose: onChoose)
    }

    /// Pushes a screen of options in sections and calls `onChoose` with the one the user picks;
    /// the screen pops itself. Going back chooses nothing.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - sections: The options, in sections; each option once in all.
    ///   - selection: The current choice, checked; `nil` for none.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    ///   - onChoose: Called with the option picked, before the screen pops.
    /// - Precondition: This screen is in a navigation stack.
    /// - Complexity: O(*n*) to find the selection.
    public func choose<Value: Hashable>(
        _ title: String, sections: [ChoiceSection<Value>], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        onChoose: @escaping @MainActor (Value) -> Void
    ) {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: false)
        presentChoice(style, source: .sections(sections), selections: selection.map { [$0] } ?? []) { outcome in
            if case .chosen(let value) = outcome { onChoose(value) }
        }
    }

    /// Pushes a screen of options and returns the one the user picks, or `nil` when the user
    /// goes back; the screen pops itself.
    ///
    /// ```swift
    /// if let colour = await controller.choose("Colour", from: Colour.allCases, selection: current, optionTitle: \.name) {
    ///     current = colour
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options, in order; each once.
    ///   - selection: The current choice, checked; `nil` for none.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    /// - Returns: The option picked, or `nil` when the user went back.
    /// - Precondition: This screen is in a navigation stack.
    public func choose<Value: Hashable & Sendable>(
        _ title: String, from options: [Value], selection: Value?,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Value? {
        await choose(
            title, sections: [ChoiceSection(options: options)], selection: selection, optionTitle: optionTitle,
            optionSubtitle: optionSubtitle, isEnabled: isEnabled, searchable: searchable)
    }

    /// Pushes a screen of options in sections and returns the one the user picks, or `nil`
    /// when the user goes back.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - sections: The options, in sections; each option once in all.
    ///   - selection: The current choice, checked; `nil` for none.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    /// - Returns: The option picked, or `nil` when the user went back.
    /// - Precondition: This screen is in a navigation stack.
    public func choose<Value: Hashable & Sendable>(
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

    /// Pushes a screen that loads its options, then returns the one the user picks, or `nil`
    /// when the user goes back.
    ///
    /// While `options` runs the screen shows "Loading…"; when it throws, the error and a Retry
    /// row (which runs it again); when it returns nothing, "No options". Going back cancels the
    /// loading task.
    ///
    /// ```swift
    /// let city = await controller.choose("City", loading: { try await api.cities() }, selection: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: Loads the options, in sections; it may throw.
    ///   - selection: The current choice, checked; `nil` for none.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be chosen; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    /// - Returns: The option picked, or `nil` when the user went back.
    /// - Precondition: This screen is in a navigation stack.
    public func choose<Value: Hashable & Sendable>(
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

    /// Pushes a screen of options the user checks and unchecks, and calls `onChoose` with the
    /// options checked when the user goes back (or taps Done on UIKit).
    ///
    /// ```swift
    /// controller.chooseMany("Notify by", from: ["Mail", "Messages", "Phone"], selections: channels) { channels = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options, in order; each once.
    ///   - selections: The options checked at first.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be changed; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    ///   - onChoose: Called with the options checked, when the screen leaves.
    /// - Precondition: This screen is in a navigation stack.
    public func chooseMany<Value: Hashable>(
        _ title: String, from options: [Value], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil,
        onChoose: @escaping @MainActor (Set<Value>) -> Void
    ) {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: true)
        presentChoice(style, source: .sections([ChoiceSection(options: options)]), selections: selections) { outcome in
            if case .checked(let values) = outcome { onChoose(values) }
        }
    }

    /// Pushes a screen of options the user checks and unchecks, and returns the options checked
    /// when the user goes back (or taps Done on UIKit).
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - options: The options, in order; each once.
    ///   - selections: The options checked at first.
    ///   - optionTitle: An option's text; `String(describing:)` by default.
    ///   - optionSubtitle: Text under an option, or `nil`.
    ///   - isEnabled: Whether an option can be changed; all can by default.
    ///   - searchable: Whether the list can be searched; `nil` for more than 20 options.
    /// - Returns: The options checked.
    /// - Precondition: This screen is in a navigation stack.
    public func chooseMany<Value: Hashable & Sendable>(
        _ title: String, from options: [Value], selections: Set<Value>,
        optionTitle: @escaping @MainActor (Value) -> String = describeOption,
        optionSubtitle: (@MainActor (Value) -> String?)? = nil,
        isEnabled: (@MainActor (Value) -> Bool)? = nil, searchable: Bool? = nil
    ) async -> Set<Value> {
        let style = ChoiceStyle(
            title: title, optionTitle: optionTitle, optionSubtitle: optionSubtitle, isEnabled: isEnabled,
            searchable: searchable, allowsMultipleSelection: true)
        return await awaitChoice(style, source: .sections([ChoiceSection(options: options)]), selections: selections)
            ?? selections
    }

    // MARK: - Presenting

    /// Awaits a choice screen: the chosen values (one for a single choice), or `nil` when the
    /// user went back from a single choice.
    private func awaitChoice<Value: Hashable & Sendable>(
        _ style: ChoiceStyle<Value>, source: ChoiceSource<Value>, selections: Set<Value>
    ) async -> Set<Value>? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Set<Value>?, Never>) in
            let answer = ChoiceAnswer(continuation)
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

/// The answer a task awaits from a choice screen: given once; `nil` if the screen goes away
/// without one (released before it was shown), so that no task waits forever.
private final class ChoiceAnswer<Value: Sendable>: @unchecked Sendable {
    // Used on the main actor only, and by `deinit` once nothing else can.
    private var continuation: CheckedContinuation<Value?, Never>?

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value?) {
        continuation?.resume(returning: value)
        continuation = nil
    }

    deinit {
        continuation?.resume(returning: nil)
    }
}
