#if canImport(UIKit)
import UIKit

extension ComposedTableViewController {
    // MARK: - The platform's part of choice screens

    /// Pushes a choice screen, unless a push or pop is running.
    func pushChoiceScreen(_ screen: ComposedTableViewController) {
        guard let navigationController, navigationController.transitionCoordinator == nil else { return }
        navigationController.pushViewController(screen, animated: true)
    }

    /// Pops a screen on top of its navigation controller, after a running transition.
    func popChoiceScreen(_ screen: ComposedTableViewController) {
        guard let navigationController = screen.navigationController else { return }
        if let coordinator = navigationController.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak screen] _ in
                guard let screen, let navigationController = screen.navigationController,
                    navigationController.topViewController === screen
                else { return }
                navigationController.popViewController(animated: true)
            }
            return
        }
        guard navigationController.topViewController === screen else { return }
        navigationController.popViewController(animated: true)
    }

    /// Shows a Done button in the navigation bar.
    func showChoiceDoneButton(_ action: @escaping @MainActor () -> Void) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in action() })
        updateParentNavigationItem()
    }
}
#endif
