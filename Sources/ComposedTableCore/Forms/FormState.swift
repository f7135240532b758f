/// A row's form bookkeeping: its validation rules and the conditions on it. Every ``FormRow``
/// owns one; Core reads and writes it.
///
/// A backend calls one method on it: ``editingDidEnd()``, when the user leaves a text row, for
/// the rules that run at the end of editing.
@MainActor
public final class FormRowState {
    /// The row's rules, when ``InputRow/validate(_:on:reporting:)`` gave it some.
    var validation: RowValidation?
    /// The conditions on the row's visibility: it shows while every one holds.
    var visibilityConditions: [Condition] = []
    /// The conditions on the row's enabled state: it is enabled while every one holds.
    var enabledConditions: [Condition] = []
    /// The table whose validity enables the row (``FormRow/enabledWhenValid()``).
    weak var validityTable: FormTableState?
    /// Objects the row keeps alive: the choice groups it belongs to, the trackers of its models.
    var retained: [AnyObject] = []

    /// Creates empty bookkeeping.
    public init() {}

    /// Reports that the user finished editing the row (a text field lost focus): its rules run
    /// now unless they wait for the submission, or the user has not changed the value (a field
    /// only passed through shows no message until `validate()`). Backends call it; nothing
    /// happens for a row without rules.
    ///
    /// - Complexity: The cost of the row's rules.
    public func editingDidEnd() {
        // A row the user only passed through (Tab into an empty field and on) shows no message.
        guard let validation, validation.trigger != .submit, validation.userChanged || validation.isShowing else { return }
        validation.hasEndedEditing = true
        validation.run()
    }

    /// Whether every condition on the row's visibility holds.
    var isShownByConditions: Bool { visibilityConditions.allSatisfy(\.holds) }

    /// Whether the row's enabled state, as the conditions and the validity of its table say.
    var isEnabledByConditions: Bool {
        enabledConditions.allSatisfy(\.holds) && (validityTable?.isValid ?? true)
    }
}

/// A table that holds form rows: the controller core of either backend. Core's conditions and
/// validation change the table through it.
///
/// ``TableController`` adopts it; a backend returns its controller core from
/// ``FormRow/formTable``:
///
/// ```swift
/// public var formTable: (any FormTable)? { controller?.core }
/// ```
@MainActor
public protocol FormTable: AnyObject {
    /// The table's form bookkeeping: its validated rows, its validity and its conditions.
    var formTableState: FormTableState { get }
}

/// What form bookkeeping needs from the table that holds the rows; ``TableController`` provides
/// it. Rows are passed as `AnyObject`: the table's cell type is generic.
@MainActor
protocol FormHost: AnyObject {
    /// Whether the table holds the row, visible or hidden.
    func formContains(_ row: AnyObject) -> Bool
    /// The visible row path of a row, `nil` when it is hidden or absent.
    func formRowPath(of row: AnyObject) -> RowPath?
    /// Whether the table has the section.
    func formContainsSection(_ section: SectionID) -> Bool
    /// Hides or shows rows and sections as one batch; entries that change nothing are ignored.
    func formApply(rows: [(row: AnyObject, hidden: Bool)], sections: [(section: SectionID, hidden: Bool)])
    /// Focuses a row when it takes focus, else scrolls it on screen.
    func formReveal(_ row: AnyObject)
    /// Whether the table is composing or inside a batch: validity is reported after.
    var formIsChanging: Bool { get }
    /// Whether the screen has been shown (it may have left since).
    var formHasAppeared: Bool { get }
    /// Runs a closure when the screen leaves for good (popped or dismissed).
    func formOnLeave(_ handler: @escaping @MainActor () -> Void)
    /// The screen's search.
    var formSearch: TableSearch? { get set }
    /// Makes the screen start on a row of a section (by its index among the section's rows).
    func formStart(atRow index: Int, in section: SectionID)
    /// Shows only some rows of sections made lazily (`nil`: all), as one batch.
    func formSetVisibleRows(_ changes: [(section: SectionID, rows: [Int]?)])
    /// The row the user is at (a terminal's cursor, UIKit's first row on screen), as its section
    /// and its index among the section's rows; `nil` when there is none.
    var formCurrentRow: (section: SectionID, index: Int)? { get }
    /// What makes the screen a choice screen, set by its ``ChoiceSession``.
    var formChoiceList: ChoiceList? { get set }
}

/// The form bookkeeping of one table: which rows have rules and which of them fail, the table's
/// validity and who follows it, and the conditions whose sources live in the table.
///
/// The controller core owns one (``FormTable/formTableState``); Core's form features use it,
/// and a backend forwards the controller core's `validate()`, `isValid` and
/// `onValidityChange` instead of touching it.
///
/// # Performance
/// - A change of a validated row's value re-runs its rules and updates the count of failing
///   visible rows in O(1), so ``isValid`` is O(1).
/// - A change of the table's structure (a row hidden, shown, inserted or removed) marks the count
///   stale; the next read recounts the failing rows, O(*f*) in their number — not the table.
/// - A condition source's change evaluates the conditions that depend on it, O(*d*), and hides or
///   shows their rows in one batch.
@MainActor
public final class FormTableState {
    weak var host: (any FormHost)?

    // MARK: Validation

    /// The rows with rules, by identity.
    var validatedRows: [ObjectIdentifier: WeakRow] = [:]
    /// The validated rows whose synchronous rules fail now.
    var failingRows: [ObjectIdentifier: WeakRow] = [:]
    /// How many failing rows are visible; stale while ``needsRecount``.
    var visibleFailingCount = 0
    /// Set when the table's structure changed since the last count.
    var needsRecount = false
    /// The validity last reported to ``onValidityChange`` and the rows that follow it.
    var reportedValidity = true
    /// The rows enabled only while the table is valid.
    var validityFollowers: [ObjectIdentifier: WeakRow] = [:]
    /// Called when ``isValid`` changes.
    var onValidityChange: (@MainActor (Bool) -> Void)?

    // MARK: Conditions

    /// The value sources of conditions on this table's rows and sections, by identity.
    var conditionSources: [ObjectIdentifier: WeakConditionSource] = [:]
    /// The conditions on each section: it shows while every one holds.
    var sectionConditions: [SectionID: [Condition]] = [:]
    /// Model conditions whose model changed, applied together at the next turn.
    var pendingModelConditions: [ModelConditionTracker] = []
    var isModelFlushScheduled = false
    /// The trackers of model conditions on sections.
    var retainedTrackers: [AnyObject] = []

    init(host: any FormHost) {
        self.host = host
    }

    /// Whether every visible row with rules passes its synchronous rules.
    ///
    /// - Complexity: O(1); O(*f*) in the failing rows after a change of the table's structure.
    public var isValid: Bool {
        if needsRecount { recount() }
        return visibleFailingCount == 0
    }

    // MARK: - The table's events

    /// The table's structure is about to change: the visible failing rows are counted again
    /// when next needed.
    func tableWillChange() {
        needsRecount = true
    }

    /// The table changed (after composing, or after a change outside a batch): reports a change
    /// of validity.
    func tableDidChange() {
        validityMayHaveChanged()
    }

    /// The table was emptied: its rows, their rules and conditions are gone.
    func tableDidReset() {
        validatedRows = [:]
        failingRows = [:]
        validityFollowers = [:]
        for source in conditionSources.values { source.entry?.deactivate() }
        retainedTrackers = []
        conditionSources = [:]
        sectionConditions = [:]
        pendingModelConditions = []
        visibleFailingCount = 0
        needsRecount = false
        validityMayHaveChanged()
    }

    private func recount() {
        needsRecount = false
        var count = 0
        for (id, entry) in failingRows {
            guard let row = entry.row else {
                failingRows[id] = nil
                validatedRows[id] = nil
                continue
            }
            if host?.formRowPath(of: row) != nil { count += 1 }
        }
        visibleFailingCount = count
    }
}

/// A weak reference to a form row.
struct WeakRow {
    weak var row: (any FormRow)?
}
