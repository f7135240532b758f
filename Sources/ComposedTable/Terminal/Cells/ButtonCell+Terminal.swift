#if !canImport(UIKit)
/// A row that is a button: centred text, red when destructive.
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
    open var title: String {
        get { key }
        set { key = newValue }
    }

    /// Whether the button destroys something (drawn in red).
    open var isDestructive: Bool

    /// Creates a button row.
    ///
    /// - Parameters:
    ///   - title: The button's text.
    ///   - isDestructive: Whether it destroys something; `false` unless you say otherwise.
    ///   - action: What pressing it does.
    public init(title: String, isDestructive: Bool = false, action: (@MainActor (ActiveCell) -> Void)? = nil) {
        self.isDestructive = isDestructive
        super.init(key: title, action: action)
    }

    /// A terminal has no storyboards or nibs: the required initialiser of every cell always fails.
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { nil }

    /// Draws the title centred.
    open override func draw(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        let title = DisplayWidth.truncate(key, to: width)
        let column = origin.column + max(0, (width - DisplayWidth.of(title)) / 2)
        buffer.draw(title, row: origin.row, column: column, style: isDestructive ? .red : [])
    }
}
#endif
