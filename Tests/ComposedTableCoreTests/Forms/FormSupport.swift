import ComposedTableCore
import UIKitRules

/// A form cell like the backends' `ActiveCell`: behaviour, content, and the form hooks, with a
/// weak way back to its table.
@MainActor
class FormCell: RowBehavior, RowContent, FormBackedRow {
    var key: String
    var value: String? { nil }
    var accessory: RowAccessory = .none
    var isEnabled = true
    var height: RowHeight = .automatic
    var takesTextFocus = false
    var action: ((FormCell) -> Void)?
    var hasAction: Bool { action != nil }
    var validationMessage: String?
    let formRowState = FormRowState()
    weak var table: TableController<FormCell, Never>?
    var formRowTable: (any FormTable)? { table }

    init(_ key: String, action: ((FormCell) -> Void)? = nil) {
        self.key = key
        self.action = action
    }

    func performAction() { action?(self) }
}

/// An input cell of any value type: a switch (`Bool`), a field (`String`), a stepper (`Double`).
@MainActor
final class InputCell<Input: Equatable>: FormCell, InputBackedRow {
    let inputObservers = InputObservers<Input>()
    /// Set by code: observers hear `byUser: false`, only when it changed.
    var input: Input {
        didSet { if input != oldValue { inputObservers.notify(input, byUser: isUserChange) } }
    }
    private var isUserChange = false

    init(_ key: String, _ input: Input, takesFocus: Bool = false) {
        self.input = input
        super.init(key)
        takesTextFocus = takesFocus
    }

    /// What a user's edit does.
    func userSets(_ value: Input) {
        guard value != input else { return }
        isUserChange = true
        input = value
        isUserChange = false
    }
}

/// An option row with a checkmark.
@MainActor
final class CheckCell: FormCell, CheckableRow {
    var isChecked = false
}

/// A loaded, on-screen table of form cells through the UIKit-rules surface.
@MainActor
final class FormScreen {
    let core = TableController<FormCell, Never>()
    let fake: UIKitRulesSurface<FormCell, Never>
    private let build: (FormScreen) -> Void

    init(appear: Bool = true, rowsOnScreen: Int = 20, _ build: @escaping (FormScreen) -> Void) {
        self.build = build
        fake = UIKitRulesSurface(core: core)
        fake.rowsOnScreen = rowsOnScreen
        core.composer = { [unowned self] in self.build(self) }
        if appear { fake.appear() } else { core.viewDidLoad() }
    }

    @discardableResult
    func add<Cell: FormCell>(_ cell: Cell) -> Cell {
        cell.table = core
        core.change { $0.addCell(cell) }
        return cell
    }

    @discardableResult
    func addSection(_ header: String) -> SectionID {
        core.change { $0.addSection(header: .title(header)) }
        return core.composition.lastSection!
    }

    func remove(_ cell: FormCell) {
        core.change { $0.removeCell(cell) }
        cell.table = nil
    }

    /// The keys shown, section by section.
    var shown: [[String]] {
        (0..<core.composition.numberOfSections).map { core.composition.cells(inSection: $0).map(\.key) }
    }

    var violations: [String] {
        fake.checkConsistency()
        return fake.violations
    }
}

/// Lets tasks on the main actor run: the hops of observation and asynchronous rules.
@MainActor
func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

/// Lets tasks on the main actor run until `done` holds, or a minute passes: for an expectation
/// on work that hops through tasks, on a machine whose other tests keep every thread busy (a
/// fixed number of hand-offs was once too few in CI; tests running in parallel can hold the main
/// actor for over a second). The caller still checks what it waited for.
@MainActor
func settle(until done: () -> Bool) async {
    await settle()
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(60)
    while !done() && clock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
        await Task.yield()
    }
}

/// A number row on a scale, as a stepper is: it binds to whole-number properties too.
extension InputCell: NumberScaleRow where Input == Double {}
