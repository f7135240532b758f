#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many random cases a fuzz or soak test runs: a count that keeps `swift test`, and so CI,
/// short, or the full count when the environment variable `COMPOSEDTABLE_FULL_FUZZ` is set to
/// anything but `0` (`COMPOSEDTABLE_FULL_FUZZ=1 swift test`).
package enum FuzzCount {
    /// Whether the full counts were asked for.
    package static let isFull: Bool = {
        guard let value = getenv("COMPOSEDTABLE_FULL_FUZZ") else { return false }
        let text = String(cString: value)
        return !text.isEmpty && text != "0"
    }()

    /// `full` when the full counts were asked for, else `ciCount`.
    package static func scaled(_ ciCount: Int, full: Int) -> Int {
        isFull ? full : ciCount
    }
}
