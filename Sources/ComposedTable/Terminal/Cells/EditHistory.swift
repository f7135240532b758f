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

/// One replacement in a text, with the bytes it removed: an undo step puts them back.
struct ByteEdit: Equatable, Sendable {
    /// Where the replacement starts, in UTF-8 bytes of the text before it.
    var offset: Int
    /// The text it removed.
    var removed: String
    /// The text it put in their place.
    var inserted: String

    /// Makes the text before the edit the text after it.
    func redo(in text: inout String) {
        TextEdit(range: offset..<(offset + removed.utf8.count), replacement: inserted).apply(to: &text)
    }

    /// Makes the text after the edit the text before it.
    func undo(in text: inout String) {
        TextEdit(range: offset..<(offset + inserted.utf8.count), replacement: removed).apply(to: &text)
    }

    /// Makes the edit and the one after it one, when they are contiguous insertions (characters
    /// typed one after another) or forward deletions (Delete in a run): both append in place. A
    /// run of Backspace stays one edit per key (putting each in front would copy the run's text
    /// on every key).
    ///
    /// - Returns: Whether they were merged; else the edit is as it was.
    /// - Complexity: O(*m*) in the next edit's text, amortized.
    mutating func merge(_ next: ByteEdit) -> Bool {
        if removed.isEmpty, next.removed.isEmpty, next.offset == offset + inserted.utf8.count {
            inserted += next.inserted
            return true
        }
        guard inserted.isEmpty, next.inserted.isEmpty, next.offset == offset else { return false }
        removed += next.removed
        return true
    }
}

/// The undo and redo steps of a text being edited, and the readline rules that group keys into
/// steps and kills into one.
///
/// A step is the replacements a change made (``ByteEdit``) and where the caret was before it.
/// Changes of one kind in a run — characters typed with no caret move between them, a run of
/// Backspace or Delete — are one step; each paste, yank and kill is one step of its own. Any
/// other key (a caret move) ends a run. Undo brings back the text and the caret; a new change
/// after an undo drops what could be redone.
///
/// # Performance
/// A step keeps only what its change removed and inserted: starting a step costs nothing more
/// than the key, whatever the length of the text (the text is neither built nor copied);
/// contiguous typing (or Delete) in a run is kept as one replacement, a run of Backspace as one
/// per key. At most ``limit`` steps are kept; the oldest go first.
struct EditHistory<Position: Sendable>: Sendable {
    /// The most steps kept.
    static var limit: Int { 100 }

    /// One undo step: where the caret was before and after it, and its replacements in order.
    struct Step: Sendable {
        var before: Position
        var after: Position
        var edits: [ByteEdit]

        /// Makes the text before the step the text after it.
        func redo(in text: inout String) {
            for edit in edits { edit.redo(in: &text) }
        }

        /// Makes the text after the step the text before it.
        func undo(in text: inout String) {
            for edit in edits.reversed() { edit.undo(in: &text) }
        }
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    /// What the last key did, or `nil` after a key that changed nothing (a caret move), an undo
    /// or a redo.
    private(set) var lastKind: EditKind?

    /// Whether the next change of a kind starts a new step.
    func startsStep(_ kind: EditKind) -> Bool {
        kind != lastKind || kind == .inserting || kind == .killing || undoSteps.isEmpty
    }

    /// Records a change: a new step when it starts one (``startsStep(_:)``), else more of the
    /// last step.
    ///
    /// - Parameters:
    ///   - kind: What the change was.
    ///   - before: Where the caret was before it.
    ///   - after: Where the caret is after it.
    ///   - edits: Its replacements, in order.
    mutating func didChange(_ kind: EditKind, before: Position, after: Position, edits: [ByteEdit]) {
        if startsStep(kind) {
            undoSteps.append(Step(before: before, after: after, edits: []))
            if undoSteps.count > Self.limit { undoSteps.removeFirst() }
        }
        amendLastStep(after: after, edits: edits)
        redoSteps.removeAll()
        lastKind = kind
    }

    /// Adds replacements to the last step: what a format did after the key that made it.
    ///
    /// - Parameters:
    ///   - after: Where the caret is after them.
    ///   - edits: The replacements, in order.
    mutating func amendLastStep(after: Position, edits: [ByteEdit]) {
        guard !undoSteps.isEmpty else { return }
        let last = undoSteps.count - 1
        for edit in edits {
            let previous = undoSteps[last].edits.count - 1
            if previous < 0 || !undoSteps[last].edits[previous].merge(edit) { undoSteps[last].edits.append(edit) }
        }
        undoSteps[last].after = after
    }

    /// A key that changed nothing: the run ends (the next character typed is a new step).
    mutating func endRun() {
        lastKind = nil
    }

    /// The step to undo, or `nil` when there is nothing to undo: apply ``Step/undo(in:)`` and
    /// put the caret at its `before`.
    ///
    /// - Parameter current: Where the caret is now, where redo puts it back.
    mutating func undo(from current: Position) -> Step? {
        guard var step = undoSteps.popLast() else { return nil }
        step.after = current
        redoSteps.append(step)
        lastKind = nil
        return step
    }

    /// The step to redo, or `nil` when there is nothing to redo: apply ``Step/redo(in:)`` and
    /// put the caret at its `after`.
    mutating func redo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        lastKind = nil
        return step
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
