extension Composition {
    // MARK: - Collapsed sections

    /// Collapses or expands a section: a collapsed section keeps its header (and footer) and
    /// hides its rows, as one change; expanding shows again the rows that were shown.
    /// - Precondition: `section` is in the composition and is not lazy.
    /// - Complexity: O(*n*) in the cells of the section.
    @discardableResult
    package func setSection(_ section: SectionID, collapsed: Bool) -> TableUpdate {
        let serial = engine.serial(of: section, in: "setSection(_:collapsed:)")
        if engine.sections[serial].isLazy {
            misuse(
                "ComposedTable: setSection(_:collapsed:) was given \(section), a lazy section made by addSection(header:footer:count:cell:): its rows are shown with setVisibleRows(_:in:), and a collapse would fight a search over them. Show no rows with setVisibleRows([], in:), or hide the section with setSection(_:hidden:)."
            )
        }
        guard collapsed != (collapsedSections[serial] != nil) else { return .none }
        let body = {
            if collapsed {
                let cells = self.allCells(in: section)
                var shown = Set<ObjectIdentifier>()
                for cell in cells where !self.isHidden(cell) { shown.insert(ObjectIdentifier(cell)) }
                self.setCells(in: section) { _ in true }
                self.collapsedSections[serial] = shown
            } else {
                let shown = self.collapsedSections.removeValue(forKey: serial) ?? []
                self.setCells(in: section) { !shown.contains(ObjectIdentifier($0)) }
            }
            if self.headers[serial] != nil {
                _ = self.engine.supplementChanged(in: section, method: "setSection(_:collapsed:)", appearsOrGoes: false)
            }
        }
        if engine.isBatching {
            body()
            return .none
        }
        return performBatch(body)
    }

    /// Whether a section is collapsed (``setSection(_:collapsed:)``), in O(1).
    /// - Parameter section: A section of this composition.
    package func isCollapsed(_ section: SectionID) -> Bool {
        collapsedSections[engine.serial(of: section, in: "isCollapsed(_:)")] != nil
    }

    /// Whether a visible section is collapsed: its header shows, and opens it.
    /// - Complexity: O(*c*) in the collapsed sections.
    package var hasVisibleCollapsedSection: Bool {
        collapsedSections.keys.contains { engine.order.visibleIndex(of: $0) != nil }
    }

    // MARK: - Keeping collapsed sections collapsed

    /// The serial of the collapsed section holding a cell, or `nil`.
    func collapsedSerial(of cell: Cell) -> Int? {
        guard hasCollapsedSections, let slot = engine.slot(of: cell) else { return nil }
        let serial = Int(engine.slots[Int(slot)].serial)
        return collapsedSections[serial] != nil ? serial : nil
    }

    /// After a cell was added to the composition: in a collapsed section, it waits hidden (and
    /// shows when the section expands). The insertion and the hiding cancel out on screen.
    func keepCollapsed(adding cell: Cell, _ update: TableUpdate) -> TableUpdate {
        guard let serial = collapsedSerial(of: cell) else { return update }
        collapsedSections[serial]?.insert(ObjectIdentifier(cell))
        _ = engine.setCell(cell, hidden: true)
        return .none
    }
}
