/// An ordered list of sections holding live cell instances: the model behind a composed table.
///
/// A composition is what `ComposedTableViewController` holds on both backends. It owns its cells
/// (class instances, never reused) and its section headers and footers, and answers every
/// question a table view asks — how many sections and rows, which cell is at a row path, where a
/// cell is — without knowing anything about pixels or terminals.
///
/// Each mutation returns a ``TableUpdate`` that a backend replays as one animated batch update
/// (several at once: ``performBatch(_:)``). Hidden cells keep their place and their state.
///
/// # Identity
/// A cell instance appears at most once. Adding or inserting an instance that is already there,
/// or naming a cell or section that is not, stops the program with a message that says which rule
/// was broken.
///
/// # Performance
/// Appending is amortized O(1); finding a cell (``location(of:)``, ``contains(_:)``) is a hash
/// lookup, plus O(log *n*) for its visible row when its section has hidden cells. Inserting or
/// removing one cell in a section of *n* cells is O(*n*) (an array insertion and the indices after
/// it), hiding or showing one O(log *n*), independent of every other section. Inside
/// ``performBatch(_:)``, *k* cell mutations cost O(*k*) plus one pass over each section they touch,
/// which also finds the update. ``setCells(in:hidden:)`` and ``removeCells(in:where:)`` change a
/// whole section in one pass. A section's visible index and the visible rows before it are
/// O(log *s*) in the number of sections; inserting or removing a section costs O(*s*) once before
/// the next of those questions.
///
/// - Note: Not thread-safe: use it from one isolation domain (the backends: the main actor).
package final class Composition<Cell: AnyObject, View> {
    /// The engine. It never calls a closure and never releases the last reference to a cell
    /// (whose `deinit` could read the composition): `removeCell(_:)`'s caller holds the cell, and
    /// `removeSection(_:)`, `reset()` and batches hand their cells back to be released here, after
    /// the engine's access has ended.
    var engine = EngineState()
    /// Headers and footers by section serial; absent means none.
    var headers: [Int: SectionSupplement<View>] = [:]
    var footers: [Int: SectionSupplement<View>] = [:]
    /// The cell closures of lazy sections, by section serial.
    var lazyMakers: [Int: (Int) -> Cell] = [:]
    /// The collapsed sections, by serial: the cells each shows once it expands.
    var collapsedSections: [Int: Set<ObjectIdentifier>] = [:] {
        didSet { hasCollapsedSections = !collapsedSections.isEmpty }
    }
    /// Whether a section is collapsed: a flag, which the compiler reads without an exclusivity
    /// check, so that a mutation of a table without one pays for nothing more.
    private(set) var hasCollapsedSections = false
    /// Where the mutations note the cells and sections whose visibility they may change, for the
    /// form's failing-row count; `nil` (nothing noted) until a form row gets rules.
    var changeLog: CompositionChangeLog?

    /// Creates an empty composition.
    package init() {}

    // MARK: - Reading the visible table

    /// The number of visible sections, in O(1).
    package var numberOfSections: Int { engine.order.shownCount }

    /// The number of visible rows in a visible section, in O(1).
    package func numberOfRows(inSection section: Int) -> Int {
        engine.sections[engine.visibleSerial(at: section, in: "numberOfRows(inSection:)")].visibleCount
    }

    /// The number of visible rows in each visible section, in order.
    /// - Complexity: O(*s*), where *s* is the number of visible sections.
    package var rowCounts: [Int] { engine.order.serials(visibleOnly: true).map { engine.sections[$0].visibleCount } }

    /// The number of visible rows, in all visible sections, in O(1).
    package var numberOfRows: Int {
        engine.settleOrderRows()
        return engine.order.rowTotal
    }

    /// The number of visible rows in the visible sections before a visible section.
    /// - Parameter section: The index of a visible section.
    /// - Complexity: O(log *s*) in the number of sections.
    package func numberOfRows(beforeSection section: Int) -> Int {
        engine.settleOrderRows()
        return engine.order.rowsBefore(engine.visibleSerial(at: section, in: "numberOfRows(beforeSection:)"))
    }

    /// The cell shown at a row path.
    /// - Complexity: O(1) when the section has no hidden cells; otherwise O(log *n*) right after a
    ///   change in that section (a binary search), O(1) once the searches have paid for a map of
    ///   the visible rows. In a lazy section, a hash lookup, plus the cell closure the first time.
    package func cell(at path: RowPath) -> Cell {
        if let cell = engine.cell(at: path) { return cell as! Cell }
        return realiseCell(at: path)
    }

    /// Makes the cell of a shown row of a lazy section with its closure, outside the engine's
    /// access, and registers it.
    @inline(never)
    private func realiseCell(at path: RowPath) -> Cell {
        let serial = engine.visibleSerial(at: path.section, in: "cell(at:)")
        let index = engine.sections[serial].lazy!.index(ofRow: path.row)
        return realiseCell(index: index, serial: serial)
    }

    /// Makes the cell of a row of a lazy section (by index) with its closure, and registers it.
    func realiseCell(index: Int, serial: Int) -> Cell {
        let section = engine.sectionID(serial: serial)
        guard let make = lazyMakers[serial] else { misuse("ComposedTable: internal error: a lazy section without its cell closure.") }
        let cell = make(index)
        engine.adoptLazyCell(cell, index: index, in: section)
        return cell
    }

    /// The visible cells of a visible section, in order.
    /// - Complexity: O(*n*) in the number of cells of the section (the shown rows of a lazy one,
    ///   with a call of its cell closure for each row not made yet).
    package func cells(inSection section: Int) -> [Cell] {
        let serial = engine.visibleSerial(at: section, in: "cells(inSection:)")
        if engine.sections[serial].isLazy {
            return (0..<engine.sections[serial].visibleCount).map { cell(at: RowPath(section: section, row: $0)) }
        }
        return engine.visibleCells(ofSerial: serial).map { $0 as! Cell }
    }

    /// Every visible cell with its row path, section by section.
    /// - Complexity: O(*n*) in the number of cells.
    package var visibleCells: [(path: RowPath, cell: Cell)] {
        var result: [(path: RowPath, cell: Cell)] = []
        for sectionIndex in 0..<numberOfSections {
            for (row, cell) in cells(inSection: sectionIndex).enumerated() {
                result.append((RowPath(section: sectionIndex, row: row), cell))
            }
        }
        return result
    }

    /// The header of a visible section, in O(1).
    /// - Parameter section: The index of a visible section.
    package func header(inSection section: Int) -> SectionSupplement<View>? {
        headers[engine.visibleSerial(at: section, in: "header(inSection:)")]
    }

    /// The footer of a visible section, in O(1).
    /// - Parameter section: The index of a visible section.
    package func footer(inSection section: Int) -> SectionSupplement<View>? {
        footers[engine.visibleSerial(at: section, in: "footer(inSection:)")]
    }

    /// The identifier of a visible section, in O(1).
    /// - Parameter section: The index of a visible section.
    package func sectionID(atVisibleIndex section: Int) -> SectionID {
        engine.sectionID(serial: engine.visibleSerial(at: section, in: "sectionID(atVisibleIndex:)"))
    }

    // MARK: - Finding cells and sections

    /// Every section, hidden or not, in order.
    /// - Complexity: O(*s*).
    package var sections: [SectionID] { engine.order.serials.map(engine.sectionID(serial:)) }

    /// The identifier of the section at an index among all sections, hidden ones included.
    /// - Parameter position: An index in `0..<sectionCount`.
    /// - Complexity: O(log *s*) in the number of sections.
    package func sectionID(atPosition position: Int) -> SectionID {
        engine.sectionID(serial: engine.serial(atPosition: position, in: "sectionID(atPosition:)"))
    }

    /// The number of sections, hidden ones included, in O(1).
    package var sectionCount: Int { engine.order.count }

    /// The total number of cells, hidden ones included: of a lazy section, the cells made so far, in O(1).
    package var count: Int { engine.cellCount }

    /// The bytes the composition's engine occupies — its arrays and hash table, not the cells, nor
    /// headers and footers. For benchmarks and memory tests.
    /// - Complexity: O(*s*) in the number of sections.
    package var engineByteCount: Int { engine.byteCount }

    /// Whether the composition holds a cell instance, visible or hidden, in O(1).
    package func contains(_ cell: Cell) -> Bool {
        engine.slot(of: cell) != nil
    }

    /// Where a cell is: at a visible row path, hidden, or absent, in O(1).
    /// - Parameter cell: Any cell instance.
    package func location(of cell: Cell) -> CellLocation {
        engine.location(of: cell)
    }

    /// The visible row path of a cell, or `nil` when it is hidden or absent, in O(1).
    package func rowPath(of cell: Cell) -> RowPath? {
        if case .visible(let path) = location(of: cell) { return path }
        return nil
    }

    /// Whether a cell of the composition is hidden by ``setCell(_:hidden:)`` — or, in a lazy
    /// section, not among the rows ``setVisibleRows(_:in:)`` shows, in O(1).
    package func isHidden(_ cell: Cell) -> Bool {
        isHidden(cell, method: "isHidden(_:)")
    }

    /// Whether a cell is hidden, for a backend method that names itself in a misuse message.
    package func isHidden(_ cell: Cell, method: StaticString) -> Bool {
        let slot = engine.slotIndex(of: cell, in: method)
        if let shown = collapsedSections[Int(engine.slots[slot].serial)] { return !shown.contains(ObjectIdentifier(cell)) }
        return engine.isHidden(slot: slot)
    }

    /// The section holding a cell, or `nil` when the cell is absent, in O(1).
    package func section(containing cell: Cell) -> SectionID? {
        guard let slot = engine.slot(of: cell) else { return nil }
        return engine.sectionID(serial: Int(engine.slots[Int(slot)].serial))
    }

    /// Every cell of a section, hidden ones included, in order.
    /// - Complexity: O(*n*) in the number of cells of the section; for a lazy section, O(*r* log
    ///   *r*) in the cells made so far.
    package func allCells(in section: SectionID) -> [Cell] {
        allCells(in: section, method: "allCells(in:)")
    }

    /// Every cell of a section, for a backend method that names itself in a misuse message.
    package func allCells(in section: SectionID, method: StaticString) -> [Cell] {
        engine.allCells(ofSerial: engine.serial(of: section, in: method)).map { $0 as! Cell }
    }

    /// The visible index of a section, or `nil` when it is hidden, in O(1).
    /// - Parameter section: A section of this composition.
    package func visibleIndex(of section: SectionID) -> Int? {
        engine.order.visibleIndex(of: engine.serial(of: section, in: "visibleIndex(of:)"))
    }

    /// Whether a section is hidden, in O(1).
    /// - Parameter section: A section of this composition.
    package func isHidden(_ section: SectionID) -> Bool {
        !engine.order.isShown(engine.serial(of: section, in: "isHidden(_:)"))
    }
}
