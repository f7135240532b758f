/// Stops the program because the package's API was misused, with a message that survives release
/// builds.
///
/// `require(_:_:)` and `misuse(_:)` drop their message under `-O`, so an app's
/// release build would report only "precondition failure". `fatalError(_:)` keeps it (only
/// `-Ounchecked` drops it), so every trap of the API goes through here.
///
/// - Parameter message: What was wrong and how to fix it, starting with `ComposedTable:`.
@inline(never)
package func misuse(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Stops the program with a message when a requirement of the API is not met; the message
/// survives release builds (see ``misuse(_:file:line:)``).
///
/// - Parameters:
///   - condition: The requirement.
///   - message: What was wrong and how to fix it, evaluated only when `condition` is false.
@inline(__always)
package func require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    if !condition { misuse(message(), file: file, line: line) }
}
