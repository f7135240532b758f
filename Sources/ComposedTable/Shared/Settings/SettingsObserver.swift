import Foundation

/// Hears `UserDefaults.didChangeNotification` for as long as it lives, and runs its closure on
/// the main actor: at once when the change was posted there, else as a task.
final class SettingsObserver: Sendable {
    private nonisolated(unsafe) let token: any NSObjectProtocol

    init(onChange: @escaping @MainActor @Sendable () -> Void) {
        token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { onChange() }
            } else {
                Task { @MainActor in onChange() }
            }
        }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
}
