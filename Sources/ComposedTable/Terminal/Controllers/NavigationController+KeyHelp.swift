#if !canImport(UIKit)
// The key help (`?`): the keys it lists, and which of them work on the row under the cursor.
extension NavigationController {
    /// The keys, as the help (`?`) lists them; `Docs/TerminalKeys.md` says the same.
    ///
    /// The keys of every row come first; then a heading (an entry with an empty action) for each
    /// kind of row, with its keys. The help shows the keys of every row and those of the row
    /// under the cursor: on a field row, its keys and those for editing it; while it is edited,
    /// those for editing it.
    package static let keyHelp: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move"),
        ("PgUp PgDn", "move a page"),
        ("Home End", "first, last row"),
        ("⏎  Space", "select, toggle, edit"),
        ("Tab ⇧Tab", "next, previous input or button"),
        ("← Esc ⌫", "back (⌫ edits fields)"),
        (detailKeys, "details of a row with ⓘ"),
        (editingKeys, "row actions, delete, move"),
        (lineMoveKeys, "move the row a place, fields too"),
        (editModeKeys, "edit mode: ⏎ picks a row up, e done"),
        (searchKeys, "search, on a screen with a search"),
        (refreshKeys, "refresh, on a screen that refreshes"),
        ("q  Ctrl-C", "quit (Ctrl-C on fields)"),
        ("Ctrl-Z", "suspend (fg resumes)"),
        ("Ctrl-L", "redraw the screen"),
        ("?  F1", "these keys (F1 while editing)"),
        (jumpKeys, "jump to the next option starting with it"),
        (headerHeading, ""),
        ("⏎  Space", "open or close it, or its action"),
        (fieldHeading, ""),
        ("type, paste", "edit it"),
        (choiceHeading, ""),
        ("⏎  type", "edit it (a digit, a letter goes in)"),
        ("⌫  Del", "clear it (a row that may be empty)"),
        (valueHeading, ""),
        ("← → h l - +", "change the value"),
        (segmentsHeading, ""),
        ("⏎  Space", "the next segment"),
        (gridHeading, ""),
        ("← → ↑ ↓  h l k j", "move among the items"),
        ("⏎  Space", "select the item, or toggle it"),
        (editingTextHeading, ""),
        ("type, paste", "insert (a text view keeps line breaks)"),
        ("← → Home End", "move the caret"),
        ("Ctrl-← →  Alt-B F", "move a word"),
        ("↑ ↓", "done, move (text view: line)"),
        ("⌫  Del", "delete"),
        ("Ctrl-U  Ctrl-K", "delete to the start, to the end"),
        ("Ctrl-W  Alt-⌫", "delete the word before"),
        ("Alt-D", "delete the word after"),
        ("Ctrl-Y", "put back what was deleted"),
        ("Ctrl-_  Ctrl-^", "undo, redo"),
        ("⏎  Esc", "done, cancel (text view: new line, done)"),
        (editingChoiceHeading, ""),
        ("← →", "date part, picker column"),
        ("↑ ↓  + -", "change it"),
        ("0-9  a-z", "type a date part, jump to an option"),
        ("⏎  Esc", "done, cancel"),
        (alertHeading, ""),
        ("↑ ↓  k j", "move"),
        ("⏎  Space", "choose"),
        ("Esc", "cancel (when it can be)"),
        ("1-9  a-z", "jump to an action"),
        (editModeHeading, ""),
        ("⏎  Space", "pick a movable (≡) row up"),
        ("d  Delete", "delete the row (asks first when it says so)"),
        ("e  Esc", "done: leave edit mode"),
        (movingHeading, ""),
        ("↑ ↓  k j", "move the row"),
        ("⏎  Space  m", "drop it there"),
        ("Esc", "put it back"),
        (multipleChoiceHeading, ""),
        ("Space  ⏎", "check or uncheck"),
        ("←", "done: keep the checks"),
        ("Esc", "cancel: put the checks back"),
        (searchingHeading, ""),
        ("type, paste", "filter the list"),
        ("⏎  ↓", "pick the match; ↓ the filtered list"),
        ("Esc", "clear and close it (also in the list)"),
        ("⌫", "delete (nothing on an empty search)"),
        ("Ctrl-← →", "move a word (Alt-B F too)"),
        ("Ctrl-W U K", "delete a word, to the start, the end"),
        ("Ctrl-Y _ ^", "put back, undo, redo"),
    ]

    /// The keys of every row that work only on some rows or screens: the help lists them where
    /// they work.
    static let detailKeys = "i"
    static let editingKeys = "a  d  m"
    static let searchKeys = "/"
    static let refreshKeys = "r"
    static let editModeKeys = "e"
    static let lineMoveKeys = "Alt-↑↓"
    /// Type to jump: listed on a choice screen, where every letter jumps (on other screens the
    /// letters that are no key there do, and Shift+letter: Docs/TerminalKeys.md).
    static let jumpKeys = "a-z 0-9"
    private static let situationalKeys: Set<String> = [
        detailKeys, editingKeys, searchKeys, refreshKeys, editModeKeys, lineMoveKeys, jumpKeys,
    ]

    private static let headerHeading = "On a section header"
    private static let fieldHeading = "On a text row"
    private static let choiceHeading = "On a date or picker row"
    private static let valueHeading = "On a choice, stepper, slider"
    private static let segmentsHeading = "On a choice of segments"
    private static let gridHeading = "On a grid of items"
    private static let editingTextHeading = "While editing text"
    private static let editingChoiceHeading = "While editing a date or picker"
    private static let alertHeading = "In an alert"
    private static let searchingHeading = "While searching"
    private static let multipleChoiceHeading = "In a multiple choice"
    private static let movingHeading = "While moving a row"
    private static let editModeHeading = "In edit mode"

    /// The entries the help shows for a kind of row: the keys of every row that work here, then
    /// the row's own (a field row's, then those for editing it).
    ///
    /// - Parameters:
    ///   - topic: The kind of row under the cursor, or what is on top of the screen.
    ///   - situational: Which of the keys that work only on some rows or screens (``detailKeys``,
    ///     ``editingKeys``, ``searchKeys``, ``refreshKeys``) work here.
    static func keyHelp(
        for topic: KeyHelpTopic?, applying situational: Set<String> = []
    ) -> [(keys: String, action: String)] {
        let general = keyHelp.prefix { !$0.action.isEmpty }.filter {
            !situationalKeys.contains($0.keys) || situational.contains($0.keys)
        }
        let headings: [String] =
            switch topic {
            case .header: [headerHeading]
            case .field: [fieldHeading, editingTextHeading]
            case .choice: [choiceHeading, editingChoiceHeading]
            case .value: [valueHeading]
            case .segments: [valueHeading, segmentsHeading]
            case .grid: [gridHeading]
            case .editingText: [editingTextHeading]
            case .editingChoice: [editingChoiceHeading]
            case .alert: [alertHeading]
            case .searching: [searchingHeading]
            case .multipleChoice: [multipleChoiceHeading]
            case .moving: [movingHeading]
            case .editMode: [editModeHeading]
            case nil: []
            }
        // In an alert or while a row is held, of the keys of every row only quitting and the help
        // apply (q jumps to an alert's action; a held row takes every key).
        var entries = topic == .alert || topic == .moving ? [("Ctrl-C", "quit"), ("?  F1", "these keys")] : Array(general)
        for heading in headings {
            guard let start = keyHelp.firstIndex(where: { $0.keys == heading && $0.action.isEmpty }) else { continue }
            entries += [keyHelp[start]] + keyHelp[(start + 1)...].prefix { !$0.action.isEmpty }
        }
        return entries
    }
}
#endif
