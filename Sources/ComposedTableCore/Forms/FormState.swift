/// A row's form bookkeeping: its validation rules and the conditions on it. Every
/// ``FormBackedRow`` owns one; Core reads and writes it.
///
/// A backend calls one method on it: ``editingDidEnd()``, when the user leaves a text row, for
/// the rules that run at the end of editing.
@MainActor
package final class FormRowState {
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
    package init() {}

    /// Reports that the user finished editing the row (a text field lost focus): its rules run
    /// now unless they wait for the submission, or the user has not changed the value (a field
    /// only passed through shows no message until `validate()`). Backends call it; nothing
    /// happens for a row without rules.
    ///
    /// - Complexity: The cost of the row's rules.
    package func editingDidEnd() {
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
/// ``FormBackedRow/formRowTable``:
///
/// ```swift
/// package var formRowTable: (any FormTable)? { controller?.core }
/// ```
@MainActor
package protocol FormTable: AnyObject {
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
    /// The section of a row and whether the row shows; `nil` when the table does not hold it.
    func formPlace(of row: AnyObject) -> (section: SectionID, isVisible: Bool)?
    /// Makes the table note the cells and sections its changes touch into a log.
    func formNoteChanges(into log: CompositionChangeLog)
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
/// - A change of the table's structure updates the count from what it touched: O(1) for a row
///   inserted, removed, hidden, shown or moved; O(*f*) for a section hidden, shown, removed,
///   collapsed or filtered, in the failing rows of that section. Nothing is recounted.
/// - A condition source's change evaluates the conditions that depend on it, O(*d*), and hides or
///   shows their rows in one batch.
@MainActor
package final class FormTableState {
    weak var host: (any FormHost)?

    // MARK: Validation

    /// The rows with rules, by identity.
    var validatedRows: [ObjectIdentifier: WeakRow] = [:]
    /// The validated rows whose synchronous rules fail now: where each is and whether it counts.
    var failingRows: [ObjectIdentifier: FailingRow] = [:]
    /// The failing rows in the table, by their section: what a change of a whole section
    /// (hidden, shown, removed, collapsed, filtered) may count or uncount.
    var failingRowsBySection: [SectionID: Set<ObjectIdentifier>] = [:]
    /// How many failing rows are visible: those of ``failingRows`` that count, once the table's
    /// noted changes are applied (``applyNotedChanges()``).
    var visibleFailingCount = 0
    /// The cells and sections the table's changes touched since they were last applied; the
    /// table notes into it once a row has rules.
    let changeLog = CompositionChangeLog()
    /// How many times a failing row's place was looked up: a test hook that shows a change
    /// costs the rows it touched, not the table.
    package internal(set) var rowEvaluations = 0
    /// The validity last reported to ``onValidityChange`` and the rows that follow it.
    var reportedValidity = true
    /// The rows enabled only while the table is valid.
    var validityFollowers: [ObjectIdentifier: WeakRow] = [:]
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
    /// - Complexity: O(1), plus the changes of the table not yet applied: O(1) a row they
    ///   touched, O(*f*) a section, in its failing rows.
    package var isValid: Bool {
        applyNotedChanges()
        return visibleFailingCount == 0
    }

    // MARK: - The table's events

    /// The table changed (after composing, or a change outside a batch): reports a change of validity.
    func tableDidChange() {
        validityMayHaveChanged()
    }

    /// The table was emptied: its rows, their rules and conditions are gone.
    func tableDidReset() {
        validatedRows = [:]
        failingRows = [:]
        failingRowsBySection = [:]
        _ = changeLog.take()
        validityFollowers = [:]
        for source in conditionSources.values { source.entry?.deactivate() }
        retainedTrackers = []
        conditionSources = [:]
        sectionConditions = [:]
        pendingModelConditions = []
        visibleFailingCount = 0
        validityMayHaveChanged()
    }
}

struct WeakRow {
    weak var row: (any FormRow)?
}

/// A validated row whose synchronous rules fail: where it was when last looked up.
struct FailingRow {
    weak var row: (any FormRow)?
    /// Its section then, under which ``FormTableState/failingRowsBySection`` lists it; `nil`
    /// when it was not in the table.
    var section: SectionID?
    /// Whether it was visible then, so counted in ``FormTableState/visibleFailingCount``.
    var isCounted = false
}
