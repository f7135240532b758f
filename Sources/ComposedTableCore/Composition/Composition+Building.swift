extension Composition {
    // MARK: - Building

    /// Starts a new section; later cells go into it.
    /// - Complexity: O(log *s*) expected in the number of sections.
    @discardableResult
    package func addSection(
        header: SectionSupplement<View>? = nil, footer: SectionSupplement<View>? = nil
    ) -> TableUpdate {
        let update = engine.appendSection()
        let serial = engine.order.last!
        headers[serial] = header
        footers[serial] = footer
        return update
    }

    /// The last section, which ``addCell(_:)`` appends to; `nil` while the composition is empty, in O(1).
    package var lastSection: SectionID? { engine.order.last.map(engine.sectionID(serial:)) }

    /// Appends a cell to the last section, creating the first section if there is none.
    /// - Precondition: `cell` is not already in the composition.
    /// - Complexity: Amortized O(1).
    @discardableResult
    package func addCell(_ cell: Cell) -> TableUpdate {
        changeLog?.cellChanged(cell)
        return keepCollapsed(adding: cell, engine.addCell(cell))
    }

    /// Appends a cell at the end of a given section.
    /// - Precondition: `cell` is not already in the composition; `section` is.
    /// - Complexity: Amortized O(1).
    @discardableResult
    package func appendCell(_ cell: Cell, to section: SectionID) -> TableUpdate {
        changeLog?.cellChanged(cell)
        return keepCollapsed(adding: cell, engine.appendCell(cell, to: section))
    }

    /// Sets the header of the last section, creating the first section if there is none, in O(1).
    @discardableResult
    package func setSectionHeader(_ header: SectionSupplement<View>?) -> TableUpdate {
        guard let section = lastSection else { return addSection(header: header) }
        return setHeader(header, for: section)
    }

    /// Sets the footer of the last section, creating the first section if there is none, in O(1).
    @discardableResult
    package func setSectionFooter(_ footer: SectionSupplement<View>?) -> TableUpdate {
        guard let section = lastSection else { return addSection(footer: footer) }
        return setFooter(footer, for: section)
    }

    /// Removes every section and cell.
    /// - Precondition: Not inside ``performBatch(_:)``.
    /// - Complexity: O(*n*).
    package func reset() {
        let released = engine.reset()
        headers.removeAll()
        footers.removeAll()
        collapsedSections.removeAll()
        let makers = lazyMakers
        lazyMakers.removeAll()
        withExtendedLifetime(makers) {}
        // The cells are released here, after the engine's access: see `engine`.
        withExtendedLifetime(released) {}
    }
}
