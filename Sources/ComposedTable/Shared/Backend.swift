/// The backend a screen runs on: UIKit on iOS, or a terminal on Linux and macOS.
///
/// A screen is written once; it needs no `#if`. Where only the words differ — a footer that
/// explains how to reach a row's actions — ask ``current``:
///
/// ```swift
/// addSection(
///     header: "Groceries",
///     footer: Backend.current == .terminal ? "a: a row's actions · d: delete" : "Swipe a row for its actions.")
/// ```
///
/// Features that exist on one platform only sit beside the shared API: SwiftUI rows
/// (`HostingCell`) and nib cells (`ConfigurableCell`) are UIKit's, key scripts
/// (``TerminalSession``) the terminal's; ``NavigationController/quit()`` exists on both.
public enum Backend: Hashable, Sendable {
    /// UIKit: `ComposedTableViewController` is a `UITableViewController` (iOS, iPadOS).
    case uiKit
    /// A terminal: the screens draw into a terminal and take keys (Linux, macOS command line).
    case terminal

    /// The backend this build of the module draws with.
    ///
    /// - Complexity: O(1).
    public static var current: Backend {
        #if canImport(UIKit)
        .uiKit
        #else
        .terminal
        #endif
    }
}
