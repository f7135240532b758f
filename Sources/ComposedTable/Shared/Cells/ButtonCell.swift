/// A row that is a button: its title centred, red when destructive.
///
/// On UIKit the title is in the tint colour (red when destructive), and VoiceOver reads the row as
/// a button; in a terminal it is drawn centred on one line, in red when destructive. Pressing it
/// (a tap; Enter or Space in a terminal) runs its ``ActiveCell/action``.
///
/// ```swift
/// addCell(ButtonCell(title: "Sign Out", isDestructive: true) { cell in
///     session.signOut()
/// })
/// ```
@MainActor
open class ButtonCell: ActiveCell {
    /// The button's text: another name for ``ActiveCell/key``.
    ///
    /// ```swift
    /// let save = addCell(ButtonCell(title: "Save") { _ in … })
    /// save.title = "Saved"
    /// ```
    public var title: String {
        get { key }
        set { key = newValue }
    }

    /// Whether the button destroys something (drawn in red).
    public var isDestructive: Bool {
        didSet { contentDidChange() }
    }

    /// Creates a button row, laid out as ``ActiveCell/ContentStyle/plain``.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - isDestructive: Whether it destroys something; `false` unless you say otherwise.
    ///   - action: What pressing it does.
    public init(title: String, isDestructive: Bool = false, action: (@MainActor (ActiveCell) -> Void)? = nil) {
        self.isDestructive = isDestructive
        super.init(key: title, value: nil, style: .plain, action: action)
    }

    /// Creates a button row from a storyboard or nib on UIKit, not destructive. In a terminal it
    /// returns `nil`.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        self.isDestructive = false
        super.init(coder: coder)
    }
}
