/// The cells and sections whose visibility a composition's mutations may have changed since it
/// was last read, so that a reader following a few cells (the form's failing rows) looks at what
/// a change touched. Added or inserted sections hold no cell yet and are not noted.
/// - Complexity: O(1) amortized per note; ``take()`` is O(1).
final class CompositionChangeLog {
    /// The cells noted, by identity, in order (a cell may appear more than once).
    private(set) var cells: [ObjectIdentifier] = []
    /// The sections noted, in order (a section may appear more than once).
    private(set) var sections: [SectionID] = []

    /// Whether nothing was noted since the last ``take()``.
    var isEmpty: Bool { cells.isEmpty && sections.isEmpty }

    /// Notes a cell whose visibility may have changed.
    func cellChanged(_ cell: AnyObject) {
        cells.append(ObjectIdentifier(cell))
    }

    /// Notes a section whose cells' visibility may have changed together.
    func sectionChanged(_ section: SectionID) {
        sections.append(section)
    }

    /// What was noted, emptying the log.
    func take() -> (cells: [ObjectIdentifier], sections: [SectionID]) {
        defer {
            cells = []
            sections = []
        }
        return (cells, sections)
    }
}
