#if !canImport(UIKit)
/// Drives a navigation stack with keys at a fixed size, in memory: the scripted mode and tests.
///
/// ```swift
/// let session = TerminalSession(rootViewController: SettingsViewController(), size: TerminalSize(columns: 60, rows: 20))
/// try session.run(KeyScript("down down enter"))
/// print(session.screen.text)
/// ```
///
/// The interactive driver does the same with keys read from the terminal.
@MainActor
public final class TerminalSession {
    /// The screens.
    public let navigationController: NavigationController
    /// The terminal's size.
    public private(set) var size: TerminalSize

    /// Creates a session with a root screen.
    ///
    /// - Parameters:
    ///   - rootViewController: The first screen.
    ///   - size: The terminal's size.
    public init(rootViewController: ComposedTableViewController, size: TerminalSize) {
        navigationController = NavigationController(rootViewController: rootViewController)
        self.size = size
    }

    /// Whether the user quit; keys sent afterwards are ignored.
    public var hasQuit: Bool { navigationController.hasQuit }

    /// The frame for the current state.
    public var screen: ScreenBuffer { navigationController.draw(size: size) }

    /// Sends one key.
    public func send(_ key: Key) {
        navigationController.handle(key)
    }

    /// Resizes the terminal; the next frame is laid out for the new size.
    public func resize(to size: TerminalSize) {
        self.size = size
    }

    /// Runs the steps of a script, stopping early when the user quits.
    ///
    /// - Parameters:
    ///   - script: Keys and resizes.
    ///   - frame: Called with the frame after each step, when given.
    public func run(_ script: KeyScript, frame: ((ScreenBuffer) -> Void)? = nil) {
        for step in script.steps {
            guard !hasQuit else { return }
            switch step {
            case .key(let key): send(key)
            case .resize(let size): resize(to: size)
            }
            frame?(screen)
        }
    }
}
#endif
