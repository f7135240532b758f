#if !canImport(UIKit)
/// The size of a terminal, in columns and rows.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// Creates a size; negative values count as 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Reads a size written `COLUMNSxROWS`, such as `60x20`.
    ///
    /// - Parameter text: The size; both numbers from 1 to 1000.
    /// - Returns: `nil` when the text is not such a size.
    package init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(columns), (1...1000).contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    /// `60x20`.
    public var description: String { "\(columns)x\(rows)" }
}
#endif
