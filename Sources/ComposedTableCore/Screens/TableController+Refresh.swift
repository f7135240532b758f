import Foundation

extension TableController {
    // MARK: - Refreshing

    /// Starts a refresh: runs ``refreshAction`` in a task — or, for a screen that has none, its
    /// ``loadAction`` (``startLoading()``) — and tells the surface that a refresh runs
    /// (``TableSurface/refreshingDidChange(_:)``) until the action returns. Ignored while one
    /// runs, before the view loaded or after the screen left. An error (not a cancellation)
    /// shows as an alert.
    @discardableResult
    package func beginRefresh() -> Bool {
        guard canRefresh, !isRefreshing, isLoaded, !hasLeft else { return false }
        if refreshAction == nil, loadTask != nil { return false }  // the load runs: it is the refresh
        isRefreshing = true
        surface?.refreshingDidChange(true)
        guard let refreshAction else {
            runLoad(endingRefresh: true)
            return true
        }
        refreshTask = Task { [weak self] in
            var failure: (any Error)?
            do {
                try await refreshAction()
            } catch {
                failure = error
            }
            self?.refreshDidEnd(failure)
        }
        return true
    }

    /// Reports that the user pulled the table down to refresh (UIKit's refresh control sent
    /// `valueChanged`, already spinning): a refresh starts (``beginRefresh()``); when none can
    /// start and none runs, the surface is told to stop spinning at once.
    package func userDidPullToRefresh() {
        if !beginRefresh(), !isRefreshing { surface?.refreshingDidChange(false) }
    }

    /// The refresh's action returned (or threw): the surface stops showing it, and an error shows.
    private func refreshDidEnd(_ failure: (any Error)?) {
        let wasCancelled = refreshTask?.isCancelled ?? true
        isRefreshing = false
        refreshTask = nil
        surface?.refreshingDidChange(false)
        guard let failure, !wasCancelled, !hasLeft, !(failure is CancellationError) else { return }
        let alert = Alert(title: Self.refreshFailureTitle, message: Self.message(for: failure), actions: [.cancel("OK")])
        alertQueue.enqueue(AlertPresentation(alert), from: nil)
    }

    /// The title of the alert that shows a refresh's error.
    package static var refreshFailureTitle: String { "Couldn’t Refresh" }

    /// What an error says to the user: its `LocalizedError.errorDescription`; an `NSError`'s
    /// localized description when it has one (`NSLocalizedDescriptionKey`: Foundation's and
    /// URLSession's errors) — never the `Error Domain=… Code=…` dump; else its description.
    static func message(for error: any Error) -> String {
        if let description = (error as? any LocalizedError)?.errorDescription { return description }
        let bridged = error as NSError
        if type(of: error) is NSError.Type || bridged.userInfo[NSLocalizedDescriptionKey] != nil {
            return bridged.localizedDescription
        }
        return String(describing: error)
    }
}
