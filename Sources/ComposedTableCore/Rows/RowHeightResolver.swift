/// Turns the ``RowHeight`` of every visible row into a concrete height.
package enum RowHeightResolver {
    /// Resolves the heights of the visible rows of a table in one pass.
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
