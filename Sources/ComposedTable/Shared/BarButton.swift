/// A button of a screen's navigation bar: Add, Save, Cancel.
///
/// Put buttons in ``ComposedTableViewController/trailingBarButtons`` or
/// ``ComposedTableViewController/leadingBarButtons``. A button is a live object, like a cell: keep
/// it and change its ``title`` or ``isEnabled`` at any time — the bar follows. Its action receives
/// the button, and the button reaches its screen through the weak ``controller``, so no closure
/// has to capture the screen.
///
/// ```swift
/// override func compose() {
///     title = "Groceries"
///     trailingBarButtons = [.add { button in (button.controller as? GroceryList)?.addItem() }]
/// }
/// ```
///
/// On UIKit it is a `UIBarButtonItem` in the screen's navigation item (a symbol when it has a
/// ``systemImage``, its title read by VoiceOver). A terminal draws it in the title line as its key
/// and its title — `+ Add`, `s Save` — and runs it on that key wherever the key is not typed into
/// a field (a text row takes letters; ↑/↓ away from it first); `?` lists the screen's buttons.
@MainActor
public final class BarButton {
    /// How a button looks.
    public enum Style: Hashable, Sendable {
        /// A plain button.
        case plain
        /// The screen's main action — Done, Save: bold (UIKit's `.done` style; a terminal draws it
        /// bold).
        case prominent
        /// An action that destroys: red on UIKit and in a terminal (bold when `NO_COLOR` is set).
        case destructive
    }

    /// The button's text: shown, or read by VoiceOver when the button shows a symbol.
    public var title: String {
        didSet { didChange() }
    }

    /// The name of an SF Symbol UIKit shows instead of the title, or `nil` for the title. A
    /// terminal always shows the title.
    public var systemImage: String? {
        didSet { didChange() }
    }

    /// How the button looks.
    public var style: Style {
        didSet { didChange() }
    }

    /// Whether the button can be used: a disabled button is dimmed and does nothing.
    public var isEnabled = true {
        didSet { didChange() }
    }

    /// The key that runs the button in a terminal, or `nil` for the first letter of its title
    /// that no other key of the screen uses (else a digit) — which follows the title and the other
    /// buttons, so give one for a key users should learn. `+` for ``add(action:)``. UIKit ignores
    /// it.
    public let key: Character?

    /// What the button does; it receives the button.
    public var action: @MainActor (BarButton) -> Void

    /// The screen whose navigation bar shows the button, or `nil`. Weak: the screen owns its
    /// buttons.
    public internal(set) weak var controller: ComposedTableViewController?

    #if canImport(UIKit)
    /// The item UIKit shows, made on first use.
    lazy var item = makeItem()
    #endif

    /// Creates a button.
    ///
    /// ```swift
    /// let save = BarButton("Save", style: .prominent) { button in (button.controller as? EditProfile)?.save() }
    /// save.isEnabled = false  // until the form is valid
    /// ```
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - systemImage: An SF Symbol UIKit shows instead of the title, or `nil`.
    ///   - style: How it looks; ``Style/plain`` unless given.
    ///   - key: The key that runs it in a terminal, or `nil` for a letter of the title that no
    ///     other key of the screen uses. A key a screen already uses (`q`, `e`, `r`, `i`, `a`,
    ///     `d`, `m`, `j`, `k`, `h`, `l`, `/`, `?`, `-`, space) is a misuse. (`+`, the Add
    ///     button's, changes the value of a stepper, slider or segmented row under the cursor.)
    ///   - action: What the button does; it receives the button.
    public init(
        _ title: String, systemImage: String? = nil, style: Style = .plain, key: Character? = nil,
        action: @escaping @MainActor (BarButton) -> Void
    ) {
        if let key, Self.reservedKeys.contains(key) || key.isWhitespace || key.isNewline {
            misuse(
                "ComposedTable: BarButton(\"\(title)\", key: \"\(key)\") uses a key a terminal screen already uses (q e r i a d m j k h l / ? - and space); give another key, or nil for a letter of the title."
            )
        }
        self.title = title
        self.systemImage = systemImage
        self.style = style
        self.key = key
        self.action = action
    }

    /// An Add button: `+` on UIKit (the system symbol) and the key `+` in a terminal.
    ///
    /// ```swift
    /// trailingBarButtons = [.add { button in (button.controller as? GroceryList)?.addItem() }]
    /// ```
    ///
    /// - Parameter action: What the button does; it receives the button.
    /// - Returns: The button.
    public static func add(action: @escaping @MainActor (BarButton) -> Void) -> BarButton {
        BarButton("Add", systemImage: "plus", key: "+", action: action)
    }

    /// Runs the action when the button is enabled (a tap, or its key in a terminal).
    func perform() {
        guard isEnabled else { return }
        action(self)
    }

    /// The keys a terminal screen uses itself: a button never takes them.
    static let reservedKeys: Set<Character> = ["q", "e", "r", "i", "a", "d", "m", "j", "k", "h", "l", "/", "?", "-"]

    private func didChange() {
        controller?.barButtonsDidChange()
    }
}
