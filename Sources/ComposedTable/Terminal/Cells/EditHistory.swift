#if !canImport(UIKit)
/// What a key did to a text being edited, for grouping undo steps (``EditHistory``).
enum EditKind: Equatable, Sendable {
    /// A character typed.
    case typing
    /// Backspace or Delete.
    case deleting
    /// A paste, or a yank (Ctrl-Y).
    case inserting
    /// Ctrl-U, Ctrl-K, Ctrl-W, Alt-D, Alt-Backspace.
    case killing
}

/// The undo and redo steps of a text being edited, and the readline rules that group keys into
/// steps and kills into one.
///
/// A step is the state before a change. Changes of one kind in a run — characters typed with
/// no caret move between them, a run of Backspace or Delete — are one step; each paste, yank
/// and kill is one step of its own. Any other key (a caret move) ends a run. Undo brings back
/// the text and the caret; a new change after an undo drops what could be redone.
///
/// # Performance
/// A step keeps the whole state; an editor's text is shared with the step, and the next edit
/// copies it (copy on write): O(*n*) in the length of the text, once per step (not per key of a
/// run). At most ``limit`` steps are kept; the oldest go first.
struct EditHistory<State: Sendable>: Sendable {
    /// The most steps kept.
    static var limit: Int { 100 }

    private var undoSteps: [State] = []
    private var redoSteps: [State] = []
    /// What the last key did, or `nil` after a key that changed nothing (a caret move), an undo
    /// or a redo.
    private(set) var lastKind: EditKind?

    /// Whether the next change of a kind starts a new step.
    func startsStep(_ kind: EditKind) -> Bool {
        kind != lastKind || kind == .inserting || kind == .killing
    }

    /// Records a change: a new step when it starts one (``startsStep(_:)``).
    ///
    /// - Parameters:
    ///   - kind: What the change was.
    ///   - state: The state before it, when it starts a step; `nil` when it continues a run.
    mutating func didChange(_ kind: EditKind, before state: State?) {
        if let state {
            undoSteps.append(state)
            if undoSteps.count > Self.limit { undoSteps.removeFirst() }
        }
        redoSteps.removeAll()
        lastKind = kind
    }

    /// A key that changed nothing: the run ends (the next character typed is a new step).
    mutating func endRun() {
        lastKind = nil
    }

    /// The state to go back to, or `nil` when there is nothing to undo.
    ///
    /// - Parameter current: The state now, which redo brings back.
    mutating func undo(from current: State) -> State? {
        guard let state = undoSteps.popLast() else { return nil }
        redoSteps.append(current)
        lastKind = nil
        return state
    }

    /// The state an undo left, or `nil` when there is nothing to redo.
    ///
    /// - Parameter current: The state now, which undo brings back.
    mutating func redo(from current: State) -> State? {
        guard let state = redoSteps.popLast() else { return nil }
        undoSteps.append(current)
        lastKind = nil
        return state
    }
}

/// Readline's words: runs of letters and digits (whole characters: `日本` is a word, `👍🏽` is
/// not a part of one); Ctrl-W's words are runs of anything but spaces.
enum ReadlineWords {
    /// Whether a character is a part of a word as Alt-B, Alt-F, Alt-D and Alt-Backspace see it.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Where Alt-B goes from a position: over what is not a word, then to the start of the word.
    static func wordStart(before position: Int, in character: (Int) -> Character) -> Int {
        var position = position
        while position > 0, !isWordCharacter(character(position - 1)) { position -= 1 }
        while position > 0, isWordCharacter(character(position - 1)) { position -= 1 }
        return position
    }

    /// Where Alt-F goes from a position: over what is not a word, then to the end of the word.
    static func wordEnd(after position: Int, count: Int, in character: (Int) -> Character) -> Int {
        var position = position
        while position < count, !isWordCharacter(character(position)) { position += 1 }
        while position < count, isWordCharacter(character(position)) { position += 1 }
        return position
    }

    /// Where Ctrl-W deletes back to: over spaces, then to the previous space.
    static func spaceDelimitedStart(before position: Int, in character: (Int) -> Character) -> Int {
        var position = position
        while position > 0, character(position - 1).isWhitespace { position -= 1 }
        while position > 0, !character(position - 1).isWhitespace { position -= 1 }
        return position
    }
}
#endif
