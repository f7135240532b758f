#if !canImport(UIKit)
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
    /// The value of an environment variable, or `nil` when it is not set.
    ///
    /// - Parameter name: The variable's name, such as `NO_COLOR`.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
#endif
