/// Stops the program because the package's API was misused, with a message that survives release
/// builds.
/// (`precondition` drops its message under `-O`; `fatalError` keeps it.)
@inline(never)
package func misuse(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Stops the program with a message when a requirement of the API is not met; the message
/// survives release builds (see ``misuse(_:file:line:)``).
@inline(__always)
package func require(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    if !condition { misuse(message(), file: file, line: line) }
}
