#if !canImport(UIKit)
extension ComposedTableViewController {
    // MARK: - The platform's part of choice screens

    /// Pushes a choice screen on this screen's navigation controller.
    func pushChoiceScreen(_ screen: ComposedTableViewController) {
        navigationController?.pushViewController(screen, animated: true)
    }

    /// Pops a screen when it is the top of its navigation controller.
    func popChoiceScreen(_ screen: ComposedTableViewController) {
        guard let navigationController = screen.navigationController,
            navigationController.topViewController === screen
        else { return }
        navigationController.popViewController(animated: true)
    }

    /// A terminal has no bar buttons: going back (← or Esc) is done.
    func showChoiceDoneButton(_ action: @escaping @MainActor () -> Void) {
        _ = action
    }
}
#endif
