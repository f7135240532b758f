import ComposedTableCore
import TestSupport
import Testing

/// Tab and Shift-Tab walk one chain of the rows a user works with, in both directions.
@MainActor
struct TabStopTests {
    @Test func tabStopsOnInputsAndButtonsBothWaysSkippingTheRest() {
        let name = InputCell("Name", "", takesFocus: true)
        let info = FormCell("Information")
        let slider = InputCell("Volume", 0.5)
        let hiddenField = InputCell("Hidden", "", takesFocus: true)
        let disabled = InputCell("Disabled", false)
        let terms = InputCell("Terms", false)
        let submit = FormCell("Submit") { _ in }
        let screen = FormScreen { screen in
            screen.add(name)
            screen.add(info)
            screen.addSection("More")
            for row in [slider, hiddenField, disabled, terms, submit] as [FormCell] { screen.add(row) }
        }
        disabled.isEnabled = false
        screen.core.change { $0.setCell(hiddenField, hidden: true) }
        let core = screen.core
        var forward: [String] = []
        var path = core.tabStop(after: nil)
        while let current = path {
            forward.append(core.composition.cell(at: current).key)
            path = core.tabStop(after: current)
        }
        expectEqual(forward, ["Name", "Volume", "Terms", "Submit"])
        var backward: [String] = []
        path = core.tabStop(before: nil)
        while let current = path {
            backward.append(core.composition.cell(at: current).key)
            path = core.tabStop(before: current)
        }
        expectEqual(backward, forward.reversed(), "Shift-Tab walks the same chain back")
    }
}
