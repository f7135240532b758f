/// Turns the ``RowHeight`` of every visible row into a concrete height.
///
/// Fixed and fraction heights are computed directly. Automatic rows keep `nil` — the backend lets
/// the row size itself — unless some row asks for the remainder: then the automatic rows are
/// measured, because the remainder is the visible height minus every other row.
///
/// ```swift
/// let heights = RowHeightResolver.resolve(
///     [.fixed(44), .automatic, .remainder(minimum: 100)],
///     visibleHeight: 800, reservedHeight: 56
/// ) { row in measuredHeight(ofRow: row) }
/// // [44, nil, 800 - 56 - 44 - measured]
/// ```
package enum RowHeightResolver {
    /// Resolves the heights of the visible rows of a table in one pass.
    ///
    /// - Parameters:
    ///   - heights: The height of every visible row, in display order.
    ///   - visibleHeight: The height of the table's visible area (safe area and insets removed).
    ///   - reservedHeight: Height taken by other things in the visible area, such as section
    ///     headers and footers; subtracted before sharing the remainder.
    ///   - measure: The natural height of an automatic row, given its index in `heights`. Called
    ///     only when some row asks for the remainder.
    /// - Returns: A height per row; `nil` for a row that sizes itself.
    /// - Complexity: O(*n*) in the number of rows, plus the calls to `measure`.
    package static func resolve(
        _ heights: [RowHeight], visibleHeight: Double, reservedHeight: Double = 0, measure: (Int) -> Double
    ) -> [Double?] {
        require(
            visibleHeight.isFinite && visibleHeight >= 0,
            "ComposedTable: RowHeightResolver visibleHeight \(visibleHeight) must be finite and not negative.")
        var resolved = [Double?](repeating: nil, count: heights.count)
        var used = reservedHeight
        var remainderRows: [Int] = []
        let needsMeasuring = heights.contains { if case .remainder = $0.kind { true } else { false } }
        for (row, height) in heights.enumerated() {
            switch height.kind {
            case .automatic:
                if needsMeasuring { used += measure(row) }
            case .fixed, .fraction:
                let value = height.standaloneHeight(visibleHeight: visibleHeight) ?? 0
                resolved[row] = value
                used += value
            case .remainder:
                remainderRows.append(row)
            }
        }
        guard !remainderRows.isEmpty else { return resolved }
        let share = (visibleHeight - used) / Double(remainderRows.count)
        for row in remainderRows {
            guard case .remainder(let minimum) = heights[row].kind else { continue }
            if let minimum {
                resolved[row] = max(share, minimum)
            } else {
                resolved[row] = share > 0 ? share : nil
            }
        }
        return resolved
    }
}
