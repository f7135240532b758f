import ComposedTableCore
import TestSupport
import Testing
import UIKitRules

/// The count of failing visible rows behind `isValid`, the Save button and `onValidityChange`
/// is kept from what each change touched: these tests compare it with a recount from scratch
/// after random changes, and count the rows a change looks at.
@MainActor
struct FormValidityCountTests {
    /// A field that fails while it is off.
    private static func field(_ key: String, on: Bool) -> InputCell<Bool> {
        InputCell(key, on)
    }

    private static let mustBeOn = ValidationRule<Bool>.custom("Turn it on.") { $0 }

    /// A random table of fields and plain rows on the UIKit-rules surface, changed at random.
    @MainActor
    private final class Run {
        var generator: SplitMix64
        var screen: FormScreen!
        var sections: [SectionID] = []
        /// Every cell in the table, and the fields removed from it (they may come back).
        var cells: [FormCell] = []
        var removed: [FormCell] = []
        var save: FormCell!
        var reported: [Bool] = []
        var log: [String] = []
        var serial = 0

        init(seed: UInt64) {
            generator = SplitMix64(seed: seed)
            screen = FormScreen(rowsOnScreen: 8) { [unowned self] screen in build(screen) }
            // Set after composing: what composing reported (once it ended) is the start.
            reported = [screen.core.isValid]
            screen.core.onValidityChange = { [unowned self] in reported.append($0) }
        }

        func build(_ screen: FormScreen) {
            self.screen = screen
            sections = [screen.core.composition.lastSection ?? screen.addSection("First")]
            cells = []
            save = screen.add(FormCell("Save")).enabledWhenValid()
            cells.append(save)
            for _ in 0..<Int.random(in: 2...4, using: &generator) {
                sections.append(screen.addSection("S"))
                for _ in 0..<Int.random(in: 0...5, using: &generator) { addField() }
            }
        }

        @discardableResult
        func addField() -> FormCell {
            serial += 1
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let plain = screen.add(FormCell("plain \(serial)"))
                cells.append(plain)
                return plain
            }
            let field = screen.add(FormValidityCountTests.field("f\(serial)", on: Bool.random(using: &generator)))
            field.validate(FormValidityCountTests.mustBeOn)
            cells.append(field)
            return field
        }

        var core: TableController<FormCell, Never> { screen.core }

        func randomCell() -> FormCell? { cells.isEmpty ? nil : cells[Int.random(in: 0..<cells.count, using: &generator)] }
        func randomSection() -> SectionID? {
            sections.isEmpty ? nil : sections[Int.random(in: 0..<sections.count, using: &generator)]
        }

        /// One random change; inside a batch when `inBatch`.
        func step(inBatch: Bool = false) {
            switch Int.random(in: 0..<14, using: &generator) {
            case 0:
                guard let anchor = randomCell() else { return }
                serial += 1
                let field = FormValidityCountTests.field("i\(serial)", on: Bool.random(using: &generator))
                field.table = core
                log.append("insert \(field.key) after \(anchor.key)")
                core.change { $0.insertCell(field, after: anchor) }
                field.validate(FormValidityCountTests.mustBeOn)
                cells.append(field)
            case 1, 2:
                guard let cell = randomCell(), cell !== save else { return }
                log.append("remove \(cell.key)")
                core.change { $0.removeCell(cell) }
                cells.removeAll { $0 === cell }
                removed.append(cell)
            case 3:
                guard !removed.isEmpty, let section = randomSection() else { return }
                let cell = removed.removeLast()
                log.append("put back \(cell.key)")
                core.change { $0.appendCell(cell, to: section) }
                cells.append(cell)
            case 4, 5:
                guard let cell = randomCell() else { return }
                let hidden = Bool.random(using: &generator)
                log.append("hide \(cell.key) \(hidden)")
                core.change { $0.setCell(cell, hidden: hidden) }
            case 6:
                guard let section = randomSection() else { return }
                let hidden = Bool.random(using: &generator)
                log.append("hide \(section) \(hidden)")
                core.change { $0.setSection(section, hidden: hidden) }
            case 7, 8:
                guard let field = randomCell() as? InputCell<Bool> else { return }
                log.append("edit \(field.key)")
                field.userSets(!field.input)
            case 9:
                guard let section = randomSection() else { return }
                let collapsed = Bool.random(using: &generator)
                log.append("collapse \(section) \(collapsed)")
                core.change { $0.setSection(section, collapsed: collapsed) }
            case 10:
                guard let cell = randomCell(), let section = randomSection() else { return }
                log.append("move \(cell.key) to \(section)")
                core.change { $0.moveCell(cell, to: section) }
            case 11:
                guard let section = randomSection(), core.composition.lastSection != section || sections.count > 1,
                    !core.composition.allCells(in: section).contains(where: { $0 === save })
                else { return }
                log.append("remove \(section)")
                let gone = core.composition.allCells(in: section)
                core.change { $0.removeSection(section) }
                sections.removeAll { $0 == section }
                cells.removeAll { cell in gone.contains { $0 === cell } }
            case 12:
                log.append("add section")
                core.change { $0.addSection(header: .title("New")) }
                sections.append(core.composition.lastSection!)
                addField()
            default:
                guard !inBatch else { return }
                log.append("batch")
                core.performBatch {
                    for _ in 0..<Int.random(in: 1...5, using: &generator) { step(inBatch: true) }
                }
            }
        }

        /// What the user sees agrees with a recount from scratch.
        func check(_ context: String) {
            let recounted = core.formTableState.visibleFailingRowsRecounted
            expectEqual(core.formTableState.visibleFailingRowCount, recounted, "\(context): \(log.joined(separator: "; "))")
            expectEqual(core.isValid, (recounted == 0), "\(context)")
            expectEqual(save.isEnabled, core.isValid, "\(context): the Save button follows")
            expectEqual((reported.last ?? true), core.isValid, "\(context): onValidityChange told the last change")
        }
    }

    @Test("the failing count agrees with a recount after random inserts, removals, hides, edits, batches and resets")
    func randomChangesKeepTheCountExact() async {
        for seed in 0..<UInt64(FuzzCount.scaled(100, full: 300)) {
            if seed % 50 == 0 { await Task.yield() }
            let run = Run(seed: seed)
            run.check("seed \(seed), built")
            for index in 0..<40 {
                run.step()
                run.check("seed \(seed), step \(index)")
                if index == 25, seed % 3 == 0 {
                    run.log.append("recompose")
                    run.core.recompose()
                    run.check("seed \(seed), recomposed")
                }
            }
            #expect(run.screen.violations.isEmpty, "seed \(seed)")
        }
    }

    @Test("validate() reports the visible failing rows, in order, and reveals the first")
    func validateAgreesWithTheCount() async {
        for seed in UInt64(1_000)..<1_030 {
            let run = Run(seed: seed)
            for _ in 0..<30 { run.step() }
            let failures = await run.core.validate()
            expectEqual(failures.count, run.core.formTableState.visibleFailingRowsRecounted, "seed \(seed)")
            expectEqual(failures.map(\.path), failures.map(\.path).sorted(), "seed \(seed)")
            #expect(failures.allSatisfy { $0.message == "Turn it on." }, "seed \(seed)")
            expectEqual(failures.isEmpty, run.core.isValid, "seed \(seed)")
        }
    }

    @Test("a failing row in a section hidden by a condition does not count; shown again, it does")
    func sectionConditionsHideFailingRows() {
        let toggle = InputCell("Details", true)
        var details: InputCell<Bool>!
        let screen = FormScreen { screen in
            screen.add(toggle)
            let section = screen.addSection("Details")
            details = screen.add(Self.field("Detail", on: false)).validate(Self.mustBeOn)
            screen.core.showSection(section, when: toggle) { $0 }
        }
        #expect(!screen.core.isValid)
        toggle.userSets(false)
        #expect(screen.core.isValid, "the failing row's section is hidden")
        details.userSets(true)
        details.userSets(false)
        #expect(screen.core.isValid, "an edit of a hidden row does not count")
        toggle.userSets(true)
        #expect(!screen.core.isValid)
        screen.core.reset()
        #expect(screen.core.isValid, "a reset forgets every row")
    }

    // MARK: - Work

    /// A form of `count` failing fields in sections of 10, on screen.
    private static func form(failing count: Int) -> (screen: FormScreen, fields: [InputCell<Bool>], sections: [SectionID]) {
        var fields: [InputCell<Bool>] = []
        var sections: [SectionID] = []
        let screen = FormScreen { screen in
            for index in 0..<count {
                if index % 10 == 0 { sections.append(screen.addSection("S")) }
                fields.append(screen.add(field("f\(index)", on: false)).validate(mustBeOn))
            }
        }
        return (screen, fields, sections)
    }

    /// The failing rows a table change looks up, as the table's own hook counts them.
    private static func evaluations(_ screen: FormScreen, _ change: () -> Void) -> Int {
        let before = screen.core.formTableState.rowEvaluations
        change()
        _ = screen.core.isValid
        return screen.core.formTableState.rowEvaluations - before
    }

    @Test("a change looks up the rows it touched, whatever the number of failing rows")
    func aChangeCostsWhatItTouched() {
        var figures: [[Int]] = []
        for count in [10, 1_000] {
            let (screen, fields, sections) = Self.form(failing: count)
            expectEqual(screen.core.formTableState.visibleFailingRowCount, count)
            let plain = FormCell("plain")
            plain.table = screen.core
            figures.append([
                Self.evaluations(screen) { screen.core.change { $0.insertCell(plain, after: fields[5]) } },
                Self.evaluations(screen) { screen.core.change { $0.setCell(plain, hidden: true) } },
                Self.evaluations(screen) { screen.core.change { $0.removeCell(plain) } },
                Self.evaluations(screen) { screen.core.change { $0.setCell(fields[3], hidden: true) } },
                Self.evaluations(screen) { screen.core.change { $0.setCell(fields[3], hidden: false) } },
                Self.evaluations(screen) { fields[4].userSets(true) },
                Self.evaluations(screen) { fields[4].userSets(false) },
                Self.evaluations(screen) { screen.core.change { $0.setSection(sections[0], hidden: true) } },
                Self.evaluations(screen) { screen.core.change { $0.setSection(sections[0], hidden: false) } },
                Self.evaluations(screen) {
                    screen.core.performBatch {
                        screen.core.change { $0.setCell(fields[1], hidden: true) }
                        screen.core.change { $0.moveCell(fields[2], to: sections[0]) }
                    }
                },
            ])
            expectEqual(screen.core.formTableState.visibleFailingRowCount, screen.core.formTableState.visibleFailingRowsRecounted)
        }
        expectEqual(figures[0], figures[1], "the same lookups with 10 and 1,000 failing rows")
        expectEqual(figures[0], [0, 0, 0, 1, 1, 0, 1, 10, 10, 2], "a row: one lookup; a section of 10: ten")
    }

    @Test("a form built with addCell after the screen loaded looks each field up once")
    func buildingOutsideComposeIsLinear() {
        for count in [10, 300] {
            let screen = FormScreen { _ in }
            let before = screen.core.formTableState.rowEvaluations
            for index in 0..<count {
                if index % 10 == 0 { screen.addSection("S") }
                screen.add(Self.field("f\(index)", on: false)).validate(Self.mustBeOn)
            }
            #expect(!screen.core.isValid)
            expectEqual(screen.core.formTableState.rowEvaluations - before, count, "one lookup per field")
            expectEqual(screen.core.formTableState.visibleFailingRowCount, count)
        }
    }
}
