import ComposedTableCore
import TestSupport
import Testing
import UIKitRules

/// `TableController.rowContentDidChange(of:)`: a row whose content changed is measured again
/// only when its height follows its content.
@MainActor
struct RowContentTests {
    private let core = TableController<Row, Never>()
    private let fake: UIKitRulesSurface<Row, Never>
    private let notes = Row("Notes")
    private let banner = Row("Banner")
    private let hidden = Row("Hidden")

    init() {
        fake = UIKitRulesSurface(core: core)
        core.composer = { [unowned core, notes, banner, hidden] in
            for row in [notes, banner, hidden] { core.change { $0.addCell(row) } }
            core.change { $0.setCell(hidden, hidden: true) }
        }
        fake.appear()
    }

    @Test func aSelfSizingRowIsMeasuredAgainInOneEmptyBatch() {
        fake.naturalHeight = { $0.key == "Notes" ? 88 : 44 }
        core.rowContentDidChange(of: notes)
        expectEqual(fake.batchCount, 1)
        expectEqual(fake.reloadCount, 0, "measured in place, never reloaded")
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }

    @Test func aFixedOrFractionRowKeepsItsHeight() {
        banner.height = .fixed(120)
        core.rowHeightDidChange(of: banner)
        let batches = fake.batchCount
        core.rowContentDidChange(of: banner)
        banner.height = .fraction(0.5)
        core.rowContentDidChange(of: banner)
        expectEqual(fake.batchCount, batches)
        expectEqual(fake.violations, [])
    }

    @Test func aHiddenOrRemovedRowDoesNothing() {
        core.rowContentDidChange(of: hidden)
        core.change { $0.removeCell(notes) }
        let batches = fake.batchCount
        core.rowContentDidChange(of: notes)
        expectEqual(fake.batchCount, batches)
        expectEqual(fake.violations, [])
    }

    @Test func insideABatchTheMeasuringJoinsIt() {
        core.performBatch {
            core.change { $0.setCell(hidden, hidden: false) }
            core.rowContentDidChange(of: notes)
        }
        expectEqual(fake.batchCount, 1, "one batch for the change and the measuring")
        fake.checkConsistency()
        expectEqual(fake.violations, [])
    }

    @Test func offScreenTheTableReloads() {
        fake.isInWindow = false
        let reloads = fake.reloadCount
        core.rowContentDidChange(of: notes)
        expectEqual(fake.reloadCount, reloads + 1)
        expectEqual(fake.violations, [])
    }

    @Test func aDetailButtonRunsOnlyOnAVisibleEnabledRow() {
        var runs: [String] = []
        #expect(core.didTapDetailButton(of: notes) { runs.append("notes") })
        notes.isEnabled = false
        #expect(!core.didTapDetailButton(of: notes) { runs.append("disabled") })
        #expect(!core.didTapDetailButton(of: hidden) { runs.append("hidden") })
        #expect(!core.didTapDetailButton(of: Row("Elsewhere")) { runs.append("elsewhere") })
        expectEqual(runs, ["notes"])
    }
}
