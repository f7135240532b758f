/// An ordered list of sections holding live cell instances: the model behind a composed table.
///
/// A composition is what `ComposedTableViewController` holds on both backends. It owns its cells
/// (class instances, never reused) and its section headers and footers, and answers every
/// question a table view asks — how many sections and rows, which cell is at a row path, where a
/// cell is — without knowing anything about pixels or terminals.
///
/// Build it one cell at a time; a first section exists implicitly:
///
/// ```swift
/// let composition = Composition<MyCell, MyView>()
/// composition.addCell(nameCell)                       // section 0, implicitly created
/// composition.addSection(header: "Notifications", footer: "Sent at most once a day.")
/// composition.addCell(pushCell)
/// composition.addCell(emailCell)
/// ```
///
/// Once it is on screen, change it with the mutation methods (``insertCell(_:after:)``,
/// ``removeCell(_:)``, ``setCell(_:hidden:)``, section insertion, removal and hiding, or several at
/// once in ``performBatch(_:)``). Each returns a ``TableUpdate`` that a backend replays as an
/// animated batch update. Hidden cells keep their place and their state.
///
/// # Identity
/// A cell instance appears at most once. Adding or inserting an instance that is already there,
/// or naming a cell or section that is not, stops the program with a message that says which rule
/// was broken.
///
/// # Performance
/// Appending is amortized O(1). Finding a cell (``location(of:)``, ``contains(_:)``) is O(1): a
/// hash lookup plus the replay of at most a small constant number of logged position shifts.
/// Inserting, removing, hiding or showing one cell costs the array insertion or removal in its
/// section plus amortized O(*n* / 32) bookkeeping — linear in the size of that section with a small
/// constant, and independent of every other section. Section mutations are O(*s*) in the number of
/// sections.
///
/// - Note: A composition is not thread-safe; use it from one isolation domain (the main actor, for
///   the backends).
public final class Composition<Cell: AnyObject, View> {
    var sectionsByPosition: [SectionStorage<Cell, View>] = []
    var visibleSections: [SectionStorage<Cell, View>] = []
    /// Sections by serial; `nil` for removed ones.
    var sectionsBySerial: [SectionStorage<Cell, View>?] = []
    var slotIndexByCell: [ObjectIdentifier: Int] = [:]
    var slots: [CellSlot] = []
    var freeSlots: [Int] = []
    var batch: BatchRecorder?

    /// Creates an empty composition.
    public init() {}

    // MARK: - Reading the visible table

    /// The number of visible sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { visibleSections.count }

    /// The number of visible rows in a visible section.
    ///
    /// - Parameter section: The index of a visible section.
    /// - Returns: The number of rows, hidden cells not counted.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        visibleSection(at: section, in: "numberOfRows(inSection:)").visibleCount
    }

    /// The number of visible rows in each visible section, in order.
    ///
    /// - Complexity: O(*s*), where *s* is the number of visible sections.
    public var rowCounts: [Int] { visibleSections.map(\.visibleCount) }

    /// The cell shown at a row path.
    ///
    /// - Parameter path: A visible row path.
    /// - Returns: The live cell instance at that row.
    /// - Complexity: O(1) when the section has no hidden cells; otherwise O(1) amortized (the first
    ///   read after a change in that section rebuilds a row map in O(*n*)).
    public func cell(at path: RowPath) -> Cell {
        let section = visibleSection(at: path.section, in: "cell(at:)")
        precondition(
            path.row >= 0 && path.row < section.visibleCount,
            "ComposedTable: cell(at:) row path \(path) is out of range: visible section \(path.section) has \(section.visibleCount) rows."
        )
        return section.cells[section.rawIndex(ofRow: path.row, slots: slots)]
    }

    /// The visible cells of a visible section, in order.
    ///
    /// - Parameter section: The index of a visible section.
    /// - Complexity: O(*n*) in the number of cells of the section.
    public func cells(inSection section: Int) -> [Cell] {
        let storage = visibleSection(at: section, in: "cells(inSection:)")
        if storage.hiddenCellCount == 0 { return storage.cells }
        return zip(storage.cells, storage.slotIndices).compactMap { slots[$1].isHidden ? nil : $0 }
    }

    /// Every visible cell with its row path, section by section.
    ///
    /// - Complexity: O(*n*) in the number of cells.
    public var visibleCells: [(path: RowPath, cell: Cell)] {
        var result: [(path: RowPath, cell: Cell)] = []
        for (sectionIndex, _) in visibleSections.enumerated() {
            for (row, cell) in cells(inSection: sectionIndex).enumerated() {
                result.append((RowPath(section: sectionIndex, row: row), cell))
            }
        }
        return result
    }

    /// The header of a visible section.
    ///
    /// - Parameter section: The index of a visible section.
    /// - Complexity: O(1).
    public func header(inSection section: Int) -> SectionSupplement<View>? {
        visibleSection(at: section, in: "header(inSection:)").header
    }

    /// The footer of a visible section.
    ///
    /// - Parameter section: The index of a visible section.
    /// - Complexity: O(1).
    public func footer(inSection section: Int) -> SectionSupplement<View>? {
        visibleSection(at: section, in: "footer(inSection:)").footer
    }

    /// The identifier of a visible section.
    ///
    /// - Parameter section: The index of a visible section.
    /// - Complexity: O(1).
    public func sectionID(atVisibleIndex section: Int) -> SectionID {
        visibleSection(at: section, in: "sectionID(atVisibleIndex:)").id
    }

    // MARK: - Finding cells and sections

    /// Every section, hidden or not, in order.
    ///
    /// - Complexity: O(*s*).
    public var sections: [SectionID] { sectionsByPosition.map(\.id) }

    /// The total number of cells, hidden ones included.
    ///
    /// - Complexity: O(1).
    public var count: Int { slotIndexByCell.count }

    /// Whether the composition holds a cell instance, visible or hidden.
    ///
    /// - Complexity: O(1).
    public func contains(_ cell: Cell) -> Bool {
        slotIndexByCell[ObjectIdentifier(cell)] != nil
    }

    /// Where a cell is: at a visible row path, hidden, or absent.
    ///
    /// - Parameter cell: Any cell instance.
    /// - Complexity: O(1).
    public func location(of cell: Cell) -> CellLocation {
        guard let slotIndex = slotIndexByCell[ObjectIdentifier(cell)] else { return .absent }
        let slot = slots[slotIndex]
        let section = sectionsBySerial[slot.section].unsafelyUnwrapped
        guard let sectionIndex = section.visibleIndex, !slot.isHidden else { return .hidden(section.id) }
        return .visible(RowPath(section: sectionIndex, row: section.resolve(slot).visibleBefore))
    }

    /// The visible row path of a cell, or `nil` when it is hidden or absent.
    ///
    /// - Complexity: O(1).
    public func rowPath(of cell: Cell) -> RowPath? {
        if case .visible(let path) = location(of: cell) { return path }
        return nil
    }

    /// Whether a cell of the composition is hidden by ``setCell(_:hidden:)``.
    ///
    /// A cell in a hidden section is not hidden itself; ``location(of:)`` tells whether it shows.
    ///
    /// - Complexity: O(1).
    public func isHidden(_ cell: Cell) -> Bool {
        slots[slotIndex(of: cell, in: "isHidden(_:)")].isHidden
    }

    /// The section holding a cell, or `nil` when the cell is absent.
    ///
    /// - Complexity: O(1).
    public func section(containing cell: Cell) -> SectionID? {
        guard let slotIndex = slotIndexByCell[ObjectIdentifier(cell)] else { return nil }
        return SectionID(serial: slots[slotIndex].section)
    }

    /// Every cell of a section, hidden ones included, in order.
    ///
    /// - Parameter section: A section of this composition.
    /// - Complexity: O(1).
    public func allCells(in section: SectionID) -> [Cell] {
        storage(of: section, in: "allCells(in:)").cells
    }

    /// The visible index of a section, or `nil` when it is hidden.
    ///
    /// - Parameter section: A section of this composition.
    /// - Complexity: O(1).
    public func visibleIndex(of section: SectionID) -> Int? {
        storage(of: section, in: "visibleIndex(of:)").visibleIndex
    }

    /// Whether a section is hidden.
    ///
    /// - Parameter section: A section of this composition.
    /// - Complexity: O(1).
    public func isHidden(_ section: SectionID) -> Bool {
        storage(of: section, in: "isHidden(_:)").isHidden
    }

    // MARK: - Internal lookups that trap on misuse

    func visibleSection(at index: Int, in method: String) -> SectionStorage<Cell, View> {
        precondition(
            index >= 0 && index < visibleSections.count,
            "ComposedTable: \(method) section index \(index) is out of range: there are \(visibleSections.count) visible sections."
        )
        return visibleSections[index]
    }

    func storage(of section: SectionID, in method: String) -> SectionStorage<Cell, View> {
        guard section.serial < sectionsBySerial.count, let storage = sectionsBySerial[section.serial] else {
            preconditionFailure(
                "ComposedTable: \(method) was given \(section), which is not in this composition (it was removed, reset, or belongs to another composition)."
            )
        }
        return storage
    }

    func slotIndex(of cell: Cell, in method: String) -> Int {
        guard let index = slotIndexByCell[ObjectIdentifier(cell)] else {
            preconditionFailure(
                "ComposedTable: \(method) was given a \(type(of: cell)) that is not in this composition. Add it first, or check contains(_:) before changing it."
            )
        }
        return index
    }
}
