#if !canImport(UIKit)
/// What a key did to a text being edited, for grouping undo steps (``EditHistory``).
enum EditKind: Equatable, Sendable {
    /// A character typed.
    case typing
    /// Backspace or Delete.
    case deleting
    /// A paste, a yank (Ctrl-Y) or a line break.
    case inserting
    /// Ctrl-U, Ctrl-K, Ctrl-W, Alt-D, Alt-Backspace.
    case killing
}

/// One replacement in a text, with the text it removed: an undo step puts that back.
struct ByteEdit: Equatable, Sendable {
    /// Where the replacement starts, in UTF-8 bytes of the text before it.
    var offset: Int
    /// The text it removed.
    var removed: String
    /// The text it put in its place.
    var inserted: String

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
/// steps.
///
/// A step is the replacements a change made (``ByteEdit``) and where the caret was before and
/// after it (UTF-8 offsets). Changes of one kind in a run — characters typed with no caret move
/// between them, a run of Backspace or Delete — are one step; each paste, yank, line break and
/// kill is one step of its own. Any other key (a caret move) ends a run. A new change after an
/// undo drops what could be redone.
///
/// # Performance
/// A step keeps only what its change removed and inserted: the text is neither built nor
/// copied. Contiguous typing (or Delete) in a run is one replacement, a run of Backspace one per
/// key. At most ``limit`` steps are kept; the oldest go first.
struct EditHistory: Sendable {
    /// The most steps kept.
    static var limit: Int { 100 }

    /// One undo step: where the caret was before and after it, and its replacements in order.
    struct Step: Sendable {
        var before: Int
        var after: Int
        var edits: [ByteEdit]
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    /// What the last key did, or `nil` after a key that changed nothing (a caret move), an undo
    /// or a redo.
    private(set) var lastKind: EditKind?

    /// Records a change: a new step when it starts one, else more of the last step.
    ///
    /// - Parameters:
    ///   - kind: What the change was.
    ///   - before: Where the caret was before it.
    ///   - after: Where the caret is after it.
    ///   - edits: Its replacements, in order.
    mutating func didChange(_ kind: EditKind, before: Int, after: Int, edits: [ByteEdit]) {
        if kind != lastKind || kind == .inserting || kind == .killing || undoSteps.isEmpty {
            undoSteps.append(Step(before: before, after: after, edits: []))
            if undoSteps.count > Self.limit { undoSteps.removeFirst() }
        }
        amendLastStep(after: after, edits: edits)
        redoSteps.removeAll()
        lastKind = kind
    }

    /// Adds replacements to the last step: what a format did after the key that made it.
    mutating func amendLastStep(after: Int, edits: [ByteEdit]) {
        guard !undoSteps.isEmpty else { return }
        let last = undoSteps.count - 1
        for edit in edits where undoSteps[last].edits.isEmpty || !undoSteps[last].edits[undoSteps[last].edits.count - 1].merge(edit) {
            undoSteps[last].edits.append(edit)
        }
        undoSteps[last].after = after
    }

    /// A key that changed nothing: the run ends (the next character typed is a new step).
    mutating func endRun() {
        lastKind = nil
    }

    /// The step to undo, or `nil` when there is nothing to undo: undo its edits, last first, and
    /// put the caret at its `before`.
    ///
    /// - Parameter current: Where the caret is now, where redo puts it back.
    mutating func undo(from current: Int) -> Step? {
        guard var step = undoSteps.popLast() else { return nil }
        step.after = current
        redoSteps.append(step)
        lastKind = nil
        return step
    }

    /// The step to redo, or `nil` when there is nothing to redo: redo its edits and put the caret
    /// at its `after`.
    mutating func redo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        lastKind = nil
        return step
    }
}

/// The bytes a run of edits changed, as one run: what stayed at the start and at the end of a
/// text that was `oldCount` bytes long — what an edit observer is told after a key.
struct ChangeRecord: Sendable {
    /// The bytes unchanged at the start.
    var prefix: Int
    /// The bytes unchanged at the end.
    var suffix: Int
    /// The length of the text before the first edit.
    var oldCount: Int

    /// Adds an edit to a record (or starts one): bytes of a text `count` bytes long replaced by
    /// `length` bytes. What the edit leaves before and after it stays so.
    static func noting(_ bytes: Range<Int>, replacedBy length: Int, in count: Int, to record: ChangeRecord?) -> ChangeRecord {
        let suffix = count - bytes.upperBound
        guard let record else { return ChangeRecord(prefix: bytes.lowerBound, suffix: suffix, oldCount: count) }
        return ChangeRecord(prefix: min(record.prefix, bytes.lowerBound), suffix: min(record.suffix, suffix), oldCount: record.oldCount)
    }
}
#endif
