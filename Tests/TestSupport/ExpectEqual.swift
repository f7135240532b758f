package import Testing

/// Checks that two values are equal, as `#expect(actual == expected)` does, and records an issue
/// at the caller's line naming both values when they differ.
///
/// Most of the suite's checks are equalities. Written as `#expect(a == b)`, each costs the
/// compiler a round trip to Testing's macro plugin and the type-checking of what it expands to:
/// about 10 ms, 20 ms with an array literal, against 0.5 ms for this call. Over the ~2,300
/// equalities that is some 30 s of CPU in every cold build. The message gives the two values
/// (and the comment), not the source text, which the line shows.
///
/// ```swift
/// expectEqual(session.screen.line(3), "› Blue  ✓", "the picker opens on the current choice")
/// ```
///
/// Written without Testing's macros, which a target that is not a test target may not be able
/// to expand.
///
/// - Parameters:
///   - actual: The value the code under test produced.
///   - expected: The value it should be.
///   - comment: What the check means, printed before the values when they differ.
package func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    let values = "\(String(reflecting: actual)) is not equal to \(String(reflecting: expected))"
    Issue.record(
        Comment(rawValue: comment.map { $0.rawValue + ": " + values } ?? values),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
