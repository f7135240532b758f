extension Composition {
    // MARK: - Building

    /// Starts a new section; later cells go into it.
    ///
    /// A first section exists implicitly, so a composition with one section never needs to call
    /// this. Calling it on an empty composition creates the first section with this header and
    /// footer.
    ///
    /// ```swift
    /// composition.addSection(header: "Account", footer: "Used to sign in on every device.")
    /// ```
    ///
    /// - Parameters:
    ///   - header: The section's header, or `nil` for none.
    ///   - footer: The section's footer, or `nil` for none.
    /// - Returns: The visible change: one inserted section.
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

    /// The last section, which ``addCell(_:)`` appends to; `nil` while the composition is empty.
    ///
    /// - Complexity: O(1).
    package var lastSection: SectionID? { engine.order.last.map(engine.sectionID(serial:)) }

    /// Appends a cell to the last section, creating the first section if there is none.
    ///
    /// - Parameter cell: A cell instance that is not yet in the composition.
    /// - Returns: The visible change: one inserted row (or the implicit first section), or nothing
    ///   when the last section is hidden.
    /// - Precondition: `cell` is not already in the composition.
    /// - Complexity: Amortized O(1).
    @discardableResult
    package func addCell(_ cell: Cell) -> TableUpdate {
        changeLog?.cellChanged(cell)
        return keepCollapsed(adding: cell, engine.addCell(cell))
    }

    /// Appends a cell at the end of a given section.
    ///
    /// - Parameters:
    ///   - cell: A cell instance that is not yet in the composition.
    ///   - section: A section of this composition.
    /// - Returns: The visible change: one inserted row, or nothing when the section is hidden.
    /// - Precondition: `cell` is not already in the composition; `section` is.
    /// - Complexity: Amortized O(1).
    @discardableResult
    package func appendCell(_ cell: Cell, to section: SectionID) -> TableUpdate {
        changeLog?.cellChanged(cell)
        return keepCollapsed(adding: cell, engine.appendCell(cell, to: section))
    }

    /// Sets the header of the last section, creating the first section if there is none.
    ///
    /// - Parameter header: The new header, or `nil` to remove it.
    /// - Returns: The visible change: the section reloaded when it is visible, or inserted when it
    ///   is the implicit first one.
    /// - Complexity: O(1).
    @discardableResult
    package func setSectionHeader(_ header: SectionSupplement<View>?) -> TableUpdate {
        guard let section = lastSection else { return addSection(header: header) }
        return setHeader(header, for: section)
    }

    /// Sets the footer of the last section, creating the first section if there is none.
    ///
    /// - Parameter footer: The new footer, or `nil` to remove it.
    /// - Returns: The visible change: the section reloaded when it is visible, or inserted when it
    ///   is the implicit first one.
    /// - Complexity: O(1).
    @discardableResult
    package func setSectionFooter(_ footer: SectionSupplement<View>?) -> TableUpdate {
        guard let section = lastSection else { return addSection(footer: footer) }
        return setFooter(footer, for: section)
    }

    /// Removes every section and cell.
    ///
    /// Section identifiers from before the reset are no longer valid. A backend reloads its whole
    /// table after a reset rather than animating it.
    ///
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
