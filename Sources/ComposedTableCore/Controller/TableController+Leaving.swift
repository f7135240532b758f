extension TableController {
    // MARK: - Leaving

    /// Reports that the screen left for good: it was popped (back, or by code) or dismissed. What
    /// was registered with ``onLeave(_:)`` runs, once.
    ///
    /// A backend calls it when its screen leaves the navigation stack — not when another screen
    /// covers it. A screen pushed again is back from ``viewWillAppear()`` on (it can refresh
    /// again); handlers registered before it left have run.
    ///
    /// - Complexity: O(*h*) in the handlers.
    package func viewDidLeave() {
        hasLeft = true
        refreshTask?.cancel()
        let handlers = leaveHandlers
        leaveHandlers = []
        for handler in handlers { handler() }
    }

    /// Runs a closure when the screen leaves for good (``viewDidLeave()``): a choice screen
    /// answers `nil` to the task awaiting it when the user goes back.
    ///
    /// - Parameter handler: What to do; it runs once, on the main actor.
    package func onLeave(_ handler: @escaping @MainActor () -> Void) {
        leaveHandlers.append(handler)
    }
}
