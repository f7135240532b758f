#if canImport(Observation)
import Observation
#endif

/// A condition on a model's property: evaluated now and, when the model is `@Observable`
/// (where the Observation module exists), again after each change of what it read — on the
/// main actor, with the table's other model conditions of that turn, in one batch.
@MainActor
final class ModelConditionTracker {
    weak var model: AnyObject?
    let read: @MainActor (AnyObject) -> Bool
    let condition: Condition
    weak var table: FormTableState?

    init<Model: AnyObject>(model: Model, _ keyPath: KeyPath<Model, Bool>, condition: Condition, table: FormTableState?) {
        self.model = model
        self.read = { unsafeDowncast($0, to: Model.self)[keyPath: keyPath] }
        self.condition = condition
        self.table = table
    }

    /// The condition's answer now, tracking the model's properties it reads; `nil` once the
    /// model is gone.
    func evaluate() -> Bool? {
        guard let model else { return nil }
        return observing({ read(model) }, onChange: { [weak self] in self?.modelDidChange() })
    }

    /// The model changed: the table applies it with the others of this turn.
    func modelDidChange() {
        if let table {
            table.scheduleModelCondition(self)
        } else if let holds = evaluate() {
            var changes = ConditionChanges()
            changes.evaluate(condition, holds: holds)
        }
    }
}

/// Reads a value, and calls `onChange` on the main actor after the first later change of an
/// `@Observable` property the read touched (once: read again to keep following). Without the
/// Observation module (or before macOS 14 / iOS 17) it only reads.
@MainActor
func observing<Value>(_ read: () -> Value, onChange: @escaping @MainActor @Sendable () -> Void) -> Value {
    #if canImport(Observation)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        return withObservationTracking(read) {
            Task { @MainActor in onChange() }
        }
    }
    #endif
    return read()
}

extension FormTableState {
    /// Queues a model condition whose model changed; the queue applies as one batch once every
    /// change of this turn has arrived.
    func scheduleModelCondition(_ tracker: ModelConditionTracker) {
        pendingModelConditions.append(tracker)
        guard !isModelFlushScheduled else { return }
        isModelFlushScheduled = true
        Task { @MainActor [weak self] in self?.flushModelConditions() }
    }

    /// Evaluates the queued model conditions again and applies them in one batch.
    func flushModelConditions() {
        isModelFlushScheduled = false
        let pending = pendingModelConditions
        pendingModelConditions = []
        var changes = ConditionChanges()
        for tracker in pending {
            if let row = tracker.condition.row, host?.formContains(row) != true { continue }
            if tracker.condition.isDead { continue }
            guard let holds = tracker.evaluate() else { continue }
            changes.evaluate(tracker.condition, holds: holds)
        }
        changes.apply(in: self)
    }
}
