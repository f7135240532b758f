extension Composition {
    // MARK: - Moving cells

    /// Moves a cell of the composition right after another one, in the same section or another.
    /// - Precondition: Both cells are in the composition, they are not the same cell, and neither
    ///   is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections, with a small constant; inside
    ///   ``performBatch(_:)``, O(1) (recorded as a removal and an insertion).
    @discardableResult
    package func moveCell(_ cell: Cell, after anchor: Cell) -> TableUpdate {
        move(cell, to: .after(anchor), method: "moveCell(_:after:)")
    }

    /// Moves a cell of the composition right before another one, in the same section or another.
    /// - Precondition: Both cells are in the composition, they are not the same cell, and neither
    ///   is in a lazy section.
    /// - Complexity: O(*n* + *m*) in the sizes of the two sections; inside ``performBatch(_:)``,
    ///   O(1).
    @discardableResult
    package func moveCell(_ cell: Cell, before anchor: Cell) -> TableUpdate {
        move(cell, to: .before(anchor), method: "moveCell(_:before:)")
    }

    /// Moves a cell of the composition to the end of a section — the way into an empty one.
    /// - Precondition: `cell` is in the composition and `section` is one of its sections; neither
    ///   is lazy.
    /// - Complexity: O(*n*) in the size of the cell's section; inside ``performBatch(_:)``, O(1).
    @discardableResult
    package func moveCell(_ cell: Cell, to section: SectionID) -> TableUpdate {
        let serial = engine.serial(of: section, in: "moveCell(_:to:)")
        return move(cell, to: .end(ofSerial: serial), method: "moveCell(_:to:)")
    }

    private func move(_ cell: Cell, to destination: MoveDestination, method: StaticString) -> TableUpdate {
        changeLog?.cellChanged(cell)
        guard hasCollapsedSections else { return moveInEngine(cell, to: destination, method: method) }
        // A collapsed section hides its cells and keeps their own flags: a cell moving out of one
        // shows as its own flag says, one moving into one hides and keeps its flag there.
        let body = {
            let from = self.collapsedSerial(of: cell)
            let isShownByItself = from.map { self.collapsedSections[$0]?.contains(ObjectIdentifier(cell)) ?? false } ?? !self.isHidden(cell)
            if let from { self.collapsedSections[from]?.remove(ObjectIdentifier(cell)) }
            _ = self.moveInEngine(cell, to: destination, method: method)
            if let to = self.collapsedSerial(of: cell) {
                if isShownByItself { self.collapsedSections[to]?.insert(ObjectIdentifier(cell)) }
                _ = self.engine.setCell(cell, hidden: true)
            } else {
                _ = self.engine.setCell(cell, hidden: !isShownByItself)
            }
        }
        if engine.isBatching {
            body()
            return .none
        }
        return performBatch(body)
    }

    private func moveInEngine(_ cell: Cell, to destination: MoveDestination, method: StaticString) -> TableUpdate {
        let (update, released) = engine.moveCell(cell, to: destination, method: method)
        // The cells the batch kept alive are released here, after the engine's access: see `engine`.
        withExtendedLifetime(released) {}
        return update
    }
}
