extension ComposedTableViewController {
    /// Adds a section of `count` rows whose cells are made when a row is first shown.
    ///
    /// The section's rows are numbered `0..<count`. A row's cell is made by `makeCell` the first
    /// time the screen needs it — on UIKit `tableView(_:cellForRowAt:)` for a row about to show,
    /// in a terminal a row drawn or under the cursor, or a question about that row — and lives on
    /// from then (the same instance, with its state) until the section is removed or the screen
    /// reset: a screen on a 100,000-row list opens making only the rows it shows, and keeps each
    /// row the user scrolls past, as a section of cells you add does. With `remakesRows`, a row's
    /// cell is let go when it leaves the screen and made anew when it comes back, so the section
    /// costs the rows on screen however far the user scrolls: for cells that hold nothing their
    /// model does not give them again (the choice screens of `choose(_:from:selection:…)` work
    /// so; a switch toggled in such a row must write its model, or the toggle is lost). Filter the
    /// rows with ``setVisibleRows(_:in:)``; cells are not
    /// inserted, removed or hidden one by one in such a section (that stops with a message naming
    /// ``setVisibleRows(_:in:)``), and cells added after it need a section of their own: call
    /// `addSection(header:footer:)` first. Its rows size themselves or have a fixed height. A
    /// picker over such a list is one call: `choose(_:from:selection:…)` builds it, opens it on
    /// the current value and searches it.
    ///
    /// ```swift
    /// let zones = TimeZone.knownTimeZoneIdentifiers
    /// let section = addSection(header: "Time zone", count: zones.count) { index in
    ///     OptionCell(key: zones[index], isChecked: zones[index] == current) { option in
    ///         current = zones[index]
    ///         option.controller?.navigationController?.popViewController(animated: true)
    ///     }
    /// }
    /// addSection(header: "More")  // a section of its own for the cells that follow
    /// ```
    ///
    /// - Parameters:
    ///   - header: The header text, or `nil` for none.
    ///   - footer: The footer text, or `nil` for none.
    ///   - count: The number of rows.
    ///   - remakesRows: Whether the cells of rows that leave the screen are let go and made again
    ///     when they come back; `false` (the default): a made cell lives on, with its state.
    ///   - makeCell: Makes the cell of the row at an index: a new cell, in no table.
    /// - Returns: The new section, to filter it with ``setVisibleRows(_:in:)``.
    /// - Complexity: O(1); each row costs `makeCell` when it is first needed (with `remakesRows`,
    ///   each time it comes back on screen).
    @discardableResult
    public func addSection(
        header: String? = nil, footer: String? = nil, count: Int, remakesRows: Bool = false,
        cell makeCell: @escaping @MainActor (Int) -> TableCell
    ) -> SectionID {
        core.change(method: "addSection(header:footer:count:cell:)") { composition in
            composition.addSection(
                header: header.map(SectionSupplement.title), footer: footer.map(SectionSupplement.title), count: count,
                remakesRows: remakesRows
            ) { [weak self] index in
                MainActor.assumeIsolated {
                    let cell = makeCell(index)
                    self?.adopt(cell, in: "addSection(header:footer:count:cell:)")
                    return cell
                }
            }
        }
        guard let section = composition.lastSection else { misuse("ComposedTable: addSection created no section.") }
        return section
    }

    /// Shows only some rows of a section made by ``addSection(header:footer:count:remakesRows:cell:)``: a
    /// search or a filter, animated on UIKit as one batch of the rows that go and come.
    ///
    /// The rows show in the order given: ascending keeps the section's order; another order ranks
    /// them (best match first, say), and is a reload rather than an animation, as is a change of
    /// more than 100 rows (of more than 1,000 while a field in the table is being edited). Rows
    /// hidden keep their cell and its state; in a terminal the cursor stays on its row when that
    /// row is still shown. On UIKit a reload takes a text field in the table off it for a moment:
    /// the field takes focus back at once. A filter typed above a long list is best in the
    /// screen's search bar (``search``), which is not in the table.
    ///
    /// ```swift
    /// setVisibleRows([7, 2, 9], in: section)  // rows 7, 2 and 9, in that order
    /// ```
    ///
    /// - Parameters:
    ///   - indices: The indices of the rows to show, each once, in `0..<count`, in the order to
    ///     show them; `nil` shows every row.
    ///   - section: A section made by ``addSection(header:footer:count:remakesRows:cell:)``.
    /// - Complexity: O(*old* + *new*) in the rows shown before and after; no cell is made. The
    ///   rows of a section in another order than ascending take a dictionary entry each.
    public func setVisibleRows(_ indices: [Int]?, in section: SectionID) {
        core.change(method: "setVisibleRows(_:in:)") { $0.setVisibleRows(indices, in: section) }
    }
}
