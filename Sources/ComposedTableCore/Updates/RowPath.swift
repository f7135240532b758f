/// The position of a visible row: a visible section and a row inside it.
///
/// `RowPath` is the engine's counterpart of `IndexPath` in UIKit: both coordinates count visible
/// sections and rows only, so a hidden cell or a hidden section takes no room. Backends translate
/// it to their own type (`IndexPath(row:section:)` on UIKit).
///
/// Row paths sort by section, then by row.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the visible section.
    public var section: Int
    /// The index of the row inside its visible section.
    public var row: Int

    /// Creates a row path.
    /// - Parameters:
    ///   - section: The index of the visible section.
    ///   - row: The index of the row inside that section.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders row paths by section, then by row.
    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// The row path as `[section, row]`, the way UIKit prints an index path.
    public var description: String { "[\(section), \(row)]" }
}

/// A row that moved: the same cell, from its row before an update to its row after it.
package struct RowMove: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var from: RowPath
    package var to: RowPath

    package init(from: RowPath, to: RowPath) {
        self.from = from
        self.to = to
    }

    /// Moves order by their source row.
    package static func < (lhs: RowMove, rhs: RowMove) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    /// `[0, 1]→[1, 0]`.
    package var description: String { "\(from)→\(to)" }
}
