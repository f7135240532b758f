/// Where a cell is in a ``Composition``.
package enum CellLocation: Hashable, Sendable {
    /// The cell is on screen (or would be when scrolled to) at this row path.
    case visible(RowPath)
    /// The cell is in the composition but not shown: it, or its section, is hidden. It keeps its
    /// place and its state, and comes back there when shown again.
    case hidden(SectionID)
    /// The cell is not in the composition.
    case absent
}
