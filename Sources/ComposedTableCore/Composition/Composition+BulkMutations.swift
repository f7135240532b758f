extension Composition {
    // MARK: - Many cells of a section at once

    /// Hides or shows every cell of a section in one pass — a search or a filter over a long list.
    ///
    /// `isHidden` is called once for each cell of the section, hidden ones included, in order; the
    /// cells for which it returns `true` are hidden and the others shown. Hidden cells keep their
    /// place and their state, as with ``setCell(_:hidden:)``.
    ///
    /// ```swift
    /// composition.setCells(in: results) { !$0.title.localizedCaseInsensitiveContains(query) }
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this composition.
    ///   - isHidden: Whether a cell should be hidden. It must not change the composition.
    /// - Returns: The visible change: the rows deleted and inserted, or nothing when the section is
    ///   hidden. Inside ``performBatch(_:)``, nothing (the batch returns the combined update).
    /// - Precondition: `section` is in the composition, and `isHidden` does not change it.
    /// - Complexity: O(*n*) in the cells of the section, one pass without a hash lookup per cell —
    ///   much less than *n* calls of ``setCell(_:hidden:)``.
    @discardableResult
    package func setCells(in section: SectionID, hidden isHidden: (Cell) throws -> Bool) rethrows -> TableUpdate {
        let method: StaticString = "setCells(in:hidden:)"
        changeLog?.sectionChanged(section)
        let (serial, order) = orderForBulkChange(in: section, method: method)
        let flags = try self.flags(of: order, isHidden)
        requireUnchanged(section, serial: serial, order: order, method: method)
        if collapsedSections[serial] != nil {
            // Collapsed: the cells' own flags, applied when the section expands.
            var shown = Set<ObjectIdentifier>()
            for (cell, isHidden) in zip(allCells(in: section, method: method), flags) where !isHidden {
                shown.insert(ObjectIdentifier(cell))
            }
            collapsedSections[serial] = shown
            return .none
        }
        return engine.setCells(ofSerial: serial, hidden: flags)
    }

    /// Removes the cells of a section that match a predicate, in one pass.
    ///
    /// `shouldBeRemoved` is called once for each cell of the section, hidden ones included, in
    /// order.
    ///
    /// ```swift
    /// composition.removeCells(in: downloads) { $0.isFinished }
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this composition.
    ///   - shouldBeRemoved: Whether a cell should be removed. It must not change the composition.
    /// - Returns: The visible change: the rows deleted, or nothing when the section is hidden.
    ///   Inside ``performBatch(_:)``, nothing (the batch returns the combined update).
    /// - Precondition: `section` is in the composition, and `shouldBeRemoved` does not change it.
    /// - Complexity: O(*n*) in the cells of the section, plus a hash removal per removed cell —
    ///   much less than as many calls of ``removeCell(_:)``.
    @discardableResult
    package func removeCells(in section: SectionID, where shouldBeRemoved: (Cell) throws -> Bool) rethrows -> TableUpdate {
        let method: StaticString = "removeCells(in:where:)"
        changeLog?.sectionChanged(section)
        let (serial, order) = orderForBulkChange(in: section, method: method)
        let flags = try self.flags(of: order, shouldBeRemoved)
        requireUnchanged(section, serial: serial, order: order, method: method)
        if collapsedSections[serial] != nil {
            for (cell, isRemoved) in zip(allCells(in: section, method: method), flags) where isRemoved {
                collapsedSections[serial]?.remove(ObjectIdentifier(cell))
            }
        }
        let (update, released) = engine.removeCells(ofSerial: serial, removed: flags)
        // The cells are released here, after the engine's access: see `engine`.
        withExtendedLifetime(released) {}
        return update
    }

    /// The serial of a section about to change in bulk, and its order (slots), held so that a
    /// change made by the caller's closure shows as a new order buffer.
    private func orderForBulkChange(in section: SectionID, method: StaticString) -> (serial: Int, order: GrowableArray<Int32>) {
        let serial = engine.serial(of: section, in: method)
        if engine.sectionsBySerial[serial].isLazy {
            misuse(
                "ComposedTable: \(method) was given \(section), a lazy section made by addSection(header:footer:count:cell:): its rows are made from their index and are not hidden or removed cell by cell. Show or hide its rows with setVisibleRows(_:in:)."
            )
        }
        // Inside a batch the section's changes go to one pass from here on (dead slots dropped).
        if engine.isBatching { engine.applyInOnePass(in: serial) }
        engine.flushIfDirty(serial)
        return (serial, engine.sectionsBySerial[serial].slotIndices)
    }

    /// The predicate's answer for each cell in `order`, called outside any engine access.
    ///
    /// The cells are read from a copy of the engine's cell array, which keeps them alive whatever
    /// the predicate does; so each is lent to the predicate without a retain and a release (a
    /// quarter of the cost of a filter).
    private func flags(of order: GrowableArray<Int32>, _ predicate: (Cell) throws -> Bool) rethrows -> [Bool] {
        let cells = engine.cellsBySlot
        return try cells.withUnsafeBufferPointer { cells in
            let references = UnsafeRawBufferPointer(cells)
            let stride = MemoryLayout<AnyObject?>.stride
            return try order.map { slot in
                let reference = references.load(fromByteOffset: Int(slot) &* stride, as: UnsafeRawPointer.self)
                return try Unmanaged<AnyObject>.fromOpaque(reference)._withUnsafeGuaranteedRef { cell in
                    try predicate(unsafeDowncast(cell, to: Cell.self))
                }
            }
        }
    }

    private func requireUnchanged(_ section: SectionID, serial: Int, order: GrowableArray<Int32>, method: StaticString) {
        let sameSection = engine.sectionsBySerial.indices.contains(serial) && engine.sectionsBySerial[serial].id == section
        let unchanged =
            sameSection && !engine.sectionsBySerial[serial].isRemoved && !engine.sectionsBySerial[serial].isDirty
            && order.withUnsafeBufferPointer { held in
                engine.sectionsBySerial[serial].slotIndices.withUnsafeBufferPointer { current in
                    held.baseAddress == current.baseAddress && held.count == current.count
                }
            }
        require(
            unchanged,
            "ComposedTable: \(method) was given a closure that changed the composition. The closure only decides, for each cell; make other changes before or after the call."
        )
    }
}
