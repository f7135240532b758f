/// One condition on a row's visibility or enabled state, or on a section's visibility: whether
/// it holds, as of its source's last value.
@MainActor
final class Condition {
    enum Effect {
        case visibility, enabled
    }

    let effect: Effect
    /// The row it decides about; `nil` for a section or once the row is gone.
    weak var row: (any FormRow)?
    let section: SectionID?
    var holds: Bool

    init(effect: Effect, row: (any FormRow)?, section: SectionID?, holds: Bool) {
        self.effect = effect
        self.row = row
        self.section = section
        self.holds = holds
    }

    /// Whether the condition can no longer decide anything.
    var isDead: Bool { section == nil && row == nil }
}

/// The conditions that depend on one source's value, in one table (or, for a table-less row's
/// enabled condition, on their own). The source's observer owns it; the table finds it through
/// a weak reference.
@MainActor
protocol ConditionSourceProtocol: AnyObject {
    /// Stops applying: the table was emptied.
    func deactivate()
}

/// The dependents of one ``InputRow`` source.
@MainActor
final class ConditionSource<Input>: ConditionSourceProtocol {
    weak var table: FormTableState?
    /// The source, to tell it from a later object at the same address.
    weak var source: AnyObject?
    var dependents: [(condition: Condition, predicate: @MainActor (Input) -> Bool)] = []
    private var isActive = true

    init(table: FormTableState?, source: AnyObject) {
        self.table = table
        self.source = source
    }

    func deactivate() { isActive = false }

    /// The source's value changed: every dependent is evaluated; what changes applies as one batch.
    /// - Complexity: O(*d*) in the dependents, plus the batch.
    func valueDidChange(_ value: Input) {
        guard isActive else { return }
        var changes = ConditionChanges()
        dependents.removeAll { entry in
            guard !entry.condition.isDead else { return true }
            if let row = entry.condition.row, let table, table.host?.formContains(row) != true {
                return true  // removed from its table: no longer followed
            }
            changes.evaluate(entry.condition, holds: entry.predicate(value))
            return false
        }
        changes.apply(in: table)
    }
}

struct WeakConditionSource {
    weak var entry: (any ConditionSourceProtocol)?
}

/// The rows and sections whose conditions changed in one evaluation, applied together.
@MainActor
struct ConditionChanges {
    var rows: [any FormRow] = []
    var sections: [SectionID] = []

    /// Records a condition's new answer; an enabled state changes at once.
    mutating func evaluate(_ condition: Condition, holds: Bool) {
        guard condition.holds != holds else { return }
        condition.holds = holds
        if let section = condition.section {
            sections.append(section)
            return
        }
        guard let row = condition.row else { return }
        switch condition.effect {
        case .visibility: rows.append(row)
        case .enabled: row.isEnabled = row.formState.isEnabledByConditions
        }
    }

    /// Hides and shows the recorded rows and sections in one batch.
    func apply(in table: FormTableState?) {
        guard !rows.isEmpty || !sections.isEmpty, let table, let host = table.host else { return }
        host.formApply(
            rows: rows.map { ($0, !$0.formState.isShownByConditions) },
            sections: sections.filter(host.formContainsSection).map { ($0, !table.isShownByConditions($0)) })
    }
}
