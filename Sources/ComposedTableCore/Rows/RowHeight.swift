/// How tall a row is: sized by its content, a fixed height, a fraction of the visible height, or a
/// share of what is left.
///
/// Heights are in points on both backends, so a height written once gives a sensible row on
/// both: a terminal line counts as ``pointsPerLine`` (44) points — UIKit's standard row height —
/// so `.fixed(44)` is one line, `.fixed(88)` two, and anything below 88 points one (whole lines,
/// rounded down, at least one). Fractions and the remainder share the visible height the same way
/// on both.
///
/// ```swift
/// cell.height = .fixed(88)
/// heroCell.height = .fraction(0.4)          // 40 % of the table's visible height
/// notesCell.height = .remainder(minimum: 120) // whatever the other rows leave
/// ```
///
/// Invalid values — negative, NaN, infinite, or a fraction outside `0...1` — stop the program where
/// the height is created, with a message naming the value.
public struct RowHeight: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of height, for code that resolves them.
    package enum Kind: Hashable, Sendable {
        /// The row sizes itself to its content.
        case automatic
        /// A fixed height.
        case fixed(Double)
        /// A fraction of the visible height, from 0 to 1.
        case fraction(Double)
        /// An equal share of the visible height left after every other row, never below
        /// `minimum`; with no minimum and nothing left, the row sizes itself.
        case remainder(minimum: Double?)
    }

    /// What kind of height this is.
    package let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// The row sizes itself to its content (`UITableView.automaticDimension` on UIKit).
    public static let automatic = RowHeight(kind: .automatic)

    /// Rows asking for it share what the visible height leaves after every other row; with
    /// nothing left, they size themselves.
    public static let remainder = RowHeight(kind: .remainder(minimum: nil))

    /// A fixed height.
    ///
    /// - Parameter value: The height; finite and not negative.
    public static func fixed(_ value: Double) -> RowHeight {
        require(
            value.isFinite && value >= 0,
            "ComposedTable: RowHeight.fixed(\(value)) is invalid: a fixed height must be finite and not negative.")
        return RowHeight(kind: .fixed(value))
    }

    /// A fraction of the visible height of the table.
    ///
    /// - Parameter value: The fraction; greater than 0 and at most 1.
    public static func fraction(_ value: Double) -> RowHeight {
        require(
            value.isFinite && value > 0 && value <= 1,
            "ComposedTable: RowHeight.fraction(\(value)) is invalid: a fraction must be greater than 0 and at most 1.")
        return RowHeight(kind: .fraction(value))
    }

    /// An equal share of the visible height left after every other row, never below a minimum.
    ///
    /// - Parameter minimum: The smallest height; finite and not negative.
    public static func remainder(minimum: Double) -> RowHeight {
        require(
            minimum.isFinite && minimum >= 0,
            "ComposedTable: RowHeight.remainder(minimum: \(minimum)) is invalid: a minimum must be finite and not negative.")
        return RowHeight(kind: .remainder(minimum: minimum))
    }

    /// Whether the resolved height changes with the visible height (a fraction or the remainder):
    /// a backend resolves such rows again when its size changes.
    package var dependsOnVisibleHeight: Bool {
        switch kind {
        case .automatic, .fixed: false
        case .fraction, .remainder: true
        }
    }

    /// The height of a row that needs no other row to resolve it: a fixed height, or its fraction
    /// of the visible height. `nil` for an automatic row (it sizes itself) and for the remainder
    /// (which needs every row: use ``RowHeightResolver``).
    ///
    /// A backend that lays out only what is on screen uses this row by row.
    ///
    /// - Parameter visibleHeight: The height of the visible area.
    /// - Complexity: O(1).
    package func standaloneHeight(visibleHeight: Double) -> Double? {
        switch kind {
        case .fixed(let value): value
        case .fraction(let fraction): fraction * visibleHeight
        case .automatic, .remainder: nil
        }
    }

    /// The points one terminal line stands for: 44, UIKit's standard row height.
    public static let pointsPerLine: Double = 44

    /// The terminal lines a height in points takes: whole lines of ``pointsPerLine`` points,
    /// rounded down, at least one (a row always shows), at most 10,000.
    ///
    /// ```swift
    /// RowHeight.lines(forPoints: 44)   // 1
    /// RowHeight.lines(forPoints: 120)  // 2
    /// RowHeight.lines(forPoints: 132)  // 3
    /// ```
    ///
    /// - Parameter points: A height in points.
    /// - Complexity: O(1).
    package static func lines(forPoints points: Double) -> Int {
        // The small margin keeps a sum of whole lines (3 × 44 computed as a share) from losing one.
        let lines = (min(max(points, 0), 10_000 * pointsPerLine) / pointsPerLine + 1e-9).rounded(.down)
        return max(1, Int(lines))
    }

    /// `automatic`, `fixed(44.0)`, `fraction(0.5)`, `remainder` or `remainder(minimum: 20.0)`.
    public var description: String {
        switch kind {
        case .automatic: "automatic"
        case .fixed(let value): "fixed(\(value))"
        case .fraction(let value): "fraction(\(value))"
        case .remainder(nil): "remainder"
        case .remainder(let minimum?): "remainder(minimum: \(minimum))"
        }
    }
}
