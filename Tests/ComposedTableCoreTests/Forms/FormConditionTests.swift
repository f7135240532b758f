import ComposedTableCore
import Observation
import TestSupport
import Testing
import UIKitRules

@Observable
@MainActor
final class Settings {
    var isSyncOn = false
    var name = "Ada"
    var copies = 1
}

@MainActor
struct FormConditionTests {
    @Test func dependentsOfASourceChangeInOneBatch() {
        var proxy: InputCell<Bool>!
        var host: FormCell!
        var port: FormCell!
        var mode: InputCell<Double>!
        let screen = FormScreen { screen in
            proxy = screen.add(InputCell("Proxy", false))
            host = screen.add(FormCell("Host")).visible(when: proxy) { $0 }
            port = screen.add(FormCell("Port")).visible(when: proxy) { $0 }
            mode = screen.add(InputCell("Mode", 0.0)).enabled(when: proxy) { $0 }
            screen.add(FormCell("Direct")).visible(when: proxy) { !$0 }
        }
        expectEqual(screen.shown, [["Proxy", "Mode", "Direct"]])
        expectEqual(screen.fake.batchCount, 0, "in compose: the model only")
        #expect(!mode.isEnabled)
        proxy.userSets(true)
        expectEqual(screen.shown, [["Proxy", "Host", "Port", "Mode"]])
        expectEqual(screen.fake.batchCount, 1, "every dependent in one batch")
        #expect(mode.isEnabled)
        proxy.input = false
        expectEqual(screen.shown, [["Proxy", "Mode", "Direct"]])
        expectEqual(screen.fake.batchCount, 2)
        #expect(screen.core.composition.isHidden(host) && screen.core.composition.isHidden(port), "hidden, not removed")
        expectEqual(screen.violations, [])
    }

    @Test func aConditionAfterDisplayAnimatesAndAChangeThatMovesNothingReplaysNothing() {
        var level: InputCell<Double>!
        var detail: FormCell!
        let screen = FormScreen { screen in
            level = screen.add(InputCell("Level", 1.0))
            detail = screen.add(FormCell("Detail"))
        }
        detail.visible(when: level) { $0 > 2 }
        expectEqual(screen.shown, [["Level"]])
        expectEqual(screen.fake.batchCount, 1)
        level.userSets(1.5)
        expectEqual(screen.fake.batchCount, 1, "nothing to hide or show: no batch")
        level.userSets(3)
        expectEqual(screen.shown, [["Level", "Detail"]])
        expectEqual(screen.violations, [])
    }

    @Test func severalConditionsOnARowMustAllHold() {
        var a: InputCell<Bool>!
        var b: InputCell<Bool>!
        let screen = FormScreen { screen in
            a = screen.add(InputCell("A", true))
            b = screen.add(InputCell("B", false))
            screen.add(FormCell("Both")).visible(when: a) { $0 }.visible(when: b) { $0 }
        }
        expectEqual(screen.shown, [["A", "B"]])
        b.userSets(true)
        expectEqual(screen.shown, [["A", "B", "Both"]])
        a.userSets(false)
        expectEqual(screen.shown, [["A", "B"]])
    }

    @Test func aHiddenSourceKeepsDrivingItsDependents() {
        var a: InputCell<Bool>!
        var b: InputCell<Bool>!
        let screen = FormScreen { screen in
            a = screen.add(InputCell("A", true))
            b = screen.add(InputCell("B", true)).visible(when: a) { $0 }
            screen.add(FormCell("C")).visible(when: b) { $0 }
        }
        a.userSets(false)
        expectEqual(screen.shown, [["A", "C"]], "B is hidden but still on, so C shows")
        b.input = false
        expectEqual(screen.shown, [["A"]], "a hidden source's change still applies")
        a.userSets(true)
        expectEqual(screen.shown, [["A", "B"]], "B kept its value while hidden, and C follows it")
    }

    @Test func sectionsShowWhenTheirConditionHolds() {
        var custom: InputCell<Bool>!
        let screen = FormScreen { screen in
            custom = screen.add(InputCell("Custom server", false))
            let section = screen.addSection("Server")
            screen.add(FormCell("Address"))
            screen.core.showSection(section, when: custom) { $0 }
        }
        expectEqual(screen.shown, [["Custom server"]])
        custom.userSets(true)
        expectEqual(screen.shown, [["Custom server"], ["Address"]])
        expectEqual(screen.violations, [])
    }

    @Test func aRemovedTargetIsNoLongerUpdated() {
        var source: InputCell<Bool>!
        var target: FormCell!
        let screen = FormScreen { screen in
            source = screen.add(InputCell("Source", true))
            target = screen.add(FormCell("Target")).visible(when: source) { $0 }
        }
        screen.remove(target)
        source.userSets(false)
        expectEqual(screen.fake.batchCount, 1, "only the removal")
        expectEqual(screen.violations, [])
    }

    @Test func enabledWorksWithoutATable() {
        let source = InputCell("Source", false)
        let target = FormCell("Target").enabled(when: source) { $0 }
        #expect(!target.isEnabled)
        source.userSets(true)
        #expect(target.isEnabled)
    }

    @Test func conditionsFollowAnObservableModel() async {
        let settings = Settings()
        var sync: FormCell!
        var again: FormCell!
        let screen = FormScreen { screen in
            sync = screen.add(FormCell("Sync now")).visible(when: settings, \.isSyncOn)
            again = screen.add(FormCell("Sync again")).visible(when: settings, \.isSyncOn)
            screen.add(FormCell("Always"))
        }
        expectEqual(screen.shown, [["Always"]])
        settings.isSyncOn = true
        await settle { screen.shown == [["Sync now", "Sync again", "Always"]] }
        expectEqual(screen.shown, [["Sync now", "Sync again", "Always"]])
        expectEqual(screen.fake.batchCount, 1, "the model's dependents of one turn in one batch")
        settings.isSyncOn = false
        await settle { screen.shown == [["Always"]] }
        expectEqual(screen.shown, [["Always"]], "followed again after each change")
        expectEqual(screen.violations, [])
        _ = (sync, again)
    }

    @Test func aScreenStartsOnTheFirstRowTheUserWorksWithAnInputToo() {
        let screen = FormScreen { screen in
            screen.add(FormCell("About"))  // information
            screen.add(InputCell("Volume", 0.5))  // a slider: no action, but an input
            screen.add(FormCell("Done") { _ in })
        }
        expectEqual(screen.core.initialRow, RowPath(section: 0, row: 1), "the slider, not the button after it")
        let disabled = FormScreen { screen in
            screen.add(InputCell("Volume", 0.5)).isEnabled = false
            screen.add(FormCell("Done") { _ in })
        }
        expectEqual(disabled.core.initialRow, RowPath(section: 0, row: 1), "a disabled input is passed over")
        let picker = FormScreen { screen in
            screen.add(InputCell("Volume", 0.5))
            screen.add(CheckCell("Low") { _ in })
            let high = screen.add(CheckCell("High") { _ in })
            high.accessory = .checkmark
        }
        expectEqual(picker.core.initialRow, RowPath(section: 0, row: 2), "a slider above the options: the checked one still")
    }

    @Test func conditionsLeakNothing() {
        weak var weakCore: TableController<FormCell, Never>?
        weak var weakSource: InputCell<Bool>?
        weak var weakTarget: FormCell?
        weak var weakModel: Settings?
        do {
            let settings = Settings()
            weakModel = settings
            var source: InputCell<Bool>!
            let screen = FormScreen { screen in
                source = screen.add(InputCell("Source", true))
                let section = screen.addSection("More")
                weakTarget = screen.add(FormCell("Target")).visible(when: source) { $0 }.enabled(when: settings, \.isSyncOn)
                screen.core.showSection(section, when: source) { $0 }
                screen.add(FormCell("Other")).visible(when: settings, \.isSyncOn)
            }
            source.userSets(false)
            weakCore = screen.core
            weakSource = source
        }
        #expect(weakCore == nil)
        #expect(weakSource == nil)
        #expect(weakTarget == nil)
        #expect(weakModel == nil)
    }
}

@MainActor
struct FormBindingTests {
    @Test func aRowShowsTheModelAndWritesBack() {
        let settings = Settings()
        let name = InputCell("Name", "").bind(to: settings, \.name)
        expectEqual(name.input, "Ada")
        name.userSets("Grace")
        expectEqual(settings.name, "Grace")
    }

    @Test func anObservableModelChangedElsewhereShowsInTheRow() async {
        let settings = Settings()
        let name = InputCell("Name", "").bind(to: settings, \.name)
        var notifications = 0
        name.inputObservers.add { _, _ in notifications += 1 }
        settings.name = "Linus"
        await settle { name.input == "Linus" }
        expectEqual(name.input, "Linus")
        settings.name = "Barbara"
        await settle { name.input == "Barbara" }
        expectEqual(name.input, "Barbara", "followed again after each change")
        name.userSets("Ken")
        await settle { settings.name == "Ken" }
        expectEqual(settings.name, "Ken")
        expectEqual(notifications, 3, "no loop: one change each")
    }

    @Test func aNumberRowBindsToAnInteger() async {
        let settings = Settings()
        let copies = InputCell("Copies", 0.0).bindWholeNumber(to: settings, \.copies)
        expectEqual(copies.input, 1)
        copies.userSets(2.6)
        expectEqual(settings.copies, 3)
        await settle { copies.input == 3 }
        expectEqual(copies.input, 3, "the row shows the whole number the model took")
        settings.copies = 7
        await settle { copies.input == 7 }
        expectEqual(copies.input, 7)
    }

    @Test func bindingsKeepNeitherTheRowNorTheModel() async {
        weak var weakRow: InputCell<String>?
        weak var weakModel: Settings?
        weak var weakCore: TableController<FormCell, Never>?
        do {
            let settings = Settings()
            weakModel = settings
            let screen = FormScreen { screen in
                weakRow = screen.add(InputCell("Name", "")).bind(to: settings, \.name)
            }
            weakCore = screen.core
            settings.name = "x"
        }
        await settle()
        #expect(weakCore == nil)
        #expect(weakRow == nil)
        #expect(weakModel == nil)
    }
}

@MainActor
struct ChoiceGroupTests {
    private func options(_ values: [String], in group: ChoiceGroup<String>) -> [CheckCell] {
        values.map { value in
            let cell = CheckCell(value)
            cell.action = { [group] _ in group.toggle(value) }
            group.add(cell, value: value)
            return cell
        }
    }

    @Test func aRadioGroupChoosesOne() {
        var changes: [String] = []
        let group = ChoiceGroup<String>(selection: "M") { group, value in changes.append("\(value)→\(group.selection ?? "-")") }
        let cells = options(["S", "M", "L"], in: group)
        expectEqual(cells.map(\.isChecked), [false, true, false])
        cells[2].performAction()
        expectEqual(cells.map(\.isChecked), [false, false, true])
        expectEqual(group.selection, "L")
        cells[2].performAction()
        expectEqual(group.selection, "L", "no empty selection by default")
        group.selection = "S"
        expectEqual(cells.map(\.isChecked), [true, false, false])
        expectEqual(changes, ["L→L"], "onChange after the user's change only")
        group.allowsEmptySelection = true
        cells[0].performAction()
        expectEqual(group.selection, nil)
    }

    @Test func aMultipleChoiceToggles() {
        let group = ChoiceGroup<Int>(selections: [1], allowsEmptySelection: false)
        let cells = (0..<3).map { value in
            let cell = CheckCell("\(value)")
            group.add(cell, value: value)
            return cell
        }
        group.toggle(2)
        expectEqual(group.selections, [1, 2])
        expectEqual(cells.map(\.isChecked), [false, true, true])
        group.toggle(1)
        group.toggle(2)
        expectEqual(group.selections, [2], "the last one stays")
        expectEqual(group.selection, 2)
    }

    @Test func aGroupIsASource() {
        var group: ChoiceGroup<String>!
        let screen = FormScreen { screen in
            group = ChoiceGroup<String>(selection: "Auto")
            for value in ["Auto", "Manual"] {
                let cell = screen.add(CheckCell(value))
                group.add(cell, value: value)
            }
            screen.add(FormCell("Address")).visible(when: group) { $0 == ["Manual"] }
        }
        expectEqual(screen.shown, [["Auto", "Manual"]])
        group.select("Manual")
        expectEqual(screen.shown, [["Auto", "Manual", "Address"]])
    }

    @Test func rowsAndTheGroupAreReleasedHoweverItIsWritten() {
        weak var weakGroup: ChoiceGroup<String>?
        weak var weakCell: CheckCell?
        weak var weakCore: TableController<FormCell, Never>?
        do {
            let screen = FormScreen { screen in
                let group = ChoiceGroup<String>(selection: "A")
                weakGroup = group
                let summary = FormCell("Summary")
                for value in ["A", "B"] {
                    // The obvious way: each action captures the group, the group's onChange a row.
                    let cell = screen.add(CheckCell(value))
                    cell.action = { _ in group.select(value) }
                    group.add(cell, value: value)
                    weakCell = cell
                }
                group.onChange = { group, _ in summary.key = group.selection ?? "" }
                screen.add(summary)
            }
            screen.fake.tap(RowPath(section: 0, row: 1))
            expectEqual(weakGroup?.selection, "B")
            weakCore = screen.core
        }
        #expect(weakCore == nil)
        #expect(weakCell == nil)
        #expect(weakGroup == nil)
    }
}

@MainActor
struct ChoiceGroupBindingTests {
    final class Settings {
        var appearance = "Dark"
    }

    @Test func aRadioGroupBoundToAModelChecksItsValueAndWritesTheChoiceBack() {
        let settings = Settings()
        let options = ["Light", "Dark", "Automatic"].map { CheckCell($0) }
        let group = ChoiceGroup<String>(selection: nil)
        for option in options { group.add(option, value: option.key) }
        group.bind(to: settings, \.appearance)
        expectEqual(options.map(\.isChecked), [false, true, false], "the model's value is checked")
        group.toggle("Automatic")  // the user's choice
        expectEqual(settings.appearance, "Automatic")
        expectEqual(options.map(\.isChecked), [false, false, true])
    }
}
