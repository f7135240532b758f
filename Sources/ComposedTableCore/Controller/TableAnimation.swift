/// How rows and sections animate on UIKit, with `UITableView.RowAnimation`'s names and raw
/// values; a terminal draws the result of a change and ignores it.
///
/// ```swift
/// removeCell(draft, animation: .fade)
/// ```
public struct TableAnimation: Hashable, Sendable {
    /// The value of the matching `UITableView.RowAnimation`.
    package var rawValue: Int

    /// Creates an animation from a `UITableView.RowAnimation` raw value.
    ///
    /// - Parameter rawValue: The raw value.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Fades rows in and out.
    public static let fade = TableAnimation(rawValue: 0)
    /// Slides rows in from, or out to, the right.
    public static let right = TableAnimation(rawValue: 1)
    /// Slides rows in from, or out to, the left.
    public static let left = TableAnimation(rawValue: 2)
    /// Slides rows from the top.
    public static let top = TableAnimation(rawValue: 3)
    /// Slides rows from the bottom.
    public static let bottom = TableAnimation(rawValue: 4)
    /// No animation of the rows themselves; the others still move.
    public static let none = TableAnimation(rawValue: 5)
    /// Keeps rows centred while they appear or disappear.
    public static let middle = TableAnimation(rawValue: 6)
    /// The platform chooses.
    public static let automatic = TableAnimation(rawValue: 100)
}
