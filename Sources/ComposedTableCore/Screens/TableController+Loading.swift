extension TableController {
    // MARK: - Loading

    /// Starts the screen's load: runs ``loadAction`` in a task; until it returns the screen
    /// loads (``isLoading``), and while no row shows it shows so (``EmptyContent/loading``)
    /// instead of its empty state. One load at a time (a new one cancels the running one, whose
    /// end is not heard); leaving cancels it; an error shows in place of the rows while none
    /// shows, else as an alert.
    @discardableResult
    package func startLoading() -> Bool {
        guard loadAction != nil, !hasLeft else { return false }
        runLoad(endingRefresh: false)
        return true
    }

    /// Says whether the screen's content is loading, for a screen that loads on its own (a task
    /// it starts in `compose()`): while it loads and no row shows, the screen shows so instead
    /// of its empty state. Saying it loads takes a load error off the screen.
    package func setLoading(_ loading: Bool) {
        guard loading != isLoading || (loading && loadError != nil) else { return }
        isLoading = loading
        if loading { loadError = nil }
        surface?.emptyContentDidChange()
    }

    /// Whether a refresh can start from the user (pull, `r`): the screen has a refresh action, or
    /// a load to run again.
    package var canRefresh: Bool { refreshAction != nil || loadAction != nil }

    /// The load the screen needs, when it appears: its first one, or one that leaving cancelled.
    func loadIfNeeded() {
        guard needsLoad, isLoaded, loadTask?.isCancelled ?? true else { return }
        startLoading()
    }

    /// Reports that ``loadAction`` was set: a screen on screen that has not loaded loads now.
    package func loadActionDidChange() {
        guard loadAction != nil, !hasLeft, surface?.isOnScreen == true else { return }
        loadIfNeeded()
    }

    /// Runs ``loadAction`` in a task (the refresh's, when `endingRefresh`).
    func runLoad(endingRefresh: Bool) {
        guard let loadAction else { return }
        loadTask?.cancel()
        loadGeneration += 1
        let generation = loadGeneration
        isLoading = true
        loadError = nil
        surface?.emptyContentDidChange()
        loadTask = Task { [weak self] in
            var failure: (any Error)?
            do {
                try await loadAction()
            } catch {
                failure = error
            }
            self?.loadDidEnd(failure, generation: generation, endingRefresh: endingRefresh)
        }
    }

    /// The load's action returned (or threw): the screen shows its rows, its empty state or the error.
    private func loadDidEnd(_ failure: (any Error)?, generation: Int, endingRefresh: Bool) {
        if endingRefresh {
            isRefreshing = false
            surface?.refreshingDidChange(false)
        }
        guard generation == loadGeneration else { return }  // another load started meanwhile
        let wasCancelled = loadTask?.isCancelled ?? true
        loadTask = nil
        isLoading = false
        if !wasCancelled { needsLoad = false }
        defer { surface?.emptyContentDidChange() }
        guard let failure, !wasCancelled, !hasLeft, !(failure is CancellationError) else { return }
        if composition.firstVisibleRow == nil {
            loadError = failure
        } else {
            let title = endingRefresh ? Self.refreshFailureTitle : Self.loadFailureTitle
            alertQueue.enqueue(
                AlertPresentation(Alert(title: title, message: Self.message(for: failure), actions: [.cancel("OK")])), from: nil)
        }
    }

    /// What a failed load shows in place of the rows: `Couldn’t Load`, the error's message and a
    /// Retry button.
    var loadFailureState: EmptyState? {
        guard let loadError else { return nil }
        return EmptyState(
            title: Self.loadFailureTitle, message: Self.message(for: loadError), systemImage: "exclamationmark.triangle",
            action: EmptyState.Action(Self.retryTitle) { [weak self] in self?.startLoading() })
    }

    /// The title of what shows a load's error.
    package static var loadFailureTitle: String { "Couldn’t Load" }
    /// The button that loads again after an error.
    package static var retryTitle: String { "Retry" }
}
