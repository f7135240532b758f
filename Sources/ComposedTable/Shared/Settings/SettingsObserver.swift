import Foundation

/// Hears `UserDefaults.didChangeNotification` (and, on UIKit, the app becoming active) for as
/// long as it lives, and runs its closure on the main actor: at once when the notification was
/// posted on the main thread, else as a task.
final class SettingsObserver: Sendable {
    private nonisolated(unsafe) let tokens: [any NSObjectProtocol]

    init(onChange: @escaping @MainActor @Sendable () -> Void) {
        tokens = settingsChangeNotifications.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                if Thread.isMainThread {
                    MainActor.assumeIsolated { onChange() }
                } else {
                    Task { @MainActor in onChange() }
                }
            }
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
