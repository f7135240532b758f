#if !canImport(UIKit)
// The terminal's move mode (`m`: ↑/↓ move the held row, Enter drops it, Esc puts it back), tested
// with the terminal. UIKit moves rows with edit mode's reorder control, whose rules
// (`canMoveRow(at:)`, `targetRow(forMoveFrom:proposed:)`) are the controller core's and both use.

/// The row the terminal's move mode holds, and where it came from.
struct PickedUpRow {
    /// The row's cell.
    let cell: ActiveCell
    /// Its visible row when it was picked up.
    let origin: RowPath
    /// Its section then.
    let home: SectionID
    /// The cell after it then (hidden or not), to put it back exactly.
    let nextCell: ActiveCell?
}

extension ComposedTableViewController {
    /// Picks a movable row up: move mode starts.
    ///
    /// - Parameter path: A visible row.
    /// - Returns: Whether the row was picked up (it is movable and nothing else is held).
    @discardableResult
    func pickUpRow(at path: RowPath) -> Bool {
        guard pickedUpRow == nil, core.canMoveRow(at: path) else { return false }
        let cell = composition.cell(at: path)
        guard let section = composition.section(containing: cell) else { return false }
        let all = composition.allCells(in: section)
        let index = all.firstIndex { $0 === cell } ?? 0
        let next = index + 1 < all.count ? all[index + 1] : nil
        pickedUpRow = PickedUpRow(cell: cell, origin: path, home: section, nextCell: next)
        return true
    }

    /// Moves the row held one place up (a negative step) or down, by the rules of the core's
    /// `targetRow(forMoveFrom:proposed:)`; across sections (when the screen's `reorderScope`
    /// allows) it enters the next section at its top (the previous one at its bottom) — also
    /// when fixed rows at the end of its section, such as an "Add" row, keep it from going on.
    ///
    /// - Parameter step: `-1` is ↑, `1` is ↓.
    func movePickedUpRow(by step: Int) {
        guard let held = pickedUpRow, let path = composition.rowPath(of: held.cell), step != 0 else { return }
        let count = composition.numberOfRows(inSection: path.section)
        let within = RowPath(section: path.section, row: path.row + (step > 0 ? 1 : -1))
        var target = within.row >= 0 && within.row < count ? core.targetRow(forMoveFrom: path, proposed: within) : path
        if target == path {
            // The section's end, or a fixed row before it: the next section, when there is one.
            let next = path.section + (step > 0 ? 1 : -1)
            guard next >= 0, next < composition.numberOfSections else { return }
            let entry = RowPath(section: next, row: step > 0 ? 0 : composition.numberOfRows(inSection: next))
            target = core.targetRow(forMoveFrom: path, proposed: entry)
        }
        guard target != path else { return }
        core.change(method: "movePickedUpRow(by:)") { [core] composition in
            composition.performBatch { core.place(held.cell, at: target) }
        }
    }

    /// Drops the row held where it is; `onMoveRow` hears of it once, when it moved.
    func dropPickedUpRow() {
        guard let held = pickedUpRow else { return }
        pickedUpRow = nil
        guard let path = composition.rowPath(of: held.cell), path != held.origin else { return }
        core.onMoveRow?(held.cell, held.origin, path)
    }

    /// Puts the row held back where it was picked up (Esc); nobody hears of it.
    func putBackPickedUpRow() {
        guard let held = pickedUpRow else { return }
        pickedUpRow = nil
        guard composition.contains(held.cell) else { return }
        core.change(method: "putBackPickedUpRow()") { composition in
            if let next = held.nextCell, composition.contains(next), next !== held.cell {
                return composition.moveCell(held.cell, before: next)
            }
            return composition.moveCell(held.cell, to: held.home)
        }
    }
}
#endif
