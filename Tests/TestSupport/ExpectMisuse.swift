package import Testing

/// Checks that an exit test stopped with a misuse message: its standard error holds each fragment.
///
/// A `nil` result means the exit test itself failed (the process did not stop), which it already
/// recorded.
///
/// Written without Testing's macros (`#expect`, `#_sourceLocation`), which a target that is not a
/// test target may not be able to expand: a missing fragment is recorded with `Issue.record`.
///
/// - Parameters:
///   - result: What `#expect(processExitsWith:observing:)` returned, observing standard error.
///   - fragments: Parts of the message, each starting with the words that tell this trap apart.
package func expectMisuse(
    _ result: ExitTest.Result?, _ fragments: String...,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard let result else { return }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for fragment in fragments where !text.contains(fragment) {
        Issue.record("The message lacks \"\(fragment)\": \(text)", sourceLocation: sourceLocation)
    }
}
