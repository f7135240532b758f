extension Composition {
    // MARK: - Many cells of a section at once

    /// Hides or shows every cell of a section in one pass — a search or a filter over a long list.
    /// - Precondition: `section` is in the composition, and `isHidden` does not change it.
    /// - Complexity: O(*n*) in the cells of the section, one pass without a hash lookup per cell —
    ///   much less than *n* calls of ``setCell(_:hidden:)``.
    @discardableResult
    package func setCells(in section: SectionID, hidden isHidden: (Cell) throws -> Bool) rethrows -> TableUpdate {
        let method: StaticString = "setCells(in:hidden:)"
        changeLog?.sectionChanged(section)
        let (serial, flags) = try flags(in: section, method: method, isHidden)
        if collapsedSections[serial] != nil {
            // Collapsed: the cells' own flags, applied when the section expands.
            var shown = Set<ObjectIdentifier>()
            for (cell, isHidden) in zip(engine.allCells(ofSerial: serial), flags) where !isHidden {
                shown.insert(ObjectIdentifier(cell))
            }
            collapsedSections[serial] = shown
            return .none
        }
        return engine.setCells(ofSerial: serial, hidden: flags)
    }

    /// Removes the cells of a section that match a predicate, in one pass.
    /// - Precondition: `section` is in the composition, and `shouldBeRemoved` does not change it.
    /// - Complexity: O(*n*) in the cells of the section, with no hash operation.
    @discardableResult
    package func removeCells(in section: SectionID, where shouldBeRemoved: (Cell) throws -> Bool) rethrows -> TableUpdate {
        let method: StaticString = "removeCells(in:where:)"
        changeLog?.sectionChanged(section)
        let (serial, flags) = try flags(in: section, method: method, shouldBeRemoved)
        if collapsedSections[serial] != nil {
            for (cell, isRemoved) in zip(engine.allCells(ofSerial: serial), flags) where isRemoved {
                collapsedSections[serial]?.remove(ObjectIdentifier(cell))
            }
        }
        let (update, released) = engine.removeCells(ofSerial: serial, removed: flags)
        // The cells are released here, after the engine's access: see `engine`.
        withExtendedLifetime(released) {}
        return update
    }

    /// The serial of a section about to change in bulk, and the predicate's answer for each of
    /// its cells, in order — asked outside the engine's access, from copies of its arrays.
    private func flags(
        in section: SectionID, method: StaticString, _ predicate: (Cell) throws -> Bool
    ) rethrows -> (serial: Int, flags: [Bool]) {
        let serial = engine.serial(of: section, in: method)
        if engine.sections[serial].isLazy {
            misuse(
                "ComposedTable: \(method) was given \(section), a lazy section made by addSection(header:footer:count:cell:): its rows are made from their index and are not hidden or removed cell by cell. Show or hide its rows with setVisibleRows(_:in:)."
            )
        }
        engine.prepareBulkChange(ofSerial: serial)
        let (rows, slots, mutations) = (engine.sections[serial].rows, engine.slots, engine.mutationCount)
        let flags = try rows.map { try predicate(slots[Int($0)].cell as! Cell) }
        require(
            engine.mutationCount == mutations,
            "ComposedTable: \(method) was given a closure that changed the composition. The closure only decides, for each cell; make other changes before or after the call."
        )
        return (serial, flags)
    }
}
