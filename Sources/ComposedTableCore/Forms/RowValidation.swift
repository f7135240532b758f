/// One row's rules and the state of their runs: whether they pass, whether a message shows, and
/// the run in flight.
@MainActor
final class RowValidation {
    /// When the rules run on their own.
    var trigger: ValidationTrigger
    /// The first failing synchronous rule's message for the row's current value, or `nil`.
    let syncMessage: @MainActor () -> String?
    /// The asynchronous rules on the row's current value, taken now; `nil` when it has none.
    let asyncWork: @MainActor () -> (@MainActor () async -> String?)?
    /// Whether the rules passed at the last change: the synchronous ones, and no asynchronous
    /// failure known for the current value.
    var passes = true
    /// Whether an asynchronous rule failed for the current value (until the value changes): a
    /// known failure keeps the table invalid, so a submit button stays off while "taken" shows.
    var asyncFails = false
    /// Whether the user changed the value: a field the user only passed through is not checked
    /// when its editing ends (no "Required." for a field tabbed through).
    var userChanged = false
    /// Whether a message shows under the row.
    var isShowing = false
    /// Whether the user has finished editing the row once since it changed: with
    /// ``ValidationTrigger/endEditingThenChange``, every change runs the rules from then on.
    var hasEndedEditing = false
    /// The number of runs started: a run applies its result only while it is the latest.
    var generation = 0
    /// The asynchronous part of the latest run.
    var task: Task<Void, Never>?
    weak var row: (any FormRow)?
    /// The table the row was in when it got its rules.
    weak var table: FormTableState?
    /// The rules, typed: a ``RuleList`` of the row's input type.
    let rules: AnyObject

    init(
        row: any FormRow, rules: AnyObject, trigger: ValidationTrigger, syncMessage: @escaping @MainActor () -> String?,
        asyncWork: @escaping @MainActor () -> (@MainActor () async -> String?)?
    ) {
        self.row = row
        self.rules = rules
        self.trigger = trigger
        self.syncMessage = syncMessage
        self.asyncWork = asyncWork
        passes = syncMessage() == nil
    }

    /// The value changed: the count of failing rows follows, and the rules run when the trigger
    /// says so or a message shows.
    func valueDidChange(byUser: Bool) {
        if byUser { userChanged = true }
        asyncFails = false
        updatePasses()
        if trigger == .change || isShowing || (trigger == .endEditingThenChange && hasEndedEditing) { run() }
    }

    /// Checks the synchronous rules again and tells the table when the answer changed.
    func updatePasses() {
        let passes = syncMessage() == nil && !asyncFails
        guard passes != self.passes else { return }
        self.passes = passes
        if let row { table?.row(row, passesDidChange: passes) }
    }

    /// Runs the rules and shows their message; the asynchronous rules finish later, and only the
    /// latest run shows its answer.
    func run() {
        generation += 1
        task?.cancel()
        task = nil
        if let message = syncMessage() {
            show(message)
            return
        }
        guard let work = asyncWork() else {
            show(nil)
            return
        }
        // A message about an older value would be stale while the new one is checked.
        show(nil)
        let generation = generation
        task = Task { @MainActor [weak self] in
            let message = await work()
            guard let self, self.generation == generation, !Task.isCancelled else { return }
            self.task = nil
            self.asyncFails = message != nil
            self.updatePasses()
            self.show(message)
        }
    }

    /// Runs every rule, awaiting the asynchronous ones, shows the message and returns it.
    func runToCompletion() async -> String? {
        generation += 1
        task?.cancel()
        task = nil
        updatePasses()
        if let message = syncMessage() {
            show(message)
            return message
        }
        guard let work = asyncWork() else {
            show(nil)
            return nil
        }
        let generation = generation
        let message = await work()
        // A newer run (the value changed while awaiting) decides what shows.
        if self.generation == generation {
            asyncFails = message != nil
            updatePasses()
            show(message)
        }
        return message
    }

    private func show(_ message: String?) {
        isShowing = message != nil
        guard let row, row.validationMessage != message else { return }
        row.validationMessage = message
    }
}

/// A row's rules, in order; more are appended by each call of ``InputRow/validate(_:on:reporting:)``.
@MainActor
final class RuleList<Value> {
    var rules: [ValidationRule<Value>] = []
    /// Which failing rules' messages show.
    var reporting = ValidationReporting.firstFailure
}

extension FormRow {
    /// The messages under the row, one per line of ``validationMessage``: several when the row
    /// is validated with ``ValidationReporting/everyFailure`` (or code sets several). Setting an
    /// empty list clears the message.
    ///
    /// ```swift
    /// password.validationMessages = ["At least 8 characters.", "Include a digit."]
    /// ```
    ///
    /// UIKit shows each under the row, on a line of its own; a terminal draws a `⚠` line for each.
    public var validationMessages: [String] {
        get { validationMessage.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [] }
        set { validationMessage = newValue.isEmpty ? nil : newValue.joined(separator: "\n") }
    }
}
