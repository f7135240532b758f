/// The alerts of one screen, kept by the controller core: one at a time, in order, only while the
/// screen is on screen; when it leaves for good, every alert is dismissed (no handler runs, results
/// are `nil`), and later ones at once.
@MainActor
package final class AlertQueue {
    weak var host: (any AlertHost)?
    package private(set) var current: AlertPresentation?
    /// The alerts waiting to show, first first, with the row each was presented from.
    private var waiting: [(presentation: AlertPresentation, row: AnyObject?)] = []
    /// Whether the queue waits for the screen to leave (``TableController/onLeave(_:)``).
    private var isWatchingLeave = false

    init(host: any AlertHost) {
        self.host = host
    }

    /// The number of alerts showing or waiting.
    package var count: Int { (current == nil ? 0 : 1) + waiting.count }

    /// Whether an alert showing points at a row, or one waiting was presented from it.
    /// - Complexity: O(*w*) in the alerts waiting.
    func holds(_ row: AnyObject) -> Bool {
        current?.anchor === row || waiting.contains { $0.row === row }
    }

    /// Adds an alert: it shows now when nothing else does and the screen is on screen, else
    /// when its turn comes.
    func enqueue(_ presentation: AlertPresentation, from row: AnyObject?) {
        if host?.hasLeft == true { return presentation.dismiss() }
        adopt(presentation)
        waiting.append((presentation, row))
        showNextIfPossible()
    }

    /// Adds an alert that goes before every other (the question asked before leaving): the alert
    /// showing is dismissed (its answer is `nil`, its handler does not run), and this one shows in
    /// its place when the screen can show one.
    func enqueueFirst(_ presentation: AlertPresentation) {
        if host?.hasLeft == true { return presentation.dismiss() }
        adopt(presentation)
        waiting.insert((presentation, nil), at: 0)
        current?.dismiss()  // its end shows the next one: this
        showNextIfPossible()
    }

    private func adopt(_ presentation: AlertPresentation) {
        presentation.onEnd = { [weak self] presentation, byCode in self?.end(presentation, byCode: byCode) }
        presentation.onFinish = { [weak self] in self?.showNextIfPossible() }
        if !isWatchingLeave, let host {
            // Registered once per stay of the screen: onLeave handlers run once.
            isWatchingLeave = true
            host.onLeave { [weak self] in self?.screenDidLeave() }
        }
    }

    /// The screen showed: an alert that went with something dismissed under it counts as
    /// dismissed, and a waiting alert shows now.
    func screenDidAppear() {
        showNextIfPossible()
    }

    private func showNextIfPossible() {
        // The alert showing went away without a choice (UIKit: the sheet it was presented over was
        // dismissed, and it with it): it is resolved as dismissed, or nothing would show again.
        if let current, let host, !host.alertsIsShown(current) { current.vanish() }
        guard current == nil, !waiting.isEmpty, let host, host.alertsCanShow else { return }
        let (presentation, row) = waiting.removeFirst()
        current = presentation
        presentation.anchor = row.flatMap { host.alertsIsVisibleRow($0) ? $0 : nil }
        host.alertsShow(presentation)
    }

    /// An alert was resolved: no longer current (the next one shows after its handler, see
    /// `onFinish`), or no longer waiting.
    private func end(_ presentation: AlertPresentation, byCode: Bool) {
        if current === presentation {
            current = nil
            if byCode { host?.alertsHide(presentation) }
        } else {
            waiting.removeAll { $0.presentation === presentation }
        }
    }

    /// The screen was released: every alert is dismissed, also those that waited for a screen
    /// that had left (they would have shown had it been pushed again).
    func screenWasReleased() {
        screenDidLeave()
    }

    /// The screen left for good: every alert is dismissed, the one showing first.
    private func screenDidLeave() {
        isWatchingLeave = false
        let all = (current.map { [$0] } ?? []) + waiting.map(\.presentation)
        waiting = []
        for presentation in all { presentation.dismiss() }
    }
}

/// What the alert queue needs from the controller core: ``TableController`` provides it.
@MainActor
protocol AlertHost: AnyObject {
    /// Whether an alert can show now: the screen is on screen.
    var alertsCanShow: Bool { get }
    /// Whether the screen left for good (and was not shown again since).
    var hasLeft: Bool { get }
    /// Whether a row is a visible row of the table, on screen.
    func alertsIsVisibleRow(_ row: AnyObject) -> Bool
    /// Shows an alert (the surface's primitive).
    func alertsShow(_ presentation: AlertPresentation)
    /// Takes an alert dismissed by code off the screen (the surface's primitive).
    func alertsHide(_ presentation: AlertPresentation)
    /// Whether an alert shown is still shown, or on its way (the surface's primitive).
    func alertsIsShown(_ presentation: AlertPresentation) -> Bool
    /// Runs a closure when the screen leaves for good.
    func onLeave(_ handler: @escaping @MainActor () -> Void)
}
