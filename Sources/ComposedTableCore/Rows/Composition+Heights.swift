@MainActor
extension Composition {
    /// The height one cell asks for: its ``RowBehavior/height``, or ``RowHeight/automatic`` for a
    /// cell that does not adopt ``RowBehavior``.
    package static func height(of cell: Cell) -> RowHeight {
        (cell as? any RowBehavior)?.height ?? .automatic
    }
}
