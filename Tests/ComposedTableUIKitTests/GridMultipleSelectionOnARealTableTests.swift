#if canImport(UIKit)
import ComposedTable
// The iOS 17 SDK declares the accessibility traits as mutable C globals, which Swift 6 refuses to
// read; `@preconcurrency` (limited to this file) accepts them.
@preconcurrency import UIKit
import XCTest

/// A grid row with multiple selection on a real table: a tap on an item toggles it, and every
/// selected item is ringed (a swatch) and read "selected" by VoiceOver — what the terminal tests
/// (`GridMultipleSelectionTests`) check with `✓`.
@MainActor
final class GridMultipleSelectionOnARealTableTests: XCTestCase {
    func testTapsToggleItemsAndEverySelectedItemIsRingedAndReadSelected() throws {
        let controller = ComposedTableViewController(title: "Grid")
        var changes: [Int] = []
        let colours: [GridOption] = [
            .swatch("Red", SwatchColor(hex: 0xFF3B30)), .swatch("Green", SwatchColor(hex: 0x34C759)),
            .swatch("Blue", SwatchColor(hex: 0x007AFF)),
        ]
        let grid = controller.addCell(
            GridCell(key: "Colours", options: colours, itemsPerRow: 3, selectedIndices: [0, 2]) { _, index in
                changes.append(index)
            })
        let days = controller.addCell(
            GridCell(key: "Days", options: ["Mon", "Tue", "Wed"].map { GridOption($0) }, itemsPerRow: 3, selectedIndices: [1]))
        let table = RealTable(controller)
        defer { table.close() }
        let swatches = buttons(of: grid)
        XCTAssertEqual(swatches.map(\.accessibilityLabel), ["Red", "Green", "Blue"], "the items are not the grid's buttons in order")
        XCTAssertEqual(
            swatches.map { $0.accessibilityTraits.contains(.selected) }, [true, false, true], "a selected item is not read selected")
        XCTAssertEqual(swatches.map { $0.configuration?.background.strokeWidth }, [3, 1, 3], "a selected swatch is not ringed")
        swatches[1].sendActions(for: .primaryActionTriggered)
        swatches[0].sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(changes, [1, 0], "onChange does not hear each toggle")
        XCTAssertEqual(grid.selectedIndices, [1, 2], "a tap selects an unselected item and deselects a selected one")
        XCTAssertEqual(swatches.map { $0.accessibilityTraits.contains(.selected) }, [false, true, true])
        XCTAssertEqual(swatches.map { $0.configuration?.background.strokeWidth }, [1, 3, 3])
        let titles = buttons(of: days)
        XCTAssertEqual(titles.map { $0.configuration?.title }, ["Mon", "Tue", "Wed"])
        XCTAssertEqual(titles.map { $0.accessibilityTraits.contains(.selected) }, [false, true, false])
        grid.isEnabled = false
        table.settle()
        swatches[1].sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(grid.selectedIndices, [1, 2], "a disabled grid takes taps")
    }

    /// The grid's item buttons, in the order of its options.
    private func buttons(of cell: GridCell) -> [UIButton] {
        cell.contentView.subviews.compactMap { $0 as? UIButton }
    }
}
#endif
