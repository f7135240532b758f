extension Composition {
    // MARK: - Cells

    /// Inserts a cell right after another one, in the same section.
    /// - Precondition: `cell` is not in the composition; `anchor` is.
    /// - Complexity: O(*n*) in the size of the anchor's section, with a small constant (see
    ///   ``Composition``).
    ///   Inside ``performBatch(_:)``, O(1) (recorded), and the result is empty.
    @discardableResult
    package func insertCell(_ cell: Cell, after anchor: Cell) -> TableUpdate {
        changeLog?.cellChanged(cell)
        return keepCollapsed(adding: cell, engine.insertCell(cell, after: anchor))
    }

    /// Inserts a cell right before another one, in the same section.
    /// - Precondition: `cell` is not in the composition; `anchor` is.
    /// - Complexity: O(*n*) in the size of the anchor's section, with a small constant.
    ///   Inside ``performBatch(_:)``, O(1) (recorded), and the result is empty.
    @discardableResult
    package func insertCell(_ cell: Cell, before anchor: Cell) -> TableUpdate {
        changeLog?.cellChanged(cell)
        return keepCollapsed(adding: cell, engine.insertCell(cell, before: anchor))
    }

    /// Removes a cell from the composition.
    /// - Precondition: `cell` is in the composition.
    /// - Complexity: O(*n*) in the size of the cell's section, with a small constant.
    ///   Inside ``performBatch(_:)``, O(1) (recorded), and the result is empty.
    @discardableResult
    package func removeCell(_ cell: Cell) -> TableUpdate {
        changeLog?.cellChanged(cell)
        if let serial = collapsedSerial(of: cell) { collapsedSections[serial]?.remove(ObjectIdentifier(cell)) }
        return engine.removeCell(cell)
    }

    /// Hides or shows a cell. A hidden cell keeps its place and its state; showing it puts it back
    /// where it was.
    /// - Precondition: `cell` is in the composition.
    /// - Complexity: Amortized O(1) plus the section's bookkeeping (see ``Composition``).
    ///   Inside ``performBatch(_:)``, O(1) (recorded), and the result is empty.
    @discardableResult
    package func setCell(_ cell: Cell, hidden: Bool) -> TableUpdate {
        changeLog?.cellChanged(cell)
        if let serial = collapsedSerial(of: cell) {
            // Collapsed: the cell's own flag, applied when the section expands.
            if hidden {
                collapsedSections[serial]?.remove(ObjectIdentifier(cell))
            } else {
                collapsedSections[serial]?.insert(ObjectIdentifier(cell))
            }
            return .none
        }
        return engine.setCell(cell, hidden: hidden)
    }

    // MARK: - Sections

    /// Inserts an empty section at a position among all sections, hidden ones included.
    /// - Precondition: `index` is in `0...sections.count`.
    /// - Complexity: O(log *s*) expected in the number of sections.
    @discardableResult
    package func insertSection(
        at index: Int, header: SectionSupplement<View>? = nil, footer: SectionSupplement<View>? = nil
    ) -> TableUpdate {
        let update = engine.insertSection(at: index)
        let serial = engine.serial(atPosition: index, in: "insertSection(at:)")
        headers[serial] = header
        footers[serial] = footer
        return update
    }

    /// Removes a section and all its cells.
    /// - Precondition: `section` is in the composition.
    /// - Complexity: O(*n* + log *s*): the cells of this section, and the section order (O(log *s*) expected).
    @discardableResult
    package func removeSection(_ section: SectionID) -> TableUpdate {
        changeLog?.sectionChanged(section)
        let (update, released) = engine.removeSection(section)
        headers[section.serial] = nil
        footers[section.serial] = nil
        collapsedSections[section.serial] = nil
        let maker = lazyMakers.removeValue(forKey: section.serial)
        // The cells, and the closure that may hold some, are released here, after the engine's access: see `engine`.
        withExtendedLifetime((maker, released)) {}
        return update
    }

    /// Hides or shows a whole section. Its cells keep their state and their own hidden flags.
    /// - Precondition: `section` is in the composition.
    /// - Complexity: O(log *s*) expected in the number of sections.
    @discardableResult
    package func setSection(_ section: SectionID, hidden: Bool) -> TableUpdate {
        changeLog?.sectionChanged(section)
        return engine.setSection(section, hidden: hidden)
    }

    /// Sets the header of a section.
    /// - Precondition: `section` is in the composition.
    /// - Complexity: O(1).
    @discardableResult
    package func setHeader(_ header: SectionSupplement<View>?, for section: SectionID) -> TableUpdate {
        let hadHeader = headers[engine.serial(of: section, in: "setHeader(_:for:)")] != nil
        let update = engine.supplementChanged(in: section, method: "setHeader(_:for:)", appearsOrGoes: hadHeader != (header != nil))
        headers[section.serial] = header
        return update
    }

    /// Sets the footer of a section.
    /// - Precondition: `section` is in the composition.
    /// - Complexity: O(1).
    @discardableResult
    package func setFooter(_ footer: SectionSupplement<View>?, for section: SectionID) -> TableUpdate {
        let hadFooter = footers[engine.serial(of: section, in: "setFooter(_:for:)")] != nil
        let update = engine.supplementChanged(in: section, method: "setFooter(_:for:)", appearsOrGoes: hadFooter != (footer != nil))
        footers[section.serial] = footer
        return update
    }

    /// The header of a section, hidden or not, in O(1).
    /// - Parameter section: A section of this composition.
    package func header(of section: SectionID) -> SectionSupplement<View>? {
        headers[engine.serial(of: section, in: "header(of:)")]
    }

    /// The footer of a section, hidden or not, in O(1).
    /// - Parameter section: A section of this composition.
    package func footer(of section: SectionID) -> SectionSupplement<View>? {
        footers[engine.serial(of: section, in: "footer(of:)")]
    }

    // MARK: - Batches

    /// Applies several mutations as one change and returns the single update that describes it.
    /// - Precondition: Batches do not nest, and `reset()` is not called inside one.
    /// - Complexity: O(*k*) for *k* cell mutations, and at the end one O(*n* + *k*) pass over each
    ///   section of *n* cells they touched, which also finds the update (a batch of one change costs
    ///   its section a pass, as a diff would); plus O(*s*) in the number of sections when the batch
    ///   adds, removes, hides or shows sections. A read of a changed section inside the batch
    ///   applies its changes early.
    @discardableResult
    package func performBatch(_ body: () throws -> Void) rethrows -> TableUpdate {
        engine.beginBatch()
        do {
            try body()
        } catch {
            let (_, released) = engine.endBatch()
            withExtendedLifetime(released) {}
            throw error
        }
        let (update, released) = engine.endBatch()
        // The cells the batch kept alive are released here, after the engine's access: see `engine`.
        withExtendedLifetime(released) {}
        return update
    }
}
