#if !canImport(UIKit)
/// How a terminal row is edited in place and which keys it takes while the cursor is on it: text
/// fields, text views, date pickers and pickers, and the value rows (stepper, slider, segmented
/// choice, grid).
///
/// A cell adopts it — in its class or in an extension — instead of overriding members of
/// ``ActiveCell``: a terminal class cannot override in an extension (there is no Objective-C
/// runtime), so the cell's terminal half reaches the controller through this protocol
/// (`ActiveCell.inPlace`). Every member has a default: a row that is not edited in place.
@MainActor
protocol InPlaceEditing {
    /// Whether typing a character on the row (not editing) starts editing it and goes in: text
    /// fields, text views, date pickers and pickers. On such a row k, j and q are typed too.
    var editsOnTyping: Bool { get }

    /// Whether a character typed on the row (not editing) would go in, so that it starts
    /// editing: a numeric field refuses a letter, which then changes nothing.
    func admitsTyping(_ character: Character) -> Bool

    /// Whether the row edits text: a paste on it (not editing) starts editing and goes in, and
    /// so does Backspace (on a date picker or a picker, Backspace does nothing and a paste is
    /// not used).
    var editsText: Bool { get }

    /// Starts editing in place: the surface's part of focusing the row.
    func startEditing()

    /// Ends editing, keeping the value (Enter, Tab, the row going away).
    func commitEditing()

    /// Ends editing the way Esc does: back to the value editing began with (a text view keeps
    /// its text: a key never throws a multi-line text away).
    func revertEditing()

    /// A key while the row is edited.
    ///
    /// - Returns: Whether the row used it; the controller handles the others (Enter commits,
    ///   Esc reverts, Tab moves focus, ↑/↓ commit and move).
    func handleEditingKey(_ key: Key) -> Bool

    /// A key on the row while the cursor is on it and nothing is edited: ←/→, h/l, +/- change a
    /// segmented choice, a stepper or a slider.
    ///
    /// - Returns: Whether the key was the row's (it is used even when the row is disabled, so
    ///   that ← on a value row never goes back).
    func handleValueKey(_ key: Key) -> Bool

    /// The key hints while the row is edited.
    var editingKeyHints: String { get }

    /// Which part of the key help (`?`) applies while the cursor is on the row, or while it is
    /// edited.
    var keyHelpTopic: KeyHelpTopic? { get }
}

extension InPlaceEditing {
    var editsOnTyping: Bool { false }
    func admitsTyping(_ character: Character) -> Bool { true }
    var editsText: Bool { false }
    func startEditing() {}
    func commitEditing() {}
    func revertEditing() { commitEditing() }
    func handleEditingKey(_ key: Key) -> Bool { false }
    func handleValueKey(_ key: Key) -> Bool { false }
    var editingKeyHints: String { "⏎ done · esc cancel · tab next field" }
    var keyHelpTopic: KeyHelpTopic? { nil }
}

/// A row that is not edited in place and takes no value keys: every default.
struct NotEditedInPlace: InPlaceEditing {}

/// What a terminal row draws, for a cell whose class is declared once for both platforms: its
/// terminal file adopts it in an extension, and ``ActiveCell``'s `draw(in:at:width:lineCount:)`
/// and `naturalLineCount(width:)` call it (a terminal class cannot override in an extension).
@MainActor
protocol TerminalCell: ActiveCell {
    /// Draws the row's content, as `draw(in:at:width:lineCount:)` would.
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int)

    /// The lines the content needs at a width, as `naturalLineCount(width:)` would.
    func terminalLineCount(width: Int) -> Int
}

extension TerminalCell {
    func drawTerminalContent(in buffer: inout ScreenBuffer, at origin: (row: Int, column: Int), width: Int, lineCount: Int) {
        drawDefaultContent(in: &buffer, at: origin, width: width, lineCount: lineCount)
    }

    func terminalLineCount(width: Int) -> Int { contentLineCount() }
}
#endif
