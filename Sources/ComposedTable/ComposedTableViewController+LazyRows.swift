#if canImport(UIKit)
public import UIKit

// STUB (eager): the engine's lazily realised sections replace this.
extension ComposedTableViewController {
    /// Adds a section of `count` rows whose cells are made when a row is first shown.
    @discardableResult
    public func addSection(
        header: String? = nil, footer: String? = nil, count: Int, cell makeCell: @escaping @MainActor (Int) -> UITableViewCell
    ) -> SectionID {
        let section = addSection(header: header, footer: footer)
        for index in 0..<count { addCell(makeCell(index)) }
        return section
    }

    /// Shows only some rows of a section made by `addSection(header:footer:count:cell:)`.
    public func setVisibleRows(_ indices: [Int]?, in section: SectionID) {
        let shown = indices.map(Set.init)
        performBatch {
            for (index, cell) in composition.allCells(in: section).enumerated() {
                setCell(cell, hidden: !(shown?.contains(index) ?? true))
            }
        }
    }
}
#endif
